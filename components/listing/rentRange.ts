/**
 * The custom monthly-rent range: visitors type whole yuan, the URL carries fen (the wire's unit).
 * No zod and no list-url import here: this runs in the browser island, which must stay small.
 */

/** The product server's upper bound for a rent parameter (100,000,000 fen). */
export const RENT_YUAN_MAX = 1_000_000;

export type YuanRangeField = 'min' | 'max';

export type YuanRange = { ok: true; minRent?: number; maxRent?: number } | { ok: false; field: YuanRangeField; message: string };

const WHOLE_YUAN = /^\d+$/;

function parseBound(text: string, field: YuanRangeField): { ok: true; fen?: number } | { ok: false; field: YuanRangeField; message: string } {
  const value = text.trim();
  if (value === '') return { ok: true };
  const name = field === 'min' ? '最低月租' : '最高月租';
  if (!WHOLE_YUAN.test(value)) return { ok: false, field, message: `${name}请输入不小于 0 的整数（元）` };
  const yuan = Number(value);
  if (yuan > RENT_YUAN_MAX) return { ok: false, field, message: `${name}不能超过 ${RENT_YUAN_MAX} 元` };
  return { ok: true, fen: yuan * 100 };
}

/** Two typed bounds (yuan, either may be blank) as fen, or the first thing wrong with them. */
export function parseYuanRange(minText: string, maxText: string): YuanRange {
  const min = parseBound(minText, 'min');
  if (!min.ok) return min;
  const max = parseBound(maxText, 'max');
  if (!max.ok) return max;
  if (min.fen === undefined && max.fen === undefined) return { ok: false, field: 'min', message: '请输入最低或最高月租' };
  if (min.fen !== undefined && max.fen !== undefined && min.fen > max.fen) return { ok: false, field: 'max', message: '最低月租不能高于最高月租' };
  return { ok: true, minRent: min.fen, maxRent: max.fen };
}

/**
 * `/list?…` for the other filters (`baseQuery`: canonical, without rent or page) and a rent range.
 * The rent goes where the canonical order puts it: before `sort`, the only parameter after it.
 */
export function rentRangeHref(baseQuery: string, range: { minRent?: number; maxRent?: number }): string {
  const params = new URLSearchParams(baseQuery);
  const sort = params.get('sort');
  params.delete('sort');
  params.delete('minRent');
  params.delete('maxRent');
  params.delete('page');
  if (range.minRent !== undefined) params.set('minRent', String(range.minRent));
  if (range.maxRent !== undefined) params.set('maxRent', String(range.maxRent));
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `/list?${query}` : '/list';
}

/** A fen bound as whole yuan for the input ("" when absent or not whole yuan). */
export function fenToYuanText(fen: number | undefined): string {
  return fen !== undefined && fen % 100 === 0 ? String(fen / 100) : '';
}

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** "¥100–¥250/月", "¥300/月以上", "¥150/月以下". */
export function formatYuanRange(minRent: number | undefined, maxRent: number | undefined): string {
  if (minRent !== undefined && maxRent !== undefined) return `${yuan(minRent)}–${yuan(maxRent)}/月`;
  if (minRent !== undefined) return `${yuan(minRent)}/月以上`;
  if (maxRent !== undefined) return `${yuan(maxRent)}/月以下`;
  return '不限';
}
