/**
 * Invoice requests in the back office (发票申请, `api/wInvoice/sys/…`): the seller's list with what
 * each request covers, issuing one with the invoice number and date, or rejecting it with the reason,
 * and recording the red-letter invoice of an invoice whose money went back (待红冲).
 */
import { CONSOLE_INVOICE_API } from '@/contract/endpoints/consoleInvoice';
import type { IssueInvoiceInput, RedLetterInvoiceInput, SysInvoiceRequest } from '@/contract/invoices';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleInvoiceApi = {
  /** Filter: status (0 申请中, 1 已开具, 2 已驳回, 3 待红冲, 4 已红冲, 5 已撤回); sorts: createdAt, amount, status (待红冲 first, then newest, unless sorted). */
  list: (query: ConsoleListQuery): Promise<Page<SysInvoiceRequest>> => consolePage(CONSOLE_INVOICE_API.list, query),
  issue: (body: IssueInvoiceInput) => consoleHttp.send(CONSOLE_INVOICE_API.issue, body),
  reject: (requestNo: string, reason: string) => consoleHttp.send(CONSOLE_INVOICE_API.reject, { requestNo, reason }),
  redLetter: (body: RedLetterInvoiceInput) => consoleHttp.send(CONSOLE_INVOICE_API.redLetter, body),
};
