import { endpoint, STAFF } from '../endpoint';
import type { ConsoleCoupon } from '../consoleCoupons';

export const CONSOLE_COUPON_API = {
  list: endpoint('POST', '/api/sys/coupon/list', STAFF).pages<ConsoleCoupon>(),
  export: endpoint('POST', '/api/sys/coupon/export', STAFF).downloads(),
  save: endpoint('POST', '/api/sys/coupon/save', STAFF).answers<ConsoleCoupon>(),
  setActive: endpoint('POST', '/api/sys/coupon/status', STAFF).answers<ConsoleCoupon>(),
} as const;
