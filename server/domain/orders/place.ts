/**
 * Checkout and rental orders. An order is created in one transaction: the order row (which
 * claims the customer's idempotency key first, so a retried or doubled submit finds the first
 * order), the stock reserved by conditional UPDATEs, the coupon taken, the items' snapshot, the
 * history and the notification, the ordered cart lines removed. Any refusal rolls all of it back.
 * Prices are read from the catalogue at that moment; the browser sends only ids and quantities.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { CODE } from '@/contract/envelope';
import {
  ORDER_MESSAGES,
  ORDER_PAY_MINUTES,
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  type CheckoutPreview,
  type OrderAddress,
  type OrderDeadline,
  type OrderInvoice,
  type OrderItem,
  type OrderPayability,
  type OrderStatus,
  type RentalOrderView,
  type RentingSwitch,
} from '@/contract/orders';
import { formatFen } from '@/lib/format/money';
import type { Db } from '../../db/client';
import { cartLines, customerCoupons, customers, goods, goodsSkus, rentalOrderItems, rentalOrders, stores } from '../../db/schema';
import { formatShanghai, MINUTE_MS } from '../shared/clock';
import { loadCartLines, rentableSku, type CartLineRow, type RentableSku } from '../cart/lines';
import { couponsForRent } from '../catalog/coupons';
import type { CustomerAccount } from '../customers/accounts';
import { DEFAULT_PROCUREMENT_TERMS } from '../catalog/goodsDetail';
import { closeOpenTrades } from '../payments/trades';
import { recordOrderCreated, transition, type Actor, type Executor } from './lifecycle';
import { couponApplies, freightOf, priceOrder, procurementUnitRent, type CouponTerms, type PriceLine, type ProcurementTiers } from './pricing';
import { MESSAGES, Refusal } from '../shared/refusal';

const notFound = () => new Refusal(MESSAGES.notFound, CODE.notFound);

/** A line about to be priced: the SKU as rentableSku read it, and the quantity. */
type CheckoutLine = { sku: RentableSku; quantity: number; cartLineId: number | null };

/** The cart lines to order: the caller's, each orderable now (goods on sale, term offered, stock). */
async function linesFromCart(db: Db, customerId: number, ids: number[]): Promise<CheckoutLine[]> {
  const unique = [...new Set(ids)];
  const rows = await loadCartLines(db, customerId, { ids: unique });
  if (rows.length !== unique.length) throw notFound();
  return rows.map((row: CartLineRow) => {
    if (row.problem !== null || row.monthlyRent === null || row.buyoutPrice === null) {
      throw new Refusal(ORDER_MESSAGES.lineProblem(row.goodsName, row.problem ?? '该租期已不可选'));
    }
    return {
      cartLineId: row.id,
      quantity: row.quantity,
      sku: {
        skuId: row.skuId,
        goodsId: row.goodsId,
        goodsName: row.goodsName,
        slug: row.slug,
        tags: row.tags,
        image: row.image,
        skuName: row.skuName,
        config: row.config,
        storeId: row.storeId,
        storeName: row.storeName,
        stock: row.stock,
        deposit: row.deposit,
        termMonths: row.termMonths,
        monthlyRent: row.monthlyRent,
        buyoutPrice: row.buyoutPrice,
      },
    };
  });
}

async function linesFromItems(db: Db, items: { skuId: number; termMonths: number; quantity: number }[]): Promise<CheckoutLine[]> {
  const lines: CheckoutLine[] = [];
  for (const item of items) {
    const sku = await rentableSku(db, item.skuId, item.termMonths);
    if (item.quantity > sku.stock) throw new Refusal(ORDER_MESSAGES.outOfStock(sku.goodsName));
    lines.push({ sku, quantity: item.quantity, cartLineId: null });
  }
  return lines;
}

/**
 * Goods offered only in the procurement zone need a verified company account (judgeSwitch says
 * the same). Goods the procurement zone shares with other zones (a ThinkPad also in 天天低价) stay
 * open to everyone: the zone adds bulk terms for companies, it does not take goods away from people.
 */
