/**
 * What a rental costs: one pure module, integer fen throughout, so the checkout preview, the order
 * and its tests cannot disagree. The formula (docs/product-rules.md#pricing) is the help page's too
 * (lib/help/fees.ts 首期款怎么算):
 *
 *   payable = first month's rent × quantity + deposit + freight − coupon
 *
 * where the coupon applies to the rent only (never to deposit or freight) and the rent after the
 * coupon is never below ¥0.00.
 *
 * Freight follows the help pages (lib/help/after-sales.ts 运费由谁承担, 顺丰标快参考运费):
 * goods tagged 顺丰包邮 ship free; other goods pay the SF reference fee per unit by parcel class,
 * the cross-province column (the shop's province is not known per address), or the remote column
 * for 新疆 and 西藏.
 *
 * The deposit in `payable` is the cash deposit: a verified company's credit line may cover part or
 * all of the items' deposits (depositWaiver), and only the rest is collected.
 *
 * Procurement-zone goods are priced by their quantity tiers before any of this (the monthly rent
 * of a PriceLine is the unit rent charged): the rule is contract/procurementRent.ts, shared with
 * the product page's price summary so that the page and the order agree.
 */
import type { OrderAmounts } from '@/contract/orders';

export { bestTierRate, LIST_RATE, procurementUnitRent, rentAtRate, type ProcurementTiers } from '@/contract/procurementRent';

export type ParcelClass = 'laptop' | 'monitor' | 'desktop';

/** Fen per unit, from the help page's SF table: [cross-province, remote]. */
export const FREIGHT_PER_UNIT: Record<ParcelClass, { standard: number; remote: number }> = {
  laptop: { standard: 2_300, remote: 4_500 },
  monitor: { standard: 5_800, remote: 12_000 },
  desktop: { standard: 6_800, remote: 15_000 },
};

/** The tag that makes goods ship free (商品页标注“包邮”). */
export const FREE_SHIPPING_TAG = '顺丰包邮';

/** Provinces the help page calls 偏远地区. */
const REMOTE_PROVINCES = ['新疆', '西藏'];

/**
 * The parcel a goods item ships as, from its slug's kind words (the demo catalogue and the
 * storefront's drawings use the same words): monitors, then desktops, towers and all-in-ones;
 * everything else (laptops, tablets, mini PCs) ships as a laptop-sized parcel.
 */
export function parcelClassOf(slug: string): ParcelClass {
  const words = slug.toLowerCase().split('-');
  if (words.includes('monitor')) return 'monitor';
  if (words.some((word) => word === 'desktop' || word === 'tower' || word === 'aio')) return 'desktop';
  return 'laptop';
}

export function isRemoteProvince(province: string): boolean {
  return REMOTE_PROVINCES.some((name) => province.startsWith(name));
}

/** Freight of one order item (all its units), fen. */
export function freightOf(item: { tags: readonly string[]; slug: string; quantity: number }, province: string | null): number {
  if (item.tags.includes(FREE_SHIPPING_TAG)) return 0;
  const rate = FREIGHT_PER_UNIT[parcelClassOf(item.slug)];
  const perUnit = province !== null && isRemoteProvince(province) ? rate.remote : rate.standard;
  return perUnit * item.quantity;
}

/** One priced line: unit prices in fen, read fresh from the lease plan and SKU. */
export type PriceLine = {
  monthlyRent: number;
  deposit: number;
  quantity: number;
  /** Freight of all units of the line, fen (freightOf). */
  freight: number;
};

/** A customer's coupon: `amount` off the rent once the rent reaches `threshold`. */
export type CouponTerms = { amount: number; threshold: number };

/** The money of an order: the wire's OrderAmounts (totalRent = firstMonthRent × termMonths). */
export type PriceBreakdown = OrderAmounts;

/** Whether the coupon's threshold is reached by one month's rent of the order. */
export function couponApplies(firstMonthRent: number, coupon: CouponTerms): boolean {
  return firstMonthRent >= coupon.threshold;
}

/** The coupon's discount on the rent: never more than the rent itself (the rent never goes below 0). */
export function couponDiscountOf(firstMonthRent: number, coupon: CouponTerms | null): number {
  if (!coupon || !couponApplies(firstMonthRent, coupon)) return 0;
  return Math.max(0, Math.min(coupon.amount, firstMonthRent));
}

function assertFen(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer of fen, got ${value}`);
}

/**
 * How much of an order's deposit a credit line with `available` fen left covers: as much as it
 * can (partial cover is allowed: the rest is paid in cash), never more than the deposit.
 */
export function depositWaiver(deposit: number, available: number): { cash: number; waived: number } {
  assertFen(deposit, 'deposit');
  const waived = Math.min(deposit, Math.max(0, Math.trunc(available)));
  return { cash: deposit - waived, waived };
}

/** The first payment (docs/product-rules.md#pricing): first month's rent − coupon + cash deposit + freight. */
export function payableOf(amounts: { firstMonthRent: number; couponDiscount: number; deposit: number; freight: number }): number {
  return amounts.firstMonthRent - amounts.couponDiscount + amounts.deposit + amounts.freight;
}

/**
 * Prices an order. `depositCredit` is what the customer's credit line has left for deposits (0
 * for everyone but verified companies); the answer's `deposit` is the cash part.
 */
export function priceOrder(lines: readonly PriceLine[], termMonths: number, coupon: CouponTerms | null, depositCredit = 0): PriceBreakdown {
  let firstMonthRent = 0;
  let deposit = 0;
  let freight = 0;
  for (const line of lines) {
    assertFen(line.monthlyRent, 'monthlyRent');
    assertFen(line.deposit, 'deposit');
    assertFen(line.freight, 'freight');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
    firstMonthRent += line.monthlyRent * line.quantity;
    deposit += line.deposit * line.quantity;
    freight += line.freight;
  }
  if (!Number.isSafeInteger(termMonths) || termMonths < 1) throw new RangeError(`termMonths must be a positive integer, got ${termMonths}`);
  const couponDiscount = couponDiscountOf(firstMonthRent, coupon);
  const { cash, waived } = depositWaiver(deposit, depositCredit);
  return {
    firstMonthRent,
    deposit: cash,
    depositWaived: waived,
    freight,
    couponDiscount,
    payable: payableOf({ firstMonthRent, couponDiscount, deposit: cash, freight }),
    totalRent: firstMonthRent * termMonths,
  };
}
