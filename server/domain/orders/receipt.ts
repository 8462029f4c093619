/** Receipt of a shipped order (3 → 4): the rent starts and the lifecycle writes the bill schedule. */
import { and, eq, lte } from 'drizzle-orm';
import { AUTO_RECEIPT_DAYS } from '@/contract/orderFulfilment';
import { ORDER_STATUS, type RentalOrderView } from '@/contract/orders';
import type { Db } from '../../db/client';
import { rentalOrders } from '../../db/schema';
import { DAY_MS } from '../shared/clock';
import { once } from '../shared/once';
import { notFound } from '../shared/refusal';
import { customerOrderRow } from './access';
import { transition } from './lifecycle';
import { orderView } from './read';

/** `POST /api/wOrder/fhqs` (发货签收): the customer confirms receipt of a shipped order, 3 → 4; the rent starts and the bill schedule is written. */
export async function confirmReceipt(db: Db, customerId: number, orderNo: string, now: Date): Promise<RentalOrderView> {
  const row = await customerOrderRow(db, customerId, orderNo);
  if (!row) throw notFound();
  await db.transaction((tx) => transition(tx, row.id, ORDER_STATUS.renting, { kind: 'customer', id: customerId }, '用户确认收货', now));
  const view = await orderView(db, customerId, orderNo);
  if (!view) throw notFound();
  return view;
}

/** Days after shipping when an order not yet received is received automatically (the contract's, so the guidance sentence says the same). */
export { AUTO_RECEIPT_DAYS };
export const AUTO_RECEIPT_NOTE = '自动确认收货';

/** The scheduler's part: shipped orders not received within AUTO_RECEIPT_DAYS, oldest first. */
export async function receiveShippedOrders(db: Db, now: Date, batch: number): Promise<number> {
  const shippedBefore = new Date(now.getTime() - AUTO_RECEIPT_DAYS * DAY_MS);
  const due = await db
    .select({ id: rentalOrders.id })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.status, ORDER_STATUS.shipped), lte(rentalOrders.shippedAt, shippedBefore)))
    .orderBy(rentalOrders.shippedAt)
    .limit(batch);
  let done = 0;
  for (const { id } of due) {
    if (await once(db, (tx) => transition(tx, id, ORDER_STATUS.renting, { kind: 'system' }, AUTO_RECEIPT_NOTE, now).then(() => undefined))) done += 1;
  }
  return done;
}
