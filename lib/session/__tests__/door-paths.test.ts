/**
 * @jest-environment node
 */
/**
 * The door's list and the product server's routes stay one API: a route added to the product
 * server is unreachable from the browser until the list names it, and the list names nothing
 * the product server does not serve. The development routes and the health check never pass.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DOOR_PATTERNS, doorRoute } from '@/lib/session/door-paths';

const ROUTES_DIR = path.join(process.cwd(), 'server/routes');
const NOT_FOR_BROWSERS = /^(dev\/|health$)/;

/** `routes.get('/api/wCar/:id'` and friends, as the product server declares them (a `${…}` is a parameter too). */
function productServerRoutes(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(ROUTES_DIR, file), 'utf8');
    for (const [, route = ''] of source.matchAll(/routes\.(?:get|post|put|delete|patch)\(['`]\/([^'`]+)['`]/g)) found.add(route.replace(/\$\{[^}]+\}/g, ':param'));
    // logout.ts declares both of its paths in one loop.
    for (const [, list = ''] of source.matchAll(/for \(const \w+ of \[([^\]]+)\]\) \{\s*routes\.(?:get|post|put|delete|patch)\(\w+/g)) {
      for (const [, route = ''] of list.matchAll(/'\/([^']+)'/g)) found.add(route);
    }
  }
  return [...found].sort();
}

const compatible = (a: string, b: string) => {
  const left = a.split('/');
  const right = b.split('/');
  return left.length === right.length && left.every((segment, index) => segment === right[index] || segment.startsWith(':') || Boolean(right[index]?.startsWith(':')));
};

const routes = productServerRoutes();
const publicRoutes = routes.filter((route) => !NOT_FOR_BROWSERS.test(route));

beforeAll(() => {
  process.env.PAYMENT_PROVIDER = 'sandbox';
});
afterAll(() => {
  delete process.env.PAYMENT_PROVIDER;
});

test('the route reader finds the product server routes, the development ones and both logouts included', () => {
  expect(routes).toEqual(expect.arrayContaining(['dev/sms/latest', 'dev/captcha/latest', 'dev/orders/:orderNo/ship', 'health', 'logout', 'auth/api/logout', 'api/pay/sandbox/:tradeNo/:param']));
});

/** A path the route answers, its parameters filled in (a `${…}` one can only be matched, not filled). */
const sample = (route: string) => route.split('/').map((segment) => (segment.startsWith(':') ? 'A1' : segment));

test.each(publicRoutes)('the public route %s passes the door', (route) => {
  if (route.includes(':param')) expect(DOOR_PATTERNS.filter((pattern) => compatible(route, pattern))).not.toEqual([]);
  else expect(doorRoute(sample(route))).not.toBeNull();
});

test.each(DOOR_PATTERNS)('the door entry %s is a route the product server serves', (pattern) => {
  expect(publicRoutes.filter((route) => compatible(route, pattern))).not.toEqual([]);
});

test.each(routes.filter((route) => NOT_FOR_BROWSERS.test(route)))('the product server route %s never passes the door', (route) => {
  expect(doorRoute(sample(route))).toBeNull();
});
