import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * Browser journeys against a real payment provider's gateway simulator (test/gateways/): the shop
 * runs with PAYMENT_PROVIDER=alipay or wechat, the simulator's URLs and the keys it generated at
 * start, and the provider's notifications reach the product server through the storefront's door,
 * as they would from the internet. One provider per run, chosen by GATEWAY (`npm run
 * test:gateways` runs both, one after the other); one worker, the journeys share the shop.
 */
export const GATEWAY = process.env.GATEWAY === 'wechat' ? 'wechat' : 'alipay';
const OFFSET = GATEWAY === 'alipay' ? 0 : 1;
const STORE_PORT = 3390 + OFFSET;
const API_PORT = 8390 + OFFSET;
const SIMULATOR_PORT = 9390 + OFFSET;
export const STORE = `http://127.0.0.1:${STORE_PORT}`;
export const PRODUCT_API = `http://127.0.0.1:${API_PORT}`;
/** The simulator: the gateway, its cashier or phone pages, and its control API (`/__control/`). */
export const SIMULATOR = `http://127.0.0.1:${SIMULATOR_PORT}`;
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';
// The shared steps (e2e/support.ts) reach this shop, not the main suite's (its workers inherit these).
process.env.E2E_STORE = STORE;
process.env.E2E_PRODUCT_API = PRODUCT_API;

const dir = `.data/gateways/${GATEWAY}`;
const distDir = `.data/gateways/next-${GATEWAY}`;
const STOP_CLEANLY = { signal: 'SIGTERM', timeout: 30_000 } as const;
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

const shop: WebServer[] = [
  {
    command: `rm -rf ${dir} && exec node --import tsx test/gateways/${GATEWAY}/main.ts --port ${SIMULATOR_PORT} --keys-dir ${dir}`,
    url: `${SIMULATOR}/__control/notifications`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: STOP_CLEANLY,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: `rm -rf ${dir}-data && exec node test/gateways/withSimulator.mjs ${dir}/simulator.json node --enable-source-maps dist/server/main.mjs`,
    url: `${PRODUCT_API}/health`,
    env: {
      PRODUCT_SERVER_PORT: String(API_PORT),
      DATA_DIR: `${dir}-data`,
      NODE_ENV: 'production',
      DEV_OUTBOX: '1',
      PAYMENT_PROVIDER: GATEWAY,
      // The providers call the storefront's door, as they would the shop's public origin.
      PAYMENT_NOTIFY_BASE: STORE,
      TRACKING_PROVIDER: 'sandbox',
      DEMO_HISTORY: '0',
      STOREFRONT_URL: STORE,
      REVALIDATE_SECRET,
      // Alipay reads request timestamps as Beijing time.
      TZ: 'Asia/Shanghai',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: STOP_CLEANLY,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    command: `node scripts/copy-build.mjs ${distDir} && exec node scripts/storefront.mjs`,
    url: `${STORE}/Homepage`,
    env: {
      PRODUCT_API_URL: PRODUCT_API,
      PORT: String(STORE_PORT),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: GATEWAY,
      REVALIDATE_SECRET,
      NEXT_DIST_DIR: distDir,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: STOP_CLEANLY,
  },
];

const chromium = {
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: './e2e/gateways',
  outputDir: `./test-results/gateways-${GATEWAY}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: STORE,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: `${GATEWAY}-desktop`, testIgnore: /phone\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: `${GATEWAY}-phone`, testMatch: /phone\.spec\.ts/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: shop,
});
