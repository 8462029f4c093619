/**
 * The notification of a paid `bills` trade, in the handler's transaction: the trade's bills locked
 * (in id order, as every bill payment locks them), then the trade. The trade's first notification
 * while it is open and all its bills are still unpaid settles them as the trade was opened (the
 * rent and late fee each carried then: the amount paid); a trade closed meanwhile, or one of whose
 * bills was paid another way, goes back through the provider whole.
 */
import type { Executor } from '../../db/client';
import { billsOfTrade } from '../payments/tradeBills';
import { alreadyHandled, lockTrade, markTradePaid, refundUnneededTrade, type PurposeOutcome, type TradeRow } from '../payments/tradeOutcome';
import { lockBills, isPayable, settleBills } from './settle';

export async function settleBillsTrade(tx: Executor, unlocked: TradeRow, now: Date): Promise<PurposeOutcome> {
  const items = await billsOfTrade(tx, unlocked.id);
  const locked = await lockBills(
    tx,
    items.map((item) => item.billId),
  );
  const trade = await lockTrade(tx, unlocked.id);
  if (alreadyHandled(trade)) return { outcome: 'duplicate' };
  const what = { subject: trade.subject };
  if (trade.status !== 'open' || locked.length !== items.length || !locked.every(isPayable)) return refundUnneededTrade(tx, trade, what, now);

  const byId = new Map(locked.map((bill) => [bill.id, bill]));
  const charges = items.map((item) => {
    const bill = byId.get(item.billId);
    if (!bill) throw new Error(`bill ${item.billId} of trade ${trade.tradeNo} not locked`);
    return { bill, charge: { rent: item.rent, lateFee: item.lateFee, overdueDays: item.overdueDays, total: item.rent + item.lateFee } };
  });
  // Paid first, so closing the trades of these bills finds this one no longer open.
  await markTradePaid(tx, trade);
  await settleBills(tx, { customerId: trade.customerId, method: 'online', idempotencyKey: `online:${trade.tradeNo}`, tradeNo: trade.tradeNo, charges }, now);
  return { outcome: 'recorded' };
}
