/**
 * What every back-office table sends: the page, its size, the sort column and direction, and its
 * own filters (query strings skip empty values: docs/storefront.md#http-client). One builder, so
 * every list refuses the same things with the same messages. Exports send the same filters,
 * form-encoded, without paging.
 */
import { z } from 'zod';
import { blankToUndefined } from './params';

export const CONSOLE_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The most rows one export writes; a larger export is refused with a hint to filter. */
export const CONSOLE_EXPORT_MAX = 5000;

export const consoleExportTooLarge = (max = CONSOLE_EXPORT_MAX) => `导出的数据超过 ${max} 条，请缩小筛选范围后再导出`;

const page = z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(100_000, '页码不正确').default(1);
const limit = z.coerce.number({ error: '每页条数不正确' }).int('每页条数不正确').min(1, '每页条数不正确').max(100, '每页最多 100 条').default(10);
const order = z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default('desc');

/** An optional text filter: trimmed, empty means absent. */
export const textFilter = (max = 60, label = '搜索内容') =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * An optional yes/no filter of a form-encoded export (`true` or `false` as text; empty means
 * absent): the JSON list takes the same filter as a boolean.
 */
export const formBoolean = (message: string) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)), z.boolean({ error: message }).optional());

/** An optional date filter, `YYYY-MM-DD`. */
export const dayFilter = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式不正确`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** A back-office list's query: page, limit, sort (one of `sortFields`), order, and its filters. */
export function consoleListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sortFields: S, filters: F) {
  return z.strictObject({ page, limit, sort: z.enum(sortFields, { error: '排序字段不正确' }).optional(), order, ...filters });
}

/** The same filters for an export (form-encoded; sorted like the list). */
export function consoleExportForm<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(sortFields: S, filters: F) {
  return z.strictObject({ sort: z.enum(sortFields, { error: '排序字段不正确' }).optional(), order, ...filters });
}

export type ConsoleListParams = { page: number; limit: number; sort?: string | undefined; order: 'asc' | 'desc' };
