/**
 * The storefront's /prod-api door (lib/session/door-paths.ts) and the product server stay one
 * API: every route the app really serves to browsers passes the door, every door entry is a route
 * the app serves, and the development routes and the health check never pass. The routes are read
 * from the app itself (Hono's route table), with the development routes and the sandbox cashier on.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DOOR_PATTERNS, DOOR_STATE_CHANGING_GETS, doorRoute } from '@/lib/session/door-paths';
import { changesState } from '../http/changesState';
import { startTestServer, type TestServer } from '../testing/harness';

const NOT_FOR_BROWSERS = /^(dev\/|health$|metrics$)/;
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

let server: TestServer;
let routes: string[];
let gets: string[];
/** The GET routes whose declaration mounts the changesState marker. */
let markedGets: string[];
before(async () => {
  process.env.PAYMENT_PROVIDER = 'sandbox';
  server = await startTestServer();
  const pathsOf = (table: typeof server.app.routes) => [...new Set(table.map((route) => route.path.replace(/^\//, '')))].sort();
  routes = pathsOf(server.app.routes.filter((route) => METHODS.has(route.method)));
  gets = pathsOf(server.app.routes.filter((route) => route.method === 'GET'));
  markedGets = pathsOf(server.app.routes.filter((route) => route.method === 'GET' && route.handler === changesState));
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

test('an attacker reaches no development route, no health check and no metrics through the door', () => {
  const open = routes.filter((route) => NOT_FOR_BROWSERS.test(route) && doorRoute(sample(route)) !== null);
  assert.deepEqual(open, []);
});

test('the door refuses cross-site calls of exactly the GET routes the product server marks as changing state', () => {
  assert.ok(markedGets.includes('api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId'), markedGets.join());
  const flagged = gets.filter((route) => !NOT_FOR_BROWSERS.test(route) && doorRoute(sample(route))?.getChangesState === true);
  assert.deepEqual(flagged, markedGets);
});

test('every door entry marked as changing state on GET is a marked GET route of the product server', () => {
  const unmarked = DOOR_STATE_CHANGING_GETS.filter((pattern) => !markedGets.some((route) => compatible(route, pattern)));
  assert.deepEqual(unmarked, []);
});
