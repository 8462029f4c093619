/**
 * @jest-environment node
 *
 * The catalogue's pure half, as server components use it: no window, no notifier.
 */
import { ApiError, errorFromEnvelope, errorFromTransport, textForCode } from '@/lib/http/errors';

test('a server-side fetch that timed out reads 系统接口请求超时', () => {
  const error = errorFromTransport(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  expect(error).toMatchObject({ kind: 'timeout', message: '系统接口请求超时', retryable: true });
});

test('a server-side fetch that could not connect reads 后端接口连接异常', () => {
  expect(errorFromTransport(new TypeError('fetch failed'))).toMatchObject({ kind: 'network', message: '后端接口连接异常' });
});

test('a non-envelope answer with an HTTP status reads 系统接口{status}异常', () => {
  expect(errorFromTransport({ status: 503 })).toMatchObject({ kind: 'http', status: 503, message: '系统接口503异常', retryable: true });
  expect(errorFromTransport({ status: 400 })).toMatchObject({ message: '系统接口400异常', retryable: false });
});

test('an HTTP 401 is a session error', () => {
  expect(errorFromTransport({ status: 401 })).toMatchObject({ kind: 'session', message: '无效的会话，或者会话已过期，请重新登录。' });
});

test('a call the page cancelled is silent', () => {
  expect(errorFromTransport(new DOMException('aborted', 'AbortError')).kind).toBe('silent');
});

test('an unrecognised failure reads 系统未知错误，请反馈给管理员', () => {
  expect(errorFromTransport(new Error('boom')).message).toBe('系统未知错误，请反馈给管理员');
  expect(errorFromTransport('a string').message).toBe('系统未知错误，请反馈给管理员');
});

test('an ApiError passes through unchanged', () => {
  const original = new ApiError('warning', '请注意');
  expect(errorFromTransport(original)).toBe(original);
});

test('the envelope error is an Error with a name, usable in logs', () => {
  const error = errorFromEnvelope({ code: 500, msg: '库存不足' });
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('ApiError');
  expect(String(error)).toBe('ApiError: 库存不足');
});

test('a blank message counts as empty and gives the default text for the code', () => {
  expect(textForCode(404, '   ')).toBe('访问资源不存在');
  expect(textForCode(500, null)).toBe('系统未知错误，请反馈给管理员');
  expect(errorFromEnvelope({ code: 401, msg: '' }).message).toBe('无效的会话，或者会话已过期，请重新登录。');
});
