/**
 * Rental orders on the wire: statuses (docs/product-rules.md#order-lifecycle), the cart, checkout and
 * order shapes, and the zod schemas of their bodies and queries, shared by the product server
 * and the storefront. Money is integer fen, times `YYYY-MM-DD HH:mm:ss` Asia/Shanghai.
 */
import { z } from 'zod';
import { PHONE_PATTERN } from '@/contract/validationRules';
import { cartLineId, skuId, termMonths, type SkuConfig } from './cart';
import type { CheckoutCoupon } from './coupons';
import type { TradePurpose } from './money';
import { GOODS_ZONES } from './goods';
import { orderKeyword, type OrderLife } from './orderFulfilment';
import { idempotencyKey, limitParam, orderNo, pageParam, positiveId } from './params';

/** Order statuses 0–10 and their names (dictionary rental_order_status). */
export const ORDER_STATUS = {
  unpaid: 0,
  pendingReview: 1,
  awaitingShipment: 2,
  shipped: 3,
  renting: 4,
  returning: 5,
  returned: 6,
  completed: 7,
  boughtOut: 8,
  cancelled: 9,
  closed: 10,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  0: '待支付',
  1: '待审核',
  2: '待发货',
  3: '待收货',
  4: '租赁中',
  5: '归还中',
  6: '已归还',
  7: '已完成',
  8: '已买断',
  9: '已取消',
  10: '已关闭',
};

export const isOrderStatus = (value: number): value is OrderStatus => Number.isInteger(value) && value >= 0 && value <= 10;

// ---------------------------------------------------------------------------------------------
// Checkout, orders, payment

/** One item of a checkout preview or an order: the goods as they were priced. Money in fen. */
export type OrderItem = {
  goodsId: number;
  skuId: number;
  goodsName: string;
  skuName: string;
  image: string;
  config: SkuConfig;
  termMonths: number;
  quantity: number;
  /** Per unit and month, as charged: the list rent × rentRate % (half up to the fen). */
  monthlyRent: number;
  /** Percent of the list rent charged: below 100 when a procurement quantity tier applied (95 = 9.5折). */
  rentRate: number;
  /** Per unit. */
  deposit: number;
  buyoutPrice: number;
  /** All units of the item. */
  freight: number;
};

/** The money of an order or preview (server/domain/orders/pricing.ts). */
export type OrderAmounts = {
  /** One month's rent of every item. */
  firstMonthRent: number;
  /** The cash deposit, collected with the first payment. */
  deposit: number;
  /** Deposit a verified company's credit line covers (not collected); deposit + depositWaived = the items' deposits. */
  depositWaived: number;
  freight: number;
  couponDiscount: number;
  /** What the first payment charges: firstMonthRent − couponDiscount + deposit (cash) + freight. */
  payable: number;
  /** firstMonthRent × termMonths. */
  totalRent: number;
};

/** `POST /api/wOrder/liJi`, `GET /api/wOrder/fhslAndJe`: what an order of these items would cost now. */
export type CheckoutPreview = OrderAmounts & {
  items: OrderItem[];
  termMonths: number;
  storeId: number;
  storeName: string;
  quantity: number;
  /** The coupon applied, or null (none asked, or its threshold not reached). */
  couponId: number | null;
  /** The customer's usable coupons, each judged against this order's first month's rent, best first. */
  coupons: CheckoutCoupon[];
  /** A verified company's deposit-free credit (null for other accounts). */
  credit: DepositCredit | null;
};

/** Deposit-free credit of a verified company, fen: the line, what its open orders (0–6) hold, and what is left before and after this order. */
export type DepositCredit = { creditLine: number; used: number; available: number; remainingAfter: number };

export type OrderAddress = { name: string; phone: string; province: string; city: string; district: string; detail: string };
export type OrderInvoice = { type: 1 | 2; title: string; taxNo: string | null };
/** Dictionary invoice_type. */
export const INVOICE_TYPE_NAMES: Record<OrderInvoice['type'], string> = { 1: '增值税普通发票', 2: '增值税专用发票' };

