/**
 * The refund numbers a provider has to ask after to learn what a trade gave back: Alipay's trade
 * query and WeChat Pay's order query both tell a trade's state but not the refunded sum, which is
 * the sum of its refunds, each asked by the number we gave it. They are the numbers this process
 * sent and, after a restart, those in the shop's books (each is recorded there before it is sent,
 * domain/payments/refunds.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { onlineRefunds } from '../db/schema';

export type SentRefunds = {
  /** Remembered before it is sent: a lost answer still leaves a refund to ask after. */
  sent(tradeNo: string, refundNo: string): void;
  /** Every refund number sent for the trade, by this process or recorded in the shop's books. */
  numbers(tradeNo: string): Promise<string[]>;
};

/** The refund numbers the shop's books hold for a trade, whatever their state there. */
export function bookedRefundNumbers(db: Db): (tradeNo: string) => Promise<readonly string[]> {
  return async (tradeNo) => (await db.select({ refundNo: onlineRefunds.refundNo }).from(onlineRefunds).where(eq(onlineRefunds.tradeNo, tradeNo))).map((row) => row.refundNo);
}

export function sentRefunds(booked?: (tradeNo: string) => Promise<readonly string[]>): SentRefunds {
  const byTrade = new Map<string, Set<string>>();
  return {
    sent(tradeNo, refundNo) {
      const sent = byTrade.get(tradeNo) ?? new Set<string>();
      sent.add(refundNo);
      byTrade.set(tradeNo, sent);
    },
    async numbers(tradeNo) {
      return [...new Set([...(byTrade.get(tradeNo) ?? []), ...((await booked?.(tradeNo)) ?? [])])];
    },
  };
}
