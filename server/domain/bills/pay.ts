/**
 * Paying bills from the balance: one bill (`yezf`) or several at once (`payAll`), in ONE
 * transaction, all or nothing: the bills locked and checked (the caller's, unpaid), the late fee
 * of each overdue one computed from the clock and charged with it, and settleBills' conditional
 * updates, settlement row and ledger debits. Any refusal — a bill paid meanwhile, a balance too
 * short, a total other than the page showed — rolls all of it back.
 */
import { and, eq } from 'drizzle-orm';
import { BILL_MESSAGES, type BillPayment, type BillsPayment } from '@/contract/bills';
import { formatFen } from '@/contract/format';
import type { Db } from '../../db/client';
import { billSettlements } from '../../db/schema';
import { balanceOf } from '../payments/ledger';
import { formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { chargeOf } from './charges';
import { billViews } from './read';
import { billIdsOfSettlement, lockCustomerBills, refuseUnlessPayable, settleBills } from './settle';

export type BillsPaymentInput = { billIds: readonly number[]; amount?: number | undefined; idempotencyKey: string };

/** What the payment answers, and the trades it closed (the route tells the provider after the commit). */
export type BillsPaid = BillsPayment & { closedTrades: string[] };

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, index) => id === [...b].sort((x, y) => x - y)[index]);

/** `POST /api/wBill/payAll` (and `yezf` for one). The same key for the same bills answers the first payment again and charges nothing. */
export async function payBillsByBalance(db: Db, customerId: number, input: BillsPaymentInput, now: Date): Promise<BillsPaid> {
  return db.transaction(async (tx) => {
    // Locks the bills: on PostgreSQL a second payment of any of them waits here, then sees them paid.
    const locked = await lockCustomerBills(tx, customerId, input.billIds);

    const [previous] = await tx
      .select()
      .from(billSettlements)
      .where(and(eq(billSettlements.customerId, customerId), eq(billSettlements.idempotencyKey, input.idempotencyKey)));
    if (previous) {
      const ids = await billIdsOfSettlement(tx, previous.id);
      if (!sameIds(ids, input.billIds)) throw new Refusal(BILL_MESSAGES.keyReused);
      // A retry of a payment that went through: the same answer, no second charge.
      const views = await billViews(tx, ids, now);
      return {
        bills: views,
        count: views.length,
        rent: previous.rent,
        lateFee: previous.lateFee,
        total: previous.amount,
        balance: await balanceOf(tx, customerId),
        paidAt: formatShanghai(previous.createdAt),
        closedTrades: [],
      };
    }

    refuseUnlessPayable(locked);
    const charges = locked.map((bill) => ({ bill, charge: chargeOf(bill, now) }));
    const total = charges.reduce((sum, { charge }) => sum + charge.total, 0);
    if (input.amount !== undefined && input.amount !== total) throw new Refusal(BILL_MESSAGES.amountChanged(formatFen(total)));

    const settled = await settleBills(tx, { customerId, method: 'balance', idempotencyKey: input.idempotencyKey, tradeNo: null, charges }, now);
    const views = await billViews(
      tx,
      settled.paid.map((bill) => bill.id),
      now,
    );
    return {
      bills: views,
      count: views.length,
      rent: settled.rent,
      lateFee: settled.lateFee,
      total: settled.total,
      balance: await balanceOf(tx, customerId),
      paidAt: formatShanghai(now),
      closedTrades: settled.closedTrades,
    };
  });
}

/** `POST /api/wBill/yezf`: one bill; answers the bill as paid and the balance after. */
export async function payBillByBalance(
  db: Db,
  customerId: number,
  input: { billId: number; amount?: number | undefined; idempotencyKey: string },
  now: Date,
): Promise<BillPayment & { closedTrades: string[] }> {
  const paid = await payBillsByBalance(db, customerId, { billIds: [input.billId], amount: input.amount, idempotencyKey: input.idempotencyKey }, now);
  const [bill] = paid.bills;
  if (!bill) throw new Error(`bill ${input.billId} paid but not read back`);
  return { ...bill, balance: paid.balance, closedTrades: paid.closedTrades };
}
