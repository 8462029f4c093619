/**
 * The customer's bills as the personal center lists them: every instalment across their orders,
 * read through the clock (an unpaid bill past its due date is 逾期 with its late fee now), filtered
 * by due month, status and order; and this month's summary (what 全部支付 pays).
 */
import { and, asc, count, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { BILL_STATUS, BILL_STATUS_NAMES, isBillStatus, type BillFilters, type BillStatus, type BillSummary, type BillView } from '@/contract/bills';
import type { Db, Executor } from '../../db/client';
import { bills, orderRenewals, rentalOrderItems, rentalOrders } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { chargeOf } from './charges';
import { monthDays, shanghaiDay, shanghaiMonth } from '../shared/calendar';

type BillRow = typeof bills.$inferSelect;

/** The order's first goods, and `等 N 件` when it rents several kinds. */
export const orderGoodsName = sql<string>`(
  select ${rentalOrderItems.goodsName} || case when count(*) over () > 1 then ' 等 ' || count(*) over () || ' 件' else '' end
  from ${rentalOrderItems} where ${rentalOrderItems.orderId} = ${rentalOrders.id} order by ${rentalOrderItems.id} limit 1)`;

/** Whether the bill's period was added by a renewal. */
export const renewedPeriod = sql<boolean>`exists (select 1 from ${orderRenewals} where ${orderRenewals.orderId} = ${bills.orderId} and ${bills.period} between ${orderRenewals.firstPeriod} and ${orderRenewals.lastPeriod})`;

const UNPAID = [BILL_STATUS.unpaid, BILL_STATUS.overdue];

/** One bill as its customer sees it at `now`. */
export function billView(bill: BillRow, extra: { orderNo: string; goodsName: string; renewal: boolean }, now: Date): BillView {
  const stored = isBillStatus(bill.status) ? bill.status : BILL_STATUS.unpaid;
  const unpaid = stored === BILL_STATUS.unpaid || stored === BILL_STATUS.overdue;
  const charge = unpaid ? chargeOf(bill, now) : { overdueDays: bill.overdueDays, lateFee: bill.lateFee, total: bill.amount + bill.lateFee };
  const status: BillStatus = unpaid ? (charge.overdueDays > 0 ? BILL_STATUS.overdue : BILL_STATUS.unpaid) : stored;
  return {
    billId: bill.id,
    orderNo: extra.orderNo,
    goodsName: extra.goodsName,
    kind: bill.kind,
    period: bill.period,
    periods: bill.periods,
    dueDate: bill.dueDate,
    amount: bill.amount,
    status,
    statusName: BILL_STATUS_NAMES[status],
    overdueDays: charge.overdueDays,
    lateFee: charge.lateFee,
    total: charge.total,
    renewal: extra.renewal,
    paidAt: bill.paidAt ? formatShanghai(bill.paidAt) : null,
  };
}

/** The filters as SQL. 待支付 and 逾期 are the unpaid bills on either side of today. */
function filterOf(customerId: number, filters: BillFilters, now: Date): SQL {
  const today = shanghaiDay(now);
  const byStatus = (() => {
    if (filters.status === undefined) return undefined;
    if (filters.status === BILL_STATUS.unpaid) return and(inArray(bills.status, UNPAID), gte(bills.dueDate, today));
    if (filters.status === BILL_STATUS.overdue) return and(inArray(bills.status, UNPAID), lt(bills.dueDate, today));
    return eq(bills.status, filters.status);
  })();
  const month = filters.month === undefined ? undefined : monthDays(filters.month);
  return and(
    eq(rentalOrders.customerId, customerId),
    byStatus,
    filters.orderNo === undefined ? undefined : eq(rentalOrders.orderNo, filters.orderNo),
    month ? and(gte(bills.dueDate, month.first), lte(bills.dueDate, month.last)) : undefined,
  ) as SQL;
}

const selection = { bill: bills, orderNo: rentalOrders.orderNo, goodsName: orderGoodsName, renewal: renewedPeriod };
type Selected = { bill: BillRow; orderNo: string; goodsName: string | null; renewal: boolean };

const viewOf = (row: Selected, now: Date) => billView(row.bill, { orderNo: row.orderNo, goodsName: row.goodsName ?? '', renewal: row.renewal }, now);

/** `POST /api/wBill/list`: the caller's bills, by due date then order and period. */
export async function billPage(db: Db, customerId: number, query: BillFilters & { page: number; limit: number }, now: Date): Promise<{ rows: BillView[]; total: number }> {
  const where = filterOf(customerId, query, now);
  const [totals] = await db.select({ n: count() }).from(bills).innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId)).where(where);
  const rows = await db
    .select(selection)
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(where)
    .orderBy(asc(bills.dueDate), asc(bills.orderId), asc(bills.period))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.map((row) => viewOf(row, now)), total: totals?.n ?? 0 };
}

/** Every bill the filters select (the export), at most `max` + 1 so the caller can tell too many. */
export async function filteredBills(db: Db, customerId: number, filters: BillFilters, now: Date, max: number): Promise<BillView[]> {
  const rows = await db
    .select(selection)
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(filterOf(customerId, filters, now))
    .orderBy(asc(bills.dueDate), asc(bills.orderId), asc(bills.period))
    .limit(max + 1);
  return rows.map((row) => viewOf(row, now));
}

/** Bills by id as their customer sees them now (after a payment), in id order. */
export async function billViews(db: Executor, billIds: readonly number[], now: Date): Promise<BillView[]> {
  if (billIds.length === 0) return [];
  const rows = await db
    .select(selection)
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(inArray(bills.id, [...billIds]))
    .orderBy(asc(bills.id));
  return rows.map((row) => viewOf(row, now));
}

/** Bills (unpaid) a summary counts at most: a company with forty laptops has forty a month. */
const SUMMARY_BILLS_MAX = 500;

/** `POST /api/wBill/summary`: the unpaid bills due up to the end of this month (overdue ones included), and the orders with bills. */
export async function billSummary(db: Db, customerId: number, now: Date): Promise<BillSummary> {
  const month = shanghaiMonth(now);
  const { last } = monthDays(month);
  const due = await db
    .select({ id: bills.id, amount: bills.amount, dueDate: bills.dueDate })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(rentalOrders.customerId, customerId), inArray(bills.status, UNPAID), lte(bills.dueDate, last)))
    .orderBy(asc(bills.dueDate), asc(bills.id))
    .limit(SUMMARY_BILLS_MAX);
  const charges = due.map((bill) => ({ id: bill.id, ...chargeOf(bill, now) }));
  const overdue = charges.filter((charge) => charge.overdueDays > 0);
  const sum = (rows: typeof charges, key: 'rent' | 'lateFee' | 'total') => rows.reduce((total, row) => total + row[key], 0);
  const orders = await db
    .selectDistinctOn([rentalOrders.id], { id: rentalOrders.id, orderNo: rentalOrders.orderNo, goodsName: orderGoodsName, createdAt: rentalOrders.createdAt })
    .from(rentalOrders)
    .innerJoin(bills, eq(bills.orderId, rentalOrders.id))
    .where(eq(rentalOrders.customerId, customerId))
    .orderBy(rentalOrders.id);
  return {
    month,
    due: { count: charges.length, rent: sum(charges, 'rent'), lateFee: sum(charges, 'lateFee'), total: sum(charges, 'total'), billIds: charges.map((charge) => charge.id) },
    overdue: { count: overdue.length, rent: sum(overdue, 'rent'), lateFee: sum(overdue, 'lateFee') },
    orders: orders.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((order) => ({ orderNo: order.orderNo, goodsName: order.goodsName ?? '' })),
  };
}
