/** The coupon centre on the wire (`/api/coupon/centre`, `/api/coupon/claim`). Money in fen. */
import { z } from 'zod';
import { orderNoParam, positiveId } from './params';

/** A coupon on offer. `claimed` is true when the caller's session already holds one (false without a session). */
export type CouponOffer = {
  id: number;
  name: string;
  /** Fen off the rent. */
  amount: number;
  /** Minimum rent the order must reach, fen; 0 is 无门槛. */
  threshold: number;
  /** Days a claimed coupon stays valid. */
  validDays: number;
  total: number;
  remaining: number;
  scope: string;
  claimed: boolean;
};

/** The answer to a claim. */
export type ClaimedCoupon = {
  id: number;
  templateId: number;
  name: string;
  amount: number;
  threshold: number;
  status: 'unused' | 'used' | 'expired';
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  claimedAt: string;
  expiresAt: string;
};

export const couponClaimBody = z.strictObject({ templateId: positiveId('优惠券编号不正确') });

/**
 * One of the customer's coupons as a checkout (the preview) or an unpaid order (calcAmountPc)
 * may use it: unused and unexpired (or already on that order). `applicable` says whether the
 * order's first month's rent reaches the threshold; `discount` is what it would take off (0 when
 * not applicable). Listed best first: applicable ones by discount, then the rest by threshold.
 */
export type CheckoutCoupon = {
  /** The customer coupon's id: the `couponId` of a preview or order, the `receive` of calcAmountPc. */
  id: number;
  name: string;
  amount: number;
  threshold: number;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  expiresAt: string;
  applicable: boolean;
  discount: number;
};

/**
 * `GET /api/wCouponUser/calcAmountPc/{orderNo}/{userId}/{receive}/{flag}/{upgradeId}`: the path's
 * values. `receive` is the customer coupon's id (0 = no coupon); `flag` 1 puts it on the order,
 * 0 only calculates; `upgradeId` 0 is the order's own coupon, otherwise the id of one of the
 * order's upgrade offers (contract/upgrades.ts), whose amount it only calculates (flag 0).
 */
export const orderCouponParams = z.object({
  orderNo: orderNoParam,
  userId: z.string().max(64),
  receive: z.coerce.number({ error: '优惠券不正确' }).int('优惠券不正确').min(0, '优惠券不正确').max(2_147_483_647, '优惠券不正确'),
  flag: z.enum(['0', '1'], { error: '操作类型不正确（1 使用优惠券，0 仅计算金额）' }).transform((value) => value === '1'),
  upgradeId: z.coerce.number({ error: '升级配置不正确' }).int('升级配置不正确').min(0, '升级配置不正确').max(2_147_483_647, '升级配置不正确'),
});

/** The money of an unpaid order as its coupon leaves it (fen). */
export type OrderCouponState = {
  couponId: number | null;
  couponDiscount: number;
  firstMonthRent: number;
  /** Cash deposit. */
  deposit: number;
  depositWaived: number;
  freight: number;
  payable: number;
};

/** The answer of calcAmountPc. */
export type OrderCouponQuote = {
  kind: 'order';
  orderNo: string;
  /** The coupon asked about (`receive`), null for 0. */
  couponId: number | null;
  /** What it takes off the first month's rent (0 when the rent does not reach its threshold) … */
  couponDiscount: number;
  /** … and the first payment with it. */
  payable: number;
  /** Whether it is now on the order (flag 1). */
  applied: boolean;
  /** The order after the call (unchanged by flag 0). */
  order: OrderCouponState;
  /** The coupons this order may take: the customer's usable ones and the order's own, best first. */
  coupons: CheckoutCoupon[];
};

export const COUPON_MESSAGES = {
  claimed: '领取成功',
  soldOut: '优惠券已领完',
  alreadyClaimed: '您已领取过该优惠券',
  applied: '优惠券已更新',
  tradePending: '该订单有一笔在线支付尚未完成，请先在收银台完成或取消该笔支付，再更换优惠券',
} as const;
