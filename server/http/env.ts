/** What the app is built from (createApp's argument) and what every request carries. */
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { Clock } from '../domain/shared/clock';
import type { Logger } from '../runtime/log';
import type { Metrics } from './metrics';
import type { CaptchaMaker } from '../providers/captcha';
import type { FileStorage } from '../providers/fileStorage';
import type { VerificationProvider } from '../providers/identity';
import type { PaymentProvider } from '../providers/payment';
import type { SmsSender } from '../providers/sms';
import type { StorefrontCache } from '../providers/storefrontCache';
import type { TrackingProvider } from '../providers/tracking';

export type AppSettings = {
  /** Serve the /dev routes (SMS outbox, captcha answers). */
  devRoutes: boolean;
  customerSessionTtlMs: number;
  sysSessionTtlMs: number;
  /** METRICS_TOKEN: lets a scraper on another machine read GET /metrics; null: loopback only. */
  metricsToken: string | null;
  /** REPLICA: the name X-Replica answers with, when several product servers run (docs/scale-out.md). */
  replica?: string | null;
};

export type AppDeps = {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  captcha: CaptchaMaker;
  log: Logger;
  /** The counters GET /metrics shows (metrics.ts). */
  metrics: Metrics;
  /**
   * The online payment provider, chosen once at start (main.ts: PAYMENT_PROVIDER). The embedded
   * sandbox brings its cashier routes; null turns online payment off (balance only).
   */
  payment: PaymentProvider | null;
  /**
   * Parcel tracking, chosen once at start (main.ts: TRACKING_PROVIDER). The embedded sandbox makes
   * routes up from the waybill; null: tracking off, the order pages show the waybill numbers only.
   */
  tracking: TrackingProvider | null;
  /** Where uploaded files' bytes live (main.ts: a folder beside the data, FILES_DIR). */
  files: FileStorage;
  /** Identity verification, chosen once at start (main.ts: VERIFICATION_PROVIDER, the sandbox by default). */
  verification: VerificationProvider;
  /** Rebuilds the storefront's cached pages after a back-office change (main.ts: STOREFRONT_URL, REVALIDATE_SECRET). */
  storefront: StorefrontCache;
  settings: AppSettings;
  /**
   * The TCP peer's address. Defaults to the Node socket; tests using app.request() (which has no
   * socket) pass their own.
   */
  peerAddress?: (c: Context) => string | undefined;
};

export type AppEnv = { Variables: { clientAddress: string; requestId: string } };
