/** Receipt of a shipped order (3 → 4): the rent starts and the lifecycle writes the bill schedule. */
import { and, eq, lte, or } from 'drizzle-orm';
import { ORDER_STATUS, type RentalOrderView } from '@/contract/orders';
import { autoReceiptCutoffs } from '@/contract/rentalRules';
import type { Db } from '../../db/client';
import { parcelSignatures, rentalOrders } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
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

export const AUTO_RECEIPT_NOTE = '自动确认收货';
/** The note when the carrier's 已签收 brought it forward. */
export const autoReceiptAfterSignedNote = (signedAt: Date) => `快递已于 ${formatShanghai(signedAt)} 签收，${AUTO_RECEIPT_NOTE}`;

/**
 * The scheduler's part: shipped orders whose automatic receipt has come (`autoReceiptAt`,
 * docs/product-rules.md#auto-receipt: 7 days after shipping, or 3 days after the carrier's
 * recorded 已签收 when that is earlier), oldest first.
 */
export async function receiveShippedOrders(db: Db, now: Date, batch: number): Promise<number> {
  const { shippedBy, signedBy } = autoReceiptCutoffs(now);
  const due = await db
    .select({ id: rentalOrders.id, shippedAt: rentalOrders.shippedAt, signedAt: parcelSignatures.signedAt })
    .from(rentalOrders)
    .leftJoin(parcelSignatures, and(eq(parcelSignatures.orderId, rentalOrders.id), eq(parcelSignatures.leg, 'shipment')))
    .where(and(eq(rentalOrders.status, ORDER_STATUS.shipped), or(lte(rentalOrders.shippedAt, shippedBy), lte(parcelSignatures.signedAt, signedBy))))
    .orderBy(rentalOrders.shippedAt)
    .limit(batch);
  let done = 0;
  for (const { id, shippedAt, signedAt } of due) {
    const note = signedAt && !(shippedAt && shippedAt <= shippedBy) ? autoReceiptAfterSignedNote(signedAt) : AUTO_RECEIPT_NOTE;
    if (await once(db, (tx) => transition(tx, id, ORDER_STATUS.renting, { kind: 'system' }, note, now).then(() => undefined))) done += 1;
  }
  return done;
}
