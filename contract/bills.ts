/**
 * A rental order's bills (instalments) on the wire: the customer's list, this month's summary,
 * paying one, several or every due bill (balance or online) and the Excel export. Money is integer
 * fen; due dates `YYYY-MM-DD`, months `YYYY-MM`, times `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai.
 */
import { z } from 'zod';
import { blankToUndefined, idempotencyKey, limitParam, pageParam, positiveId } from './params';

/**
 * Bill statuses (dictionary bill_status). 0 and 2 are the same stored state seen through the
 * clock: an unpaid bill is 逾期 from the day after its due date, whatever the scheduler has marked.
 * 4 已取消: a bill not yet due when its order was returned (rentalRules.ts RULE_TEXT.earlyReturn).
 * 5 买断结清: settled by a buyout (the buyout payment covers it; it is never paid as a bill).
 */
export const BILL_STATUS = { unpaid: 0, paid: 1, overdue: 2, refunded: 3, cancelled: 4, boughtOut: 5 } as const;
export type BillStatus = (typeof BILL_STATUS)[keyof typeof BILL_STATUS];

export const BILL_STATUS_NAMES: Record<BillStatus, string> = { 0: '待支付', 1: '已支付', 2: '逾期', 3: '已退款', 4: '已取消', 5: '买断结清' };

export const isBillStatus = (value: number): value is BillStatus => Number.isInteger(value) && value >= 0 && value <= 5;

/**
 * `rent`: a period of the rent (n of N). `fee`: what a return's fees (early return, damage) left
 * over the cash deposit, billed when the merchant inspected the returned devices (one per order,
 * period 1 of 1); paid like any bill, never invoiced as rent.
 */
export const BILL_KINDS = ['rent', 'fee'] as const;
export type BillKind = (typeof BILL_KINDS)[number];
export const BILL_KIND_NAMES: Record<BillKind, string> = { rent: '租金', fee: '归还费用' };

/** How a bill is named in lists and messages: 第 2/12 期, or 归还费用. */
export function billLabel(bill: { kind: BillKind; period: number; periods: number }): string {
  return bill.kind === 'fee' ? BILL_KIND_NAMES.fee : `第 ${bill.period}/${bill.periods} 期`;
}

/** One bill as its customer sees it. */
export type BillView = {
  billId: number;
  orderNo: string;
  /** The order's first goods, with `等 N 件` when it rents more than one kind. */
  goodsName: string;
  /** A period of the rent, or the fees a return left over the deposit (see BILL_KINDS). */
  kind: BillKind;
  period: number;
  periods: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** The rent of the period. */
  amount: number;
  status: BillStatus;
  statusName: string;
  /** Whole days past the due date: now for an unpaid bill, at payment for a paid one. */
  overdueDays: number;
  /** The late fee (rentalRules lateFee): accrued now for an unpaid bill, charged for a paid one. */
  lateFee: number;
  /** amount + lateFee: what paying it costs now, or what it cost. */
  total: number;
  /** A period added by a renewal (续租). */
  renewal: boolean;
  paidAt: string | null;
};

/** `POST /api/wBill/yezf`: the bill paid and the balance after the debit. */
export type BillPayment = BillView & { balance: number };

/** `POST /api/wBill/payAll`: the bills paid together, their sums, and the balance after. */
export type BillsPayment = { bills: BillView[]; count: number; rent: number; lateFee: number; total: number; balance: number; paidAt: string };

/** `POST /api/wBill/summary`: what is due this (Shanghai) month and the customer's orders with bills. */
export type BillSummary = {
  /** `YYYY-MM`. */
  month: string;
  /** Unpaid bills due up to the end of this month (overdue ones included): what 全部支付 pays. */
  due: { count: number; rent: number; lateFee: number; total: number; billIds: number[] };
  overdue: { count: number; rent: number; lateFee: number };
  /** Orders that have bills, newest first, for the filter. */
  orders: { orderNo: string; goodsName: string }[];
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The list's and the export's filters. `status` 0 and 2 follow the clock (see BILL_STATUS). */
const billFilters = {
  status: z.preprocess(blankToUndefined, z.coerce.number({ error: '账单状态不正确' }).int('账单状态不正确').min(0, '账单状态不正确').max(5, '账单状态不正确').optional()),
  orderNo: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '订单编号不正确' })
      .trim()
      .regex(/^ZL\d{20}$/, '订单编号不正确')
      .optional(),
  ),
  month: z.preprocess(blankToUndefined, z.string({ error: '账单月份不正确' }).trim().regex(MONTH, '账单月份不正确，应为 YYYY-MM').optional()),
};

export const billListBody = z.strictObject({ page: pageParam, limit: limitParam(50, 10), ...billFilters });

/** `POST /api/wBill/export` is form-encoded (the download helper, docs/product-rules.md#downloads): every value a string. */
export const billExportForm = z.strictObject(billFilters);
export type BillFilters = { status?: number; orderNo?: string; month?: string };

/**
 * `amount`, when sent, is the total the page showed (rent + late fees): a payment that would cost
 * anything else is refused, so a late fee that grew past midnight is never charged unseen.
 */
const expectedAmount = z.coerce.number({ error: '支付金额不正确' }).int('支付金额不正确').min(0, '支付金额不正确').max(2_000_000_000, '支付金额不正确').optional();

export const billPaymentBody = z.strictObject({ billId: positiveId('账单不正确'), amount: expectedAmount, idempotencyKey });

/** At most this many bills in one payment (a company renting forty laptops pays a month at once). */
export const BILLS_PER_PAYMENT_MAX = 200;

export const billIds = z
  .array(positiveId('账单不正确'), { error: '请选择要支付的账单' })
  .min(1, '请选择要支付的账单')
  .max(BILLS_PER_PAYMENT_MAX, `一次最多支付 ${BILLS_PER_PAYMENT_MAX} 期账单`)
  .refine((ids) => new Set(ids).size === ids.length, '账单不能重复');

export const billsPaymentBody = z.strictObject({ billIds, amount: expectedAmount, idempotencyKey });

export const BILL_MESSAGES = {
  paid: '支付成功',
  alreadyPaid: '账单已支付',
  refunded: '账单已退款，无需支付',
  boughtOut: '账单已随买断结清，无需支付',
  notPayable: '账单当前状态不能支付',
  insufficientBalance: '余额不足，请充值后再支付',
  keyReused: '该支付请求已用于其他账单，请刷新页面后重试',
  amountChanged: (total: string) => `应付金额已变化（现为 ${total}），请刷新页面后重新支付`,
  exportTooLarge: (max: number) => `导出的账单超过 ${max} 条，请按月份或订单筛选后再导出`,
} as const;

/** Rows one export may hold. */
export const BILL_EXPORT_MAX = 5000;
