/**
 * What every purpose's notification handler shares: the trade row locked (after whatever the
 * purpose locks first — the bills, the order, the customer — so every writer takes the locks in one
 * order), the outcomes, and the refund of a paid trade that nothing needs any more (the money goes
 * back the way it came, never to the balance).
 */
import { eq } from 'drizzle-orm';
import type { TradeStatus } from '@/contract/orders';
import type { Executor } from '../../db/client';
import { onlineTrades } from '../../db/schema';
import { giveBack } from './moneyBack';
import type { RefundSubject } from './moneyBackNotice';
import { releaseTradeBills } from './tradeBills';

export type TradeRow = typeof onlineTrades.$inferSelect;

/** A trade as our books have it, in the words the customer's query answers with (when no provider can be asked). */
export const BOOKED_TRADE_STATUS: Record<TradeRow['status'], TradeStatus> = { open: 'pending', closed: 'closed', paid: 'paid', refunded: 'refunded' };

export type NotificationOutcome = 'recorded' | 'refunded' | 'duplicate' | 'ignored';

/** `orderId`: pending refunds of that order to send after the commit; `refundedTrade`: that trade's. */
export type PurposeOutcome = { outcome: NotificationOutcome; orderId?: number; refundedTrade?: string };

/** The trade row again, locked: a racing notification of the same trade waits here and then sees what this one did. */
export async function lockTrade(tx: Executor, tradeId: number): Promise<TradeRow> {
  const [trade] = await tx.select().from(onlineTrades).where(eq(onlineTrades.id, tradeId)).for('update');
  if (!trade) throw new Error(`trade ${tradeId} vanished`);
  return trade;
}

/** The trade's money was already recorded (paid) or sent back (refunded): a repeated notification changes nothing. */
export const alreadyHandled = (trade: TradeRow) => trade.status === 'paid' || trade.status === 'refunded';

/** A paid trade whose purpose no longer needs it (closed, superseded, paid another way, expired): refunded through the provider. */
export async function refundUnneededTrade(tx: Executor, trade: TradeRow, what: RefundSubject, now: Date): Promise<PurposeOutcome> {
  await giveBack(tx, [{ of: 'trade', trade }], 'unneeded', { subject: what }, now);
  return { outcome: 'refunded', refundedTrade: trade.tradeNo };
}

/** The trade paid what it was opened for. */
export async function markTradePaid(tx: Executor, trade: TradeRow): Promise<void> {
  await tx.update(onlineTrades).set({ status: 'paid' }).where(eq(onlineTrades.id, trade.id));
  await releaseTradeBills(tx, [trade.id]);
}
