/**
 * A rental order's bills (instalments) on the wire: the customer's list and paying one from the
 * balance. Money is integer fen; due dates `YYYY-MM-DD` and times `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai.
 */
import { z } from 'zod';
import { idempotencyKey, limitParam, pageParam, positiveId } from './params';

/** Bill statuses (dictionary bill_status). */
/** 4 已取消: a bill not yet due when its order was returned (rentalRules.ts RULE_TEXT.earlyReturn). */
export const BILL_STATUS = { unpaid: 0, paid: 1, overdue: 2, refunded: 3, cancelled: 4 } as const;
export type BillStatus = (typeof BILL_STATUS)[keyof typeof BILL_STATUS];

export const BILL_STATUS_NAMES: Record<BillStatus, string> = { 0: '待支付', 1: '已支付', 2: '逾期', 3: '已退款', 4: '已取消' };

/** One bill as its customer sees it. */
export type BillView = {
  billId: number;
  orderNo: string;
  period: number;
  periods: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  amount: number;
  status: BillStatus;
  statusName: string;
  paidAt: string | null;
};

/** `POST /api/wBill/yezf`: the bill paid and the balance after the debit. */
export type BillPayment = BillView & { balance: number };

export const billListBody = z.strictObject({
  page: pageParam,
  limit: limitParam(50, 10),
  status: z.coerce.number({ error: '账单状态不正确' }).int('账单状态不正确').min(0, '账单状态不正确').max(4, '账单状态不正确').optional(),
  orderNo: z.string({ error: '订单编号不正确' }).trim().regex(/^ZL\d{20}$/, '订单编号不正确').optional(),
});

export const billPaymentBody = z.strictObject({ billId: positiveId('账单不正确'), idempotencyKey });

export const BILL_MESSAGES = {
  paid: '支付成功',
  alreadyPaid: '账单已支付',
  refunded: '账单已退款，无需支付',
  insufficientBalance: '余额不足，请充值后再支付',
  keyReused: '该支付请求已用于其他账单，请刷新页面后重试',
} as const;
