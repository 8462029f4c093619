/**
 * Deciding a pending request, by the provider at once or by the platform's review: one
 * transaction that moves the request out of pending (conditionally, so two deciders cannot both
 * act), marks the account verified with its name and — a company — its credit line, and tells the
 * customer in the 消息 list.
 */
import { and, eq, ne } from 'drizzle-orm';
import { COMPANY_CREDIT_LINE_DEFAULT, VERIFICATION_MESSAGES } from '@/contract/identity';
import { formatFen } from '@/contract/format';
import type { Executor } from '../../db/client';
import { customerNotifications, customerVerifications, customers } from '../../db/schema';
import { lockNames } from '../shared/advisoryLocks';
import type { VerificationRow } from './state';

export type Decider = { kind: 'provider' } | { kind: 'sys'; id: number };

/** The lock every check-then-write of one account's verification takes (submitting, deciding). */
export const accountLock = (customerId: number) => `verification:customer:${customerId}`;
/** The lock of one resident ID or credit code: it verifies one account at a time. */
export const numberLock = (row: Pick<VerificationRow, 'idNumber' | 'creditCode'>) => `verification:number:${row.idNumber ?? row.creditCode ?? ''}`;

/**
 * Another account's approved request with the same resident ID or credit code, if any. The
 * partial unique indexes are the backstop; this check says it in words first.
 */
export async function numberTakenMessage(tx: Executor, row: Pick<VerificationRow, 'customerId' | 'kind' | 'idNumber' | 'creditCode'>): Promise<string | null> {
  const column = row.kind === 'person' ? customerVerifications.idNumber : customerVerifications.creditCode;
  const value = row.kind === 'person' ? row.idNumber : row.creditCode;
  if (!value) return null;
  const [taken] = await tx
    .select({ id: customerVerifications.id })
    .from(customerVerifications)
    .where(and(eq(column, value), eq(customerVerifications.status, 'approved'), ne(customerVerifications.customerId, row.customerId)))
    .limit(1);
  if (!taken) return null;
  return row.kind === 'person' ? VERIFICATION_MESSAGES.idNumberTaken : VERIFICATION_MESSAGES.creditCodeTaken;
}

const deciderColumns = (decider: Decider) => ({ decidedBy: decider.kind, reviewedBy: decider.kind === 'sys' ? decider.id : null });

/**
 * Approves a pending request (inside the caller's transaction, the account and number locks
 * taken). Answers false when the request was no longer pending.
 */
export async function approveRequest(tx: Executor, row: VerificationRow, decider: Decider, creditLine: number | null, now: Date): Promise<boolean> {
  const grant = row.kind === 'company' ? (creditLine ?? COMPANY_CREDIT_LINE_DEFAULT) : null;
  const [approved] = await tx
    .update(customerVerifications)
    .set({ status: 'approved', creditLine: grant, reviewedAt: now, ...deciderColumns(decider) })
    .where(and(eq(customerVerifications.id, row.id), eq(customerVerifications.status, 'pending')))
    .returning({ id: customerVerifications.id });
  if (!approved) return false;
  // The verified name is the account's name from now on: a person's real name, a company's registered one.
  await tx
    .update(customers)
    .set(row.kind === 'company' ? { verified: true, creditLine: grant ?? 0, companyName: row.name, updatedAt: now } : { verified: true, personName: row.name, updatedAt: now })
    .where(eq(customers.id, row.customerId));
  await tx.insert(customerNotifications).values({
    customerId: row.customerId,
    title: row.kind === 'company' ? '企业认证已通过' : '实名认证已通过',
    content:
      row.kind === 'company'
        ? `您提交的企业认证（${row.name}）已审核通过，平台授予免押额度 ${formatFen(grant ?? 0)}，现在可以租赁采购专区商品并享受免押金租赁。`
        : `您的实名认证（${row.name}）已通过。`,
    createdAt: now,
  });
  return true;
}

/** Rejects a pending request with a reason the customer reads. Answers false when it was no longer pending. */
export async function rejectRequest(tx: Executor, row: VerificationRow, decider: Decider, reason: string, now: Date): Promise<boolean> {
  const [rejected] = await tx
    .update(customerVerifications)
    .set({ status: 'rejected', rejectReason: reason, reviewedAt: now, ...deciderColumns(decider) })
    .where(and(eq(customerVerifications.id, row.id), eq(customerVerifications.status, 'pending')))
    .returning({ id: customerVerifications.id });
  if (!rejected) return false;
  await tx.insert(customerNotifications).values({
    customerId: row.customerId,
    title: row.kind === 'company' ? '企业认证未通过' : '实名认证未通过',
    content: `您提交的${row.kind === 'company' ? '企业' : '实名'}认证未通过审核，原因：${reason}。请修改后重新提交。`,
    createdAt: now,
  });
  return true;
}

/** Takes the locks a decision needs, then approves unless the number verifies another account meanwhile (then rejects). */
export async function decide(
  tx: Executor,
  row: VerificationRow,
  decider: Decider,
  decision: { approve: true; creditLine: number | null } | { approve: false; reason: string },
  now: Date,
): Promise<boolean> {
  await lockNames(tx, [accountLock(row.customerId), numberLock(row)]);
  if (!decision.approve) return rejectRequest(tx, row, decider, decision.reason, now);
  const taken = await numberTakenMessage(tx, row);
  if (taken) return rejectRequest(tx, row, decider, taken, now);
  return approveRequest(tx, row, decider, decision.creditLine, now);
}
