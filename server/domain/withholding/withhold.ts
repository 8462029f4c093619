/**
 * The due day's automatic payment (代扣, docs/product-rules.md#withholding), a step of the
 * scheduler: each unpaid bill due today (Shanghai) whose customer has a signed agreement in force is
 * collected once, by the agreement's method. From the balance it is paid here, the attempt claimed
 * in the payment's transaction (attempts.ts); a refusal (a balance too short) rolls back the payment
 * only: the attempt is kept as failed, the bill stays due and falls overdue tomorrow as any bill,
 * and a 消息 says why. Through the payment provider it is providerWithhold.ts's, which first resumes
 * what an earlier pass left waiting for the provider's answer.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import type { WithholdingMethod } from '@/contract/withholding';
import type { Db } from '../../db/client';
import { bills, rentalOrders, withholdingAgreements, withholdingAttempts } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payment';
import type { Logger } from '../../runtime/log';
import { payBillsByBalance } from '../bills/pay';
import { shanghaiDay } from '../shared/calendar';
import { Refusal } from '../shared/refusal';
import { claimAttempt, withholdingKey, type DueBill } from './attempts';
import { tellFailed, tellPaid } from './notices';
import { resumeProviderWithholdings, withholdThroughProvider, type Outcome } from './providerWithhold';

export type WithholdingRun = { withheld: number; withholdingFailed: number };

/** One pass: answers how many bills were paid and how many attempts failed. */
export async function withholdDueBills(db: Db, now: Date, batch: number, options: { payment: PaymentProvider | null; log: Logger }): Promise<WithholdingRun> {
  const outcomes = await resumeProviderWithholdings(db, options.payment, now, batch, options.log);
  const due: DueBill[] = await db
    .select({
      billId: bills.id,
      kind: bills.kind,
      period: bills.period,
      periods: bills.periods,
      dueDate: bills.dueDate,
      orderId: rentalOrders.id,
      orderNo: rentalOrders.orderNo,
      customerId: rentalOrders.customerId,
      agreementId: withholdingAgreements.id,
      agreementNo: withholdingAgreements.agreementNo,
      method: withholdingAgreements.method,
    })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .innerJoin(
      withholdingAgreements,
      and(eq(withholdingAgreements.customerId, rentalOrders.customerId), isNull(withholdingAgreements.endedAt), isNotNull(withholdingAgreements.signedAt)),
    )
    .leftJoin(withholdingAttempts, eq(withholdingAttempts.billId, bills.id))
    .where(and(eq(bills.status, BILL_STATUS.unpaid), eq(bills.dueDate, shanghaiDay(now)), isNull(withholdingAttempts.id)))
    .orderBy(asc(bills.id))
    .limit(batch)
    .then((rows) => rows.map((row) => ({ ...row, method: row.method as WithholdingMethod })));
  for (const bill of due) {
    outcomes.push(bill.method === 'provider' ? await withholdThroughProvider(db, options.payment, bill, now, options.log) : await withholdFromBalance(db, bill, now));
  }
  return { withheld: outcomes.filter((outcome) => outcome === 'paid').length, withholdingFailed: outcomes.filter((outcome) => outcome === 'failed').length };
}

/** The customer's own balance payment of the bill (bills/pay.ts), with a key of the bill. */
async function withholdFromBalance(db: Db, bill: DueBill, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const claim = await claimAttempt(tx, bill, 'paid', null, now);
    if (!claim) return 'taken';
    try {
      const paid = await payBillsByBalance(tx, bill.customerId, { billIds: [bill.billId], idempotencyKey: withholdingKey(bill.billId) }, now);
      await tellPaid(tx, bill, paid.total, 'balance', now);
      return 'paid';
    } catch (error) {
      // A balance too short (or any refusal of the payment): said to the customer; anything else is a fault.
      if (!(error instanceof Refusal)) throw error;
      await tx.update(withholdingAttempts).set({ outcome: 'failed', reason: error.message }).where(eq(withholdingAttempts.id, claim.attemptId));
      await tellFailed(tx, bill, error.message, now);
      return 'failed';
    }
  });
}
