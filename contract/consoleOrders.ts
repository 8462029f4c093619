/**
 * The back office's order desk on the wire (`/api/sys/order/…`): the list and its per-status
 * counts, one order with everything a merchant needs, and the staff's actions on it — approve or
 * reject a held order, close an approved one (platform), receive and inspect a return, complete it
 * (the deposit settled). Money is integer fen; times `YYYY-MM-DD HH:mm:ss`, days `YYYY-MM-DD`,
 * Asia/Shanghai. Every call scopes the order to the caller's shop (an admin reaches every shop).
 */
import type { ConsoleUpgrade } from './upgrades';
import { z } from 'zod';
import type { BillView } from './bills';
import { consoleExportForm, consoleListQuery, dayFilter, textFilter } from './console';
import type { DepositRefundRoute, RenewalRecord } from './money';
import { fileKey } from './files';
import type { OrderReturn, Shipment } from './orderFulfilment';
import type { OrderActorKind, OrderAddress, OrderAmounts, OrderInvoice, OrderItem, OrderStatus, RiskDecision } from './orders';
import { blankToUndefined, orderNo, positiveId } from './params';
import type { ServiceRequestSummary } from './serviceRequests';
import type { Permission } from './permissions';

// ---------------------------------------------------------------------------------------------
// The list

export const CONSOLE_ORDER_SORTS = ['createdAt', 'payable', 'status'] as const;

const orderStatusFilter = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: '订单状态不正确' }).int('订单状态不正确').min(0, '订单状态不正确').max(10, '订单状态不正确').optional(),
);
/** An admin's choice of shop; an editor's list is their own shop's whatever this says. */
export const storeFilter = z.preprocess(blankToUndefined, positiveId('店铺不正确').optional());

const orderSearchFilters = {
  /** Part of the order number, the customer's name or mobile number, the recipient's, or a goods name. */
  keyword: textFilter(40, '搜索内容'),
  /** Placed on or after / on or before these Shanghai days. */
  createdFrom: dayFilter('下单开始日期'),
  createdTo: dayFilter('下单结束日期'),
  storeId: storeFilter,
};

const daysInOrder = (filters: { createdFrom?: string | undefined; createdTo?: string | undefined }) =>
  filters.createdFrom === undefined || filters.createdTo === undefined || filters.createdFrom <= filters.createdTo;
const DAYS_OUT_OF_ORDER = { error: '下单开始日期不能晚于结束日期', path: ['createdFrom'] };

/** `POST /api/sys/order/list`. */
export const consoleOrderListBody = consoleListQuery(CONSOLE_ORDER_SORTS, { status: orderStatusFilter, ...orderSearchFilters }).refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type ConsoleOrderListQuery = z.output<typeof consoleOrderListBody>;

/** `GET /api/sys/order/statusCount`: the list's filters but the status (it counts every status). */
export const consoleOrderCountQuery = z.strictObject(orderSearchFilters).refine(daysInOrder, DAYS_OUT_OF_ORDER);
export type ConsoleOrderFilters = z.output<typeof consoleOrderCountQuery> & { status?: number | undefined };

/** `POST /api/sys/order/export` (form-encoded): the list's filters and sort. */
export const consoleOrderExportForm = consoleExportForm(CONSOLE_ORDER_SORTS, { status: orderStatusFilter, ...orderSearchFilters }).refine(daysInOrder, DAYS_OUT_OF_ORDER);

export type AccountKind = 'company' | 'personal';
export const ACCOUNT_KIND_NAMES: Record<AccountKind, string> = { company: '企业账户', personal: '个人账户' };

export type PaymentMethod = 'balance' | 'online';
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = { balance: '余额支付', online: '在线支付' };

