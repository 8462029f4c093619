/**
 * An order as the back office reaches it: by number, within the staff member's shops (an admin's:
 * every shop; an editor's: their own). Another shop's order is not found, like an unknown one, so
 * order numbers cannot be probed across shops.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rentalOrders } from '../../db/schema';
import { shopScope, type Staff } from '../staff/scope';
import { notFound } from '../shared/refusal';

export type DeskOrder = typeof rentalOrders.$inferSelect;

const reachable = (staff: Staff, orderNo: string) => and(eq(rentalOrders.orderNo, orderNo), shopScope(staff, rentalOrders.storeId)) as SQL;

/** The order, or 404 when it is unknown or another shop's. */
export async function staffOrderRow(db: Executor, staff: Staff, orderNo: string): Promise<DeskOrder> {
  const [row] = await db.select().from(rentalOrders).where(reachable(staff, orderNo));
  if (!row) throw notFound();
  return row;
}

/** The same, locked for the rest of the transaction: a second action on the order waits here and then sees what the first did. */
export async function lockStaffOrder(tx: Executor, staff: Staff, orderNo: string): Promise<DeskOrder> {
  const [row] = await tx.select().from(rentalOrders).where(reachable(staff, orderNo)).for('update');
  if (!row) throw notFound();
  return row;
}
