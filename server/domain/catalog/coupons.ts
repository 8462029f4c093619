/**
 * The coupon centre. A claim is one transaction: the customer's coupon row (unique per customer
 * and template) and one conditional UPDATE that takes a coupon from the template's stock only
 * while some remain. Racing claims can neither overdraw the stock nor give one customer two.
 */
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { COUPON_MESSAGES, type CheckoutCoupon, type ClaimedCoupon, type CouponOffer } from '@/contract/coupons';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/client';
import { couponTemplates, customerCoupons } from '../../db/schema';
import { couponApplies, couponDiscountOf } from '../pricing/pricing';
import { DAY_MS, formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';

/** `GET /api/coupon/centre`: active templates; `claimed` for the customer when there is one. */
export async function couponCentre(db: Db, customerId: number | null): Promise<CouponOffer[]> {
  const templates = await db.select().from(couponTemplates).where(eq(couponTemplates.active, true)).orderBy(asc(couponTemplates.sort), asc(couponTemplates.id));
  const claimed = new Set(
    customerId === null
      ? []
      : (await db.select({ templateId: customerCoupons.templateId }).from(customerCoupons).where(eq(customerCoupons.customerId, customerId))).map((row) => row.templateId),
  );
  return templates.map((template) => ({
    id: template.id,
    name: template.name,
    amount: template.amount,
    threshold: template.threshold,
    validDays: template.validDays,
    total: template.total,
    remaining: template.remaining,
    scope: template.scope,
    claimed: claimed.has(template.id),
  }));
}

/** `POST /api/coupon/claim`. */
export async function claimCoupon(db: Db, customerId: number, templateId: number, now: Date): Promise<ClaimedCoupon> {
  const [template] = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.id, templateId), eq(couponTemplates.active, true)))
    .limit(1);
  if (!template) throw notFound();
  return db.transaction(async (tx) => {
    const expiresAt = new Date(now.getTime() + template.validDays * DAY_MS);
    const [coupon] = await tx
      .insert(customerCoupons)
      .values({ templateId, customerId, amount: template.amount, threshold: template.threshold, claimedAt: now, expiresAt })
      .onConflictDoNothing({ target: [customerCoupons.customerId, customerCoupons.templateId] })
      .returning();
    if (!coupon) throw new Refusal(COUPON_MESSAGES.alreadyClaimed);
    const [taken] = await tx
      .update(couponTemplates)
      .set({ remaining: sql`${couponTemplates.remaining} - 1` })
      .where(and(eq(couponTemplates.id, templateId), eq(couponTemplates.active, true), gt(couponTemplates.remaining, 0)))
      .returning({ remaining: couponTemplates.remaining });
    // Thrown inside the transaction: the coupon row above is rolled back with it.
    if (!taken) throw new Refusal(COUPON_MESSAGES.soldOut);
    return {
      id: coupon.id,
      templateId,
      name: template.name,
      amount: coupon.amount,
      threshold: coupon.threshold,
      status: coupon.status,
      claimedAt: formatShanghai(coupon.claimedAt),
      expiresAt: formatShanghai(coupon.expiresAt),
    };
  });
}

/**
 * The customer's coupons judged against an order's first month's rent (the checkout preview and
 * calcAmountPc): every unused, unexpired one, plus `onOrder` (the coupon an unpaid order already
 * holds, status used), best first — applicable ones by what they take off, then the sooner
 * expiry; the others by the threshold nearest to reach.
 */
export async function couponsForRent(db: Executor, customerId: number, firstMonthRent: number, now: Date, onOrder: number | null = null): Promise<CheckoutCoupon[]> {
  const usable = and(eq(customerCoupons.status, 'unused'), gt(customerCoupons.expiresAt, now));
  const rows = await db
    .select({ id: customerCoupons.id, name: couponTemplates.name, amount: customerCoupons.amount, threshold: customerCoupons.threshold, expiresAt: customerCoupons.expiresAt })
    .from(customerCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
    .where(and(eq(customerCoupons.customerId, customerId), onOrder === null ? usable : or(usable, eq(customerCoupons.id, onOrder))));
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      amount: row.amount,
      threshold: row.threshold,
      expiresAt: formatShanghai(row.expiresAt),
      applicable: couponApplies(firstMonthRent, row),
      discount: couponDiscountOf(firstMonthRent, row),
      expiresMs: row.expiresAt.getTime(),
    }))
    .sort((a, b) =>
      a.applicable !== b.applicable
        ? a.applicable
          ? -1
          : 1
        : a.applicable
          ? b.discount - a.discount || a.expiresMs - b.expiresMs || a.id - b.id
          : a.threshold - b.threshold || a.expiresMs - b.expiresMs || a.id - b.id,
    )
    .map(({ expiresMs: _expiresMs, ...coupon }) => coupon);
}