async function assertMayRent(db: Db, customer: CustomerAccount, lines: CheckoutLine[]): Promise<void> {
  const goodsIds = [...new Set(lines.map((line) => line.sku.goodsId))];
  const procurement = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, goodsIds), PROCUREMENT_ONLY));
  if (procurement.length > 0 && !(customer.accountType === 'company' && customer.verified)) throw new Refusal(ORDER_MESSAGES.procurementOnly);
}

const PROCUREMENT_ONLY = sql`(${goods.zones} @> array['procurement']::text[] and ${goods.zones} <@ array['procurement']::text[])`;

/** A usable coupon of the customer: unused and not expired; else 优惠券不可用. */
async function usableCoupon(db: Executor, customerId: number, couponId: number, now: Date): Promise<CouponTerms & { id: number }> {
  const [coupon] = await db
    .select({ id: customerCoupons.id, amount: customerCoupons.amount, threshold: customerCoupons.threshold })
    .from(customerCoupons)
    .where(and(eq(customerCoupons.id, couponId), eq(customerCoupons.customerId, customerId), eq(customerCoupons.status, 'unused'), gt(customerCoupons.expiresAt, now)));
  if (!coupon) throw new Refusal(ORDER_MESSAGES.couponUnavailable);
  return coupon;
}

/**
 * The bulk tiers of the goods among `goodsIds` that are in the procurement zone (the merchant's
 * terms, or the default ones /purchaseDetail shows when the merchant set none). The tiers belong
 * to the goods: whoever may rent the goods gets them, as the page's summary promises.
 */
async function procurementTiersOf(db: Db, goodsIds: number[]): Promise<Map<number, ProcurementTiers>> {
  const rows = await db
    .select({ id: goods.id, terms: goods.procurementTerms })
    .from(goods)
    .where(and(inArray(goods.id, [...new Set(goodsIds)]), sql`${goods.zones} @> array['procurement']::text[]`));
  return new Map(rows.map((row) => [row.id, (row.terms ?? DEFAULT_PROCUREMENT_TERMS).tiers]));
}

/** Open orders (statuses 0–6: not completed, bought out, cancelled or closed) hold their waived deposit against the credit line. */
const CREDIT_HOLDING_STATUSES = sql`${rentalOrders.status} between ${ORDER_STATUS.unpaid} and ${ORDER_STATUS.returned}`;

type CreditState = { creditLine: number; used: number; available: number };

/**
 * A verified company's deposit-free credit now, or null for any other account. With `lock`
 * (inside the order-creating transaction) the customer row is locked first — FOR NO KEY UPDATE,
 * which does not block the foreign-key checks of rows that merely reference the customer — so
 * that on PostgreSQL two orders of one company are priced one after the other: the second one's
 * sum, a new statement after the lock is granted, sees the first one's committed waiver and the
 * line is never overcommitted. PGlite runs transactions one at a time anyway.
 */
export async function depositCredit(db: Executor, customerId: number, lock: boolean): Promise<CreditState | null> {
  const query = db
    .select({ accountType: customers.accountType, verified: customers.verified, creditLine: customers.creditLine })
    .from(customers)
    .where(eq(customers.id, customerId))
    .$dynamic();
  const [account] = lock ? await query.for('no key update') : await query;
  if (!account || account.accountType !== 'company' || !account.verified) return null;
  const [held] = await db
    .select({ used: sql<string | null>`sum(${rentalOrders.depositWaived})` })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.customerId, customerId), CREDIT_HOLDING_STATUSES));
  const used = Number(held?.used ?? 0);
  return { creditLine: account.creditLine, used, available: Math.max(0, account.creditLine - used) };
}

type Priced = CheckoutPreview & { lines: CheckoutLine[]; priceLines: PriceLine[]; coupon: CouponTerms | null };

/**
 * Prices the lines as one order. One order is one shop and one term (the merchant ships it and
 * its bills fall due together). Each item's rent is its SKU's list rent at the procurement tier
 * its quantity reaches (rate 100 outside the procurement zone). A coupon below its threshold
 * (judged on that first month's rent) is refused when `strictCoupon` (placing the order) and left
 * unapplied otherwise (a preview). A verified company's remaining credit waives deposit here for
 * the preview; placeOrder prices the waiver again under the customer row's lock.
 */
