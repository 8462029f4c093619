/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { middleware, config } from '@/middleware';
import { isPublicPath, PUBLIC_ROUTES, HELP_ROUTES } from '@/lib/routes';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

function visit(path: string, { agent = DESKTOP, cookie }: { agent?: string; cookie?: string } = {}) {
  const headers = new Headers({ 'user-agent': agent });
  if (cookie) headers.set('cookie', cookie);
  return middleware(new NextRequest(`http://shop.test${path}`, { headers }));
}

const location = (response: Response) => response.headers.get('location');

test('the root goes to /Homepage', () => {
  expect(location(visit('/'))).toBe('http://shop.test/Homepage');
});

test('a phone visiting the home routes goes to /mobileIndex, never in a loop', () => {
  expect(location(visit('/', { agent: IPHONE }))).toBe('http://shop.test/mobileIndex');
  expect(location(visit('/Homepage', { agent: IPHONE }))).toBe('http://shop.test/mobileIndex');
  expect(location(visit('/mobileIndex', { agent: IPHONE }))).toBeNull();
});

test('a phone following a product link stays on it', () => {
  expect(location(visit('/details?id=3', { agent: IPHONE }))).toBeNull();
});

test('a phone that chose the desktop shop keeps it', () => {
  const chosen = visit('/Homepage?desktop=1', { agent: IPHONE });
  expect(location(chosen)).toBeNull();
  expect(chosen.headers.getSetCookie().some((cookie) => cookie.startsWith('zl-desktop=1'))).toBe(true);
  expect(location(visit('/', { agent: IPHONE, cookie: 'zl-desktop=1' }))).toBe('http://shop.test/Homepage');
});

test('a login-only page without a session cookie goes to login with the full path', () => {
  expect(location(visit('/myOrderList?status=1&page=2'))).toBe('http://shop.test/login?redirect=%2FmyOrderList%3Fstatus%3D1%26page%3D2');
  expect(location(visit('/shopCar'))).toBe('http://shop.test/login?redirect=%2FshopCar');
});

test('a login-only page with a session cookie passes (the page itself checks it)', () => {
  expect(location(visit('/myOrderList', { cookie: 'zl-shop-Token=abc' }))).toBeNull();
});

test('every public and help route of the specification is reachable without a session', () => {
  for (const path of [...PUBLIC_ROUTES, ...HELP_ROUTES, '/404', '/login/expired']) {
    expect([path, isPublicPath(path)]).toEqual([path, true]);
    expect(location(visit(path))).toBeNull();
  }
});

test('the personal center, cart and checkout are not public', () => {
  for (const path of ['/myAccount', '/shopCar', '/order', '/immediatelyPay', '/orderFinish', '/console', '/loginx', '/Homepagex']) {
    expect([path, isPublicPath(path)]).toEqual([path, false]);
  }
});

test('the middleware never runs for the product-server door, assets or files', () => {
  const matcher = new RegExp(`^${config.matcher[0]}$`);
  expect(matcher.test('/prod-api/api/wCar/list')).toBe(false);
  expect(matcher.test('/_next/static/chunks/main.js')).toBe(false);
  expect(matcher.test('/favicon.ico')).toBe(false);
  expect(matcher.test('/goods/thinkpad.svg')).toBe(false);
  expect(matcher.test('/myAccount')).toBe(true);
  expect(matcher.test('/Homepage')).toBe(true);
});

test('query-addressed public pages are rewritten to their cached path, and that path is never sent to the login', () => {
  expect(visit('/details?id=3').headers.get('x-middleware-rewrite')).toBe('http://shop.test/details/3');
  expect(visit('/list?categoryId=12').headers.get('x-middleware-rewrite')).toBe(`http://shop.test/list/${encodeURIComponent('categoryId=12')}`);
  expect(visit('/list?keyword=x').headers.get('x-middleware-rewrite')).toBeNull();
  // Next's segment prefetches come back with the rewritten path.
  expect(location(visit('/details/3'))).toBeNull();
  expect(location(visit('/list/all'))).toBeNull();
  expect(location(visit('/myOrderList/3'))).toContain('/login?redirect=');
});
