/** The audit log of back-office changes (操作日志, `api/sys/audit/list`): the platform's read. */
import { z } from 'zod';
import { consoleListQuery, dayFilter, textFilter } from './console';

export const AUDIT_SORTS = ['at'] as const;

/** Filters: who (username, exact), what (an action or its prefix: `order` or `order.ship`), when (days, both ends included, Shanghai time). */
export const auditListQuery = consoleListQuery(AUDIT_SORTS, {
  username: textFilter(64, '用户名'),
  action: textFilter(60, '操作类型'),
  from: dayFilter('开始日期'),
  to: dayFilter('结束日期'),
});

export type AuditListQuery = z.input<typeof auditListQuery>;

export type AuditRow = {
  id: number;
  /** YYYY-MM-DD HH:mm:ss, Shanghai. */
  at: string;
  username: string;
  role: string;
  storeId: number | null;
  storeName: string | null;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
};
