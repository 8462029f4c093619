import { endpoint, CUSTOMER } from '../endpoint';
import {
  invoiceEmailBody,
  invoiceListBody,
  invoiceRequestBody,
  invoiceTitleBody,
  invoiceTitleEditBody,
  invoiceTitleIdBody,
  invoiceableQuery,
  vatQualificationBody,
} from '../invoices';
import type { InvoiceRequestDetail, InvoiceRequestSummary, InvoiceSettings, InvoiceTitle, InvoiceableItem, VatQualification } from '../invoices';

export const INVOICE_API = {
  settings: endpoint('GET', '/api/wInvoiceTitle/info', CUSTOMER).answers<InvoiceSettings>(),
  addTitle: endpoint('POST', '/api/wInvoiceTitle/add', CUSTOMER, { json: invoiceTitleBody }).answers<InvoiceTitle>(),
  editTitle: endpoint('POST', '/api/wInvoiceTitle/edit', CUSTOMER, { json: invoiceTitleEditBody }).answers<InvoiceTitle>(),
  makeTitleDefault: endpoint('POST', '/api/wInvoiceTitle/default', CUSTOMER, { json: invoiceTitleIdBody }).answers<InvoiceTitle>(),
  removeTitle: endpoint('DELETE', '/api/wInvoiceTitle/:id', CUSTOMER).answers<{ id: number }>(),
  saveEmail: endpoint('POST', '/api/wInvoiceTitle/email', CUSTOMER, { json: invoiceEmailBody }).answers<{ email: string }>(),
  submitQualification: endpoint('POST', '/api/wInvoiceTitle/qualification', CUSTOMER, { json: vatQualificationBody }).answers<VatQualification>(),
  invoiceable: endpoint('POST', '/api/wInvoice/invoiceable', CUSTOMER, { json: invoiceableQuery }).pages<InvoiceableItem>(),
  apply: endpoint('POST', '/api/wInvoice/apply', CUSTOMER, { json: invoiceRequestBody }).answers<InvoiceRequestDetail>(),
  list: endpoint('POST', '/api/wInvoice/list', CUSTOMER, { json: invoiceListBody }).pages<InvoiceRequestSummary>(),
  detail: endpoint('GET', '/api/wInvoice/:requestNo', CUSTOMER).answers<InvoiceRequestDetail>(),
} as const;
