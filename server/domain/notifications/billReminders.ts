/**
 * The scheduler's reminder three days before a bill falls due: each unpaid bill whose due day
 * (Asia/Shanghai) is at most three days away gets one 消息 账单即将到期, once. A bill found later
 * than that (the scheduler was stopped, or the bill was written closer to its due day) is reminded
 * at once; an overdue bill has its own 消息 (bills/overdue.ts).
 *
 * Once per bill, across replicas and restarts: the reminder row's primary key is the bill, and
 * the 消息 is written in the same transaction only for rows this run inserted. Two runs racing
 * for one bill insert one row (the second waits on the key and then inserts nothing).
 */
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { billLabel, type BillKind } from '@/contract/bills';
import { formatFen } from '@/contract/format';
import type { Db } from '../../db/client';
import { billDueReminders, bills, rentalOrders } from '../../db/schema';
import { DAY_MS, formatShanghai } from '../shared/clock';
import { notifyCustomer } from './notify';

export const BILL_REMINDER_DAYS_AHEAD = 3;
export const BILL_REMINDER_TITLE = '账单即将到期';

const shanghaiDay = (time: Date) => formatShanghai(time).slice(0, 10);

/** Days from `today` to `due`, both `YYYY-MM-DD`. */
function daysBetween(today: string, due: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export function billReminderContent(bill: { orderNo: string; kind: BillKind; period: number; periods: number; amount: number; dueDate: string }, today: string): string {
  const days = daysBetween(today, bill.dueDate);
  const when = days <= 0 ? `今天（${bill.dueDate}）到期` : `将于 ${bill.dueDate} 到期（还有 ${days} 天）`;
  return `您的订单 ${bill.orderNo} ${billLabel(bill)}账单（${formatFen(bill.amount)}）${when}，请在到期日前支付，逾期将产生违约金。`;
}

/** Writes the reminders that are due now; answers how many this run wrote. */
export async function remindDueBills(db: Db, now: Date, batch: number): Promise<number> {
  const today = shanghaiDay(now);
  const lastDay = shanghaiDay(new Date(now.getTime() + BILL_REMINDER_DAYS_AHEAD * DAY_MS));
  const due = await db
    .select({ id: bills.id })
    .from(bills)
    .leftJoin(billDueReminders, eq(billDueReminders.billId, bills.id))
    .where(and(eq(bills.status, 0), gte(bills.dueDate, today), lte(bills.dueDate, lastDay), isNull(billDueReminders.billId)))
    .orderBy(asc(bills.dueDate), asc(bills.id))
    .limit(batch);
  if (due.length === 0) return 0;

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(billDueReminders)
      .values(due.map((bill) => ({ billId: bill.id, createdAt: now })))
      .onConflictDoNothing({ target: billDueReminders.billId })
      .returning({ billId: billDueReminders.billId });
    if (claimed.length === 0) return 0;
    const rows = await tx
      .select({
        billId: bills.id,
        status: bills.status,
        kind: bills.kind,
        period: bills.period,
        periods: bills.periods,
        amount: bills.amount,
        dueDate: bills.dueDate,
        orderId: rentalOrders.id,
        orderNo: rentalOrders.orderNo,
        customerId: rentalOrders.customerId,
      })
      .from(bills)
      .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
      .where(
        inArray(
          bills.id,
          claimed.map((row) => row.billId),
        ),
      );
    let written = 0;
    for (const bill of rows) {
      // Paid between the look and the claim: the claim stays (nothing to remind of), no 消息.
      if (bill.status !== 0) continue;
      const notificationId = await notifyCustomer(
        tx,
        { customerId: bill.customerId, orderId: bill.orderId, title: BILL_REMINDER_TITLE, content: billReminderContent(bill, today) },
        now,
      );
      await tx.update(billDueReminders).set({ notificationId }).where(eq(billDueReminders.billId, bill.billId));
      written += 1;
    }
    return written;
  });
}
