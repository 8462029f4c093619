/**
 * The instalments of an order. Period 1 is written paid with the first payment (balance or
 * online); periods 2…n are written when the rent starts, due monthly from that day.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bills, rentalOrders } from '../../db/schema';
import { addMonthsShanghai, shanghaiDay } from '../shared/calendar';

/** Period 1: one month's rent less the coupon (the coupon applies to period 1 only). */
export function firstInstalmentAmount(order: { monthlyRent: number; couponDiscount: number }): number {
  return order.monthlyRent - order.couponDiscount;
}

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
      amount: firstInstalmentAmount(order),
      status: 1,
      paidAt: now,
      createdAt: now,
    })
    .returning({ id: bills.id });
  return bill?.id ?? null;
}

/**
 * Periods 2…n as the schedule writes them: each the order's monthly rent, due that many months
 * after the rent start (the lease contract states them so before the rent has started).
 */
export function laterInstalments(order: { termMonths: number; monthlyRent: number }): { period: number; amount: number; monthsAfterRentStart: number }[] {
  return Array.from({ length: Math.max(order.termMonths - 1, 0) }, (_, i) => ({ period: i + 2, amount: order.monthlyRent, monthsAfterRentStart: i + 1 }));
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
  const rows = laterInstalments(order).map((instalment) => ({
    orderId,
    period: instalment.period,
    periods: order.termMonths,
    dueDate: addMonthsShanghai(rentStart, instalment.monthsAfterRentStart),
    amount: instalment.amount,
    status: 0,
    createdAt: rentStart,
  }));
  await tx
    .insert(bills)
    .values(rows)
    .onConflictDoNothing({ target: [bills.orderId, bills.kind, bills.period] });
}
