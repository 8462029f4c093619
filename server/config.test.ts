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
  assert.equal(config.devRoutes, true);
  assert.equal(config.customerSessionTtlMs, 168 * 3600_000);
  assert.equal(config.sysSessionTtlMs, 12 * 3600_000);
  assert.equal(config.migrationsDir, '/srv/shop/server/db/migrations');
});

test('production hides the /dev routes unless DEV_OUTBOX=1', () => {
  assert.equal(parseConfig({ NODE_ENV: 'production' }).devRoutes, false);
  assert.equal(parseConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devRoutes, true);
});

test('SEED_DEMO=0 turns the demo data off', () => {
  assert.equal(parseConfig({ SEED_DEMO: '0' }).seedDemo, false);
});

test('a wrong port or session lifetime stops the start with the variable named', () => {
  assert.throws(() => parseConfig({ PRODUCT_SERVER_PORT: 'eighty' }), (error: unknown) => error instanceof ConfigError && /PRODUCT_SERVER_PORT/.test(error.message));
  assert.throws(() => parseConfig({ SESSION_TTL_HOURS: '0' }), /SESSION_TTL_HOURS/);
  assert.throws(() => parseConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
});

test('DATABASE_URL selects PostgreSQL', () => {
  assert.equal(parseConfig({ DATABASE_URL: 'postgres://shop@localhost/shop' }).databaseUrl, 'postgres://shop@localhost/shop');
});
