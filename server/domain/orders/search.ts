/**
 * The order list's search (by part of the order number or of a goods name, ignoring case) and its
 * tabs' counts: the same filter for both, so a tab's number is what the tab lists.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderStatusCounts } from '@/contract/orderFulfilment';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import type { Db } from '../../db/client';
import { rentalOrderItems, rentalOrders } from '../../db/schema';
import { likePattern } from '../shared/listing';

/** The condition a keyword puts on rental_orders (undefined: no search). `%`, `_` and `\` match themselves. */
export function orderSearch(keyword: string | undefined): SQL | undefined {
  const term = keyword?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return sql`(${rentalOrders.orderNo} ilike ${pattern} or exists (select 1 from ${rentalOrderItems} where ${rentalOrderItems.orderId} = ${rentalOrders.id} and ${rentalOrderItems.goodsName} ilike ${pattern}))`;
}

/** `GET /api/wOrder/statusCount`: the caller's orders matching the search, counted per status (every status present, 0 included). */
export async function orderStatusCounts(db: Db, customerId: number, keyword?: string): Promise<OrderStatusCounts> {
  const rows = await db
    .select({ status: rentalOrders.status, n: count() })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.customerId, customerId), orderSearch(keyword)))
    .groupBy(rentalOrders.status);
  const byStatus = Object.fromEntries(Object.keys(ORDER_STATUS_NAMES).map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) byStatus[row.status as OrderStatus] = row.n;
  return { total: rows.reduce((total, row) => total + row.n, 0), byStatus };
}
