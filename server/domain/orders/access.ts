/**
 * An order as its customer reaches it: by number, and only their own. Another customer's order is
 * not found, like an unknown one, so order numbers cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rentalOrders } from '../../db/schema';
import { notFound } from '../shared/refusal';

/** The caller's order row by number, or null (unknown or another customer's). */
export async function customerOrderRow(db: Executor, customerId: number, orderNo: string) {
  const [row] = await db
    .select()
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)));
  return row ?? null;
}

/** The caller's order, locked for the rest of the transaction (a second payment of it waits here); 404 when it is not theirs. */
export async function lockCustomerOrder(tx: Executor, customerId: number, orderNo: string) {
  const [row] = await tx
    .select()
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}
