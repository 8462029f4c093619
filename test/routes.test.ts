/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKOUT_ROUTES, PENDING_PERSONAL_CENTER_ROUTES, PERSONAL_CENTER_ROUTES, routeAccess } from '@/lib/routes';

const hasPage = (path: string) => existsSync(join(__dirname, '..', 'app', '(account)', path, 'page.tsx'));

test('the routes marked as not built yet are exactly the login-only routes without a page', () => {
  const pending = new Set<string>(PENDING_PERSONAL_CENTER_ROUTES);
  for (const path of [...CHECKOUT_ROUTES, ...PERSONAL_CENTER_ROUTES]) {
    expect([path, hasPage(path)]).toEqual([path, !pending.has(path)]);
  }
});

test('routes match as Next matches them: case-sensitive, a trailing slash ignored, nothing below a page', () => {
  expect(routeAccess('/shopCar')).toBe('login-only');
  expect(routeAccess('/shopCar/')).toBe('login-only');
  expect(routeAccess('/shopcar')).toBeNull();
  expect(routeAccess('/shopCar/x')).toBeNull();
  expect(routeAccess('/redirect/')).toBeNull();
  expect(routeAccess('/redirect/shopCar')).toBe('login-only');
  expect(routeAccess('/Homepage')).toBe('public');
  expect(routeAccess('/login/expired')).toBe('technical');
});
