// The storefront's GET /metrics (docs/operations.md): requests by method, kind of path and status
// with their latency, and the process's own gauges, in Prometheus format. Read by a caller on this
// machine that no proxy speaks for (no X-Forwarded-For: a request through nginx always has one),
// or with METRICS_TOKEN as a bearer token, as the product server's; anyone else gets the shop's
// own 404 page, as for any unknown path.
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The kinds of path, few on purpose: a label per page URL would grow without end. */
function kindOf(path) {
  if (path.startsWith('/prod-api/')) return 'api';
  if (path.startsWith('/_next/')) return 'asset';
  if (path.startsWith('/files/')) return 'file';
  if (path === '/health') return 'health';
  return 'page';
}

const isLoopback = (address) => address === '::1' || address?.startsWith('127.') || address?.startsWith('::ffff:127.');

export function storefrontMetrics(token = process.env.METRICS_TOKEN?.trim() || null) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, kind of path (page, api, asset, file, health) and HTTP status, and how long each took',
    labelNames: ['method', 'kind', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return {
    observe(method, path, status, seconds) {
      requests.observe({ method, kind: kindOf(path), status: String(status) }, seconds);
    },
    /** Whether this request may read the metrics. */
    allowed(request) {
      const authorization = Buffer.from(request.headers.authorization ?? '');
      if (expected && authorization.length === expected.length && timingSafeEqual(authorization, expected)) return true;
      return isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
    },
    async answer(response) {
      const text = await registry.metrics();
      response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      response.end(text);
    },
  };
}