async function priceCheckout(
  db: Db,
  customerId: number,
  lines: CheckoutLine[],
  options: { province: string | null; couponId?: number | undefined; strictCoupon: boolean; now: Date },
): Promise<Priced> {
  const first = lines[0];
  if (!first) throw new Refusal(ORDER_MESSAGES.lineProblem('所选商品', '不存在'));
  if (lines.some((line) => line.sku.termMonths !== first.sku.termMonths)) throw new Refusal(ORDER_MESSAGES.mixedTerms);
  if (lines.some((line) => line.sku.storeId !== first.sku.storeId)) throw new Refusal(ORDER_MESSAGES.mixedStores);
  const tiers = await procurementTiersOf(db, lines.map((line) => line.sku.goodsId));
  const items: OrderItem[] = lines.map(({ sku, quantity }) => {
    // Per order item: the item's own quantity decides its tier (the page's summary does the same).
    const { rate, unitRent } = procurementUnitRent(sku.monthlyRent, tiers.get(sku.goodsId), quantity);
    return {
      goodsId: sku.goodsId,
      skuId: sku.skuId,
      goodsName: sku.goodsName,
      skuName: sku.skuName,
      image: sku.image,
      config: sku.config,
      termMonths: sku.termMonths,
      quantity,
      monthlyRent: unitRent,
      rentRate: rate,
      deposit: sku.deposit,
      buyoutPrice: sku.buyoutPrice,
      freight: freightOf({ tags: sku.tags, slug: sku.slug, quantity }, options.province),
    };
  });
  const priceLines: PriceLine[] = items.map((item) => ({ monthlyRent: item.monthlyRent, deposit: item.deposit, quantity: item.quantity, freight: item.freight }));
  const rent = items.reduce((total, item) => total + item.monthlyRent * item.quantity, 0);
  let coupon: (CouponTerms & { id: number }) | null = null;
  if (options.couponId !== undefined) {
    coupon = await usableCoupon(db, customerId, options.couponId, options.now);
    if (!couponApplies(rent, coupon)) {
      if (options.strictCoupon) throw new Refusal(ORDER_MESSAGES.couponThreshold(formatFen(coupon.threshold)));
      coupon = null;
    }
  }
  const credit = await depositCredit(db, customerId, false);
  const price = priceOrder(priceLines, first.sku.termMonths, coupon, credit?.available ?? 0);
  return {
    ...price,
    items,
    lines,
    priceLines,
    coupon,
    termMonths: first.sku.termMonths,
    storeId: first.sku.storeId,
    storeName: first.sku.storeName,
    quantity: items.reduce((total, item) => total + item.quantity, 0),
    couponId: coupon?.id ?? null,
    coupons: await couponsForRent(db, customerId, rent, options.now),
    credit: credit ? { ...credit, remainingAfter: credit.available - price.depositWaived } : null,
  };
}

function toPreview({ lines: _lines, priceLines: _priceLines, coupon: _coupon, ...preview }: Priced): CheckoutPreview {
  return preview;
}

/** `POST /api/wOrder/liJi`: renting one SKU now, without the cart: what the order would cost. */
export async function rentNowPreview(
  db: Db,
  customer: CustomerAccount,
  input: { skuId: number; termMonths: number; quantity: number; province?: string | undefined; couponId?: number | undefined },
  now: Date,
): Promise<CheckoutPreview> {
  const lines = await linesFromItems(db, [input]);
  await assertMayRent(db, customer, lines);
  return toPreview(await priceCheckout(db, customer.id, lines, { province: input.province ?? null, couponId: input.couponId, strictCoupon: false, now }));
}

/** `GET /api/wOrder/fhslAndJe`: the same for cart lines (发货数量和金额: quantities and amounts). */
export async function cartCheckoutPreview(
  db: Db,
  customer: CustomerAccount,
  input: { ids: number[]; province?: string | undefined; couponId?: number | undefined },
  now: Date,
): Promise<CheckoutPreview> {
  const lines = await linesFromCart(db, customer.id, input.ids);
  await assertMayRent(db, customer, lines);
  return toPreview(await priceCheckout(db, customer.id, lines, { province: input.province ?? null, couponId: input.couponId, strictCoupon: false, now }));
}

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
  const lines = input.cartLineIds ? await linesFromCart(db, customer.id, input.cartLineIds) : await linesFromItems(db, input.items ?? []);
  await assertMayRent(db, customer, lines);
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
          .where(and(eq(customerCoupons.id, priced.couponId), eq(customerCoupons.customerId, customer.id), eq(customerCoupons.status, 'unused'), gt(customerCoupons.expiresAt, now)))
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

