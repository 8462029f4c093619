/**
 * The coupon centre. The offer list is read on the server without a session (cached, `claimed`
 * false for everyone); the browser asks again with its session to mark what it already holds,
 * and claims through the /prod-api door.
 */
import { serverCall, unwrap } from './server-call';
import { call } from '@/lib/http/client';
import { CACHE } from '@/lib/cache';
import type { ClaimedCoupon, CouponOffer } from '@/lib/contract/coupons';

export async function getCouponOffers(): Promise<CouponOffer[]> {
  return unwrap(await serverCall<CouponOffer[]>('GET', 'api/coupon/centre', { next: CACHE.coupons }));
}

export const couponApi = {
  /** The offers as the logged-in customer sees them (`claimed` set). */
  offers: () => call<CouponOffer[]>('GET', 'api/coupon/centre', undefined, { silent: true }),
  claim: (templateId: number) => call<ClaimedCoupon>('POST', 'api/coupon/claim', { templateId }),
};
