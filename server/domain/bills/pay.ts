/**
 * Paying one bill from the balance. A payment is ONE transaction: the bill row locked and checked
 * (the caller's, not paid), the bill moved to 1 by a conditional UPDATE, the balance debited by a
 * conditional UPDATE (`… WHERE balance >= amount`), the `bill_payments` row (unique per bill, and
 * the idempotency key unique per customer) and the ledger row. Any refusal rolls all of it back.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { BILL_MESSAGES, BILL_STATUS, type BillPayment } from '@/contract/bills';
import type { Db } from '../../db/client';
import { billPayments, bills, rentalOrders } from '../../db/schema';
import { balanceOf, debitBalance } from '../payments/ledger';
import { notFound, Refusal } from '../shared/refusal';
import { billView } from './read';

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
    if (!found) throw notFound();

    const [previous] = await tx
      .select()
      .from(billPayments)
      .where(and(eq(billPayments.customerId, customerId), eq(billPayments.idempotencyKey, input.idempotencyKey)));
    if (previous) {
      if (previous.billId !== found.bill.id) throw new Refusal(BILL_MESSAGES.keyReused);
      // A retry of a payment that went through: the same answer, no second charge.
      return { ...billView(found.bill, found.orderNo), balance: await balanceOf(tx, customerId) };
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
    return { ...billView(paid, found.orderNo), balance };
  });
}
