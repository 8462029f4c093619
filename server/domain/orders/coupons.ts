/**
 * The coupon of an unpaid order (`calcAmountPc`): what a coupon would take off, and swapping it.
 *
 * A swap is ONE transaction with the order row locked (the lock every payment path takes): the
 * old coupon back to unused, the new one taken by a conditional UPDATE (unused, unexpired, the
 * caller's — a coupon racing onto two orders lands on one), the order's coupon, discount and
 * payable rewritten. It is refused unless the order is unpaid and before its deadline, and while
 * any online trade of the order may still be paid: a trade carries the amount it was opened with,
 * and a payment of the old amount must never settle an order that now asks for another one.
 */
import { and, eq, gt } from 'drizzle-orm';
import { COUPON_MESSAGES, type OrderCouponQuote } from '@/contract/coupons';
import { ORDER_MESSAGES } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/client';
import { customerCoupons, onlineTrades, rentalOrders } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payment';
import { couponsForRent } from '../catalog/coupons';
import { notFound, Refusal } from '../shared/refusal';
import { customerOrderRow, lockCustomerOrder } from './access';
import { refuseUnlessUnpaid } from './paymentWindow';
import { couponApplies, couponDiscountOf, type CouponTerms, payableOf } from '../pricing/pricing';

/** What the coupon swap needs of the payment provider: its view of a trade. */
export type TradeLookup = Pick<PaymentProvider, 'queryTrade'>;

type OrderRow = typeof rentalOrders.$inferSelect;

/** Unpaid and before its deadline; the scheduler (or a payment attempt) closes a late order, not this call. */
function refuseUnlessOpen(order: OrderRow, now: Date): void {
  refuseUnlessUnpaid(order, now);
  if (now >= order.payDeadline) throw new Refusal(ORDER_MESSAGES.timedOut);
}

/**
 * The customer's coupon `couponId` if this order may take it: unused and unexpired, or the one
 * the order already holds (status used, by this order). Anything else — unknown, another
 * customer's, used elsewhere, expired — is 优惠券不可用.
 */
async function couponForOrder(db: Executor, customerId: number, couponId: number, order: OrderRow, now: Date): Promise<CouponTerms & { id: number }> {
  const [coupon] = await db
    .select({ id: customerCoupons.id, amount: customerCoupons.amount, threshold: customerCoupons.threshold, status: customerCoupons.status, expiresAt: customerCoupons.expiresAt })
    .from(customerCoupons)
    .where(and(eq(customerCoupons.id, couponId), eq(customerCoupons.customerId, customerId)));
  const usable = coupon && (coupon.id === order.couponId || (coupon.status === 'unused' && coupon.expiresAt > now));
  if (!coupon || !usable) throw new Refusal(ORDER_MESSAGES.couponUnavailable);
  return coupon;
}

/**
 * The order's trades the provider says can no longer be paid (cancelled or closed). Asked before
 * the transaction: the provider is outside the database (and the sandbox reads it through
 * another statement, which on PGlite's single connection must not run inside a transaction).
 * A trade the provider does not know, or a pending or paid one, counts as open.
 */
async function finishedTrades(db: Db, trades: TradeLookup, orderId: number): Promise<Set<string>> {
  const rows = await db.select({ tradeNo: onlineTrades.tradeNo }).from(onlineTrades).where(eq(onlineTrades.orderId, orderId));
  const finished = new Set<string>();
  for (const { tradeNo } of rows) {
    const remote = await trades.queryTrade(tradeNo);
    if (remote?.status === 'cancelled' || remote?.status === 'closed') finished.add(tradeNo);
  }
  return finished;
}