/** An order as its customer sees it (addOrder, dingD, cancel). */
export type RentalOrderView = OrderAmounts & {
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  storeId: number;
  storeName: string;
  termMonths: number;
  quantity: number;
  items: OrderItem[];
  address: OrderAddress;
  invoice: OrderInvoice | null;
  /** `YYYY-MM-DD HH:mm:ss`: unpaid orders close then. */
  payDeadline: string;
  createdAt: string;
  paidAt: string | null;
  /** Approval, shipment, rent and return: what the guidance sentence and the details read. */
  life: OrderLife;
};

/** `GET /api/wOrder/orderTime/{orderno}`. */
export type OrderDeadline = { orderNo: string; status: OrderStatus; payDeadline: string; secondsLeft: number };

/** `GET /api/wOrder/pdZydd`: whether the caller may pay this order now. */
export type OrderPayability = { orderNo: string; mine: boolean; payable: boolean; amount: number; secondsLeft: number };

/**
 * The customer's bills past their due day, whatever the order: while there is one, no new order is
 * accepted (ORDER_MESSAGES.overdueBills), and the storefront says so where renting starts.
 */
export type OverdueBills = {
  /** How many bills are overdue now. */
  count: number;
  /** The orders they belong to, the one whose bill fell due first first. */
  orderNos: string[];
};

/**
 * `GET /api/wOrder/judgeSwitch/{quanJuId}/{goodsType}`: whether this account may rent goods of that
 * kind now, and why not (an overdue bill first, as placing the order checks); `overdue` is null
 * when no bill is overdue.
 */
export type RentingSwitch = { goodsType: string; allowed: boolean; reason: string | null; verified: boolean; accountType: 'company' | 'personal'; overdue: OverdueBills | null };

/** `POST /api/wOrder/yezf`. */
export type BalancePayment = { orderNo: string; status: OrderStatus; amount: number; balance: number; paidAt: string };

export const ORDER_PAY_MINUTES = 30;

/**
 * What one account may hold unpaid (status 0, before its payment deadline): an unpaid order keeps
 * its units out of stock for ORDER_PAY_MINUTES without any money moving, so without a cap one
 * account could keep a product out of stock by placing order after order. The order count holds
 * for every account. The unit cap holds for accounts without real-name or company verification
 * (registering needs only a phone number): five units of one configuration, the most a person
 * rents in one order without a manual review, and below the procurement zone's default bulk tiers
 * (from ten units), which are meant for verified companies.
 */
export const HOLDING_LIMITS = { unpaidOrders: 3, unverifiedUnitsPerSku: 5 } as const;

const text = (min: number, max: number, missing: string, tooLong: string) => z.string({ error: missing }).trim().min(min, missing).max(max, tooLong);

export const orderAddress = z.strictObject({
  name: text(1, 30, '请输入收货人姓名', '收货人姓名不能超过 30 个字'),
  phone: z.string({ error: '请输入收货人手机号码' }).trim().regex(PHONE_PATTERN, '请输入正确的收货人手机号码'),
  province: text(1, 30, '请选择所在地区', '所在地区不正确'),
  city: text(1, 30, '请选择所在地区', '所在地区不正确'),
  district: text(1, 30, '请选择所在地区', '所在地区不正确'),
  detail: text(2, 120, '请输入详细地址', '详细地址不能超过 120 个字'),
});

export const orderInvoice = z.strictObject({
  type: z.union([z.literal(1), z.literal(2)], { error: '发票类型不正确' }),
  title: text(2, 60, '请输入发票抬头', '发票抬头不能超过 60 个字'),
  taxNo: z
    .string({ error: '纳税人识别号不正确' })
    .trim()
    .regex(/^[0-9A-Z]{15,20}$/, '纳税人识别号不正确')
    .nullable()
    .optional(),
});

