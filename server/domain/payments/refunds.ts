/**
 * Money paid online goes back the way it came (原路退回), through the provider, never to the
 * balance (server/README.md "Money goes back the way it came").
 *
 * The decision is recorded in the deciding transaction (`recordOnlineRefund`, called by
 * moneyBack.ts: a pending `online_refunds` row with its refund number, the trade's refunded amount
 * raised); the provider is asked after the commit (`sendPendingRefunds`), by the request that
 * decided it and by the scheduler for whatever is still pending. The refund number makes the
 * provider's refund idempotent, each part of a trade is refunded once, and a trade never gives back
 * more than it took, so a refund is never lost and never paid twice, whoever retries it.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RefundCause } from '@/contract/money';
import type { Db, Executor } from '../../db/client';
import { onlineRefunds, onlineTrades } from '../../db/schema';
import type { Logger } from '../../runtime/log';
import type { PaymentProvider } from '../../providers/payment';

/** Refunds sent per scheduler run: the next run takes the rest. */
const BATCH = 200;

/** `RF` + 30 hex characters from 15 random bytes. */
export function newRefundNo(): string {
  return `RF${randomBytes(15).toString('hex')}`;
}

export type OnlineRefund = {
  tradeNo: string;
  /** What of the trade goes back (`trade`, `payment`, `deposit`, `bill:<id>`): each part once per trade. */
  claim: string;
  customerId: number;
  amount: number;
  cause: RefundCause;
  orderId: number | null;
  billId: number | null;
  paymentId: number | null;
};

/**
 * In the caller's transaction: `amount` of the online trade `tradeNo` recorded as a pending refund
 * (only moneyBack.ts calls this). The trade row is locked and its refunded amount raised by a
 * conditional UPDATE, so racing refunds of one trade can never give back more than it took; a
 * trade given back whole is `refunded`. Answers false, writing nothing, when this part of the trade
 * went back before.
 */
export async function recordOnlineRefund(tx: Executor, refund: OnlineRefund, now: Date): Promise<boolean> {
  const [recorded] = await tx
    .insert(onlineRefunds)
    .values({
      tradeNo: refund.tradeNo,
      claim: refund.claim,
      customerId: refund.customerId,
      amount: refund.amount,
      reason: refund.cause,
      orderId: refund.orderId,
      billId: refund.billId,
      paymentId: refund.paymentId,
      refundNo: newRefundNo(),
      status: 'pending',
      createdAt: now,
    })
    .onConflictDoNothing({ target: [onlineRefunds.tradeNo, onlineRefunds.claim] })
    .returning({ id: onlineRefunds.id });
  if (!recorded) return false;
  const [trade] = await tx
    .update(onlineTrades)
    .set({
      refundedAmount: sql`${onlineTrades.refundedAmount} + ${refund.amount}`,
      status: sql`case when ${onlineTrades.refundedAmount} + ${refund.amount} = ${onlineTrades.amount} then 'refunded' else ${onlineTrades.status} end`,
    })
    .where(and(eq(onlineTrades.tradeNo, refund.tradeNo), sql`${onlineTrades.refundedAmount} + ${refund.amount} <= ${onlineTrades.amount}`))
    .returning({ id: onlineTrades.id });
  // Money must never be dropped silently, nor given back twice: a bug, rolled back with the decision.
  if (!trade) throw new Error(`refund of ${refund.amount} fen exceeds what trade ${refund.tradeNo} has left to give back`);
  return true;
}

/**
 * Sends pending refunds to the provider (those of one order or one trade, or the oldest of all), outside any
 * transaction. A failure is counted on the row and left pending for the next try. Answers how
 * many the provider confirmed now.
 */
export async function sendPendingRefunds(db: Db, provider: PaymentProvider, now: Date, log: Logger, scope: { orderId?: number; tradeNo?: string } = {}): Promise<number> {
  const pending = await db
    .select()
    .from(onlineRefunds)
    .where(
      and(
        eq(onlineRefunds.status, 'pending'),
        scope.orderId === undefined ? undefined : eq(onlineRefunds.orderId, scope.orderId),
        scope.tradeNo === undefined ? undefined : eq(onlineRefunds.tradeNo, scope.tradeNo),
      ),
    )
    .orderBy(asc(onlineRefunds.createdAt), asc(onlineRefunds.id))
    .limit(BATCH);
  let sent = 0;
  for (const refund of pending) {
    try {
      await provider.refund({ tradeNo: refund.tradeNo, refundNo: refund.refundNo, amount: refund.amount });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(`[pay] refund ${refund.refundNo} of trade ${refund.tradeNo} failed, will retry: ${reason}`);
      await db
        .update(onlineRefunds)
        .set({ attempts: sql`${onlineRefunds.attempts} + 1`, lastError: reason.slice(0, 500) })
        .where(and(eq(onlineRefunds.id, refund.id), eq(onlineRefunds.status, 'pending')));
      continue;
    }
    const [done] = await db
      .update(onlineRefunds)
      .set({ status: 'succeeded', refundedAt: now, attempts: sql`${onlineRefunds.attempts} + 1`, lastError: null })
      .where(and(eq(onlineRefunds.id, refund.id), eq(onlineRefunds.status, 'pending')))
      .returning({ id: onlineRefunds.id });
    if (done) sent += 1;
  }
  return sent;
}
