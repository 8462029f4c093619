import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium against both real processes (the built product server on a
 * fresh PGlite folder, and `next start`). Ports differ from the defaults so a running shop on
 * this machine does not interfere.
 */
const STORE_PORT = Number(process.env.E2E_STORE_PORT ?? 3190);
const API_PORT = Number(process.env.E2E_API_PORT ?? 8190);
export const PRODUCT_API = `http://127.0.0.1:${API_PORT}`;
/** The storefront's tag-revalidation secret in the browser tests. */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';

/**
 * Both processes are stopped with SIGTERM and waited for (their own clean shutdown: the product
 * server closes PGlite and releases its data-folder lock). Playwright's default, SIGKILL without
 * waiting, let a run start while the previous run's product server was still dying and holding
 * the lock, so back-to-back runs failed now and then. `exec` makes node the process signalled.
 */
const STOP_CLEANLY = { signal: 'SIGTERM', timeout: 30_000 } as const;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${STORE_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test keeps its trace's DOM snapshots; the screencast is left out (recording it for
    // every test cost a fifth of the suite's time, measured on auth and shop: 86 → 78 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: /mobile\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', testMatch: /mobile\.spec\.ts/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'rm -rf .data/e2e && exec node --enable-source-maps dist/server/main.mjs',
      url: `${PRODUCT_API}/health`,
      // Without the demo history (db/demo/history.ts): the specs rent as the demo customers, which 张伟's overdue bill would refuse.
      env: { PRODUCT_SERVER_PORT: String(API_PORT), DATA_DIR: '.data/e2e', NODE_ENV: 'production', DEV_OUTBOX: '1', PAYMENT_PROVIDER: 'sandbox', DEMO_HISTORY: '0', STOREFRONT_URL: `http://127.0.0.1:${STORE_PORT}`, REVALIDATE_SECRET },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: STOP_CLEANLY,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'exec node scripts/storefront.mjs',
      url: `http://127.0.0.1:${STORE_PORT}/Homepage`,
      env: { PRODUCT_API_URL: PRODUCT_API, PORT: String(STORE_PORT), HOSTNAME: '127.0.0.1', NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', REVALIDATE_SECRET },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: STOP_CLEANLY,
    },
  ],
});
