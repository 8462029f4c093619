/**
 * Coupons from the browser: the offers as the logged-in customer sees them (the server-rendered
 * list, lib/api/server/coupons.ts, marks nothing as claimed), claiming, and the coupon of an
 * unpaid order (`api/wCouponUser`).
 */
import { send } from '@/lib/http/client';
import { bind } from '@/contract/endpoint';
import { COUPON_API } from '@/contract/endpoints/coupon';

export const couponApi = {
  /** The offers as the logged-in customer sees them (`claimed` set). */
  offers: () => send(COUPON_API.offers, undefined, { silent: true }),
  claim: (templateId: number) => send(COUPON_API.claim, { templateId }),
  /**
   * The coupon of the caller's unpaid order (`calcAmountPc`, docs/product-rules.md#coupons): what
   * `couponId` (null: no coupon) takes off and the payable with it; `apply` puts it on the order.
   * `globalId` is the customer's, which the original API's path names `userId`. No upgrade offers
   * exist yet, so the last path value is always 0.
   */
  forOrder: (orderNo: string, globalId: string, couponId: number | null, apply: boolean) =>
    send(bind(COUPON_API.orderAmount, { orderNo, userId: globalId, receive: couponId ?? 0, flag: apply ? 1 : 0, upgradeId: 0 })),
};
