/**
 * Settings from the environment, parsed once at startup. A wrong value stops the server with a
 * message naming the variable, rather than running half-configured.
 */
import path from 'node:path';
import { ConfigError, type Environment } from './configError';
import { LOG_LEVELS, type LogLevel } from './log';
import { paymentSettings, type PaymentSettings } from './paymentSettings';

export { ConfigError, type Environment } from './configError';
export { PAYMENT_PROVIDERS, type PaymentProviderName, type PaymentSettings } from './paymentSettings';

/** The identity verification providers a start may choose (providers/identity.ts builds them). */
export const VERIFICATION_PROVIDERS = ['sandbox', 'review'] as const;
export type VerificationProviderName = (typeof VERIFICATION_PROVIDERS)[number];

/** The parcel-tracking services a start may choose (providers/tracking.ts builds them). */
export const TRACKING_PROVIDERS = ['sandbox'] as const;
export type TrackingProviderName = (typeof TRACKING_PROVIDERS)[number];

export type Config = {
  port: number;
  host: string;
  /** PGlite folder; ignored when databaseUrl is set. */
  dataDir: string;
  /** Uploaded files (the embedded FileStorage): beside the PGlite folder, never inside it. */
  filesDir: string;
  /** postgres://… selects a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | null;
  seedDemo: boolean;
  /** DEMO_HISTORY=0 leaves the demo customers without their months of history (seed/demo/history.ts); only with SEED_DEMO. */
  demoHistory: boolean;
  nodeEnv: string;
  /**
   * The /dev routes (SMS outbox, captcha answers, the shipping door): only under `npm run dev`
   * (NODE_ENV=development), the test runners (NODE_ENV=test) or an explicit DEV_OUTBOX=1. An unset
   * NODE_ENV counts as production: a forgotten variable must never open them.
   */
  devRoutes: boolean;
  /**
   * PAYMENT_PROVIDER and its settings: `sandbox` (the embedded cashier that moves no money),
   * `alipay`, `wechat`, or null (none: online payment off).
   */
  payment: PaymentSettings | null;
  /** TRACKING_PROVIDER: `sandbox` (parcels that move by themselves, made up from the waybill) or none (tracking off: waybill numbers only). */
  trackingProvider: TrackingProviderName | null;
  /** VERIFICATION_PROVIDER: `sandbox` (default: a valid person at once, a company to review) or `review` (everything to the platform's review). */
  verificationProvider: VerificationProviderName;
  customerSessionTtlMs: number;
  sysSessionTtlMs: number;
  /** STOREFRONT_URL and REVALIDATE_SECRET: where and how to ask the storefront to rebuild its cached pages; null: they follow within their lifetime. */
  storefront: { url: string; secret: string } | null;
  /** Where the SQL migrations are read at startup (MIGRATIONS_DIR, else ./server/db/migrations). */
  migrationsDir: string;
  /** LOG_LEVEL: the least severe level written (`info` unless given; `debug` adds the readiness probe's requests). */
  logLevel: LogLevel;
  /** METRICS_TOKEN: a bearer token that lets a scraper on another machine read GET /metrics (at least 24 characters); unset: loopback only. */
  metricsToken: string | null;
  /** REPLICA: this process's name among several (the cluster's `product-server-1`), answered in X-Replica; null: one process. */
  replica: string | null;
};

const HOUR_MS = 60 * 60 * 1000;
/** Back-office sessions are short: a merchant's console is a more valuable target than a cart. */
const SYS_SESSION_TTL_HOURS = 12;

function integerSetting(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function trackingProviderSetting(env: Environment): TrackingProviderName | null {
  const raw = env.TRACKING_PROVIDER?.trim() ?? '';
  if (raw === '' || raw === 'none') return null;
  const known = TRACKING_PROVIDERS.find((name) => name === raw);
  if (!known) throw new ConfigError(`TRACKING_PROVIDER must be one of ${TRACKING_PROVIDERS.join(', ')} or none, got "${raw}"`);
  return known;
}

function verificationProviderSetting(env: Environment): VerificationProviderName {
  const raw = env.VERIFICATION_PROVIDER?.trim() || 'sandbox';
  const known = VERIFICATION_PROVIDERS.find((name) => name === raw);
  if (!known) throw new ConfigError(`VERIFICATION_PROVIDER must be one of ${VERIFICATION_PROVIDERS.join(', ')}, got "${raw}"`);
  return known;
}

function logLevelSetting(env: Environment): LogLevel {
  const raw = env.LOG_LEVEL?.trim() || 'info';
  const known = LOG_LEVELS.find((level) => level === raw);
  if (!known) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return known;
}

function metricsTokenSetting(env: Environment): string | null {
  const raw = env.METRICS_TOKEN?.trim() ?? '';
  if (raw === '') return null;
  if (raw.length < 24 || /\s/.test(raw)) throw new ConfigError('METRICS_TOKEN must be at least 24 characters without spaces');
  return raw;
}

/** A name that is safe in a response header and a log line. */
export const REPLICA_NAME = /^[A-Za-z0-9._-]{1,40}$/;

function replicaSetting(env: Environment): string | null {
  const raw = env.REPLICA?.trim() ?? '';
  if (raw === '') return null;
  if (!REPLICA_NAME.test(raw)) throw new ConfigError(`REPLICA must be 1 to 40 letters, digits, dots, dashes or underscores, got "${raw}"`);
  return raw;
}

const DEV_ROUTE_ENVIRONMENTS = new Set(['development', 'test']);

export function parseConfig(env: Environment, cwd: string = process.cwd()): Config {
  const nodeEnv = env.NODE_ENV?.trim() || 'production';
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: integerSetting(env, 'PRODUCT_SERVER_PORT', 8080, 0, 65535),
    host: env.PRODUCT_SERVER_HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || './.data/pglite'),
    filesDir: path.resolve(cwd, env.FILES_DIR?.trim() || path.join(path.dirname(path.resolve(cwd, env.DATA_DIR?.trim() || './.data/pglite')), 'files')),
    databaseUrl,
    seedDemo: env.SEED_DEMO?.trim() !== '0',
    demoHistory: env.SEED_DEMO?.trim() !== '0' && env.DEMO_HISTORY?.trim() !== '0',
    nodeEnv,
    devRoutes: DEV_ROUTE_ENVIRONMENTS.has(nodeEnv) || env.DEV_OUTBOX?.trim() === '1',
    payment: paymentSettings(env),
    trackingProvider: trackingProviderSetting(env),
    storefront: env.STOREFRONT_URL?.trim() && env.REVALIDATE_SECRET?.trim() ? { url: env.STOREFRONT_URL.trim(), secret: env.REVALIDATE_SECRET.trim() } : null,
    verificationProvider: verificationProviderSetting(env),
    customerSessionTtlMs: integerSetting(env, 'SESSION_TTL_HOURS', 168, 1, 24 * 365) * HOUR_MS,
    sysSessionTtlMs: SYS_SESSION_TTL_HOURS * HOUR_MS,
    migrationsDir: path.resolve(cwd, env.MIGRATIONS_DIR?.trim() || './server/db/migrations'),
    logLevel: logLevelSetting(env),
    metricsToken: metricsTokenSetting(env),
    replica: replicaSetting(env),
  };
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
