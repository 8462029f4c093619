/**
 * What an unpaid bill costs now: its rent and the late fee of contract/rentalRules.ts, counted in
 * whole Shanghai calendar days past its due date from the one clock (a bill due 03-01 is one day
 * overdue on 03-02, whatever the scheduler has marked yet). Pure functions over the clock's `now`.
 */
import { lateFee } from '@/contract/rentalRules';
import { daysBetween, shanghaiDay } from '../shared/calendar';

/** Whole days an unpaid bill due on `dueDate` is overdue at `now` (0 on and before the due date). */
export function overdueDaysOf(dueDate: string, now: Date): number {
  return Math.max(0, daysBetween(dueDate, shanghaiDay(now)));
}

export type BillCharge = { rent: number; overdueDays: number; lateFee: number; total: number };

/** What paying a bill costs at `now`: the rent and the late fee of its days overdue. */
export function chargeOf(bill: { amount: number; dueDate: string }, now: Date): BillCharge {
  const overdueDays = overdueDaysOf(bill.dueDate, now);
  const fee = lateFee(bill.amount, overdueDays);
  return { rent: bill.amount, overdueDays, lateFee: fee, total: bill.amount + fee };
}
