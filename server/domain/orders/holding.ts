/**
 * How much stock one customer may hold unpaid (HOLDING_LIMITS): at most 3 unpaid orders, and for
 * an account without real-name or company verification at most 5 units of one SKU across them.
 * placeOrder, the only way an order comes to exist, asks this inside its transaction.
 */
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { HOLDING_LIMITS, ORDER_MESSAGES, ORDER_STATUS } from '@/contract/orders';
import type { Executor } from '../../db/client';
import { customers, rentalOrderItems, rentalOrders } from '../../db/schema';
import { Refusal } from '../shared/refusal';

/**
 * An order past its payment deadline is not counted: it can no longer be paid, and the sweep (or
 * the next attempt to pay it) cancels it and gives its stock back, so the customer is not told to
 * pay or cancel an order they cannot pay.
 */
const heldUnpaid = (customerId: number, now: Date) => and(eq(rentalOrders.customerId, customerId), eq(rentalOrders.status, ORDER_STATUS.unpaid), gt(rentalOrders.payDeadline, now));

/**
 * Refuses the order being placed (`orderId`, its row written in the caller's transaction, and its
 * `items`) when, with it, the customer would hold more than the limits. The customer row is locked
 * first (FOR NO KEY UPDATE, as depositCredit does): on PostgreSQL two orders of one customer are
 * then counted one after the other, the second's counts (new statements after the lock is granted)
 * seeing the first once it committed; on PGlite transactions run one at a time anyway.
 * Verification is read under the same lock.
 */
export async function assertMayHoldUnpaid(
  tx: Executor,
  customerId: number,
  orderId: number,
  items: readonly { skuId: number; goodsName: string; quantity: number }[],
  now: Date,
): Promise<void> {
  const [account] = await tx.select({ verified: customers.verified }).from(customers).where(eq(customers.id, customerId)).for('no key update');
  if (!account) throw new Error(`customer ${customerId} vanished while placing an order`);
  const others = and(heldUnpaid(customerId, now), ne(rentalOrders.id, orderId));
  const [orders] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(rentalOrders)
    .where(others);
  if ((orders?.n ?? 0) >= HOLDING_LIMITS.unpaidOrders) throw new Refusal(ORDER_MESSAGES.unpaidOrdersCap);
  if (account.verified) return;
  const units = new Map<number, number>();
  for (const item of items) units.set(item.skuId, (units.get(item.skuId) ?? 0) + item.quantity);
  const held = await tx
    .select({ skuId: rentalOrderItems.skuId, units: sql<number>`sum(${rentalOrderItems.quantity})::int` })
    .from(rentalOrderItems)
    .innerJoin(rentalOrders, eq(rentalOrders.id, rentalOrderItems.orderId))
    .where(and(others, inArray(rentalOrderItems.skuId, [...units.keys()])))
    .groupBy(rentalOrderItems.skuId);
  for (const row of held) units.set(row.skuId, (units.get(row.skuId) ?? 0) + row.units);
  for (const item of items) {
    if ((units.get(item.skuId) ?? 0) > HOLDING_LIMITS.unverifiedUnitsPerSku) throw new Refusal(ORDER_MESSAGES.unverifiedUnitsCap(item.goodsName));
  }
}
