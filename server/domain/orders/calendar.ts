/**
 * Calendar days in Asia/Shanghai, as a rental counts them: the day of receipt, the days since it,
 * the days left until the devices are due back. Days are `YYYY-MM-DD` strings (the bills' due
 * dates are the same), compared by their day number, never by instants.
 */
import { addMonthsShanghai } from '../bills/schedule';
import { DAY_MS, formatShanghai } from '../shared/clock';

/** The Shanghai calendar day of an instant, `YYYY-MM-DD`. */
export function shanghaiDay(time: Date): string {
  return formatShanghai(time).slice(0, 10);
}

/** Days from `from` to `to` (both `YYYY-MM-DD`): 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day a rental's devices are due back: the rent start's day plus the term (the bills' own month arithmetic). */
export function rentEndDay(rentStartedAt: Date, termMonths: number): string {
  return addMonthsShanghai(rentStartedAt, termMonths);
}
