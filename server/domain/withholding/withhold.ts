/**
 * The due day's automatic payment (代扣, docs/product-rules.md#withholding), a step of the
 * scheduler: each unpaid bill due today (Shanghai) whose customer has an agreement in force is paid
 * from the balance, once. The attempt row (unique per bill) is claimed in the same transaction as
 * the payment, so two product servers running this at once pay a bill once, and a crash before the
 * commit leaves nothing claimed. A refusal (a balance too short) rolls back the payment only: the
 * attempt is kept as failed, the bill stays due and falls overdue tomorrow as any bill, and a 消息
 * says why. The payment is the customer's own balance payment (bills/pay.ts), with a key of the bill.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { WITHHOLDING_MESSAGES } from '@/contract/withholding';
import { BILL_STATUS } from '@/contract/bills';
import type { Db } from '../../db/client';
import { bills, rentalOrders, withholdingAgreements, withholdingAttempts } from '../../db/schema';
import { payBillsByBalance } from '../bills/pay';
import { notifyCustomer } from '../notifications/notify';
import { shanghaiDay } from '../shared/calendar';
import { Refusal } from '../shared/refusal';

type DueBill = { billId: number; kind: 'rent' | 'fee'; period: number; periods: number; orderId: number; orderNo: string; customerId: number; agreementId: number };

/** The key a withheld bill's payment is made with: a second attempt would answer the first payment. */
export const withholdingKey = (billId: number) => `withhold:${billId}`;

const billLabel = (bill: DueBill) => (bill.kind === 'fee' ? '费用账单' : `第 ${bill.period}/${bill.periods} 期账单`);

/** One pass: answers how many bills were paid and how many attempts failed. */
export async function withholdDueBills(db: Db, now: Date, batch: number): Promise<{ withheld: number; withholdingFailed: number }> {
  const due: DueBill[] = await db
    .select({
      billId: bills.id,
      kind: bills.kind,
      period: bills.period,
      periods: bills.periods,
      orderId: rentalOrders.id,
      orderNo: rentalOrders.orderNo,
      customerId: rentalOrders.customerId,
      agreementId: withholdingAgreements.id,
    })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .innerJoin(withholdingAgreements, and(eq(withholdingAgreements.customerId, rentalOrders.customerId), isNull(withholdingAgreements.endedAt)))
    .leftJoin(withholdingAttempts, eq(withholdingAttempts.billId, bills.id))
    .where(and(eq(bills.status, BILL_STATUS.unpaid), eq(bills.dueDate, shanghaiDay(now)), isNull(withholdingAttempts.id)))
    .orderBy(asc(bills.id))
    .limit(batch);
  let withheld = 0;
  let withholdingFailed = 0;
  for (const bill of due) {
    const outcome = await withholdOne(db, bill, now);
    if (outcome === 'paid') withheld += 1;
    if (outcome === 'failed') withholdingFailed += 1;
  }
  return { withheld, withholdingFailed };
}

async function withholdOne(db: Db, bill: DueBill, now: Date): Promise<'paid' | 'failed' | 'taken'> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(withholdingAttempts)
      .values({ billId: bill.billId, agreementId: bill.agreementId, outcome: 'paid', attemptedAt: now })
      .onConflictDoNothing()
      .returning({ id: withholdingAttempts.id });
    // Another process has it (and pays it, or has told the customer why not).
    if (!claimed) return 'taken';
    const [current] = await tx.select({ status: bills.status }).from(bills).where(eq(bills.id, bill.billId)).for('update');
    if (current?.status !== BILL_STATUS.unpaid) {
      // Paid by hand since it was read: nothing to collect, nothing to tell.
      await tx.delete(withholdingAttempts).where(eq(withholdingAttempts.id, claimed.id));
      return 'taken';
    }
    try {
      const paid = await payBillsByBalance(tx, bill.customerId, { billIds: [bill.billId], idempotencyKey: withholdingKey(bill.billId) }, now);
      await notifyCustomer(
        tx,
        {
          customerId: bill.customerId,
          orderId: bill.orderId,
          title: WITHHOLDING_MESSAGES.paidTitle,
          content: WITHHOLDING_MESSAGES.paid(bill.orderNo, billLabel(bill), paid.total),
        },
        now,
      );
      return 'paid';
    } catch (error) {
      // A balance too short (or any refusal of the payment): said to the customer; anything else is a fault.
      if (!(error instanceof Refusal)) throw error;
      await tx.update(withholdingAttempts).set({ outcome: 'failed', reason: error.message }).where(eq(withholdingAttempts.id, claimed.id));
      await notifyCustomer(
        tx,
        {
          customerId: bill.customerId,
          orderId: bill.orderId,
          title: WITHHOLDING_MESSAGES.failedTitle,
          content: WITHHOLDING_MESSAGES.failed(bill.orderNo, billLabel(bill), error.message),
        },
        now,
      );
      return 'failed';
    }
  });
}
