/** The pieces every back-office list shares: the ORDER BY of a sort choice and the page's rows and total. */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ConsoleListParams } from '@/contract/console';

/**
 * The ORDER BY for `params.sort` among `columns`, then `tieBreak` (a unique column, so pages never
 * repeat or skip a row). No sort chosen: `fallback` first.
 */
export function orderByOf<K extends string>(
  params: Pick<ConsoleListParams, 'sort' | 'order'>,
  columns: Record<K, AnyPgColumn | SQL>,
  tieBreak: AnyPgColumn,
  fallback: SQL[] = [],
): SQL[] {
  const direction = params.order === 'asc' ? asc : desc;
  const chosen = params.sort !== undefined && params.sort in columns ? [direction(columns[params.sort as K])] : fallback;
  return [...chosen, direction(tieBreak)];
}

export const offsetOf = (params: Pick<ConsoleListParams, 'page' | 'limit'>) => (params.page - 1) * params.limit;

/** `%`, `_` and `\` are literal in a keyword: escaped for LIKE (whose escape character is `\`). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
