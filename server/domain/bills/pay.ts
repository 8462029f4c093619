/**
 * The customer's bills: the paged list and paying one bill from the balance. A payment is ONE
 * transaction: the bill row locked and checked (the caller's, not paid), the bill moved to 1 by
 * a conditional UPDATE, the balance debited by a conditional UPDATE (`… WHERE balance >= amount`),
 * the `bill_payments` row (unique per bill, and the idempotency key unique per customer) and the
 * ledger row. Any refusal rolls all of it back.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { BILL_MESSAGES, BILL_STATUS, BILL_STATUS_NAMES, type BillPayment, type BillStatus, type BillView } from '@/contract/bills';
import { CODE } from '@/contract/envelope';
import type { Db } from '../../db/client';
import { billPayments, bills, rentalOrders } from '../../db/schema';
import { balanceOf, debitBalance } from '../payments/ledger';
import { formatShanghai } from '../shared/clock';
import { MESSAGES, Refusal } from '../shared/refusal';

type BillRow = typeof bills.$inferSelect;

function view(bill: BillRow, orderNo: string): BillView {
  const status = bill.status as BillStatus;
  return {
    billId: bill.id,
    orderNo,
    period: bill.period,
    periods: bill.periods,
    dueDate: bill.dueDate,
    amount: bill.amount,
    status,
    statusName: BILL_STATUS_NAMES[status],
    paidAt: bill.paidAt ? formatShanghai(bill.paidAt) : null,
  };
}

/** `POST /api/wBill/list`: the caller's bills, by due date then order and period. */
export async function billPage(
  db: Db,
  customerId: number,
  query: { page: number; limit: number; status?: number | undefined; orderNo?: string | undefined },
): Promise<{ rows: BillView[]; total: number }> {
  const where = and(
    eq(rentalOrders.customerId, customerId),
    query.status === undefined ? undefined : eq(bills.status, query.status),
    query.orderNo === undefined ? undefined : eq(rentalOrders.orderNo, query.orderNo),
  ) as SQL;
  const [totals] = await db.select({ n: count() }).from(bills).innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId)).where(where);
  const rows = await db
    .select({ bill: bills, orderNo: rentalOrders.orderNo })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(where)
    .orderBy(asc(bills.dueDate), asc(bills.orderId), asc(bills.period))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.map((row) => view(row.bill, row.orderNo)), total: totals?.n ?? 0 };
}

/** `POST /api/wBill/yezf`. The same key for the same bill answers the first payment again and charges nothing. */
export async function payBillByBalance(db: Db, customerId: number, input: { billId: number; idempotencyKey: string }, now: Date): Promise<BillPayment> {
  return db.transaction(async (tx) => {
    // Locks the bill: on PostgreSQL a second payment of it waits here, then sees status 1.
    const [found] = await tx
      .select({ bill: bills, orderNo: rentalOrders.orderNo })
      .from(bills)
      .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
      .where(and(eq(bills.id, input.billId), eq(rentalOrders.customerId, customerId)))
      .for('update', { of: bills });
    if (!found) throw new Refusal(MESSAGES.notFound, CODE.notFound);

    const [previous] = await tx
      .select()
      .from(billPayments)
      .where(and(eq(billPayments.customerId, customerId), eq(billPayments.idempotencyKey, input.idempotencyKey)));
    if (previous) {
      if (previous.billId !== found.bill.id) throw new Refusal(BILL_MESSAGES.keyReused);
      // A retry of a payment that went through: the same answer, no second charge.
      return { ...view(found.bill, found.orderNo), balance: await balanceOf(tx, customerId) };
    }
    if (found.bill.status === BILL_STATUS.paid) throw new Refusal(BILL_MESSAGES.alreadyPaid);
    if (found.bill.status === BILL_STATUS.refunded) throw new Refusal(BILL_MESSAGES.refunded);

    // The status guard repeats what was read, so a racing payment that got here first wins.
    const [paid] = await tx
      .update(bills)
      .set({ status: BILL_STATUS.paid, paidAt: now })
      .where(and(eq(bills.id, found.bill.id), inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue])))
      .returning();
    if (!paid) throw new Refusal(BILL_MESSAGES.alreadyPaid);

    const balance = await debitBalance(tx, customerId, paid.amount, { orderId: paid.orderId, billId: paid.id }, now);
    if (balance === null) throw new Refusal(BILL_MESSAGES.insufficientBalance);
    await tx.insert(billPayments).values({ billId: paid.id, customerId, amount: paid.amount, idempotencyKey: input.idempotencyKey, createdAt: now });
    return { ...view(paid, found.orderNo), balance };
  });
}
