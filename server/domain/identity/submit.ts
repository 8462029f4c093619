/**
 * Submitting a verification. First one transaction that records the request (审核中): the
 * account's state is checked under its lock (nothing pending, not verified), the number is not
 * another account's, and a company's licence picture is claimed. Then — outside any transaction,
 * since a real provider is a network call — the provider is asked, and its answer applied in a
 * second transaction. A provider that fails leaves the request pending for the platform's review.
 */
import { eq } from 'drizzle-orm';
import {
  creditCodeWarning,
  residentIdAgeProblem,
  VERIFICATION_MESSAGES,
  VERIFY_STATUS,
  type CompanyVerificationBody,
  type PersonVerificationBody,
  type VerificationView,
} from '@/contract/identity';
import type { Db, Executor } from '../../db/client';
import { customers, customerVerifications } from '../../db/schema';
import type { Logger } from '../../runtime/log';
import type { VerificationDecision, VerificationProvider } from '../../providers/identity';
import { findCustomerById, type CustomerAccount } from '../customers/accounts';
import { claimUploads } from '../files/uploads';
import { lockNames } from '../shared/advisoryLocks';
import { formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { accountLock, decide, numberLock, numberTakenMessage } from './decisions';
import { kindOf, latestVerification, statusOf, verificationOf, type VerificationRow } from './state';

export type SubmittedVerification = { view: VerificationView; message: string };

/** The calendar day in Asia/Shanghai: ages turn over at Shanghai midnight, whatever the server's zone. */
function shanghaiToday(now: Date): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = formatShanghai(now).slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

/** Refuses a birth date after today and anyone under 18 on the clock's Shanghai date. */
export function assertAdult(idNumber: string, now: Date): void {
  const problem = residentIdAgeProblem(idNumber, shanghaiToday(now));
  if (problem) throw new Refusal(problem);
}

/** The account may send a request now: nothing pending, not verified. Inside the account lock. */
async function assertMaySubmit(tx: Executor, customerId: number): Promise<void> {
  const [account] = await tx.select({ verified: customers.verified }).from(customers).where(eq(customers.id, customerId));
  if (!account) throw new Error('the customer vanished');
  const status = statusOf(account, await latestVerification(tx, customerId));
  if (status === VERIFY_STATUS.verified) throw new Refusal(VERIFICATION_MESSAGES.alreadyVerified);
  if (status === VERIFY_STATUS.reviewing) throw new Refusal(VERIFICATION_MESSAGES.reviewing);
}

type NewRequest = Omit<typeof customerVerifications.$inferInsert, 'id' | 'status' | 'customerId' | 'provider' | 'submittedAt'>;

async function recordRequest(db: Db, customer: CustomerAccount, provider: VerificationProvider, request: NewRequest, now: Date): Promise<VerificationRow> {
  return db.transaction(async (tx) => {
    const draft = { customerId: customer.id, kind: kindOf(customer), idNumber: request.idNumber ?? null, creditCode: request.creditCode ?? null };
    await lockNames(tx, [accountLock(customer.id), numberLock(draft)]);
    await assertMaySubmit(tx, customer.id);
    const taken = await numberTakenMessage(tx, draft);
    if (taken) throw new Refusal(taken);
    if (request.licenceKey) await claimUploads(tx, customer.id, 'licence', [request.licenceKey], now);
    const [row] = await tx
      .insert(customerVerifications)
      .values({ ...request, customerId: customer.id, kind: draft.kind, status: 'pending', provider: provider.name, submittedAt: now })
      .returning();
    if (!row) throw new Error('the verification request was not written');
    return row;
  });
}

/** Applies the provider's answer; a failing provider leaves the request to the platform. */
async function askProvider(db: Db, row: VerificationRow, ask: () => Promise<VerificationDecision>, log: Logger, now: Date): Promise<void> {
  let decision: VerificationDecision;
  try {
    decision = await ask();
  } catch (error) {
    log.error(`[verification] provider failed for request ${row.id}; it waits for the platform's review`, error);
    return;
  }
  if (decision.outcome === 'review') return;
  await db.transaction((tx) =>
    decide(tx, row, { kind: 'provider' }, decision.outcome === 'approved' ? { approve: true, creditLine: null } : { approve: false, reason: decision.reason }, now),
  );
}

async function answer(db: Db, customerId: number): Promise<SubmittedVerification> {
  const account = await findCustomerById(db, customerId);
  if (!account) throw new Error('the customer vanished');
  const view = await verificationOf(db, account);
  const message =
    view.status === VERIFY_STATUS.verified
      ? VERIFICATION_MESSAGES.approvedAtOnce
      : view.status === VERIFY_STATUS.reviewing
        ? VERIFICATION_MESSAGES.submitted
        : (view.request?.rejectReason ?? VERIFICATION_MESSAGES.submitted);
  return { view, message };
}

/** `POST /api/wUserAuth/person`: a personal account's real-name verification. */
export async function submitPersonVerification(
  db: Db,
  provider: VerificationProvider,
  log: Logger,
  customer: CustomerAccount,
  body: PersonVerificationBody,
  now: Date,
): Promise<SubmittedVerification> {
  if (kindOf(customer) !== 'person') throw new Refusal(VERIFICATION_MESSAGES.personOnly);
  assertAdult(body.idNumber, now);
  const row = await recordRequest(db, customer, provider, { kind: 'person', name: body.name, idNumber: body.idNumber }, now);
  await askProvider(db, row, () => provider.verifyPerson({ requestId: row.id, name: row.name, idNumber: body.idNumber }), log, now);
  return answer(db, customer.id);
}

/**
 * `POST /api/wUserAuth/company`: a company account's business verification. A credit code whose
 * check character fails is accepted with a warning, stored with the request for the reviewer.
 */
export async function submitCompanyVerification(
  db: Db,
  provider: VerificationProvider,
  log: Logger,
  customer: CustomerAccount,
  body: CompanyVerificationBody,
  now: Date,
): Promise<SubmittedVerification & { creditCodeWarning: string | null }> {
  if (kindOf(customer) !== 'company') throw new Refusal(VERIFICATION_MESSAGES.companyOnly);
  const warning = creditCodeWarning(body.creditCode);
  const row = await recordRequest(
    db,
    customer,
    provider,
    { kind: 'company', name: body.companyName, creditCode: body.creditCode, legalPerson: body.legalPerson, licenceKey: body.licenceKey, creditCodeWarning: warning },
    now,
  );
  await askProvider(
    db,
    row,
    () => provider.verifyCompany({ requestId: row.id, companyName: row.name, creditCode: body.creditCode, legalPerson: body.legalPerson, creditCodeWarning: warning }),
    log,
    now,
  );
  return { ...(await answer(db, customer.id)), creditCodeWarning: warning };
}
