/**
 * The customer's own coupons by tab (/myCoupon). Which tab a coupon is in follows from its row and
 * the clock, so nothing has to sweep coupons into 已过期: available = unused and not yet expired,
 * used = taken by an order, expired = marked so or unused past its expiry.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { COUPON_TAB_NAMES, type CouponTab, type MyCoupon, type MyCouponCounts } from '@/contract/customerCoupons';
import { ORDER_STATUS } from '@/contract/orders';
import type { Db } from '../../db/client';
import { couponTemplates, customerCoupons, rentalOrders } from '../../db/schema';
import { formatShanghai } from '../shared/clock';

function tabFilter(tab: CouponTab, now: Date): SQL {
  switch (tab) {
    case 'available':
      return and(eq(customerCoupons.status, 'unused'), gt(customerCoupons.expiresAt, now)) as SQL;
    case 'used':
      return eq(customerCoupons.status, 'used');
    case 'expired':
      return or(eq(customerCoupons.status, 'expired'), and(eq(customerCoupons.status, 'unused'), lte(customerCoupons.expiresAt, now))) as SQL;
  }
}

const TAB_ORDER: Record<CouponTab, SQL[]> = {
  // What runs out first, first.
  available: [asc(customerCoupons.expiresAt), asc(customerCoupons.id)],
  used: [sql`${customerCoupons.usedAt} desc nulls last`, desc(customerCoupons.id)],
  expired: [desc(customerCoupons.expiresAt), desc(customerCoupons.id)],
};

/** Orders that still hold a coupon (a cancelled or closed one gave it back): the newest per coupon. */
async function holdingOrders(db: Db, couponIds: number[]): Promise<Map<number, string>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: rentalOrders.couponId, orderNo: rentalOrders.orderNo })
    .from(rentalOrders)
    .where(and(inArray(rentalOrders.couponId, couponIds), notInArray(rentalOrders.status, [ORDER_STATUS.cancelled, ORDER_STATUS.closed])))
    .orderBy(asc(rentalOrders.id));
  return new Map(rows.flatMap((row) => (row.couponId === null ? [] : [[row.couponId, row.orderNo] as const])));
}

/** `GET /api/wCouponUser/list`. */
export async function myCoupons(db: Db, customerId: number, query: { tab: CouponTab; page: number; limit: number }, now: Date): Promise<{ rows: MyCoupon[]; total: number }> {
  const where = and(eq(customerCoupons.customerId, customerId), tabFilter(query.tab, now));
  const [rows, [total]] = await Promise.all([
    db
      .select({ coupon: customerCoupons, name: couponTemplates.name, scope: couponTemplates.scope })
      .from(customerCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
      .where(where)
      .orderBy(...TAB_ORDER[query.tab])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(customerCoupons).where(where),
  ]);
  const orders =
    query.tab === 'used'
      ? await holdingOrders(
          db,
          rows.map((row) => row.coupon.id),
        )
      : new Map<number, string>();
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ coupon, name, scope }) => ({
      id: coupon.id,
      templateId: coupon.templateId,
      name,
      amount: coupon.amount,
      threshold: coupon.threshold,
      scope,
      tab: query.tab,
      tabName: COUPON_TAB_NAMES[query.tab],
      claimedAt: formatShanghai(coupon.claimedAt),
      expiresAt: formatShanghai(coupon.expiresAt),
      usedAt: coupon.usedAt ? formatShanghai(coupon.usedAt) : null,
      orderNo: orders.get(coupon.id) ?? null,
    })),
  };
}

/** `GET /api/wCouponUser/counts`: one query, a count per tab. */
export async function myCouponCounts(db: Db, customerId: number, now: Date): Promise<MyCouponCounts> {
  const counted = (tab: CouponTab) => sql<number>`cast(count(*) filter (where ${tabFilter(tab, now)}) as integer)`;
  const [row] = await db
    .select({ available: counted('available'), used: counted('used'), expired: counted('expired') })
    .from(customerCoupons)
    .where(eq(customerCoupons.customerId, customerId));
  return { available: Number(row?.available ?? 0), used: Number(row?.used ?? 0), expired: Number(row?.expired ?? 0) };
}
