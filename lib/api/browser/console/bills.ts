/** The shops' bills as staff read them (`api/sys/bill/…`), through the clock like the customer's. */
import type { ConsoleBillRow } from '@/contract/consoleBills';
import { CONSOLE_BILL_API } from '@/contract/endpoints/consoleBill';
import type { Page } from '@/lib/api/page';
import { consolePage, type ConsoleListQuery } from './transport';

export const consoleBillApi = {
  /** Filters: status (0 and 2 through the clock), orderNo, dueFrom, dueTo (YYYY-MM-DD), storeId (an admin's). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleBillRow>> => consolePage(CONSOLE_BILL_API.list, query),
  /** 导出: the list's filters. */
  export: CONSOLE_BILL_API.export,
};
