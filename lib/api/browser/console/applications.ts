/**
 * The platform's merchant applications (入驻申请, 合作申请): `api/sys/application/…` and
 * `api/sys/cooperation/handle`. Approving a shop application opens the shop and its first login.
 */
import type { ApplicationApproved, ConsoleApplication } from '@/contract/consoleApplications';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

/** What the approval dialog sends (`nickName` left out: the contact's name). */
export type ApplicationApprovalBody = { id: number; storeName: string; slug: string; city: string; intro: string; username: string; nickName?: string };

export type CooperationHandling = { id: number; status: 'contacted' | 'closed'; remark: string };

export const consoleApplicationApi = {
  /** 入驻申请 (filters: status, keyword). */
  joinList: (query: ConsoleListQuery): Promise<Page<ConsoleApplication>> => consolePage<ConsoleApplication>('POST', 'api/sys/application/list', { ...query, kind: 'join' }),
  /** 合作申请 (filters: status, keyword). */
  cooperationList: (query: ConsoleListQuery): Promise<Page<ConsoleApplication>> => consolePage<ConsoleApplication>('POST', 'api/sys/application/list', { ...query, kind: 'cooperation' }),
  /** What 导出 sends: the table's filters and the page's kind. */
  exportForm: (kind: 'join' | 'cooperation') => (filters: Record<string, string | number>) => ({ ...filters, kind }),
  detail: (id: number) => consoleHttp.get<ConsoleApplication>(`api/sys/application/detail/${id}`, null, { repeatSubmit: false }),
  approve: (body: ApplicationApprovalBody) => consoleHttp.post<ApplicationApproved>('api/sys/application/approve', body),
  reject: (id: number, reason: string) => consoleHttp.post<ConsoleApplication>('api/sys/application/reject', { id, reason }),
  handleCooperation: (body: CooperationHandling) => consoleHttp.post<ConsoleApplication>('api/sys/cooperation/handle', body),
};
