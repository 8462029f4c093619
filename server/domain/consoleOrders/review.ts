/**
 * The back office's decisions on a paid order before it ships: approve a held order (待审核 →
 * 待发货), reject it (待审核 → 已关闭) or, the platform only, close an approved one (待发货 → 已关闭).
 * A rejection or a close goes through `closePaidOrder`, as the risk check's own rejection does: the
 * payment back the way it came (balance to the balance with its ledger row, online through the
 * provider after the commit), the first bill refunded, the stock and the coupon given back, and a
 * credit line's waiver freed with the order's status. The risk record, when there is one, keeps
 * the staff member's decision. One transaction with the order locked, the history naming the staff
 * member, and the audit row.
 */
import { eq } from 'drizzle-orm';
import { CONSOLE_ORDER_MESSAGES } from '@/contract/consoleOrders';
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Db, Executor } from '../../db/client';
import { riskRecords } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import type { Staff } from '../staff/scope';
import { Refusal } from '../shared/refusal';
import { closePaidOrder, type ClosedPaidOrder } from '../orders/closing';
import { illegalTransitionMessage, transition, type Actor } from '../orders/lifecycle';
import { lockStaffOrder, type DeskOrder } from './access';

export const staffActor = (staff: Staff): Actor => ({ kind: 'sys', id: staff.id });

/** Which order the request changed (for the provider's follow-up after the commit). */
export type ChangedOrder = { orderNo: string; customerId: number };

function refuseUnlessIn(order: DeskOrder, status: OrderStatus): void {
  if (order.status !== status) throw new Refusal(illegalTransitionMessage(order.status as OrderStatus));
}

async function recordReview(tx: Executor, orderId: number, staff: Staff, outcome: 'approved' | 'rejected', note: string, now: Date): Promise<void> {
  await tx.update(riskRecords).set({ reviewOutcome: outcome, reviewedBy: staff.id, reviewNote: note, reviewedAt: now }).where(eq(riskRecords.orderId, orderId));
}

/** `POST /api/sys/order/approve`. A held order only: one the risk check has not seen yet waits for it (the scheduler checks within a minute). */
export async function approveOrder(db: Db, staff: Staff, input: { orderNo: string; remark?: string | undefined }, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    refuseUnlessIn(order, ORDER_STATUS.pendingReview);
    const [risk] = await tx.select({ id: riskRecords.id }).from(riskRecords).where(eq(riskRecords.orderId, order.id));
    if (!risk) throw new Refusal(CONSOLE_ORDER_MESSAGES.notRiskChecked);
    const remark = input.remark ?? '';
    await transition(tx, order.id, ORDER_STATUS.awaitingShipment, staffActor(staff), remark ? `人工审核通过：${remark}` : '人工审核通过', now);
    await recordReview(tx, order.id, staff, 'approved', remark, now);
    await recordAudit(
      tx,
      staff,
      { action: 'order.approve', targetType: 'order', targetId: order.orderNo, summary: `审核通过：订单 ${order.orderNo}${remark ? `（${remark}）` : ''}` },
      now,
    );
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}

function refundSummary(closed: ClosedPaidOrder): string {
  const parts = [closed.toBalance > 0 ? `退回余额 ${formatFen(closed.toBalance)}` : null, closed.toProvider > 0 ? `原路退回 ${formatFen(closed.toProvider)}` : null].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join('，') : '无款项退回';
}

/** `POST /api/sys/order/reject`: a held order refused, its payment back the way it came. */
export async function rejectOrder(db: Db, staff: Staff, input: { orderNo: string; reason: string }, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    refuseUnlessIn(order, ORDER_STATUS.pendingReview);
    const closed = await closePaidOrder(tx, order.id, staffActor(staff), `审核未通过：${input.reason}，已支付款项原路退回`, now);
    await recordReview(tx, order.id, staff, 'rejected', input.reason, now);
    await recordAudit(
      tx,
      staff,
      { action: 'order.reject', targetType: 'order', targetId: order.orderNo, summary: `审核拒绝：订单 ${order.orderNo}，原因：${input.reason}；${refundSummary(closed)}` },
      now,
    );
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}

/** `POST /api/sys/order/close` (platform): an approved order closed before it ships, its payment back the way it came. */
export async function closeOrder(db: Db, staff: Staff, input: { orderNo: string; reason: string }, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    refuseUnlessIn(order, ORDER_STATUS.awaitingShipment);
    const closed = await closePaidOrder(tx, order.id, staffActor(staff), `订单关闭：${input.reason}，已支付款项原路退回`, now);
    await recordAudit(
      tx,
      staff,
      { action: 'order.close', targetType: 'order', targetId: order.orderNo, summary: `关闭订单：订单 ${order.orderNo}，原因：${input.reason}；${refundSummary(closed)}` },
      now,
    );
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}
