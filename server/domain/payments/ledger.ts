/**
 * The one way a customer's balance changes: in the caller's transaction, with its ledger row
 * (the amount and the balance after it), so the ledger always adds up to the balance. A debit is
 * one conditional UPDATE (`… WHERE balance >= amount`): racing payments can never overdraw the
 * balance, on PGlite or on a PostgreSQL server with many connections. Its refusal message
 * belongs to the caller (余额不足 is worded per payment).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { RefundCause } from '@/contract/money';
import { balanceLedger, customers } from '../../db/schema';
import type { BalanceRefund } from './moneyBack';

type LedgerLinks = { orderId?: number | null; billId?: number | null; tradeNo?: string | null };
/** What a debit pays: an order or a bill (`payment`, the default), a bill's late fee, a buyout, an upgrade. */
export type DebitLinks = LedgerLinks & { kind?: 'payment' | 'late_fee' | 'buyout' | 'upgrade' };

/** Takes `amount` fen (> 0) from the balance when it covers it, with its ledger row (`payment` unless said); null (nothing written) when it does not. */
export async function debitBalance(tx: Executor, customerId: number, amount: number, links: DebitLinks, now: Date): Promise<number | null> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a debit must be a positive integer of fen, got ${amount}`);
  const [debited] = await tx
    .update(customers)
    .set({ balance: sql`${customers.balance} - ${amount}`, updatedAt: now })
    .where(and(eq(customers.id, customerId), sql`${customers.balance} >= ${amount}`))
    .returning({ balance: customers.balance });
  if (!debited) return null;
  await tx.insert(balanceLedger).values({
    customerId,
    orderId: links.orderId ?? null,
    billId: links.billId ?? null,
    tradeNo: links.tradeNo ?? null,
    amount: -amount,
    balanceAfter: debited.balance,
    kind: links.kind ?? 'payment',
    createdAt: now,
  });
  return debited.balance;
}

/** Adds `amount` fen (> 0) to the balance with its ledger row; answers the balance after it. */
async function credit(
  tx: Executor,
  customerId: number,
  amount: number,
  row: LedgerLinks & { kind: 'refund' | 'deposit_refund' | 'recharge'; refundCause: RefundCause | null },
  now: Date,
): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a credit must be a positive integer of fen, got ${amount}`);
  const [credited] = await tx
    .update(customers)
    .set({ balance: sql`${customers.balance} + ${amount}`, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning({ balance: customers.balance });
  if (!credited) throw new Error(`customer ${customerId} not found for a credit`);
  await tx.insert(balanceLedger).values({
    customerId,
    orderId: row.orderId ?? null,
    billId: row.billId ?? null,
    tradeNo: row.tradeNo ?? null,
    amount,
    balanceAfter: credited.balance,
    kind: row.kind,
    refundCause: row.refundCause,
    createdAt: now,
  });
  return credited.balance;
}

/**
 * Money coming back to the balance: only as a `BalanceRefund`, which moneyBack.ts alone makes,
 * after tracing the money to a payment from the balance (online money never becomes balance).
 */
export function creditRefund(tx: Executor, refund: BalanceRefund, now: Date): Promise<number> {
  return credit(tx, refund.customerId, refund.amount, { orderId: refund.orderId, billId: refund.billId, kind: refund.kind, refundCause: refund.cause }, now);
}

/** A paid top-up trade's money onto the balance: the one way online money becomes balance, on purpose. */
export function creditRecharge(tx: Executor, trade: { customerId: number; amount: number; tradeNo: string }, now: Date): Promise<number> {
  return credit(tx, trade.customerId, trade.amount, { tradeNo: trade.tradeNo, kind: 'recharge', refundCause: null }, now);
}

export async function balanceOf(db: Executor, customerId: number): Promise<number> {
  const [row] = await db.select({ balance: customers.balance }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw new Error(`customer ${customerId} not found`);
  return row.balance;
}
