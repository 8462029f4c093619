/**
 * Money after checkout on the wire, besides bills (./bills.ts): the account overview, the balance
 * ledger, top-ups, an online trade of any purpose, renewals (续租) and buyouts (买断). The numbers
 * of renewals and buyouts are contract/rentalRules.ts's; money is integer fen, times
 * `YYYY-MM-DD HH:mm:ss` and days `YYYY-MM-DD`, Asia/Shanghai.
 */
import { z } from 'zod';
import { formatFen } from '@/contract/format';
import type { AccountType } from './auth';
import { idempotencyKey, limitParam, orderNo, pageParam } from './params';
import { RENEWAL_TERMS, type RenewalTerm } from './rentalRules';

// ---------------------------------------------------------------------------------------------
// Account (/myAccount)

/** `GET /api/wUser/account`: who the customer is, the balance and a verified company's credit line. */
export type AccountOverview = {
  accountType: AccountType;
  accountTypeName: string;
  companyName: string | null;
  /** The person, or a company account's contact. */
  personName: string | null;
  mobile: string;
  verified: boolean;
  /** 已认证 or 未认证 (the verification flow names its own states on /authentication). */
  verificationName: string;
  balance: number;
  /** Deposit-free credit of a verified company: the line, what open orders hold, what is free. Null for other accounts. */
  credit: { creditLine: number; used: number; available: number } | null;
  /** Whether the balance can be topped up online now, and within which bounds. */
  topUp: { online: boolean; min: number; max: number };
};

export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = { company: '企业账户', personal: '个人账户' };

/** What moved the balance (balance_ledger.kind). */
export const LEDGER_KINDS = ['payment', 'late_fee', 'buyout', 'upgrade', 'refund', 'recharge', 'deposit_refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = {
  payment: '支付',
  late_fee: '逾期违约金',
  buyout: '买断款',
  upgrade: '升级换机款',
  refund: '退款',
  recharge: '充值',
  deposit_refund: '押金退回',
};

/**
 * Why money went back, on the balance ledger and on an online refund alike: every refund row says
 * what came back and why (REFUND_CAUSE_TEXT). Money goes back the way it came; only balance money
 * becomes balance again (server/README.md "Money goes back the way it came").
 */
export const REFUND_CAUSES = ['order_closed', 'early_return', 'completion', 'buyout', 'transfer', 'upgrade_rejected', 'unneeded'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];
export const REFUND_CAUSE_TEXT: Record<RefundCause, string> = {
  order_closed: '订单关闭：支付款退回',
  early_return: '提前归还：预付租金退回',
  completion: '订单完结：押金退回',
  buyout: '买断：抵扣后剩余押金退回',
  transfer: '租赁主体变更：押金退回',
  upgrade_rejected: '升级换机未通过：支付款退回',
  unneeded: '无需支付：在线支付款退回',
};

/** A refund in words, wherever it is shown (余额明细, the console's order detail): `提前归还：预付租金退回（第 3/12 期租金）`. */
export function refundDescription(cause: RefundCause, billLabel: string | null = null): string {
  return billLabel ? `${REFUND_CAUSE_TEXT[cause]}（${billLabel}）` : REFUND_CAUSE_TEXT[cause];
}

/** One row of the balance ledger as its customer reads it. */
export type LedgerEntryView = {
  id: number;
  kind: LedgerKind;
  kindName: string;
  /** What it was for, in a sentence: 订单支付, 第 3/12 期账单, 在线充值 … */
  description: string;
  orderNo: string | null;
  /** Signed: negative for money leaving the balance. */
  amount: number;
  balanceAfter: number;
  at: string;
};

