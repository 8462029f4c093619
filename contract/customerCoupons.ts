/**
 * The customer's own coupons (/myCoupon, `/api/wCouponUser/…`): what was claimed in the coupon
 * centre, in three tabs. A coupon is available while unused and before its expiry, used once an
 * order took it (an unpaid order that is cancelled gives it back), expired after its expiry unused.
 */
import { z } from 'zod';
import { limitParam, pageParam } from './params';

export const COUPON_TABS = ['available', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];
export const COUPON_TAB_NAMES: Record<CouponTab, string> = { available: '可使用', used: '已使用', expired: '已过期' };

export const MY_COUPONS_LIMIT_MAX = 50;

export const myCouponQuery = z.strictObject({
  tab: z.enum(COUPON_TABS, { error: '优惠券状态不正确，应为 available、used 或 expired' }).default('available'),
  page: pageParam,
  limit: limitParam(MY_COUPONS_LIMIT_MAX, 10),
});
export type MyCouponQuery = z.input<typeof myCouponQuery>;

export type MyCoupon = {
  /** The customer coupon's id (the checkout's `couponId`). */
  id: number;
  templateId: number;
  name: string;
  /** Fen off the rent. */
  amount: number;
  /** Minimum first month's rent, fen; 0 is 无门槛. */
  threshold: number;
  /** Which goods, shops or zones it is meant for, as the coupon centre says it (全场通用, 限游戏本 …). */
  scope: string;
  tab: CouponTab;
  tabName: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  claimedAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** The order that took it (used coupons). */
  orderNo: string | null;
};

/** `GET /api/wCouponUser/counts`: how many coupons each tab holds. */
export type MyCouponCounts = Record<CouponTab, number>;
