/**
 * Starts the product server: settings, the data-folder lock, database (opened, migrated, seeded
 * and warmed before the port opens), then HTTP on loopback. SIGTERM/SIGINT stop it cleanly:
 * no new connections, in-flight requests finish, the database closes, the lock is released.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, isLoopbackHost, parseConfig, type Config } from './runtime/config';
import type { DatabaseHandle } from './db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/dataDirLock';
import { seedDemoDevices } from './seed/demo/devices';
import { seedDemoHistory } from './seed/demo/history';
import { openAndPrepare } from './seed/prepare';
import { purgeExpiredRows } from './domain/housekeeping';
import type { FileStorage } from './providers/fileStorage';
import { runDueWork, SCHEDULER_INTERVAL_MS } from './domain/scheduler';
import { HOUR_MS, systemClock } from './domain/shared/clock';
import { jsonLogger, type Logger } from './runtime/log';
import { createMetrics } from './http/metrics';
import { moneyOutcomes } from './domain/payments/outcomes';
import { svgCaptchaMaker } from './providers/captcha';
import { isSandbox, type PaymentProvider } from './providers/payment';
import { paymentProvider } from './providers/paymentProviders';
import { sandboxSmsSender } from './providers/sms';
import { verificationProvider } from './providers/identity';
import { httpStorefrontCache, noStorefrontCache } from './providers/storefrontCache';
import { trackingProvider } from './providers/tracking';

const SHUTDOWN_GRACE_MS = 10_000;
/** At the level the settings ask for once they are read; a refusal of the settings themselves is logged at info's. */
let log: Logger = jsonLogger();
/** Longer than the usual 60 s idle timeout of load balancers and HTTP client pools. */
const KEEP_ALIVE_MS = 65_000;

function assertMigrations(dir: string): void {
  if (!fs.existsSync(path.join(dir, 'meta', '_journal.json'))) {
    throw new ConfigError(`No migrations at ${dir}: start from the project root or set MIGRATIONS_DIR`);
  }
}

