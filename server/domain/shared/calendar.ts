/**
 * Calendar days in Asia/Shanghai, as the shop counts them: bills' due dates, days overdue, the day
 * a rental's devices are due back, a month's first and last day. Days are `YYYY-MM-DD` strings,
 * compared by their day number, never by instants.
 */
import { DAY_MS, formatShanghai } from './clock';

/** The Shanghai calendar day of an instant, `YYYY-MM-DD`. */
export function shanghaiDay(time: Date): string {
  return formatShanghai(time).slice(0, 10);
}

/** The Shanghai month of an instant, `YYYY-MM`. */
export function shanghaiMonth(time: Date): string {
  return formatShanghai(time).slice(0, 7);
}

const dayNumber = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
};

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The first and last day of a month `YYYY-MM`. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDate = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDate).padStart(2, '0')}` };
}

/**
 * The calendar day (`YYYY-MM-DD`, Asia/Shanghai) `months` months after the Shanghai day of
 * `start`: the same day of month, clamped to the end of a shorter month (01-31 + 1 → 02-28).
 * Counted from `start` every time, so 01-31 + 2 is 03-31, not 03-28.
 */
export function addMonthsShanghai(start: Date, months: number): string {
  const [year, month, day] = shanghaiDay(start).split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The day a rental's devices are due back: the rent start's day plus the term (the bills' own month arithmetic). */
export function rentEndDay(rentStartedAt: Date, termMonths: number): string {
  return addMonthsShanghai(rentStartedAt, termMonths);
}
