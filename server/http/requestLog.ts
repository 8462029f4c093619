/**
 * Each request's id, its one access line and its place in the request metrics (metrics.ts). The id is taken from the caller when it is a plain
 * token (nginx makes one per request and the storefront's door passes it on), otherwise made here;
 * it is answered in X-Request-Id and set on the context for every line logged about the request.
 * The line names the route's pattern (`/api/wOrder/detail/:orderNo`), never the query or the body,
 * so no SMS code, password or token reaches the log.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../runtime/log';
import type { Metrics } from './metrics';
import type { AppEnv } from './env';
import { OPS_API } from '@/contract/endpoints';

export const REQUEST_ID_HEADER = 'x-request-id';
const PLAIN_ID = /^[A-Za-z0-9._:-]{8,64}$/;
/** The readiness probe is asked every few seconds; its lines would drown the rest. */
const QUIET_ROUTES = new Set<string>([OPS_API.health.path]);

/** The caller's id when it is safe to write into a log line and a header, else a fresh one. */
export function requestIdFrom(given: string | undefined): string {
  return given && PLAIN_ID.test(given) ? given : randomUUID();
}

export function requestLog(log: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    const matched = routePath(c, -1);
    // The app-wide middleware's own pattern is what is left when no route matched.
    const route = matched === '*' || matched === '/*' ? null : matched;
    const ms = performance.now() - started;
    metrics.request(c.req.method, route, c.res.status, ms / 1000);
    const fields = { requestId, method: c.req.method, route, status: c.res.status, ms: Math.round(ms * 10) / 10 };
    if (route !== null && QUIET_ROUTES.has(route)) log.debug('request', fields);
    else log.info('request', fields);
  };
}
