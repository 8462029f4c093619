/**
 * Invoices from the browser: the titles, receiving email and special VAT invoice qualification
 * (/invoiceInfo), and the paid amounts free to invoice, the requests and one request's details
 * (/myInvoice). A request carries one key per attempt, so a double click makes one request.
 */
import { send, page } from '@/lib/http/client';
import type { InvoiceRequestBody, InvoiceTitleBody, VatQualificationBody } from '@/contract/invoices';
import { bind } from '@/contract/endpoint';
import { INVOICE_API } from '@/contract/endpoints/invoice';

/** `api/wInvoice/invoiceable`: a page of the caller's paid amounts, optionally of one order. */
export type InvoiceableQuery = { page: number; limit: number; orderNo?: string };
/** `api/wInvoice/list`: a page of the caller's requests, optionally of one status. */
export type InvoiceRequestQuery = { page: number; limit: number; status?: number };

export const invoiceApi = {
  invoiceable: (query: InvoiceableQuery) => page(INVOICE_API.invoiceable, query, { repeatSubmit: false }),
  list: (query: InvoiceRequestQuery) => page(INVOICE_API.list, query, { repeatSubmit: false }),
  detail: (requestNo: string) => send(bind(INVOICE_API.detail, { requestNo }), undefined, { repeatSubmit: false }),
  apply: (body: InvoiceRequestBody) => send(INVOICE_API.apply, body, { repeatSubmit: false }),
};

export const invoiceTitleApi = {
  settings: () => send(INVOICE_API.settings, undefined, { repeatSubmit: false }),
  add: (body: InvoiceTitleBody) => send(INVOICE_API.addTitle, body),
  edit: (body: InvoiceTitleBody & { id: number }) => send(INVOICE_API.editTitle, body),
  makeDefault: (id: number) => send(INVOICE_API.makeTitleDefault, { id }),
  remove: (id: number) => send(bind(INVOICE_API.removeTitle, { id })),
  saveEmail: (email: string) => send(INVOICE_API.saveEmail, { email }),
  submitQualification: (body: VatQualificationBody) => send(INVOICE_API.submitQualification, body),
};
