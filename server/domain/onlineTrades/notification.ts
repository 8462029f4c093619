/**
 * The provider's paid-trade notification, whatever the trade pays: the one place that knows every
 * purpose. It sits above the aggregates and hands the trade to its purpose's own rules in ONE
 * transaction: an order's first payment (orders/payOnline.ts), bills (bills/tradeSettle.ts), a
 * buyout (buyouts/tradeSettle.ts), an upgrade (upgrades/payOnline.ts), a top-up (account/topUpSettle.ts). Refunds decided there go to
 * the provider after the commit.
 */
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { onlineTrades } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payment';
import type { Logger } from '../../runtime/log';
import { settleTopUpTrade } from '../account/topUpSettle';
import { settleBillsTrade } from '../bills/tradeSettle';
import { settleBuyoutTrade } from '../buyouts/tradeSettle';
import { settleOrderTrade } from '../orders/payOnline';
import { settleUpgradeTrade } from '../upgrades/payOnline';
import { sendPendingRefunds } from '../payments/refunds';
import type { NotificationOutcome, PurposeOutcome, TradeRow } from '../payments/tradeOutcome';

export type { NotificationOutcome } from '../payments/tradeOutcome';

function settlePurposeTrade(tx: Executor, trade: TradeRow, now: Date): Promise<PurposeOutcome> {
  switch (trade.purpose) {
    case 'order':
      // An order trade always names its order (a check constraint).
      return trade.orderId === null ? Promise.resolve({ outcome: 'ignored' }) : settleOrderTrade(tx, { ...trade, orderId: trade.orderId }, now);
    case 'bills':
      return settleBillsTrade(tx, trade, now);
    case 'buyout':
      return settleBuyoutTrade(tx, trade, now);
    case 'upgrade':
      return settleUpgradeTrade(tx, trade, now);
    case 'topup':
      return settleTopUpTrade(tx, trade, now);
  }
}

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
    // The provider paid another amount than the trade asks (a tampered request, a provider's error): nothing is settled on it.
    if (remote.amount !== trade.amount) {
      log.error(`[pay] trade ${tradeNo} was paid ${remote.amount} fen at the provider, not its ${trade.amount}: left unsettled`);
      return { outcome: 'ignored' };
    }
    return settlePurposeTrade(tx, trade, now);
  });
  if (outcome.orderId !== undefined) await sendPendingRefunds(db, provider, now, log, { orderId: outcome.orderId });
  if (outcome.refundedTrade !== undefined) await sendPendingRefunds(db, provider, now, log, { tradeNo: outcome.refundedTrade });
  return outcome.outcome;
}
