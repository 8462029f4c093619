/**
 * The notification of a paid `buyout` trade, in the handler's transaction: the order locked, then
 * the trade. The open trade's first notification, while its quote can still be paid (not expired,
 * the latest, the numbers unchanged, the order still renting), completes the buyout with the
 * trade's money; otherwise the money goes back through the provider.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buyoutQuotes, rentalOrders } from '../../db/schema';
import { alreadyHandled, lockTrade, markTradePaid, refundUnneededTrade, type PurposeOutcome, type TradeRow } from '../payments/tradeOutcome';
import { Refusal } from '../shared/refusal';
import { completeBuyout } from './complete';
import { refuseUnlessQuotePayable } from './quote';

export async function settleBuyoutTrade(tx: Executor, unlocked: TradeRow, now: Date): Promise<PurposeOutcome> {
  if (unlocked.orderId === null || unlocked.buyoutQuoteId === null) return { outcome: 'ignored' };
  const [order] = await tx.select().from(rentalOrders).where(eq(rentalOrders.id, unlocked.orderId)).for('update');
  const trade = await lockTrade(tx, unlocked.id);
  if (alreadyHandled(trade)) return { outcome: 'duplicate' };
  const [quote] = await tx.select().from(buyoutQuotes).where(eq(buyoutQuotes.id, unlocked.buyoutQuoteId));
  if (!order || !quote) return { outcome: 'ignored' };
  const what = { orderNo: order.orderNo };
  if (trade.status !== 'open') return { ...(await refundUnneededTrade(tx, trade, what, now)), orderId: order.id };
  try {
    await refuseUnlessQuotePayable(tx, order, quote, now);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ...(await refundUnneededTrade(tx, trade, what, now)), orderId: order.id };
  }
  await markTradePaid(tx, trade);
  await completeBuyout(tx, { order, quote, method: 'online', idempotencyKey: `online:${trade.tradeNo}`, tradeNo: trade.tradeNo }, now);
  // The deposit surplus, if it goes back online, is sent after the commit with the order's refunds.
  return { outcome: 'recorded', orderId: order.id };
}