async function quoteOf(
  db: Db,
  customerId: number,
  order: OrderRow,
  asked: { couponId: number | null; couponDiscount: number; applied: boolean },
  now: Date,
): Promise<OrderCouponQuote> {
  const amounts = { firstMonthRent: order.monthlyRent, deposit: order.deposit, freight: order.freight };
  return {
    kind: 'order',
    orderNo: order.orderNo,
    couponId: asked.couponId,
    couponDiscount: asked.couponDiscount,
    payable: payableOf({ ...amounts, couponDiscount: asked.couponDiscount }),
    applied: asked.applied,
    order: { ...amounts, couponId: order.couponId, couponDiscount: order.couponDiscount, depositWaived: order.depositWaived, payable: order.payable },
    coupons: await couponsForRent(db, customerId, order.monthlyRent, now, order.couponId),
  };
}

/**
 * `GET /api/wCouponUser/calcAmountPc/{orderNo}/{userId}/{receive}/{flag}/{upgradeId}`.
 * `couponId` null is "no coupon" (receive 0). `apply` false only calculates: a coupon below its
 * threshold takes off 0 there, while applying it is refused with the threshold.
 */
export async function orderCouponQuote(
  db: Db,
  trades: TradeLookup,
  customerId: number,
  input: { orderNo: string; couponId: number | null; apply: boolean },
  now: Date,
): Promise<OrderCouponQuote> {
  const row = await customerOrderRow(db, customerId, input.orderNo);
  if (!row) throw notFound();
  refuseUnlessOpen(row, now);
  if (!input.apply) {
    const coupon = input.couponId === null ? null : await couponForOrder(db, customerId, input.couponId, row, now);
    return quoteOf(db, customerId, row, { couponId: input.couponId, couponDiscount: couponDiscountOf(row.monthlyRent, coupon), applied: false }, now);
  }

  const finished = await finishedTrades(db, trades, row.id);
  const updated = await db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    refuseUnlessOpen(order, now);
    // Read under the order lock: a trade opened since the provider was asked (liJiZhiFu takes the
    // same lock) is not in `finished` and refuses the swap.
    const opened = await tx.select({ tradeNo: onlineTrades.tradeNo }).from(onlineTrades).where(eq(onlineTrades.orderId, order.id));
    if (opened.some((trade) => !finished.has(trade.tradeNo))) throw new Refusal(COUPON_MESSAGES.tradePending);
    if (input.couponId === order.couponId) return order;

    const coupon = input.couponId === null ? null : await couponForOrder(tx, customerId, input.couponId, order, now);
    if (coupon && !couponApplies(order.monthlyRent, coupon)) throw new Refusal(ORDER_MESSAGES.couponThreshold(formatFen(coupon.threshold)));
    if (order.couponId !== null) {
      await tx
        .update(customerCoupons)
        .set({ status: 'unused', usedAt: null })
        .where(and(eq(customerCoupons.id, order.couponId), eq(customerCoupons.status, 'used')));
    }
    if (coupon) {
      const taken = await tx
        .update(customerCoupons)
        .set({ status: 'used', usedAt: now })
        .where(and(eq(customerCoupons.id, coupon.id), eq(customerCoupons.customerId, customerId), eq(customerCoupons.status, 'unused'), gt(customerCoupons.expiresAt, now)))
        .returning({ id: customerCoupons.id });
      // Thrown inside the transaction: the old coupon's release is rolled back with it.
      if (taken.length === 0) throw new Refusal(ORDER_MESSAGES.couponUnavailable);
    }
    const couponDiscount = couponDiscountOf(order.monthlyRent, coupon);
    const [changed] = await tx
      .update(rentalOrders)
      .set({
        couponId: coupon?.id ?? null,
        couponDiscount,
        payable: payableOf({ firstMonthRent: order.monthlyRent, couponDiscount, deposit: order.deposit, freight: order.freight }),
        updatedAt: now,
      })
      .where(eq(rentalOrders.id, order.id))
      .returning();
    if (!changed) throw new Error(`order ${order.orderNo} vanished while locked`);
    return changed;
  });
  return quoteOf(db, customerId, updated, { couponId: updated.couponId, couponDiscount: updated.couponDiscount, applied: true }, now);
}
