/**
 * Upgrades of a running rental (升级换机) on the wire: the offers (`POST /api/wGoods/upGoodsItem`),
 * the application (`POST /api/wGoods/sq`), its amount with a coupon (calcAmountPc with the offer's
 * id as `upgradeId`), paying it, and what follows: the merchant's decision, the new unit shipped,
 * received, the old one sent back and inspected. The rule is contract/rentalRules.ts `upgradeQuote`
 * (docs/product-rules.md#upgrades). Every call names the renting order: it has at most one open
 * upgrade. Money is integer fen; times `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai.
 */
import { z } from 'zod';
import type { CheckoutCoupon } from './coupons';
import type { SkuConfig } from './cart';
import { carrier, serialNo, waybillNo } from './orderFulfilment';
import { idempotencyKey, orderNo, positiveId } from './params';
import type { Permission } from './permissions';

/** Where an upgrade stands. */
export const UPGRADE_STATUSES = ['unpaid', 'pending', 'approved', 'shipped', 'swapped', 'returning', 'completed', 'rejected', 'cancelled'] as const;
export type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

export const UPGRADE_STATUS_NAMES: Record<UpgradeStatus, string> = {
  unpaid: '待支付',
  pending: '待商家审核',
  approved: '待发新机',
  shipped: '新机待签收',
  swapped: '待寄回原设备',
  returning: '原设备寄回中',
  completed: '已完成',
  rejected: '已拒绝',
  cancelled: '已取消',
};

/** An upgrade still under way: the order may not be returned, bought out or moved to a company meanwhile. */
export const OPEN_UPGRADE_STATUSES: readonly UpgradeStatus[] = ['pending', 'approved', 'shipped', 'swapped', 'returning'];

/** What happens next, one sentence per status, for the customer. */
export const UPGRADE_GUIDANCE: Record<UpgradeStatus, string> = {
  unpaid: '请支付升级款项，支付后由商家审核。',
  pending: '已支付，等待商家审核；商家拒绝的，款项原路退回。',
  approved: '商家已同意，正在为您发出新机。',
  shipped: '新机已发出，收到后请确认签收；签收当日起按新配置计租。',
  swapped: '请将原设备寄回并填写寄回运单号。',
  returning: '原设备寄回中，商家签收检测后升级完成。',
  completed: '升级换机已完成。',
  rejected: '商家未同意本次升级，已付款项原路退回。',
  cancelled: '本次申请已取消。',
};

/** One configuration the order may move to: a better one (a higher monthly rent at the order's term) of the same shop, in stock. */
export type UpgradeOffer = {
  /** The new configuration's SKU id: the `offerId` of the application and the `upgradeId` of calcAmountPc. */
  id: number;
  goodsId: number;
  goodsName: string;
  skuName: string;
  image: string;
  config: SkuConfig;
  /** Per unit and month at the order's term, and per unit. */
  unitRent: number;
  unitDeposit: number;
  /** The order's whole: before and after the swap. */
  monthlyRentBefore: number;
  monthlyRentAfter: number;
  rentChange: number;
  depositBefore: number;
  depositAfter: number;
  depositTopUp: number;
  upgradeFee: number;
  /** Without a coupon. */
  amountDue: number;
  /** Unpaid bills from today on, rewritten to the new rent at the swap. */
  periodsLeft: number;
  /** The order's term and its end, unchanged by the upgrade. */
  termMonths: number;
  endDate: string | null;
};

/** The answer of upGoodsItem: the order as it is, its offers, and its latest application. */
export type UpgradeOffers = {
  orderNo: string;
  current: { goodsName: string; skuName: string; quantity: number; unitRent: number; monthlyRent: number; deposit: number };
  /** Why the order cannot be upgraded now (then `offers` is empty), or null. */
  refusal: string | null;
  offers: UpgradeOffer[];
  upgrade: UpgradeView | null;
};

/** The answer of calcAmountPc with an `upgradeId`: the offer with the coupon asked about. */
export type UpgradeCouponQuote = {
  kind: 'upgrade';
  orderNo: string;
  offerId: number;
  couponId: number | null;
  couponDiscount: number;
  depositTopUp: number;
  upgradeFee: number;
  amountDue: number;
  /** The customer's coupons, best first; `discount` is what each takes off this upgrade's fee. */
  coupons: CheckoutCoupon[];
};

