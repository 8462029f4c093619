/**
 * A business refusal: the customer did something the rules do not allow and `message` (Chinese)
 * tells them what to do. Domain functions throw it; the HTTP layer turns it into the envelope's
 * `{ code, msg }` in one place (http/errors.ts). Anything else thrown is a bug.
 */
import { CODE } from '@/contract/envelope';

export type RefusalCode = typeof CODE.refused | typeof CODE.unauthorized | typeof CODE.forbidden | typeof CODE.notFound;

export class Refusal extends Error {
  constructor(
    message: string,
    readonly code: RefusalCode = CODE.refused,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'Refusal';
  }
}

/** Messages used by more than one module, so a test and the code cannot drift apart. */
export const MESSAGES = {
  ok: '操作成功',
  queried: '查询成功',
  notFound: '访问资源不存在',
  sessionExpired: '登录状态已过期，请重新登录',
  sessionMissing: '认证失败，无法访问系统资源',
  forbidden: '当前操作没有权限',
  busy: '系统繁忙，请稍后再试',
  notJson: '请求内容不是有效的 JSON',
  tooLarge: '请求内容过大',
  malformed: '请求内容格式不正确',
  tooManyRequests: '操作过于频繁，请稍后再试',
} as const;

/** An unknown id and another customer's alike: code 404, so ids cannot be probed. */
export function notFound(): Refusal {
  return new Refusal(MESSAGES.notFound, CODE.notFound);
}
