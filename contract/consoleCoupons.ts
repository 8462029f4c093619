/**
 * The platform's page 优惠券 (`/api/sys/coupon/…`): the coupon templates of the coupon centre.
 * Money in fen. A template's edit reaches only coupons claimed after it (a claimed coupon keeps
 * its own copy of amount and threshold).
 */
import { z } from 'zod';
import { consoleExportForm, consoleListQuery, formBoolean, textFilter } from './console';
import { blankToUndefined, positiveId } from './params';

export const COUPON_SORTS = ['sort', 'createdAt', 'remaining'] as const;

const ACTIVE_FILTER = '启用状态不正确';
/** The name or the scope. */
const keyword = textFilter(30);

/** `POST /api/sys/coupon/list`. */
export const consoleCouponListBody = consoleListQuery(COUPON_SORTS, { keyword, active: z.preprocess(blankToUndefined, z.boolean({ error: ACTIVE_FILTER }).optional()) });
export type ConsoleCouponListQuery = z.output<typeof consoleCouponListBody>;

/** `POST /api/sys/coupon/export`: the list's filters and sort, form-encoded (`active` as `true` / `false`). */
export const consoleCouponExportForm = consoleExportForm(COUPON_SORTS, { keyword, active: formBoolean(ACTIVE_FILTER) });
export type ConsoleCouponExportForm = z.output<typeof consoleCouponExportForm>;

export type ConsoleCoupon = {
  id: number;
  name: string;
  amount: number;
  threshold: number;
  validDays: number;
  total: number;
  remaining: number;
  /** total − remaining. */
  claimed: number;
  /** Claimed coupons used on an order. */
  used: number;
  scope: string;
  active: boolean;
  sort: number;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createdAt: string;
};

/** The most one coupon takes off: ¥100,000.00. */
export const COUPON_AMOUNT_MAX = 10_000_000;
export const COUPON_TOTAL_MAX = 1_000_000;

const wholeNumber = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * `POST /api/sys/coupon/save` (buttons `coupon:add` without `id`, `coupon:edit` with it). `total`
 * can only grow; `remaining` grows by as much.
 */
export const couponSaveBody = z
  .strictObject({
    id: positiveId('优惠券编号不正确').optional(),
    name: z.string({ error: '请输入优惠券名称' }).trim().min(1, '请输入优惠券名称').min(2, '优惠券名称至少 2 个字').max(30, '优惠券名称不能超过 30 个字'),
    amount: wholeNumber('优惠金额应为 1 分到 ¥100,000.00 的整数（分）', 1, COUPON_AMOUNT_MAX),
    threshold: wholeNumber('使用门槛应为 0 到 ¥1,000,000.00 的整数（分），0 为无门槛', 0, 100_000_000),
    validDays: wholeNumber('有效天数应为 1 到 365 的整数', 1, 365),
    total: wholeNumber(`发放总量应为 1 到 ${COUPON_TOTAL_MAX.toLocaleString('en-US')} 的整数`, 1, COUPON_TOTAL_MAX),
    scope: z.string({ error: '适用范围格式不正确' }).trim().min(1, '请输入适用范围').max(30, '适用范围不能超过 30 个字').default('全场通用'),
    sort: wholeNumber('排序应为 0 到 9999 的整数', 0, 9999).default(0),
  })
  .refine((coupon) => coupon.threshold === 0 || coupon.amount <= coupon.threshold, { message: '优惠金额不能大于使用门槛', path: ['amount'] });
export type CouponSaveInput = z.output<typeof couponSaveBody>;

/** `POST /api/sys/coupon/status` (button `coupon:edit`): an inactive template leaves the coupon centre; claimed coupons stay usable. */
export const couponStatusBody = z.strictObject({ id: positiveId('优惠券编号不正确'), active: z.boolean({ error: '启用状态不正确' }) });

export const CONSOLE_COUPON_MESSAGES = {
  saved: '优惠券已保存',
  statusSaved: (active: boolean) => (active ? '优惠券已启用' : '优惠券已停用'),
  totalShrinks: (claimed: number, total: number) => `发放总量只能增加（当前 ${total} 张，已领取 ${claimed} 张）`,
} as const;
