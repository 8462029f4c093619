// The storefront's HTTP server: Next.js behind a thin node:http layer that decides who the client
// is. `next start` keeps an X-Forwarded-For the browser sent itself, which would let anyone pick
// the address the product server's per-address throttles count; here the socket decides, and
// only TRUSTED_PROXY_HOPS reverse proxies in front of the shop may speak for the client.
//   node scripts/storefront.mjs [--dev]      (PORT, HOSTNAME, TRUSTED_PROXY_HOPS)
import { createServer } from 'node:http';
import next from 'next';
import { clientFacts } from './client-facts.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const facts = clientFacts(request.headers, request.socket.remoteAddress, Boolean(request.socket.encrypted), trustedHops);
  request.headers['x-forwarded-for'] = facts.address;
  request.headers['x-forwarded-proto'] = facts.protocol;
  if (trustedHops === 0) delete request.headers['x-forwarded-host'];
  handle(request, response);
});
server.listen(port, hostname, () => console.info(`[storefront] listening on http://${hostname}:${port}`));

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
