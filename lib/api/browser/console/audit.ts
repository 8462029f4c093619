/** The audit log (操作日志): every back-office change, newest first. */
import type { AuditRow } from '@/contract/audit';
import { CONSOLE_AUDIT_API } from '@/contract/endpoints/consoleAudit';
import type { Page } from '@/lib/api/page';
import { consolePage, type ConsoleListQuery } from './transport';

export const consoleAuditApi = {
  /** Filters: username, action (a prefix), from, to (YYYY-MM-DD). */
  list: (query: ConsoleListQuery): Promise<Page<AuditRow>> => consolePage(CONSOLE_AUDIT_API.list, query),
};
