import { endpoint, CUSTOMER } from '../endpoint';
import type { ClaimedCoupon, CouponOffer, OrderCouponQuote } from '../coupons';
import type { MyCoupon, MyCouponCounts } from '../customerCoupons';

export const COUPON_API = {
  offers: endpoint('GET', '/api/coupon/centre', CUSTOMER).answers<CouponOffer[]>(),
  claim: endpoint('POST', '/api/coupon/claim', CUSTOMER).answers<ClaimedCoupon>(),
  mine: endpoint('GET', '/api/wCouponUser/list', CUSTOMER).pages<MyCoupon>(),
  mineCounts: endpoint('GET', '/api/wCouponUser/counts', CUSTOMER).answers<MyCouponCounts>(),
  orderAmount: endpoint('GET', '/api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId', { ...CUSTOMER, getChangesState: true }).answers<OrderCouponQuote>(),
} as const;
