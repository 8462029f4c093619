/**
 * The customer's automatic-payment agreements as rows (docs/product-rules.md#withholding): the one
 * in force (pending or signed; at most one per customer, a partial unique index) and the one that
 * collects (signed, not ended).
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { withholdingAgreements } from '../../db/schema';
import { formatShanghai } from '../shared/clock';

export type AgreementRow = typeof withholdingAgreements.$inferSelect;

export function newAgreementNo(now: Date): string {
  return `DK${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The agreement in force for the customer (signed, or pending at the provider), or undefined. */
export async function agreementInForce(db: Executor, customerId: number): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(withholdingAgreements)
    .where(and(eq(withholdingAgreements.customerId, customerId), isNull(withholdingAgreements.endedAt)));
  return row;
}

/** The agreement that collects: signed and not ended. */
export async function signedAgreement(db: Executor, customerId: number): Promise<AgreementRow | undefined> {
  const [row] = await db
    .select()
    .from(withholdingAgreements)
    .where(and(eq(withholdingAgreements.customerId, customerId), isNull(withholdingAgreements.endedAt), isNotNull(withholdingAgreements.signedAt)));
  return row;
}

/** The customer's agreements, newest first (the console and tests read the history). */
export async function agreementsOf(db: Executor, customerId: number): Promise<AgreementRow[]> {
  return db.select().from(withholdingAgreements).where(eq(withholdingAgreements.customerId, customerId)).orderBy(desc(withholdingAgreements.id));
}
