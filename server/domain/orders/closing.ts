/**
 * Closing a paid order that will not be rented (CONTRACT.md: 1 → 10 when the risk check or the
 * platform rejects it, 2 → 10 before shipping): in the caller's transaction the order is closed
 * through the lifecycle (history, 消息), its payment goes back the way it came — balance money to
 * the balance with a ledger row, online money through the provider (a pending refund, sent after
 * the commit: followUpOrderAtProvider or the scheduler), never online money into the balance —
 * the first bill becomes 已退款, and its stock and coupon are given back. The transition locks the
 * order first, so a racing second close is refused and refunds nothing.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@/contract/orders';
import { bills, payments, rentalOrders } from '../../db/schema';
import { creditBalance } from '../payments/ledger';
import { recordOnlineRefund } from '../payments/refunds';
import { releaseReservation } from './cancel';
import { transition, type Actor, type Executor } from './lifecycle';

export type ClosedPaidOrder = { toBalance: number; toProvider: number };

export async function closePaidOrder(tx: Executor, orderId: number, actor: Actor, note: string, now: Date): Promise<ClosedPaidOrder> {
  await transition(tx, orderId, ORDER_STATUS.closed, actor, note, now);
  const [order] = await tx.select({ orderNo: rentalOrders.orderNo }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished while locked`);
  const refundedPayments = await tx
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .returning();
  const closed: ClosedPaidOrder = { toBalance: 0, toProvider: 0 };
  for (const payment of refundedPayments) {
    if (payment.amount <= 0) continue;
    if (payment.method === 'balance') {
      await creditBalance(tx, payment.customerId, payment.amount, { orderId, kind: 'refund' }, now);
      closed.toBalance += payment.amount;
    } else {
      if (!payment.providerTradeNo) throw new Error(`online payment ${payment.id} has no trade number`);
      const refund = { paymentId: payment.id, tradeNo: payment.providerTradeNo, orderId, what: { orderNo: order.orderNo }, customerId: payment.customerId, amount: payment.amount };
      await recordOnlineRefund(tx, { ...refund, reason: 'order_closed' }, now);
      closed.toProvider += payment.amount;
    }
  }
  await tx.update(bills).set({ status: 3 }).where(and(eq(bills.orderId, orderId), eq(bills.status, 1)));
  await releaseReservation(tx, orderId);
  return closed;
}
