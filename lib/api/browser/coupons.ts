/**
 * Coupons from the browser: the offers as the logged-in customer sees them (the server-rendered
 * list, lib/api/server/coupons.ts, marks nothing as claimed), claiming, and the coupon of an
 * unpaid order (`api/wCouponUser`).
 */
import { call } from '@/lib/http/client';
import type { ClaimedCoupon, CouponOffer, OrderCouponQuote } from '@/contract/coupons';

export const couponApi = {
  /** The offers as the logged-in customer sees them (`claimed` set). */
  offers: () => call<CouponOffer[]>('GET', 'api/coupon/centre', undefined, { silent: true }),
  claim: (templateId: number) => call<ClaimedCoupon>('POST', 'api/coupon/claim', { templateId }),
  /**
   * The coupon of the caller's unpaid order (`calcAmountPc`, docs/product-rules.md#coupons): what
   * `couponId` (null: no coupon) takes off and the payable with it; `apply` puts it on the order.
   * `globalId` is the customer's, which the original API's path names `userId`. No upgrade offers
   * exist yet, so the last path value is always 0.
   */
  forOrder: (orderNo: string, globalId: string, couponId: number | null, apply: boolean) =>
    call<OrderCouponQuote>('GET', `api/wCouponUser/calcAmountPc/${encodeURIComponent(orderNo)}/${encodeURIComponent(globalId)}/${couponId ?? 0}/${apply ? 1 : 0}/0`),
};
