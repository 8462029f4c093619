import { endpoint, STAFF } from '../endpoint';
import type { SysInvoiceRequest, SysVatQualification, VatQualification } from '../invoices';

export const CONSOLE_INVOICE_API = {
  qualifications: endpoint('GET', '/api/wInvoiceTitle/sys/qualifications', STAFF).pages<SysVatQualification>(),
  reviewQualification: endpoint('POST', '/api/wInvoiceTitle/sys/review', STAFF).answers<VatQualification>(),
  list: endpoint('GET', '/api/wInvoice/sys/list', STAFF).pages<SysInvoiceRequest>(),
  issue: endpoint('POST', '/api/wInvoice/sys/issue', STAFF).answers<SysInvoiceRequest>(),
  reject: endpoint('POST', '/api/wInvoice/sys/reject', STAFF).answers<SysInvoiceRequest>(),
  redLetter: endpoint('POST', '/api/wInvoice/sys/redLetter', STAFF).answers<SysInvoiceRequest>(),
} as const;
