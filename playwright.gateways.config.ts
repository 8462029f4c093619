import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, productServer, shopper, STOP_CLEANLY, storefront, type WebServer } from './e2e/processes';

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
// The shared steps (e2e/support.ts) reach this shop, not the main suite's (its workers inherit these).
process.env.E2E_STORE = STORE;
process.env.E2E_PRODUCT_API = PRODUCT_API;

/** The simulator's keys and the product server's log. */
export const GATEWAY_DIR = `.data/gateways/${GATEWAY}`;
const dir = GATEWAY_DIR;
const ports = { storePort: STORE_PORT, apiPort: API_PORT, paymentProvider: GATEWAY };

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
  productServer(ports, {
    dataDir: `${dir}-data`,
    // The simulator's ids, key files and URLs (test/gateways/withSimulator.mjs waits for them).
    launch: (command) => `node test/gateways/withSimulator.mjs ${dir}/simulator.json ${command}`,
    env: {
      // The providers call the storefront's door, as they would the shop's public origin.
      PAYMENT_NOTIFY_BASE: STORE,
      // Alipay reads request timestamps as Beijing time.
      TZ: 'Asia/Shanghai',
      // Kept for the check that no key reached the log (e2e/gateways/noKeysLogged.ts).
      PROCESS_LOG: `${dir}/product-server.log`,
    },
  }),
  storefront(ports, `.data/gateways/next-${GATEWAY}`),
];

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
  use: shopper(STORE),
  projects: [
    { name: `${GATEWAY}-desktop`, testIgnore: /phone\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM } },
    { name: `${GATEWAY}-phone`, testMatch: /phone\.spec\.ts/, use: { ...devices['Pixel 7'], launchOptions: CHROMIUM } },
  ],
  webServer: shop,
  globalTeardown: './e2e/gateways/noKeysLogged.ts',
});
