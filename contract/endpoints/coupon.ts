import { endpoint, CUSTOMER } from '../endpoint';
import { noQuery } from '../request';
import { couponClaimBody } from '../coupons';
import { myCouponQuery } from '../customerCoupons';
import type { ClaimedCoupon, CouponOffer, OrderCouponQuote } from '../coupons';
import type { UpgradeCouponQuote } from '../upgrades';
import type { MyCoupon, MyCouponCounts } from '../customerCoupons';

export const COUPON_API = {
  offers: endpoint('GET', '/api/coupon/centre', CUSTOMER, { query: noQuery }).answers<CouponOffer[]>(),
  claim: endpoint('POST', '/api/coupon/claim', CUSTOMER, { json: couponClaimBody }).answers<ClaimedCoupon>(),
  mine: endpoint('GET', '/api/wCouponUser/list', CUSTOMER, { query: myCouponQuery }).pages<MyCoupon>(),
  mineCounts: endpoint('GET', '/api/wCouponUser/counts', CUSTOMER, { query: noQuery }).answers<MyCouponCounts>(),
  orderAmount: endpoint('GET', '/api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId', { ...CUSTOMER, getChangesState: true }, { query: noQuery }).answers<
    OrderCouponQuote | UpgradeCouponQuote
  >(),
} as const;
