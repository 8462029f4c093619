/**
 * The instalments of an order. Period 1 is written paid with the first payment (balance or
 * online); periods 2…n are written when the rent starts, due monthly from that day.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bills, rentalOrders } from '../../db/schema';
import { addMonthsShanghai, shanghaiDay } from '../shared/calendar';

/**
 * The first instalment, written paid with the first payment (balance or online): the rent part of
 * it. The later ones are written when the rent starts (writeBillSchedule).
 */
export async function writeFirstBill(tx: Executor, order: { id: number; termMonths: number; monthlyRent: number; couponDiscount: number }, now: Date): Promise<number | null> {
  const [bill] = await tx
    .insert(bills)
    .values({
      orderId: order.id,
      period: 1,
      periods: order.termMonths,
      dueDate: shanghaiDay(now),
      amount: order.monthlyRent - order.couponDiscount,
      status: 1,
      paidAt: now,
      createdAt: now,
    })
    .returning({ id: bills.id });
  return bill?.id ?? null;
}

/**
 * Written when the rent starts (3 → 4), whichever path gets there: periods 2…n, each the
 * order's monthly rent (the coupon applied to period 1 only), due monthly from the rent start.
 * Period 1 was written paid with the first payment. The unique (order, period) key makes a
 * second write a no-op.
 */
export async function writeBillSchedule(tx: Executor, orderId: number, rentStart: Date): Promise<void> {
  const [order] = await tx.select({ termMonths: rentalOrders.termMonths, monthlyRent: rentalOrders.monthlyRent }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
  if (!order || order.termMonths < 2) return;
  const rows = Array.from({ length: order.termMonths - 1 }, (_, i) => ({
    orderId,
    period: i + 2,
    periods: order.termMonths,
    dueDate: addMonthsShanghai(rentStart, i + 1),
    amount: order.monthlyRent,
    status: 0,
    createdAt: rentStart,
  }));
  await tx
    .insert(bills)
    .values(rows)
    .onConflictDoNothing({ target: [bills.orderId, bills.kind, bills.period] });
}
