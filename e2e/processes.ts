/**
 * The shop's processes as the browser suites start them (playwright.config.ts, one shop per worker;
 * playwright.gateways.config.ts, one shop with a payment provider's simulator), and the browser.
 */
import type { PlaywrightTestConfig } from '@playwright/test';

export type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** The storefront's tag-revalidation secret in the browser tests. */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';

/**
 * Both processes are stopped with SIGTERM and waited for (their own clean shutdown: the product
 * server closes PGlite and releases its data-folder lock). Playwright's default, SIGKILL without
 * waiting, let a run start while the previous run's product server was still dying and holding
 * the lock, so back-to-back runs failed now and then. `exec` makes node the process signalled.
 */
export const STOP_CLEANLY = { signal: 'SIGTERM', timeout: 30_000 } as const;

/** Debian's headless shell (scripts/ensure-chromium.sh): the same engine without the desktop shell. */
export const CHROMIUM = {
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/** How every browser test opens the shop: in Chinese, in Beijing time, keeping what a failure needs. */
export function shopper(baseURL: string) {
  return {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test keeps its trace's DOM snapshots; the screencast is left out (recording it for
    // every test cost a fifth of the suite's time, measured on auth and shop: 86 → 78 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  } as const;
}

type Shop = { storePort: number; apiPort: number; paymentProvider: string };

/**
 * The built product server on a fresh data folder, with the development door (DEV_OUTBOX) and
 * without the demo history (seed/demo/history.ts): the specs rent as the demo customers, which
 * 张伟's overdue bill would refuse. `launch` runs it (e.g. under a simulator's environment).
 */
export function productServer(
  shop: Shop,
  { dataDir, env = {}, launch = (command: string) => command }: { dataDir: string; env?: Record<string, string>; launch?: (command: string) => string },
): WebServer {
  const store = `http://127.0.0.1:${shop.storePort}`;
  return {
    command: `rm -rf ${dataDir} && exec ${launch('node --enable-source-maps dist/server/main.mjs')}`,
    url: `http://127.0.0.1:${shop.apiPort}/health`,
    env: {
      PRODUCT_SERVER_PORT: String(shop.apiPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEV_OUTBOX: '1',
      PAYMENT_PROVIDER: shop.paymentProvider,
      TRACKING_PROVIDER: 'sandbox',
      DEMO_HISTORY: '0',
      STOREFRONT_URL: store,
      REVALIDATE_SECRET,
      ...env,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: STOP_CLEANLY,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/**
 * `next start` on its own copy of the build: a storefront writes the pages it re-renders into its
 * build folder, and another shop's pages must never be read from there.
 */
export function storefront(shop: Shop, distDir: string): WebServer {
  return {
    command: `node scripts/copy-build.mjs ${distDir} && exec node scripts/storefront.mjs`,
    url: `http://127.0.0.1:${shop.storePort}/Homepage`,
    env: {
      PRODUCT_API_URL: `http://127.0.0.1:${shop.apiPort}`,
      PORT: String(shop.storePort),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: shop.paymentProvider,
      REVALIDATE_SECRET,
      NEXT_DIST_DIR: distDir,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: STOP_CLEANLY,
  };
}
