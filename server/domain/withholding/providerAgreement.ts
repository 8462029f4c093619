/**
 * A withholding agreement through the payment provider (method `provider`, docs/product-rules.md#withholding):
 * ours is pending from the signing request until the provider says the customer signed on its page.
 * The provider's notification is only a hint to ask it (as for paid trades); a read of a pending
 * agreement asks it as well, so a late or lost notification does not keep the customer waiting.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withholdingAgreements } from '../../db/schema';
import type { WithholdingCapability } from '../../providers/payment';
import type { AgreementRow } from './rows';

/** What the customer signs at the provider (the agreement's name on its page). */
export const PROVIDER_AGREEMENT_SUBJECT = '电脑租赁账单自动扣款';

/** The provider's signing page of a pending agreement (the same page again: startAgreement is idempotent). */
export async function signingPage(withholding: WithholdingCapability, row: Pick<AgreementRow, 'agreementNo'>): Promise<string> {
  return (await withholding.startAgreement({ agreementNo: row.agreementNo, subject: PROVIDER_AGREEMENT_SUBJECT })).signUrl;
}

/**
 * Asks the provider about a pending agreement and records what it says: signed now (it collects
 * from now on), or ended there (cancelled on its page: ours ends too). Answers the row after.
 */
export async function followPendingAgreement(db: Db, withholding: WithholdingCapability, agreementNo: string, now: Date): Promise<AgreementRow | undefined> {
  const status = await withholding.queryAgreement(agreementNo);
  const pending = and(eq(withholdingAgreements.agreementNo, agreementNo), isNull(withholdingAgreements.signedAt), isNull(withholdingAgreements.endedAt));
  if (status === 'signed') await db.update(withholdingAgreements).set({ signedAt: now }).where(pending);
  if (status === 'ended') await db.update(withholdingAgreements).set({ endedAt: now }).where(pending);
  const [row] = await db.select().from(withholdingAgreements).where(eq(withholdingAgreements.agreementNo, agreementNo));
  return row;
}
