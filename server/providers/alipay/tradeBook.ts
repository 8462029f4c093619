/**
 * What Alipay cannot tell us and we must remember. A page-pay trade exists at Alipay only once the
 * customer opened the cashier: before that, alipay.trade.query and alipay.trade.close answer
 * ACQ.TRADE_NOT_EXIST although the pay URL we handed out can still be paid until its time_expire.
 * And Alipay's query tells a trade's status but not what was refunded of it: the refunds are asked
 * one by one (alipay.trade.fastpay.refund.query), by the out_request_no we gave them.
 *
 * This process remembers the trades it opened and the refund numbers it sent; the shop's own books
 * (online_trades, online_refunds) answer for those opened or sent before a restart (../sentRefunds.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onlineTrades } from '../../db/schema';
import { bookedRefundNumbers, sentRefunds, type SentRefunds } from '../sentRefunds';

export type OpenedTrade = { amount: number; subject: string; expiresAt: Date };

export type TradeBook = {
  opened(tradeNo: string, trade: OpenedTrade): void;
  /** A trade we opened (whether or not Alipay has it yet), or null. */
  find(tradeNo: string): Promise<OpenedTrade | null>;
  /** The customer can no longer open this trade's cashier (it was closed before Alipay had it). */
  closedBeforeOpening(tradeNo: string): void;
  wasClosedBeforeOpening(tradeNo: string): boolean;
  /** The refunds sent for each trade (../sentRefunds.ts). */
  readonly refunds: SentRefunds;
};

/** How long a pay URL can be paid (its time_expire); afterwards Alipay refuses it, and an unopened trade is closed. */
export const PAY_WINDOW_MS = 2 * 60 * 60 * 1000;

export function tradeBook(db: Db | null): TradeBook {
  const trades = new Map<string, OpenedTrade>();
  const closed = new Set<string>();
  return {
    opened(tradeNo, trade) {
      if (!trades.has(tradeNo)) trades.set(tradeNo, trade);
    },
    async find(tradeNo) {
      const known = trades.get(tradeNo);
      if (known || !db) return known ?? null;
      const [row] = await db
        .select({ amount: onlineTrades.amount, subject: onlineTrades.subject, createdAt: onlineTrades.createdAt })
        .from(onlineTrades)
        .where(eq(onlineTrades.tradeNo, tradeNo));
      return row ? { amount: row.amount, subject: row.subject, expiresAt: new Date(row.createdAt.getTime() + PAY_WINDOW_MS) } : null;
    },
    closedBeforeOpening(tradeNo) {
      closed.add(tradeNo);
    },
    wasClosedBeforeOpening: (tradeNo) => closed.has(tradeNo),
    refunds: sentRefunds(db ? bookedRefundNumbers(db) : undefined),
  };
}
