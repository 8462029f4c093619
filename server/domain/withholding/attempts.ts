/**
 * The due day's attempt at one bill (docs/product-rules.md#withholding): claimed by a row unique per
 * bill, in the transaction that pays the bill (from the balance) or opens its trade (through the
 * provider), so that several product servers running the pass at once collect a bill once, and a
 * crash before the commit claims nothing.
 */
import { eq } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import type { WithholdingMethod } from '@/contract/withholding';
import type { Executor } from '../../db/client';
import { withholdingAttempts } from '../../db/schema';
import { lockCustomerBills, type LockedBill } from '../bills/settle';
import type { WithheldBill } from './notices';

/** A bill due today under an agreement that collects. */
export type DueBill = WithheldBill & { dueDate: string; agreementId: number; agreementNo: string; method: WithholdingMethod };

/** The key a withheld bill's payment (or trade) is made with: a second attempt would answer the first. */
export const withholdingKey = (billId: number) => `withhold:${billId}`;

/**
 * In the caller's transaction: the bill's attempt claimed with `outcome`, and the bill locked. Null
 * when another process has it (it pays it, or has told the customer why not), or when the bill was
 * paid by hand since it was read (nothing to collect, nothing to tell: the claim is withdrawn).
 */
export async function claimAttempt(
  tx: Executor,
  bill: DueBill,
  outcome: 'pending' | 'paid' | 'failed',
  reason: string | null,
  now: Date,
): Promise<{ attemptId: number; locked: LockedBill[] } | null> {
  const [claimed] = await tx
    .insert(withholdingAttempts)
    .values({ billId: bill.billId, agreementId: bill.agreementId, outcome, reason, attemptedAt: now })
    .onConflictDoNothing()
    .returning({ id: withholdingAttempts.id });
  if (!claimed) return null;
  const locked = await lockCustomerBills(tx, bill.customerId, [bill.billId]);
  if (locked[0]?.status !== BILL_STATUS.unpaid) {
    await tx.delete(withholdingAttempts).where(eq(withholdingAttempts.id, claimed.id));
    return null;
  }
  return { attemptId: claimed.id, locked };
}
