/**
 * @jest-environment node
 */
import robots from '@/app/robots';
import { HELP_ROUTES, LOGIN_ONLY_ROUTES, PUBLIC_ROUTES, TECHNICAL_ROUTES, UNLISTED_PUBLIC_ROUTES } from '@/lib/routes';

/** How a crawler reads a rule: a prefix, or an exact path when it ends with $. */
function blocks(rule: string, path: string): boolean {
  return rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule);
}

const disallowed = () => {
  const rule = [robots().rules].flat()[0];
  return [rule?.disallow ?? []].flat();
};
const blocked = (path: string) => disallowed().some((rule) => blocks(rule, path));

test('robots.txt keeps crawlers out of every login-only route of the route table, with or without a query', () => {
  for (const path of [...LOGIN_ONLY_ROUTES, '/redirect/myAccount', '/news?page=2', '/myOrderList?status=1', '/prod-api/api/wCar/list', ...TECHNICAL_ROUTES]) {
    expect([path, blocked(path)]).toEqual([path, true]);
  }
});

test('robots.txt lets crawlers reach every public page but the login pages and the merchant preview', () => {
  const closed = new Set<string>(UNLISTED_PUBLIC_ROUTES);
  for (const path of [...PUBLIC_ROUTES, ...HELP_ROUTES].filter((route) => !closed.has(route))) {
    expect([path, blocked(path)]).toEqual([path, false]);
  }
  for (const path of closed) expect([path, blocked(path)]).toEqual([path, true]);
  expect(blocked('/newsCenter?type=news')).toBe(false);
});

test('robots.txt points to the sitemap', () => {
  expect(robots().sitemap).toMatch(/\/sitemap\.xml$/);
});
