/**
 * What an unpaid bill costs now: its rent and the late fee of contract/rentalRules.ts, counted in
 * whole Shanghai calendar days past its due date from the one clock (a bill due 03-01 is one day
 * overdue on 03-02, whatever the scheduler has marked yet). Pure functions over the clock's `now`.
 */
import { lateFee } from '@/contract/rentalRules';
import { DAY_MS, formatShanghai } from '../shared/clock';

/** The Shanghai calendar day of an instant, `YYYY-MM-DD`. */
export function shanghaiDay(now: Date): string {
  return formatShanghai(now).slice(0, 10);
}

/** The Shanghai month of an instant, `YYYY-MM`. */
export function shanghaiMonth(now: Date): string {
  return formatShanghai(now).slice(0, 7);
}

const dayNumber = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
};

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whole days an unpaid bill due on `dueDate` is overdue at `now` (0 on and before the due date). */
export function overdueDaysOf(dueDate: string, now: Date): number {
  return Math.max(0, daysBetween(dueDate, shanghaiDay(now)));
}

/** The first and last day of a month `YYYY-MM`. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDate = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDate).padStart(2, '0')}` };
}

export type BillCharge = { rent: number; overdueDays: number; lateFee: number; total: number };

/** What paying a bill costs at `now`: the rent and the late fee of its days overdue. */
export function chargeOf(bill: { amount: number; dueDate: string }, now: Date): BillCharge {
  const overdueDays = overdueDaysOf(bill.dueDate, now);
  const fee = lateFee(bill.amount, overdueDays);
  return { rent: bill.amount, overdueDays, lateFee: fee, total: bill.amount + fee };
}
