/**
 * The platform's review of companies' special VAT invoice qualifications (专票资质,
 * `api/wInvoiceTitle/sys/…`, admins): the list and the decision, approved or not with the reason.
 */
import { CONSOLE_INVOICE_API } from '@/contract/endpoints/consoleInvoice';
import type { SysVatQualification } from '@/contract/invoices';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleQualificationApi = {
  /** Filter: status (0 审核中, 1 已通过, 2 未通过); sorts: submittedAt, reviewedAt, status (newest first unless sorted). */
  list: (query: ConsoleListQuery): Promise<Page<SysVatQualification>> => consolePage(CONSOLE_INVOICE_API.qualifications, query),
  approve: (id: number) => consoleHttp.send(CONSOLE_INVOICE_API.reviewQualification, { id, approved: true }),
  reject: (id: number, reason: string) => consoleHttp.send(CONSOLE_INVOICE_API.reviewQualification, { id, approved: false, reason }),
};
