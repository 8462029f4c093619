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
import type { CustomerAccount } from '../customers/accounts';
import { Refusal } from '../shared/refusal';
import { agreementInForce } from './agreement';

/** Whether the account took a rental over from a person (a company on the receiving end of a change). */
async function tookOverFromPerson(db: Executor, customer: Pick<CustomerAccount, 'id' | 'accountType'>): Promise<boolean> {
  if (customer.accountType !== 'company') return false;
  const [transfer] = await db.select({ id: orderTransfers.id }).from(orderTransfers).where(eq(orderTransfers.toCustomerId, customer.id)).limit(1);
  return transfer !== undefined;
}

/** Refuses a new order of a 个人转对公账户 without an agreement in force. */
export async function refuseUnlessAgreementHeld(db: Executor, customer: Pick<CustomerAccount, 'id' | 'accountType'>): Promise<void> {
  if (!(await tookOverFromPerson(db, customer))) return;
  if (await agreementInForce(db, customer.id)) return;
  throw new Refusal(WITHHOLDING_REQUIRED.refusal);
}
