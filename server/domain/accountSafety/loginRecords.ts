/**
 * The recent sign-ins of /accountSafe: one row per customer login attempt that reached the check
 * (a right or wrong password, a right or wrong code), with where it came from. A try against an
 * unknown phone has no account to show it to and is not kept; a try refused by the throttle
 * before any check is not a sign-in either. Kept bounded by housekeeping: a quarter of a year,
 * and the newest rows per customer.
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import { LOGIN_METHOD_NAMES, LOGIN_RECORDS_SHOWN, type LoginMethod, type LoginRecordView } from '@/contract/accountSafety';
import type { Db, Executor } from '../../db/client';
import { loginRecords } from '../../db/schema';
import { DAY_MS, formatShanghai } from '../shared/clock';
import { describeUserAgent } from './userAgents';

/** How long and how many sign-ins are kept per customer. */
export const LOGIN_RECORDS_KEPT_DAYS = 90;
export const LOGIN_RECORDS_KEPT_PER_CUSTOMER = 100;

const USER_AGENT_MAX = 512;

export type LoginAttempt = {
  customerId: number;
  method: LoginMethod;
  success: boolean;
  clientAddress: string;
  userAgent: string | null;
  at: Date;
};

export async function recordLogin(db: Executor, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginRecords).values({ ...attempt, userAgent: attempt.userAgent?.slice(0, USER_AGENT_MAX) ?? null });
}

/** The newest sign-ins of one customer, newest first. */
export async function recentLoginRecords(db: Db, customerId: number, limit: number = LOGIN_RECORDS_SHOWN): Promise<LoginRecordView[]> {
  const rows = await db.select().from(loginRecords).where(eq(loginRecords.customerId, customerId)).orderBy(desc(loginRecords.at), desc(loginRecords.id)).limit(limit);
  return rows.map((row) => ({
    at: formatShanghai(row.at),
    clientAddress: row.clientAddress,
    ...describeUserAgent(row.userAgent),
    method: row.method,
    methodName: LOGIN_METHOD_NAMES[row.method],
    success: row.success,
  }));
}

/** Housekeeping: rows older than the kept days, and each customer's rows beyond the kept number. */
export async function purgeOldLoginRecords(db: Db, now: Date): Promise<void> {
  await db.delete(loginRecords).where(lt(loginRecords.at, new Date(now.getTime() - LOGIN_RECORDS_KEPT_DAYS * DAY_MS)));
  await db.execute(sql`
    delete from ${loginRecords} where ${loginRecords.id} in (
      select id from (
        select ${loginRecords.id} as id, row_number() over (partition by ${loginRecords.customerId} order by ${loginRecords.at} desc, ${loginRecords.id} desc) as position
        from ${loginRecords}
      ) ranked where ranked.position > ${LOGIN_RECORDS_KEPT_PER_CUSTOMER}
    )`);
}
