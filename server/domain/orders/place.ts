/**
 * Placing a rental order. It is created in one transaction: the order row (which claims the
 * customer's idempotency key first, so a retried or doubled submit finds the first order), what
 * the customer holds unpaid kept within HOLDING_LIMITS (holding.ts: every order, from the cart or
 * rented at once, is created here), the stock reserved by conditional UPDATEs, the coupon taken,
 * the items' snapshot, the history and the notification, the ordered cart lines removed. Any
 * refusal rolls all of it back.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, ORDER_PAY_MINUTES, ORDER_STATUS, type OrderAddress, type OrderInvoice, type RentalOrderView } from '@/contract/orders';
import type { Db } from '../../db/client';
import { cartLines, customerCoupons, goodsSkus, rentalOrderItems, rentalOrders } from '../../db/schema';
import type { CustomerAccount } from '../customers/accounts';
import { formatShanghai, MINUTE_MS } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { linesFromCart, linesFromItems, priceCheckout, type CheckoutLine } from './checkout';
import { depositCredit } from './credit';
import { assertMayRent } from './eligibility';
import { assertMayHoldUnpaid } from './holding';
import { recordOrderCreated } from './lifecycle';
import { priceOrder } from '../pricing/pricing';
import { orderView } from './read';

/** ZL + Shanghai time to the second + 6 random digits: sortable, not guessable in sequence. */
export function newOrderNo(now: Date): string {
  return `ZL${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Thrown inside the creating transaction when the idempotency key already names an order. */
class KeyTaken extends Error {}

export type PlaceOrderInput = {
  cartLineIds?: number[] | undefined;
  items?: { skuId: number; termMonths: number; quantity: number }[] | undefined;
  address: OrderAddress;
  couponId?: number | undefined;
  invoice?: { type: 1 | 2; title: string; taxNo?: string | null | undefined } | undefined;
  idempotencyKey: string;
};

/**
 * `POST /api/wOrder/addOrder`. The same idempotency key answers the order it created, never a
 * second one. `clientIp` is the address the request came from (kept for addOrderHuoquIp and the
 * risk check).
 */
export async function placeOrder(db: Db, customer: CustomerAccount, input: PlaceOrderInput, now: Date, clientIp: string | null = null): Promise<RentalOrderView> {
  const existing = await orderByKey(db, customer.id, input.idempotencyKey);
  if (existing) return existing;
  let lines: CheckoutLine[];
  try {
    lines = input.cartLineIds ? await linesFromCart(db, customer.id, input.cartLineIds) : await linesFromItems(db, input.items ?? []);
  } catch (error) {
    // A twin with the same key (a retry after a lost answer) may have committed since the look-up
    // above and emptied these cart lines: its order is the answer, not 访问资源不存在.
    const twin = await orderByKey(db, customer.id, input.idempotencyKey);
    if (twin) return twin;
    throw error;
  }
  await assertMayRent(db, customer, lines, now);
  const priced = await priceCheckout(db, customer.id, lines, { province: input.address.province, couponId: input.couponId, strictCoupon: true, now });
  const invoice: OrderInvoice | null = input.invoice ? { type: input.invoice.type, title: input.invoice.title, taxNo: input.invoice.taxNo ?? null } : null;
  try {
    const orderNo = await db.transaction(async (tx) => {
      // The deposit credit is read under the customer row's lock and the order written in the
      // same transaction: concurrent orders of one company cannot both spend the same credit.
      // (Locks: customer, then the new order, then SKUs in id order — no path takes them the other way.)
      const credit = await depositCredit(tx, customer.id, true);
      const amounts = priceOrder(priced.priceLines, priced.termMonths, priced.coupon, credit?.available ?? 0);
      // The order row next: it claims the key, so a racing twin waits and then finds it taken.
      const [order] = await tx
        .insert(rentalOrders)
        .values({
          orderNo: newOrderNo(now),
          customerId: customer.id,
          storeId: priced.storeId,
          status: ORDER_STATUS.unpaid,
          termMonths: priced.termMonths,
          address: input.address,
          invoice,
          monthlyRent: amounts.firstMonthRent,
          deposit: amounts.deposit,
          depositWaived: amounts.depositWaived,
          freight: amounts.freight,
          couponDiscount: amounts.couponDiscount,
          couponId: priced.couponId,
          payable: amounts.payable,
          totalRent: amounts.totalRent,
          payDeadline: new Date(now.getTime() + ORDER_PAY_MINUTES * MINUTE_MS),
          idempotencyKey: input.idempotencyKey,
          clientIp,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [rentalOrders.customerId, rentalOrders.idempotencyKey] })
        .returning({ id: rentalOrders.id, orderNo: rentalOrders.orderNo });
      if (!order) throw new KeyTaken();
      // After the key is claimed: a doubled submit finds its twin's order instead of counting it.
      await assertMayHoldUnpaid(tx, customer.id, order.id, priced.items, now);
      // SKU rows are locked in id order, so two orders of the same SKUs cannot deadlock on PostgreSQL.
      for (const item of [...priced.items].sort((a, b) => a.skuId - b.skuId)) {
        const reserved = await tx
          .update(goodsSkus)
          .set({ stock: sql`${goodsSkus.stock} - ${item.quantity}` })
          .where(and(eq(goodsSkus.id, item.skuId), sql`${goodsSkus.stock} >= ${item.quantity}`))
          .returning({ id: goodsSkus.id });
        if (reserved.length === 0) throw new Refusal(ORDER_MESSAGES.outOfStock(item.goodsName));
      }
      await tx.insert(rentalOrderItems).values(priced.items.map((item) => ({ orderId: order.id, ...item })));
      if (priced.couponId !== null) {
        const taken = await tx
          .update(customerCoupons)
          .set({ status: 'used', usedAt: now })
          .where(
            and(eq(customerCoupons.id, priced.couponId), eq(customerCoupons.customerId, customer.id), eq(customerCoupons.status, 'unused'), gt(customerCoupons.expiresAt, now)),
          )
          .returning({ id: customerCoupons.id });
        if (taken.length === 0) throw new Refusal(ORDER_MESSAGES.couponUnavailable);
      }
      const cartIds = lines.flatMap((line) => (line.cartLineId === null ? [] : [line.cartLineId]));
      if (cartIds.length > 0) await tx.delete(cartLines).where(and(eq(cartLines.customerId, customer.id), inArray(cartLines.id, cartIds)));
      await recordOrderCreated(tx, { id: order.id, orderNo: order.orderNo, customerId: customer.id }, { kind: 'customer', id: customer.id }, now);
      return order.orderNo;
    });
    const created = await orderView(db, customer.id, orderNo);
    if (!created) throw new Error(`order ${orderNo} vanished after commit`);
    return created;
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await orderByKey(db, customer.id, input.idempotencyKey);
    if (!first) throw new Error('idempotency key taken but no order found');
    return first;
  }
}

async function orderByKey(db: Db, customerId: number, key: string): Promise<RentalOrderView | null> {
  const [row] = await db
    .select({ orderNo: rentalOrders.orderNo })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.customerId, customerId), eq(rentalOrders.idempotencyKey, key)));
  return row ? orderView(db, customerId, row.orderNo) : null;
}
