/**
 * Checkout, orders and payment (`api/wOrder/…`, docs/product-rules.md#api) from the browser. Amounts are
 * always the server's: the storefront shows them and never sends a price.
 */
import { send, page } from '@/lib/http/client';
import type { Page } from '@/lib/api/page';
import type { Carrier } from '@/contract/orderFulfilment';
import type { OrderAddress, OrderInvoice, OrderStatus, RentalOrderView, RentingGoodsType, RentingSwitch } from '@/contract/orders';
import { explainRefusal } from '@/lib/http/messages';
import { bind } from '@/contract/endpoint';
import { ORDER_API } from '@/contract/endpoints/order';

export type CheckoutSource = { kind: 'cart'; lineIds: number[] } | { kind: 'rentNow'; skuId: number; termMonths: number; quantity: number };

/** The order list's query (`dingD`, docs/product-rules.md#api): a page, one status or all, and a search (part of the order number or a goods name). */
export type OrderListQuery = { page: number; limit: number; status?: OrderStatus; keyword?: string };

export type PlaceOrder = { source: CheckoutSource; address: OrderAddress; couponId?: number; invoice?: OrderInvoice; idempotencyKey: string };

export const orderApi = {
  /** What the order would cost now; `province` decides the freight. */
  preview: (source: CheckoutSource, options: { province?: string; couponId?: number } = {}) =>
    source.kind === 'cart'
      ? send(ORDER_API.checkoutPreview, { ids: source.lineIds.join(','), ...options }, { repeatSubmit: false })
      : send(ORDER_API.checkout, { skuId: source.skuId, termMonths: source.termMonths, quantity: source.quantity, ...options }, { repeatSubmit: false }),
  /** The same idempotency key answers the same order: a retry or a double click never makes two. */
  place: ({ source, ...rest }: PlaceOrder) =>
    send(
      ORDER_API.place,
      source.kind === 'cart' ? { cartLineIds: source.lineIds, ...rest } : { items: [{ skuId: source.skuId, termMonths: source.termMonths, quantity: source.quantity }], ...rest },
      { repeatSubmit: false },
    ),
  /** Whether the caller may pay this order now, and how much. */
  payability: (orderNo: string) => send(ORDER_API.payability, { orderNo }, { repeatSubmit: false }),
  deadline: (orderNo: string) => send(bind(ORDER_API.deadline, { orderNo }), undefined, { repeatSubmit: false }),
  payByBalance: (orderNo: string, idempotencyKey: string) => send(ORDER_API.payByBalance, { orderNo, idempotencyKey }, { repeatSubmit: false }),
  /** The customer's orders, newest first; `status` filters (`dingD`, docs/product-rules.md#api). */
  list: async (query: OrderListQuery): Promise<Page<RentalOrderView>> => {
    return page(ORDER_API.list, query, { repeatSubmit: false });
  },
  /** Online payment: a trade at the provider, whose cashier page `payUrl` the customer opens. */
  payOnline: (orderNo: string, idempotencyKey: string) => send(ORDER_API.payOnline, { orderNo, idempotencyKey }, { repeatSubmit: false }),
  /** The online payment's state as the provider's notification left it. */
  tradeQuery: (orderNo: string) => send(ORDER_API.tradeQuery, { orderNo }, { repeatSubmit: false, silent: true }),
  cancel: (orderNo: string) => send(ORDER_API.cancel, { orderNo }),
  /** The order with its history and the dates of its life (/submitOrder). */
  detail: (orderNo: string) => send(bind(ORDER_API.detail, { orderNo }), undefined, { repeatSubmit: false }),
  /** 发货签收: the customer has the devices; the rent starts. */
  confirmReceipt: (orderNo: string) => send(ORDER_API.confirmReceipt, { orderNo }),
  /** How many of the caller's orders (matching the search) are in each status: the list's tabs. */
  statusCounts: (keyword?: string) => send(ORDER_API.statusCounts, keyword ? { keyword } : {}, { repeatSubmit: false }),
  /** What a return asked for now would do: the address, the bills cancelled, the early-return fee. */
  returnQuote: (orderNo: string) => send(bind(ORDER_API.returnQuote, { orderNo }), undefined, { repeatSubmit: false }),
  /** Where the order's parcels are (the shipment, and the return): the page shows its own state when it fails. */
  tracking: (orderNo: string) => send(ORDER_API.tracking, { orderNo }, { repeatSubmit: false, silent: true }),
  /** 4 → 5: the devices go back with this waybill. */
  returnDevices: (orderNo: string, carrier: Carrier, waybillNo: string) => send(ORDER_API.returnDevices, { orderNo, carrier, waybillNo }),
  /**
   * Whether the customer may rent goods of this kind now (`judgeSwitch`, docs/product-rules.md#orders:
   * the overdue-bill and automatic-payment rules hold for every kind, `procurement` goods also need
   * a verified company). The reason reads as a refusal would (请填写紧急联系人 explained).
   * Silent: a page without the answer says nothing more.
   */
  rentingSwitch: async (globalId: string, goodsType: RentingGoodsType = 'normal'): Promise<RentingSwitch> => {
    const judged = await send(bind(ORDER_API.canRent, { quanJuId: globalId, goodsType }), undefined, { silent: true, repeatSubmit: false });
    return judged.reason === null ? judged : { ...judged, reason: explainRefusal(judged.reason) };
  },
  /** The network address the order was placed from (`addOrderHuoquIp`, docs/product-rules.md#api). */
  clientAddress: (orderNo: string) => send(ORDER_API.clientAddress, { orderNo }, { repeatSubmit: false, silent: true }),
};
