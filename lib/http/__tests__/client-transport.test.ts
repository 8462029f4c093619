/** Transport failures, headers and the query string, through the shared client and msw. */
import { delay, http, HttpResponse } from 'msw';
import { call, createHttpClient } from '@/lib/http/client';
import { server, apiUrl, TEST_API_BASE } from '@/test/msw/server';
import { ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { rejection } from '@/test/rejection';

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
});
afterEach(() => notices.restore());

test('an unreachable server shows 后端接口连接异常', async () => {
  server.use(http.post(apiUrl('api/wCar/list'), () => HttpResponse.error()));
  const error = await rejection(call('POST', 'api/wCar/list', {}));
  expect(error).toMatchObject({ kind: 'network', message: '后端接口连接异常', retryable: true });
  expect(notices.seen).toEqual([{ type: 'error', message: '后端接口连接异常' }]);
});

test('a server slower than the timeout shows 系统接口请求超时', async () => {
  server.use(
    http.get(apiUrl('api/wGoods/qtZq'), async () => {
      await delay(1_000);
      return ok([]);
    }),
  );
  const error = await rejection(call('GET', 'api/wGoods/qtZq', undefined, { timeoutMs: 30 }));
  expect(error).toMatchObject({ kind: 'timeout', message: '系统接口请求超时' });
  expect(notices.seen).toEqual([{ type: 'error', message: '系统接口请求超时' }]);
});

test('a call waits 50 seconds for an answer, and no longer', async () => {
  jest.useFakeTimers();
  try {
    let answered = false;
    server.use(http.get(apiUrl('api/wGoods/thZq'), () => new Promise<Response>(() => {})));
    const pending = call('GET', 'api/wGoods/thZq', undefined, { silent: true }).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    void pending.then(() => (answered = true));
    await jest.advanceTimersByTimeAsync(49_999);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  } finally {
    jest.useRealTimers();
  }
});

test('an HTTP 502 shows 系统接口502异常', async () => {
  server.use(http.post(apiUrl('api/wOrder/tradeQuery'), () => new HttpResponse('Bad Gateway', { status: 502 })));
  const error = await rejection(call('POST', 'api/wOrder/tradeQuery', { orderNo: 'A1' }));
  expect(error).toMatchObject({ kind: 'http', status: 502, message: '系统接口502异常', retryable: true });
  expect(notices.seen).toEqual([{ type: 'error', message: '系统接口502异常' }]);
});

test('a POST that meets a 503 is sent once; a GET is tried once more before the error shows', async () => {
  const seen: string[] = [];
  server.use(
    http.all(apiUrl('api/wOrder/fhslAndJe'), ({ request }) => {
      seen.push(request.method);
      return new HttpResponse(null, { status: 503 });
    }),
  );
  await rejection(call('POST', 'api/wOrder/fhslAndJe', { a: 1 }));
  await rejection(call('GET', 'api/wOrder/fhslAndJe'));
  expect(seen).toEqual(['POST', 'GET', 'GET']);
  expect(notices.seen).toEqual([
    { type: 'error', message: '系统接口503异常' },
    { type: 'error', message: '系统接口503异常' },
  ]);
});

test('a call made with isToken false tells the route handler not to add the token; others send no such header', async () => {
  const headers: Array<string | null> = [];
  server.use(
    http.post(apiUrl('api/register/reg/paLogin'), ({ request }) => {
      headers.push(request.headers.get('isToken'));
      return ok({ quanJuId: 'g1' });
    }),
    http.get(apiUrl('api/wCar/carNumber'), ({ request }) => {
      headers.push(request.headers.get('isToken'));
      return ok({ carShuLian: 0 });
    }),
  );
  await call('POST', 'api/register/reg/paLogin', { phone: '13800000000', passWord: 'abc12345' }, { isToken: false });
  await call('GET', 'api/wCar/carNumber', { quanJuId: 'g1' });
  expect(headers).toEqual(['false', null]);
});

test('GET parameters reach the server without the empty ones, with nested ones as key[sub]', async () => {
  let search: URLSearchParams | undefined;
  server.use(
    http.get(apiUrl('api/wPlatformImg/lunBoTo'), ({ request }) => {
      search = new URL(request.url).searchParams;
      return ok([]);
    }),
  );
  await call('GET', '/api/wPlatformImg/lunBoTo', { type: 1, keyword: '', brand: null, filter: { brand: '联想 & 戴尔', cpu: undefined } });
  expect(search && [...search.entries()]).toEqual([
    ['type', '1'],
    ['filter[brand]', '联想 & 戴尔'],
  ]);
});

test('a POST sends its body as JSON to the path under the base, with or without a leading slash', async () => {
  const received: Array<{ url: string; type: string | null; body: unknown }> = [];
  server.use(
    http.post(apiUrl('api/wCar/addCarGoods'), async ({ request }) => {
      received.push({ url: request.url, type: request.headers.get('content-type'), body: await request.json() });
      return ok();
    }),
  );
  await call('POST', '/api/wCar/addCarGoods', { skuId: 1 });
  await call('POST', 'api/wCar/addCarGoods', { skuId: 2 });
  expect(received).toEqual([
    { url: `${TEST_API_BASE}api/wCar/addCarGoods`, type: 'application/json;charset=utf-8', body: { skuId: 1 } },
    { url: `${TEST_API_BASE}api/wCar/addCarGoods`, type: 'application/json;charset=utf-8', body: { skuId: 2 } },
  ]);
});

test('a client made for another base sends its calls there', async () => {
  server.use(http.get('http://other.test/prod-api/news/5', () => ok({ id: 5 })));
  const client = createHttpClient({ baseUrl: 'http://other.test/prod-api/' });
  await expect(client.get('news/5')).resolves.toEqual({ id: 5 });
});

test('a call the page cancels rejects without showing anything', async () => {
  server.use(
    http.get(apiUrl('api/wGoodsItem/option'), async () => {
      await delay(1_000);
      return ok([]);
    }),
  );
  const controller = new AbortController();
  const pending = rejection(call('GET', 'api/wGoodsItem/option', undefined, { signal: controller.signal }));
  controller.abort();
  expect((await pending).kind).toBe('silent');
  expect(notices.seen).toEqual([]);
});
