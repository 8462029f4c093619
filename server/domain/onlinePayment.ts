/**
 * Paying an order online through the payment provider: opening a trade (`liJiZhiFu`), the
 * provider's paid-trade notification, and the customer's query (`tradeQuery`).
 *
 * The notification is handled in ONE transaction with the order row locked: the first
 * notification of a trade for an unpaid order records the `payments` row (online, succeeded,
 * the provider trade number unique), moves the order 0 → 1 and writes the paid first bill — as
 * the balance payment does. A notification for an order that is no longer unpaid (paid by balance
 * meanwhile, cancelled, closed) charges nothing twice: the money is recorded as a `refunded`
 * online payment and credited to the customer's balance (ledger kind `refund`), the order is left
 * alone. A repeated notification of a recorded trade changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { CODE } from '@/lib/contract/envelope';
import { ORDER_MESSAGES, ORDER_STATUS, type OnlineTrade, type OrderStatus, type TradeQueryResult } from '@/lib/contract/orders';
import type { Db } from '../db/client';
import { formatFen } from '@/lib/format/money';
import { customerNotifications, onlineTrades, payments, rentalOrders } from '../db/schema';
import type { Logger } from '../log';
import type { PaymentProvider } from '../providers/payment';
import { creditBalance } from './balance';
import { transition } from './orderLifecycle';
import { writeFirstBill } from './payment';
import { lockOwnOrder, refuseUnlessUnpaid } from './orders';
import { MESSAGES, Refusal } from './refusal';

export const ONLINE_PAID_NOTE = '在线支付成功';

/** 32 hex characters from 16 random bytes. */
export function newTradeNo(): string {
  return randomBytes(16).toString('hex');
}

/** `POST /api/wOrder/liJiZhiFu`. The same key for the same order answers the same trade. */
export async function startOnlinePayment(
  db: Db,
  provider: PaymentProvider,
  customerId: number,
  input: { orderNo: string; idempotencyKey: string },
  now: Date,
): Promise<OnlineTrade> {
  const trade = await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, customerId, input.orderNo);
    const [previous] = await tx
      .select()
      .from(onlineTrades)
      .where(and(eq(onlineTrades.customerId, customerId), eq(onlineTrades.idempotencyKey, input.idempotencyKey)));
    if (previous) {
      if (previous.orderId !== order.id) throw new Refusal(ORDER_MESSAGES.keyReused);
      return previous;
    }
    refuseUnlessUnpaid(order, now);
    if (now >= order.payDeadline) throw new Refusal(ORDER_MESSAGES.timedOut);
    const [created] = await tx
      .insert(onlineTrades)
      .values({ tradeNo: newTradeNo(), orderId: order.id, customerId, amount: order.payable, subject: `电脑租赁订单 ${order.orderNo}`, idempotencyKey: input.idempotencyKey, createdAt: now })
      .returning();
    if (!created) throw new Error('online trade not written');
    return created;
  });
  // After the commit: the provider is outside the database. A retry with the same key opens the
  // same trade again at the provider (createTrade is idempotent by trade number).
  const { payUrl } = await provider.createTrade({ tradeNo: trade.tradeNo, amount: trade.amount, subject: trade.subject });
  return { tradeNo: trade.tradeNo, payUrl };
}

export type NotificationOutcome = 'recorded' | 'refunded' | 'duplicate' | 'ignored';

/**
 * The provider's paid-trade notification. The provider is asked for the trade first (a
 * notification is only a hint to look, as with a real provider's callback).
 */
export async function handleTradeNotification(db: Db, provider: PaymentProvider, tradeNo: string, now: Date, log?: Logger): Promise<NotificationOutcome> {
  const remote = await provider.queryTrade(tradeNo);
  if (!remote || remote.status !== 'paid') return 'ignored';
  return db.transaction(async (tx) => {
    const [trade] = await tx.select().from(onlineTrades).where(eq(onlineTrades.tradeNo, tradeNo));
    if (!trade) {
      log?.warn(`[pay] notification for an unknown trade ${tradeNo}`);
      return 'ignored';
    }
    // Locks the order: racing notifications and balance payments of it run one after the other.
    const [order] = await tx.select().from(rentalOrders).where(eq(rentalOrders.id, trade.orderId)).for('update');
    if (!order) return 'ignored';
    const [recorded] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerTradeNo, tradeNo));
    if (recorded) return 'duplicate';

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
    if (order.status === ORDER_STATUS.unpaid) {
      await tx.insert(payments).values({ ...payment, status: 'succeeded' });
      await transition(tx, order.id, ORDER_STATUS.pendingReview, { kind: 'customer', id: trade.customerId }, ONLINE_PAID_NOTE, now);
      await writeFirstBill(tx, order, now);
      return 'recorded';
    }
    // Paid another way meanwhile, or no longer payable: keep the money apart and give it back.
    await tx.insert(payments).values({ ...payment, status: 'refunded' });
    await creditBalance(tx, trade.customerId, trade.amount, { orderId: order.id, kind: 'refund' }, now);
    await tx.insert(customerNotifications).values({
      customerId: trade.customerId,
      orderId: order.id,
      title: '在线支付已退回余额',
      content: `您的订单 ${order.orderNo} 无需再次支付，在线支付的 ${formatFen(trade.amount)} 已退回您的账户余额。`,
      createdAt: now,
    });
    return 'refunded';
  });
}

/**
 * `POST /api/wOrder/tradeQuery`: the order's latest trade as the provider sees it. A trade the
 * provider says is paid but whose notification has not arrived yet is recorded now.
 */
export async function queryOrderTrade(db: Db, provider: PaymentProvider, customerId: number, orderNo: string, now: Date, log?: Logger): Promise<TradeQueryResult> {
  const orderStatus = async () => {
    const [order] = await db
      .select({ id: rentalOrders.id, status: rentalOrders.status })
      .from(rentalOrders)
      .where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)));
    if (!order) throw new Refusal(MESSAGES.notFound, CODE.notFound);
    return { id: order.id, status: order.status as OrderStatus };
  };
  const order = await orderStatus();
  const [trade] = await db.select().from(onlineTrades).where(eq(onlineTrades.orderId, order.id)).orderBy(desc(onlineTrades.createdAt), desc(onlineTrades.id)).limit(1);
  if (!trade) return { orderNo, tradeNo: null, status: 'none', orderStatus: order.status };
  const remote = await provider.queryTrade(trade.tradeNo);
  const status = remote?.status ?? 'pending';
  if (status !== 'paid') return { orderNo, tradeNo: trade.tradeNo, status, orderStatus: order.status };
  await handleTradeNotification(db, provider, trade.tradeNo, now, log);
  return { orderNo, tradeNo: trade.tradeNo, status, orderStatus: (await orderStatus()).status };
}

/** `GET /api/pay/sandbox/{tradeNo}`: the order number of a trade, or null. */
export async function tradeOrderNo(db: Db, tradeNo: string): Promise<string | null> {
  const [row] = await db
    .select({ orderNo: rentalOrders.orderNo })
    .from(onlineTrades)
    .innerJoin(rentalOrders, eq(rentalOrders.id, onlineTrades.orderId))
    .where(eq(onlineTrades.tradeNo, tradeNo));
  return row?.orderNo ?? null;
}
