/**
 * Unpaid bills whose due day has passed become 逾期 (the scheduler's part), each with a
 * notification. The status guard makes a racing run's UPDATE skip the rows this one changed.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { formatFen } from '@/lib/format/money';
import type { Db } from '../../db/client';
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
      .returning({ orderId: bills.orderId, period: bills.period, periods: bills.periods, amount: bills.amount, dueDate: bills.dueDate });
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
          content: `您的订单 ${order.orderNo} 第 ${bill.period}/${bill.periods} 期账单（${formatFen(bill.amount)}，到期日 ${bill.dueDate}）已逾期，请尽快支付。`,
          createdAt: now,
        },
      ];
    });
    if (notes.length > 0) await tx.insert(customerNotifications).values(notes);
    return marked.length;
  });
}
