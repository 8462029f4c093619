/**
 * Checkout, orders and payment (`api/wOrder/…`, docs/product-rules.md#api) from the browser. Amounts are
 * always the server's: the storefront shows them and never sends a price.
 */
import { call, requestEnvelope } from '@/lib/http/client';
import type { PageEnvelope } from '@/contract/envelope';
import type { Page } from '@/lib/api/page';
import type { Carrier, OrderReturn, OrderStatusCounts, ReturnQuote } from '@/contract/orderFulfilment';
import type {
  BalancePayment,
  CheckoutPreview,
  OrderAddress,
  OrderClientAddress,
  OrderDeadline,
  OrderInvoice,
  OrderStatus,
  OrderPayability,
  RentalOrderDetail,
  RentalOrderView,
  RentingSwitch,
} from '@/contract/orders';

export type CheckoutSource = { kind: 'cart'; lineIds: number[] } | { kind: 'rentNow'; skuId: number; termMonths: number; quantity: number };

/** The order list's query (`dingD`, docs/product-rules.md#api): a page, one status or all, and a search (part of the order number or a goods name). */
export type OrderListQuery = { page: number; limit: number; status?: OrderStatus; keyword?: string };

export type PlaceOrder = { source: CheckoutSource; address: OrderAddress; couponId?: number; invoice?: OrderInvoice; idempotencyKey: string };

export const orderApi = {
  /** What the order would cost now; `province` decides the freight. */
  preview: (source: CheckoutSource, options: { province?: string; couponId?: number } = {}) =>
    source.kind === 'cart'
      ? call<CheckoutPreview>('GET', 'api/wOrder/fhslAndJe', { ids: source.lineIds.join(','), ...options }, { repeatSubmit: false })
      : call<CheckoutPreview>('POST', 'api/wOrder/liJi', { skuId: source.skuId, termMonths: source.termMonths, quantity: source.quantity, ...options }, { repeatSubmit: false }),
  /** The same idempotency key answers the same order: a retry or a double click never makes two. */
  place: ({ source, ...rest }: PlaceOrder) =>
    call<RentalOrderView>('POST', 'api/wOrder/addOrder', source.kind === 'cart' ? { cartLineIds: source.lineIds, ...rest } : { items: [{ skuId: source.skuId, termMonths: source.termMonths, quantity: source.quantity }], ...rest }, { repeatSubmit: false }),
  /** Whether the caller may pay this order now, and how much. */
  payability: (orderNo: string) => call<OrderPayability>('GET', 'api/wOrder/pdZydd', { orderNo }, { repeatSubmit: false }),
  deadline: (orderNo: string) => call<OrderDeadline>('GET', `api/wOrder/orderTime/${orderNo}`, undefined, { repeatSubmit: false }),
  payByBalance: (orderNo: string, idempotencyKey: string) => call<BalancePayment>('POST', 'api/wOrder/yezf', { orderNo, idempotencyKey }, { repeatSubmit: false }),
  /** The customer's orders, newest first; `status` filters (`dingD`, docs/product-rules.md#api). */
  list: async (query: OrderListQuery): Promise<Page<RentalOrderView>> => {
    const answer = await requestEnvelope<PageEnvelope<RentalOrderView>>('POST', 'api/wOrder/dingD', query, { repeatSubmit: false });
    return { rows: answer.rows, total: answer.total };
  },
  /** Online payment: a trade at the provider, whose cashier page `payUrl` the customer opens. */
  payOnline: (orderNo: string, idempotencyKey: string) => call<{ tradeNo: string; payUrl: string }>('POST', 'api/wOrder/liJiZhiFu', { orderNo, idempotencyKey }, { repeatSubmit: false }),
  /** The online payment's state as the provider's notification left it. */
  tradeQuery: (orderNo: string) =>
    call<{ orderNo: string; tradeNo: string | null; status: 'none' | 'pending' | 'paid' | 'cancelled' | 'closed'; orderStatus: number }>('POST', 'api/wOrder/tradeQuery', { orderNo }, { repeatSubmit: false, silent: true }),
  cancel: (orderNo: string) => call<RentalOrderView>('POST', 'api/wOrder/cancel', { orderNo }),
  /** The order with its history and the dates of its life (/submitOrder). */
  detail: (orderNo: string) => call<RentalOrderDetail>('GET', `api/wOrder/detail/${orderNo}`, undefined, { repeatSubmit: false }),
  /** 发货签收: the customer has the devices; the rent starts. */
  confirmReceipt: (orderNo: string) => call<RentalOrderView>('POST', 'api/wOrder/fhqs', { orderNo }),
  /** How many of the caller's orders (matching the search) are in each status: the list's tabs. */
  statusCounts: (keyword?: string) => call<OrderStatusCounts>('GET', 'api/wOrder/statusCount', keyword ? { keyword } : {}, { repeatSubmit: false }),
  /** What a return asked for now would do: the address, the bills cancelled, the early-return fee. */
  returnQuote: (orderNo: string) => call<ReturnQuote>('GET', `api/wOrder/returnQuote/${orderNo}`, undefined, { repeatSubmit: false }),
  /** 4 → 5: the devices go back with this waybill. */
  returnDevices: (orderNo: string, carrier: Carrier, waybillNo: string) =>
    call<{ order: RentalOrderView; return: OrderReturn }>('POST', 'api/wOrder/returnOrder', { orderNo, carrier, waybillNo }),
  /**
   * Whether the customer may rent now (`judgeSwitch`, docs/product-rules.md#orders; `normal` goods:
   * the overdue-bill rule holds for every kind). Silent: a page without the answer says nothing
   * more.
   */
  rentingSwitch: (globalId: string) => call<RentingSwitch>('GET', `api/wOrder/judgeSwitch/${encodeURIComponent(globalId)}/normal`, undefined, { silent: true, repeatSubmit: false }),
  /** The network address the order was placed from (`addOrderHuoquIp`, docs/product-rules.md#api). */
  clientAddress: (orderNo: string) => call<OrderClientAddress>('GET', 'api/wOrder/addOrderHuoquIp', { orderNo }, { repeatSubmit: false, silent: true }),
};