type OrderRow = typeof rentalOrders.$inferSelect & { storeName: string };

async function views(db: Db, rows: OrderRow[]): Promise<RentalOrderView[]> {
  if (rows.length === 0) return [];
  const itemRows = await db
    .select()
    .from(rentalOrderItems)
    .where(inArray(rentalOrderItems.orderId, rows.map((row) => row.id)))
    .orderBy(asc(rentalOrderItems.id));
  return rows.map((row) => {
    const items: OrderItem[] = itemRows
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        goodsId: item.goodsId,
        skuId: item.skuId,
        goodsName: item.goodsName,
        skuName: item.skuName,
        image: item.image,
        config: item.config,
        termMonths: item.termMonths,
        quantity: item.quantity,
        monthlyRent: item.monthlyRent,
        rentRate: item.rentRate,
        deposit: item.deposit,
        buyoutPrice: item.buyoutPrice,
        freight: item.freight,
      }));
    const status = row.status as OrderStatus;
    return {
      orderNo: row.orderNo,
      status,
      statusName: ORDER_STATUS_NAMES[status],
      storeId: row.storeId,
      storeName: row.storeName,
      termMonths: row.termMonths,
      quantity: items.reduce((total, item) => total + item.quantity, 0),
      items,
      address: row.address,
      invoice: row.invoice,
      firstMonthRent: row.monthlyRent,
      deposit: row.deposit,
      depositWaived: row.depositWaived,
      freight: row.freight,
      couponDiscount: row.couponDiscount,
      payable: row.payable,
      totalRent: row.totalRent,
      payDeadline: formatShanghai(row.payDeadline),
      createdAt: formatShanghai(row.createdAt),
      paidAt: row.paidAt ? formatShanghai(row.paidAt) : null,
    };
  });
}

const orderColumns = { order: rentalOrders, storeName: stores.name };

async function orderRows(db: Db, where: SQL, paging?: { page: number; limit: number }): Promise<OrderRow[]> {
  let query = db
    .select(orderColumns)
    .from(rentalOrders)
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .where(where)
    .orderBy(desc(rentalOrders.createdAt), desc(rentalOrders.id))
    .$dynamic();
  if (paging) query = query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  return (await query).map((row) => ({ ...row.order, storeName: row.storeName }));
}

/** The caller's order by number, or null (another customer's order is null too). */
export async function orderView(db: Db, customerId: number, orderNo: string): Promise<RentalOrderView | null> {
  const [view] = await views(db, await orderRows(db, and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)) as SQL));
  return view ?? null;
}

/** `POST /api/wOrder/dingD`: the caller's orders, newest first, optionally of one status. */
export async function orderPage(db: Db, customerId: number, query: { page: number; limit: number; status?: number | undefined }): Promise<{ rows: RentalOrderView[]; total: number }> {
  const where = and(eq(rentalOrders.customerId, customerId), query.status === undefined ? undefined : eq(rentalOrders.status, query.status)) as SQL;
  const [totals] = await db.select({ n: count() }).from(rentalOrders).where(where);
  return { rows: await views(db, await orderRows(db, where, query)), total: totals?.n ?? 0 };
}

function secondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** The caller's order row by number, or null (unknown or another customer's). */
export async function ownOrderRow(db: Executor, customerId: number, orderNo: string) {
  const [row] = await db.select().from(rentalOrders).where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)));
  return row ?? null;
}

/** The caller's order, locked for the rest of the transaction (a second payment of it waits here); 404 when it is not theirs. */
export async function lockOwnOrder(tx: Executor, customerId: number, orderNo: string) {
  const [row] = await tx
    .select()
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)))
    .for('update');
  if (!row) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return row;
}

/**
 * What every way of paying an order refuses before money moves: a cancelled (timed out or by the
 * customer), closed or already paid order. The deadline of an unpaid order is the caller's to judge.
 */
