/**
 * A product server in the test process: an in-memory PGlite, migrated and seeded like a real
 * start, a ManualClock, and helpers that call the app the way the storefront does. Each test
 * file opens one (opening PGlite costs seconds) and closes it in `after`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CaptchaChallenge } from '@/contract/auth';
import type { Envelope } from '@/contract/envelope';
import { createApp } from '../app';
import { openDatabase, type DatabaseHandle, type Db } from '../db/client';
import { seedDatabase } from '../seed/seed';
import { HOUR_MS, ManualClock } from '../domain/shared/clock';
import type { AppDeps, AppSettings } from '../http/env';
import { silentLogger, type Logger } from '../runtime/log';
import { createMetrics } from '../http/metrics';
import { svgCaptchaMaker } from '../providers/captcha';
import { recordingStorefrontCache } from '../providers/storefrontCache';
import { databaseFileStorage, folderFileStorage } from '../providers/fileStorage';
import { sandboxPaymentProvider, type PaymentProvider } from '../providers/payment';
import { sandboxSmsSender } from '../providers/sms';
import { sandboxVerificationProvider } from '../providers/identity';
import { sandboxTrackingProvider } from '../providers/sandboxTracking';
import { databaseTemplate, MIGRATIONS_DIR, TEMPLATE_TIME } from './template';
import { createScratchDatabase } from './testDatabase';

/** The address a test request comes from unless it says otherwise (TEST-NET-3, never routed). */
export const DEFAULT_PEER = '203.0.113.10';

export type Answer<T = unknown> = { status: number; body: Envelope<T> & Record<string, unknown> };

export type RequestOptions = { token?: string; peer?: string; headers?: Record<string, string> };

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export type TestServerOptions = {
  settings?: Partial<AppSettings>;
  log?: Logger;
  /** Replace a dependency, e.g. a captcha maker that throws. */
  overrides?: Partial<Pick<AppDeps, 'sms' | 'captcha' | 'verification' | 'tracking'>>;
  /** Run against a PostgreSQL server instead of an in-memory PGlite. */
  databaseUrl?: string;
  /** The payment provider: the sandbox (default, as PAYMENT_PROVIDER=sandbox) or none (online payment off). */
  payment?: 'sandbox' | 'none';
  /** A real provider in the sandbox's place (Alipay or WeChat Pay against its gateway simulator, test/gateways/). */
  paymentProvider?: (deps: { db: Db; clock: ManualClock; log: Logger }) => PaymentProvider;
  /** Parcel tracking: the sandbox (default, as TRACKING_PROVIDER=sandbox) or none (tracking off). */
  tracking?: 'sandbox' | 'none';
};

/** Holds a whole test database (the snapshot's tables are a few MB); opens 0.8 CPU-s faster than 128 MB. */
const TEST_SHARED_BUFFERS = '16MB';

/**
 * With TEST_DATABASE_URL set (`npm run test:server:pg`), every test server without a database of
 * its own runs on a new PostgreSQL database, dropped at close: the whole suite then proves the
 * same rules on a real server with many connections as on PGlite.
 */
async function openTestDatabase(options: TestServerOptions): Promise<{ handle: DatabaseHandle; drop?: () => Promise<void> }> {
  if (options.databaseUrl) return { handle: await openDatabase({ databaseUrl: options.databaseUrl }) };
  const postgresServer = process.env.TEST_DATABASE_URL;
  if (postgresServer) {
    const scratch = await createScratchDatabase(postgresServer, buildPostgresTemplate);
    return { handle: await openDatabase({ databaseUrl: scratch.url }), drop: scratch.drop };
  }
  return { handle: await openDatabase({ dataDir: 'memory://', loadDataDir: await databaseTemplate(), sharedBuffers: TEST_SHARED_BUFFERS }) };
}

/** The scratch databases' template: migrated and seeded at the harness clock's start, as the PGlite snapshot is. */
async function buildPostgresTemplate(url: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: url });
  try {
    await handle.migrate(MIGRATIONS_DIR, (db) => seedDatabase(db, { demo: true, now: TEMPLATE_TIME }));
  } finally {
    await handle.close();
  }
}

