/**
 * Unpaid bills whose due day has passed become 逾期 (the scheduler's part), each with a
 * notification. The status guard makes a racing run's UPDATE skip the rows this one changed.
 */
import { and, asc, count, eq, inArray, lt, min, or, type SQL } from 'drizzle-orm';
import { billLabel } from '@/contract/bills';
import type { OverdueBills } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Db, Executor } from '../../db/client';
import { bills, customerNotifications, rentalOrders } from '../../db/schema';
import { formatShanghai } from '../shared/clock';

/** Unpaid bills whose due day (Shanghai) is before today become 2 逾期; each gets one notification. */
export async function markOverdueBills(db: Db, now: Date): Promise<number> {
  const today = formatShanghai(now).slice(0, 10);
  return db.transaction(async (tx) => {
    // The status guard makes a racing run's UPDATE skip the rows this one changed.
    const marked = await tx
      .update(bills)
      .set({ status: 2 })
      .where(and(eq(bills.status, 0), lt(bills.dueDate, today)))
      .returning({ orderId: bills.orderId, kind: bills.kind, period: bills.period, periods: bills.periods, amount: bills.amount, dueDate: bills.dueDate });
    if (marked.length === 0) return 0;
    const orders = await tx
      .select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo, customerId: rentalOrders.customerId })
      .from(rentalOrders)
      .where(inArray(rentalOrders.id, [...new Set(marked.map((bill) => bill.orderId))]));
    const byId = new Map(orders.map((order) => [order.id, order]));
    const notes = marked.flatMap((bill) => {
      const order = byId.get(bill.orderId);
      if (!order) return [];
      return [
        {
          customerId: order.customerId,
          orderId: order.id,
          title: '账单已逾期',
          content: `您的订单 ${order.orderNo} ${billLabel(bill)}账单（${formatFen(bill.amount)}，到期日 ${bill.dueDate}）已逾期，请尽快支付。`,
          createdAt: now,
        },
      ];
    });
    if (notes.length > 0) await tx.insert(customerNotifications).values(notes);
    return marked.length;
  });
}

/** A bill overdue on `today` (Shanghai): marked 逾期, or still 待支付 with its due day past (the scheduler may not have run since midnight). */
function overdueOn(today: string): SQL | undefined {
  return or(eq(bills.status, 2), and(eq(bills.status, 0), lt(bills.dueDate, today)));
}

/** How many bills of the customer's orders are overdue now (see overdueOn). */
export async function overdueBillCount(db: Executor, customerId: number, now: Date): Promise<number> {
  const today = formatShanghai(now).slice(0, 10);
  const [row] = await db
    .select({ n: count() })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(rentalOrders.customerId, customerId), overdueOn(today)));
  return row?.n ?? 0;
}

/** The customer's overdue bills now, counted, with their orders (the earliest due first); null when none. */
export async function overdueBillsOf(db: Executor, customerId: number, now: Date): Promise<OverdueBills | null> {
  const today = formatShanghai(now).slice(0, 10);
  const firstDue = min(bills.dueDate);
  const orders = await db
    .select({ orderNo: rentalOrders.orderNo, n: count() })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(rentalOrders.customerId, customerId), overdueOn(today)))
    .groupBy(rentalOrders.orderNo)
    .orderBy(asc(firstDue), asc(rentalOrders.orderNo));
  if (orders.length === 0) return null;
  return { count: orders.reduce((total, order) => total + order.n, 0), orderNos: orders.map((order) => order.orderNo) };
}
