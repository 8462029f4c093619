// The storefront's HTTP server: Next.js behind a thin node:http layer that decides who the client
// is. `next start` keeps an X-Forwarded-For the browser sent itself, which would let anyone pick
// the address the product server's per-address throttles count; here the socket decides, and
// only TRUSTED_PROXY_HOPS reverse proxies in front of the shop may speak for the client.
//   node scripts/storefront.mjs [--dev]      (PORT, HOSTNAME, TRUSTED_PROXY_HOPS, REPLICA, LOG_LEVEL)
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { format } from 'node:util';
import next from 'next';
import { clientFacts } from './client-facts.mjs';
import { EncodedBodies, encodedOnceResponse } from './encoded-once.mjs';
import { jsonLines } from './json-lines.mjs';
import { storefrontMetrics } from './storefront-metrics.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
// The process's name among several storefronts (the cluster's `storefront-1`), answered in X-Replica.
const replica = /^[A-Za-z0-9._-]{1,40}$/.test(process.env.REPLICA ?? '') ? process.env.REPLICA : null;

// JSON lines like the product server's (docs/operations.md): this file's own, Next's (it writes
// through the console), and one per request naming its id, path without the query, status and time.
const log = jsonLines({ process: 'storefront', level: process.env.LOG_LEVEL ?? 'info', replica });
console.info = (...args) => log.info(format(...args));
console.warn = (...args) => log.warn(format(...args));
console.error = (...args) => log.error(format(...args));

// Next builds the URLs it compares rewrites with from the `hostname` given here, while the
// middleware's NextURL turns every loopback address (127.x, [::1]) into `localhost`. With
// HOSTNAME=127.0.0.1 the two disagreed, so every middleware rewrite (/details?id=2 → /details/2)
// looked like an outside address and was proxied over HTTP to localhost:PORT, which answers only
// if the server happens to listen there (and under load it hung up). Next is therefore always told
// `localhost`, the name its middleware uses: the rewrite stays inside the process whatever address
// the server listens on and whatever Host the request carries. The listener below binds HOSTNAME.
const app = next({ dev, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const metrics = storefrontMetrics();

// Readiness for a load balancer: this storefront answers, and so does its product server.
const productHealth = `${(process.env.PRODUCT_API_URL ?? `http://127.0.0.1:${process.env.PRODUCT_SERVER_PORT ?? '8080'}`).replace(/\/$/, '')}/health`;
async function ready(response) {
  const ok = await fetch(productHealth, { signal: AbortSignal.timeout(2000) }).then(
    (answer) => answer.ok,
    () => false,
  );
  response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(ok ? { status: 'ok' } : { status: 'unavailable' }));
}

// The cached pages' bytes, encoded once each (encoded-once.mjs): 64 MB holds every public page.
const server = createServer({ ServerResponse: encodedOnceResponse(new EncodedBodies(64 * 1024 * 1024)) }, (request, response) => {
  // Judged on the headers as they came: below, X-Forwarded-For is rewritten for Next.
  const scrape = request.url === '/metrics' && request.method === 'GET' && metrics.allowed(request);
  const facts = clientFacts(request.headers, request.socket.remoteAddress, Boolean(request.socket.encrypted), trustedHops);
  request.headers['x-forwarded-for'] = facts.address;
  request.headers['x-forwarded-proto'] = facts.protocol;
  if (trustedHops === 0) delete request.headers['x-forwarded-host'];
  // The id the product server logs the request's calls under: the trusted proxy's (nginx makes
  // one), else a fresh one; a browser's own is not believed, like its X-Forwarded-For.
  if (trustedHops === 0 || typeof request.headers['x-request-id'] !== 'string') request.headers['x-request-id'] = randomUUID();
  response.setHeader('x-request-id', request.headers['x-request-id']);
  if (replica) response.setHeader('x-replica', replica);
  const started = performance.now();
  const path = request.url?.split('?')[0] ?? '';
  response.on('finish', () => {
    const ms = performance.now() - started;
    metrics.observe(request.method, path, response.statusCode, ms / 1000);
    const line = { requestId: request.headers['x-request-id'], method: request.method, path, status: response.statusCode, ms: Math.round(ms * 10) / 10 };
    if (line.path === '/health') log.debug(line, 'request');
    else log.info(line, 'request');
  });
  if (request.url === '/health' && request.method === 'GET') return void ready(response);
  if (scrape) return void metrics.answer(response);
  handle(request, response);
});
server.listen(port, hostname, () => console.info(`[storefront] listening on http://${hostname}:${port}`));

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
