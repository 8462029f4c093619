/**
 * @jest-environment node
 */
/**
 * The /prod-api door as an attacker tries it from the internet (docs/architecture.md#the-door).
 * Every refusal must happen before the product server is asked: a catch-all msw handler records
 * each call that leaves the storefront, and answers as the development routes would (a readable SMS
 * code), so a leak shows in the answer as well as in the record.
 */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { CHUNK_BYTES as CHUNK, chunkedBody } from '@/test/chunkedBody';
import { server } from '@/test/msw/server';
import { forwardToProductServer } from '@/lib/session/forward';
import { DEVICE_IMPORT_BODY_BYTES, UPLOAD_BODY_BYTES } from '@/lib/session/door-paths';
import { CONSOLE_SESSION_COOKIE, SESSION_COOKIE, SESSION_MARKER_COOKIE } from '@/lib/session/cookies';

const PRODUCT = 'http://product.test';
const LEAKED_CODE = '246810';

let upstreamCalls: string[];

beforeAll(() => {
  process.env.PRODUCT_API_URL = PRODUCT;
});

beforeEach(() => {
  upstreamCalls = [];
  server.use(
    http.all('*', ({ request }) => {
      upstreamCalls.push(`${request.method} ${request.url}`);
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { phone: '13800138000', code: LEAKED_CODE } });
    }),
  );
});

afterEach(() => {
  delete process.env.PAYMENT_PROVIDER;
});

type Init = { method?: string; body?: BodyInit; cookie?: string; headers?: Record<string, string> };

/**
 * A call as Next hands it to the route handler: the catch-all segments are the raw path split on
 * `/` and percent-decoded one by one (so `%64ev` arrives as `dev` and `%2f` as a `/` inside a
 * segment). The raw segments are kept as sent, without the URL parser's dot-segment removal:
 * the door must hold even if a proxy in front passes `.` and `..` through.
 */
