/**
 * @jest-environment node
 */
import robots from '@/app/robots';
import { HELP_ROUTES, PUBLIC_ROUTES } from '@/lib/routes';

/** How a crawler reads a rule: a prefix, or an exact path when it ends with $. */
function blocks(rule: string, path: string): boolean {
  return rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule);
}

const disallowed = () => {
  const rule = [robots().rules].flat()[0];
  return [rule?.disallow ?? []].flat();
};

test('robots.txt keeps crawlers out of accounts, checkout and the personal center', () => {
  for (const path of ['/myAccount', '/myOrderList', '/shopCar', '/order', '/immediatelyPay', '/news', '/prod-api/api/wCar/list']) {
    expect([path, disallowed().some((rule) => blocks(rule, path))]).toEqual([path, true]);
  }
});

test('robots.txt lets crawlers reach every public page but the login pages and the merchant preview', () => {
  const closed = new Set(['/login', '/rgister', '/Retrieve', '/detailsPreview']);
  for (const path of [...PUBLIC_ROUTES, ...HELP_ROUTES].filter((route) => !closed.has(route))) {
    expect([path, disallowed().some((rule) => blocks(rule, path))]).toEqual([path, false]);
  }
});

test('robots.txt points to the sitemap', () => {
  expect(robots().sitemap).toMatch(/\/sitemap\.xml$/);
});