export function refuseUnlessUnpaid(order: { status: number; payDeadline: Date }, now: Date): void {
  if (order.status === ORDER_STATUS.cancelled) throw new Refusal(now >= order.payDeadline ? ORDER_MESSAGES.timedOut : ORDER_MESSAGES.cancelledUnpaid);
  // Closed is reached only after payment (rejected, refunded): it is not payable again.
  if (order.status === ORDER_STATUS.closed) throw new Refusal(ORDER_MESSAGES.closed);
  if (order.status !== ORDER_STATUS.unpaid) throw new Refusal(ORDER_MESSAGES.alreadyPaid);
}

/** `GET /api/wOrder/orderTime/{orderno}`. */
export async function orderDeadline(db: Db, customerId: number, orderNo: string, now: Date): Promise<OrderDeadline> {
  const row = await ownOrderRow(db, customerId, orderNo);
  if (!row) throw notFound();
  const status = row.status as OrderStatus;
  return { orderNo, status, payDeadline: formatShanghai(row.payDeadline), secondsLeft: status === ORDER_STATUS.unpaid ? secondsLeft(row.payDeadline, now) : 0 };
}

/** `GET /api/wOrder/pdZydd`: an unknown order and another customer's answer alike (mine: false), so numbers cannot be probed. */
export async function orderPayability(db: Db, customerId: number, orderNo: string, now: Date): Promise<OrderPayability> {
  const row = await ownOrderRow(db, customerId, orderNo);
  if (!row) return { orderNo, mine: false, payable: false, amount: 0, secondsLeft: 0 };
  const open = row.status === ORDER_STATUS.unpaid && now < row.payDeadline;
  return { orderNo, mine: true, payable: open, amount: row.payable, secondsLeft: open ? secondsLeft(row.payDeadline, now) : 0 };
}

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
    await tx.update(goodsSkus).set({ stock: sql`${goodsSkus.stock} + ${item.quantity}` }).where(eq(goodsSkus.id, item.skuId));
  }
  const [order] = await tx.select({ couponId: rentalOrders.couponId }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
  if (order?.couponId) {
    await tx.update(customerCoupons).set({ status: 'unused', usedAt: null }).where(and(eq(customerCoupons.id, order.couponId), eq(customerCoupons.status, 'used')));
  }
}

/** `POST /api/wOrder/cancel`: the customer cancels an unpaid order. */
export async function cancelOrder(db: Db, customerId: number, orderNo: string, now: Date): Promise<RentalOrderView> {
  const row = await ownOrderRow(db, customerId, orderNo);
  if (!row) throw notFound();
  await db.transaction((tx) => cancelUnpaidOrder(tx, row.id, { kind: 'customer', id: customerId }, '用户取消订单', now));
  const view = await orderView(db, customerId, orderNo);
  if (!view) throw notFound();
  return view;
}

/** `POST /api/wOrder/fhqs` (发货签收): the customer confirms receipt of a shipped order, 3 → 4; the rent starts and the bill schedule is written. */
export async function confirmReceipt(db: Db, customerId: number, orderNo: string, now: Date): Promise<RentalOrderView> {
  const row = await ownOrderRow(db, customerId, orderNo);
  if (!row) throw notFound();
  await db.transaction((tx) => transition(tx, row.id, ORDER_STATUS.renting, { kind: 'customer', id: customerId }, '用户确认收货', now));
  const view = await orderView(db, customerId, orderNo);
  if (!view) throw notFound();
  return view;
}

/**
 * `GET /api/wOrder/judgeSwitch/{quanJuId}/{goodsType}`: whether this account may rent goods of
 * that kind now. Procurement-zone goods need a verified company account (placing the order
 * checks the same); everything else is open to every account.
 */
export function rentingSwitch(customer: CustomerAccount, goodsType: string): RentingSwitch {
  const procurement = goodsType === 'procurement';
  const allowed = !procurement || (customer.accountType === 'company' && customer.verified);
  return { goodsType, allowed, reason: allowed ? null : ORDER_MESSAGES.procurementOnly, verified: customer.verified, accountType: customer.accountType };
}
