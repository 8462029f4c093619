/**
 * The platform's merchant applications (入驻申请, 合作申请): `api/sys/application/…` and
 * `api/sys/cooperation/handle`. Approving a shop application opens the shop and its first login.
 */
import type { ConsoleApplication } from '@/contract/consoleApplications';
import { bind } from '@/contract/endpoint';
import { CONSOLE_APPLICATION_API } from '@/contract/endpoints/consoleApplication';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

/** What the approval dialog sends (`nickName` left out: the contact's name). */
export type ApplicationApprovalBody = { id: number; storeName: string; slug: string; city: string; intro: string; username: string; nickName?: string };

export type CooperationHandling = { id: number; status: 'contacted' | 'closed'; remark: string };

export const consoleApplicationApi = {
  /** 入驻申请 (filters: status, keyword). */
  joinList: (query: ConsoleListQuery): Promise<Page<ConsoleApplication>> => consolePage(CONSOLE_APPLICATION_API.list, { ...query, kind: 'join' }),
  /** 合作申请 (filters: status, keyword). */
  cooperationList: (query: ConsoleListQuery): Promise<Page<ConsoleApplication>> => consolePage(CONSOLE_APPLICATION_API.list, { ...query, kind: 'cooperation' }),
  /** 导出 (both pages: the kind tells them apart). */
  export: CONSOLE_APPLICATION_API.export,
  /** What 导出 sends: the table's filters and the page's kind. */
  exportForm: (kind: 'join' | 'cooperation') => (filters: Record<string, string | number>) => ({ ...filters, kind }),
  detail: (id: number) => consoleHttp.send(bind(CONSOLE_APPLICATION_API.detail, { id }), undefined, { repeatSubmit: false }),
  approve: (body: ApplicationApprovalBody) => consoleHttp.send(CONSOLE_APPLICATION_API.approve, body),
  reject: (id: number, reason: string) => consoleHttp.send(CONSOLE_APPLICATION_API.reject, { id, reason }),
  handleCooperation: (body: CooperationHandling) => consoleHttp.send(CONSOLE_APPLICATION_API.handleCooperation, body),
};
