/** The customer's bills as the personal center lists them. */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { BILL_STATUS_NAMES, type BillStatus, type BillView } from '@/contract/bills';
import type { Db } from '../../db/client';
import { bills, rentalOrders } from '../../db/schema';
import { formatShanghai } from '../shared/clock';

type BillRow = typeof bills.$inferSelect;

export function billView(bill: BillRow, orderNo: string): BillView {
  const status = bill.status as BillStatus;
  return {
    billId: bill.id,
    orderNo,
    period: bill.period,
    periods: bill.periods,
    dueDate: bill.dueDate,
    amount: bill.amount,
    status,
    statusName: BILL_STATUS_NAMES[status],
    paidAt: bill.paidAt ? formatShanghai(bill.paidAt) : null,
  };
}

/** `POST /api/wBill/list`: the caller's bills, by due date then order and period. */
export async function billPage(
  db: Db,
  customerId: number,
  query: { page: number; limit: number; status?: number | undefined; orderNo?: string | undefined },
): Promise<{ rows: BillView[]; total: number }> {
  const where = and(
    eq(rentalOrders.customerId, customerId),
    query.status === undefined ? undefined : eq(bills.status, query.status),
    query.orderNo === undefined ? undefined : eq(rentalOrders.orderNo, query.orderNo),
  ) as SQL;
  const [totals] = await db.select({ n: count() }).from(bills).innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId)).where(where);
  const rows = await db
    .select({ bill: bills, orderNo: rentalOrders.orderNo })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(where)
    .orderBy(asc(bills.dueDate), asc(bills.orderId), asc(bills.period))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.map((row) => billView(row.bill, row.orderNo)), total: totals?.n ?? 0 };
}
