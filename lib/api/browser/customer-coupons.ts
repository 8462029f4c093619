/** The customer's own coupons from the browser (`api/wCouponUser/list`, `api/wCouponUser/counts`). */
import { call, requestEnvelope } from '@/lib/http/client';
import type { CouponTab, MyCoupon, MyCouponCounts } from '@/contract/customerCoupons';
import type { PageEnvelope } from '@/contract/envelope';
import type { Page } from '@/lib/api/page';

export type MyCouponQuery = { tab: CouponTab; page: number; limit: number };

export const customerCouponApi = {
  list: async (query: MyCouponQuery): Promise<Page<MyCoupon>> => {
    const answer = await requestEnvelope<PageEnvelope<MyCoupon>>('GET', 'api/wCouponUser/list', query, { repeatSubmit: false });
    return { rows: answer.rows, total: answer.total };
  },
  counts: () => call<MyCouponCounts>('GET', 'api/wCouponUser/counts', undefined, { repeatSubmit: false }),
};
