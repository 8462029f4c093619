/**
 * GET /metrics: the product server's counters in Prometheus's text format (metrics.ts), for an
 * operator's scraper only. It answers a caller on this machine that no proxy speaks for (the
 * storefront's door never forwards this path and always names its client in X-Forwarded-For), or
 * one that shows METRICS_TOKEN as a bearer token; to anyone else it is not there (404).
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { isLoopback, normaliseAddress, socketPeerAddress } from '../http/clientAddress';
import type { AppDeps, AppEnv } from '../http/env';
import { notFoundHandler } from '../http/errors';
import { OPS_API } from '@/contract/endpoints';
import { at } from '../http/endpoint';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const peerOf = deps.peerAddress ?? socketPeerAddress;
  routes.on(...at(OPS_API.metrics), async (c) => {
    const peer = peerOf(c);
    const local = peer !== undefined && isLoopback(normaliseAddress(peer)) && c.req.header('x-forwarded-for') === undefined;
    const bearer = c.req.header('authorization')?.match(/^Bearer (\S+)$/)?.[1];
    const token = deps.settings.metricsToken;
    if (!local && !(token && bearer && sameSecret(bearer, token))) return notFoundHandler(c);
    c.header('content-type', deps.metrics.registry.contentType);
    c.header('cache-control', 'no-store');
    return c.body(await deps.metrics.scrape());
  });
  return routes;
}
