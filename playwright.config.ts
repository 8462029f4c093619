import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium against both real processes (the built product server on a
 * fresh PGlite folder, and `next start`). Ports differ from the defaults so a running shop on
 * this machine does not interfere.
 *
 * Each Playwright worker has a shop of its own: a product server on its own data folder and a
 * storefront on its own copy of the build (a storefront writes the pages it re-renders into its
 * build folder, and another shop's pages must never be read from there). The specs rent, pay and
 * edit as the demo accounts, so two workers sharing one shop would see each other's orders. A
 * worker finds its shop from its slot, TEST_PARALLEL_INDEX, which Playwright sets in the worker's
 * environment before this file is loaded there; the runner itself sees slot 0.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const STORE_PORT = Number(process.env.E2E_STORE_PORT ?? 3190);
const API_PORT = Number(process.env.E2E_API_PORT ?? 8190);
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** The storefront of this worker's shop (the gateway journeys' shop when they run: playwright.gateways.config.ts). */
export const STORE = process.env.E2E_STORE ?? `http://127.0.0.1:${STORE_PORT + SLOT}`;
/** The product server of this worker's shop (or the gateway journeys'). */
export const PRODUCT_API = process.env.E2E_PRODUCT_API ?? `http://127.0.0.1:${API_PORT + SLOT}`;
/** The storefront's tag-revalidation secret in the browser tests. */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';

/**
 * Both processes are stopped with SIGTERM and waited for (their own clean shutdown: the product
 * server closes PGlite and releases its data-folder lock). Playwright's default, SIGKILL without
 * waiting, let a run start while the previous run's product server was still dying and holding
 * the lock, so back-to-back runs failed now and then. `exec` makes node the process signalled.
 */
const STOP_CLEANLY = { signal: 'SIGTERM', timeout: 30_000 } as const;

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** The two processes of the shop in one slot. */
function shop(slot: number): WebServer[] {
  const store = `http://127.0.0.1:${STORE_PORT + slot}`;
  const api = `http://127.0.0.1:${API_PORT + slot}`;
  const dataDir = `.data/e2e/${slot}`;
  const distDir = `.data/e2e/next-${slot}`;
  return [
    {
      command: `rm -rf ${dataDir} && exec node --enable-source-maps dist/server/main.mjs`,
      url: `${api}/health`,
      // Without the demo history (seed/demo/history.ts): the specs rent as the demo customers, which 张伟's overdue bill would refuse.
      env: {
        PRODUCT_SERVER_PORT: String(API_PORT + slot),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        DEV_OUTBOX: '1',
        PAYMENT_PROVIDER: 'sandbox',
        TRACKING_PROVIDER: 'sandbox',
        DEMO_HISTORY: '0',
        STOREFRONT_URL: store,
        REVALIDATE_SECRET,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: STOP_CLEANLY,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/copy-build.mjs ${distDir} && exec node scripts/storefront.mjs`,
      url: `${store}/Homepage`,
      env: {
        PRODUCT_API_URL: api,
        PORT: String(STORE_PORT + slot),
        HOSTNAME: '127.0.0.1',
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        REVALIDATE_SECRET,
        NEXT_DIST_DIR: distDir,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: STOP_CLEANLY,
    },
  ];
}

const chromium = {
  // Debian's headless shell (scripts/ensure-chromium.sh): the same engine without the desktop shell.
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: STORE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test keeps its trace's DOM snapshots; the screencast is left out (recording it for
    // every test cost a fifth of the suite's time, measured on auth and shop: 86 → 78 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // The gateway journeys run against a shop of their own (playwright.gateways.config.ts).
    { name: 'desktop', testIgnore: [/mobile\.spec\.ts/, /gateways\//], use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', testMatch: /mobile\.spec\.ts/, testIgnore: /gateways\//, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: Array.from({ length: WORKERS }, (_, slot) => shop(slot)).flat(),
});
