/**
 * The after-sales lists of the product server take page, limit and their filters only (no sort:
 * each keeps its own order, the queue's or newest first) and at most 50 rows a page.
 */
import type { ConsoleListQuery } from './transport';

/** The page sizes these lists offer. */
export const UNSORTED_PAGE_SIZES = [10, 20, 50] as const;

/** The table's query without the sort it does not take, the limit within 50. */
export function unsortedQuery(query: ConsoleListQuery): Omit<ConsoleListQuery, 'sort' | 'order'> {
  const { sort: _sort, order: _order, ...rest } = query;
  return { ...rest, limit: Math.min(query.limit, 50) };
}
