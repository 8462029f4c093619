import { endpoint, STAFF } from '../endpoint';
import { consoleCouponExportForm, consoleCouponListBody, couponSaveBody, couponStatusBody } from '../consoleCoupons';
import type { ConsoleCoupon } from '../consoleCoupons';

export const CONSOLE_COUPON_API = {
  list: endpoint('POST', '/api/sys/coupon/list', STAFF, { json: consoleCouponListBody }).pages<ConsoleCoupon>(),
  export: endpoint('POST', '/api/sys/coupon/export', STAFF, { form: consoleCouponExportForm }).downloads(),
  save: endpoint('POST', '/api/sys/coupon/save', STAFF, { json: couponSaveBody }).answers<ConsoleCoupon>(),
  setActive: endpoint('POST', '/api/sys/coupon/status', STAFF, { json: couponStatusBody }).answers<ConsoleCoupon>(),
} as const;
