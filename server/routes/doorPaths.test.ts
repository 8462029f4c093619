/**
 * The storefront's /prod-api door (lib/session/door-paths.ts) and the product server stay one
 * API: every route the app really serves to browsers passes the door, every door entry is a route
 * the app serves, and the development routes and the health check never pass. The routes are read
 * from the app itself (Hono's route table), with the development routes and the sandbox cashier on.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DOOR_PATTERNS, doorRoute } from '@/lib/session/door-paths';
import { startTestServer, type TestServer } from '../testing/harness';

const NOT_FOR_BROWSERS = /^(dev\/|health$)/;
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

let server: TestServer;
let routes: string[];
before(async () => {
  process.env.PAYMENT_PROVIDER = 'sandbox';
  server = await startTestServer();
  routes = [...new Set(server.app.routes.filter((route) => METHODS.has(route.method)).map((route) => route.path.replace(/^\//, '')))].sort();
});
after(async () => {
  delete process.env.PAYMENT_PROVIDER;
  await server.close();
});

const compatible = (a: string, b: string) => {
  const left = a.split('/');
  const right = b.split('/');
  return left.length === right.length && left.every((segment, index) => segment === right[index] || segment.startsWith(':') || Boolean(right[index]?.startsWith(':')));
};
/** A path the route answers, its parameters filled in. */
const sample = (route: string) => route.split('/').map((segment) => (segment.startsWith(':') ? 'A1' : segment));

test('the app serves the development routes, both logouts and the sandbox cashier in this test', () => {
  for (const route of ['dev/sms/latest', 'dev/captcha/latest', 'dev/orders/:orderNo/ship', 'health', 'logout', 'auth/api/logout', 'api/pay/sandbox/:tradeNo/confirm']) {
    assert.ok(routes.includes(route), route);
  }
});

test('every route the product server serves to browsers passes the door', () => {
  const shut = routes.filter((route) => !NOT_FOR_BROWSERS.test(route) && doorRoute(sample(route)) === null);
  assert.deepEqual(shut, []);
});

test('every door entry is a route the product server serves', () => {
  const unknown = DOOR_PATTERNS.filter((pattern) => !routes.some((route) => !NOT_FOR_BROWSERS.test(route) && compatible(route, pattern)));
  assert.deepEqual(unknown, []);
});

test('an attacker reaches no development route and no health check through the door', () => {
  const open = routes.filter((route) => NOT_FOR_BROWSERS.test(route) && doorRoute(sample(route)) !== null);
  assert.deepEqual(open, []);
});
