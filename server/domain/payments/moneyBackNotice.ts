/**
 * The customer's 消息 when money goes back (moneyBack.ts): what came back, why, and which way —
 * to the balance, or through the provider to the way it was paid (never the balance).
 */
import { REFUND_CAUSE_TEXT, type RefundCause } from '@/contract/money';
import { formatFen } from '@/contract/format';

/** What the money was for, as the 消息 names it: an order, or (bills, a top-up) the trade's own subject. */
export type RefundSubject = { orderNo: string } | { subject: string };

const WHAT_HAPPENED: Record<RefundCause, string> = {
  order_closed: '已关闭，支付的款项',
  early_return: '已申请提前归还，提前支付的未到期租金',
  completion: '已完结，押金',
  buyout: '已买断，抵扣后剩余的押金',
  transfer: '已变更租赁主体，您支付的押金',
  upgrade_rejected: '升级换机申请未获商家同意，您支付的升级款项',
  unneeded: '无需再次支付，这笔在线支付',
};

/** Where the money went, in words: `¥… 已退回您的账户余额；¥… 将原路退回您的原支付方式，不计入账户余额`. */
export function whereItWent(split: { toBalance: number; toProvider: number }): string {
  const parts = [
    split.toBalance > 0 ? `${formatFen(split.toBalance)} 已退回您的账户余额` : null,
    split.toProvider > 0 ? `${formatFen(split.toProvider)} 将原路退回您的原支付方式，不计入账户余额` : null,
  ].filter((part): part is string => part !== null);
  return parts.join('；');
}

export function moneyBackNotice(cause: RefundCause, subject: RefundSubject, split: { toBalance: number; toProvider: number }): { title: string; content: string } {
  const title = REFUND_CAUSE_TEXT[cause];
  if ('orderNo' in subject) return { title, content: `您的订单 ${subject.orderNo} ${WHAT_HAPPENED[cause]}：${whereItWent(split)}。` };
  return { title, content: `您的「${subject.subject}」已无需这笔在线支付：${whereItWent(split)}。` };
}