export const ledgerListBody = z.strictObject({
  page: pageParam,
  limit: limitParam(50, 10),
  kind: z.enum(LEDGER_KINDS, { error: '流水类型不正确' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Top-up (充值): online money only

/** ¥1.00 … ¥50,000.00 a top-up. */
export const TOP_UP_MIN = 100;
export const TOP_UP_MAX = 5_000_000;

export const TOP_UP_RANGE_TEXT = `单次充值金额为 ${formatFen(TOP_UP_MIN)} 至 ${formatFen(TOP_UP_MAX)}`;

export const topUpBody = z.strictObject({
  amount: z.coerce.number({ error: '请输入充值金额' }).int('充值金额须精确到分').min(TOP_UP_MIN, TOP_UP_RANGE_TEXT).max(TOP_UP_MAX, TOP_UP_RANGE_TEXT),
  idempotencyKey,
});

// ---------------------------------------------------------------------------------------------
// Online trades of any purpose

export type TradePurpose = 'order' | 'bills' | 'buyout' | 'upgrade' | 'topup';

/** A trade opened (bills, a buyout, a top-up): its cashier page and the amount it asks. */
export type OnlineTradeAnswer = { tradeNo: string; payUrl: string; amount: number };
export const TRADE_PURPOSE_NAMES: Record<TradePurpose, string> = { order: '订单支付', bills: '账单支付', buyout: '买断支付', upgrade: '升级换机', topup: '账户充值' };

/** `POST /api/wUser/tradeQuery`: one of the caller's online trades as the provider sees it. */
export type TradeView = {
  tradeNo: string;
  purpose: TradePurpose;
  amount: number;
  /** The order paid or bought out; null for bills and top-ups. */
  orderNo: string | null;
  status: 'pending' | 'paid' | 'cancelled' | 'closed' | 'refunded';
};

export const tradeNoBody = z.strictObject({ tradeNo: z.string({ error: '交易编号不正确' }).regex(/^[0-9a-f]{32}$/, '交易编号不正确') });

// ---------------------------------------------------------------------------------------------
// Renewal (续租)

export const renewalMonths = z.coerce
  .number({ error: '请选择续租期限' })
  .int('请选择续租期限')
  .refine((months): months is RenewalTerm => (RENEWAL_TERMS as readonly number[]).includes(months), `续租期限应为 ${RENEWAL_TERMS.join('、')} 个月`);

export const renewalBody = z.strictObject({ orderNo, months: renewalMonths, idempotencyKey });

/** One term the customer may choose, priced. */
export type RenewalOption = { months: RenewalTerm; amountPerPeriod: number; total: number; newEndDate: string };

/** A renewal the order went through. */
export type RenewalRecord = {
  renewalNo: string;
  months: number;
  firstPeriod: number;
  lastPeriod: number;
  total: number;
  previousEndDate: string;
  newEndDate: string;
  createdAt: string;
};

/** `GET /api/wOrder/renewal/{orderNo}`: whether the order can be renewed now, at what price, and its renewals so far. */
export type RenewalPreview = {
  orderNo: string;
  allowed: boolean;
  /** The refusal a renewal would answer now, or null. */
  reason: string | null;
  monthlyRent: number;
  periods: number;
  /** `YYYY-MM-DD`: the day the devices are due back now. */
  endDate: string | null;
  options: RenewalOption[];
  renewals: RenewalRecord[];
};

/** `POST /api/wOrder/renew`. */
export type RenewalResult = RenewalRecord & { orderNo: string; amountPerPeriod: number; periods: number };

// ---------------------------------------------------------------------------------------------
// Buyout (买断)

export type DepositRefundRoute = 'balance' | 'online' | 'none';
export const DEPOSIT_REFUND_ROUTE_NAMES: Record<DepositRefundRoute, string> = { balance: '退回账户余额', online: '原路退回支付账户', none: '无押金退回' };
/** The same, as the rest of a sentence about the customer's money (`押金 ¥… 将` + phrase). */
export const REFUND_ROUTE_PHRASES: Record<DepositRefundRoute, string> = { balance: '退回您的账户余额', online: '原路退回您的原支付方式（不计入账户余额）', none: '无需退回' };

/** A buyout quote (rentalRules buyoutQuote) as stored: the numbers fixed when it was given. */
export type BuyoutQuoteView = {
  quoteNo: string;
  orderNo: string;
  unpaidRent: number;
  unpaidPeriods: number;
  buyoutPrice: number;
  deposit: number;
  gross: number;
  depositOffset: number;
  amountDue: number;
  depositRefund: number;
  depositRefundTo: DepositRefundRoute;
  status: 'open' | 'paid' | 'expired';
  createdAt: string;
  expiresAt: string;
  secondsLeft: number;
};

/** `POST /api/wOrder/buyout/yezf`. */
export type BuyoutPayment = { orderNo: string; quoteNo: string; amount: number; depositRefund: number; depositRefundTo: DepositRefundRoute; balance: number; paidAt: string };

export const quoteNo = z
  .string({ error: '买断报价编号不正确' })
  .trim()
  .regex(/^BQ\d{20}$/, '买断报价编号不正确');
export const buyoutQuoteBody = z.strictObject({ orderNo });
export const buyoutPaymentBody = z.strictObject({ quoteNo, idempotencyKey });

// ---------------------------------------------------------------------------------------------

export const MONEY_MESSAGES = {
  topUpStarted: '请在收银台完成充值',
  renewNotRenting: '只有租赁中的订单可以续租',
  renewBlocked: (days: number) => `您有账单已逾期 ${days} 天，请先结清逾期账单后再续租`,
  renewed: (months: number) => `续租成功，已追加 ${months} 期账单`,
  renewalKeyReused: '该续租请求已用于其他订单，请刷新页面后重试',
  buyoutNotRenting: '只有租赁中的订单可以买断',
  buyoutOverdue: '该订单有逾期账单，请先在“我的账单”结清后再买断',
  buyoutExpired: '买断报价已过期，请重新获取报价',
  buyoutStale: '订单账单已变化，买断报价已失效，请重新获取报价',
  buyoutSuperseded: '已有更新的买断报价，请刷新页面后使用最新报价',
  buyoutAlreadyPaid: '订单已买断',
  buyoutPaid: '买断成功，设备归您所有',
  buyoutNothingOnline: '本次买断无需支付款项，请直接确认买断',
  buyoutKeyReused: '该支付请求已用于其他买断报价，请刷新页面后重试',
  insufficientBalance: '余额不足，请充值或选择在线支付',
  tradeKeyReused: '该支付请求已用于其他款项，请刷新页面后重试',
} as const;
