import { endpoint, CUSTOMER } from '../endpoint';
import type { InvoiceRequestDetail, InvoiceRequestSummary, InvoiceSettings, InvoiceTitle, InvoiceableItem, VatQualification } from '../invoices';

export const INVOICE_API = {
  settings: endpoint('GET', '/api/wInvoiceTitle/info', CUSTOMER).answers<InvoiceSettings>(),
  addTitle: endpoint('POST', '/api/wInvoiceTitle/add', CUSTOMER).answers<InvoiceTitle>(),
  editTitle: endpoint('POST', '/api/wInvoiceTitle/edit', CUSTOMER).answers<InvoiceTitle>(),
  makeTitleDefault: endpoint('POST', '/api/wInvoiceTitle/default', CUSTOMER).answers<InvoiceTitle>(),
  removeTitle: endpoint('DELETE', '/api/wInvoiceTitle/:id', CUSTOMER).answers<{ id: number }>(),
  saveEmail: endpoint('POST', '/api/wInvoiceTitle/email', CUSTOMER).answers<{ email: string }>(),
  submitQualification: endpoint('POST', '/api/wInvoiceTitle/qualification', CUSTOMER).answers<VatQualification>(),
  invoiceable: endpoint('POST', '/api/wInvoice/invoiceable', CUSTOMER).pages<InvoiceableItem>(),
  apply: endpoint('POST', '/api/wInvoice/apply', CUSTOMER).answers<InvoiceRequestDetail>(),
  list: endpoint('POST', '/api/wInvoice/list', CUSTOMER).pages<InvoiceRequestSummary>(),
  detail: endpoint('GET', '/api/wInvoice/:requestNo', CUSTOMER).answers<InvoiceRequestDetail>(),
} as const;
