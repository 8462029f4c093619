/**
 * A rental order after checkout on the wire: shipping (a serial number per unit, a carrier and a
 * waybill number), the customer's return (4 → 5, with the return waybill and the early-return fee
 * of `rentalRules.ts`), the facts of an order's life that the guidance sentence reads, and the
 * order list's search and per-status counts. Money is integer fen; times `YYYY-MM-DD HH:mm:ss`,
 * days `YYYY-MM-DD`, Asia/Shanghai.
 */
import { z } from 'zod';
import { blankToUndefined, orderNo, positiveId } from './params';
import type { OrderStatus } from './orders';

/** The merchant ships within this many hours of the approval (the lease contract's promise). */
export const SHIP_WITHIN_HOURS = 48;

/** Carriers a shipment or a return may name. */
export const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', '申通快递', '极兔速递', '中国邮政 EMS', '德邦快递'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const FULFILMENT_MESSAGES = {
  carrier: '请选择快递公司',
  waybillNo: '请输入正确的运单号（8–30 位字母或数字）',
  serialNo: '设备序列号应为 4–40 位字母、数字或短横线，以字母或数字开头',
  serialsMissing: '请为每台设备填写序列号',
  serialCount: (goodsName: string, quantity: number, given: number) => `「${goodsName}」共 ${quantity} 台，须填写 ${quantity} 个序列号（已填写 ${given} 个）`,
  unknownItem: '序列号对应的订单商品不正确',
  serialRepeated: (serialNo: string) => `序列号 ${serialNo} 重复填写`,
  serialInUse: (serialNo: string) => `序列号 ${serialNo} 的设备正在租赁中，不能重复发货`,
  dueBillsFirst: (periods: number, amount: string) => `请先结清已到期的 ${periods} 期账单（共 ${amount}）再申请归还`,
  prepaidBillNotRefundable: '该订单有提前支付且无法原路退回的账单，请联系客服办理归还',
  returned: '归还申请已提交，请按退回地址寄回设备',
} as const;

/** Normalised (trimmed, upper-cased) before the check, so `sf1234…` and `SF1234…` are one waybill. */
export const waybillNo = z
  .string({ error: FULFILMENT_MESSAGES.waybillNo })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8,30}$/, FULFILMENT_MESSAGES.waybillNo);

export const carrier = z.enum(CARRIERS, { error: FULFILMENT_MESSAGES.carrier });

/** A device's serial number as the maker prints it: letters, digits and dashes, upper-cased. */
export const SERIAL_NO_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
export const serialNo = z.string({ error: FULFILMENT_MESSAGES.serialNo }).trim().toUpperCase().regex(SERIAL_NO_PATTERN, FULFILMENT_MESSAGES.serialNo);

/** What shipping names: one serial per unit of every item (`itemId` = the order item), the carrier and the waybill. */
export const shipmentInput = z.strictObject({
  carrier,
  waybillNo,
  serials: z
    .array(z.strictObject({ itemId: positiveId(FULFILMENT_MESSAGES.unknownItem), serialNo }), { error: FULFILMENT_MESSAGES.serialsMissing })
    .min(1, FULFILMENT_MESSAGES.serialsMissing)
    .max(999, FULFILMENT_MESSAGES.serialsMissing),
});
export type ShipmentInput = z.output<typeof shipmentInput>;

/** The development door's body: anything left out is generated (test carrier, waybill and serials). */
export const devShipmentBody = z.strictObject({
  carrier: carrier.optional(),
  waybillNo: waybillNo.optional(),
  serials: shipmentInput.shape.serials.optional(),
});

/** `POST /api/wOrder/returnOrder`: the customer sends the devices back (4 → 5). */
export const returnOrderBody = z.strictObject({ orderNo, carrier, waybillNo });
export type ReturnOrderInput = z.output<typeof returnOrderBody>;

/** `GET /api/wOrder/statusCount`: the same search as the list, counted per status. */
export const ORDER_KEYWORD_MAX = 40;
export const orderKeyword = z.preprocess(
  blankToUndefined,
  z.string({ error: '搜索内容不正确' }).trim().max(ORDER_KEYWORD_MAX, `搜索内容不能超过 ${ORDER_KEYWORD_MAX} 个字`).optional(),
);
export const orderCountQuery = z.strictObject({ keyword: orderKeyword });

/** A shop's own return address (stores.return_address), set by the merchant. */
export type StoreReturnAddress = { recipient: string; phone: string; address: string };
/** Where the customer sends the devices back: the shop's own address, or the platform's after-sales centre. */
export type ReturnAddress = StoreReturnAddress & { source: 'store' | 'platform' };

/** How an order left the shop (2 → 3). */
export type Shipment = { carrier: string; waybillNo: string; shippedAt: string };

/** The customer's return (4 → 5) as recorded: the waybill, where to, and the early-return fee (`rentalRules.ts`). */
export type OrderReturn = {
  carrier: string;
  waybillNo: string;
  requestedAt: string;
  address: ReturnAddress;
  /** Asked within the no-reason days after receipt: no fee. */
  noReasonReturn: boolean;
  /** Bills not yet due when the return was asked for: cancelled (unpaid) or refunded to the balance (paid ahead). */
  cancelledPeriods: number;
  rentNotYetDue: number;
  earlyReturnFee: number;
  /** Of the fee: what the cash deposit covers, and what is paid separately. */
  feeFromDeposit: number;
  feeToPay: number;
};

/** The dates and papers of an order's life that its guidance sentence and its details read. */
export type OrderLife = {
  /** When the platform approved it (entered 待发货), and when the merchant must ship by. */
  approvedAt: string | null;
  shipBy: string | null;
  shipment: Shipment | null;
  /** Shipped orders are received automatically then (`autoReceiptAt`, rentalRules.ts: earlier once the carrier says 已签收). */
  autoReceiptAt: string | null;
  /** The day the rent started and the day the devices are due back, `YYYY-MM-DD`. */
  rentStartDate: string | null;
  rentEndDate: string | null;
  return: OrderReturn | null;
};

/** A bill the return takes away: cancelled if unpaid, refunded if paid ahead. */
export type BillNotYetDue = {
  period: number;
  periods: number;
  dueDate: string;
  amount: number;
  paid: boolean;
  /** Where a bill paid ahead goes back: the way it was paid (the balance, or the online payment); null when unpaid. */
  refundTo: 'balance' | 'online' | null;
};

/** `GET /api/wOrder/returnQuote/{orderNo}`: what a return asked for now would do. */
export type ReturnQuote = {
  orderNo: string;
  /** Whether a return may be asked for now, and if not, the refusal the submit would answer. */
  allowed: boolean;
  reason: string | null;
  address: ReturnAddress;
  rentStartDate: string | null;
  rentEndDate: string | null;
  /** Calendar days since the day of receipt (the day after is day 1). */
  daysSinceReceipt: number;
  noReasonReturn: boolean;
  /** Bills due and not paid: they must be paid first. */
  dueUnpaidPeriods: number;
  dueUnpaidAmount: number;
  billsNotYetDue: BillNotYetDue[];
  rentNotYetDue: number;
  earlyReturnFee: number;
  /** The cash deposit held, what of the fee it covers, and what would be paid separately. */
  deposit: number;
  feeFromDeposit: number;
  feeToPay: number;
};

/** `GET /api/wOrder/statusCount`: how many of the caller's orders (matching the search) are in each status. */
export type OrderStatusCounts = { total: number; byStatus: Record<OrderStatus, number> };
