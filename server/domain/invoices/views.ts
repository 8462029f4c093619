/** Invoice rows as the wire and the audit log show them. */
import {
  INVOICE_STATUS_NAMES,
  INVOICE_TYPE_NAMES,
  QUALIFICATION_STATUS_NAMES,
  type InvoiceRequestSummary,
  type InvoiceStatus,
  type InvoiceTitle,
  type InvoiceType,
  type QualificationStatus,
  type VatQualification,
} from '@/contract/invoices';
import { formatFen } from '@/contract/format';
import type { invoiceRequests, invoiceTitles, vatQualifications } from '../../db/schema';
import { formatShanghai } from '../shared/clock';

type TitleRow = typeof invoiceTitles.$inferSelect;
type QualificationRow = typeof vatQualifications.$inferSelect;
type RequestRow = typeof invoiceRequests.$inferSelect;

export function titleView(row: TitleRow): InvoiceTitle {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    taxNo: row.taxNo,
    address: row.address,
    telephone: row.telephone,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    isDefault: row.isDefault,
    updatedAt: formatShanghai(row.updatedAt),
  };
}

export function qualificationView(row: QualificationRow): VatQualification {
  const status = row.status as QualificationStatus;
  return {
    id: row.id,
    name: row.name,
    taxNo: row.taxNo,
    address: row.address,
    telephone: row.telephone,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    status,
    statusName: QUALIFICATION_STATUS_NAMES[status],
    reason: row.reason,
    submittedAt: formatShanghai(row.submittedAt),
    reviewedAt: row.reviewedAt ? formatShanghai(row.reviewedAt) : null,
  };
}

export function requestSummaryView(row: RequestRow, storeName: string): InvoiceRequestSummary {
  const type = row.type as InvoiceType;
  const status = row.status as InvoiceStatus;
  return {
    requestNo: row.requestNo,
    type,
    typeName: INVOICE_TYPE_NAMES[type],
    status,
    statusName: INVOICE_STATUS_NAMES[status],
    buyer: row.buyer,
    email: row.email,
    storeName,
    amount: row.amount,
    itemCount: row.itemCount,
    invoiceNo: row.invoiceNo,
    // Requests issued before the date was entered are dated the day they were recorded, as the console said then.
    invoiceDate: row.invoiceDate ?? (row.issuedAt ? formatShanghai(row.issuedAt).slice(0, 10) : null),
    issuedAt: row.issuedAt ? formatShanghai(row.issuedAt) : null,
    rejectReason: row.rejectReason,
    moneyBackReason: row.moneyBackReason,
    moneyBackAt: row.moneyBackAt ? formatShanghai(row.moneyBackAt) : null,
    redLetterNo: row.redLetterNo,
    redLetterDate: row.redLetterDate,
    redLetteredAt: row.redLetteredAt ? formatShanghai(row.redLetteredAt) : null,
    createdAt: formatShanghai(row.createdAt),
  };
}

/** 发票申请 FP…（增值税普通发票，抬头 …，¥…）: the request as the audit page names it. */
export const requestAuditName = (request: RequestRow) =>
  `${request.requestNo}（${INVOICE_TYPE_NAMES[request.type as InvoiceType]}，抬头 ${request.buyer.name}，${formatFen(request.amount)}）`;
