/**
 * The customer's return of a running rental (4 → 5, docs/product-rules.md#returns), by the published rule
 * (`RULE_TEXT.earlyReturn` in contract/rentalRules.ts):
 *  - the bills already due must be paid first (a due bill that is unpaid or overdue refuses);
 *  - the bills not yet due are cancelled when the return is asked for: an unpaid one becomes
 *    已取消, one paid ahead becomes 已退款 and its rent goes back the way it was paid
 *    (payments/moneyBack.ts: to the balance, or through the provider to the trade that paid it);
 *  - the early-return fee is `earlyReturnFee(rent of those bills, days since receipt)`: nothing
 *    within the no-reason days, otherwise the rule's percent; the cash deposit covers it first,
 *    the rest is paid separately (both recorded on the order's return row; the merchant settles
 *    them with the deposit when the order completes).
 * All of it, the transition (history, 消息), the return row with the waybill and the address it was
 * sent to, happens in ONE transaction with the order row locked. `returnQuote` answers what a
 * return asked for now would do, computed by the same function.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import { FULFILMENT_MESSAGES, type BillNotYetDue, type OrderReturn, type ReturnOrderInput, type ReturnQuote } from '@/contract/orderFulfilment';
import { ORDER_STATUS, type OrderStatus, type RentalOrderView } from '@/contract/orders';
import { earlyReturnFee, NO_REASON_RETURN_DAYS } from '@/contract/rentalRules';
import { formatFen } from '@/contract/format';
import type { Db, Executor } from '../../db/client';
import { billPayments, bills, customerNotifications, orderReturns, rentalOrders } from '../../db/schema';
import { giveBack, type MoneyBack } from '../payments/moneyBack';
import { whereItWent } from '../payments/moneyBackNotice';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { customerOrderRow, lockCustomerOrder } from './access';
import { refuseWhileUpgrading } from './upgradeGuard';
import { daysBetween, rentEndDay, shanghaiDay } from '../shared/calendar';
import { illegalTransitionMessage, transition } from './lifecycle';
import { orderView } from './read';
import { returnAddressOfStore } from '../catalog/returnAddress';

type OrderRow = typeof rentalOrders.$inferSelect;
type BillRow = typeof bills.$inferSelect;

type Assessment = { quote: ReturnQuote; cancel: BillRow[]; refund: BillRow[] };

/** What a return asked for `now` would do, and the refusal it would meet (reason null: allowed). */
async function assessReturn(db: Executor, order: OrderRow, now: Date): Promise<Assessment> {
  const today = shanghaiDay(now);
  const address = await returnAddressOfStore(db, order.storeId);
  const orderBills = await db.select().from(bills).where(eq(bills.orderId, order.id)).orderBy(asc(bills.period));
  const dueUnpaid = orderBills.filter((bill) => bill.dueDate <= today && (bill.status === BILL_STATUS.unpaid || bill.status === BILL_STATUS.overdue));
  const notYetDue = orderBills.filter((bill) => bill.dueDate > today && (bill.status === BILL_STATUS.unpaid || bill.status === BILL_STATUS.paid));
  const paidAhead = notYetDue.filter((bill) => bill.status === BILL_STATUS.paid);
  const payments =
    paidAhead.length === 0
      ? []
      : await db
          .select()
          .from(billPayments)
          .where(
            inArray(
              billPayments.billId,
              paidAhead.map((bill) => bill.id),
            ),
          );
  const paidBy = new Map(payments.map((payment) => [payment.billId, payment.method]));

  const daysSinceReceipt = order.rentStartedAt ? Math.max(0, daysBetween(shanghaiDay(order.rentStartedAt), today)) : 0;
  const rentNotYetDue = notYetDue.reduce((total, bill) => total + bill.amount, 0);
  const fee = earlyReturnFee(rentNotYetDue, daysSinceReceipt);
  const feeFromDeposit = Math.min(fee, order.deposit);
  const dueUnpaidAmount = dueUnpaid.reduce((total, bill) => total + bill.amount, 0);

  let reason: string | null = null;
  if (order.status !== ORDER_STATUS.renting) reason = illegalTransitionMessage(order.status as OrderStatus);
  else if (dueUnpaid.length > 0) reason = FULFILMENT_MESSAGES.dueBillsFirst(dueUnpaid.length, formatFen(dueUnpaidAmount));
  else if (paidAhead.some((bill) => !paidBy.has(bill.id))) reason = FULFILMENT_MESSAGES.prepaidBillNotRefundable;

  const billsNotYetDue: BillNotYetDue[] = notYetDue.map((bill) => ({
    period: bill.period,
    periods: bill.periods,
    dueDate: bill.dueDate,
    amount: bill.amount,
    paid: bill.status === BILL_STATUS.paid,
    refundTo: bill.status === BILL_STATUS.paid ? (paidBy.get(bill.id) ?? null) : null,
  }));
  const quote: ReturnQuote = {
    orderNo: order.orderNo,
    allowed: reason === null,
    reason,
    address,
    rentStartDate: order.rentStartedAt ? shanghaiDay(order.rentStartedAt) : null,
    rentEndDate: order.rentStartedAt ? rentEndDay(order.rentStartedAt, order.termMonths) : null,
    daysSinceReceipt,
    noReasonReturn: order.rentStartedAt !== null && daysSinceReceipt <= NO_REASON_RETURN_DAYS,
    dueUnpaidPeriods: dueUnpaid.length,
    dueUnpaidAmount,
    billsNotYetDue,
    rentNotYetDue,
    earlyReturnFee: fee,
    deposit: order.deposit,
    feeFromDeposit,
    feeToPay: fee - feeFromDeposit,
  };
  return {
    quote,
    cancel: notYetDue.filter((bill) => bill.status === BILL_STATUS.unpaid),
    refund: paidAhead,
  };
}