/** Loud on purpose: these routes hand out SMS codes and captcha answers to whoever can reach the port. */
function warnAboutDevRoutes(config: Config): void {
  const why = config.nodeEnv === 'production' ? 'DEV_OUTBOX=1' : `NODE_ENV=${config.nodeEnv}`;
  const rule = '!'.repeat(78);
  log.warn(
    [
      rule,
      `!! DEVELOPMENT ROUTES ARE ON (${why}): /dev/sms/latest, /dev/captcha/latest, /dev/orders/:no/ship, …/overdue, …/dueToday and …/parcelClock`,
      '!! answer anyone who reaches this port. Never run a shop for real customers like this:',
      '!! start it with `npm start` (NODE_ENV=production) and without DEV_OUTBOX.',
      rule,
    ].join('\n'),
  );
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  log = jsonLogger({ level: config.logLevel, replica: config.replica });
  assertMigrations(config.migrationsDir);
  if (config.devRoutes) warnAboutDevRoutes(config);
  if (!isLoopbackHost(config.host)) {
    log.warn(`[config] PRODUCT_SERVER_HOST=${config.host} is not loopback: the API is reachable from other machines`);
  }

  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    lock = acquireDataDirLock(config.dataDir);
  }

  let handle: DatabaseHandle;
  let files: FileStorage;
  try {
    ({ handle, files } = await openAndPrepare(config));
  } catch (error) {
    lock?.release();
    throw error;
  }

  const sms = sandboxSmsSender(handle.db, log);
  // Chosen once: the sandbox pays without money, so it is the provider only when asked for by name.
  const payment: PaymentProvider | null = paymentProvider(config.payment, { db: handle.db, clock: systemClock, log });
  if (payment?.name === 'sandbox') log.warn('[pay] PAYMENT_PROVIDER=sandbox: online payments go through the sandbox cashier and move no real money');
  else if (payment) log.info(`[pay] PAYMENT_PROVIDER=${payment.name}: online payments go through ${payment.name}`);
  // Chosen once as well: the sandbox makes carriers' signatures up, and a signature starts a rent sooner.
  const tracking = trackingProvider(config.trackingProvider);
  if (tracking) log.warn(`[tracking] TRACKING_PROVIDER=${tracking.name}: parcel routes are made up from their waybills, no carrier is asked`);
  // The demo shops' devices, with or without the history (the browser suite's consoles ship from them).
  if (config.seedDemo) await seedDemoDevices(handle.db, systemClock.now());
  if (config.demoHistory) {
    const started = performance.now();
    const written = await seedDemoHistory(handle.db, { now: systemClock.now(), payment, log });
    if (Object.values(written).some(Boolean)) log.info(`[seed] demo history written in ${Math.round(performance.now() - started)} ms`);
  }
  const metrics = createMetrics({ processMetrics: true, sources: { pool: () => handle.pool(), money: () => moneyOutcomes(handle.db) } });
  const app = createApp({
    db: handle.db,
    clock: systemClock,
    sms,
    captcha: svgCaptchaMaker,
    log,
    metrics,
    payment,
    tracking,
    files,
    verification: verificationProvider(config.verificationProvider),
    storefront: config.storefront ? httpStorefrontCache(config.storefront.url, config.storefront.secret, log) : noStorefrontCache,
    settings: {
      devRoutes: config.devRoutes,
      customerSessionTtlMs: config.customerSessionTtlMs,
      sysSessionTtlMs: config.sysSessionTtlMs,
      metricsToken: config.metricsToken,
      replica: config.replica,
    },
  });

  const housekeeping = setInterval(() => {
    purgeExpiredRows(handle.db, files, systemClock.now()).catch((error: unknown) => log.error('[housekeeping] failed', error));
  }, HOUR_MS);
  housekeeping.unref();
  await purgeExpiredRows(handle.db, files, systemClock.now());

  // Due work (payment timeouts, carriers' signatures, automatic receipt, overdue bills, and the refunds and trade closes
  // the payment provider has not confirmed yet). A run still going when the next tick comes is
  // not overlapped; a failure is logged and retried on the next tick.
  let dueWork: Promise<void> | null = null;
  const scheduler = setInterval(() => {
    if (dueWork) return;
    const started = performance.now();
    dueWork = runDueWork(handle.db, systemClock.now(), { payment, tracking, log })
      .then((result) => metrics.schedulerRun((performance.now() - started) / 1000, result))
      .catch((error: unknown) => {
        metrics.schedulerRun((performance.now() - started) / 1000, null);
        log.error('[scheduler] failed', error);
      })
      .finally(() => {
        dueWork = null;
      });
  }, SCHEDULER_INTERVAL_MS);
  scheduler.unref();

  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(`Product server listening on ${urlOf(config.host, info.port)} (${database}${config.devRoutes ? ', /dev routes on' : ''})`);
  });
  // Idle keep-alive connections outlive the callers' pools (the storefront's, a proxy's): a server
  // closing one at the moment a caller reuses it answers that request with a reset.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }
  server.on('error', (error) => {
    log.error('[server] cannot listen', error);
    void stop(1);
  });

  let stopping = false;
  async function stop(exitCode: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    clearInterval(housekeeping);
    clearInterval(scheduler);
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        resolve();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      // Keep-alive connections with no request in flight would hold close() open.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    // A scheduler run in progress, and the sandbox's notifications already on their way, finish before the database closes.
    if (dueWork) await dueWork;
    if (isSandbox(payment)) await payment.idle();
    await handle.close().catch((error: unknown) => log.error('[shutdown] closing the database failed', error));
    lock?.release();
    log.info('Product server stopped');
    process.exit(exitCode);
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      log.info(`[shutdown] ${signal} received`);
      void stop(0);
    });
  }
  process.on('unhandledRejection', (reason) => log.error('[unhandledRejection]', reason));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    log.error(error.message);
  } else {
    log.error('Product server failed to start / 商品服务启动失败', error);
  }
  process.exit(1);
});
