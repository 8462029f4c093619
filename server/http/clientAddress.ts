/**
 * The address rate limits count by. The storefront proxies browsers from the same machine, so
 * when the TCP peer is loopback the client is the last X-Forwarded-For entry (the one our proxy
 * appended); from anywhere else the header is attacker-controlled and ignored.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

export function socketPeerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** An address as the socket gives it, IPv4-mapped IPv6 (`::ffff:127.0.0.1`) as plain IPv4. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice('::ffff:'.length) : trimmed;
}

export function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.');
}

export function resolveClientAddress(peer: string | undefined, forwardedFor: string | undefined): string {
  const direct = peer ? normaliseAddress(peer) : 'unknown';
  if (!isLoopback(direct) || !forwardedFor) return direct;
  const last = forwardedFor.split(',').map(normaliseAddress).filter(Boolean).at(-1);
  return last && last.length <= 64 ? last : direct;
}

export function clientAddress(peerAddress: (c: Context) => string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientAddress', resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for')));
    await next();
  };
}
