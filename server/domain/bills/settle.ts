/**
 * Settling bills: the one writer of a bill's payment, whichever way the money came (the balance,
 * or an online trade's notification). In the caller's transaction, with the bills locked first:
 * each bill moved 0/2 → 1 by a conditional UPDATE (a racing payment that got there first makes it
 * refuse), the late fee charged with it recorded on the bill and on its `bill_payments` row, one
 * `bill_settlements` row for the whole payment (the idempotency key, the trade), and — when the
 * balance pays — a ledger debit for each bill's rent and another for its late fee. Every open
 * online trade covering a settled bill is closed (the caller tells the provider after the commit).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BILL_MESSAGES, BILL_STATUS, billLabel } from '@/contract/bills';
import type { Executor } from '../../db/client';
import { formatFen } from '@/contract/format';
import { billPayments, billSettlements, bills, customerNotifications, rentalOrders } from '../../db/schema';
import { debitBalance } from '../payments/ledger';
import { closeTradesOfBills } from '../payments/tradeBills';
import { notFound, Refusal } from '../shared/refusal';
import type { BillCharge } from './charges';

export type BillRow = typeof bills.$inferSelect;
export type LockedBill = BillRow & { orderNo: string };

/**
 * The caller's bills, locked in id order (two payments of overlapping bills queue instead of
 * deadlocking). All or nothing: any id that is not the caller's bill is code 404.
 */
export async function lockCustomerBills(tx: Executor, customerId: number, billIds: readonly number[]): Promise<LockedBill[]> {
  const rows = await tx
    .select({ bill: bills, orderNo: rentalOrders.orderNo })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(inArray(bills.id, [...billIds]), eq(rentalOrders.customerId, customerId)))
    .orderBy(asc(bills.id))
    .for('update', { of: bills });
  if (rows.length !== new Set(billIds).size) throw notFound();
  return rows.map((row) => ({ ...row.bill, orderNo: row.orderNo }));
}

/** Bills by id, locked in id order, whoever they belong to (an online trade's notification knows its own bills). */
export async function lockBills(tx: Executor, billIds: readonly number[]): Promise<LockedBill[]> {
  if (billIds.length === 0) return [];
  const rows = await tx
    .select({ bill: bills, orderNo: rentalOrders.orderNo })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(inArray(bills.id, [...billIds]))
    .orderBy(asc(bills.id))
    .for('update', { of: bills });
  return rows.map((row) => ({ ...row.bill, orderNo: row.orderNo }));
}

export const isPayable = (bill: Pick<BillRow, 'status'>) => bill.status === BILL_STATUS.unpaid || bill.status === BILL_STATUS.overdue;

/** Why a bill cannot be paid, as the customer is told, or null. */
export function billRefusal(bill: Pick<BillRow, 'status'>): string | null {
  if (isPayable(bill)) return null;
  if (bill.status === BILL_STATUS.paid) return BILL_MESSAGES.alreadyPaid;
  if (bill.status === BILL_STATUS.refunded) return BILL_MESSAGES.refunded;
  if (bill.status === BILL_STATUS.boughtOut) return BILL_MESSAGES.boughtOut;
  return BILL_MESSAGES.notPayable;
}

export function refuseUnlessPayable(locked: readonly Pick<BillRow, 'status'>[]): void {
  for (const bill of locked) {
    const refusal = billRefusal(bill);
    if (refusal) throw new Refusal(refusal);
  }
}

export type BillSettlement = {
  customerId: number;
  method: 'balance' | 'online';
  idempotencyKey: string;
  tradeNo: string | null;
  /** What each bill is charged: its rent and the late fee (fixed when the payment was decided). */
  charges: readonly { bill: LockedBill; charge: BillCharge }[];
};

export type SettledBills = { settlementId: number; rent: number; lateFee: number; total: number; paid: BillRow[]; closedTrades: string[] };

/**
 * Pays the bills (locked by the caller and judged payable) in the caller's transaction. A bill
 * that a racing payment settled first makes the whole payment refuse with 账单已支付; a balance
 * too short for the debits refuses with 余额不足; either rolls everything back.
 */
