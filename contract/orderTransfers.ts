/**
 * A change of renting entity (`/changeBodyOrder`, docs/product-rules.md#transfers): a personal
 * customer moves a running rental (status 4 租赁中) to a verified company account, which consents with
 * an SMS code (type 4) sent to its phone. The shapes of the preview and the result, the body's zod
 * schema (shared by the product server and the storefront's form) and the refusals. Money is
 * integer fen.
 */
import { z } from 'zod';
import { PHONE_PATTERN } from '@/contract/validationRules';
import { smsCode } from './auth';
import type { DepositRefundRoute } from './money';
import { orderNoBody, type OrderItem, type OrderStatus } from './orders';
import { idempotencyKey } from './params';

/** Remaining unpaid rent above this (¥100,000.00) needs a transfer agreement signed offline. */
export const ONLINE_TRANSFER_RENT_LIMIT = 10_000_000;

export const TRANSFER_MESSAGES = {
  done: '租赁主体变更成功',
  notRenting: '只有租赁中的订单可以变更租赁主体',
  notPersonal: '仅个人账户的订单可以变更为企业租赁',
  notCompany: '该手机号不是已认证的企业账户',
  overdue: '该订单有逾期账单，请结清后再变更租赁主体',
  /** The storefront shows it as an ordinary warning (docs/product-rules.md#error-messages). */
  offlineOnly: '该订单无法线上签约转移协议，请您联系您的专属客户经理进行线下签约。',
  companyBalance: (deposit: string) => `企业账户余额不足，无法支付押金 ${deposit}，请充值后再试`,
  keyReused: '该变更请求已用于其他订单，请刷新页面后重试',
  /** Not the specification's 请填写紧急联系人: that text means an automatic-payment agreement is missing (contract/withholding.ts WITHHOLDING_REQUIRED). */
  contactMissing: '请填写紧急联系人姓名和手机号',
  contactPhone: '请输入正确的紧急联系人手机号码',
} as const;

/** A change of renting entity the order went through. */
export type OrderTransferRecord = {
  transferNo: string;
  /** The personal customer who handed the rental over. */
  fromName: string;
  /** The company that rents it since. */
  companyName: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createdAt: string;
};

/** `GET /api/wOrder/changeBodyOrder/{orderNo}`: what a change would move, and whether it may happen now. */
export type OrderTransferPreview = {
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  storeName: string;
  items: OrderItem[];
  termMonths: number;
  quantity: number;
  /** One month of rent of the whole order. */
  monthlyRent: number;
  /** Bills not yet paid (待支付 and 逾期): they move with the order. */
  remainingPeriods: number;
  remainingRent: number;
  /** Of the remaining bills, the overdue ones. */
  overduePeriods: number;
  /** The order's whole deposit: cash + waived. */
  depositHeld: number;
  /** The cash part (what a personal customer paid, given back by a change the way it was paid: `depositRefundTo`). */
  deposit: number;
  depositRefundTo: DepositRefundRoute;
  /** The part a company's credit line covers. */
  depositWaived: number;
  /** `YYYY-MM-DD HH:mm:ss`, or null before the rent starts. */
  rentStartedAt: string | null;
  /** Whether the change may be submitted now; `reason` is the refusal the submit would answer otherwise. */
  allowed: boolean;
  reason: string | null;
  transfers: OrderTransferRecord[];
};

/** `POST /api/wOrder/changeBodyOrder`: the change made (or, for a repeated key, the one made before). */
export type OrderTransferResult = {
  transferNo: string;
  orderNo: string;
  companyName: string;
  /** The deposit the company paid from its balance. */
  companyDepositPaid: number;
  /** The deposit its credit line covers. */
  companyDepositWaived: number;
  /** The person's cash deposit given back, and which way: the way it was paid. */
  depositRefunded: number;
  depositRefundTo: DepositRefundRoute;
  /** The personal customer's balance now. */
  balance: number;
  createdAt: string;
};

const contactName = z.string({ error: TRANSFER_MESSAGES.contactMissing }).trim().min(1, TRANSFER_MESSAGES.contactMissing).max(30, '紧急联系人姓名不能超过 30 个字');

const contactPhone = z.string({ error: TRANSFER_MESSAGES.contactPhone }).trim().regex(PHONE_PATTERN, TRANSFER_MESSAGES.contactPhone);

/** The company's emergency contact for the rental. */
export const transferContact = z.strictObject({ name: contactName, phone: contactPhone }, { error: TRANSFER_MESSAGES.contactMissing });

export const companyPhone = z.string({ error: '请输入企业账户手机号码' }).trim().min(1, '请输入企业账户手机号码').regex(PHONE_PATTERN, '请输入正确的企业账户手机号码');

export const orderTransferBody = z.strictObject({
  orderNo: orderNoBody.shape.orderNo,
  companyPhone,
  code: smsCode,
  contact: transferContact,
  idempotencyKey,
});

export type OrderTransferBody = z.output<typeof orderTransferBody>;
