/** A verified company's deposit-free credit line: what its open orders hold of it, and what is free. */
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@/contract/orders';
import type { Executor } from '../../db/client';
import { customers, rentalOrders } from '../../db/schema';

/** Open orders (statuses 0–6: not completed, bought out, cancelled or closed) hold their waived deposit against the credit line. */
const CREDIT_HOLDING_STATUSES = sql`${rentalOrders.status} between ${ORDER_STATUS.unpaid} and ${ORDER_STATUS.returned}`;

type CreditState = { creditLine: number; used: number; available: number };

/**
 * A verified company's deposit-free credit now, or null for any other account. With `lock`
 * (inside the order-creating transaction) the customer row is locked first — FOR NO KEY UPDATE,
 * which does not block the foreign-key checks of rows that merely reference the customer — so
 * that on PostgreSQL two orders of one company are priced one after the other: the second one's
 * sum, a new statement after the lock is granted, sees the first one's committed waiver and the
 * line is never overcommitted. PGlite runs transactions one at a time anyway.
 */
export async function depositCredit(db: Executor, customerId: number, lock: boolean): Promise<CreditState | null> {
  const query = db
    .select({ accountType: customers.accountType, verified: customers.verified, creditLine: customers.creditLine })
    .from(customers)
    .where(eq(customers.id, customerId))
    .$dynamic();
  const [account] = lock ? await query.for('no key update') : await query;
  if (!account || account.accountType !== 'company' || !account.verified) return null;
  const [held] = await db
    .select({ used: sql<string | null>`sum(${rentalOrders.depositWaived})` })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.customerId, customerId), CREDIT_HOLDING_STATUSES));
  const used = Number(held?.used ?? 0);
  return { creditLine: account.creditLine, used, available: Math.max(0, account.creditLine - used) };
}
