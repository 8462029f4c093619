/**
 * Bills as the back office reads them (`/api/sys/bill/…`): every instalment of the orders of the
 * caller's shop (an admin's: every shop's, or one), read through the clock like the customer's
 * list (an unpaid bill past its due day is 逾期 with its late fee now), filtered and sorted on the
 * server, and exported to Excel with the same filters.
 */
import { z } from 'zod';
import type { BillView } from './bills';
import { consoleExportForm, consoleListQuery, dayFilter } from './console';
import { storeFilter } from './consoleOrders';
import { blankToUndefined } from './params';

export const CONSOLE_BILL_SORTS = ['dueDate', 'amount'] as const;

const billFilters = {
  /** 0 待支付 and 2 逾期 follow the clock (unpaid bills due today or later / before today). */
  status: z.preprocess(blankToUndefined, z.coerce.number({ error: '账单状态不正确' }).int('账单状态不正确').min(0, '账单状态不正确').max(5, '账单状态不正确').optional()),
  orderNo: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '订单编号不正确' })
      .trim()
      .regex(/^ZL\d{20}$/, '订单编号不正确')
      .optional(),
  ),
  dueFrom: dayFilter('到期开始日期'),
  dueTo: dayFilter('到期结束日期'),
  storeId: storeFilter,
};

const daysInOrder = (filters: { dueFrom?: string | undefined; dueTo?: string | undefined }) =>
  filters.dueFrom === undefined || filters.dueTo === undefined || filters.dueFrom <= filters.dueTo;
const DAYS_OUT_OF_ORDER = { error: '到期开始日期不能晚于结束日期', path: ['dueFrom'] };

/** `POST /api/sys/bill/list`. */
export const consoleBillListBody = consoleListQuery(CONSOLE_BILL_SORTS, billFilters).refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type ConsoleBillListQuery = z.output<typeof consoleBillListBody>;

/** `POST /api/sys/bill/export` (form-encoded). */
export const consoleBillExportForm = consoleExportForm(CONSOLE_BILL_SORTS, billFilters).refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type ConsoleBillFilters = Omit<z.output<typeof consoleBillExportForm>, 'order' | 'sort'>;

/** One bill with whose it is: the shop, and the customer renting the order now (mobile number masked). */
export type ConsoleBillRow = BillView & { storeId: number; storeName: string; customerName: string; customerPhoneMasked: string };