export const orderItemInput = z.strictObject({
  skuId,
  termMonths,
  quantity: z.coerce.number({ error: '请输入租赁数量' }).int('租赁数量应为 1 到 999 的整数').min(1, '租赁数量应为 1 到 999 的整数').max(999, '租赁数量应为 1 到 999 的整数'),
});

const couponId = positiveId('优惠券不正确');

export const addOrderBody = z
  .strictObject({
    cartLineIds: z.array(cartLineId, { error: '请选择要下单的商品' }).min(1, '请选择要下单的商品').max(99, '一次最多下单 99 种商品').optional(),
    items: z.array(orderItemInput, { error: '请选择要下单的商品' }).min(1, '请选择要下单的商品').max(20, '一次最多下单 20 种商品').optional(),
    address: orderAddress,
    couponId: couponId.optional(),
    invoice: orderInvoice.optional(),
    idempotencyKey,
  })
  .refine((body) => (body.cartLineIds === undefined) !== (body.items === undefined), { error: '请选择要下单的商品（购物车商品或立即租赁的商品，二选一）' });

export const rentNowPreviewBody = z.strictObject({
  skuId,
  termMonths,
  quantity: orderItemInput.shape.quantity,
  province: z.string().trim().max(30, '所在地区不正确').optional(),
  couponId: couponId.optional(),
});

/** `ids` is a comma-separated list of cart line ids (GET has no body). */
export const cartPreviewQuery = z.strictObject({
  ids: z
    .string({ error: '请选择要下单的商品' })
    .regex(/^\d{1,10}(,\d{1,10}){0,98}$/, '请选择要下单的商品')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.every((id) => cartLineId.safeParse(id).success), '请选择要下单的商品'),
  province: z.string().trim().max(30, '所在地区不正确').optional(),
  couponId: z.preprocess((value) => (value === '' ? undefined : value), couponId.optional()),
});

export const orderListBody = z.strictObject({
  page: pageParam,
  limit: limitParam(50, 10),
  status: z.coerce.number({ error: '订单状态不正确' }).int('订单状态不正确').min(0, '订单状态不正确').max(10, '订单状态不正确').optional(),
  /** Part of the order number or of a goods name. */
  keyword: orderKeyword,
});
export const orderNoQuery = z.strictObject({ orderNo });
export const orderNoBody = z.strictObject({ orderNo });
export const balancePaymentBody = z.strictObject({ orderNo, idempotencyKey });
export const onlinePaymentBody = z.strictObject({ orderNo, idempotencyKey });

/** Who changed an order, as its customer is told (the back-office user and the scheduler are not named). */
export type OrderActorKind = 'customer' | 'sys' | 'system';

/** One line of an order's history: its creation (`fromStatus` null) or a status change. */
export type OrderEvent = { fromStatus: OrderStatus | null; toStatus: OrderStatus; statusName: string; actor: OrderActorKind; note: string; at: string };

/** The risk check's outcome (`/risk/record/getRiskUsers/orderno`): pass → 待发货, review → stays 待审核 for the platform, reject → 已关闭 and refunded. */
export type RiskDecision = 'pass' | 'review' | 'reject';
export const RISK_DECISION_NAMES: Record<RiskDecision, string> = { pass: '审核通过', review: '人工审核中', reject: '审核未通过' };

/** `POST /risk/record/getRiskUsers/orderno` as the customer sees it: the decision, never the rules that fired. */
export type RiskCheckView = {
  orderNo: string;
  /** false: the order has not been checked (not paid yet). */
  checked: boolean;
  decision: RiskDecision | null;
  decisionName: string | null;
  checkedAt: string | null;
  orderStatus: OrderStatus;
  orderStatusName: string;
};

