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
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import type { RefundCause } from '@/contract/money';
import type { Executor } from '../../db/client';
import { billPayments, billSettlements, bills, customerNotifications, onlineTrades, orderTransfers, orderUpgrades, payments, rentalOrders } from '../../db/schema';
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
  | { of: 'trade'; trade: TradeRow; paymentId?: number }
  /** An upgrade's payment, whole (the merchant rejected it): back to the balance or through its trade. */
  | { of: 'upgrade'; upgradeId: number };

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
async function depositSource(tx: Executor, orderId: number): Promise<{ source: Source | null; since: Date | null }> {
  const [transfer] = await tx
    .select({ toCustomerId: orderTransfers.toCustomerId, at: orderTransfers.createdAt })
    .from(orderTransfers)
    .where(eq(orderTransfers.orderId, orderId))
    .orderBy(orderTransfers.createdAt)
    .limit(1);
  if (transfer) return { source: { to: 'balance', customerId: transfer.toCustomerId }, since: transfer.at };
  return { source: await firstPaymentSource(tx, orderId), since: null };
}

/** The way an upgrade's payment went, traced like the order's own. */
function upgradeSource(upgrade: typeof orderUpgrades.$inferSelect): Source {
  if (upgrade.paidBy === 'online' && upgrade.tradeNo) return { to: 'online', customerId: upgrade.customerId, tradeNo: upgrade.tradeNo, paymentId: null };
  return { to: 'balance', customerId: upgrade.customerId };
}

/**
 * Where the order's cash deposit came from, latest first: the deposit differences paid with
 * upgrades since the deposit last changed hands (each up to what it paid), then the payment that
 * took the deposit (docs/product-rules.md#upgrades). A deposit going back is split in that order.
 */
async function depositSources(tx: Executor, orderId: number): Promise<{ source: Source; cap: number }[]> {
  const base = await depositSource(tx, orderId);
  const toppedUp = await tx
    .select()
    .from(orderUpgrades)
    .where(
      and(
        eq(orderUpgrades.orderId, orderId),
        inArray(orderUpgrades.status, ['swapped', 'returning', 'completed']),
        gt(orderUpgrades.depositTopUp, 0),
        base.since ? gt(orderUpgrades.createdAt, base.since) : undefined,
      ),
    )
    .orderBy(desc(orderUpgrades.createdAt), desc(orderUpgrades.id));
  const sources = toppedUp.map((upgrade) => ({ source: upgradeSource(upgrade), cap: upgrade.depositTopUp }));
  return base.source ? [...sources, { source: base.source, cap: Number.MAX_SAFE_INTEGER }] : sources;
}

/** Which way a deposit of the order would go back now (quotes and previews say it before it happens): the way of its latest part. */
export async function depositRoute(tx: Executor, orderId: number): Promise<'balance' | 'online'> {
  return (await depositSources(tx, orderId))[0]?.source.to ?? 'balance';
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

/** The claim traced to the payments it came from; empty when there is nothing (left) to give back. */
async function resolve(tx: Executor, claim: MoneyClaim, refundedBills: number[]): Promise<Resolved[]> {
  if (claim.of === 'deposit') return resolveDeposit(tx, claim);
  const one = await resolveOne(tx, claim, refundedBills);
  return one ? [one] : [];
}

/** A deposit, split over where it came from, latest part first. */
async function resolveDeposit(tx: Executor, claim: { orderId: number; amount: number }): Promise<Resolved[]> {
  if (!Number.isSafeInteger(claim.amount) || claim.amount < 0) throw new RangeError(`a deposit refund must be non-negative integer fen, got ${claim.amount}`);
  if (claim.amount === 0) return [];
  const sources = await depositSources(tx, claim.orderId);
  // Money must never be dropped silently: a deposit with no payment behind it is a bug.
  if (sources.length === 0) throw new Error(`order ${claim.orderId} has a deposit to give back but no payment it came from`);
  const parts: Resolved[] = [];
  let left = claim.amount;
  for (const { source, cap } of sources) {
    const amount = Math.min(left, cap);
    if (amount <= 0) break;
    parts.push({ source, amount, claimKey: 'deposit', orderId: claim.orderId, billId: null, kind: 'deposit_refund' });
    left -= amount;
  }
  if (left > 0) throw new Error(`order ${claim.orderId}'s deposit of ${claim.amount} exceeds what was paid for it`);
  return parts;
}

async function resolveOne(tx: Executor, claim: Exclude<MoneyClaim, { of: 'deposit' }>, refundedBills: number[]): Promise<Resolved | null> {
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
    case 'upgrade': {
      // Conditional on the upgrade's own row: a second rejection finds it rejected already and gives nothing back.
      const [upgrade] = await tx.select().from(orderUpgrades).where(eq(orderUpgrades.id, claim.upgradeId));
      if (!upgrade || upgrade.paidBy === null || upgrade.amountDue <= 0) return null;
      return { source: upgradeSource(upgrade), amount: upgrade.amountDue, claimKey: 'upgrade', orderId: upgrade.orderId, billId: null, kind: 'refund' };
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
    for (const resolved of await resolve(tx, claim, refundedBills)) await giveBackPart(tx, claim, resolved, cause, result, now);
  }
  if ('subject' in notice) await notifyMoneyBack(tx, result, cause, notice.subject, now);
  await invoiceMoneyReturned(tx, refundedBills, cause, now);
  return result;
}

/** One traced part: credited to the balance, or recorded for the provider. */
async function giveBackPart(tx: Executor, claim: MoneyClaim, resolved: Resolved, cause: RefundCause, result: MoneyBack, now: Date): Promise<void> {
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
    if (!recorded) return;
    result.toProvider += amount;
  }
  result.lines.push({ claim: claim.of, customerId: source.customerId, amount, to: source.to, orderId, billId });
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
