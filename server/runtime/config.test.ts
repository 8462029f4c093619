import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, parseConfig } from './config';

test('with no settings the server listens on loopback port 8080 with PGlite in ./.data/pglite', () => {
  const config = parseConfig({}, '/srv/shop');
  assert.equal(config.port, 8080);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.dataDir, '/srv/shop/.data/pglite');
  assert.equal(config.databaseUrl, null);
  assert.equal(config.seedDemo, true);
  assert.equal(config.devRoutes, false);
  assert.equal(config.paymentProvider, null);
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
  assert.equal(parseConfig({ PAYMENT_PROVIDER: 'sandbox' }).paymentProvider, 'sandbox');
  assert.equal(parseConfig({ NODE_ENV: 'development' }).paymentProvider, null);
  assert.equal(parseConfig({ PAYMENT_PROVIDER: 'none' }).paymentProvider, null);
  assert.throws(() => parseConfig({ PAYMENT_PROVIDER: 'alipay' }), /PAYMENT_PROVIDER/);
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
