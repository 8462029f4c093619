/**
 * The customer's automatic-payment agreement (代扣, docs/product-rules.md#withholding): read, sign,
 * end. At most one is in force per customer, a pending one included (a partial unique index):
 * signing again while one is in force is refused, and two signings at once make one agreement. From
 * the balance it is signed at once; through the payment provider it is pending until the customer
 * signs on the provider's page (providerAgreement.ts), and ending it ends it at the provider first.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { WITHHOLDING_MESSAGES, WITHHOLDING_METHOD_NAMES, WITHHOLDING_RULE, type WithholdingMethod, type WithholdingSignBody, type WithholdingState } from '@/contract/withholding';
import type { Db } from '../../db/client';
import { withholdingAgreements } from '../../db/schema';
import type { WithholdingCapability } from '../../providers/payment';
import type { Logger } from '../../runtime/log';
import { formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { followPendingAgreement, signingPage } from './providerAgreement';
import { mustHoldAgreement } from './required';
import { agreementInForce, newAgreementNo, type AgreementRow } from './rows';

/** The provider's withholding, when online payment is on and the provider offers it, and where to say that it could not be asked. */
export type AgreementProvider = { withholding: WithholdingCapability; log: Logger } | null;

/** A read that asks the provider: when it cannot be reached, the page shows what our books say. */
async function askProvider<T>(provider: NonNullable<AgreementProvider>, what: string, call: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    provider.log.warn(`[withhold] ${what} at the provider failed: ${error instanceof Error ? error.message : String(error)}`);
    return otherwise;
  }
}

async function stateOf(db: Db, provider: AgreementProvider, customerId: number, row: AgreementRow | undefined): Promise<WithholdingState> {
  const pending = row !== undefined && row.signedAt === null;
  return {
    agreement: row
      ? {
          agreementNo: row.agreementNo,
          method: row.method as WithholdingMethod,
          methodName: WITHHOLDING_METHOD_NAMES[row.method as WithholdingMethod],
          status: pending ? 'pending' : 'signed',
          signedAt: row.signedAt ? formatShanghai(row.signedAt) : null,
          signUrl: pending && provider ? await askProvider(provider, `the signing page of ${row.agreementNo}`, () => signingPage(provider.withholding, row), null) : null,
          endedAt: row.endedAt ? formatShanghai(row.endedAt) : null,
        }
      : null,
    methods: provider ? ['balance', 'provider'] : ['balance'],
    required: await mustHoldAgreement(db, customerId),
    rule: WITHHOLDING_RULE,
  };
}

/** `GET /api/wUser/daikou`: a pending agreement is asked about at the provider first (its notification may be late). */
export async function withholdingState(db: Db, provider: AgreementProvider, customerId: number, now: Date): Promise<WithholdingState> {
  let row = await agreementInForce(db, customerId);
  if (row && row.signedAt === null && provider) {
    const pending = row;
    const followed = await askProvider(provider, `asking about ${pending.agreementNo}`, () => followPendingAgreement(db, provider.withholding, pending.agreementNo, now), pending);
    row = followed?.endedAt ? undefined : followed;
  }
  return stateOf(db, provider, customerId, row);
}

/**
 * `POST /api/wUser/daikou/sign`: a new agreement, from `signedFrom`. Through the provider it is
 * pending and the answer carries the signing page; asked again while pending (a double click), the
 * same agreement answers again.
 */
export async function signWithholding(
  db: Db,
  provider: AgreementProvider,
  customerId: number,
  input: WithholdingSignBody,
  signedFrom: string | null,
  now: Date,
): Promise<WithholdingState> {
  if (input.method === 'provider' && !provider) throw new Refusal(WITHHOLDING_MESSAGES.providerUnavailable);
  const [row] = await db
    .insert(withholdingAgreements)
    .values({ agreementNo: newAgreementNo(now), customerId, method: input.method, signedFrom, signedAt: input.method === 'balance' ? now : null })
    // The one-in-force index: a second signing (a double click, a second tab) inserts nothing.
    .onConflictDoNothing()
    .returning();
  if (row) return stateOf(db, provider, customerId, row);
  const current = await agreementInForce(db, customerId);
  if (current?.signedAt === null && current.method === input.method) return stateOf(db, provider, customerId, current);
  throw new Refusal(current?.signedAt === null ? WITHHOLDING_MESSAGES.signing : WITHHOLDING_MESSAGES.alreadySigned);
}

/**
 * `POST /api/wUser/daikou/end`: the agreement in force (or pending) ends now; later bills are paid
 * by hand. A provider agreement is ended at the provider first, so that it can no longer charge.
 */
export async function endWithholding(db: Db, provider: AgreementProvider, customerId: number, now: Date): Promise<WithholdingState> {
  const current = await agreementInForce(db, customerId);
  if (!current) throw new Refusal(WITHHOLDING_MESSAGES.notSigned);
  if (current.method === 'provider' && provider) await provider.withholding.endAgreement(current.agreementNo);
  await db
    .update(withholdingAgreements)
    .set({ endedAt: now })
    .where(and(eq(withholdingAgreements.id, current.id), isNull(withholdingAgreements.endedAt)));
  return stateOf(db, provider, customerId, undefined);
}
