/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { middleware, config } from '@/middleware';
import { isPublicPath, LOGIN_ONLY_ROUTES, PUBLIC_ROUTES, HELP_ROUTES } from '@/lib/routes';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

function visit(path: string, { agent = DESKTOP, cookie, proto }: { agent?: string; cookie?: string; proto?: string } = {}) {
  const headers = new Headers({ 'user-agent': agent });
  if (cookie) headers.set('cookie', cookie);
  if (proto) headers.set('x-forwarded-proto', proto);
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

test('a console page without the console cookie goes to the console login with the full path; a customer cookie opens nothing there', () => {
  for (const path of ['/console', '/console/dashboard', '/console/dicts?dictType=bill_status&page=2', '/console/anything/deeper', '/redirect/console/orders?status=1']) {
    const expected = `http://shop.test/console/login?redirect=${encodeURIComponent(path)}`;
    expect([path, location(visit(path))]).toEqual([path, expected]);
    expect([path, location(visit(path, { cookie: 'zl-shop-Token=abc' }))]).toEqual([path, expected]);
  }
});

test("the console login and set-password pages need no session; a console page with the console cookie passes (the layout checks it), never to the shop's login", () => {
  expect(location(visit('/console/login?redirect=%2Fconsole%2Fdicts'))).toBeNull();
  expect(location(visit('/console/setPassword'))).toBeNull();
  for (const path of ['/console/dashboard', '/redirect/console/dicts']) expect([path, location(visit(path, { cookie: 'zl-console-Token=abc' }))]).toEqual([path, null]);
});

test('console answers are per request: a fresh nonce and never stored by a shared cache', () => {
  for (const response of [visit('/console/login'), visit('/console/dashboard', { cookie: 'zl-console-Token=abc' }), visit('/console/dicts')]) {
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  }
  expect(csp(visit('/console/dashboard', { cookie: 'zl-console-Token=abc' }))).toContain("'strict-dynamic'");
});

test('a login-only page with a session cookie passes (the page itself checks it)', () => {
  expect(location(visit('/myOrderList', { cookie: 'zl-shop-Token=abc' }))).toBeNull();
});

test('every public and help route of the specification is reachable without a session', () => {
  for (const path of [...PUBLIC_ROUTES, ...HELP_ROUTES, '/404', '/login/expired', '/unavailable']) {
    expect([path, isPublicPath(path)]).toEqual([path, true]);
    expect(location(visit(path))).toBeNull();
  }
});

test('the personal center, cart and checkout are not public', () => {
  for (const path of [
    '/myAccount',
    '/shopCar',
    '/order',
    '/immediatelyPay',
    '/orderFinish',
    '/paySandbox',
    '/payWechat',
    '/signSandbox',
    '/payResult',
    '/myBill',
    '/news',
    '/redirect/myAccount',
  ]) {
    expect([path, isPublicPath(path)]).toEqual([path, false]);
  }
});

test('every login-only route sends a guest to the login', () => {
  for (const path of [...LOGIN_ONLY_ROUTES, '/redirect/shopCar']) {
    expect([path, location(visit(path))]).toEqual([path, `http://shop.test/login?redirect=${encodeURIComponent(path)}`]);
  }
});

const MISTYPED = ['/shopcar', '/loginx', '/Homepagex', '/consolex', '/wp-login.php/', '/myOrderList/3', '/news/1', '/redirect', '/login/anything', '/a/b/c'];

test('a crawler following a mistyped link gets the 404 page, never a redirect to the login', () => {
  for (const path of MISTYPED) {
    const response = visit(path);
    expect([path, location(response), response.headers.get('x-middleware-rewrite')]).toEqual([path, null, null]);
  }
});

test('a logged-in customer following a mistyped link gets the 404 page too', () => {
  for (const path of MISTYPED) {
    expect([path, location(visit(path, { cookie: 'zl-shop-Token=abc' }))]).toEqual([path, null]);
  }
});

const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';

test('a cached public page gets the same script policy for everyone: no nonce that would differ per request', () => {
  for (const path of ['/Homepage', '/details?id=3', '/details/3', '/commonProblem', '/nowhere']) {
    expect([path, csp(visit(path))]).toEqual([path, expect.stringContaining("script-src 'self' 'unsafe-inline'")]);
    expect(csp(visit(path))).toBe(csp(visit(path, { cookie: 'zl-shop-Token=abc' })));
  }
});

test('a script injected into a login-only page cannot run: a fresh nonce per answer, handed to Next in the request', () => {
  const first = visit('/shopCar', { cookie: 'zl-shop-Token=abc' });
  const nonce = /'nonce-([^']+)'/.exec(csp(first))?.[1];
  expect(csp(first)).toContain("'strict-dynamic'");
  expect(csp(first)).not.toContain("'unsafe-inline' ");
  expect(nonce).toBeTruthy();
  // NextResponse.next({ request: { headers } }) passes request headers on as x-middleware-request-*.
  expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp(first));
  expect(csp(visit('/shopCar', { cookie: 'zl-shop-Token=abc' }))).not.toContain(nonce);
});

test('no login-only answer may be stored by a shared cache, the redirect to the login included', () => {
  for (const path of ['/shopCar', '/myAccount', '/immediatelyPay?orderNo=1']) {
    expect([path, visit(path).headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    expect([path, visit(path, { cookie: 'zl-shop-Token=abc' }).headers.get('cache-control')]).toEqual([path, 'private, no-store']);
  }
  expect(visit('/Homepage').headers.get('cache-control')).toBeNull();
});

test('every page answer denies the camera, microphone and location; HSTS only over HTTPS', () => {
  for (const response of [visit('/Homepage'), visit('/shopCar'), visit('/shopCar', { cookie: 'zl-shop-Token=abc' }), visit('/nowhere')]) {
    expect(response.headers.get('permissions-policy')).toEqual(expect.stringContaining('camera=(), '));
    expect(response.headers.get('permissions-policy')).toEqual(expect.stringContaining('geolocation=()'));
    expect(response.headers.get('strict-transport-security')).toBeNull();
  }
  expect(visit('/Homepage', { proto: 'https' }).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
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
});
