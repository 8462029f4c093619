/**
 * Bills as the back office reads them (`POST /api/sys/bill/list` and its export): the instalments
 * of the orders of the staff member's shops (an admin's: all, or one shop), read through the clock
 * as the customer's list is (bills/read.ts billView), filtered by status, order, due days and shop,
 * sorted on the server.
 */
import { and, count, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Row } from 'write-excel-file/node';
import { BILL_KIND_NAMES, BILL_STATUS } from '@/contract/bills';
import { CONSOLE_EXPORT_MAX, consoleExportTooLarge, type ConsoleListParams } from '@/contract/console';
import type { ConsoleBillFilters, ConsoleBillRow } from '@/contract/consoleBills';
import { maskedPhone } from '@/contract/format';
import type { Db } from '../../db/client';
import { bills, customers, rentalOrders, stores } from '../../db/schema';
import { orderByOf, offsetOf } from '../shared/listing';
import { shopScope, type Staff } from '../staff/scope';
import { customerDisplayName } from '../customers/displayName';
import { oneSheetWorkbook, totalCell, workbookFileName, yuanCell } from '../shared/workbook';
import { Refusal } from '../shared/refusal';
import { shanghaiDay } from '../shared/calendar';
import { billView, orderGoodsName, renewedPeriod } from './read';

const UNPAID = [BILL_STATUS.unpaid, BILL_STATUS.overdue];

function filterOf(staff: Staff, filters: ConsoleBillFilters, now: Date): SQL {
  const today = shanghaiDay(now);
  const byStatus = (() => {
    if (filters.status === undefined) return undefined;
    if (filters.status === BILL_STATUS.unpaid) return and(inArray(bills.status, UNPAID), gte(bills.dueDate, today));
    if (filters.status === BILL_STATUS.overdue) return and(inArray(bills.status, UNPAID), lt(bills.dueDate, today));
    return eq(bills.status, filters.status);
  })();
  return and(
    shopScope(staff, rentalOrders.storeId),
    filters.storeId === undefined ? undefined : eq(rentalOrders.storeId, filters.storeId),
    byStatus,
    filters.orderNo === undefined ? undefined : eq(rentalOrders.orderNo, filters.orderNo),
    filters.dueFrom === undefined ? undefined : gte(bills.dueDate, filters.dueFrom),
    filters.dueTo === undefined ? undefined : lte(bills.dueDate, filters.dueTo),
  ) as SQL;
}

const SORTS = { dueDate: bills.dueDate, amount: bills.amount };

const selection = {
  bill: bills,
  orderNo: rentalOrders.orderNo,
  goodsName: orderGoodsName,
  renewal: renewedPeriod,
  storeId: rentalOrders.storeId,
  storeName: stores.name,
  companyName: customers.companyName,
  personName: customers.personName,
  phone: customers.phone,
};

async function selectRows(db: Db, where: SQL, params: Pick<ConsoleListParams, 'sort' | 'order'>, now: Date, window: { limit: number; offset: number }): Promise<ConsoleBillRow[]> {
  const rows = await db
    .select(selection)
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .innerJoin(customers, eq(customers.id, rentalOrders.customerId))
    .where(where)
    .orderBy(...orderByOf(params, SORTS, bills.id, [desc(bills.dueDate)]))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row) => ({
    ...billView(row.bill, { orderNo: row.orderNo, goodsName: row.goodsName ?? '', renewal: row.renewal }, now),
    storeId: row.storeId,
    storeName: row.storeName,
    customerName: customerDisplayName(row),
    customerPhoneMasked: maskedPhone(row.phone),
  }));
}

/** `POST /api/sys/bill/list`. */
export async function consoleBillPage(db: Db, staff: Staff, query: ConsoleBillFilters & ConsoleListParams, now: Date): Promise<{ rows: ConsoleBillRow[]; total: number }> {
  const where = filterOf(staff, query, now);
  const [totals] = await db.select({ n: count() }).from(bills).innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId)).where(where);
  return { rows: await selectRows(db, where, query, now, { limit: query.limit, offset: offsetOf(query) }), total: totals?.n ?? 0 };
}

const HEADERS = ['订单编号', '店铺', '客户', '手机号', '商品', '类型', '期数', '到期日', '金额（元）', '逾期天数', '逾期违约金（元）', '合计（元）', '状态', '支付时间'] as const;
const WIDTHS = [26, 20, 24, 14, 30, 10, 10, 12, 14, 10, 16, 14, 10, 20];

function billRow(bill: ConsoleBillRow): Row {
  return [
    bill.orderNo,
    bill.storeName,
    bill.customerName,
    bill.customerPhoneMasked,
    bill.goodsName,
    BILL_KIND_NAMES[bill.kind],
    bill.kind === 'fee' ? '' : `${bill.period}/${bill.periods}`,
    bill.dueDate,
    yuanCell(bill.amount),
    bill.overdueDays,
    yuanCell(bill.lateFee),
    yuanCell(bill.total),
    bill.statusName,
    bill.paidAt ?? '',
  ];
}

/** 账单 + the due days filtered + the day it was made. */
export function consoleBillExportFileName(filters: ConsoleBillFilters, now: Date): string {
  return workbookFileName(['账单', filters.orderNo, filters.dueFrom, filters.dueTo], now);
}

/** `POST /api/sys/bill/export`: the filtered bills as a workbook, in the house style of export.ts. */
export async function exportDeskBills(db: Db, staff: Staff, query: ConsoleBillFilters & Pick<ConsoleListParams, 'sort' | 'order'>, now: Date): Promise<Buffer> {
  const rows = await selectRows(db, filterOf(staff, query, now), query, now, { limit: CONSOLE_EXPORT_MAX + 1, offset: 0 });
  if (rows.length > CONSOLE_EXPORT_MAX) throw new Refusal(consoleExportTooLarge());
  const sum = (key: 'amount' | 'lateFee' | 'total') => rows.reduce((total, bill) => total + bill[key], 0);
  return oneSheetWorkbook('账单', HEADERS, WIDTHS, [
    ...rows.map(billRow),
    [totalCell(`合计（${rows.length} 期）`), null, null, null, null, null, null, null, yuanCell(sum('amount')), null, yuanCell(sum('lateFee')), yuanCell(sum('total')), null, null],
  ]);
}
