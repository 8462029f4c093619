/**
 * An account's verification state, read from its latest request: 审核中 while one is pending,
 * 已认证 once one was approved, 未通过 (with the reason) after a rejection. An account verified
 * before requests were recorded (`customers.verified` without a request) counts as 已认证.
 */
import { desc, eq } from 'drizzle-orm';
import {
  maskResidentId,
  VERIFY_STATUS,
  VERIFY_STATUS_NAMES,
  type VerificationKind,
  type VerificationRequestView,
  type VerificationView,
  type VerifyStatus,
} from '@/contract/identity';
import type { Executor } from '../../db/client';
import { customerVerifications } from '../../db/schema';
import type { CustomerAccount } from '../customers/accounts';
import { fileUrl } from '../files/uploads';
import { formatShanghai } from '../shared/clock';

export type VerificationRow = typeof customerVerifications.$inferSelect;

const STATUS_OF_REQUEST: Record<VerificationRow['status'], VerifyStatus> = {
  pending: VERIFY_STATUS.reviewing,
  approved: VERIFY_STATUS.verified,
  rejected: VERIFY_STATUS.rejected,
};

/** The kind of verification an account makes: a person for a personal account, a company for a company account. */
export function kindOf(customer: Pick<CustomerAccount, 'accountType'>): VerificationKind {
  return customer.accountType === 'company' ? 'company' : 'person';
}

export async function latestVerification(db: Executor, customerId: number): Promise<VerificationRow | null> {
  const [row] = await db.select().from(customerVerifications).where(eq(customerVerifications.customerId, customerId)).orderBy(desc(customerVerifications.id)).limit(1);
  return row ?? null;
}

export function statusOf(customer: Pick<CustomerAccount, 'verified'>, latest: VerificationRow | null): VerifyStatus {
  // The account's flag is what renting reads: an approval sets it, and so did the seed of old.
  if (customer.verified) return VERIFY_STATUS.verified;
  return latest ? STATUS_OF_REQUEST[latest.status] : VERIFY_STATUS.none;
}

export function requestView(row: VerificationRow): VerificationRequestView {
  const status = STATUS_OF_REQUEST[row.status];
  return {
    id: row.id,
    kind: row.kind,
    status,
    statusName: VERIFY_STATUS_NAMES[status],
    name: row.name,
    idNumberMasked: row.idNumber ? maskResidentId(row.idNumber) : null,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    licenceUrl: row.licenceKey ? fileUrl(row.licenceKey) : null,
    creditCodeWarning: row.creditCodeWarning,
    rejectReason: row.rejectReason,
    submittedAt: formatShanghai(row.submittedAt),
    reviewedAt: row.reviewedAt ? formatShanghai(row.reviewedAt) : null,
  };
}

/** `GET /api/wUserAuth/info`. */
export async function verificationOf(db: Executor, customer: CustomerAccount): Promise<VerificationView> {
  const latest = await latestVerification(db, customer.id);
  const status = statusOf(customer, latest);
  return {
    accountType: customer.accountType,
    kind: kindOf(customer),
    status,
    statusName: VERIFY_STATUS_NAMES[status],
    canSubmit: status === VERIFY_STATUS.none || status === VERIFY_STATUS.rejected,
    request: latest ? requestView(latest) : null,
    creditLine: customer.accountType === 'company' && customer.verified ? customer.creditLine : 0,
  };
}

/** The state alone, for userInfo and the verified check. */
export async function verifyStatusOf(db: Executor, customer: CustomerAccount): Promise<{ verifyStatus: VerifyStatus; verifyStatusName: string }> {
  const status = statusOf(customer, customer.verified ? null : await latestVerification(db, customer.id));
  return { verifyStatus: status, verifyStatusName: VERIFY_STATUS_NAMES[status] };
}
