/**
 * The notification of a paid trade that is not an order's first payment, settled by its purpose's
 * own rules in the handler's one transaction (online.ts handleTradeNotification): bills
 * (bills/tradeSettle.ts), a buyout (buyouts/tradeSettle.ts), a top-up (account/topUp.ts).
 */
import type { Executor } from '../../db/client';
import { settleTopUpTrade } from '../account/topUpSettle';
import { settleBillsTrade } from '../bills/tradeSettle';
import { settleBuyoutTrade } from '../buyouts/tradeSettle';
import type { PurposeOutcome, TradeRow } from './tradeOutcome';

export type { NotificationOutcome, PurposeOutcome } from './tradeOutcome';

export function settlePurposeTrade(tx: Executor, trade: TradeRow, now: Date): Promise<PurposeOutcome> {
  switch (trade.purpose) {
    case 'bills':
      return settleBillsTrade(tx, trade, now);
    case 'buyout':
      return settleBuyoutTrade(tx, trade, now);
    case 'topup':
      return settleTopUpTrade(tx, trade, now);
    case 'order':
      // An order trade always names its order (a check constraint): the order handler took it.
      return Promise.resolve({ outcome: 'ignored' });
  }
}
