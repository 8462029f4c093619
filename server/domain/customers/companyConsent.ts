/**
 * Who may consent to take over a rental (a change of renting entity): a verified company account,
 * never the requester's own. Used by the SMS code of type 4 (only such a phone gets one) and by
 * the change itself, so both refuse alike.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema';
import type { CustomerAccount } from './accounts';

/** The verified company account of `phone`, unless it is the requester's own; null otherwise. */
export async function consentingCompany(db: Executor, phone: string, requesterId: number): Promise<CustomerAccount | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.phone, phone), eq(customers.accountType, 'company'), eq(customers.verified, true), ne(customers.id, requesterId)))
    .limit(1);
  return row ?? null;
}
