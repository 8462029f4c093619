/**
 * What the payment provider must hear after our books changed: trades we closed (so they can no
 * longer be paid there) and refunds we decided (so the money goes back the way it came). The
 * provider is outside the database, so this always runs after the commit: right away by the
 * request that changed the order (best effort: its answer does not depend on it), and by every
 * scheduler run for whatever is still unconfirmed. Every call is idempotent at the provider, and
 * a closed trade the provider says was paid goes through the notification handler (a refund).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentalOrders } from '../../db/schema';
import type { Logger } from '../../runtime/log';
import type { PaymentProvider } from '../../providers/payment';
import { handleTradeNotification } from './notification';
import { sendPendingRefunds } from '../payments/refunds';
import { closeTradesAtProvider, closeUnconfirmedTrades, unconfirmedClosedTrades } from '../payments/trades';

/**
 * After a request changed an order: its closed trades closed at the provider, its pending refunds
 * sent. Only after the request's own access check (the order may have changed hands meanwhile, as a
 * change of renting entity does). Never throws.
 */
export async function followUpOrderAtProvider(db: Db, provider: PaymentProvider, order: { orderNo: string }, now: Date, log: Logger): Promise<void> {
  try {
    const [row] = await db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
    if (!row) return;
    const { paid } = await closeTradesAtProvider(db, provider, await unconfirmedClosedTrades(db, [row.id]), now, log);
    for (const tradeNo of paid) await handleTradeNotification(db, provider, tradeNo, now, log);
    await sendPendingRefunds(db, provider, now, log, { orderId: row.id });
  } catch (error) {
    // The scheduler picks up whatever is left.
    log.error(`[pay] follow-up of order ${order.orderNo} at the provider failed`, error);
  }
}

/** What a request that changed an order has the provider hear afterwards (followUpOrderAtProvider). */
export type OrderFollowUp = (order: { orderNo: string }, now: Date) => Promise<void>;

/**
 * The follow-up for the provider chosen at start: without one (online payment off) there is no
 * trade to close and no online refund to send, so it does nothing.
 */
export function orderFollowUp(db: Db, provider: PaymentProvider | null, log: Logger): OrderFollowUp {
  if (!provider) return () => Promise.resolve();
  return (order, now) => followUpOrderAtProvider(db, provider, order, now, log);
}

/** The scheduler's part: everything the provider has not confirmed yet, oldest first. */
export async function settleWithProvider(db: Db, provider: PaymentProvider, now: Date, log: Logger): Promise<{ tradesClosed: number; refundsSent: number }> {
  const closes = await closeUnconfirmedTrades(db, provider, now, log);
  // Paid before the close reached the provider, and never notified (or not yet): refunded now.
  for (const tradeNo of closes.paid) await handleTradeNotification(db, provider, tradeNo, now, log);
  const tradesClosed = closes.confirmed;
  const refundsSent = await sendPendingRefunds(db, provider, now, log);
  return { tradesClosed, refundsSent };
}

/** After a request closed trades that name no order (bills, top-ups): closed at the provider, a paid one refunded. Never throws. */
export async function followUpTradesAtProvider(db: Db, provider: PaymentProvider, tradeNos: readonly string[], now: Date, log: Logger): Promise<void> {
  if (tradeNos.length === 0) return;
  try {
    const { paid } = await closeTradesAtProvider(db, provider, tradeNos, now, log);
    for (const tradeNo of paid) await handleTradeNotification(db, provider, tradeNo, now, log);
    for (const tradeNo of tradeNos) await sendPendingRefunds(db, provider, now, log, { tradeNo });
  } catch (error) {
    // The scheduler picks up whatever is left.
    log.error(`[pay] follow-up of trades ${tradeNos.join(', ')} at the provider failed`, error);
  }
}

/** What a request that closed trades has the provider hear afterwards (followUpTradesAtProvider); nothing without a provider. */
export type TradesFollowUp = (tradeNos: readonly string[], now: Date) => Promise<void>;

export function tradesFollowUp(db: Db, provider: PaymentProvider | null, log: Logger): TradesFollowUp {
  if (!provider) return () => Promise.resolve();
  return (tradeNos, now) => followUpTradesAtProvider(db, provider, tradeNos, now, log);
}
