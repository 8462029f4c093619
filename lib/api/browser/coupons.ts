/**
 * Coupons from the browser: the offers as the logged-in customer sees them (the server-rendered
 * list, lib/api/server/coupons.ts, marks nothing as claimed), claiming, and the coupon of an
 * unpaid order (`api/wCouponUser`).
 */
import { send } from '@/lib/http/client';
import { bind } from '@/contract/endpoint';
import { COUPON_API } from '@/contract/endpoints/coupon';
import type { OrderCouponQuote } from '@/contract/coupons';
import type { UpgradeCouponQuote } from '@/contract/upgrades';

export const couponApi = {
  /** The offers as the logged-in customer sees them (`claimed` set). */
  offers: () => send(COUPON_API.offers, undefined, { silent: true }),
  claim: (templateId: number) => send(COUPON_API.claim, { templateId }),
  /**
   * The coupon of the caller's unpaid order (`calcAmountPc`, docs/product-rules.md#coupons): what
   * `couponId` (null: no coupon) takes off and the payable with it; `apply` puts it on the order.
   * `globalId` is the customer's, which the original API's path names `userId`; the last path value 0 names the order itself.
   */
  forOrder: async (orderNo: string, globalId: string, couponId: number | null, apply: boolean): Promise<OrderCouponQuote> =>
    expectKind('order', await send(bind(COUPON_API.orderAmount, { orderNo, userId: globalId, receive: couponId ?? 0, flag: apply ? 1 : 0, upgradeId: 0 }))),
  /** What an upgrade offer (`offerId`, the `upgradeId` of the path) of a running order costs with `couponId` (docs/product-rules.md#upgrades): a calculation only. */
  forUpgrade: async (orderNo: string, globalId: string, offerId: number, couponId: number | null): Promise<UpgradeCouponQuote> =>
    expectKind('upgrade', await send(bind(COUPON_API.orderAmount, { orderNo, userId: globalId, receive: couponId ?? 0, flag: 0, upgradeId: offerId }))),
};

/** The answer of the kind asked for (the path's last value decides it). */
function expectKind<K extends (OrderCouponQuote | UpgradeCouponQuote)['kind']>(
  kind: K,
  quote: OrderCouponQuote | UpgradeCouponQuote,
): Extract<OrderCouponQuote | UpgradeCouponQuote, { kind: K }> {
  if (quote.kind !== kind) throw new Error(`calcAmountPc answered a ${quote.kind} quote for a ${kind} question`);
  return quote as Extract<OrderCouponQuote | UpgradeCouponQuote, { kind: K }>;
}