/** One row of the back office's order list. */
export type ConsoleOrderRow = {
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  /** The account renting it now: a person's name or the company's, the mobile number masked (138****8000). */
  customer: { name: string; phoneMasked: string; accountType: AccountKind; accountTypeName: string };
  storeId: number;
  storeName: string;
  /** The first goods, `… 等 N 件` for several kinds. */
  goodsSummary: string;
  quantity: number;
  termMonths: number;
  payable: number;
  /** Cash deposit, and what a verified company's credit line covers. */
  deposit: number;
  depositWaived: number;
  /** How the first payment was made (null: not paid). */
  paidMethod: PaymentMethod | null;
  paidMethodName: string | null;
  createdAt: string;
  paidAt: string | null;
  flags: {
    renewals: number;
    boughtOut: boolean;
    /** Bills unpaid past their due day now (through the clock). */
    overdueBills: number;
    /** 归还中 and the carrier has delivered the return to the shop: 退货已签收，请验机. */
    returnToInspect: boolean;
  };
};

/** `GET /api/sys/order/statusCount`. */
export type ConsoleOrderCounts = { total: number; byStatus: Record<OrderStatus, number> };

// ---------------------------------------------------------------------------------------------
// One order

/** Who did it, as the back office names them: the customer's name, `昵称（商家）`, `昵称（平台）`, or 系统. */
export type ConsoleOrderEvent = {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  statusName: string;
  actor: OrderActorKind;
  actorName: string;
  note: string;
  at: string;
};

export type ConsolePayment = {
  method: PaymentMethod;
  methodName: string;
  /** pending / succeeded / failed / refunded, as `payments.status`. */
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  statusName: string;
  amount: number;
  tradeNo: string | null;
  createdAt: string;
  paidAt: string | null;
};

/** Money that went back to the customer: to the balance (a ledger row) or through the provider. */
export type ConsoleRefund = {
  to: 'balance' | 'online';
  toName: string;
  /** What it was: 订单关闭退款, 押金退回, 账单退款, 在线支付退回. */
  what: string;
  amount: number;
  /** The provider's refund number and the trade it refunds (online only). */
  refundNo: string | null;
  tradeNo: string | null;
  /** Online refunds: pending until the provider confirmed; balance refunds are done at once. */
  status: 'pending' | 'succeeded';
  statusName: string;
  at: string;
};

export type ConsoleDevice = { serialNo: string; goodsName: string; skuName: string; shippedAt: string; releasedAt: string | null; releaseReason: 'returned' | 'bought_out' | null };

