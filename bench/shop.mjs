// The shop as the bench runs it: both processes from the build (`scripts/start.mjs`), on a data
// folder of the bench's own and ports of its own, so a shop already running here is left alone.
import { spawn } from 'node:child_process';
import { waitUntilAnswering } from '../scripts/processes.mjs';

export const STOREFRONT_PORT = Number(process.env.BENCH_PORT ?? 3300);
export const PRODUCT_PORT = Number(process.env.BENCH_PRODUCT_PORT ?? 8380);
export const BASE = `http://127.0.0.1:${STOREFRONT_PORT}`;
export const PRODUCT_API = `http://127.0.0.1:${PRODUCT_PORT}`;

/**
 * Starts the shop on `dataDir` and resolves once the storefront answers; with `databaseUrl` the
 * product server keeps its data in that PostgreSQL database instead (uploads stay in the folder).
 */
export async function startShop(dataDir, { devOutbox = false, databaseUrl = undefined } = {}) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      PORT: String(STOREFRONT_PORT),
      HOSTNAME: '127.0.0.1',
      PRODUCT_SERVER_PORT: String(PRODUCT_PORT),
      PRODUCT_API_URL: PRODUCT_API,
      // The product server's development routes (the SMS and captcha outbox), for a part that needs them.
      ...(devOutbox ? { DEV_OUTBOX: '1' } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  await waitUntilAnswering(`${BASE}/404`, child, 180_000);
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await child.exited;
    },
  };
}
