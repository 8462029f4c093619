import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, parseConfig } from './config';
import { paymentSettings } from './paymentSettings';

test('with no settings the server listens on loopback port 8080 with PGlite in ./.data/pglite', () => {
  const config = parseConfig({}, '/srv/shop');
  assert.equal(config.port, 8080);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.dataDir, '/srv/shop/.data/pglite');
  assert.equal(config.databaseUrl, null);
  assert.equal(config.seedDemo, true);
  assert.equal(config.devRoutes, false);
  assert.equal(config.payment, null);
  assert.equal(config.customerSessionTtlMs, 168 * 3600_000);
  assert.equal(config.sysSessionTtlMs, 12 * 3600_000);
  assert.equal(config.migrationsDir, '/srv/shop/server/db/migrations');
});

test('an attacker finds no /dev routes when NODE_ENV is production, unset or misspelt', () => {
  for (const nodeEnv of ['production', undefined, '', 'prod', 'staging']) {
    assert.equal(parseConfig({ NODE_ENV: nodeEnv }).devRoutes, false, `NODE_ENV=${nodeEnv}`);
  }
});

test('the /dev routes exist only under npm run dev, the test runners, or an explicit DEV_OUTBOX=1', () => {
  assert.equal(parseConfig({ NODE_ENV: 'development' }).devRoutes, true);
  assert.equal(parseConfig({ NODE_ENV: 'test' }).devRoutes, true);
  assert.equal(parseConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devRoutes, true);
  assert.equal(parseConfig({ DEV_OUTBOX: '0' }).devRoutes, false);
});

test('the sandbox cashier is the payment provider only when PAYMENT_PROVIDER=sandbox', () => {
  assert.deepEqual(parseConfig({ PAYMENT_PROVIDER: 'sandbox' }).payment, { name: 'sandbox' });
  assert.equal(parseConfig({ NODE_ENV: 'development' }).payment, null);
  assert.equal(parseConfig({ PAYMENT_PROVIDER: 'none' }).payment, null);
  assert.throws(() => parseConfig({ PAYMENT_PROVIDER: 'paypal' }), /PAYMENT_PROVIDER must be one of sandbox, alipay, wechat or none/);
});