export const INSPECTION_RESULTS = ['pass', 'damaged'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export const INSPECTION_RESULT_NAMES: Record<InspectionResult, string> = { pass: '检测通过', damaged: '存在损坏' };

/**
 * A return as the merchant inspected it, and what its deposit pays: the early-return fee and the
 * damage fee come out of the cash deposit first (`depositDeduction`); what the deposit does not
 * cover was billed to the customer (`feeBilled`, a bill of kind `fee`); `depositRefund` goes back
 * at completion (`refundTo`, `completedAt`).
 */
export type ConsoleInspection = {
  result: InspectionResult;
  resultName: string;
  damageFee: number;
  remark: string;
  /** Photo URLs go through the back office's file route. */
  photos: { key: string; url: string }[];
  deposit: number;
  earlyReturnFee: number;
  depositDeduction: number;
  feeBilled: number;
  depositRefund: number;
  inspectedBy: string;
  inspectedAt: string;
  refundTo: DepositRefundRoute | null;
  completedBy: string | null;
  completedAt: string | null;
};

export type ConsoleRisk = {
  level: 'low' | 'medium' | 'high';
  decision: RiskDecision;
  decisionName: string;
  /** The rules that fired (never shown to the customer). */
  reasons: string[];
  checkedAt: string;
  review: { outcome: 'approved' | 'rejected'; outcomeName: string; by: string | null; note: string; at: string } | null;
};

export type ConsoleBuyout = { quoteNo: string; method: PaymentMethod; methodName: string; amount: number; depositOffset: number; depositRefund: number; paidAt: string };

export type ConsoleInvoiceRequest = {
  requestNo: string;
  type: 1 | 2;
  typeName: string;
  status: 0 | 1 | 2;
  statusName: string;
  amount: number;
  invoiceNo: string | null;
  createdAt: string;
};

/** The staff actions on an order, each behind its menu button. */
export const CONSOLE_ORDER_ACTIONS = ['approve', 'reject', 'ship', 'close', 'receive', 'complete'] as const;
export type ConsoleOrderAction = (typeof CONSOLE_ORDER_ACTIONS)[number];

/** What each action is called on its button, the button's permission key, and the status it starts from. */
export const CONSOLE_ORDER_ACTION_RULES: Record<ConsoleOrderAction, { name: string; permission: Permission; from: OrderStatus }> = {
  approve: { name: '审核通过', permission: 'order:approve', from: 1 },
  reject: { name: '审核拒绝', permission: 'order:approve', from: 1 },
  ship: { name: '发货', permission: 'order:ship', from: 2 },
  close: { name: '关闭订单', permission: 'order:close', from: 2 },
  receive: { name: '签收验机', permission: 'order:receive', from: 5 },
  complete: { name: '完结订单', permission: 'order:complete', from: 6 },
};

/**
 * An action the lifecycle allows now and the caller's role holds. `enabled` false with `reason`
 * when a business rule still stands in the way (a held order not yet risk-checked, unpaid bills).
 */
export type ConsoleOrderActionView = { action: ConsoleOrderAction; name: string; permission: Permission; enabled: boolean; reason: string | null };

/** `GET /api/sys/order/detail/{orderNo}`. */
export type ConsoleOrderDetail = OrderAmounts & {
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  storeId: number;
  storeName: string;
  termMonths: number;
  quantity: number;
  items: OrderItem[];
  customer: { name: string; accountType: AccountKind; accountTypeName: string; verified: boolean; phone: string };
  address: OrderAddress;
  invoice: OrderInvoice | null;
  /** The network address the order was placed from (a risk signal). */
  clientIp: string | null;
  createdAt: string;
  payDeadline: string;
  paidAt: string | null;
  shippedAt: string | null;
  rentStartDate: string | null;
  rentEndDate: string | null;
  payments: ConsolePayment[];
  refunds: ConsoleRefund[];
  /** Every bill of the order, oldest period first, read through the clock. */
  bills: BillView[];
  history: ConsoleOrderEvent[];
  risk: ConsoleRisk | null;
  shipment: (Shipment & { shippedBy: string }) | null;
  devices: ConsoleDevice[];
  return: OrderReturn | null;
  /** When the carrier delivered the return to the shop (its 已签收, recorded by the scheduler). */
  returnArrivedAt: string | null;
  inspection: ConsoleInspection | null;
  renewals: RenewalRecord[];
  buyout: ConsoleBuyout | null;
  serviceRequests: ServiceRequestSummary[];
  invoiceRequests: ConsoleInvoiceRequest[];
  actions: ConsoleOrderActionView[];
  /** The order's latest upgrade (升级换机), or null. */
  upgrade: ConsoleUpgrade | null;
};

// ---------------------------------------------------------------------------------------------
// Actions

/** Text staff type for the customer to read: trimmed, line breaks kept, no control characters. */
const staffText = (missing: string, min: number, max: number, label: string) =>
  z
    .string({ error: missing })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, missing)
        .min(min, `${label}至少 ${min} 个字`)
        .max(max, `${label}不能超过 ${max} 个字`)
        .refine((text) => !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(text), `${label}含有无法识别的字符`),
    );

export const CONSOLE_REASON_MIN = 2;
export const CONSOLE_REASON_MAX = 200;
/** Photos of one inspection. */
export const INSPECTION_PHOTOS_MAX = 6;
/** A damage fee may be at most the larger of this and three times the deposit held (cash and waived). */
export const DAMAGE_FEE_FLOOR_CAP = 1_000_000;
export const DAMAGE_FEE_DEPOSIT_TIMES = 3;
/** The schema's own bound (¥1,000,000.00): the domain applies the order's cap. */
const DAMAGE_FEE_ABSOLUTE_MAX = 100_000_000;

/** `POST /api/sys/order/approve`: 待审核 → 待发货. */
export const approveOrderBody = z.strictObject({
  orderNo,
  remark: z.preprocess(blankToUndefined, staffText('请填写备注', 1, CONSOLE_REASON_MAX, '备注').optional()),
});

