/**
 * The one way money goes back to a customer (原路退回), whatever the reason: an order closed or
 * rejected after payment, bills paid ahead and cancelled by an early return, a deposit at
 * completion, a buyout's deposit surplus, a change of renting entity, a paid trade nothing needed.
 *
 * The caller says WHAT goes back (`MoneyClaim`: an order's payment, part of its deposit, a bill,
 * a whole trade) and WHY (`RefundCause`); this module finds the payment each came from and splits
 * accordingly: money paid from the balance is credited back to the balance with a ledger row that
 * names the cause; money paid online goes back through the provider as a refund of that trade
 * (recorded pending in the caller's transaction, sent after the commit by the request's follow-up
 * or the scheduler: refunds.ts). Online money never becomes balance.
 *
 * The wrong thing is hard to write: a refund credit of the balance needs a `BalanceRefund`, and
 * only this module can make one (payments/ledger.ts `creditRefund`).
 *
 * In the caller's transaction, with the order (or, for a trade, its payable) locked by the caller.
 * Bills whose money went back become 已退款 here, and their invoices learn of it
 * (invoices/moneyReturned.ts) in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import type { RefundCause } from '@/contract/money';
import type { Executor } from '../../db/client';
import { billPayments, billSettlements, bills, customerNotifications, onlineTrades, orderTransfers, payments, rentalOrders } from '../../db/schema';
import { invoiceMoneyReturned } from '../invoices/moneyReturned';
import { creditRefund } from './ledger';
import { moneyBackNotice, type RefundSubject } from './moneyBackNotice';
import { recordOnlineRefund } from './refunds';
import { releaseTradeBills } from './tradeBills';

type TradeRow = typeof onlineTrades.$inferSelect;

/** What goes back. Each is given back at most once, whoever asks again. */
export type MoneyClaim =
  /** An order's first payment, whole (the order closed or rejected before the rent started); its first bill becomes 已退款. */
  | { of: 'orderPayment'; orderId: number }
  /** `amount` of an order's cash deposit: back to whoever paid it, the way it was paid (after a change of renting entity, the company's balance). */
  | { of: 'deposit'; orderId: number; amount: number }
  /** A bill paid ahead, its rent whole: back to whoever paid it, the way it was paid; the bill becomes 已退款. */
  | { of: 'bill'; billId: number }
  /** A paid trade nothing needs any more, whole: online only, by nature (`paymentId`: the order payment recorded as refunded for it). */
  | { of: 'trade'; trade: TradeRow; paymentId?: number };

/**
 * A credit of the balance that gives money back: made here only, after the claim was traced to a
 * payment from the balance. Its private field makes it nominal: no object literal is one.
 */
class BalanceRefund {
  declare private readonly traced: never;
  constructor(
    readonly customerId: number,
    readonly amount: number,
    readonly cause: RefundCause,
    readonly kind: 'refund' | 'deposit_refund',
    readonly orderId: number | null,
    readonly billId: number | null,
  ) {}
}
export type { BalanceRefund };

/** Where one claim's money went. */
export type MoneyBackLine = { claim: MoneyClaim['of']; customerId: number; amount: number; to: 'balance' | 'online'; orderId: number | null; billId: number | null };

export type MoneyBack = {
  toBalance: number;
  toProvider: number;
  lines: MoneyBackLine[];
  /** Each credited customer's balance after the last credit. */
  balances: Map<number, number>;
};

/** How the customer hears of it: the default 消息 per customer, the caller's own words, or none (the caller says it in its own 消息). */
export type MoneyBackNotice = { subject: RefundSubject } | { none: true };

type Source = { to: 'balance'; customerId: number } | { to: 'online'; customerId: number; tradeNo: string; paymentId: number | null };

/** The order's payment that took the deposit: after a change of renting entity, the company's balance (transfers.ts debits it). */
async function depositSource(tx: Executor, orderId: number): Promise<Source | null> {
  const [transfer] = await tx
    .select({ toCustomerId: orderTransfers.toCustomerId })
    .from(orderTransfers)
    .where(eq(orderTransfers.orderId, orderId))
    .orderBy(orderTransfers.createdAt)
    .limit(1);
  if (transfer) return { to: 'balance', customerId: transfer.toCustomerId };
  return firstPaymentSource(tx, orderId);
}

/** Which way a deposit of the order would go back now (quotes and previews say it before it happens). */
export async function depositRoute(tx: Executor, orderId: number): Promise<'balance' | 'online'> {
  return (await depositSource(tx, orderId))?.to ?? 'balance';
}

async function firstPaymentSource(tx: Executor, orderId: number, status: 'succeeded' | 'refunded' = 'succeeded'): Promise<Source | null> {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, status)));
  if (!paid) return null;
  if (paid.method === 'balance') return { to: 'balance', customerId: paid.customerId };
  if (!paid.providerTradeNo) throw new Error(`online payment ${paid.id} has no trade number`);
  return { to: 'online', customerId: paid.customerId, tradeNo: paid.providerTradeNo, paymentId: paid.id };
}

type Resolved = { source: Source; amount: number; claimKey: string; orderId: number | null; billId: number | null; kind: 'refund' | 'deposit_refund' };

