/**
 * Paying an order online through the payment provider: opening a trade (`liJiZhiFu`), the
 * provider's paid-trade notification, and the customer's query (`tradeQuery`). The notification
 * handler is every trade's: a trade of another purpose (bills, a buyout, a top-up) is settled by
 * purposes.ts in the same one transaction; `announceTrade` is how every purpose's trade reaches
 * the provider after its commit.
 *
 * An order has at most one open trade: opening one closes the previous one, here (under the order
 * lock) and then at the provider, so it can no longer be paid there. The notification is handled
 * in ONE transaction with the order row locked: the first notification of the order's open trade
 * records the `payments` row (online, succeeded, the provider trade number unique), moves the
 * order 0 → 1 and writes the paid first bill, as the balance payment does. Any other paid trade
 * (closed meanwhile, for an order paid another way, cancelled or closed) charges nothing twice:
 * the money is recorded as a `refunded` online payment and goes back through the provider
 * (refunds.ts), never into the balance, so paying at a cashier can never create balance.
 * A repeated notification of a recorded trade changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ORDER_MESSAGES, ORDER_STATUS, type OnlineTrade, type OrderStatus, type TradeQueryResult, type TradeStatus } from '@/contract/orders';
import type { Db } from '../../db/client';
import { onlineTrades, payments, rentalOrders } from '../../db/schema';
import type { Logger } from '../../runtime/log';
import type { PaymentProvider } from '../../providers/payment';
import { writeFirstBill } from '../bills/schedule';
import { lockCustomerOrder } from '../orders/access';
import { transition } from '../orders/lifecycle';
import { refuseUnlessUnpaid } from '../orders/paymentWindow';
import { notFound, Refusal } from '../shared/refusal';
import { settlePurposeTrade, type NotificationOutcome, type PurposeOutcome } from './purposes';
import { giveBack } from './moneyBack';
import { sendPendingRefunds } from './refunds';
import { closeOpenTrades, closeTradesAtProvider } from './trades';

export const ONLINE_PAID_NOTE = '在线支付成功';

/** 32 hex characters from 16 random bytes. */
export function newTradeNo(): string {
  return randomBytes(16).toString('hex');
}

type TradeRow = typeof onlineTrades.$inferSelect;

/**
 * `POST /api/wOrder/liJiZhiFu`. The same key for the same order answers the same trade while it
 * is open; a new key closes the open trade and opens another.
 */
export async function startOnlinePayment(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  input: { orderNo: string; idempotencyKey: string },
  now: Date,
  log: Logger,
): Promise<OnlineTrade> {
  const { trade, superseded } = await db.transaction(async (tx): Promise<{ trade: TradeRow; superseded: string[] }> => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    const [previous] = await tx
      .select()
      .from(onlineTrades)
      .where(and(eq(onlineTrades.customerId, customerId), eq(onlineTrades.idempotencyKey, input.idempotencyKey)));
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
    const [created] = await tx
      .insert(onlineTrades)
      .values({ tradeNo: newTradeNo(), orderId: order.id, customerId, amount: order.payable, subject: `电脑租赁订单 ${order.orderNo}`, idempotencyKey: input.idempotencyKey, status: 'open', createdAt: now })
      .returning();
    if (!created) throw new Error('online trade not written');
    return { trade: created, superseded: closed };
  });
  const { payUrl } = await announceTrade(db, provider, trade, superseded, now, log);
  return { tradeNo: trade.tradeNo, payUrl };
}

/**
 * After the commit that opened `trade` (and closed `superseded`): the provider is outside the
 * database. Superseded trades are closed there (one it says was paid meanwhile is refunded by its
 * notification); then the new trade is created there (idempotent by trade number, so a retry with
 * the same key opens the same trade again); a racing request may have closed this trade after our
 * commit but before the provider knew it, so its close found nothing there: it is closed now that
 * it exists. What the provider does not confirm now, the scheduler retries.
 */
export async function announceTrade(
  db: Db,
  provider: PaymentProvider,
  trade: Pick<TradeRow, 'tradeNo' | 'amount' | 'subject'>,
  superseded: readonly string[],
  now: Date,
  log: Logger,
): Promise<{ payUrl: string }> {
  const { paid } = await closeTradesAtProvider(db, provider, superseded, now, log);
  for (const tradeNo of paid) await handleTradeNotification(db, provider, tradeNo, now, log);
  const { payUrl } = await provider.createTrade({ tradeNo: trade.tradeNo, amount: trade.amount, subject: trade.subject });
  const [current] = await db.select({ status: onlineTrades.status }).from(onlineTrades).where(eq(onlineTrades.tradeNo, trade.tradeNo));
  if (current?.status === 'closed') {
    const late = await closeTradesAtProvider(db, provider, [trade.tradeNo], now, log);
    for (const tradeNo of late.paid) await handleTradeNotification(db, provider, tradeNo, now, log);
  }
  return { payUrl };
}

export type { NotificationOutcome } from './purposes';

/**
 * The provider's paid-trade notification. The provider is asked for the trade first (a
 * notification is only a hint to look, as with a real provider's callback).
 */
