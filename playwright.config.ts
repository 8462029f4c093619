import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, productServer, REVALIDATE_SECRET, shopper, storefront, type WebServer } from './e2e/processes';

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
export { REVALIDATE_SECRET };

/** The two processes of the shop in one slot. */
function shop(slot: number): WebServer[] {
  const ports = { storePort: STORE_PORT + slot, apiPort: API_PORT + slot, paymentProvider: 'sandbox' };
  return [productServer(ports, { dataDir: `.data/e2e/${slot}` }), storefront(ports, `.data/e2e/next-${slot}`)];
}

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
  use: shopper(STORE),
  projects: [
    // The gateway journeys run against a shop of their own (playwright.gateways.config.ts).
    { name: 'desktop', testIgnore: [/mobile\.spec\.ts/, /gateways\//], use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM } },
    { name: 'mobile', testMatch: /mobile\.spec\.ts/, testIgnore: /gateways\//, use: { ...devices['Pixel 7'], launchOptions: CHROMIUM } },
  ],
  webServer: Array.from({ length: WORKERS }, (_, slot) => shop(slot)).flat(),
});