export async function settleBills(tx: Executor, settlement: BillSettlement, now: Date): Promise<SettledBills> {
  const rent = settlement.charges.reduce((sum, { charge }) => sum + charge.rent, 0);
  const lateFee = settlement.charges.reduce((sum, { charge }) => sum + charge.lateFee, 0);
  const [written] = await tx
    .insert(billSettlements)
    .values({
      customerId: settlement.customerId,
      method: settlement.method,
      idempotencyKey: settlement.idempotencyKey,
      tradeNo: settlement.tradeNo,
      rent,
      lateFee,
      amount: rent + lateFee,
      createdAt: now,
    })
    .returning({ id: billSettlements.id });
  if (!written) throw new Error('bill settlement not written');

  const paid: BillRow[] = [];
  for (const { bill, charge } of settlement.charges) {
    // The status guard repeats what was read, so a racing payment that got here first wins.
    const [row] = await tx
      .update(bills)
      .set({ status: BILL_STATUS.paid, paidAt: now, lateFee: charge.lateFee, overdueDays: charge.overdueDays })
      .where(and(eq(bills.id, bill.id), inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue])))
      .returning();
    if (!row) throw new Refusal(BILL_MESSAGES.alreadyPaid);
    paid.push(row);
    await tx.insert(billPayments).values({
      billId: bill.id,
      customerId: settlement.customerId,
      settlementId: written.id,
      method: settlement.method,
      amount: charge.rent,
      lateFee: charge.lateFee,
      createdAt: now,
    });
  }
  // Before the debits: the bills lock, then the trades, then the customer row, as every writer takes them.
  const closedTrades = await closeTradesOfBills(
    tx,
    paid.map((bill) => bill.id),
    now,
  );
  if (settlement.method === 'balance') {
    for (const { bill, charge } of settlement.charges) {
      if (charge.rent > 0 && (await debitBalance(tx, settlement.customerId, charge.rent, { orderId: bill.orderId, billId: bill.id }, now)) === null) {
        throw new Refusal(BILL_MESSAGES.insufficientBalance);
      }
      if (charge.lateFee > 0 && (await debitBalance(tx, settlement.customerId, charge.lateFee, { orderId: bill.orderId, billId: bill.id, kind: 'late_fee' }, now)) === null) {
        throw new Refusal(BILL_MESSAGES.insufficientBalance);
      }
    }
  }
  await tx.insert(customerNotifications).values({ customerId: settlement.customerId, ...paymentNotice(settlement), createdAt: now });
  return { settlementId: written.id, rent, lateFee, total: rent + lateFee, paid, closedTrades };
}

/** The 消息 a bill payment leaves: which bills, how much, the late fee apart, and how it was paid. */
function paymentNotice({ charges, method }: BillSettlement): { orderId: number | null; title: string; content: string } {
  const orders = new Set(charges.map(({ bill }) => bill.orderId));
  const total = charges.reduce((sum, { charge }) => sum + charge.total, 0);
  const fee = charges.reduce((sum, { charge }) => sum + charge.lateFee, 0);
  const first = charges[0]?.bill;
  const which = charges.length === 1 && first ? `订单 ${first.orderNo} ${billLabel(first)}账单` : `${charges.length} 期账单`;
  const how = method === 'balance' ? '余额支付' : '在线支付';
  const feeText = fee > 0 ? `（含逾期违约金 ${formatFen(fee)}）` : '';
  return { orderId: orders.size === 1 && first ? first.orderId : null, title: '账单支付成功', content: `您已通过${how}结清${which}，共 ${formatFen(total)}${feeText}。` };
}

/** The bills a settlement paid, by id (an idempotent retry compares them with what it asks). */
export async function billIdsOfSettlement(tx: Executor, settlementId: number): Promise<number[]> {
  const rows = await tx.select({ billId: billPayments.billId }).from(billPayments).where(eq(billPayments.settlementId, settlementId)).orderBy(asc(billPayments.billId));
  return rows.map((row) => row.billId);
}
