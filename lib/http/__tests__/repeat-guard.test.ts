/** An identical POST or PUT within 1000 ms is refused in the browser (docs/storefront.md#http-client). */
import { http } from 'msw';
import { call } from '@/lib/http/client';
import { createRepeatSubmitGuard, type SubmitStorage } from '@/lib/http/repeat-guard';
import { server, apiUrl } from '@/test/msw/server';
import { ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { rejection } from '@/test/rejection';

describe('through the client', () => {
  let notices: RecordingNotifier;
  let received: unknown[];

  beforeEach(() => {
    notices = recordNotices();
    received = [];
    // Only Date is faked: msw and ky keep their real timers.
    jest.useFakeTimers({
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'],
    });
    jest.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
    server.use(
      http.post(apiUrl('api/wOrder/addOrder'), async ({ request }) => {
        received.push(await request.json());
        return ok({ orderNo: 'A1' });
      }),
      http.put(apiUrl('api/wOrder/addOrder'), async ({ request }) => {
        received.push(await request.json());
        return ok();
      }),
      http.get(apiUrl('api/wOrder/addOrder'), () => {
        received.push('GET');
        return ok();
      }),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
    notices.restore();
  });

  const later = (ms: number) => jest.setSystemTime(Date.now() + ms);

  test('the same order submitted again 999 ms later is refused with 数据正在处理，请勿重复提交', async () => {
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 });
    later(999);
    const error = await rejection(call('POST', 'api/wOrder/addOrder', { skuId: 1 }));
    expect(error).toMatchObject({ kind: 'duplicate', message: '数据正在处理，请勿重复提交' });
    expect(received).toEqual([{ skuId: 1 }]);
    expect(notices.seen).toEqual([{ type: 'warning', message: '数据正在处理，请勿重复提交' }]);
  });

  test('the same order submitted again 1001 ms later is sent', async () => {
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 });
    later(1001);
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 });
    expect(received).toEqual([{ skuId: 1 }, { skuId: 1 }]);
  });

  test('a refused duplicate does not restart the window', async () => {
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 });
    later(600);
    await rejection(call('POST', 'api/wOrder/addOrder', { skuId: 1 }));
    later(401);
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 });
    expect(received).toHaveLength(2);
  });

  test('an identical PUT is refused too', async () => {
    await call('PUT', 'api/wOrder/addOrder', { id: 4 });
    const error = await rejection(call('PUT', 'api/wOrder/addOrder', { id: 4 }));
    expect(error.kind).toBe('duplicate');
  });

  test('a GET is never refused', async () => {
    await call('GET', 'api/wOrder/addOrder', { id: 1 });
    await call('GET', 'api/wOrder/addOrder', { id: 1 });
    expect(received).toEqual(['GET', 'GET']);
  });

  test('a different body right away is sent', async () => {
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 });
    await call('POST', 'api/wOrder/addOrder', { skuId: 2 });
    expect(received).toEqual([{ skuId: 1 }, { skuId: 2 }]);
  });

  test('a call made with repeatSubmit false is sent right away', async () => {
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 }, { repeatSubmit: false });
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 }, { repeatSubmit: false });
    expect(received).toHaveLength(2);
  });

  test('the last submit is kept in sessionStorage under sessionObj as a digest and a time', async () => {
    await call('POST', 'api/wOrder/addOrder', { skuId: 1 });
    expect(JSON.parse(window.sessionStorage.getItem('sessionObj') ?? 'null')).toEqual({ digest: expect.stringMatching(/^[0-9a-f]{14}$/), time: Date.now() });
  });

  test('someone reading sessionStorage after a password login finds no trace of the password or the phone', async () => {
    const phone = '13800138000';
    const password = 'Hunter2@2026';
    server.use(http.post(apiUrl('api/register/reg/paLogin'), () => ok({ quanJuId: 'g1' })));
    await call('POST', 'api/register/reg/paLogin', { phone, passWord: password });
    const stored = Object.keys(window.sessionStorage)
      .map((key) => `${key}=${window.sessionStorage.getItem(key)}`)
      .join('\n');
    expect(stored).toContain('sessionObj');
    for (const secret of [phone, password, encodeURIComponent(password), btoa(password)]) expect(stored).not.toContain(secret);
    // The guard still recognises the same submit.
    const again = await rejection(call('POST', 'api/register/reg/paLogin', { phone, passWord: password }));
    expect(again.kind).toBe('duplicate');
  });
});

describe('the guard on its own', () => {
  const attempt = { method: 'post', url: 'api/wOrder/liJi', body: '{"goodsId":1}' };

  function clock(start = 1_000) {
    let now = start;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  test('without storage it still refuses a duplicate, from memory', () => {
    const time = clock();
    const guard = createRepeatSubmitGuard({ storage: () => null, now: time.now });
    expect(guard.check(attempt)).toBeNull();
    time.advance(500);
    expect(guard.check(attempt)?.message).toBe('数据正在处理，请勿重复提交');
  });

  test('storage that throws does not break submitting', () => {
    const broken: SubmitStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const time = clock();
    const guard = createRepeatSubmitGuard({ storage: () => broken, now: time.now });
    expect(guard.check(attempt)).toBeNull();
    expect(guard.check(attempt)?.kind).toBe('duplicate');
    time.advance(1000);
    expect(guard.check(attempt)).toBeNull();
  });

  test('a garbled stored record is ignored', () => {
    const storage: SubmitStorage = { getItem: () => '{not json', setItem: () => {} };
    const guard = createRepeatSubmitGuard({ storage: () => storage, now: clock().now });
    expect(guard.check(attempt)).toBeNull();
  });

  test('a body of 5 MB or more skips the check', () => {
    const huge = { ...attempt, body: 'x'.repeat(5 * 1024 * 1024) };
    const guard = createRepeatSubmitGuard({ storage: () => null, now: clock().now });
    expect(guard.check(huge)).toBeNull();
    expect(guard.check(huge)).toBeNull();
  });

  test('the same body with another method is sent', () => {
    const guard = createRepeatSubmitGuard({ storage: () => null, now: clock().now });
    expect(guard.check(attempt)).toBeNull();
    expect(guard.check({ ...attempt, method: 'put' })).toBeNull();
  });

  test('a record written by an older page (with the body in it) is not trusted', () => {
    const old = JSON.stringify({ url: attempt.url, data: attempt.body, time: 1_000 });
    const storage: SubmitStorage = { getItem: () => old, setItem: () => {} };
    const guard = createRepeatSubmitGuard({ storage: () => storage, now: clock(1_100).now });
    expect(guard.check(attempt)).toBeNull();
  });

  test('the same body to another URL is sent', () => {
    const guard = createRepeatSubmitGuard({ storage: () => null, now: clock().now });
    expect(guard.check(attempt)).toBeNull();
    expect(guard.check({ ...attempt, url: 'api/wOrder/addOrder' })).toBeNull();
  });
});
