/** The coupon centre's templates (优惠券, `api/sys/coupon/…`); money in fen. */
import type { ConsoleCoupon } from '@/contract/consoleCoupons';
import { CONSOLE_COUPON_API } from '@/contract/endpoints/consoleCoupon';
import type { Page } from '@/lib/api/page';
import { withEnabledFilter } from './filters';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

/** What the dialog sends: without `id` a new template (coupon:add), with it an edit (coupon:edit). */
export type CouponSaveBody = { id?: number; name: string; amount: number; threshold: number; validDays: number; total: number; scope: string; sort: number };

export const consoleCouponApi = {
  /** Filters: keyword (name, scope), status (sys_normal_disable: 0 启用, 1 停用). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleCoupon>> => consolePage(CONSOLE_COUPON_API.list, withEnabledFilter(query, 'active')),
  export: CONSOLE_COUPON_API.export,
  /** What 导出 sends: the table's filters, its 状态 as the list's `active`. */
  exportForm: (filters: Record<string, string | number>) => withEnabledFilter(filters, 'active'),
  save: (body: CouponSaveBody) => consoleHttp.send(CONSOLE_COUPON_API.save, body),
  setActive: (id: number, active: boolean) => consoleHttp.send(CONSOLE_COUPON_API.setActive, { id, active }),
};
