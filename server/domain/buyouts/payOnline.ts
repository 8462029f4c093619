/**
 * Paying a buyout quote online (`POST /api/wOrder/buyout/liJiZhiFu`): a trade of purpose `buyout`
 * for the quote's amount due, opened in ONE transaction with the order locked. The order has at
 * most one open trade (the same index as its first payment's): a new buyout trade closes the last.
 * The notification completes the buyout (tradeSettle.ts).
 */
import { MONEY_MESSAGES } from '@/contract/money';
import { ORDER_MESSAGES } from '@/contract/orders';
import type { Db } from '../../db/client';
import { closeOpenTrades, insertOpenTrade, tradeByKey, type OpenedTrade } from '../payments/trades';
import { Refusal } from '../shared/refusal';
import { lockQuoteForPayment, refuseUnlessQuotePayable } from './quote';

export async function openBuyoutTrade(db: Db, customerId: number, input: { quoteNo: string; idempotencyKey: string }, now: Date): Promise<OpenedTrade> {
  return db.transaction(async (tx): Promise<OpenedTrade> => {
    const { order, quote } = await lockQuoteForPayment(tx, customerId, input.quoteNo);
    const previous = await tradeByKey(tx, customerId, input.idempotencyKey);
    if (previous) {
      if (previous.buyoutQuoteId !== quote.id) throw new Refusal(MONEY_MESSAGES.tradeKeyReused);
      if (previous.status === 'open') return { trade: previous, superseded: [] };
      await refuseUnlessQuotePayable(tx, order, quote, now);
      throw new Refusal(ORDER_MESSAGES.tradeClosed);
    }
    await refuseUnlessQuotePayable(tx, order, quote, now);
    if (quote.amountDue === 0) throw new Refusal(MONEY_MESSAGES.buyoutNothingOnline);
    const closed = await closeOpenTrades(tx, order.id, now);
    const created = await insertOpenTrade(
      tx,
      {
        purpose: 'buyout',
        orderId: order.id,
        buyoutQuoteId: quote.id,
        customerId,
        amount: quote.amountDue,
        subject: `电脑租赁买断 ${order.orderNo}`,
        idempotencyKey: input.idempotencyKey,
      },
      now,
    );
    return { trade: created, superseded: closed };
  });
}