/** `POST /api/sys/order/reject` (待审核 → 已关闭) and `POST /api/sys/order/close` (待发货 → 已关闭): the payment refunded the way it came. */
export const rejectOrderBody = z.strictObject({ orderNo, reason: staffText('请填写原因', CONSOLE_REASON_MIN, CONSOLE_REASON_MAX, '原因') });
export const closeOrderBody = rejectOrderBody;

export const CONSOLE_ORDER_MESSAGES = {
  approved: '订单已审核通过',
  rejected: '订单已拒绝，已支付款项原路退回',
  closed: '订单已关闭，已支付款项原路退回',
  received: '已签收验机',
  completed: '订单已完结，押金已结算',
  notRiskChecked: '该订单尚未完成风控检查，请稍后再审核',
  damageFeeMissing: '请填写损坏赔偿金额',
  damageFeeInvalid: '损坏赔偿金额应为大于 0 的整数（分）',
  damageFeeOnPass: '检测通过时不收取损坏赔偿',
  damageRemarkMissing: '请填写损坏说明',
  damagePhotosMissing: '请上传损坏照片',
  photosTooMany: `最多上传 ${INSPECTION_PHOTOS_MAX} 张照片`,
  photosRepeated: '照片不能重复',
  photosNotUsable: '照片不存在或已被使用，请重新上传',
  damageFeeTooHigh: (cap: string) => `损坏赔偿不能超过 ${cap}`,
  unpaidBills: (bills: string) => `订单还有未结清的账单：${bills}，请待客户结清后再完结订单`,
  noReturn: '该订单没有归还记录，不能签收验机',
  notInspected: '该订单尚未签收验机，不能完结',
} as const;

/** `POST /api/sys/order/receive`: the return received and inspected (归还中 → 已归还). */
export const receiveReturnBody = z
  .strictObject({
    orderNo,
    result: z.enum(INSPECTION_RESULTS, { error: '请选择检测结果' }),
    damageFee: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: CONSOLE_ORDER_MESSAGES.damageFeeInvalid })
        .int(CONSOLE_ORDER_MESSAGES.damageFeeInvalid)
        .min(0, CONSOLE_ORDER_MESSAGES.damageFeeInvalid)
        .max(DAMAGE_FEE_ABSOLUTE_MAX, CONSOLE_ORDER_MESSAGES.damageFeeTooHigh('¥1,000,000.00'))
        .optional(),
    ),
    remark: z.preprocess(blankToUndefined, staffText(CONSOLE_ORDER_MESSAGES.damageRemarkMissing, CONSOLE_REASON_MIN, CONSOLE_REASON_MAX, '说明').optional()),
    photos: z
      .array(fileKey, { error: CONSOLE_ORDER_MESSAGES.photosNotUsable })
      .max(INSPECTION_PHOTOS_MAX, CONSOLE_ORDER_MESSAGES.photosTooMany)
      .refine((keys) => new Set(keys).size === keys.length, CONSOLE_ORDER_MESSAGES.photosRepeated)
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.result === 'pass') {
      if (body.damageFee !== undefined && body.damageFee > 0) context.addIssue({ code: 'custom', path: ['damageFee'], message: CONSOLE_ORDER_MESSAGES.damageFeeOnPass });
      return;
    }
    if (body.damageFee === undefined) context.addIssue({ code: 'custom', path: ['damageFee'], message: CONSOLE_ORDER_MESSAGES.damageFeeMissing });
    else if (body.damageFee <= 0) context.addIssue({ code: 'custom', path: ['damageFee'], message: CONSOLE_ORDER_MESSAGES.damageFeeInvalid });
    if (body.remark === undefined) context.addIssue({ code: 'custom', path: ['remark'], message: CONSOLE_ORDER_MESSAGES.damageRemarkMissing });
    if (!body.photos || body.photos.length === 0) context.addIssue({ code: 'custom', path: ['photos'], message: CONSOLE_ORDER_MESSAGES.damagePhotosMissing });
  });
export type ReceiveReturnInput = z.output<typeof receiveReturnBody>;

/** `POST /api/sys/order/complete`: 已归还 → 已完成, the deposit settled. */
export const completeOrderBody = z.strictObject({ orderNo });

/** What an action answers: the order as the desk shows it now. */
export type ConsoleOrderActionResult = ConsoleOrderDetail;
