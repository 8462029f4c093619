/**
 * @jest-environment node
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HELP_PAGES } from '@/lib/help/pages';
import { ZONES } from '@/lib/catalog/zones';
import { CENTER_MENU, centerMenuPath, CHECKOUT_ROUTES, PERSONAL_CENTER_ROUTES, ROUTES, routeAccess, routeOf } from '@/lib/routes';

const APP = join(__dirname, '..', 'app');
const FOLDER = { checkout: '(checkout)', center: '(center)' } as const;
const hasPage = (folder: string, path: string) => existsSync(join(APP, folder, path, 'page.tsx'));

test("every login-only route has its page in its group's folder", () => {
  for (const path of CHECKOUT_ROUTES) expect([path, hasPage(FOLDER.checkout, path)]).toEqual([path, true]);
  for (const path of PERSONAL_CENTER_ROUTES) expect([path, hasPage(FOLDER.center, path)]).toEqual([path, true]);
});

test('every page of the checkout and personal-center folders is a route of its group in the table', () => {
  for (const [group, folder] of Object.entries(FOLDER)) {
    const pages = readdirSync(join(APP, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/${entry.name}`);
    for (const path of pages) expect([path, routeOf(path)?.group]).toEqual([path, group]);
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

test("the back office is its own kind of route: its login, its pages and its tab refreshes, never the shop's /redirect", () => {
  expect(routeAccess('/console/login')).toBe('console-login');
  expect(routeAccess('/console/setPassword')).toBe('console-login');
  expect(routeAccess('/console/setpassword')).toBe('console');
  for (const path of ['/console', '/console/', '/console/dashboard', '/console/goods/edit', '/redirect/console/dicts'])
    expect([path, routeAccess(path)]).toEqual([path, 'console']);
  expect(routeAccess('/consoles')).toBeNull();
  expect(routeAccess('/redirect/consoles')).toBe('login-only');
});

test('each path is in the table once, and only the checkout and the personal center are login-only', () => {
  const paths = ROUTES.map((route) => route.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const route of ROUTES) expect([route.path, route.loginOnly]).toEqual([route.path, route.group === 'checkout' || route.group === 'center']);
});

test('the fourteen personal-center routes of the specification are all in the table, login-only', () => {
  const spec = [
    '/authentication',
    '/myOrderList',
    '/immediatelyPay',
    '/submitOrder',
    '/myAccount',
    '/myInvoice',
    '/shipToAddress',
    '/myBill',
    '/myEquipment',
    '/myCoupon',
    '/accountSafe',
    '/returnAndReplaceAndRepair',
    '/news',
    '/invoiceInfo',
  ];
  for (const path of spec) expect([path, routeAccess(path)]).toEqual([path, 'login-only']);
});

test('the center menu lists every personal-center page once; a page without an entry lights up the entry it belongs to', () => {
  const listed = CENTER_MENU.flatMap((section) => section.entries.map((entry) => entry.path));
  expect(new Set(listed).size).toBe(listed.length);
  for (const path of PERSONAL_CENTER_ROUTES) {
    const lit = centerMenuPath(path);
    expect([path, lit !== null && listed.includes(lit as (typeof listed)[number])]).toEqual([path, true]);
  }
  expect(centerMenuPath('/submitOrder')).toBe('/myOrderList');
  expect(centerMenuPath('/shopCar')).toBeNull();
  for (const section of CENTER_MENU) expect([section.id, section.entries.length > 0]).toEqual([section.id, true]);
});

test("the table's titles of help pages and zones are the titles those pages show", () => {
  for (const page of HELP_PAGES) expect([page.path, routeOf(page.path)?.title]).toEqual([page.path, page.title]);
  for (const zone of ZONES) expect([zone.path, routeOf(zone.path)?.title]).toEqual([zone.path, zone.title]);
});
