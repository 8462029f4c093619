/**
 * Procurement quantity tiers: from a tier's `minQuantity` units of one SKU on, the rent is `rate`
 * percent of the list rent. One pure rule, imported by the product page's price summary
 * (lib/goods/rental-choice.ts) and by the checkout that charges it (server/domain/orders/pricing.ts), so
 * /purchaseDetail can never promise a rent the order does not charge.
 */
import type { ProcurementTerms } from '@/contract/goods';

export type ProcurementTiers = ProcurementTerms['tiers'];

/** The rate of the list rent itself: no tier applies. */
export const LIST_RATE = 100;

/**
 * A tier that could raise the rent or is not a whole percent is ignored rather than trusted:
 * the terms are merchant data in a jsonb column, and a typo there must never overcharge.
 */
function isUsableTier(tier: { minQuantity: number; rate: number }): boolean {
  return Number.isSafeInteger(tier.minQuantity) && tier.minQuantity >= 1 && Number.isInteger(tier.rate) && tier.rate >= 1 && tier.rate <= LIST_RATE;
}

/** The best (lowest) rate among the tiers `quantity` reaches; LIST_RATE when it reaches none. */
export function bestTierRate(tiers: ProcurementTiers | null | undefined, quantity: number): number {
  let rate = LIST_RATE;
  for (const tier of tiers ?? []) if (isUsableTier(tier) && quantity >= tier.minQuantity && tier.rate < rate) rate = tier.rate;
  return rate;
}

/**
 * One unit's monthly rent at `rate` percent of `listRent`, in integer fen, rounded half up per
 * unit: floor((listRent × rate + 50) / 100). Per unit, so that an item's rent is exactly unit
 * rent × quantity and the bills of every month agree with the first one; half up (¥331.545 →
 * ¥331.55) because that is how a price list is read. Integer arithmetic, never floating point.
 */
export function rentAtRate(listRent: number, rate: number): number {
  if (!Number.isSafeInteger(listRent) || listRent < 0) throw new RangeError(`listRent must be a non-negative integer of fen, got ${listRent}`);
  if (!Number.isInteger(rate) || rate < 1 || rate > LIST_RATE) throw new RangeError(`rate must be an integer percent from 1 to 100, got ${rate}`);
  return Math.floor((listRent * rate + 50) / 100);
}

/** What one unit of a SKU rents for when `quantity` units are ordered under these tiers. */
export function procurementUnitRent(listRent: number, tiers: ProcurementTiers | null | undefined, quantity: number): { rate: number; unitRent: number } {
  const rate = bestTierRate(tiers, quantity);
  return { rate, unitRent: rentAtRate(listRent, rate) };
}