export async function startTestServer(options: TestServerOptions = {}) {
  const clock = new ManualClock(TEMPLATE_TIME);
  const { handle, drop } = await openTestDatabase(options);
  await handle.migrate(MIGRATIONS_DIR, (db) => seedDatabase(db, { demo: true, now: clock.now() }));
  const db: Db = handle.db;
  const log = options.log ?? silentLogger;
  const provider = options.paymentProvider?.({ db, clock, log }) ?? null;
  const payment = provider || options.payment === 'none' ? null : sandboxPaymentProvider(db, clock, log);
  const tracking = options.overrides?.tracking !== undefined ? options.overrides.tracking : options.tracking === 'none' ? null : sandboxTrackingProvider;
  // As the shop keeps them: in the database on PostgreSQL (a scratch database comes with `drop`),
  // else in a real folder per test server, removed at close.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zl-files-'));
  const files = drop ? databaseFileStorage(db) : folderFileStorage(filesDir);
  const storefront = recordingStorefrontCache();
  const app = createApp({
    db,
    clock,
    sms: sandboxSmsSender(db, log),
    captcha: svgCaptchaMaker,
    log,
    metrics: createMetrics(),
    payment: provider ?? payment,
    tracking,
    files,
    verification: sandboxVerificationProvider,
    storefront,
    settings: { devRoutes: true, customerSessionTtlMs: 168 * HOUR_MS, sysSessionTtlMs: 12 * HOUR_MS, metricsToken: null, ...options.settings },
    // app.request() has no socket: the peer comes from a test-only header.
    peerAddress: (c) => c.req.header('x-test-peer') ?? DEFAULT_PEER,
    ...options.overrides,
  });

  async function request<T>(method: string, url: string, body: string | undefined, opts: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-test-peer': opts.peer ?? DEFAULT_PEER, ...opts.headers };
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    if (opts.token) headers.apiToken = opts.token;
    const response = await app.request(url, { method, headers, body });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  const get = <T = unknown>(url: string, opts?: RequestOptions) => request<T>('GET', url, undefined, opts);
  const post = <T = unknown>(url: string, body: unknown, opts?: RequestOptions) => request<T>('POST', url, typeof body === 'string' ? body : JSON.stringify(body), opts);

  /** A multipart upload as a browser sends it (`/api/file/upload`, or the back office's `/api/sys/file/upload` as `path`). */
  async function upload<T = unknown>(bytes: Uint8Array, options: { purpose?: string; filename?: string; type?: string; token?: string; path?: string }): Promise<Answer<T>> {
    const form = new FormData();
    if (options.purpose !== undefined) form.set('purpose', options.purpose);
    form.set('file', new Blob([Buffer.from(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'photo.png');
    const headers: Record<string, string> = { 'x-test-peer': DEFAULT_PEER };
    if (options.token) headers.apiToken = options.token;
    const response = await app.request(options.path ?? '/api/file/upload', { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  let phoneSerial = 0;
  /** A fresh unregistered phone number for each call. */
  const newPhone = () => `1370000${String((phoneSerial += 1)).padStart(4, '0')}`;

  async function sendCode(phone: string, type: 1 | 2 | 3 | 4, opts?: RequestOptions) {
    return get(`/api/register/reg/vCode?phone=${phone}&type=${type}`, opts);
  }

  async function latestCode(phone: string): Promise<string> {
    const answer = await get<{ code: string }>(`/dev/sms/latest?phone=${phone}`);
    if (!answer.body.data) throw new Error(`no SMS for ${phone}: ${JSON.stringify(answer.body)}`);
    return answer.body.data.code;
  }

  /** A back-office login through the captcha (its answer from the /dev outbox), as the console does: the token. */
  async function logInToBackOffice(account: { username: string; password: string }): Promise<string> {
    const image = await get<CaptchaChallenge>('/auth/api/captcha');
    const uuid = image.body.data?.uuid ?? '';
    const answer = await get<{ text: string }>(`/dev/captcha/latest?uuid=${uuid}`);
    const login = await post('/auth/api/login/sys', { username: account.username, password: account.password, code: answer.body.data?.text ?? '', uuid });
    if (login.body.code !== 200 || typeof login.body.token !== 'string') throw new Error(`back-office login failed: ${JSON.stringify(login.body)}`);
    return login.body.token;
  }

  /** Registers a personal account through the API; moves the clock past the SMS cooldown first. */
  async function registerPersonal(phone = newPhone(), passWord = 'Secret123') {
    clock.advance(61_000);
    const sent = await sendCode(phone, 1);
    if (sent.body.code !== 200) throw new Error(`vCode failed: ${sent.body.msg}`);
    const answer = await post<{ quanJuId: string }>('/api/register/reg/zcInformation', {
      accountType: 'personal',
      phone,
      code: await latestCode(phone),
      passWord,
      pname: '测试用户',
    });
    if (answer.body.code !== 200 || typeof answer.body.token !== 'string' || !answer.body.data) {
      throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
    }
    return { phone, passWord, token: answer.body.token, globalId: answer.body.data.quanJuId };
  }

  return {
    app,
    db,
    clock,
    /** The sandbox provider the app pays through (null with `payment: 'none'` or another provider). */
    payment,
    /** The provider given in `paymentProvider`, or null. */
    provider,
    /** The tracking provider the app asks (null with `tracking: 'none'`). */
    tracking,
    get,
    post,
    request,
    upload,
    /** The uploaded files' storage (the database on PostgreSQL, else a temporary folder). */
    files,
    /** The storefront cache tags the server asked to revalidate, in order. */
    storefront,
    newPhone,
    sendCode,
    latestCode,
    registerPersonal,
    logInToBackOffice,
    close: async () => {
      // Notifications still scheduled would run against a closed database.
      await payment?.idle();
      await handle.close();
      await drop?.();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
