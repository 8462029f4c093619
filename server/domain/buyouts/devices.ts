/**
 * Devices of a bought-out order are the customer's now. The devices table (`rental_devices`, one
 * row per unit, written when an order ships) belongs to the orders aggregate and may not exist in
 * this database yet; when it does, and has `order_id` and `status` columns, the order's devices are
 * marked `bought_out` inside a savepoint of the buyout's transaction, so a device table that
 * refuses that state can never undo a buyout that was paid. Answers how many were marked.
 *
 * MERGE NOTE: once the orders aggregate's device module is in this tree, call its own function here.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** PGlite answers { rows }, postgres-js an array of rows. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

export async function markDevicesBoughtOut(tx: Executor, orderId: number): Promise<number> {
  const [shape] = rowsOf(
    await tx.execute(sql`select count(*)::int as n from information_schema.columns where table_schema = current_schema() and table_name = 'rental_devices' and column_name in ('order_id', 'status')`),
  );
  if (Number(shape?.n ?? 0) < 2) return 0;
  try {
    return await tx.transaction(async (savepoint) => {
      const marked = rowsOf(await savepoint.execute(sql`update rental_devices set status = 'bought_out' where order_id = ${orderId} returning 1`));
      return marked.length;
    });
  } catch {
    // The device table's own rules refused the state: the buyout stands, the devices keep theirs.
    return 0;
  }
}
