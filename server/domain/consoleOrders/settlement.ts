/**
 * The notices and notes of a returned order's money (the rule itself is contract/returnSettlement.ts,
 * which the inspection dialog shows before anything is sent), and the unpaid bills that hold up completion.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BILL_STATUS, billLabel } from '@/contract/bills';
import { CONSOLE_ORDER_MESSAGES } from '@/contract/consoleOrders';
import type { DepositRefundRoute } from '@/contract/money';
import { formatFen } from '@/contract/format';
import type { ReturnSettlement } from '@/contract/returnSettlement';
import type { Executor } from '../../db/client';
import { bills } from '../../db/schema';
import { chargeOf } from '../bills/charges';

/** 扣除提前归还费 ¥…、损坏赔偿 ¥…, or '' when the deposit paid nothing. */
function deductions(settlement: ReturnSettlement): string {
  const parts = [
    settlement.earlyFromDeposit > 0 ? `提前归还费 ${formatFen(settlement.earlyFromDeposit)}` : null,
    settlement.damageFromDeposit > 0 ? `损坏赔偿 ${formatFen(settlement.damageFromDeposit)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.join('、');
}

/** The customer's 消息 at inspection, when a fee was charged: what the deposit covers and what is billed. */
export function inspectionNotice(orderNo: string, settlement: ReturnSettlement, remark: string): string {
  const damage = settlement.damageFee > 0 ? `经检测存在损坏（${remark}），损坏赔偿 ${formatFen(settlement.damageFee)}。` : '已检测入库。';
  const covered =
    settlement.depositDeduction > 0 ? `押金 ${formatFen(settlement.deposit)} 将扣除${deductions(settlement)}，剩余 ${formatFen(settlement.depositRefund)} 在订单完结时退还。` : '';
  const billed = settlement.feeBilled > 0 ? `押金不足抵扣的 ${formatFen(settlement.feeBilled)} 已生成账单（归还费用），请在“我的账单”中支付，结清后订单完结。` : '';
  return `您的订单 ${orderNo} 归还的设备${damage}${covered}${billed}`;
}

/** The customer's 消息 at completion: exactly what came back, how, and what was kept. */
export function completionNotice(orderNo: string, settlement: ReturnSettlement, to: DepositRefundRoute, depositWaived: number): string {
  const kept = deductions(settlement);
  const where = to === 'online' ? '将原路退回您的原支付方式（不计入账户余额）' : '已退回您的账户余额';
  if (settlement.depositRefund > 0) {
    const less = kept ? `，已扣除${kept}（押金共 ${formatFen(settlement.deposit)}）` : '';
    return `您的订单 ${orderNo} 已完结，押金 ${formatFen(settlement.depositRefund)} ${where}${less}。`;
  }
  if (settlement.deposit > 0) return `您的订单 ${orderNo} 已完结，押金 ${formatFen(settlement.deposit)} 已全部用于抵扣${kept}，无押金退回。`;
  if (depositWaived > 0) return `您的订单 ${orderNo} 已完结，押金 ${formatFen(depositWaived)} 由免押额度担保，未收取现金押金，免押额度已恢复。`;
  return `您的订单 ${orderNo} 已完结，该订单无押金需要退回。`;
}

/** How the history and the audit log say the settlement in one line. */
export function settlementNote(settlement: ReturnSettlement, to: DepositRefundRoute): string {
  const kept = deductions(settlement);
  const how = to === 'online' ? '原路退回' : to === 'balance' ? '退回余额' : '无退款';
  return `订单完结：押金 ${formatFen(settlement.deposit)}${kept ? `，扣除${kept}` : ''}，退还 ${formatFen(settlement.depositRefund)}（${how}）`;
}

/** The refusal of a completion while a bill of the order is unpaid (待支付 or 逾期), naming each; null when all are settled. */
export async function unpaidBillsRefusal(db: Executor, orderId: number, now: Date): Promise<string | null> {
  const unpaid = await db
    .select()
    .from(bills)
    .where(and(eq(bills.orderId, orderId), inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue])))
    .orderBy(asc(bills.kind), asc(bills.period));
  if (unpaid.length === 0) return null;
  const named = unpaid.map((bill) => {
    const charge = chargeOf(bill, now);
    const overdue = charge.overdueDays > 0 ? '，逾期' : '';
    return `${billLabel(bill)}（${formatFen(charge.total)}${overdue}）`;
  });
  return CONSOLE_ORDER_MESSAGES.unpaidBills(named.join('、'));
}
