/**
 * The platform's review of verification requests (back office, role admin only): the queue, one
 * request with its licence picture, and the decision — approve (a company with its credit line,
 * by default the published COMPANY_CREDIT_LINE_DEFAULT) or reject with a reason.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  COMPANY_CREDIT_LINE_DEFAULT,
  VERIFICATION_MESSAGES,
  VERIFICATION_SORTS,
  VERIFY_STATUS,
  type VerificationReviewBody,
  type VerificationReviewQuery,
  type VerificationReviewRow,
} from '@/contract/identity';
import { CODE } from '@/contract/envelope';
import { formatFen } from '@/contract/format';
import type { Db } from '../../db/client';
import { customers, customerVerifications } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import type { Staff } from '../staff/scope';
import { lockNames } from '../shared/advisoryLocks';
import { MESSAGES, notFound, Refusal } from '../shared/refusal';
import { accountLock, approveRequest, numberLock, numberTakenMessage, rejectRequest } from './decisions';
import { requestView, type VerificationRow } from './state';
import { sysFileUrl } from '../files/uploads';

/** Verification is the platform's business: an editor (a merchant's staff) may not see or decide it. */
export function assertPlatformReviewer(user: Pick<Staff, 'role'>): void {
  if (user.role !== 'admin') throw new Refusal(MESSAGES.forbidden, CODE.forbidden);
}

type Joined = { request: VerificationRow; customer: Pick<typeof customers.$inferSelect, 'globalId' | 'phone' | 'accountType' | 'companyName' | 'personName'> };

function reviewRow({ request, customer }: Joined): VerificationReviewRow {
  return {
    ...requestView(request),
    customer: { quanJuId: customer.globalId, mobile: customer.phone, accountType: customer.accountType, cname: customer.companyName, pname: customer.personName },
    decidedBy: request.decidedBy,
    licenceSysUrl: request.licenceKey ? sysFileUrl(request.licenceKey) : null,
    defaultCreditLine: request.kind === 'company' ? COMPANY_CREDIT_LINE_DEFAULT : 0,
    creditLine: request.creditLine,
  };
}

const customerColumns = {
  globalId: customers.globalId,
  phone: customers.phone,
  accountType: customers.accountType,
  companyName: customers.companyName,
  personName: customers.personName,
};

/** The status as the list shows it (审核中 1, 已认证 2, 未通过 3), so sorting by it follows the review's course, not the alphabet. */
const statusRank = sql<number>`case ${customerVerifications.status} when 'pending' then ${sql.raw(String(VERIFY_STATUS.reviewing))} when 'approved' then ${sql.raw(String(VERIFY_STATUS.verified))} else ${sql.raw(String(VERIFY_STATUS.rejected))} end`;

const SORT_COLUMNS = {
  submittedAt: customerVerifications.submittedAt,
  reviewedAt: customerVerifications.reviewedAt,
  status: statusRank,
} satisfies Record<(typeof VERIFICATION_SORTS)[number], AnyPgColumn | SQL>;

/**
 * `GET /api/sys/userAuth/list`: unless sorted, pending requests oldest first (the queue) and
 * otherwise newest first.
 */
export async function reviewQueue(db: Db, user: Staff, query: VerificationReviewQuery): Promise<{ rows: VerificationReviewRow[]; total: number }> {
  assertPlatformReviewer(user);
  const where: SQL | undefined = query.status ? eq(customerVerifications.status, query.status) : undefined;
  const order =
    query.sort === undefined && query.status === 'pending'
      ? [asc(customerVerifications.submittedAt), asc(customerVerifications.id)]
      : orderByOf(query, SORT_COLUMNS, customerVerifications.id, [desc(customerVerifications.submittedAt)]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: customerVerifications, customer: customerColumns })
      .from(customerVerifications)
      .innerJoin(customers, eq(customers.id, customerVerifications.customerId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(customerVerifications).where(where),
  ]);
  return { rows: rows.map(reviewRow), total: total?.n ?? 0 };
}

async function joinedRequest(db: Db, id: number): Promise<Joined> {
  const [row] = await db
    .select({ request: customerVerifications, customer: customerColumns })
    .from(customerVerifications)
    .innerJoin(customers, eq(customers.id, customerVerifications.customerId))
    .where(eq(customerVerifications.id, id));
  if (!row) throw notFound();
  return row;
}

/** `GET /api/sys/userAuth/{id}`. */
export async function reviewDetail(db: Db, user: Staff, id: number): Promise<VerificationReviewRow> {
  assertPlatformReviewer(user);
  return reviewRow(await joinedRequest(db, id));
}

/**
 * `POST /api/sys/userAuth/{id}/review`. One transaction under the account's and the number's
 * locks: the request moves out of pending only once (`UPDATE … WHERE status = 'pending'`), so two
 * reviewers cannot both decide it. Approving a number that verifies another account meanwhile is
 * refused with that reason (the reviewer rejects instead). The audit row commits with the decision.
 */
export async function reviewVerification(db: Db, user: Staff, id: number, body: VerificationReviewBody, now: Date): Promise<VerificationReviewRow> {
  assertPlatformReviewer(user);
  const { request, customer } = await joinedRequest(db, id);
  if (body.decision === 'approve' && body.creditLine !== undefined && request.kind !== 'company') throw new Refusal(VERIFICATION_MESSAGES.creditLineForCompanies);
  const audited = (action: string, summary: string) => ({ action, targetType: 'verification', targetId: id, summary });
  const named = `${request.kind === 'company' ? '企业认证' : '实名认证'} #${id}（${request.name}，${customer.phone}）`;
  await db.transaction(async (tx) => {
    await lockNames(tx, [accountLock(request.customerId), numberLock(request)]);
    const [current] = await tx
      .select()
      .from(customerVerifications)
      .where(and(eq(customerVerifications.id, id), eq(customerVerifications.status, 'pending')));
    if (!current) throw new Refusal(VERIFICATION_MESSAGES.alreadyReviewed);
    const decider = { kind: 'sys' as const, id: user.id };
    if (body.decision === 'reject') {
      await rejectRequest(tx, current, decider, body.reason, now);
      await recordAudit(tx, user, audited('verification.reject', `驳回认证：${named}，原因：${body.reason}`), now);
      return;
    }
    const taken = await numberTakenMessage(tx, current);
    if (taken) throw new Refusal(taken);
    await approveRequest(tx, current, decider, body.creditLine ?? null, now);
    const [granted] = await tx.select({ creditLine: customerVerifications.creditLine }).from(customerVerifications).where(eq(customerVerifications.id, id));
    const line = granted?.creditLine ?? null;
    await recordAudit(tx, user, audited('verification.approve', `认证通过：${named}${line === null ? '' : `，免押额度 ${formatFen(line)}`}`), now);
  });
  return reviewRow(await joinedRequest(db, id));
}
