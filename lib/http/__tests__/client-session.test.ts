/** Session expiry (docs/product-rules.md#envelope): the code-401 question and the HTTP-401 logout. */
import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { call } from '@/lib/http/client';
import { setSessionExpiredHandler } from '@/lib/http/notifier';
import { server, apiUrl } from '@/test/msw/server';
import { envelope } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { rejection } from '@/test/rejection';

const EXPIRED_PROMPT = {
  title: '系统提示',
  message: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  confirmText: '重新登录',
  cancelText: '取消',
};

let notices: RecordingNotifier;
let sessionExpired: jest.Mock<Promise<void>, []>;
let restoreHandler: () => void;

beforeEach(() => {
  notices = recordNotices();
  sessionExpired = jest.fn(async () => {});
  restoreHandler = setSessionExpiredHandler(sessionExpired);
  server.use(
    http.get(apiUrl('api/wOrder/orderTime/:orderNo'), () => envelope(401, '登录已过期')),
    http.get(apiUrl('api/wCar/carNumber'), () => HttpResponse.json({ code: 401, msg: '未登录' }, { status: 401 })),
  );
});
afterEach(() => {
  restoreHandler();
  notices.restore();
});

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('an expired session asks once, with the exact title, message and buttons, even for three parallel calls', async () => {
  const results = await Promise.allSettled(['A1', 'A2', 'A3'].map((orderNo) => call('GET', `api/wOrder/orderTime/${orderNo}`)));
  expect(notices.confirms).toEqual([EXPIRED_PROMPT]);
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
  notices.answer(false);
});

test('every call that met the expired session rejects with 无效的会话，或者会话已过期，请重新登录。', async () => {
  const error = await rejection(call('GET', 'api/wOrder/orderTime/A1'));
  expect(error).toMatchObject({ kind: 'session', code: 401, message: '无效的会话，或者会话已过期，请重新登录。' });
  expect(notices.seen).toEqual([]);
  notices.answer(false);
});

test('choosing 重新登录 logs out and goes to the site root once', async () => {
  await Promise.allSettled([call('GET', 'api/wOrder/orderTime/A1'), call('GET', 'api/wOrder/orderTime/A2')]);
  notices.answer(true);
  await waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
});

test('choosing 取消 keeps the user on the page, and the next expired answer asks again', async () => {
  await rejection(call('GET', 'api/wOrder/orderTime/A1'));
  notices.answer(false);
  await settle();
  expect(sessionExpired).not.toHaveBeenCalled();

  await rejection(call('GET', 'api/wOrder/orderTime/A2'));
  expect(notices.confirms).toHaveLength(2);
  notices.answer(false);
});

test('a silent call that meets an expired session asks nothing', async () => {
  const error = await rejection(call('GET', 'api/wOrder/orderTime/A1', undefined, { silent: true }));
  expect(error.message).toBe('无效的会话，或者会话已过期，请重新登录。');
  expect(notices.confirms).toEqual([]);
});

test('an HTTP 401 logs out and goes to the site root without asking', async () => {
  const error = await rejection(call('GET', 'api/wCar/carNumber'));
  expect(error).toMatchObject({ kind: 'session', status: 401, message: '无效的会话，或者会话已过期，请重新登录。' });
  await waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
  expect(notices.confirms).toEqual([]);
  expect(notices.seen).toEqual([{ type: 'error', message: '无效的会话，或者会话已过期，请重新登录。' }]);
});

test('three parallel HTTP 401s log out once', async () => {
  let finishLogout: () => void = () => {};
  sessionExpired.mockImplementation(() => new Promise<void>((resolve) => (finishLogout = resolve)));
  await Promise.allSettled([call('GET', 'api/wCar/carNumber'), call('GET', 'api/wCar/carNumber'), call('GET', 'api/wCar/carNumber')]);
  expect(sessionExpired).toHaveBeenCalledTimes(1);
  expect(notices.seen).toHaveLength(1);
  finishLogout();
  await settle();
});

test('an HTTP 401 on a silent call still ends the session but shows nothing', async () => {
  await rejection(call('GET', 'api/wCar/carNumber', undefined, { silent: true }));
  await waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
  expect(notices.seen).toEqual([]);
});
