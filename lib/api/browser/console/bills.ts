/** The shops' bills as staff read them (`api/sys/bill/…`), through the clock like the customer's. */
import type { ConsoleBillRow } from '@/contract/consoleBills';
import type { Page } from '@/lib/api/page';
import { consolePage, type ConsoleListQuery } from './transport';

export const consoleBillApi = {
  /** Filters: status (0 and 2 through the clock), orderNo, dueFrom, dueTo (YYYY-MM-DD), storeId (an admin's). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleBillRow>> => consolePage<ConsoleBillRow>('POST', 'api/sys/bill/list', query),
};