/** The claim traced to the payment it came from; null when there is nothing (left) to give back. */
async function resolve(tx: Executor, claim: MoneyClaim, refundedBills: number[]): Promise<Resolved | null> {
  switch (claim.of) {
    case 'orderPayment': {
      // Conditional: a second close of the same order finds nothing succeeded and gives nothing back.
      const [payment] = await tx
        .update(payments)
        .set({ status: 'refunded' })
        .where(and(eq(payments.orderId, claim.orderId), eq(payments.status, 'succeeded')))
        .returning();
      if (!payment) return null;
      const firstBills = await tx
        .update(bills)
        .set({ status: BILL_STATUS.refunded })
        .where(and(eq(bills.orderId, claim.orderId), eq(bills.status, BILL_STATUS.paid)))
        .returning({ id: bills.id });
      refundedBills.push(...firstBills.map((bill) => bill.id));
      if (payment.amount <= 0) return null;
      const source = await firstPaymentSource(tx, claim.orderId, 'refunded');
      if (!source) throw new Error(`order ${claim.orderId}'s payment vanished`);
      return { source, amount: payment.amount, claimKey: 'payment', orderId: claim.orderId, billId: null, kind: 'refund' };
    }
    case 'deposit': {
      if (!Number.isSafeInteger(claim.amount) || claim.amount < 0) throw new RangeError(`a deposit refund must be non-negative integer fen, got ${claim.amount}`);
      if (claim.amount === 0) return null;
      const source = await depositSource(tx, claim.orderId);
      // Money must never be dropped silently: a deposit with no payment behind it is a bug.
      if (!source) throw new Error(`order ${claim.orderId} has a deposit to give back but no payment it came from`);
      return { source, amount: claim.amount, claimKey: 'deposit', orderId: claim.orderId, billId: null, kind: 'deposit_refund' };
    }
    case 'bill': {
      const [bill] = await tx
        .update(bills)
        .set({ status: BILL_STATUS.refunded })
        .where(and(eq(bills.id, claim.billId), eq(bills.status, BILL_STATUS.paid)))
        .returning();
      if (!bill) return null;
      refundedBills.push(bill.id);
      const [paid] = await tx
        .select({ payment: billPayments, tradeNo: billSettlements.tradeNo })
        .from(billPayments)
        .leftJoin(billSettlements, eq(billSettlements.id, billPayments.settlementId))
        .where(eq(billPayments.billId, bill.id));
      if (!paid) throw new Error(`bill ${bill.id} was paid but no payment of it is recorded`);
      const { payment, tradeNo } = paid;
      if (payment.amount <= 0) return null;
      let source: Source;
      if (payment.method === 'balance') source = { to: 'balance', customerId: payment.customerId };
      else if (tradeNo) source = { to: 'online', customerId: payment.customerId, tradeNo, paymentId: null };
      else throw new Error(`online payment of bill ${bill.id} has no trade number`);
      return { source, amount: payment.amount, claimKey: `bill:${bill.id}`, orderId: bill.orderId, billId: bill.id, kind: 'refund' };
    }
    case 'trade': {
      const { trade } = claim;
      await releaseTradeBills(tx, [trade.id]);
      const amount = trade.amount - trade.refundedAmount;
      if (amount <= 0) return null;
      return {
        source: { to: 'online', customerId: trade.customerId, tradeNo: trade.tradeNo, paymentId: claim.paymentId ?? null },
        amount,
        claimKey: 'trade',
        orderId: trade.orderId,
        billId: null,
        kind: 'refund',
      };
    }
  }
}

/** Gives back what the claims name, each the way it was paid, for `cause`. */
export async function giveBack(tx: Executor, claims: readonly MoneyClaim[], cause: RefundCause, notice: MoneyBackNotice, now: Date): Promise<MoneyBack> {
  const result: MoneyBack = { toBalance: 0, toProvider: 0, lines: [], balances: new Map() };
  const refundedBills: number[] = [];
  for (const claim of claims) {
    const resolved = await resolve(tx, claim, refundedBills);
    if (!resolved) continue;
    const { source, amount, orderId, billId } = resolved;
    if (source.to === 'balance') {
      const balance = await creditRefund(tx, new BalanceRefund(source.customerId, amount, cause, resolved.kind, orderId, billId), now);
      result.balances.set(source.customerId, balance);
      result.toBalance += amount;
    } else {
      const recorded = await recordOnlineRefund(
        tx,
        { tradeNo: source.tradeNo, claim: resolved.claimKey, customerId: source.customerId, amount, cause, orderId, billId, paymentId: source.paymentId },
        now,
      );
      if (!recorded) continue;
      result.toProvider += amount;
    }
    result.lines.push({ claim: claim.of, customerId: source.customerId, amount, to: source.to, orderId, billId });
  }
  if ('subject' in notice) await notifyMoneyBack(tx, result, cause, notice.subject, now);
  await invoiceMoneyReturned(tx, refundedBills, cause, now);
  return result;
}

/** One 消息 per customer who got money back: how much, why, and which way. */
async function notifyMoneyBack(tx: Executor, result: MoneyBack, cause: RefundCause, subject: RefundSubject, now: Date): Promise<void> {
  const customers = [...new Set(result.lines.map((line) => line.customerId))];
  for (const customerId of customers) {
    const mine = result.lines.filter((line) => line.customerId === customerId);
    const sum = (to: 'balance' | 'online') => mine.filter((line) => line.to === to).reduce((total, line) => total + line.amount, 0);
    const orderId = mine.find((line) => line.orderId !== null)?.orderId ?? null;
    await tx
      .insert(customerNotifications)
      .values({ customerId, orderId, ...moneyBackNotice(cause, subject, { toBalance: sum('balance'), toProvider: sum('online') }), createdAt: now });
  }
}

/** The order number a refund's 消息 names. */
export async function orderSubject(tx: Executor, orderId: number): Promise<RefundSubject> {
  const [order] = await tx.select({ orderNo: rentalOrders.orderNo }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished`);
  return { orderNo: order.orderNo };
}