const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';
const PUBLIC = '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n';
const FILES: Record<string, string> = {
  '/keys/app.pem': KEY,
  '/keys/alipay.pem': PUBLIC,
  '/keys/apiclient_key.pem': KEY,
  '/keys/platform.pem': PUBLIC,
  '/keys/v3.key': 'a'.repeat(32),
};
const readKey = (file: string): string => {
  const contents = FILES[file];
  if (contents === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
  return contents;
};
const ALIPAY = {
  PAYMENT_PROVIDER: 'alipay',
  PAYMENT_NOTIFY_BASE: 'https://shop.example.com/',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_APP_PRIVATE_KEY_FILE: '/keys/app.pem',
  ALIPAY_PUBLIC_KEY_FILE: '/keys/alipay.pem',
};
const WECHAT = {
  PAYMENT_PROVIDER: 'wechat',
  PAYMENT_NOTIFY_BASE: 'https://shop.example.com',
  WECHATPAY_MCHID: '1900000001',
  WECHATPAY_APPID: 'wx0000000000000001',
  WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY_FILE: '/keys/apiclient_key.pem',
  WECHATPAY_PLATFORM_CERT_FILE: '/keys/platform.pem',
  WECHATPAY_APIV3_KEY_FILE: '/keys/v3.key',
};

test('Alipay takes its ids from the environment and its keys from the files named there, the production gateway unless told', () => {
  const settings = paymentSettings(ALIPAY, readKey);
  assert.deepEqual(settings, {
    name: 'alipay',
    notifyBase: 'https://shop.example.com',
    appId: '2021000000000001',
    appPrivateKey: KEY.trim(),
    alipayPublicKey: PUBLIC.trim(),
    gateway: 'https://openapi.alipay.com/gateway.do',
  });
  assert.equal(paymentSettings({ ...ALIPAY, ALIPAY_GATEWAY: 'http://127.0.0.1:9100/gateway.do' }, readKey)?.name, 'alipay');
});

test('WeChat Pay takes its ids from the environment and its keys and certificate from files, the production API unless told', () => {
  const settings = paymentSettings(WECHAT, readKey);
  assert.equal(settings?.name, 'wechat');
  assert.equal(settings?.name === 'wechat' && settings.baseUrl, 'https://api.mch.weixin.qq.com');
  assert.equal(settings?.name === 'wechat' && settings.apiV3Key, 'a'.repeat(32));
});

test('a missing or unreadable payment setting stops the start with a message naming it, and never prints a key', () => {
  for (const [name, env] of [
    ['ALIPAY_APP_ID', ALIPAY],
    ['ALIPAY_PUBLIC_KEY_FILE', ALIPAY],
    ['PAYMENT_NOTIFY_BASE', ALIPAY],
    ['WECHATPAY_MCHID', WECHAT],
    ['WECHATPAY_APIV3_KEY_FILE', WECHAT],
  ] as const) {
    assert.throws(
      () => paymentSettings({ ...env, [name]: '' }, readKey),
      (error: Error) => error instanceof ConfigError && error.message.startsWith(`${name} must be set`),
    );
  }
  assert.throws(
    () => paymentSettings({ ...ALIPAY, ALIPAY_APP_PRIVATE_KEY_FILE: '/keys/missing.pem' }, readKey),
    (error: Error) => error.message === 'ALIPAY_APP_PRIVATE_KEY_FILE: cannot read /keys/missing.pem (ENOENT)',
  );
  // A key where a certificate belongs (and the other way round) is named, and its contents are not printed.
  assert.throws(
    () => paymentSettings({ ...WECHAT, WECHATPAY_PLATFORM_CERT_FILE: '/keys/apiclient_key.pem' }, readKey),
    (error: Error) => error.message === 'WECHATPAY_PLATFORM_CERT_FILE: /keys/apiclient_key.pem is not a PEM certificate or public key' && !error.message.includes('MIIE'),
  );
  assert.throws(
    () => paymentSettings({ ...WECHAT, WECHATPAY_APIV3_KEY_FILE: '/keys/app.pem' }, readKey),
    /WECHATPAY_APIV3_KEY_FILE: \/keys\/app.pem is not a 32-character API v3 key/,
  );
  // Notifications over plain http would be forgeable on the way: https, or this machine (a simulator).
  assert.throws(() => paymentSettings({ ...ALIPAY, PAYMENT_NOTIFY_BASE: 'http://shop.example.com' }, readKey), /PAYMENT_NOTIFY_BASE must be an https:\/\/ URL/);
  assert.equal(paymentSettings({ ...ALIPAY, PAYMENT_NOTIFY_BASE: 'http://127.0.0.1:3000' }, readKey)?.name, 'alipay');
});

test('the tracking sandbox makes up parcel routes only when TRACKING_PROVIDER=sandbox', () => {
  assert.equal(parseConfig({ TRACKING_PROVIDER: 'sandbox' }).trackingProvider, 'sandbox');
  assert.equal(parseConfig({}).trackingProvider, null);
  assert.equal(parseConfig({ NODE_ENV: 'development' }).trackingProvider, null);
  assert.equal(parseConfig({ TRACKING_PROVIDER: 'none' }).trackingProvider, null);
  assert.throws(() => parseConfig({ TRACKING_PROVIDER: 'kuaidi100' }), /TRACKING_PROVIDER/);
});

test('SEED_DEMO=0 turns the demo data off', () => {
  assert.equal(parseConfig({ SEED_DEMO: '0' }).seedDemo, false);
  assert.equal(parseConfig({ SEED_DEMO: '0' }).demoHistory, false);
  assert.equal(parseConfig({ DEMO_HISTORY: '0' }).demoHistory, false);
  assert.equal(parseConfig({}).demoHistory, true);
});

test('a wrong port or session lifetime stops the start with the variable named', () => {
  assert.throws(
    () => parseConfig({ PRODUCT_SERVER_PORT: 'eighty' }),
    (error: unknown) => error instanceof ConfigError && /PRODUCT_SERVER_PORT/.test(error.message),
  );
  assert.throws(() => parseConfig({ SESSION_TTL_HOURS: '0' }), /SESSION_TTL_HOURS/);
  assert.throws(() => parseConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
});

test('DATABASE_URL selects PostgreSQL', () => {
  assert.equal(parseConfig({ DATABASE_URL: 'postgres://shop@localhost/shop' }).databaseUrl, 'postgres://shop@localhost/shop');
});

test('LOG_LEVEL picks the least severe level logged (info unless given); anything else stops the start', () => {
  assert.equal(parseConfig({}).logLevel, 'info');
  assert.equal(parseConfig({ LOG_LEVEL: 'debug' }).logLevel, 'debug');
  assert.throws(
    () => parseConfig({ LOG_LEVEL: 'verbose' }),
    (error: unknown) => error instanceof ConfigError && /LOG_LEVEL/.test(error.message),
  );
});

test('METRICS_TOKEN opens /metrics to other machines only when it is long enough to guess', () => {
  assert.equal(parseConfig({}).metricsToken, null);
  assert.equal(parseConfig({ METRICS_TOKEN: 'scraper-token-0123456789abcdef' }).metricsToken, 'scraper-token-0123456789abcdef');
  assert.throws(
    () => parseConfig({ METRICS_TOKEN: 'short' }),
    (error: unknown) => error instanceof ConfigError && /METRICS_TOKEN/.test(error.message),
  );
});

test('REPLICA names the process in X-Replica and its log lines, only with characters safe in both', () => {
  assert.equal(parseConfig({}).replica, null);
  assert.equal(parseConfig({ REPLICA: ' product-server-2 ' }).replica, 'product-server-2');
  for (const bad of ['a b', 'x\r\nSet-Cookie: y', 'é', 'x'.repeat(41)]) {
    assert.throws(
      () => parseConfig({ REPLICA: bad }),
      (error: unknown) => error instanceof ConfigError && /REPLICA/.test(error.message),
    );
  }
});
