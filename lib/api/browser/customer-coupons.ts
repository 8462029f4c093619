/** The customer's own coupons from the browser (`api/wCouponUser/list`, `api/wCouponUser/counts`). */
import { send, page } from '@/lib/http/client';
import type { CouponTab, MyCoupon } from '@/contract/customerCoupons';
import type { Page } from '@/lib/api/page';
import { COUPON_API } from '@/contract/endpoints/coupon';

export type MyCouponQuery = { tab: CouponTab; page: number; limit: number };

export const customerCouponApi = {
  list: async (query: MyCouponQuery): Promise<Page<MyCoupon>> => {
    return page(COUPON_API.mine, query, { repeatSubmit: false });
  },
  counts: () => send(COUPON_API.mineCounts, undefined, { repeatSubmit: false }),
};
