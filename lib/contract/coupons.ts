/** The coupon centre on the wire (`/api/coupon/centre`, `/api/coupon/claim`). Money in fen. */
import { z } from 'zod';
import { positiveId } from './goods';

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

export const COUPON_MESSAGES = {
  claimed: '领取成功',
  soldOut: '优惠券已领完',
  alreadyClaimed: '您已领取过该优惠券',
} as const;
