/**
 * 完结 (已归还 → 已完成): asked once more with what the deposit settles to — the inspection's
 * numbers and the way the refund goes — then sent. While a rule stands in the way (a bill still
 * unpaid) the product server's own sentence is shown instead, as the order's detail gives it, and
 * nothing is asked; if the bills change meanwhile, the product server refuses with the same words.
 */
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';

/** Where the deposit goes back: the way it was paid (the first payment's method), nothing for a credit line. */
function refundRoute(order: ConsoleOrderDetail): string {
  if (order.deposit === 0) return order.depositWaived > 0 ? '押金由免押额度担保，完结后额度恢复' : '该订单无押金';
  const method = order.payments.find((payment) => payment.status === 'succeeded' || payment.status === 'refunded')?.method ?? order.payments[0]?.method;
  return method === 'online' ? '原路退回客户的支付账户' : '退回客户的账户余额';
}

/** The confirmation's sentence: 押金 ¥…，扣除提前归还费 ¥…、损坏赔偿 ¥…，退还 ¥…（…）. */
export function completionMessage(order: ConsoleOrderDetail): string {
  const inspection = order.inspection;
  if (!inspection) return `确认完结订单 ${order.orderNo}？押金 ${formatFen(order.deposit)} 将按验机结果结算（${refundRoute(order)}）。`;
  const damage = inspection.depositDeduction - Math.min(inspection.earlyReturnFee, inspection.deposit);
  const kept = [
    inspection.earlyReturnFee > 0 ? `提前归还费 ${formatFen(Math.min(inspection.earlyReturnFee, inspection.deposit))}` : null,
    damage > 0 ? `损坏赔偿 ${formatFen(damage)}` : null,
  ]
    .filter(Boolean)
    .join('、');
  return `确认完结订单 ${order.orderNo}？押金 ${formatFen(inspection.deposit)}${kept ? `，扣除${kept}` : ''}，退还客户 ${formatFen(inspection.depositRefund)}（${refundRoute(order)}）。`;
}

/** Answers the order as the desk shows it after completion, or null (refused, cancelled, or not allowed now). */
export async function completeOrder(orderNo: string, known?: ConsoleOrderDetail): Promise<ConsoleOrderDetail | null> {
  let order = known;
  if (!order) {
    try {
      order = await consoleOrderApi.detail(orderNo);
    } catch {
      return null;
    }
  }
  const action = order.actions.find((entry) => entry.action === 'complete');
  if (action && !action.enabled) {
    notifier().warning(action.reason ?? '该订单暂时不能完结');
    return null;
  }
  const confirmed = await notifier().confirm({ title: '系统提示', message: completionMessage(order), confirmText: '确认完结', cancelText: '取消' });
  if (!confirmed) return null;
  try {
    const completed = await consoleOrderApi.complete(orderNo);
    notifier().success('订单已完结，押金已结算');
    return completed;
  } catch {
    return null;
  }
}
