/**
 * Paying a buyout quote from the balance (`POST /api/wOrder/buyout/yezf`), in ONE transaction with
 * the order locked: the quote judged payable (not expired, the latest, its numbers still the
 * order's) and completeBuyout. The same key for the same quote answers the first payment again.
 * A quote whose amount due is ¥0.00 (the deposit covers it all) is confirmed here too.
 */
import { and, eq } from 'drizzle-orm';
import { MONEY_MESSAGES, type BuyoutPayment } from '@/contract/money';
import type { Db } from '../../db/client';
import { buyoutPayments, buyoutQuotes } from '../../db/schema';
import { balanceOf } from '../payments/ledger';
import { formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { completeBuyout } from './complete';
import { lockQuoteForPayment, refuseUnlessQuotePayable } from './quote';

export async function payBuyoutByBalance(
  db: Db,
  customerId: number,
  input: { quoteNo: string; idempotencyKey: string },
  now: Date,
): Promise<BuyoutPayment & { closedTrades: string[] }> {
  return db.transaction(async (tx) => {
    const { order, quote } = await lockQuoteForPayment(tx, customerId, input.quoteNo);

    const [previous] = await tx
      .select()
      .from(buyoutPayments)
      .where(and(eq(buyoutPayments.customerId, customerId), eq(buyoutPayments.idempotencyKey, input.idempotencyKey)));
    if (previous) {
      if (previous.quoteId !== quote.id) throw new Refusal(MONEY_MESSAGES.buyoutKeyReused);
      return answer(previous, quote, order.orderNo, await balanceOf(tx, customerId), []);
    }
    await refuseUnlessQuotePayable(tx, order, quote, now);
    const done = await completeBuyout(tx, { order, quote, method: 'balance', idempotencyKey: input.idempotencyKey, tradeNo: null }, now);
    const [payment] = await tx.select().from(buyoutPayments).where(eq(buyoutPayments.quoteId, quote.id));
    if (!payment) throw new Error('buyout payment not written');
    return answer(payment, quote, order.orderNo, done.balance ?? (await balanceOf(tx, customerId)), done.closedTrades);
  });
}

function answer(
  payment: typeof buyoutPayments.$inferSelect,
  quote: typeof buyoutQuotes.$inferSelect,
  orderNo: string,
  balance: number,
  closedTrades: string[],
): BuyoutPayment & { closedTrades: string[] } {
  return {
    orderNo,
    quoteNo: quote.quoteNo,
    amount: payment.amount,
    depositRefund: payment.depositRefund,
    depositRefundTo: quote.depositRefundTo,
    balance,
    paidAt: formatShanghai(payment.createdAt),
    closedTrades,
  };
}