/** `GET /api/wOrder/detail/{orderNo}`: the order with its history and the dates of its life. */
export type RentalOrderDetail = RentalOrderView & {
  history: OrderEvent[];
  shippedAt: string | null;
  /** The day the rent started (receipt) and the last day of the term, `YYYY-MM-DD`. */
  rentStartDate: string | null;
  rentEndDate: string | null;
  risk: { decision: RiskDecision; decisionName: string; checkedAt: string } | null;
  /** The units shipped, each with its serial number (empty before shipping). */
  devices: { serialNo: string; goodsName: string; skuName: string }[];
};

/** `GET /api/wOrder/addOrderHuoquIp`: the network address the order was placed from, as the product server saw it. */
export type OrderClientAddress = { orderNo: string; ip: string | null; placedAt: string };

/**
 * The status of an online trade at the payment provider (`none`: the order has no trade yet).
 * `closed`: superseded by a newer trade or the order no longer payable, it cannot be paid;
 * `refunded`: paid, but the order did not need it, and the money went back the way it came.
 */
export type TradeStatus = 'pending' | 'paid' | 'cancelled' | 'closed' | 'refunded';

/** `POST /api/wOrder/liJiZhiFu`: the trade opened and the cashier to send the customer to. */
export type OnlineTrade = { tradeNo: string; payUrl: string };

/** `POST /api/wOrder/tradeQuery`: the order's latest online trade. */
export type TradeQueryResult = { orderNo: string; tradeNo: string | null; status: TradeStatus | 'none'; orderStatus: OrderStatus };

/**
 * `GET /api/pay/sandbox/{tradeNo}`: what the sandbox cashier shows. `purpose`: an order's first
 * payment, bills, a buyout or a top-up (contract/money.ts); `orderNo` names the order paid or
 * bought out, null for bills and top-ups.
 */
export type SandboxTradeView = { tradeNo: string; purpose: TradePurpose; orderNo: string | null; amount: number; subject: string; status: TradeStatus };

/** Goods kinds judgeSwitch knows: the zones, or `normal` for goods of no special zone. */
export const GOODS_TYPES = ['normal', ...GOODS_ZONES] as const;
export type RentingGoodsType = (typeof GOODS_TYPES)[number];

export const ORDER_MESSAGES = {
  created: '下单成功，请在 30 分钟内完成支付',
  cancelled: '订单已取消',
  paid: '支付成功',
  mixedTerms: '所选商品租期不同，请分开下单',
  mixedStores: '不同店铺的商品请分开下单',
  lineProblem: (goodsName: string, problem: string) => `「${goodsName}」${problem}，请先从购物车删除`,
  outOfStock: (goodsName: string) => `「${goodsName}」库存不足，请减少数量或选择其他配置`,
  couponUnavailable: '优惠券不可用，请重新选择',
  couponThreshold: (threshold: string) => `未达到优惠券使用门槛（首月租金满 ${threshold}）`,
  procurementOnly: '采购专区商品仅限已认证的企业账户租赁',
  overdueBills: '您有逾期未付的账单，请先在“我的账单”结清后再下单',
  unpaidOrdersCap: `您有 ${HOLDING_LIMITS.unpaidOrders} 笔待支付订单，请先在“我的订单”中支付或取消后再下单`,
  unverifiedUnitsCap: (goodsName: string) => `未认证账户的待支付订单中，「${goodsName}」同一配置最多 ${HOLDING_LIMITS.unverifiedUnitsPerSku} 台；完成实名认证或企业认证后可租更多`,
  insufficientBalance: '余额不足，请充值或选择在线支付',
  alreadyPaid: '订单已支付',
  timedOut: '订单已超时关闭',
  closed: '订单已关闭',
  cancelledUnpaid: '订单已取消，请重新下单',
  keyReused: '该支付请求已用于其他订单，请刷新页面后重试',
  tradeClosed: '该笔在线支付已关闭，请刷新页面后重新发起支付',
  onlineUnavailable: '在线支付暂未开通，请使用余额支付',
  received: '已确认收货，租期从今天开始计算',
  notPaidYet: '订单尚未支付，支付后才能进行风控审核',
} as const;
