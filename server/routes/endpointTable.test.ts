/**
 * The endpoint table (contract/endpoints/) is the product server's API: the app serves exactly the
 * routes the table declares, method and path, and the storefront's /prod-api door, which is built
 * from the same table, lets browsers reach those and nothing the table keeps from them. The routes
 * are read from the app itself (Hono's route table), with the development routes and the sandbox
 * cashier on.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ALL_ENDPOINTS, PAYMENT_NOTIFY_API } from '@/contract/endpoints';
import { doorRoute } from '@/lib/session/door-paths';
import { startTestServer, type TestServer } from '../testing/harness';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

let server: TestServer;
let served: string[];
before(async () => {
  process.env.PAYMENT_PROVIDER = 'sandbox';
  server = await startTestServer();
  served = [...new Set(server.app.routes.filter((route) => METHODS.has(route.method)).map((route) => `${route.method} ${route.path}`))].sort();
});
after(async () => {
  delete process.env.PAYMENT_PROVIDER;
  await server.close();
});

/** A path the route answers, its parameters filled in, as the door sees it. */
const sample = (path: string) =>
  path
    .slice(1)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? 'A1' : segment));

test('the product server serves exactly the endpoints the table declares, each with its method', () => {
  const declared = [...new Set(ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`))].sort();
  assert.equal(declared.length, ALL_ENDPOINTS.length, 'an endpoint is declared twice');
  assert.deepEqual(served, declared);
});

test('every endpoint the table opens to browsers passes the door, with the session it names', () => {
  const wrong = ALL_ENDPOINTS.filter((endpoint) => endpoint.door !== null && endpoint.door !== 'paymentNotify' && !endpoint.devOnly)
    .map((endpoint) => ({ path: endpoint.path, expected: endpoint.door === 'console' ? 'console' : 'customer', got: doorRoute(sample(endpoint.path))?.session ?? 'shut' }))
    .filter((row) => row.got !== row.expected);
  assert.deepEqual(wrong, []);
});

test("a payment provider's notification path passes the door only while that provider is chosen, with no session and its signature headers", () => {
  const chosen = process.env.PAYMENT_PROVIDER;
  try {
    for (const name of ['alipay', 'wechat'] as const) {
      const path = PAYMENT_NOTIFY_API[name].path;
      process.env.PAYMENT_PROVIDER = 'sandbox';
      assert.equal(doorRoute(sample(path)), null);
      process.env.PAYMENT_PROVIDER = name === 'alipay' ? 'wechat' : 'alipay';
      assert.equal(doorRoute(sample(path)), null);
      process.env.PAYMENT_PROVIDER = name;
      assert.equal(doorRoute(sample(path))?.paymentNotify, true);
    }
  } finally {
    if (chosen === undefined) delete process.env.PAYMENT_PROVIDER;
    else process.env.PAYMENT_PROVIDER = chosen;
  }
});

test('an attacker reaches no development route, no health check and no metrics through the door', () => {
  const kept = ALL_ENDPOINTS.filter((endpoint) => endpoint.door === null || endpoint.devOnly);
  assert.ok(kept.some((endpoint) => endpoint.path === '/dev/sms/latest') && kept.some((endpoint) => endpoint.path === '/metrics'));
  assert.deepEqual(
    kept.filter((endpoint) => doorRoute(sample(endpoint.path)) !== null).map((endpoint) => endpoint.path),
    [],
  );
});

test('the door treats as changing state the GETs that send an SMS, issue a captcha or swap an order coupon', () => {
  const flagged = ALL_ENDPOINTS.filter((endpoint) => endpoint.method === 'GET' && doorRoute(sample(endpoint.path))?.getChangesState === true).map((endpoint) => endpoint.path);
  assert.deepEqual(flagged.sort(), ['/api/register/reg/vCode', '/api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId', '/auth/api/captcha']);
});
