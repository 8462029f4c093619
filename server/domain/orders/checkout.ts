/**
 * What an order of these lines would cost now: the lines (from the cart or rented at once), each
 * checked orderable, priced as one order with the procurement tiers, the coupon and the company's
 * deposit credit. Prices are read from the catalogue at that moment; the browser sends only ids
 * and quantities. The previews (liJi, fhslAndJe) answer this; placing the order prices again.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, type CheckoutPreview, type OrderItem } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Db, Executor } from '../../db/client';
import { customerCoupons, goods } from '../../db/schema';
import { loadCartLines, rentableSku, type CartLineRow, type RentableSku } from '../cart/lines';
import { couponsForRent } from '../catalog/coupons';
import { DEFAULT_PROCUREMENT_TERMS } from '../catalog/goodsDetail';
import type { CustomerAccount } from '../customers/accounts';
import { notFound, Refusal } from '../shared/refusal';
import { depositCredit } from './credit';
import { assertMayRent } from './eligibility';
import { couponApplies, freightOf, priceOrder, procurementUnitRent, type CouponTerms, type PriceLine, type ProcurementTiers } from '../pricing/pricing';

/** A line about to be priced: the SKU as rentableSku read it, and the quantity. */
export type CheckoutLine = { sku: RentableSku; quantity: number; cartLineId: number | null };

/** The cart lines to order: the caller's, each orderable now (goods on sale, term offered, stock). */
export async function linesFromCart(db: Db, customerId: number, ids: number[]): Promise<CheckoutLine[]> {
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

export async function linesFromItems(db: Db, items: { skuId: number; termMonths: number; quantity: number }[]): Promise<CheckoutLine[]> {
  const lines: CheckoutLine[] = [];
  for (const item of items) {
    const sku = await rentableSku(db, item.skuId, item.termMonths);
    if (item.quantity > sku.stock) throw new Refusal(ORDER_MESSAGES.outOfStock(sku.goodsName));
    lines.push({ sku, quantity: item.quantity, cartLineId: null });
  }
  return lines;
}

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

export type Priced = CheckoutPreview & { lines: CheckoutLine[]; priceLines: PriceLine[]; coupon: CouponTerms | null };

/**
 * Prices the lines as one order. One order is one shop and one term (the merchant ships it and
 * its bills fall due together). Each item's rent is its SKU's list rent at the procurement tier
 * its quantity reaches (rate 100 outside the procurement zone). A coupon below its threshold
 * (judged on that first month's rent) is refused when `strictCoupon` (placing the order) and left
 * unapplied otherwise (a preview). A verified company's remaining credit waives deposit here for
 * the preview; placeOrder prices the waiver again under the customer row's lock.
 */
export async function priceCheckout(
  db: Db,
  customerId: number,
  lines: CheckoutLine[],
  options: { province: string | null; couponId?: number | undefined; strictCoupon: boolean; now: Date },
): Promise<Priced> {
  const first = lines[0];
  if (!first) throw new Refusal(ORDER_MESSAGES.lineProblem('所选商品', '不存在'));
  if (lines.some((line) => line.sku.termMonths !== first.sku.termMonths)) throw new Refusal(ORDER_MESSAGES.mixedTerms);
  if (lines.some((line) => line.sku.storeId !== first.sku.storeId)) throw new Refusal(ORDER_MESSAGES.mixedStores);
  const tiers = await procurementTiersOf(
    db,
    lines.map((line) => line.sku.goodsId),
  );
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
  await assertMayRent(db, customer, lines, now);
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
  await assertMayRent(db, customer, lines, now);
  return toPreview(await priceCheckout(db, customer.id, lines, { province: input.province ?? null, couponId: input.couponId, strictCoupon: false, now }));
}
