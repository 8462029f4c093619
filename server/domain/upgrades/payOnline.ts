/**
 * Paying an application online (`POST /api/wOrder/upgrade/liJiZhiFu`): a trade of purpose
 * `upgrade` for its amount due, opened in ONE transaction with the order locked (one open trade
 * per order: a new one closes the last). The notification settles it (settleUpgradeTrade): while
 * the application still waits for its money it becomes `pending`; otherwise the money goes back
 * through the provider, never to the balance.
 */
import { eq } from 'drizzle-orm';
import { MONEY_MESSAGES } from '@/contract/money';
import { ORDER_MESSAGES } from '@/contract/orders';
import { UPGRADE_MESSAGES } from '@/contract/upgrades';
import type { Db, Executor } from '../../db/client';
import { orderUpgrades, rentalOrders } from '../../db/schema';
import { lockCustomerOrder } from '../orders/access';
import { alreadyHandled, lockTrade, markTradePaid, refundUnneededTrade, type PurposeOutcome, type TradeRow } from '../payments/tradeOutcome';
import { closeOpenTrades, insertOpenTrade, tradeByKey, type OpenedTrade } from '../payments/trades';
import { Refusal } from '../shared/refusal';
import { markUpgradePaid, payableUpgrade } from './pay';

export async function openUpgradeTrade(db: Db, customerId: number, input: { orderNo: string; idempotencyKey: string }, now: Date): Promise<OpenedTrade> {
  return db.transaction(async (tx): Promise<OpenedTrade> => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    const previous = await tradeByKey(tx, customerId, input.idempotencyKey);
    if (previous) {
      if (previous.purpose !== 'upgrade' || previous.orderId !== order.id) throw new Refusal(MONEY_MESSAGES.tradeKeyReused);
      if (previous.status === 'open') return { trade: previous, superseded: [] };
      throw new Refusal(ORDER_MESSAGES.tradeClosed);
    }
    const upgrade = await payableUpgrade(tx, order);
    if (upgrade.amountDue === 0) throw new Refusal(UPGRADE_MESSAGES.nothingOnline);
    const closed = await closeOpenTrades(tx, order.id, now);
    const created = await insertOpenTrade(
      tx,
      {
        purpose: 'upgrade',
        orderId: order.id,
        upgradeId: upgrade.id,
        customerId,
        amount: upgrade.amountDue,
        subject: `电脑租赁升级换机 ${order.orderNo}`,
        idempotencyKey: input.idempotencyKey,
      },
      now,
    );
    return { trade: created, superseded: closed };
  });
}

/** The notification of a paid `upgrade` trade, in the handler's transaction: the order locked, then the trade. */
export async function settleUpgradeTrade(tx: Executor, unlocked: TradeRow, now: Date): Promise<PurposeOutcome> {
  if (unlocked.orderId === null || unlocked.upgradeId === null) return { outcome: 'ignored' };
  const [order] = await tx.select().from(rentalOrders).where(eq(rentalOrders.id, unlocked.orderId)).for('update');
  const trade = await lockTrade(tx, unlocked.id);
  if (alreadyHandled(trade)) return { outcome: 'duplicate' };
  const [upgrade] = await tx.select().from(orderUpgrades).where(eq(orderUpgrades.id, unlocked.upgradeId));
  if (!order || !upgrade) return { outcome: 'ignored' };
  const what = { orderNo: order.orderNo };
  const stillWanted = trade.status === 'open' && upgrade.status === 'unpaid' && upgrade.amountDue === trade.amount;
  if (!stillWanted) return { ...(await refundUnneededTrade(tx, trade, what, now)), orderId: order.id };
  await markTradePaid(tx, trade);
  await markUpgradePaid(tx, order, upgrade, { paidBy: 'online', paymentKey: null, tradeNo: trade.tradeNo }, now);
  return { outcome: 'recorded', orderId: order.id };
}
