/**
 * Money paid online goes back the way it came (原路退回), through the provider, never to the
 * balance (CONTRACT.md "Bills, balance and payment").
 *
 * The decision is recorded in the deciding transaction (`recordOnlineRefund`: a pending
 * `online_refunds` row with its refund number, the trade marked refunded, the customer told);
 * the provider is asked after the commit (`sendPendingRefunds`), by the request that decided it
 * and by the scheduler for whatever is still pending. The refund number makes the provider's
 * refund idempotent, and the unique trade number allows one refund per trade, so a refund is
 * never lost and never paid twice, whoever retries it and however often.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatFen } from '@/lib/format/money';
import type { Db, Executor } from '../../db/client';
import { customerNotifications, onlineRefunds, onlineTrades } from '../../db/schema';
import type { Logger } from '../../log';
import type { PaymentProvider } from '../../providers/payment';

/** Refunds sent per scheduler run: the next run takes the rest. */
const BATCH = 200;

export type OnlineRefundReason = 'unneeded' | 'order_closed';

/** `RF` + 30 hex characters from 15 random bytes. */
export function newRefundNo(): string {
  return `RF${randomBytes(15).toString('hex')}`;
}

function refundNotice(orderNo: string, amount: number, reason: OnlineRefundReason): { title: string; content: string } {
  const why = reason === 'unneeded' ? '无需再次支付' : '已关闭';
  return {
    title: '在线支付原路退回',
    content: `您的订单 ${orderNo} ${why}，在线支付的 ${formatFen(amount)} 将原路退回您的原支付方式，不计入账户余额。`,
  };
}

/**
 * In the caller's transaction: a refund of the online payment `paymentId` (trade `tradeNo`)
 * recorded as pending. Answers false, writing nothing, when the trade already has one.
 */
export async function recordOnlineRefund(
  tx: Executor,
  refund: { paymentId: number; tradeNo: string; orderId: number; orderNo: string; customerId: number; amount: number; reason: OnlineRefundReason },
  now: Date,
): Promise<boolean> {
  const { orderNo, ...row } = refund;
  const [recorded] = await tx
    .insert(onlineRefunds)
    .values({ ...row, refundNo: newRefundNo(), status: 'pending', createdAt: now })
    .onConflictDoNothing({ target: onlineRefunds.tradeNo })
    .returning({ id: onlineRefunds.id });
  if (!recorded) return false;
  await tx.update(onlineTrades).set({ status: 'refunded' }).where(eq(onlineTrades.tradeNo, refund.tradeNo));
  await tx.insert(customerNotifications).values({ customerId: refund.customerId, orderId: refund.orderId, ...refundNotice(orderNo, refund.amount, refund.reason), createdAt: now });
  return true;
}

/**
 * Sends pending refunds to the provider (those of one order, or the oldest of all), outside any
 * transaction. A failure is counted on the row and left pending for the next try. Answers how
 * many the provider confirmed now.
 */
export async function sendPendingRefunds(db: Db, provider: PaymentProvider, now: Date, log: Logger, scope: { orderId?: number } = {}): Promise<number> {
  const pending = await db
    .select()
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.status, 'pending'), scope.orderId === undefined ? undefined : eq(onlineRefunds.orderId, scope.orderId)))
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
