/**
 * A buyout paid, whichever way (balance or an online trade's notification), in the caller's ONE
 * transaction with the order locked and the quote judged payable: the `buyout_payments` row (one
 * per quote and per order), the quote paid, the bills not yet paid settled by it (status 5 买断结清:
 * covered by the buyout, never paid as bills, so never invoiced twice) and their open trades
 * closed, the balance debited when it pays (ledger `buyout`), 4 → 8 with history and 消息, the
 * deposit surplus returned the way the deposit was paid (payments/moneyBack.ts). The transition to 8 releases the devices' serials (orders' lifecycle).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import { MONEY_MESSAGES } from '@/contract/money';
import { ORDER_STATUS } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Executor } from '../../db/client';
import { bills, buyoutPayments, buyoutQuotes } from '../../db/schema';
import { transition, type Actor } from '../orders/lifecycle';
import { debitBalance } from '../payments/ledger';
import { giveBack } from '../payments/moneyBack';
import { closeTradesOfBills } from '../payments/tradeBills';
import { closeOpenTrades } from '../payments/trades';
import { Refusal } from '../shared/refusal';
import type { OrderRow, QuoteRow } from './quote';

export type CompletedBuyout = { balance: number | null; closedTrades: string[] };

export async function completeBuyout(
  tx: Executor,
  args: { order: OrderRow; quote: QuoteRow; method: 'balance' | 'online'; idempotencyKey: string; tradeNo: string | null },
  now: Date,
): Promise<CompletedBuyout> {
  const { order, quote } = args;
  await tx.insert(buyoutPayments).values({
    quoteId: quote.id,
    orderId: order.id,
    customerId: order.customerId,
    method: args.method,
    amount: quote.amountDue,
    depositRefund: quote.depositRefund,
    idempotencyKey: args.idempotencyKey,
    tradeNo: args.tradeNo,
    createdAt: now,
  });
  const [paidQuote] = await tx
    .update(buyoutQuotes)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(buyoutQuotes.id, quote.id), eq(buyoutQuotes.status, 'open')))
    .returning({ id: buyoutQuotes.id });
  if (!paidQuote) throw new Refusal(MONEY_MESSAGES.buyoutAlreadyPaid);

  const covered = await tx
    .update(bills)
    .set({ status: BILL_STATUS.boughtOut, paidAt: now })
    .where(and(eq(bills.orderId, order.id), inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue])))
    .returning({ id: bills.id });
  const closedTrades = [
    ...(await closeTradesOfBills(
      tx,
      covered.map((bill) => bill.id),
      now,
    )),
    // Another buyout trade of the order still open (a balance payment won): it can no longer be paid.
    ...(await closeOpenTrades(tx, order.id, now)),
  ];

  let balance: number | null = null;
  if (args.method === 'balance' && quote.amountDue > 0) {
    balance = await debitBalance(tx, order.customerId, quote.amountDue, { orderId: order.id, kind: 'buyout' }, now);
    if (balance === null) throw new Refusal(MONEY_MESSAGES.insufficientBalance);
  }
  const actor: Actor = { kind: 'customer', id: order.customerId };
  const how = args.method === 'balance' ? '余额支付' : '在线支付';
  const offset = quote.depositOffset > 0 ? `，押金抵扣 ${formatFen(quote.depositOffset)}` : '';
  await transition(tx, order.id, ORDER_STATUS.boughtOut, actor, `买断：${how} ${formatFen(quote.amountDue)}${offset}，结清 ${covered.length} 期账单`, now);

  // The surplus of the deposit back the way the deposit was paid (the default 消息 says how much and where).
  const back = await giveBack(tx, [{ of: 'deposit', orderId: order.id, amount: quote.depositRefund }], 'buyout', { subject: { orderNo: order.orderNo } }, now);
  balance = back.balances.get(order.customerId) ?? balance;
  return { balance, closedTrades };
}
