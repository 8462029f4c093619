/**
 * Closing a paid order that will not be rented (CONTRACT.md: 1 → 10 when the risk check or the
 * platform rejects it, 2 → 10 before shipping): in the caller's transaction the order is closed
 * through the lifecycle (history, 消息), its payment is refunded to the payer's balance with a
 * ledger row, the first bill becomes 已退款, and its stock and coupon are given back. The
 * transition locks the order first, so a racing second close is refused and refunds nothing.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@/lib/contract/orders';
import { bills, payments } from '../db/schema';
import { creditBalance } from './balance';
import { transition, type Actor, type Executor } from './orderLifecycle';
import { releaseReservation } from './orders';

export async function closePaidOrder(tx: Executor, orderId: number, actor: Actor, note: string, now: Date): Promise<{ refunded: number }> {
  await transition(tx, orderId, ORDER_STATUS.closed, actor, note, now);
  const refundedPayments = await tx
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .returning({ customerId: payments.customerId, amount: payments.amount });
  let refunded = 0;
  for (const payment of refundedPayments) {
    if (payment.amount > 0) await creditBalance(tx, payment.customerId, payment.amount, { orderId, kind: 'refund' }, now);
    refunded += payment.amount;
  }
  await tx.update(bills).set({ status: 3 }).where(and(eq(bills.orderId, orderId), eq(bills.status, 1)));
  await releaseReservation(tx, orderId);
  return { refunded };
}
