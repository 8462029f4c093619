/**
 * The notification of a paid top-up, in the handler's transaction: the customer row locked, then
 * the trade. The open trade's first notification credits the balance with a `recharge` ledger row
 * naming the trade (unique: a trade credits once, whatever the code does); a top-up closed
 * meanwhile (a newer one was opened) goes back through the provider.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { formatFen } from '@/contract/format';
import { customerNotifications, customers } from '../../db/schema';
import { creditRecharge } from '../payments/ledger';
import { alreadyHandled, lockTrade, markTradePaid, refundUnneededTrade, type PurposeOutcome, type TradeRow } from '../payments/tradeOutcome';

export async function settleTopUpTrade(tx: Executor, unlocked: TradeRow, now: Date): Promise<PurposeOutcome> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, unlocked.customerId)).for('no key update');
  const trade = await lockTrade(tx, unlocked.id);
  if (alreadyHandled(trade)) return { outcome: 'duplicate' };
  if (trade.status !== 'open') return refundUnneededTrade(tx, trade, { subject: trade.subject }, now);
  await markTradePaid(tx, trade);
  const balance = await creditRecharge(tx, trade, now);
  await tx.insert(customerNotifications).values({
    customerId: trade.customerId,
    title: '账户充值成功',
    content: `您在线充值的 ${formatFen(trade.amount)} 已到账，当前账户余额 ${formatFen(balance)}。`,
    createdAt: now,
  });
  return { outcome: 'recorded' };
}
