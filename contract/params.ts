/**
 * The small parameter schemas every resource's contract shares (ids, paging, request keys, order
 * numbers). They live apart so that resource modules import them without importing each other.
 */
import { z } from 'zod';

export const PAGE_LIMIT_MAX = 60;
export const DEFAULT_PAGE_LIMIT = 20;

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A positive integer id; `message` names the parameter. */
export const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: '页码参数不正确，应为不小于 1 的整数' })
    .int('页码参数不正确，应为不小于 1 的整数')
    .min(1, '页码参数不正确，应为不小于 1 的整数')
    .max(100_000, '页码参数不正确，应为不小于 1 的整数')
    .default(1),
);

export const limitParam = (max: number = PAGE_LIMIT_MAX, fallback: number = DEFAULT_PAGE_LIMIT) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `每页条数参数不正确，应为 1 到 ${max} 的整数` })
      .int(`每页条数参数不正确，应为 1 到 ${max} 的整数`)
      .min(1, `每页条数参数不正确，应为 1 到 ${max} 的整数`)
      .max(max, `每页条数参数不正确，应为 1 到 ${max} 的整数`)
      .default(fallback),
  );

/** A client-made key (e.g. a UUID) naming one attempt: retries with the same key answer the first result. */
export const idempotencyKey = z.string({ error: '缺少请求标识，请刷新页面后重试' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识不正确，请刷新页面后重试');

export const orderNoParam = z.string().regex(/^ZL\d{20}$/);
export const orderNo = z
  .string({ error: '订单编号不正确' })
  .trim()
  .regex(/^ZL\d{20}$/, '订单编号不正确');
