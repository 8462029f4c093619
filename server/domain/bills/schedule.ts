/**
 * The instalments of an order. Period 1 is written paid with the first payment (balance or
 * online); periods 2…n are written when the rent starts, due monthly from that day.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
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

/**
 * A bill of kind `fee` (归还费用) for what returned devices' fees left over the deposit, due today:
 * the order's return, or an upgrade's old units (docs/product-rules.md#upgrades). Numbered after
 * the order's earlier fee bills, so an order may hold one of each.
 */
export async function writeFeeBill(tx: Executor, orderId: number, amount: number, now: Date): Promise<number> {
  const [last] = await tx
    .select({ period: max(bills.period) })
    .from(bills)
    .where(and(eq(bills.orderId, orderId), eq(bills.kind, 'fee')));
  const period = (last?.period ?? 0) + 1;
  const [bill] = await tx
    .insert(bills)
    .values({ orderId, kind: 'fee', period, periods: period, dueDate: shanghaiDay(now), amount, status: 0, createdAt: now })
    .returning({ id: bills.id });
  if (!bill) throw new Error(`fee bill of order ${orderId} not written`);
  return bill.id;
}

/** The order's bills the swap of an upgrade may touch (every rent bill; upgradedBills picks). */
export function rentBillsOf(tx: Executor, orderId: number) {
  return tx
    .select({ id: bills.id, kind: bills.kind, dueDate: bills.dueDate, status: bills.status, amount: bills.amount })
    .from(bills)
    .where(and(eq(bills.orderId, orderId), eq(bills.kind, 'rent')))
    .orderBy(asc(bills.period))
    .for('update');
}

/** The bills an upgrade rewrites take the new monthly rent (still unpaid: a racing payment made first keeps its bill). */
export async function rewriteBills(tx: Executor, billIds: readonly number[], amount: number): Promise<number> {
  if (billIds.length === 0) return 0;
  const rewritten = await tx
    .update(bills)
    .set({ amount })
    .where(and(inArray(bills.id, [...billIds]), eq(bills.status, 0)))
    .returning({ id: bills.id });
  return rewritten.length;
}
