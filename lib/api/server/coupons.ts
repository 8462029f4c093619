/** The coupon centre's offers, read on the server without a session: cached, `claimed` false for everyone. */
import 'server-only';
import { serverCall, unwrap } from './call';
import { CACHE } from '@/contract/cacheTags';
import type { CouponOffer } from '@/contract/coupons';
import { COUPON_API } from '@/contract/endpoints/coupon';

export async function getCouponOffers(): Promise<CouponOffer[]> {
  return unwrap(await serverCall(COUPON_API.offers, { next: CACHE.coupons }));
}