/** `GET /api/wOrder/returnQuote/{orderNo}`: the address, the bills that would be cancelled and the fee, were the return asked for now. */
export async function returnQuote(db: Db, customerId: number, orderNo: string, now: Date): Promise<ReturnQuote> {
  const order = await customerOrderRow(db, customerId, orderNo);
  if (!order) throw notFound();
  return (await assessReturn(db, order, now)).quote;
}

export type ReturnResult = { order: RentalOrderView; return: OrderReturn };

/** `POST /api/wOrder/returnOrder`: the return asked for, with the return waybill (4 → 5). */
export async function requestReturn(db: Db, customerId: number, input: ReturnOrderInput, now: Date): Promise<ReturnResult> {
  const recorded = await db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    const { quote: assessed, cancel, refund } = await assessReturn(tx, order, now);
    if (assessed.reason !== null) throw new Refusal(assessed.reason);
    await refuseWhileUpgrading(tx, order.id);

    if (cancel.length > 0) {
      await tx
        .update(bills)
        .set({ status: BILL_STATUS.cancelled })
        .where(
          and(
            inArray(
              bills.id,
              cancel.map((bill) => bill.id),
            ),
            eq(bills.status, BILL_STATUS.unpaid),
          ),
        );
    }
    // Each bill paid ahead back the way it was paid; this return's own 消息 below says where it went.
    const prepaid = await giveBack(
      tx,
      refund.map((bill) => ({ of: 'bill' as const, billId: bill.id })),
      'early_return',
      { none: true },
      now,
    );

    const feeNote = assessed.earlyReturnFee > 0 ? `，提前归还费 ${formatFen(assessed.earlyReturnFee)}` : assessed.noReasonReturn ? '，无理由退租' : '';
    await transition(tx, order.id, ORDER_STATUS.returning, { kind: 'customer', id: customerId }, `申请归还：${input.carrier} ${input.waybillNo}${feeNote}`, now);
    const row = {
      carrier: input.carrier,
      waybillNo: input.waybillNo,
      address: assessed.address,
      daysSinceReceipt: assessed.daysSinceReceipt,
      noReasonReturn: assessed.noReasonReturn,
      cancelledPeriods: assessed.billsNotYetDue.length,
      rentNotYetDue: assessed.rentNotYetDue,
      earlyReturnFee: assessed.earlyReturnFee,
      feeFromDeposit: assessed.feeFromDeposit,
      feeToPay: assessed.feeToPay,
    };
    await tx.insert(orderReturns).values({ orderId: order.id, ...row, requestedAt: now });
    if (row.cancelledPeriods > 0) {
      await tx.insert(customerNotifications).values({
        customerId: order.customerId,
        orderId: order.id,
        title: '未到期账单已取消',
        content: returnNotice(order.orderNo, row, prepaid),
        createdAt: now,
      });
    }
    return { ...row, requestedAt: formatShanghai(now) };
  });
  const view = await orderView(db, customerId, input.orderNo);
  if (!view) throw notFound();
  return { order: view, return: recorded };
}

function returnNotice(
  orderNo: string,
  row: Pick<OrderReturn, 'cancelledPeriods' | 'rentNotYetDue' | 'earlyReturnFee' | 'feeFromDeposit' | 'feeToPay' | 'noReasonReturn'>,
  prepaid: MoneyBack,
): string {
  const back = prepaid.toBalance + prepaid.toProvider > 0 ? `提前支付的租金：${whereItWent(prepaid)}。` : '';
  const cancelled = `您的订单 ${orderNo} 已申请归还，${row.cancelledPeriods} 期未到期账单（共 ${formatFen(row.rentNotYetDue)}）已取消。${back}`;
  if (row.earlyReturnFee === 0) return `${cancelled}${row.noReasonReturn ? '签收后无理由退租期内申请，不收取提前归还费。' : ''}`;
  const rest = row.feeToPay > 0 ? `，其余 ${formatFen(row.feeToPay)} 须另行支付` : '';
  return `${cancelled}提前归还费 ${formatFen(row.earlyReturnFee)}，从押金中抵扣 ${formatFen(row.feeFromDeposit)}${rest}。`;
}
