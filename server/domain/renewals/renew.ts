/**
 * Renewing a running order (续租, contract/rentalRules.ts): 1, 3, 6 or 12 more months at the
 * order's own monthly rent. ONE transaction with the order locked: the bills of the new periods
 * appended after the last one (due monthly from the rent start, as the schedule's), every bill of
 * the order told the new number of periods (so "n of N" stays right), the order's term and total
 * rent extended (its end date is the rent start plus the term), an `order_renewals` row, a history
 * line (4 → 4) and a 消息. Refused while the account has a bill overdue
 * OVERDUE_DAYS_BLOCKING_RENEWAL days or more. The new bills are paid like any other.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lte, max } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import { MONEY_MESSAGES, type RenewalPreview, type RenewalRecord, type RenewalResult } from '@/contract/money';
import { ORDER_STATUS } from '@/contract/orders';
import { OVERDUE_DAYS_BLOCKING_RENEWAL, RENEWAL_TERMS, renewalBills, type RenewalTerm } from '@/contract/rentalRules';
import { formatFen } from '@/contract/format';
import type { Db, Executor } from '../../db/client';
import { bills, customerNotifications, orderHistory, orderRenewals, rentalOrderItems, rentalOrders } from '../../db/schema';
import { overdueDaysOf } from '../bills/charges';
import { shanghaiDay } from '../shared/calendar';
import { addMonthsShanghai } from '../shared/calendar';
import { customerOrderRow, lockCustomerOrder } from '../orders/access';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';

type OrderRow = typeof rentalOrders.$inferSelect;
type RenewalRow = typeof orderRenewals.$inferSelect;

/** XZ + Shanghai time to the second + 6 random digits (as order numbers are made). */
export function newRenewalNo(now: Date): string {
  return `XZ${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The most days any unpaid bill of the customer is overdue now (0: none). */
export async function longestOverdue(db: Executor, customerId: number, now: Date): Promise<number> {
  const [oldest] = await db
    .select({ dueDate: bills.dueDate })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(rentalOrders.customerId, customerId), inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue]), lte(bills.dueDate, shanghaiDay(now))))
    .orderBy(asc(bills.dueDate))
    .limit(1);
  return oldest ? overdueDaysOf(oldest.dueDate, now) : 0;
}

function renewalRefusal(order: Pick<OrderRow, 'status' | 'rentStartedAt'>, overdueDays: number): string | null {
  if (order.status !== ORDER_STATUS.renting || !order.rentStartedAt) return MONEY_MESSAGES.renewNotRenting;
  if (overdueDays >= OVERDUE_DAYS_BLOCKING_RENEWAL) return MONEY_MESSAGES.renewBlocked(overdueDays);
  return null;
}

/** One month of the order at its own rent: renewalBills per item, summed (the order's monthly rent). */
async function amountPerPeriod(db: Executor, orderId: number, months: RenewalTerm): Promise<number> {
  const items = await db
    .select({ monthlyRent: rentalOrderItems.monthlyRent, quantity: rentalOrderItems.quantity })
    .from(rentalOrderItems)
    .where(eq(rentalOrderItems.orderId, orderId));
  return items.reduce((sum, item) => sum + renewalBills(item.monthlyRent, item.quantity, months).amountPerPeriod, 0);
}

const endDateOf = (order: Pick<OrderRow, 'rentStartedAt' | 'termMonths'>) => (order.rentStartedAt ? addMonthsShanghai(order.rentStartedAt, order.termMonths) : null);

function recordOf(row: RenewalRow): RenewalRecord {
  return {
    renewalNo: row.renewalNo,
    months: row.months,
    firstPeriod: row.firstPeriod,
    lastPeriod: row.lastPeriod,
    total: row.total,
    previousEndDate: row.previousEndDate,
    newEndDate: row.newEndDate,
    createdAt: formatShanghai(row.createdAt),
  };
}

async function renewalsOf(db: Executor, orderId: number): Promise<RenewalRecord[]> {
  const rows = await db.select().from(orderRenewals).where(eq(orderRenewals.orderId, orderId)).orderBy(asc(orderRenewals.firstPeriod));
  return rows.map(recordOf);
}

/** `GET /api/wOrder/renewal/{orderNo}`: whether the order can be renewed now, each term priced, and the renewals so far. */
export async function renewalPreview(db: Db, customerId: number, orderNo: string, now: Date): Promise<RenewalPreview> {
  const order = await customerOrderRow(db, customerId, orderNo);
  if (!order) throw notFound();
  const reason = renewalRefusal(order, await longestOverdue(db, customerId, now));
  const endDate = endDateOf(order);
  const options = await Promise.all(
    RENEWAL_TERMS.map(async (months) => {
      const perPeriod = await amountPerPeriod(db, order.id, months);
      return {
        months,
        amountPerPeriod: perPeriod,
        total: perPeriod * months,
        newEndDate: order.rentStartedAt ? addMonthsShanghai(order.rentStartedAt, order.termMonths + months) : '',
      };
    }),
  );
  return { orderNo, allowed: reason === null, reason, monthlyRent: order.monthlyRent, periods: order.termMonths, endDate, options, renewals: await renewalsOf(db, order.id) };
}

/** `POST /api/wOrder/renew`. The same key answers the first renewal again and appends nothing. */
export async function renewOrder(db: Db, customerId: number, input: { orderNo: string; months: RenewalTerm; idempotencyKey: string }, now: Date): Promise<RenewalResult> {
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    const [previous] = await tx
      .select()
      .from(orderRenewals)
      .where(and(eq(orderRenewals.customerId, customerId), eq(orderRenewals.idempotencyKey, input.idempotencyKey)));
    if (previous) {
      if (previous.orderId !== order.id) throw new Refusal(MONEY_MESSAGES.renewalKeyReused);
      return { ...recordOf(previous), orderNo: order.orderNo, amountPerPeriod: previous.amountPerPeriod, periods: order.termMonths };
    }
    const refusal = renewalRefusal(order, await longestOverdue(tx, customerId, now));
    if (refusal) throw new Refusal(refusal);
    const rentStart = order.rentStartedAt;
    if (!rentStart) throw new Refusal(MONEY_MESSAGES.renewNotRenting);

    const [last] = await tx
      .select({ period: max(bills.period) })
      .from(bills)
      .where(eq(bills.orderId, order.id));
    const lastPeriod = Math.max(last?.period ?? 0, order.termMonths);
    const perPeriod = await amountPerPeriod(tx, order.id, input.months);
    const periods = lastPeriod + input.months;
    const firstPeriod = lastPeriod + 1;
    const previousEndDate = addMonthsShanghai(rentStart, order.termMonths);
    const newEndDate = addMonthsShanghai(rentStart, periods);

    // Every bill of the order first learns the new count, so the new periods fit the check period <= periods.
    await tx.update(bills).set({ periods }).where(eq(bills.orderId, order.id));
    await tx.insert(bills).values(
      Array.from({ length: input.months }, (_, i) => ({
        orderId: order.id,
        period: firstPeriod + i,
        periods,
        dueDate: addMonthsShanghai(rentStart, firstPeriod + i - 1),
        amount: perPeriod,
        status: BILL_STATUS.unpaid,
        createdAt: now,
      })),
    );
    await tx
      .update(rentalOrders)
      .set({ termMonths: periods, totalRent: order.totalRent + perPeriod * input.months, updatedAt: now })
      .where(eq(rentalOrders.id, order.id));
    const [renewal] = await tx
      .insert(orderRenewals)
      .values({
        renewalNo: newRenewalNo(now),
        orderId: order.id,
        customerId,
        months: input.months,
        amountPerPeriod: perPeriod,
        total: perPeriod * input.months,
        firstPeriod,
        lastPeriod: periods,
        previousEndDate,
        newEndDate,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      })
      .returning();
    if (!renewal) throw new Error('renewal not written');
    const note = `续租 ${input.months} 个月（第 ${firstPeriod}–${periods} 期，每期 ${formatFen(perPeriod)}），租期延长至 ${newEndDate}`;
    await tx.insert(orderHistory).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, actorKind: 'customer', actorId: customerId, note, createdAt: now });
    await tx.insert(customerNotifications).values({
      customerId,
      orderId: order.id,
      title: '续租成功',
      content: `您的订单 ${order.orderNo} 已续租 ${input.months} 个月，新增第 ${firstPeriod}–${periods} 期账单共 ${formatFen(perPeriod * input.months)}，租期延长至 ${newEndDate}。`,
      createdAt: now,
    });
    return { ...recordOf(renewal), orderNo: order.orderNo, amountPerPeriod: perPeriod, periods };
  });
}
