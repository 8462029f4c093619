/**
 * Completing a returned order (已归还 → 已完成, `POST /api/sys/order/complete`): refused while any
 * bill of the order is unpaid (a period, or the fees the deposit did not cover), then the deposit
 * settled as fixed at inspection — what is left goes back the way the deposit was paid
 * (payments/moneyBack.ts: the balance, or through the provider against the trade that paid it, sent
 * after the commit); a credit line's waiver is no money and is freed with the order's status. ONE transaction with the order locked: the refund, the transition (history
 * naming the staff member), the settlement recorded on the inspection row, one 消息 saying exactly
 * what came back, the audit row.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';
import type { DepositRefundRoute } from '@/contract/money';
import type { Db, Executor } from '../../db/client';
import { orderInspections, orderReturns } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import type { Staff } from '../staff/scope';
import { notifyCustomer } from '../notifications/notify';
import { giveBack } from '../payments/moneyBack';
import { Refusal } from '../shared/refusal';
import { illegalTransitionMessage, transition } from '../orders/lifecycle';
import { lockStaffOrder, type DeskOrder } from './access';
import { staffActor, type ChangedOrder } from './review';
import { completionNotice, settlementNote, unpaidBillsRefusal } from './settlement';
import { settleReturn, type ReturnSettlement } from '@/contract/returnSettlement';

const NOTICE_TITLE = '押金结算';

/**
 * The inspection row of the order. An order that reached 已归还 without one (before the desk
 * existed) is settled as a pass: the early-return fee from its return, no damage.
 */
async function inspectionRow(tx: Executor, order: DeskOrder, staff: Staff, now: Date) {
  const [row] = await tx.select().from(orderInspections).where(eq(orderInspections.orderId, order.id));
  if (row) return row;
  const [returned] = await tx.select({ earlyReturnFee: orderReturns.earlyReturnFee }).from(orderReturns).where(eq(orderReturns.orderId, order.id));
  const settlement = settleReturn({ deposit: order.deposit, earlyReturnFee: returned?.earlyReturnFee ?? 0, damageFee: 0 });
  if (settlement.feeBilled > 0) throw new Error(`order ${order.orderNo} returned without an inspection owes fees beyond its deposit`);
  const [written] = await tx
    .insert(orderInspections)
    .values({
      orderId: order.id,
      result: 'pass',
      deposit: settlement.deposit,
      earlyReturnFee: settlement.earlyReturnFee,
      depositDeduction: settlement.depositDeduction,
      feeBilled: 0,
      depositRefund: settlement.depositRefund,
      inspectedBy: staff.id,
      inspectedAt: now,
    })
    .returning();
  if (!written) throw new Error('inspection not written');
  return written;
}

/** What is left of the deposit, back the way it was paid (payments/moneyBack.ts); the completion's own 消息 says it. */
async function refundDeposit(tx: Executor, order: DeskOrder, settlement: ReturnSettlement, now: Date): Promise<DepositRefundRoute> {
  const back = await giveBack(tx, [{ of: 'deposit', orderId: order.id, amount: settlement.depositRefund }], 'completion', { none: true }, now);
  if (back.toProvider > 0) return 'online';
  return back.toBalance > 0 ? 'balance' : 'none';
}

export async function completeOrder(db: Db, staff: Staff, input: { orderNo: string }, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    if (order.status !== ORDER_STATUS.returned) throw new Refusal(illegalTransitionMessage(order.status as OrderStatus));
    const unpaid = await unpaidBillsRefusal(tx, order.id, now);
    if (unpaid) throw new Refusal(unpaid);

    const inspection = await inspectionRow(tx, order, staff, now);
    const settlement = settleReturn({ deposit: inspection.deposit, earlyReturnFee: inspection.earlyReturnFee, damageFee: inspection.damageFee });
    const refundTo = await refundDeposit(tx, order, settlement, now);
    const note = settlementNote(settlement, refundTo);
    await transition(tx, order.id, ORDER_STATUS.completed, staffActor(staff), note, now);
    const [settled] = await tx
      .update(orderInspections)
      .set({ refundTo, completedBy: staff.id, completedAt: now })
      .where(and(eq(orderInspections.id, inspection.id), isNull(orderInspections.completedAt)))
      .returning({ id: orderInspections.id });
    if (!settled) throw new Error(`order ${order.orderNo} settled twice`);
    await notifyCustomer(
      tx,
      { customerId: order.customerId, orderId: order.id, title: NOTICE_TITLE, content: completionNotice(order.orderNo, settlement, refundTo, order.depositWaived) },
      now,
    );
    await recordAudit(tx, staff, { action: 'order.complete', targetType: 'order', targetId: order.orderNo, summary: `完结订单 ${order.orderNo}：${note}` }, now);
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}
