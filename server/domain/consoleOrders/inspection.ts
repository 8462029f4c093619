/**
 * Receiving a return (归还中 → 已归还, `POST /api/sys/order/receive`): the merchant has the devices
 * back and inspects them — they pass, or they are damaged, which costs a damage fee with a remark
 * and photos. The settlement is fixed here (settlement.ts): the early-return fee recorded with the
 * return and the damage fee come out of the cash deposit first; what the deposit does not cover
 * becomes a bill of kind `fee` due today, so the order completes only once the customer has paid
 * it; the rest of the deposit goes back at completion. ONE transaction with the order locked: the
 * transition (history naming the staff member, 消息, the serials released), the inspection row,
 * the photos claimed, the fee bill, the customer's 消息 about the fee, the audit row.
 */
import { eq } from 'drizzle-orm';
import { CONSOLE_ORDER_MESSAGES, type ReceiveReturnInput } from '@/contract/consoleOrders';
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Db } from '../../db/client';
import { orderInspections, orderReturns } from '../../db/schema';
import { writeFeeBill } from '../bills/schedule';
import { recordAudit } from '../staff/audit';
import type { Staff } from '../staff/scope';
import { notifyCustomer } from '../notifications/notify';
import { Refusal } from '../shared/refusal';
import { illegalTransitionMessage, transition } from '../orders/lifecycle';
import { lockStaffOrder } from './access';
import { inspectionPhotos } from './inspectionPhotos';
import type { ChangedOrder } from './review';
import { staffActor } from './review';
import { inspectionNotice } from './settlement';
import { damageFeeCap, settleReturn } from '@/contract/returnSettlement';

export async function receiveReturn(db: Db, staff: Staff, input: ReceiveReturnInput, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    if (order.status !== ORDER_STATUS.returning) throw new Refusal(illegalTransitionMessage(order.status as OrderStatus));
    const [returned] = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    if (!returned) throw new Refusal(CONSOLE_ORDER_MESSAGES.noReturn);

    const damaged = input.result === 'damaged';
    const damageFee = damaged ? (input.damageFee ?? 0) : 0;
    const cap = damageFeeCap(order);
    if (damageFee > cap) throw new Refusal(CONSOLE_ORDER_MESSAGES.damageFeeTooHigh(formatFen(cap)));
    const remark = input.remark ?? '';
    const photoKeys = await inspectionPhotos(tx, input.photos ?? [], staff, order, now);
    const settlement = settleReturn({ deposit: order.deposit, earlyReturnFee: returned.earlyReturnFee, damageFee });

    const finding = damaged ? `存在损坏（${remark}），损坏赔偿 ${formatFen(damageFee)}` : `检测通过${remark ? `（${remark}）` : ''}`;
    const billed = settlement.feeBilled > 0 ? `，押金不足抵扣的 ${formatFen(settlement.feeBilled)} 已生成账单` : '';
    await transition(tx, order.id, ORDER_STATUS.returned, staffActor(staff), `签收验机：${finding}${billed}`, now);

    const feeBillId = settlement.feeBilled > 0 ? await writeFeeBill(tx, order.id, settlement.feeBilled, now) : null;
    await tx.insert(orderInspections).values({
      orderId: order.id,
      result: input.result,
      damageFee,
      remark,
      photoKeys,
      deposit: settlement.deposit,
      earlyReturnFee: settlement.earlyReturnFee,
      depositDeduction: settlement.depositDeduction,
      feeBilled: settlement.feeBilled,
      feeBillId,
      depositRefund: settlement.depositRefund,
      inspectedBy: staff.id,
      inspectedAt: now,
    });
    if (damageFee > 0 || settlement.feeBilled > 0) {
      await notifyCustomer(
        tx,
        { customerId: order.customerId, orderId: order.id, title: damaged ? '设备检测存在损坏' : '归还费用待支付', content: inspectionNotice(order.orderNo, settlement, remark) },
        now,
      );
    }
    await recordAudit(tx, staff, { action: 'order.receive', targetType: 'order', targetId: order.orderNo, summary: `签收验机：订单 ${order.orderNo}，${finding}${billed}` }, now);
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}