function door(rawPath: string, init: Init = {}) {
  const headers = new Headers({ host: 'shop.test', origin: 'http://shop.test', ...init.headers });
  // An empty value means the browser sent no such header.
  for (const [name, value] of Object.entries(init.headers ?? {})) if (value === '') headers.delete(name);
  if (init.cookie) headers.set('cookie', init.cookie);
  const request = new NextRequest(`http://shop.test/prod-api/${rawPath}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
  const segments = (rawPath.split('?')[0] ?? '').split('/').map((segment) => decodeURIComponent(segment));
  return forwardToProductServer(request, segments);
}

async function expectNotFoundWithoutUpstream(response: Response) {
  const text = await response.text();
  expect({ status: response.status, body: JSON.parse(text), upstreamCalls }).toEqual({ status: 404, body: { code: 404, msg: '访问资源不存在' }, upstreamCalls: [] });
  expect(text).not.toContain(LEAKED_CODE);
}

describe('paths that are not the public API', () => {
  const DEV_PATHS = ['dev/sms/latest?phone=13800138000', 'dev/captcha/latest?uuid=abc', 'dev/orders/A1/ship'];
  const VARIANTS: Array<[string, (path: string) => string]> = [
    ['as is', (path) => path],
    ['with the d percent-encoded', (path) => path.replace(/^dev/, '%64ev')],
    ['with every letter of dev percent-encoded', (path) => path.replace(/^dev/, '%64%65%76')],
    ['in capitals', (path) => path.replace(/^dev/, 'DEV')],
    ['in mixed case', (path) => path.replace(/^dev/, 'Dev')],
    ['behind a ./ segment', (path) => `./${path}`],
    ['behind a %2e/ segment', (path) => `%2e/${path}`],
    ['behind an api/.. detour', (path) => `api/../${path}`],
    ['behind an api/%2e%2e detour', (path) => `api/%2e%2e/${path}`],
    ['behind an empty segment', (path) => `/${path}`],
    ['with an encoded slash', (path) => path.replace(/^dev\//, 'dev%2f')],
    ['with an encoded backslash', (path) => path.replace(/^dev\//, 'dev%5c')],
    ['with a double-encoded d', (path) => path.replace(/^dev/, '%2564ev')],
    ['with a double-encoded slash', (path) => path.replace(/^dev\//, 'dev%252f')],
    ['with a NUL byte', (path) => path.replace(/^dev/, 'dev%00')],
  ];

  for (const path of DEV_PATHS) {
    for (const [name, variant] of VARIANTS) {
      test(`a stranger asking for /prod-api/${variant(path)} (${name}) gets 404 and the product server is never asked`, async () => {
        await expectNotFoundWithoutUpstream(await door(variant(path), variant(path).includes('ship') ? { method: 'POST', body: '{}' } : {}));
      });
    }
  }

  test.each([
    ['the product server health check', 'health'],
    ['the storefront revalidation hook', 'revalidate'],
    ['an unknown prefix', 'admin/users'],
    ['an unknown path under a known prefix', 'api/wOrder/export'],
    ['a known path in other case', 'api/wcar/carNumber'],
    ['a known path with a trailing slash', 'news/list/'],
    ['a known path with a dot segment inside', 'news/./list'],
    ['a known path with a backslash', 'news\\list'],
    ['a known path with an encoded dot segment', 'api/wCar/%2e%2e/carNumber'],
    ['a known path with an extra segment', 'api/wCar/7/extra'],
    ['the door root', ''],
  ])('a stranger asking for %s gets 404 and the product server is never asked', async (_name, path) => {
    await expectNotFoundWithoutUpstream(await door(path));
  });

  test('the sandbox cashier is closed while the sandbox is not the payment provider', async () => {
    delete process.env.PAYMENT_PROVIDER;
    await expectNotFoundWithoutUpstream(await door('api/pay/sandbox/T1/confirm', { method: 'POST', body: '{}' }));
    process.env.PAYMENT_PROVIDER = 'alipay';
    await expectNotFoundWithoutUpstream(await door('api/pay/sandbox/T1'));
  });

  test('the sandbox cashier is reachable while the sandbox is the payment provider', async () => {
    process.env.PAYMENT_PROVIDER = 'sandbox';
    const response = await door('api/pay/sandbox/T1/confirm', { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(upstreamCalls).toEqual([`POST ${PRODUCT}/api/pay/sandbox/T1/confirm`]);
  });

  test("a payment provider's notification path is closed unless that provider is chosen", async () => {
    for (const provider of [undefined, 'sandbox', 'wechat']) {
      if (provider) process.env.PAYMENT_PROVIDER = provider;
      await expectNotFoundWithoutUpstream(await door('api/pay/notify/alipay', { method: 'POST', body: 'trade_no=1' }));
    }
    process.env.PAYMENT_PROVIDER = 'alipay';
    await expectNotFoundWithoutUpstream(await door('api/pay/notify/wechat', { method: 'POST', body: '{}' }));
  });

  test('the public API still passes, parameters and query included', async () => {
    await door('news/list?pageNum=1');
    await door('api/wCar/7', { method: 'DELETE' });
    await door('api/wCouponUser/calcAmountPc/A1/g1/0/1/0');
    await door('system/dict/data/type/sys_user_sex');
    expect(upstreamCalls).toEqual([
      `GET ${PRODUCT}/news/list?pageNum=1`,
      `DELETE ${PRODUCT}/api/wCar/7`,
      `GET ${PRODUCT}/api/wCouponUser/calcAmountPc/A1/g1/0/1/0`,
      `GET ${PRODUCT}/system/dict/data/type/sys_user_sex`,
    ]);
  });
});

describe('state-changing calls from another site', () => {
  const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];
  const FOREIGN: Array<[string, Record<string, string>]> = [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin on a sibling port', { origin: 'http://shop.test:8080' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site cross-site beside a matching Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ];

  for (const method of STATE_CHANGING) {
    for (const [name, headers] of FOREIGN) {
      test(`a ${method} carrying ${name} is refused and the product server is never asked`, async () => {
        const init: Init = { method, cookie: `${SESSION_COOKIE}=victim`, headers, body: method === 'DELETE' ? undefined : '{"orderNo":"A1"}' };
        const response = await door(method === 'DELETE' ? 'api/wCar/7' : 'api/wOrder/yezf', init);
        expect({ status: response.status, body: await response.json(), upstreamCalls }).toEqual({ status: 403, body: { code: 403, msg: '当前操作没有权限' }, upstreamCalls: [] });
      });
    }
  }
});

describe('GETs that change state, from another site', () => {
  // flag 1: swap the coupon of the victim's unpaid order A1 to coupon 9
  const APPLY_COUPON = 'api/wCouponUser/calcAmountPc/A1/g1/9/1/0';
  const FOREIGN: Array<[string, Record<string, string>]> = [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site (a link or an image on another site), without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain), without Origin', { origin: '', 'sec-fetch-site': 'same-site' }],
  ];

  for (const method of ['GET', 'HEAD']) {
    for (const [name, headers] of FOREIGN) {
      test(`a ${method} of calcAmountPc that applies a coupon, carrying ${name}, is refused and the product server is never asked`, async () => {
        const response = await door(APPLY_COUPON, { method, cookie: `${SESSION_COOKIE}=victim`, headers });
        expect({ status: response.status, upstreamCalls }).toEqual({ status: 403, upstreamCalls: [] });
      });
    }
  }

  test('a cross-site GET that sends an SMS code or issues a captcha is refused too', async () => {
    for (const path of ['api/register/reg/vCode?phone=13800138000&type=1', 'auth/api/captcha']) {
      const response = await door(path, { headers: { origin: '', 'sec-fetch-site': 'cross-site' } });
      expect({ path, status: response.status, body: await response.json() }).toEqual({ path, status: 403, body: { code: 403, msg: '当前操作没有权限' } });
    }
    expect(upstreamCalls).toEqual([]);
  });

  test("the shop's own page applying a coupon passes (same-origin, or a browser that sends neither header)", async () => {
    await door(APPLY_COUPON, { cookie: `${SESSION_COOKIE}=victim`, headers: { 'sec-fetch-site': 'same-origin' } });
    await door(APPLY_COUPON, { cookie: `${SESSION_COOKIE}=victim`, headers: { origin: '' } });
    expect(upstreamCalls).toEqual([`GET ${PRODUCT}/${APPLY_COUPON}`, `GET ${PRODUCT}/${APPLY_COUPON}`]);
  });

  test('a read-only GET from another site still passes (the catalogue, a news article)', async () => {
    const headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await door('api/wGoods/search?keyword=ThinkPad', { headers })).status).toBe(200);
    expect((await door('news/12', { headers })).status).toBe(200);
    expect(upstreamCalls).toEqual([`GET ${PRODUCT}/api/wGoods/search?keyword=ThinkPad`, `GET ${PRODUCT}/news/12`]);
  });
});

describe('bodies without a length', () => {
  const LIMIT = 1024 * 1024;

  test('a chunked 2 MiB body gets 413, is read no further than the limit, and never reaches the product server', async () => {
    const { stream, state } = chunkedBody(2 * LIMIT);
    const response = await door('api/wOrder/addOrder', { method: 'POST', body: stream, headers: { 'content-type': 'application/json' } });
    expect({ status: response.status, body: await response.json(), upstreamCalls }).toEqual({ status: 413, body: { code: 500, msg: '请求内容过大' }, upstreamCalls: [] });
    expect(state.pulled).toBeLessThanOrEqual(LIMIT + CHUNK);
    expect(state.cancelled).toBe(true);
  });

  test('a chunked body within the limit reaches the product server whole', async () => {
    let received = -1;
    server.use(
      http.post(`${PRODUCT}/api/wOrder/addOrder`, async ({ request }) => {
        received = (await request.arrayBuffer()).byteLength;
        return HttpResponse.json({ code: 200, msg: '操作成功' });
      }),
    );
    const { stream } = chunkedBody(LIMIT);
    const response = await door('api/wOrder/addOrder', { method: 'POST', body: stream });
    expect(response.status).toBe(200);
    expect(received).toBe(LIMIT);
  });

  test('an image upload may carry up to 5 MB and its framing, and no more', async () => {
    let received = -1;
    server.use(
      http.post(`${PRODUCT}/api/file/upload`, async ({ request }) => {
        received = (await request.arrayBuffer()).byteLength;
        return HttpResponse.json({ code: 200, msg: '上传成功', data: {} });
      }),
    );
    const image = chunkedBody(UPLOAD_BODY_BYTES);
    const uploaded = await door('api/file/upload', { method: 'POST', body: image.stream, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect([uploaded.status, received]).toEqual([200, UPLOAD_BODY_BYTES]);
    received = -1;
    const tooLarge = chunkedBody(UPLOAD_BODY_BYTES + CHUNK);
    const refused = await door('api/file/upload', { method: 'POST', body: tooLarge.stream, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect([refused.status, received]).toEqual([413, -1]);
    // The larger limit is the upload's alone.
    const elsewhere = chunkedBody(2 * LIMIT);
    expect((await door('api/wOrder/addOrder', { method: 'POST', body: elsewhere.stream })).status).toBe(413);
  });

  test('a staff picture upload may carry up to 5 MB and its framing, with the console token, and no more', async () => {
    let received = -1;
    let token: string | null = null;
    server.use(
      http.post(`${PRODUCT}/api/sys/file/upload`, async ({ request }) => {
        received = (await request.arrayBuffer()).byteLength;
        token = request.headers.get('apiToken');
        return HttpResponse.json({ code: 200, msg: '上传成功', data: {} });
      }),
    );
    const cookie = `${CONSOLE_SESSION_COOKIE}=console-token-value; ${SESSION_COOKIE}=customer-token-value`;
    const image = chunkedBody(UPLOAD_BODY_BYTES);
    const uploaded = await door('api/sys/file/upload', { method: 'POST', body: image.stream, cookie, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect([uploaded.status, received, token]).toEqual([200, UPLOAD_BODY_BYTES, 'console-token-value']);
    received = -1;
    const tooLarge = chunkedBody(UPLOAD_BODY_BYTES + CHUNK);
    const refused = await door('api/sys/file/upload', { method: 'POST', body: tooLarge.stream, cookie, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect([refused.status, received]).toEqual([413, -1]);
  });

  test("a device import (the console's) may carry up to 2 MB and its framing, and no more", async () => {
    let received = -1;
    server.use(
      http.post(`${PRODUCT}/api/sys/device/import`, async ({ request }) => {
        received = (await request.arrayBuffer()).byteLength;
        return HttpResponse.json({ code: 200, msg: '设备导入成功', data: { imported: 1 } });
      }),
    );
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const workbook = chunkedBody(DEVICE_IMPORT_BODY_BYTES);
    const imported = await door('api/sys/device/import', { method: 'POST', body: workbook.stream, headers: multipart });
    expect([imported.status, received]).toEqual([200, DEVICE_IMPORT_BODY_BYTES]);
    received = -1;
    const tooLarge = chunkedBody(DEVICE_IMPORT_BODY_BYTES + CHUNK);
    expect([(await door('api/sys/device/import', { method: 'POST', body: tooLarge.stream, headers: multipart })).status, received]).toEqual([413, -1]);
  });
});

describe('what the door answers may not be kept by a cache', () => {
  test('a JSON answer, a refusal and a passed-through file all say private, no-store', async () => {
    server.use(
      http.get(`${PRODUCT}/api/wGoods/brands`, () => new HttpResponse('brand list', { headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=86400' } })),
    );
    const answers = await Promise.all([
      door('news/list'),
      door('dev/sms/latest'),
      door('api/wGoods/brands'),
      door('api/wOrder/yezf', { method: 'POST', body: '{}', headers: { origin: 'https://evil.example' } }),
    ]);
    expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(['private, no-store', 'private, no-store', 'private, no-store', 'private, no-store']);
  });
});

describe('each logout ends its own session', () => {
  const BOTH = `${SESSION_COOKIE}=customer-1; ${CONSOLE_SESSION_COOKIE}=console-1`;

  function logoutRecorder() {
    const ended: Array<[string, string | null]> = [];
    server.use(
      http.post(`${PRODUCT}/auth/api/logout`, ({ request }) => {
        ended.push(['auth/api/logout', request.headers.get('apiToken')]);
        return HttpResponse.json({ code: 200, msg: '退出成功' });
      }),
      http.post(`${PRODUCT}/logout`, ({ request }) => {
        ended.push(['logout', request.headers.get('apiToken')]);
        return HttpResponse.json({ code: 200, msg: '退出成功' });
      }),
    );
    return ended;
  }

  const expiredNames = (response: Response) =>
    response.headers
      .getSetCookie()
      .filter((cookie) => /Max-Age=0/i.test(cookie))
      .map((cookie) => cookie.split('=')[0])
      .sort();

  test('a back-office logout ends the back-office session and clears the console cookie only', async () => {
    const ended = logoutRecorder();
    const response = await door('logout', { method: 'POST', body: '{}', cookie: BOTH });
    expect(ended).toEqual([['logout', 'console-1']]);
    expect(expiredNames(response)).toEqual([`__Host-${CONSOLE_SESSION_COOKIE}`, CONSOLE_SESSION_COOKIE].sort());
  });

  test('a customer logout ends the customer session and leaves the back-office session alone', async () => {
    const ended = logoutRecorder();
    const response = await door('auth/api/logout', { method: 'POST', body: '{}', cookie: BOTH });
    expect(ended).toEqual([['auth/api/logout', 'customer-1']]);
    expect(expiredNames(response)).toEqual([`__Host-${SESSION_COOKIE}`, SESSION_COOKIE, SESSION_MARKER_COOKIE].sort());
  });

  test('a logout sent with isToken false still ends the session whose cookie it clears', async () => {
    const ended = logoutRecorder();
    await door('logout', { method: 'POST', body: '{}', cookie: BOTH, headers: { isToken: 'false' } });
    await door('auth/api/logout', { method: 'POST', body: '{}', cookie: BOTH, headers: { isToken: 'false' } });
    expect(ended).toEqual([
      ['logout', 'console-1'],
      ['auth/api/logout', 'customer-1'],
    ]);
  });

  test('an expired back-office session clears the console cookie and keeps the customer logged in', async () => {
    server.use(http.get(`${PRODUCT}/auth/api/info/sys`, () => HttpResponse.json({ code: 401, msg: '登录状态已过期，请重新登录' })));
    const response = await door('auth/api/info/sys', { cookie: BOTH });
    expect(expiredNames(response)).toEqual([`__Host-${CONSOLE_SESSION_COOKIE}`, CONSOLE_SESSION_COOKIE].sort());
  });
});
