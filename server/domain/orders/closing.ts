/**
 * Closing a paid order that will not be rented (1 → 10 when the risk check or the platform rejects
 * it, 2 → 10 before shipping): in the caller's transaction the order is closed through the
 * lifecycle (history, 消息), its payment goes back the way it came (payments/moneyBack.ts: balance
 * money to the balance, online money through the provider, sent after the commit by
 * followUpOrderAtProvider or the scheduler), its first bill becomes 已退款 (an invoice of it goes to
 * 待红冲), and its stock and coupon are given back. The transition locks the order first, so a
 * racing second close is refused and refunds nothing.
 */
import { ORDER_STATUS } from '@/contract/orders';
import { giveBack, orderSubject } from '../payments/moneyBack';
import { releaseReservation } from './cancel';
import { transition, type Actor, type Executor } from './lifecycle';

export type ClosedPaidOrder = { toBalance: number; toProvider: number };

export async function closePaidOrder(tx: Executor, orderId: number, actor: Actor, note: string, now: Date): Promise<ClosedPaidOrder> {
  await transition(tx, orderId, ORDER_STATUS.closed, actor, note, now);
  const { toBalance, toProvider } = await giveBack(tx, [{ of: 'orderPayment', orderId }], 'order_closed', { subject: await orderSubject(tx, orderId) }, now);
  await releaseReservation(tx, orderId);
  return { toBalance, toProvider };
}
