// `npm start`: the product server and the storefront, together. If either stops, both stop.
// `npm run dev` does the same with live reloading (tsx watch and next dev).
import { randomBytes } from 'node:crypto';
import { PRODUCT_API_URL, PRODUCT_SERVER_PORT, startChild, waitUntilAnswering } from './processes.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
// Both processes run in production mode under `npm start` (no /dev routes); `npm run dev` opens
// them. The demo pays online through the embedded sandbox cashier unless PAYMENT_PROVIDER says
// otherwise (`none` turns online payment off); both processes must agree on it.
const NODE_ENV = dev ? 'development' : 'production';
const PAYMENT_PROVIDER = process.env.PAYMENT_PROVIDER ?? 'sandbox';
// The demo's parcels move through the embedded tracking sandbox unless TRACKING_PROVIDER says
// otherwise (`none`: the order pages show the waybill numbers only). Only the product server asks it.
const TRACKING_PROVIDER = process.env.TRACKING_PROVIDER ?? 'sandbox';
// The back office's changes reach the cached public pages at once: the product server asks the
// storefront to revalidate their tags with this secret, made fresh for each start unless given.
const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET ?? randomBytes(24).toString('base64url');
const STOREFRONT_URL = `http://127.0.0.1:${port}`;

// Children are started with node itself, not through npx, so that signals reach them.
const productServer = dev
  ? startChild('product server', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'server/main.ts'], {
      PRODUCT_SERVER_PORT,
      NODE_ENV,
      PAYMENT_PROVIDER,
      TRACKING_PROVIDER,
      STOREFRONT_URL,
      REVALIDATE_SECRET,
    })
  : startChild('product server', process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
      PRODUCT_SERVER_PORT,
      NODE_ENV,
      PAYMENT_PROVIDER,
      TRACKING_PROVIDER,
      STOREFRONT_URL,
      REVALIDATE_SECRET,
    });

// The storefront starts once the product server answers, so its first pages have data.
await waitUntilAnswering(`${PRODUCT_API_URL}/health`, productServer, 120_000).catch((error) => {
  console.error(`[start] ${error.message}`);
  productServer.kill('SIGTERM');
  process.exit(1);
});

const storefront = startChild('storefront', process.execPath, ['scripts/storefront.mjs', ...(dev ? ['--dev'] : [])], {
  PRODUCT_API_URL,
  PORT: port,
  NODE_ENV,
  PAYMENT_PROVIDER,
  REVALIDATE_SECRET,
});
console.info(`[start] the shop is at http://127.0.0.1:${port}/ (product server ${PRODUCT_API_URL})`);

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of [storefront, productServer]) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

const first = await Promise.race([productServer.exited, storefront.exited]);
if (!stopping) console.error(`[start] the ${first.name} stopped (code ${first.code ?? first.signal}); stopping the shop`);
stopAll('SIGTERM');
await Promise.all([productServer.exited, storefront.exited]);
process.exit(stopping && first.code === 0 ? 0 : (first.code ?? 0));
