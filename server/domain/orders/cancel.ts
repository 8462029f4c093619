/**
 * Cancelling an unpaid order (0 → 9): by its customer, or by the sweep when its payment deadline
 * has passed. The reserved stock and the coupon go back, and its open online trade is closed.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { ORDER_STATUS, type RentalOrderView } from '@/contract/orders';
import type { Db, Executor } from '../../db/client';
import { customerCoupons, goodsSkus, rentalOrderItems, rentalOrders } from '../../db/schema';
import { closeOpenTrades } from '../payments/trades';
import { once } from '../shared/once';
import { notFound } from '../shared/refusal';
import { customerOrderRow } from './access';
import { transition, type Actor } from './lifecycle';
import { orderView } from './read';

/**
 * Cancels an unpaid order (0 → 9) in the caller's transaction: gives the reserved stock back and
 * the coupon back to the customer, and closes its open online trade (the provider is told after
 * the commit). Used by the customer's cancel and by the payment timeout.
 */
export async function cancelUnpaidOrder(tx: Executor, orderId: number, actor: Actor, note: string, now: Date): Promise<void> {
  await transition(tx, orderId, ORDER_STATUS.cancelled, actor, note, now);
  await closeOpenTrades(tx, orderId, now);
  await releaseReservation(tx, orderId);
}

/**
 * Gives back what an order that will never be rented holds (cancelled unpaid, or closed after
 * payment): its units to the SKUs' stock and its coupon to the customer. Call it after the
 * transition, in the same transaction.
 */
export async function releaseReservation(tx: Executor, orderId: number): Promise<void> {
  // In SKU id order, as placeOrder reserves them (no lock-order deadlock on PostgreSQL).
  const items = await tx
    .select({ skuId: rentalOrderItems.skuId, quantity: rentalOrderItems.quantity })
    .from(rentalOrderItems)
    .where(eq(rentalOrderItems.orderId, orderId))
    .orderBy(asc(rentalOrderItems.skuId));
  for (const item of items) {
    await tx
      .update(goodsSkus)
      .set({ stock: sql`${goodsSkus.stock} + ${item.quantity}` })
      .where(eq(goodsSkus.id, item.skuId));
  }
  const [order] = await tx.select({ couponId: rentalOrders.couponId }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
  if (order?.couponId) {
    await tx
      .update(customerCoupons)
      .set({ status: 'unused', usedAt: null })
      .where(and(eq(customerCoupons.id, order.couponId), eq(customerCoupons.status, 'used')));
  }
}

/** `POST /api/wOrder/cancel`: the customer cancels an unpaid order. */
export async function cancelOrder(db: Db, customerId: number, orderNo: string, now: Date): Promise<RentalOrderView> {
  const row = await customerOrderRow(db, customerId, orderNo);
  if (!row) throw notFound();
  await db.transaction((tx) => cancelUnpaidOrder(tx, row.id, { kind: 'customer', id: customerId }, '用户取消订单', now));
  const view = await orderView(db, customerId, orderNo);
  if (!view) throw notFound();
  return view;
}

export const TIMEOUT_NOTE = '超时未支付，订单已自动取消';

/** The scheduler's part: unpaid orders past their payment deadline, oldest first. */
export async function cancelTimedOutOrders(db: Db, now: Date, batch: number): Promise<number> {
  const due = await db
    .select({ id: rentalOrders.id })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.status, ORDER_STATUS.unpaid), lte(rentalOrders.payDeadline, now)))
    .orderBy(rentalOrders.payDeadline)
    .limit(batch);
  let done = 0;
  for (const { id } of due) {
    // transition() locks the row and refuses unless it is still 0 (paid or cancelled meanwhile).
    if (await once(db, (tx) => cancelUnpaidOrder(tx, id, { kind: 'system' }, TIMEOUT_NOTE, now))) done += 1;
  }
  return done;
}
