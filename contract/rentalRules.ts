/**
 * The rental rules the help pages publish (late fee, renewal, buyout, automatic receipt, early
 * return, invoices), as numbers, arithmetic and the sentences that state them. The product server
 * charges by these functions and the help pages print these sentences, so the words and the sums
 * cannot disagree. Money is integer fen; every result is an integer, never negative.
 */
import { formatFen } from '@/contract/format';

// ---------------------------------------------------------------------------------------------
// Late fee (逾期违约金)

/** 0.05 % a day, held as basis points of a basis point so the arithmetic stays in integers. */
export const LATE_FEE_PER_DAY_PER_10000 = 5;
/** The late fee of one bill never exceeds this percent of the bill. */
export const LATE_FEE_CAP_PERCENT = 20;

function nonNegativeFen(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be non-negative integer fen, got ${value}`);
}

/**
 * The late fee of an unpaid bill `overdueDays` whole days past its due date: amount × 0.05 % ×
 * days, at most 20 % of the amount, rounded down to the fen (a customer is never charged a
 * fraction they could not pay).
 */
export function lateFee(amount: number, overdueDays: number): number {
  nonNegativeFen(amount, 'amount');
  if (!Number.isSafeInteger(overdueDays) || overdueDays <= 0) return 0;
  const cap = Math.floor((amount * LATE_FEE_CAP_PERCENT) / 100);
  // amount × days can pass 2^53 only for absurd inputs; cap first keeps it exact for real ones.
  const days = Math.min(overdueDays, Math.ceil((LATE_FEE_CAP_PERCENT * 100) / LATE_FEE_PER_DAY_PER_10000));
  return Math.min(cap, Math.floor((amount * LATE_FEE_PER_DAY_PER_10000 * days) / 10_000));
}

/** Days after this many overdue days an account may not order or renew until it has settled. */
export const OVERDUE_DAYS_BLOCKING_RENEWAL = 8;

// ---------------------------------------------------------------------------------------------
// Renewal (续租)

/** Months a renewal may add, at the order's own monthly rent. */
export const RENEWAL_TERMS = [1, 3, 6, 12] as const;
export type RenewalTerm = (typeof RENEWAL_TERMS)[number];

/** What a renewal appends: one bill per added month at the order's monthly rent × quantity. */
export function renewalBills(monthlyRentPerUnit: number, quantity: number, months: RenewalTerm): { periods: number; amountPerPeriod: number; total: number } {
  nonNegativeFen(monthlyRentPerUnit, 'monthlyRentPerUnit');
  const amountPerPeriod = monthlyRentPerUnit * quantity;
  return { periods: months, amountPerPeriod, total: amountPerPeriod * months };
}

// ---------------------------------------------------------------------------------------------
// Buyout (买断)

/** A buyout quote may be paid within this many minutes of being given. */
export const BUYOUT_QUOTE_VALID_MINUTES = 120;

export type BuyoutQuoteInput = {
  /** Rent of the bills not yet paid (due or not), fen. */
  unpaidRent: number;
  /** The plan's buyout price × quantity, fen. */
  buyoutPrice: number;
  /** Cash deposit the shop holds for the order, fen. */
  deposit: number;
};

export type BuyoutQuote = BuyoutQuoteInput & {
  /** Rent + buyout price. */
  gross: number;
  /** The part of the deposit set off against the gross. */
  depositOffset: number;
  /** What the customer pays now. */
  amountDue: number;
  /** Deposit left over, returned the way the deposit was paid. */
  depositRefund: number;
};

/** Buyout = remaining unpaid rent + the plan's buyout price; the deposit is set off, any surplus returned. */
export function buyoutQuote(input: BuyoutQuoteInput): BuyoutQuote {
  nonNegativeFen(input.unpaidRent, 'unpaidRent');
  nonNegativeFen(input.buyoutPrice, 'buyoutPrice');
  nonNegativeFen(input.deposit, 'deposit');
  const gross = input.unpaidRent + input.buyoutPrice;
  const depositOffset = Math.min(gross, input.deposit);
  return { ...input, gross, depositOffset, amountDue: gross - depositOffset, depositRefund: input.deposit - depositOffset };
}

// ---------------------------------------------------------------------------------------------
// Early return (提前归还)

/** Returning before the term ends costs this percent of the rent of the periods not yet due. */
export const EARLY_RETURN_FEE_PERCENT = 30;

/** A return asked for within this many days after the day of receipt is a no-reason return: no fee. */
export const NO_REASON_RETURN_DAYS = 7;

/**
 * The early-return fee on the rent of the bills not yet due when the return is requested;
 * `daysSinceReceipt` counts calendar days after the day of receipt (the day after is day 1).
 */
export function earlyReturnFee(rentNotYetDue: number, daysSinceReceipt: number): number {
  nonNegativeFen(rentNotYetDue, 'rentNotYetDue');
  if (daysSinceReceipt <= NO_REASON_RETURN_DAYS) return 0;
  return Math.floor((rentNotYetDue * EARLY_RETURN_FEE_PERCENT) / 100);
}

// ---------------------------------------------------------------------------------------------
// Automatic receipt (自动确认收货, docs/product-rules.md#auto-receipt)

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days after shipping when an order the customer has not confirmed is received automatically. */
export const AUTO_RECEIPT_DAYS = 7;
/**
 * Days after the carrier's 已签收 when it is received automatically, if that comes first: the
 * carrier's word that the parcel was delivered starts the rent sooner than the shipping date alone.
 */
export const AUTO_RECEIPT_DAYS_AFTER_SIGNED = 3;

/**
 * When a shipped order is received automatically: `AUTO_RECEIPT_DAYS` after shipping, or
 * `AUTO_RECEIPT_DAYS_AFTER_SIGNED` after the carrier's signature when that is known and earlier.
 */
export function autoReceiptAt(shippedAt: Date, signedAt: Date | null): Date {
  const afterShipping = shippedAt.getTime() + AUTO_RECEIPT_DAYS * DAY_MS;
  if (signedAt === null) return new Date(afterShipping);
  return new Date(Math.min(afterShipping, signedAt.getTime() + AUTO_RECEIPT_DAYS_AFTER_SIGNED * DAY_MS));
}

/**
 * The same rule as a sweep asks it at `now`: an order is due once it shipped at or before
 * `shippedBy`, or its parcel was signed at or before `signedBy` (`autoReceiptAt(…) <= now`).
 */
export function autoReceiptCutoffs(now: Date): { shippedBy: Date; signedBy: Date } {
  return { shippedBy: new Date(now.getTime() - AUTO_RECEIPT_DAYS * DAY_MS), signedBy: new Date(now.getTime() - AUTO_RECEIPT_DAYS_AFTER_SIGNED * DAY_MS) };
}

// ---------------------------------------------------------------------------------------------
// Upgrade (升级换机)

export type UpgradeInput = {
  /** Units of the order's configuration; every one is swapped. */
  quantity: number;
  /** Fen per unit and month: what the order charges now, and the new configuration's plan for the order's term. */
  currentUnitRent: number;
  newUnitRent: number;
  /** Fen per unit: the deposit of the order's configuration and of the new one. */
  currentUnitDeposit: number;
  newUnitDeposit: number;
  /** The shop's upgrade fee per unit (0 when it sets none). */
  unitFee: number;
  /** The customer's coupon, if one is chosen. */
  coupon: { amount: number; threshold: number } | null;
};

export type UpgradeQuote = {
  monthlyRentBefore: number;
  monthlyRentAfter: number;
  /** What each rewritten bill changes by: after − before (never negative: only better configurations are offered). */
  rentChange: number;
  /** Deposit difference paid now: only when the new configuration's is higher. */
  depositTopUp: number;
  upgradeFee: number;
  /** Off the upgrade fee only, once the new monthly rent reaches the coupon's threshold. */
  couponDiscount: number;
  /** Paid now: deposit difference + upgrade fee − coupon. */
  amountDue: number;
};

/**
 * The upgrade rule: the term continues to its original end; from the swap day (the customer
 * confirms receipt of the new unit) the monthly rent is the new configuration's; the customer pays
 * now the deposit difference (only if higher; a lower deposit is not refunded before the order
 * completes) plus the shop's upgrade fee, less a coupon that applies to that fee only.
 */
export function upgradeQuote(input: UpgradeInput): UpgradeQuote {
  for (const name of ['currentUnitRent', 'newUnitRent', 'currentUnitDeposit', 'newUnitDeposit', 'unitFee'] as const) nonNegativeFen(input[name], name);
  if (!Number.isSafeInteger(input.quantity) || input.quantity <= 0) throw new RangeError(`quantity must be a positive integer, got ${input.quantity}`);
  const monthlyRentBefore = input.currentUnitRent * input.quantity;
  const monthlyRentAfter = input.newUnitRent * input.quantity;
  const depositTopUp = Math.max(0, (input.newUnitDeposit - input.currentUnitDeposit) * input.quantity);
  const upgradeFee = input.unitFee * input.quantity;
  const coupon = input.coupon;
  const couponDiscount = coupon && monthlyRentAfter >= coupon.threshold ? Math.min(coupon.amount, upgradeFee) : 0;
  return {
    monthlyRentBefore,
    monthlyRentAfter,
    rentChange: Math.max(0, monthlyRentAfter - monthlyRentBefore),
    depositTopUp,
    upgradeFee,
    couponDiscount,
    amountDue: depositTopUp + upgradeFee - couponDiscount,
  };
}

/**
 * The bills the swap rewrites: every rent bill still unpaid (待支付 or 逾期 through the clock) due on
 * or after the swap day takes the new monthly rent; paid bills and earlier ones keep theirs. Answers
 * the ids rewritten and what the order's total rent changes by.
 */
export function upgradedBills(
  bills: readonly { id: number; kind: string; dueDate: string; status: number; amount: number }[],
  swapDay: string,
  monthlyRentAfter: number,
): { billIds: number[]; totalRentChange: number } {
  nonNegativeFen(monthlyRentAfter, 'monthlyRentAfter');
  const rewritten = bills.filter((bill) => bill.kind === 'rent' && bill.status === 0 && bill.dueDate >= swapDay);
  return { billIds: rewritten.map((bill) => bill.id), totalRentChange: rewritten.reduce((sum, bill) => sum + monthlyRentAfter - bill.amount, 0) };
}

// ---------------------------------------------------------------------------------------------
// Invoices (发票)

/** What may be invoiced: rent (with renewals) and buyouts. Deposits and coupon discounts never are. */
export const INVOICEABLE_KINDS = ['rent', 'buyout'] as const;
export type InvoiceableKind = (typeof INVOICEABLE_KINDS)[number];

/** Periods one invoice request may cover together. */
export const INVOICE_PERIODS_MAX = 24;

/** Working days within which a request is issued (or rejected with the reason). */
export const INVOICE_ISSUE_WORKING_DAYS = 3;

/** What each invoiceable kind is called on an invoice request. */
export const INVOICEABLE_KIND_NAMES: Record<InvoiceableKind, string> = { rent: '租金', buyout: '买断款' };

// ---------------------------------------------------------------------------------------------
// The sentences the help pages print. Examples are computed, not typed.

const LATE_FEE_EXAMPLE = { amount: 200_000, days: 10 };

const UPGRADE_EXAMPLE = { quantity: 1, currentUnitRent: 29_900, newUnitRent: 39_900, currentUnitDeposit: 100_000, newUnitDeposit: 150_000, unitFee: 9_900, coupon: null };
const upgradeExample = upgradeQuote(UPGRADE_EXAMPLE);

export const RULE_TEXT = {
  lateFee: `账单到期日 23:59:59 前未支付即为逾期。逾期违约金 = 逾期金额 × ${LATE_FEE_PER_DAY_PER_10000 / 100}% × 逾期天数，累计不超过逾期金额的 ${LATE_FEE_CAP_PERCENT}%，按分向下取整。例如一期 ${formatFen(LATE_FEE_EXAMPLE.amount)} 的账单逾期 ${LATE_FEE_EXAMPLE.days} 天，逾期违约金为 ${formatFen(lateFee(LATE_FEE_EXAMPLE.amount, LATE_FEE_EXAMPLE.days))}。`,
  renewal: `租赁中的订单可在“我的订单”中续租 ${RENEWAL_TERMS.join('、')} 个月，月租金与原订单相同；续租账单追加在原账单之后，按月到期，支付方式与月度账单相同。账单逾期 ${OVERDUE_DAYS_BLOCKING_RENEWAL} 天及以上时暂停续租，结清后恢复。`,
  buyout: `买断款 = 剩余未付租金 + 到期买断价；已支付的押金先行抵扣，多余部分原路退还。买断报价 ${BUYOUT_QUOTE_VALID_MINUTES / 60} 小时内有效，可用余额或在线支付。`,
  autoReceipt: `签收当日为起租日。发货后 ${AUTO_RECEIPT_DAYS} 天内未确认收货的，系统自动确认收货并开始计租；快递显示已签收的，签收 ${AUTO_RECEIPT_DAYS_AFTER_SIGNED} 天后即自动确认收货（以先到者为准）。`,
  earlyReturn: `租期届满前归还的，须先结清已到期账单；尚未到期的账单在申请归还时取消，并按其租金合计的 ${EARLY_RETURN_FEE_PERCENT}% 收取提前归还费（从押金中抵扣，不足部分另行支付）；签收次日起 ${NO_REASON_RETURN_DAYS} 天内申请无理由退租的不收取。`,
  upgrade: `租赁中的订单可在“我的订单”中申请升级换机，换为同一店铺库存充足、同租期月租金更高的配置或新机型。租期不变，仍到原到期日结束；自您签收新机当日起，月租金按新配置计算，此后到期且尚未支付的账单改为新租金，已支付的账单不变。申请时支付押金差额（新配置押金更高时）和店铺设定的升级服务费（优惠券仅抵扣升级服务费）；新配置押金更低时差额不提前退还，订单完结时随押金一并结算。商家审核通过后发出新机，签收后请寄回原设备，原设备的检测与损坏赔偿规则与归还相同（先从押金中抵扣，不足部分生成账单）。商家拒绝申请的，已付款项原路退回。例如原配置月租 ${formatFen(UPGRADE_EXAMPLE.currentUnitRent)}、押金 ${formatFen(UPGRADE_EXAMPLE.currentUnitDeposit)}，升级为月租 ${formatFen(UPGRADE_EXAMPLE.newUnitRent)}、押金 ${formatFen(UPGRADE_EXAMPLE.newUnitDeposit)} 的配置，升级服务费 ${formatFen(UPGRADE_EXAMPLE.unitFee)}：申请时支付 ${formatFen(upgradeExample.amountDue)}，此后每期账单增加 ${formatFen(upgradeExample.rentChange)}。`,
  refund:
    '退款一律原路退回：余额支付的款项退回账户余额，在线支付的款项退回原支付方式，不计入账户余额。订单关闭或审核未通过时的已付款项、提前归还时已预付的未到期租金、订单完结或买断后剩余的押金、变更租赁主体时个人已付的押金，都按此退回；已开具发票的款项退回后，原发票由商家红冲。',
  invoice: '租金（含续租）和买断款支付成功后可申请发票，可按单期申请，也可一次勾选多期合并申请（最多 ' + INVOICE_PERIODS_MAX + ' 期）；押金和优惠券抵扣的金额不开具发票。',
  invoiceRequest: `发票由收款的商家开具，一次申请只能勾选同一商家的款项（可跨订单）；首期运费并入第 1 期租金开具。提交后 ${INVOICE_ISSUE_WORKING_DAYS} 个工作日内开具；已申请或已开具的款项不能重复申请，申请被驳回后可重新申请。`,
} as const;
