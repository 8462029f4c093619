/**
 * Invoices from the browser: the titles, receiving email and special VAT invoice qualification
 * (/invoiceInfo), and the paid amounts free to invoice, the requests and one request's details
 * (/myInvoice). A request carries one key per attempt, so a double click makes one request.
 */
import { call, requestEnvelope } from '@/lib/http/client';
import type { PageEnvelope } from '@/contract/envelope';
import type {
  InvoiceableItem,
  InvoiceRequestBody,
  InvoiceRequestDetail,
  InvoiceRequestSummary,
  InvoiceSettings,
  InvoiceTitle,
  InvoiceTitleBody,
  VatQualification,
  VatQualificationBody,
} from '@/contract/invoices';
import type { Page } from '@/lib/api/page';

/** `api/wInvoice/invoiceable`: a page of the caller's paid amounts, optionally of one order. */
export type InvoiceableQuery = { page: number; limit: number; orderNo?: string };
/** `api/wInvoice/list`: a page of the caller's requests, optionally of one status. */
export type InvoiceRequestQuery = { page: number; limit: number; status?: number };

const pageOf = async <T>(path: string, query: object): Promise<Page<T>> => {
  const answer = await requestEnvelope<PageEnvelope<T>>('POST', path, query, { repeatSubmit: false });
  return { rows: answer.rows, total: answer.total };
};

export const invoiceApi = {
  invoiceable: (query: InvoiceableQuery) => pageOf<InvoiceableItem>('api/wInvoice/invoiceable', query),
  list: (query: InvoiceRequestQuery) => pageOf<InvoiceRequestSummary>('api/wInvoice/list', query),
  detail: (requestNo: string) => call<InvoiceRequestDetail>('GET', `api/wInvoice/${requestNo}`, undefined, { repeatSubmit: false }),
  apply: (body: InvoiceRequestBody) => call<InvoiceRequestDetail>('POST', 'api/wInvoice/apply', body, { repeatSubmit: false }),
};

export const invoiceTitleApi = {
  settings: () => call<InvoiceSettings>('GET', 'api/wInvoiceTitle/info', undefined, { repeatSubmit: false }),
  add: (body: InvoiceTitleBody) => call<InvoiceTitle>('POST', 'api/wInvoiceTitle/add', body),
  edit: (body: InvoiceTitleBody & { id: number }) => call<InvoiceTitle>('POST', 'api/wInvoiceTitle/edit', body),
  makeDefault: (id: number) => call<InvoiceTitle>('POST', 'api/wInvoiceTitle/default', { id }),
  remove: (id: number) => call<{ id: number }>('DELETE', `api/wInvoiceTitle/${id}`),
  saveEmail: (email: string) => call<{ email: string }>('POST', 'api/wInvoiceTitle/email', { email }),
  submitQualification: (body: VatQualificationBody) => call<VatQualification>('POST', 'api/wInvoiceTitle/qualification', body),
};
