/**
 * @jest-environment node
 */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { server } from '@/test/msw/server';
import { forwardToProductServer } from '@/lib/session/forward';
import { CONSOLE_SESSION_COOKIE, SESSION_COOKIE, SESSION_MARKER_COOKIE } from '@/lib/session/cookies';

const PRODUCT = 'http://product.test';

beforeAll(() => {
  process.env.PRODUCT_API_URL = PRODUCT;
});

function browserRequest(path: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers({ host: 'shop.test', origin: 'http://shop.test', ...init.headers });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  return new NextRequest(`http://shop.test/prod-api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

test('a login answer puts the token in an HttpOnly cookie and never in the body', async () => {
  server.use(http.post(`${PRODUCT}/api/register/reg/paLogin`, () => HttpResponse.json({ code: 200, msg: '登录成功', token: 'secret-token-123', data: { quanJuId: 'g1' } })));
  const response = await forwardToProductServer(browserRequest('api/register/reg/paLogin', { method: 'POST', body: { phone: '13800138000', passWord: 'x' } }), [
    'api',
    'register',
    'reg',
    'paLogin',
  ]);
  const body = await response.text();
  expect(body).not.toContain('secret-token-123');
  expect(JSON.parse(body)).toEqual({ code: 200, msg: '登录成功', data: { quanJuId: 'g1' } });
  const cookies = setCookies(response);
  const tokenCookie = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  expect(tokenCookie).toContain('secret-token-123');
  expect(tokenCookie).toMatch(/HttpOnly/i);
  expect(tokenCookie).toMatch(/SameSite=lax/i);
  const marker = cookies.find((cookie) => cookie.startsWith(`${SESSION_MARKER_COOKIE}=`));
  expect(marker).not.toMatch(/HttpOnly/i);
  expect(marker).not.toContain('secret-token-123');
});

test('the session cookie becomes the apiToken header, and isToken false sends none', async () => {
  const seen: Array<string | null> = [];
  server.use(
    http.get(`${PRODUCT}/api/wCar/carNumber`, ({ request }) => {
      seen.push(request.headers.get('apiToken'));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { carShuLian: 2 } });
    }),
  );
  await forwardToProductServer(browserRequest('api/wCar/carNumber?quanJuId=g1', { cookie: `${SESSION_COOKIE}=tok-1` }), ['api', 'wCar', 'carNumber']);
  await forwardToProductServer(browserRequest('api/wCar/carNumber', { cookie: `${SESSION_COOKIE}=tok-1`, headers: { isToken: 'false' } }), ['api', 'wCar', 'carNumber']);
  expect(seen).toEqual(['tok-1', null]);
});

test('the browser cookie header itself never reaches the product server', async () => {
  let cookieHeader: string | null = 'unset';
  server.use(
    http.get(`${PRODUCT}/news/list`, ({ request }) => {
      cookieHeader = request.headers.get('cookie');
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: 0 });
    }),
  );
  await forwardToProductServer(browserRequest('news/list', { cookie: `${SESSION_COOKIE}=tok-1; other=1` }), ['news', 'list']);
  expect(cookieHeader).toBeNull();
});

test('an expired session answer clears the session cookies', async () => {
  server.use(http.post(`${PRODUCT}/auth/api/info/token`, () => HttpResponse.json({ code: 401, msg: '登录状态已过期，请重新登录' })));
  const response = await forwardToProductServer(browserRequest('auth/api/info/token', { method: 'POST', body: {}, cookie: `${SESSION_COOKIE}=old` }), [
    'auth',
    'api',
    'info',
    'token',
  ]);
  expect(setCookies(response).some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/i.test(cookie))).toBe(true);
});

test('logout clears the session cookies', async () => {
  server.use(http.post(`${PRODUCT}/auth/api/logout`, () => HttpResponse.json({ code: 200, msg: '操作成功' })));
  const response = await forwardToProductServer(browserRequest('auth/api/logout', { method: 'POST', body: {}, cookie: `${SESSION_COOKIE}=tok` }), ['auth', 'api', 'logout']);
  const expired = setCookies(response)
    .filter((cookie) => /Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split('=')[0]);
  expect(expired.sort()).toEqual([`__Host-${SESSION_COOKIE}`, SESSION_COOKIE, SESSION_MARKER_COOKIE].sort());
});

test('a state-changing call from another site is refused before it reaches the product server', async () => {
  const response = await forwardToProductServer(
    browserRequest('api/wOrder/yezf', { method: 'POST', body: { orderNo: '1' }, cookie: `${SESSION_COOKIE}=tok`, headers: { origin: 'https://evil.example' } }),
    ['api', 'wOrder', 'yezf'],
  );
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ code: 403, msg: '当前操作没有权限' });
});

test('an unreachable product server answers the network-error text', async () => {
  server.use(http.get(`${PRODUCT}/news/list`, () => HttpResponse.error()));
  const response = await forwardToProductServer(browserRequest('news/list'), ['news', 'list']);
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({ code: 500, msg: '后端接口连接异常' });
});

test('the client address travels to the product server for its throttles', async () => {
  let forwarded: string | null = null;
  server.use(
    http.post(`${PRODUCT}/api/register/reg/paLogin`, ({ request }) => {
      forwarded = request.headers.get('x-forwarded-for');
      return HttpResponse.json({ code: 500, msg: '手机号或密码错误' });
    }),
  );
  await forwardToProductServer(browserRequest('api/register/reg/paLogin', { method: 'POST', body: {}, headers: { 'x-forwarded-for': '203.0.113.9' } }), [
    'api',
    'register',
    'reg',
    'paLogin',
  ]);
  expect(forwarded).toBe('203.0.113.9');
});

test('the browser’s User-Agent travels with a login, for the customer’s device list and sign-ins', async () => {
  let userAgent: string | null = null;
  server.use(
    http.post(`${PRODUCT}/api/register/reg/paLogin`, ({ request }) => {
      userAgent = request.headers.get('user-agent');
      return HttpResponse.json({ code: 500, msg: '手机号或密码错误' });
    }),
  );
  const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
  await forwardToProductServer(browserRequest('api/register/reg/paLogin', { method: 'POST', body: {}, headers: { 'user-agent': chrome } }), ['api', 'register', 'reg', 'paLogin']);
  expect(userAgent).toBe(chrome);
});

test("the request id the storefront gave the call travels with it, for the product server's log", async () => {
  let requestId: string | null = null;
  server.use(
    http.get(`${PRODUCT}/api/register/reg/choice/1`, ({ request }) => {
      requestId = request.headers.get('x-request-id');
      return HttpResponse.json({ code: 200, msg: '操作成功', data: [] });
    }),
  );
  await forwardToProductServer(browserRequest('api/register/reg/choice/1', { headers: { 'x-request-id': '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d' } }), [
    'api',
    'register',
    'reg',
    'choice',
    '1',
  ]);
  expect(requestId).toBe('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d');
});

test('a back-office login goes into its own HttpOnly cookie and leaves the customer session alone', async () => {
  server.use(http.post(`${PRODUCT}/auth/api/login/sys`, () => HttpResponse.json({ code: 200, msg: '登录成功', token: 'console-token-9', data: { userId: 1 } })));
  const response = await forwardToProductServer(browserRequest('auth/api/login/sys', { method: 'POST', body: { username: 'merchant' }, cookie: `${SESSION_COOKIE}=customer-1` }), [
    'auth',
    'api',
    'login',
    'sys',
  ]);
  expect(await response.text()).not.toContain('console-token-9');
  const cookies = setCookies(response);
  expect(cookies.find((cookie) => cookie.startsWith(`${CONSOLE_SESSION_COOKIE}=`))).toMatch(/console-token-9.*HttpOnly/i);
  expect(cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
});

test('back-office calls carry the back-office token and customer calls the customer token', async () => {
  const seen: Array<[string, string | null]> = [];
  server.use(
    http.get(`${PRODUCT}/auth/api/menus/sys/90`, ({ request }) => {
      seen.push(['menus', request.headers.get('apiToken')]);
      return HttpResponse.json({ code: 401, msg: '登录状态已过期，请重新登录' });
    }),
    http.get(`${PRODUCT}/api/wCar/carNumber`, ({ request }) => {
      seen.push(['cart', request.headers.get('apiToken')]);
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { carShuLian: 0 } });
    }),
  );
  const cookie = `${SESSION_COOKIE}=customer-1; ${CONSOLE_SESSION_COOKIE}=console-1`;
  const menus = await forwardToProductServer(browserRequest('auth/api/menus/sys/90', { cookie }), ['auth', 'api', 'menus', 'sys', '90']);
  await forwardToProductServer(browserRequest('api/wCar/carNumber', { cookie }), ['api', 'wCar', 'carNumber']);
  expect(seen).toEqual([
    ['menus', 'console-1'],
    ['cart', 'customer-1'],
  ]);
  // An expired back-office session must not log the customer out.
  expect(setCookies(menus).some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
});

test("a payment provider's notification reaches the product server with its signature headers and the body byte for byte, never with a session, and its reply comes back as it was", async () => {
  process.env.PAYMENT_PROVIDER = 'wechat';
  let seen: { headers: Headers; body: string } | null = null;
  server.use(
    http.post(`${PRODUCT}/api/pay/notify/wechat`, async ({ request }) => {
      seen = { headers: request.headers, body: await request.text() };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const body = '{"id":"EV-2018022511223320873","resource":{"ciphertext":"…"}}';
  const request = new NextRequest('http://shop.test/prod-api/api/pay/notify/wechat', {
    method: 'POST',
    headers: {
      host: 'shop.test',
      'content-type': 'application/json',
      cookie: `${SESSION_COOKIE}=someone-elses-token`,
      'wechatpay-signature': 'c2lnbmF0dXJl',
      'wechatpay-timestamp': '1554208460',
      'wechatpay-nonce': 'c5ac7061fccab6bf3e254dcf98995b8c',
      'wechatpay-serial': '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    },
    body,
  });
  try {
    const response = await forwardToProductServer(request, ['api', 'pay', 'notify', 'wechat']);
    expect(response.status).toBe(204);
    expect(seen).not.toBeNull();
    const { headers, body: forwarded } = seen as unknown as { headers: Headers; body: string };
    expect(forwarded).toBe(body);
    expect(headers.get('wechatpay-signature')).toBe('c2lnbmF0dXJl');
    expect(headers.get('wechatpay-timestamp')).toBe('1554208460');
    expect(headers.get('wechatpay-nonce')).toBe('c5ac7061fccab6bf3e254dcf98995b8c');
    expect(headers.get('wechatpay-serial')).toBe('5157F09EFDC096DE15EBE81A47057A7232F1B8E1');
    expect(headers.get('apiToken')).toBeNull();
  } finally {
    delete process.env.PAYMENT_PROVIDER;
  }
});

test('an ordinary call does not pass signature headers on', async () => {
  let signature: string | null = 'unset';
  server.use(
    http.post(`${PRODUCT}/api/wBill/list`, ({ request }) => {
      signature = request.headers.get('wechatpay-signature');
      return HttpResponse.json({ code: 200, msg: '操作成功', rows: [], total: 0 });
    }),
  );
  await forwardToProductServer(browserRequest('api/wBill/list', { method: 'POST', body: {}, headers: { 'wechatpay-signature': 'forged' } }), ['api', 'wBill', 'list']);
  expect(signature).toBeNull();
});