export async function handleTradeNotification(db: Db, provider: PaymentProvider, tradeNo: string, now: Date, log: Logger): Promise<NotificationOutcome> {
  const remote = await provider.queryTrade(tradeNo);
  if (!remote || remote.status !== 'paid') return 'ignored';
  const outcome = await db.transaction(async (tx): Promise<PurposeOutcome> => {
    const [trade] = await tx.select().from(onlineTrades).where(eq(onlineTrades.tradeNo, tradeNo));
    if (!trade) {
      log.warn(`[pay] notification for an unknown trade ${tradeNo}`);
      return { outcome: 'ignored' };
    }
    // Bills, a buyout, a top-up: settled by their own rules (purposes.ts), in this transaction.
    if (trade.purpose !== 'order' || trade.orderId === null) return settlePurposeTrade(tx, trade, now);
    // Locks the order: racing notifications, new trades and balance payments of it run one after the other.
    const [order] = await tx.select().from(rentalOrders).where(eq(rentalOrders.id, trade.orderId)).for('update');
    if (!order) return { outcome: 'ignored' };
    const [recorded] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerTradeNo, tradeNo));
    if (recorded) return { outcome: 'duplicate' };

    const payment = {
      orderId: order.id,
      customerId: trade.customerId,
      method: 'online' as const,
      amount: trade.amount,
      // Not a client key: the colon keeps it apart from every key a client may send.
      idempotencyKey: `online:${tradeNo}`,
      providerTradeNo: tradeNo,
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
    const [kept] = await tx.insert(payments).values({ ...payment, status: 'refunded' }).returning({ id: payments.id });
    if (!kept) throw new Error(`payment of trade ${tradeNo} not written`);
    await giveBack(tx, [{ of: 'trade', trade, paymentId: kept.id }], 'unneeded', { subject: { orderNo: order.orderNo } }, now);
    return { outcome: 'refunded', orderId: order.id };
  });
  if (outcome.orderId !== undefined) await sendPendingRefunds(db, provider, now, log, { orderId: outcome.orderId });
  if (outcome.refundedTrade !== undefined) await sendPendingRefunds(db, provider, now, log, { tradeNo: outcome.refundedTrade });
  return outcome.outcome;
}

/** Our own view of a trade, for when no provider can be asked (bookedOrderTrade). */
const BOOK_STATUS: Record<TradeRow['status'], TradeStatus> = { open: 'pending', closed: 'closed', paid: 'paid', refunded: 'refunded' };

async function customerOrderStatus(db: Db, customerId: number, orderNo: string): Promise<{ id: number; status: OrderStatus }> {
  const [order] = await db
    .select({ id: rentalOrders.id, status: rentalOrders.status })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)));
  if (!order) throw notFound();
  return { id: order.id, status: order.status as OrderStatus };
}

/** The order's latest trade of its first payment (its buyout trades are asked by trade number). */
async function latestTrade(db: Db, orderId: number): Promise<TradeRow | null> {
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
  const trade = await latestTrade(db, order.id);
  if (!trade) return { orderNo, tradeNo: null, status: 'none', orderStatus: order.status };
  return { orderNo, tradeNo: trade.tradeNo, status: BOOK_STATUS[trade.status], orderStatus: order.status };
}

/**
 * `POST /api/wOrder/tradeQuery`: the order's latest trade as the provider sees it. A trade the
 * provider says is paid but whose notification has not arrived yet is recorded now.
 */
export async function queryOrderTrade(db: Db, provider: PaymentProvider, customerId: number, orderNo: string, now: Date, log: Logger): Promise<TradeQueryResult> {
  const order = await customerOrderStatus(db, customerId, orderNo);
  const trade = await latestTrade(db, order.id);
  if (!trade) return { orderNo, tradeNo: null, status: 'none', orderStatus: order.status };
  const remote = await provider.queryTrade(trade.tradeNo);
  const status = remote?.status ?? 'pending';
  if (status !== 'paid') return { orderNo, tradeNo: trade.tradeNo, status, orderStatus: order.status };
  // A paid trade the order did not need is on its way back: say so, not "paid".
  const outcome = await handleTradeNotification(db, provider, trade.tradeNo, now, log);
  return { orderNo, tradeNo: trade.tradeNo, status: outcome === 'refunded' ? 'refunded' : status, orderStatus: (await customerOrderStatus(db, customerId, orderNo)).status };
}

/** `GET /api/pay/sandbox/{tradeNo}`: what a trade pays (its purpose, and the order when it names one), or null for an unknown trade. */
export async function tradeSummary(db: Db, tradeNo: string): Promise<{ purpose: TradeRow['purpose']; orderNo: string | null } | null> {
  const [row] = await db
    .select({ purpose: onlineTrades.purpose, orderNo: rentalOrders.orderNo })
    .from(onlineTrades)
    .leftJoin(rentalOrders, eq(rentalOrders.id, onlineTrades.orderId))
    .where(eq(onlineTrades.tradeNo, tradeNo));
  return row ? { purpose: row.purpose, orderNo: row.orderNo } : null;
}
