/**
 * Buyout quotes (买断报价): contract/rentalRules.ts buyoutQuote over what the order stands at now —
 * the rent of every bill not yet paid (due or not), the plan's buyout price × quantity of each
 * item, the cash deposit the shop holds — stored with the way a deposit surplus goes back, and
 * valid BUYOUT_QUOTE_VALID_MINUTES. An order with an overdue bill gets no quote (the late fee is
 * settled on /myBill first), as a change of renting entity does.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import { MONEY_MESSAGES, type BuyoutQuoteView } from '@/contract/money';
import { ORDER_STATUS } from '@/contract/orders';
import { BUYOUT_QUOTE_VALID_MINUTES, buyoutQuote } from '@/contract/rentalRules';
import type { Db, Executor } from '../../db/client';
import { bills, buyoutQuotes, rentalOrderItems, rentalOrders } from '../../db/schema';
import { shanghaiDay } from '../shared/calendar';
import { lockCustomerOrder } from '../orders/access';
import { refuseWhileUpgrading } from '../orders/upgradeGuard';
import { depositRoute } from '../payments/moneyBack';
import { formatShanghai, MINUTE_MS } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';

export type OrderRow = typeof rentalOrders.$inferSelect;
export type QuoteRow = typeof buyoutQuotes.$inferSelect;

/** BQ + Shanghai time to the second + 6 random digits (as order numbers are made). */
export function newQuoteNo(now: Date): string {
  return `BQ${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** What the quote is made of, read now. */
export type BuyoutFacts = { unpaidRent: number; unpaidPeriods: number; overduePeriods: number; buyoutPrice: number; deposit: number };

export async function buyoutFacts(db: Executor, order: Pick<OrderRow, 'id' | 'deposit'>, now: Date): Promise<BuyoutFacts> {
  const [open] = await db
    .select({
      periods: sql<number>`count(*)::int`,
      rent: sql<string | null>`sum(${bills.amount})`,
      overdue: sql<number>`(count(*) filter (where ${lt(bills.dueDate, shanghaiDay(now))}))::int`,
    })
    .from(bills)
    .where(and(eq(bills.orderId, order.id), inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue])));
  const [items] = await db
    .select({ buyout: sql<string | null>`sum(${rentalOrderItems.buyoutPrice} * ${rentalOrderItems.quantity})` })
    .from(rentalOrderItems)
    .where(eq(rentalOrderItems.orderId, order.id));
  return {
    unpaidRent: Number(open?.rent ?? 0),
    unpaidPeriods: open?.periods ?? 0,
    overduePeriods: open?.overdue ?? 0,
    buyoutPrice: Number(items?.buyout ?? 0),
    deposit: order.deposit,
  };
}

/** Why the order cannot be bought out now, or null. */
export function buyoutRefusal(order: Pick<OrderRow, 'status'>, facts: Pick<BuyoutFacts, 'overduePeriods'>): string | null {
  if (order.status === ORDER_STATUS.boughtOut) return MONEY_MESSAGES.buyoutAlreadyPaid;
  if (order.status !== ORDER_STATUS.renting) return MONEY_MESSAGES.buyoutNotRenting;
  if (facts.overduePeriods > 0) return MONEY_MESSAGES.buyoutOverdue;
  return null;
}

export function quoteStatus(quote: QuoteRow, now: Date): BuyoutQuoteView['status'] {
  if (quote.status === 'paid') return 'paid';
  return now >= quote.expiresAt ? 'expired' : 'open';
}

export function quoteView(quote: QuoteRow, orderNo: string, now: Date): BuyoutQuoteView {
  const status = quoteStatus(quote, now);
  return {
    quoteNo: quote.quoteNo,
    orderNo,
    unpaidRent: quote.unpaidRent,
    unpaidPeriods: quote.unpaidPeriods,
    buyoutPrice: quote.buyoutPrice,
    deposit: quote.deposit,
    gross: quote.gross,
    depositOffset: quote.depositOffset,
    amountDue: quote.amountDue,
    depositRefund: quote.depositRefund,
    depositRefundTo: quote.depositRefundTo,
    status,
    createdAt: formatShanghai(quote.createdAt),
    expiresAt: formatShanghai(quote.expiresAt),
    secondsLeft: status === 'open' ? Math.max(0, Math.floor((quote.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
  };
}

const sameNumbers = (quote: QuoteRow, facts: BuyoutFacts) =>
  quote.unpaidRent === facts.unpaidRent && quote.unpaidPeriods === facts.unpaidPeriods && quote.buyoutPrice === facts.buyoutPrice && quote.deposit === facts.deposit;

/** The order's latest quote. */
export async function latestQuote(db: Executor, orderId: number): Promise<QuoteRow | null> {
  const [quote] = await db.select().from(buyoutQuotes).where(eq(buyoutQuotes.orderId, orderId)).orderBy(desc(buyoutQuotes.createdAt), desc(buyoutQuotes.id)).limit(1);
  return quote ?? null;
}

/**
 * `POST /api/wOrder/buyout/quote`: the order's quote now. A quote still valid whose numbers have
 * not changed is answered again (asking twice does not restart the two hours); otherwise a new
 * one is stored. ONE transaction with the order locked.
 */
export async function quoteBuyout(db: Db, customerId: number, orderNo: string, now: Date): Promise<BuyoutQuoteView> {
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, customerId, orderNo);
    const facts = await buyoutFacts(tx, order, now);
    const refusal = buyoutRefusal(order, facts);
    if (refusal) throw new Refusal(refusal);
    await refuseWhileUpgrading(tx, order.id);
    const latest = await latestQuote(tx, order.id);
    if (latest && quoteStatus(latest, now) === 'open' && sameNumbers(latest, facts)) return quoteView(latest, order.orderNo, now);
    const numbers = buyoutQuote({ unpaidRent: facts.unpaidRent, buyoutPrice: facts.buyoutPrice, deposit: facts.deposit });
    const [quote] = await tx
      .insert(buyoutQuotes)
      .values({
        quoteNo: newQuoteNo(now),
        orderId: order.id,
        customerId,
        ...numbers,
        unpaidPeriods: facts.unpaidPeriods,
        depositRefundTo: numbers.depositRefund > 0 ? await depositRoute(tx, order.id) : 'none',
        status: 'open',
        createdAt: now,
        expiresAt: new Date(now.getTime() + BUYOUT_QUOTE_VALID_MINUTES * MINUTE_MS),
      })
      .returning();
    if (!quote) throw new Error('buyout quote not written');
    return quoteView(quote, order.orderNo, now);
  });
}

/** A quote of the caller's by its number, with its order's number; 404 when it is not theirs. */
export async function customerQuote(db: Executor, customerId: number, quoteNo: string): Promise<{ quote: QuoteRow; orderNo: string }> {
  const [row] = await db
    .select({ quote: buyoutQuotes, orderNo: rentalOrders.orderNo })
    .from(buyoutQuotes)
    .innerJoin(rentalOrders, eq(rentalOrders.id, buyoutQuotes.orderId))
    .where(and(eq(buyoutQuotes.quoteNo, quoteNo), eq(buyoutQuotes.customerId, customerId), eq(rentalOrders.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

/**
 * The caller's quote and its order, for paying it (either way): the order locked, then the quote
 * read again under that lock, so a racing payment of it has finished by now.
 */
export async function lockQuoteForPayment(tx: Executor, customerId: number, quoteNo: string): Promise<{ order: OrderRow; quote: QuoteRow }> {
  const found = await customerQuote(tx, customerId, quoteNo);
  const order = await lockCustomerOrder(tx, customerId, found.orderNo);
  const [quote] = await tx.select().from(buyoutQuotes).where(eq(buyoutQuotes.id, found.quote.id));
  if (!quote) throw new Error(`quote ${quoteNo} vanished`);
  return { order, quote };
}

/**
 * What a payment of the quote refuses before money moves (the order locked): the order no longer
 * renting, the quote paid, expired, superseded by a newer one, or its numbers no longer the
 * order's (a bill paid meanwhile). A bill that fell overdue after the quote does not: the quote
 * fixed the price for its two hours.
 */
export async function refuseUnlessQuotePayable(tx: Executor, order: OrderRow, quote: QuoteRow, now: Date): Promise<void> {
  if (order.status === ORDER_STATUS.boughtOut || quote.status === 'paid') throw new Refusal(MONEY_MESSAGES.buyoutAlreadyPaid);
  if (order.status !== ORDER_STATUS.renting) throw new Refusal(MONEY_MESSAGES.buyoutNotRenting);
  if (now >= quote.expiresAt) throw new Refusal(MONEY_MESSAGES.buyoutExpired);
  await refuseWhileUpgrading(tx, order.id);
  const latest = await latestQuote(tx, order.id);
  if (latest?.id !== quote.id) throw new Refusal(MONEY_MESSAGES.buyoutSuperseded);
  if (!sameNumbers(quote, await buyoutFacts(tx, order, now))) throw new Refusal(MONEY_MESSAGES.buyoutStale);
}
