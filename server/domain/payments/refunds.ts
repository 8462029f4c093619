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

/** `deposit_refund`: a deposit going back (a buyout's surplus, a completed order's rest): a part of a payment the order kept. */
export type OnlineRefundReason = 'unneeded' | 'order_closed' | 'deposit_refund';

/** `RF` + 30 hex characters from 15 random bytes. */
export function newRefundNo(): string {
  return `RF${randomBytes(15).toString('hex')}`;
}

/** What the refunded money was for, as the customer's notice names it: an order, or (bills, top-up) the trade's own subject. */
export type RefundSubject = { orderNo: string } | { subject: string };

function refundNotice(what: RefundSubject, amount: number, reason: OnlineRefundReason): { title: string; content: string } {
  if (reason === 'deposit_refund' && 'orderNo' in what) {
    return { title: '押金原路退回', content: `您的订单 ${what.orderNo} 已买断，抵扣后剩余押金 ${formatFen(amount)} 将原路退回您的原支付方式，不计入账户余额。` };
  }
  if ('orderNo' in what) {
    const why = reason === 'unneeded' ? '无需再次支付' : '已关闭';
    return {
      title: '在线支付原路退回',
      content: `您的订单 ${what.orderNo} ${why}，在线支付的 ${formatFen(amount)} 将原路退回您的原支付方式，不计入账户余额。`,
    };
  }
  return { title: '在线支付原路退回', content: `您的「${what.subject}」已无需这笔在线支付，${formatFen(amount)} 将原路退回您的原支付方式，不计入账户余额。` };
}

export type OnlineRefund = {
  tradeNo: string;
  customerId: number;
  amount: number;
  reason: OnlineRefundReason;
  /** The order whose payment (or deposit) goes back, and that payment's row, when it was one. */
  orderId?: number | null;
  paymentId?: number | null;
  what: RefundSubject;
  /** The customer's 消息 when the caller words it (a completed order's deposit says what was kept); else the refund's own. */
  notice?: { title: string; content: string };
};

/**
 * In the caller's transaction: a refund of (part of) the online trade `tradeNo` recorded as
 * pending. Answers false, writing nothing, when the trade already has one. A trade refunded because
 * nothing needed it is `refunded`; a buyout's deposit surplus is a part of a payment the order
 * kept, whose trade stays `paid`.
 */
export async function recordOnlineRefund(tx: Executor, refund: OnlineRefund, now: Date): Promise<boolean> {
  const [recorded] = await tx
    .insert(onlineRefunds)
    .values({
      tradeNo: refund.tradeNo,
      customerId: refund.customerId,
      amount: refund.amount,
      reason: refund.reason,
      orderId: refund.orderId ?? null,
      paymentId: refund.paymentId ?? null,
      refundNo: newRefundNo(),
      status: 'pending',
      createdAt: now,
    })
    .onConflictDoNothing({ target: onlineRefunds.tradeNo })
    .returning({ id: onlineRefunds.id });
  if (!recorded) return false;
  if (refund.reason !== 'deposit_refund') await tx.update(onlineTrades).set({ status: 'refunded' }).where(eq(onlineTrades.tradeNo, refund.tradeNo));
  await tx.insert(customerNotifications).values({ customerId: refund.customerId, orderId: refund.orderId ?? null, ...(refund.notice ?? refundNotice(refund.what, refund.amount, refund.reason)), createdAt: now });
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
