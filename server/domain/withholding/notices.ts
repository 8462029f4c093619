/**
 * The bill an automatic payment is about, and the 消息 it leaves (docs/product-rules.md#withholding):
 * 账单已自动扣款 naming the amount and the method, or 账单自动扣款失败 with the reason and a request to
 * pay by hand today. Written in the transaction that records the outcome, so each is sent once.
 */
import { WITHHOLDING_MESSAGES, WITHHOLDING_METHOD_NAMES, type WithholdingMethod } from '@/contract/withholding';
import type { Executor } from '../../db/client';
import { notifyCustomer } from '../notifications/notify';

/** A bill collected under an agreement, as the customer's 消息 names it. */
export type WithheldBill = { billId: number; kind: 'rent' | 'fee'; period: number; periods: number; orderId: number; orderNo: string; customerId: number };

const billLabel = (bill: WithheldBill) => (bill.kind === 'fee' ? '费用账单' : `第 ${bill.period}/${bill.periods} 期账单`);

export async function tellPaid(tx: Executor, bill: WithheldBill, amount: number, method: WithholdingMethod, now: Date): Promise<void> {
  const content = WITHHOLDING_MESSAGES.paid(bill.orderNo, billLabel(bill), amount, WITHHOLDING_METHOD_NAMES[method]);
  await notifyCustomer(tx, { customerId: bill.customerId, orderId: bill.orderId, title: WITHHOLDING_MESSAGES.paidTitle, content }, now);
}

export async function tellFailed(tx: Executor, bill: WithheldBill, reason: string, now: Date): Promise<void> {
  const content = WITHHOLDING_MESSAGES.failed(bill.orderNo, billLabel(bill), reason);
  await notifyCustomer(tx, { customerId: bill.customerId, orderId: bill.orderId, title: WITHHOLDING_MESSAGES.failedTitle, content }, now);
}
