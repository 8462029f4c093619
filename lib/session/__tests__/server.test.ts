/**
 * @jest-environment node
 */
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/test/msw/server';
import { pageRead, requireCustomer } from '@/lib/session/server';
import { readOrder } from '@/lib/api/server/orders';

const PRODUCT = 'http://product.test';
const INFO = `${PRODUCT}/auth/api/info/token`;
const customer = { quanJuId: 'g1', mobile: '13800138000', cname: null, pname: '张伟', balance: 50000, accountType: 'personal', verified: false };

const request = { cookie: 'zl-shop-Token=t1', path: '/shopCar?from=cart' };

jest.mock('next/headers', () => ({
  cookies: async () => {
    const jar = new Map(request.cookie ? request.cookie.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
    return { get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) };
  },
  headers: async () => new Headers({ 'x-shop-path': request.path }),
}));

beforeAll(() => {
  process.env.PRODUCT_API_URL = PRODUCT;
});

beforeEach(() => {
  request.cookie = 'zl-shop-Token=t1';
});

/** Where requireCustomer (or another page read) sent the visitor, or null when it let them in. */
async function destination(read: () => Promise<unknown> = requireCustomer): Promise<string | null> {
  try {
    await read();
    return null;
  } catch (error) {
    // next/navigation's redirect() throws an error whose digest is `NEXT_REDIRECT;<type>;<url>;<status>;`.
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) return digest.split(';')[2] ?? null;
    throw error;
  }
}

const RETRY = `/unavailable?path=${encodeURIComponent(request.path)}`;
const EXPIRED = `/login/expired?redirect=${encodeURIComponent(request.path)}`;

test('a customer whose session the product server confirms sees the page', async () => {
  server.use(http.post(INFO, () => HttpResponse.json({ code: 200, msg: '操作成功', data: customer })));
  expect(await destination()).toBeNull();
});

test('a product server that never answers the session check keeps the session and shows the retry page', async () => {
  // The call gives up after its timeout; the test shortens that timeout, it does not wait for it.
  const timeout = AbortSignal.timeout.bind(AbortSignal);
  jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(5));
  server.use(
    http.post(INFO, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  expect(await destination()).toBe(RETRY);
});

test('a product server answering HTTP 500 to the session check keeps the session and shows the retry page', async () => {
  server.use(http.post(INFO, () => new HttpResponse('Internal Server Error', { status: 500 })));
  expect(await destination()).toBe(RETRY);
});

test('a product server answering code 500 in its envelope keeps the session and shows the retry page', async () => {
  server.use(http.post(INFO, () => HttpResponse.json({ code: 500, msg: '系统繁忙' })));
  expect(await destination()).toBe(RETRY);
});

test('a product server that cannot be reached keeps the session and shows the retry page', async () => {
  server.use(http.post(INFO, () => HttpResponse.error()));
  expect(await destination()).toBe(RETRY);
});

test('a proxy answering HTML instead of the product server keeps the session and shows the retry page', async () => {
  server.use(http.post(INFO, () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } })));
  expect(await destination()).toBe(RETRY);
});

test('only code 401 from the product server ends the session (through /login/expired, which clears the cookie)', async () => {
  server.use(http.post(INFO, () => HttpResponse.json({ code: 401, msg: '登录状态已过期' })));
  expect(await destination()).toBe(EXPIRED);
});

test('a visitor without a session cookie is sent to log in without asking the product server', async () => {
  request.cookie = '';
  // No handler: msw fails the test on any call (onUnhandledRequest: 'error').
  expect(await destination()).toBe(EXPIRED);
});

const DETAIL = `${PRODUCT}/api/wOrder/detail/:orderNo`;
const orderDetail = async () => pageRead(await readOrder('R202611240001'));

test('an order page whose product server is down shows the retry page, not "no such order"', async () => {
  server.use(http.get(DETAIL, () => HttpResponse.json({ code: 500, msg: '数据库暂不可用' }, { status: 503 })));
  expect(await destination(orderDetail)).toBe(RETRY);
});

test("another customer's order number reads as not found, and the session stays", async () => {
  server.use(http.get(DETAIL, () => HttpResponse.json({ code: 404, msg: '访问资源不存在' })));
  expect(await orderDetail()).toBeNull();
});

test('an order page whose session ended on the product server goes to the login page', async () => {
  server.use(http.get(DETAIL, () => HttpResponse.json({ code: 401, msg: '登录状态已过期' })));
  expect(await destination(orderDetail)).toBe(EXPIRED);
});

test("an order read carries the token of the request's own session cookie", async () => {
  const tokens: Array<string | null> = [];
  server.use(
    http.get(DETAIL, ({ request: asked }) => {
      tokens.push(asked.headers.get('apiToken'));
      return HttpResponse.json({ code: 404, msg: '访问资源不存在' });
    }),
  );
  await orderDetail();
  expect(tokens).toEqual(['t1']);
});

test('an order read without a session cookie asks nothing and goes to the login page', async () => {
  request.cookie = '';
  expect(await destination(orderDetail)).toBe(EXPIRED);
});
