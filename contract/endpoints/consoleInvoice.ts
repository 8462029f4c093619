import { endpoint, STAFF } from '../endpoint';
import { issueInvoiceBody, redLetterInvoiceBody, rejectInvoiceBody, reviewQualificationBody, sysInvoiceListQuery, sysQualificationListQuery } from '../invoices';
import type { SysInvoiceRequest, SysVatQualification, VatQualification } from '../invoices';

export const CONSOLE_INVOICE_API = {
  qualifications: endpoint('GET', '/api/wInvoiceTitle/sys/qualifications', STAFF, { query: sysQualificationListQuery }).pages<SysVatQualification>(),
  reviewQualification: endpoint('POST', '/api/wInvoiceTitle/sys/review', STAFF, { json: reviewQualificationBody }).answers<VatQualification>(),
  list: endpoint('GET', '/api/wInvoice/sys/list', STAFF, { query: sysInvoiceListQuery }).pages<SysInvoiceRequest>(),
  issue: endpoint('POST', '/api/wInvoice/sys/issue', STAFF, { json: issueInvoiceBody }).answers<SysInvoiceRequest>(),
  reject: endpoint('POST', '/api/wInvoice/sys/reject', STAFF, { json: rejectInvoiceBody }).answers<SysInvoiceRequest>(),
  redLetter: endpoint('POST', '/api/wInvoice/sys/redLetter', STAFF, { json: redLetterInvoiceBody }).answers<SysInvoiceRequest>(),
} as const;
