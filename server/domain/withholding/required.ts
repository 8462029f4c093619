/**
 * Who must hold an automatic-payment agreement to order (docs/product-rules.md#withholding): a
 * 个人转对公账户 — a company account that took over at least one rental from a personal account
 * through a change of renting entity (orders/transfers.ts) — orders only with an agreement signed
 * and in force. The refusal is the specification's code-500 text that the storefront explains.
 */
import { eq } from 'drizzle-orm';
import { WITHHOLDING_REQUIRED } from '@/contract/withholding';
import type { Executor } from '../../db/client';
import { orderTransfers } from '../../db/schema';
import { Refusal } from '../shared/refusal';
import { signedAgreement } from './rows';

/**
 * Whether the account took a rental over from a person. Only a verified company can be on the
 * receiving end of a change (orders/transferRules.ts), so the row alone says it is a company.
 */
export async function mustHoldAgreement(db: Executor, customerId: number): Promise<boolean> {
  const [transfer] = await db.select({ id: orderTransfers.id }).from(orderTransfers).where(eq(orderTransfers.toCustomerId, customerId)).limit(1);
  return transfer !== undefined;
}

/**
 * Why the account may not order now under this rule, or null: the one place the rule is decided,
 * for ordering (which refuses with it) and judgeSwitch (which answers it as its reason).
 */
export async function agreementRefusal(db: Executor, customerId: number): Promise<string | null> {
  if (!(await mustHoldAgreement(db, customerId))) return null;
  if (await signedAgreement(db, customerId)) return null;
  return WITHHOLDING_REQUIRED.refusal;
}

/** Refuses a new order of a 个人转对公账户 without a signed agreement in force. */
export async function refuseUnlessAgreementHeld(db: Executor, customerId: number): Promise<void> {
  const refusal = await agreementRefusal(db, customerId);
  if (refusal !== null) throw new Refusal(refusal);
}
