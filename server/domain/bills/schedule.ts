/**
 * The instalments of an order. Period 1 is written paid with the first payment (balance or
 * online); periods 2…n are written when the rent starts, due monthly from that day.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bills, rentalOrders } from '../../db/schema';
import { formatShanghai } from '../shared/clock';

/**
 * The first instalment, written paid with the first payment (balance or online): the rent part of
 * it. The later ones are written when the rent starts (writeBillSchedule).
 */
export async function writeFirstBill(
  tx: Executor,
  order: { id: number; termMonths: number; monthlyRent: number; couponDiscount: number },
  now: Date,
): Promise<number | null> {
  const [bill] = await tx
    .insert(bills)
    .values({
      orderId: order.id,
      period: 1,
      periods: order.termMonths,
      dueDate: formatShanghai(now).slice(0, 10),
      amount: order.monthlyRent - order.couponDiscount,
      status: 1,
      paidAt: now,
      createdAt: now,
    })
    .returning({ id: bills.id });
  return bill?.id ?? null;
}

/**
 * The calendar day (`YYYY-MM-DD`, Asia/Shanghai) `months` months after the Shanghai day of
 * `start`: the same day of month, clamped to the end of a shorter month (01-31 + 1 → 02-28).
 * Counted from `start` every time, so 01-31 + 2 is 03-31, not 03-28.
 */
export function addMonthsShanghai(start: Date, months: number): string {
  const [year, month, day] = formatShanghai(start).slice(0, 10).split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
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
  await tx.insert(bills).values(rows).onConflictDoNothing({ target: [bills.orderId, bills.kind, bills.period] });
}
