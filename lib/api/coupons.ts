/**
 * Coupons. The offer list is read on the server without a session (cached, `claimed` false for
 * everyone); the browser asks again with its session to mark what it already holds, claims
 * through the /prod-api door, and changes the coupon of an unpaid order (`api/wCouponUser`).
 */
import { serverCall, unwrap } from './server-call';
import { call } from '@/lib/http/client';
import { CACHE } from '@/lib/cache';
import type { ClaimedCoupon, CouponOffer, OrderCouponQuote } from '@/contract/coupons';

export async function getCouponOffers(): Promise<CouponOffer[]> {
  return unwrap(await serverCall<CouponOffer[]>('GET', 'api/coupon/centre', { next: CACHE.coupons }));
}

export const couponApi = {
  /** The offers as the logged-in customer sees them (`claimed` set). */
  offers: () => call<CouponOffer[]>('GET', 'api/coupon/centre', undefined, { silent: true }),
  claim: (templateId: number) => call<ClaimedCoupon>('POST', 'api/coupon/claim', { templateId }),
  /**
   * The coupon of the caller's unpaid order (SPEC.md `calcAmountPc`): what `couponId` (null: no
   * coupon) takes off and the payable with it; `apply` puts it on the order. No upgrade offers
   * exist yet, so the last path value is always 0.
   */
  forOrder: (orderNo: string, quanJuId: string, couponId: number | null, apply: boolean) =>
    call<OrderCouponQuote>('GET', `api/wCouponUser/calcAmountPc/${encodeURIComponent(orderNo)}/${encodeURIComponent(quanJuId)}/${couponId ?? 0}/${apply ? 1 : 0}/0`),
};