/** An upgrade as its customer and the order desk see it. */
export type UpgradeView = {
  upgradeNo: string;
  orderNo: string;
  status: UpgradeStatus;
  statusName: string;
  guidance: string;
  from: { goodsName: string; skuName: string; unitRent: number; unitDeposit: number };
  /** `skuId`: the new configuration, whose devices in stock the desk ships. */
  to: { skuId: number; goodsName: string; skuName: string; unitRent: number; unitDeposit: number };
  quantity: number;
  monthlyRentBefore: number;
  monthlyRentAfter: number;
  depositTopUp: number;
  upgradeFee: number;
  couponDiscount: number;
  amountDue: number;
  /** How it was paid (null while unpaid or when nothing was due). */
  paidBy: 'balance' | 'online' | null;
  /** Bills rewritten at the swap, and the day from which the new rent runs. */
  periodsRewritten: number;
  swapDay: string | null;
  newSerials: string[];
  oldSerials: string[];
  shipment: { carrier: string; waybillNo: string } | null;
  returnShipment: { carrier: string; waybillNo: string } | null;
  /** The old unit's inspection: pass, or damaged with a fee (what the deposit covered, what was billed). */
  inspection: { result: 'pass' | 'damaged'; damageFee: number; fromDeposit: number; billed: number; remark: string } | null;
  rejectReason: string | null;
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
};

/** `POST /api/wGoods/upGoodsItem`. */
export const upgradeOffersBody = z.strictObject({ orderNo });

/** `POST /api/wGoods/sq`: the application, for one offer, with a coupon or none; the key names this attempt. */
export const upgradeApplyBody = z.strictObject({
  orderNo,
  offerId: positiveId('请选择升级的配置'),
  couponId: positiveId('优惠券不正确').nullable().optional(),
  idempotencyKey,
});
export type UpgradeApplyInput = z.output<typeof upgradeApplyBody>;

/** Paying the order's unpaid upgrade (balance or online). */
export const upgradePaymentBody = z.strictObject({ orderNo, idempotencyKey });

/** A balance payment's answer. */
export type UpgradePayment = { upgrade: UpgradeView; balance: number };

export const UPGRADE_MESSAGES = {
  notRenting: '只有租赁中的订单可以升级换机',
  severalItems: '该订单包含多种配置，暂不支持在线升级，请联系客服',
  overdue: '该订单有逾期账单，请结清后再申请升级换机',
  noOffer: '该配置暂不可升级，请刷新后重新选择',
  outOfStock: '该配置库存不足，请选择其他配置',
  open: '该订单已有进行中的升级换机申请',
  busy: '该订单正在升级换机，完成后再办理',
  keyReused: '该请求已用于其他升级申请，请刷新页面后重试',
  noUpgrade: '该订单没有待处理的升级换机申请',
  notUnpaid: '该升级申请已支付或已结束，无需重复支付',
  nothingOnline: '本次升级无需支付，已直接提交商家审核',
  insufficientBalance: '余额不足，请充值或选择在线支付',
  status: (name: string) => `升级申请当前状态为「${name}」，不能执行该操作`,
  applyOnly: '升级换机的优惠券在提交申请时选用',
  couponThreshold: (threshold: string) => `未达到优惠券使用门槛（升级后月租金满 ${threshold}）`,
  couponNoFee: '本次升级没有升级服务费，无需使用优惠券',
  applied: '升级申请已提交',
  paid: '支付成功，等待商家审核',
  approved: '已同意升级，请发出新机',
  rejected: '已拒绝升级申请，已付款项原路退回',
  shipped: '新机已发出',
  received: '已签收新机，自今日起按新配置计租',
  returned: '原设备寄回信息已提交',
  inspected: '原设备已签收检测，升级完成',
} as const;

/** Serial numbers of the new units: exactly one per unit of the order. */
export const upgradeShipBody = z.strictObject({
  orderNo,
  carrier,
  waybillNo,
  serials: z.array(serialNo, { error: '请填写新设备序列号' }).min(1, '请填写新设备序列号').max(999, '请填写新设备序列号'),
});
export type UpgradeShipInput = z.output<typeof upgradeShipBody>;

/** The order desk's actions on an upgrade: the status each starts from and the menu button it needs (the order's own buttons). */
export const UPGRADE_DESK_ACTIONS = ['approve', 'reject', 'ship', 'receive'] as const;
export type UpgradeDeskAction = (typeof UPGRADE_DESK_ACTIONS)[number];
export const UPGRADE_DESK_ACTION_RULES: Record<UpgradeDeskAction, { name: string; permission: Permission; from: UpgradeStatus }> = {
  approve: { name: '同意升级', permission: 'order:approve', from: 'pending' },
  reject: { name: '拒绝升级', permission: 'order:approve', from: 'pending' },
  ship: { name: '发出新机', permission: 'order:ship', from: 'approved' },
  receive: { name: '签收验机（原设备）', permission: 'order:receive', from: 'returning' },
};

/** The order's latest upgrade as the desk sees it, with what the caller may do to it now. */
export type ConsoleUpgrade = UpgradeView & { actions: { action: UpgradeDeskAction; name: string }[] };
