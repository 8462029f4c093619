/**
 * The customer's automatic-payment agreement (代扣, docs/product-rules.md#withholding): read, sign,
 * end. At most one is in force per customer (a partial unique index); signing again while one is
 * in force is refused, and two signings at once make one agreement.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { WITHHOLDING_MESSAGES, WITHHOLDING_METHOD_NAMES, WITHHOLDING_RULE, type WithholdingMethod, type WithholdingSignBody, type WithholdingState } from '@/contract/withholding';
import type { Db, Executor } from '../../db/client';
import { withholdingAgreements } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';

type AgreementRow = typeof withholdingAgreements.$inferSelect;

export function newAgreementNo(now: Date): string {
  return `DK${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The agreement in force for the customer, or undefined. */
export async function agreementInForce(db: Executor, customerId: number): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(withholdingAgreements)
    .where(and(eq(withholdingAgreements.customerId, customerId), isNull(withholdingAgreements.endedAt)));
  return row;
}

function stateOf(row: AgreementRow | undefined): WithholdingState {
  return {
    agreement: row
      ? {
          agreementNo: row.agreementNo,
          method: row.method as WithholdingMethod,
          methodName: WITHHOLDING_METHOD_NAMES[row.method as WithholdingMethod],
          signedAt: formatShanghai(row.signedAt),
          endedAt: row.endedAt ? formatShanghai(row.endedAt) : null,
        }
      : null,
    rule: WITHHOLDING_RULE,
  };
}

/** `GET /api/wUser/daikou`. */
export async function withholdingState(db: Db, customerId: number): Promise<WithholdingState> {
  return stateOf(await agreementInForce(db, customerId));
}

/** `POST /api/wUser/daikou/sign`: a new agreement, from `signedFrom`. */
export async function signWithholding(db: Db, customerId: number, input: WithholdingSignBody, signedFrom: string | null, now: Date): Promise<WithholdingState> {
  const [row] = await db
    .insert(withholdingAgreements)
    .values({ agreementNo: newAgreementNo(now), customerId, method: input.method, signedFrom, signedAt: now })
    // The one-in-force index: a second signing (a double click, a second tab) inserts nothing.
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Refusal(WITHHOLDING_MESSAGES.alreadySigned);
  return stateOf(row);
}

/** `POST /api/wUser/daikou/end`: the agreement in force ends now; later bills are paid by hand. */
export async function endWithholding(db: Db, customerId: number, now: Date): Promise<WithholdingState> {
  const ended = await db
    .update(withholdingAgreements)
    .set({ endedAt: now })
    .where(and(eq(withholdingAgreements.customerId, customerId), isNull(withholdingAgreements.endedAt)))
    .returning({ id: withholdingAgreements.id });
  if (ended.length === 0) throw new Refusal(WITHHOLDING_MESSAGES.notSigned);
  return stateOf(undefined);
}

/** The customer's agreements, newest first (the console and tests read the history). */
export async function agreementsOf(db: Executor, customerId: number): Promise<AgreementRow[]> {
  return db.select().from(withholdingAgreements).where(eq(withholdingAgreements.customerId, customerId)).orderBy(desc(withholdingAgreements.signedAt));
}
