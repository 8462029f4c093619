/**
 * An order's first payment online, as bills and buyouts keep theirs: opening the order's trade
 * (`liJiZhiFu`), settling it when the provider says it was paid, and the order's trade as our books
 * have it. The provider is reached after the commit by onlineTrades/ (announce, notification,
 * query), which calls these.
 *
 * An order has at most one open trade: opening one closes the previous one, here (under the order
 * lock) and then at the provider, so it can no longer be paid there. The notification is settled
 * in ONE transaction with the order row locked: the first notification of the order's open trade
 * records the `payments` row (online, succeeded, the provider trade number unique), moves the
 * order 0 → 1 and writes the paid first bill, as the balance payment does. Any other paid trade
 * (closed meanwhile, for an order paid another way, cancelled or closed) charges nothing twice:
 * the money is recorded as a `refunded` online payment and goes back through the provider
 * (payments/refunds.ts), never into the balance, so paying at a cashier can never create balance.
 * A repeated notification of a recorded trade changes nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import { ORDER_MESSAGES, ORDER_STATUS, type OrderStatus, type TradeQueryResult } from '@/contract/orders';
import type { Db, Executor } from '../../db/client';
import { onlineTrades, payments, rentalOrders } from '../../db/schema';
import { writeFirstBill } from '../bills/schedule';
import { giveBack } from '../payments/moneyBack';
import { BOOKED_TRADE_STATUS, type PurposeOutcome, type TradeRow } from '../payments/tradeOutcome';
import { closeOpenTrades, insertOpenTrade, tradeByKey, type OpenedTrade } from '../payments/trades';
import { notFound, Refusal } from '../shared/refusal';
import { lockCustomerOrder } from './access';
import { transition } from './lifecycle';
import { refuseUnlessUnpaid } from './paymentWindow';

export const ONLINE_PAID_NOTE = '在线支付成功';

/**
 * `POST /api/wOrder/liJiZhiFu`, in our books. The same key for the same order answers the same
 * trade while it is open; a new key closes the open trade and opens another.
 */
export async function openOrderTrade(db: Db, customerId: number, input: { orderNo: string; idempotencyKey: string }, now: Date): Promise<OpenedTrade> {
  return db.transaction(async (tx): Promise<OpenedTrade> => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    const previous = await tradeByKey(tx, customerId, input.idempotencyKey);
    if (previous) {
      if (previous.orderId !== order.id || previous.purpose !== 'order') throw new Refusal(ORDER_MESSAGES.keyReused);
      if (previous.status === 'open') return { trade: previous, superseded: [] };
      refuseUnlessUnpaid(order, now);
      throw new Refusal(ORDER_MESSAGES.tradeClosed);
    }
    refuseUnlessUnpaid(order, now);
    if (now >= order.payDeadline) throw new Refusal(ORDER_MESSAGES.timedOut);
    // Under the order lock, and backed by the one-open-trade index for any writer that forgets it.
    const closed = await closeOpenTrades(tx, order.id, now);
    const created = await insertOpenTrade(
      tx,
      { purpose: 'order', orderId: order.id, customerId, amount: order.payable, subject: `电脑租赁订单 ${order.orderNo}`, idempotencyKey: input.idempotencyKey },
      now,
    );
    return { trade: created, superseded: closed };
  });
}

/** A paid trade of purpose `order`, in the notification's transaction (onlineTrades/notification.ts). */
export async function settleOrderTrade(tx: Executor, trade: TradeRow & { orderId: number }, now: Date): Promise<PurposeOutcome> {
  // Locks the order: racing notifications, new trades and balance payments of it run one after the other.
  const [order] = await tx.select().from(rentalOrders).where(eq(rentalOrders.id, trade.orderId)).for('update');
  if (!order) return { outcome: 'ignored' };
  const [recorded] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerTradeNo, trade.tradeNo));
  if (recorded) return { outcome: 'duplicate' };

  const payment = {
    orderId: order.id,
    customerId: trade.customerId,
    method: 'online' as const,
    amount: trade.amount,
    // Not a client key: the colon keeps it apart from every key a client may send.
    idempotencyKey: `online:${trade.tradeNo}`,
    providerTradeNo: trade.tradeNo,
    createdAt: now,
    paidAt: now,
  };
  // Only the order's open trade, for what the order asks now, pays it.
  if (order.status === ORDER_STATUS.unpaid && trade.status === 'open' && trade.amount === order.payable) {
    await tx.insert(payments).values({ ...payment, status: 'succeeded' });
    await tx.update(onlineTrades).set({ status: 'paid' }).where(eq(onlineTrades.id, trade.id));
    await transition(tx, order.id, ORDER_STATUS.pendingReview, { kind: 'customer', id: trade.customerId }, ONLINE_PAID_NOTE, now);
    await writeFirstBill(tx, order, now);
    return { outcome: 'recorded' };
  }
  // Superseded, paid another way meanwhile, or no longer payable: the money goes back the way it came.
  const [kept] = await tx
    .insert(payments)
    .values({ ...payment, status: 'refunded' })
    .returning({ id: payments.id });
  if (!kept) throw new Error(`payment of trade ${trade.tradeNo} not written`);
  await giveBack(tx, [{ of: 'trade', trade, paymentId: kept.id }], 'unneeded', { subject: { orderNo: order.orderNo } }, now);
  return { outcome: 'refunded', orderId: order.id };
}

export async function customerOrderStatus(db: Db, customerId: number, orderNo: string): Promise<{ id: number; status: OrderStatus }> {
  const [order] = await db
    .select({ id: rentalOrders.id, status: rentalOrders.status })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)));
  if (!order) throw notFound();
  return { id: order.id, status: order.status as OrderStatus };
}

/** The order's latest trade of its first payment (its buyout trades are asked by trade number). */
export async function latestOrderTrade(db: Db, orderId: number): Promise<TradeRow | null> {
  const [trade] = await db
    .select()
    .from(onlineTrades)
    .where(and(eq(onlineTrades.orderId, orderId), eq(onlineTrades.purpose, 'order')))
    .orderBy(desc(onlineTrades.createdAt), desc(onlineTrades.id))
    .limit(1);
  return trade ?? null;
}

/** `POST /api/wOrder/tradeQuery` when online payment is off: the order's latest trade as our books have it. */
export async function bookedOrderTrade(db: Db, customerId: number, orderNo: string): Promise<TradeQueryResult> {
  const order = await customerOrderStatus(db, customerId, orderNo);
  const trade = await latestOrderTrade(db, order.id);
  if (!trade) return { orderNo, tradeNo: null, status: 'none', orderStatus: order.status };
  return { orderNo, tradeNo: trade.tradeNo, status: BOOKED_TRADE_STATUS[trade.status], orderStatus: order.status };
}
