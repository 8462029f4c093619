/**
 * The browser's data on login-only pages: one SWR key per resource and one hook per read, and
 * what each change makes stale. A page never invents a key; an action says what it changed
 * (`revalidateAfter('billPaid')`) and every page showing any of it reads it again, whichever page
 * made the change.
 *
 * A key is a tuple whose first element names the resource, so that a change can find every key
 * of a resource whatever its query.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { OrderStatus, RentalOrderDetail } from '@/contract/orders';
import { accountApi } from './account';
import { addressApi } from './addresses';
import { customerCouponApi, type MyCouponQuery } from './customer-coupons';
import { verificationApi } from './verification';
import { billApi, type BillQuery } from './bills';
import { cartApi } from './cart';
import { invoiceApi, invoiceTitleApi, type InvoiceableQuery, type InvoiceRequestQuery } from './invoices';
import { useRefreshCartCount } from './cart-count';
import { moneyApi, type LedgerQuery } from './money';
import { orderApi, type OrderListQuery } from './orders';
import { contractApi } from './contracts';
// Account safety and notifications (/accountSafe, /news).
import { accountSafetyApi } from './account-safety';
import { useRefreshNewsMark, useSetNewsMark } from './news-mark';
import { notificationApi } from './notifications';
import { serviceRequestApi, type ServiceRequestQuery } from './service-requests';
import { deviceApi, type DeviceQuery } from './devices';
import { upgradeApi } from './upgrades';

/**
 * Everything a change can make stale. Some have no key yet: they are named here so that the
 * changes below already say what they touch when the page that reads them comes.
 */
export type Resource =
  | 'orders' // the order list, any tab and page
  | 'order' // one order's details
  | 'orderPlacedFrom'
  | 'bills' // bills of one order or all
  | 'balance' // the balance and its ledger (/myAccount)
  | 'notifications' // /news and the top bar's mark
  | 'cart' // the cart's lines
  | 'cartCount' // the top bar's count (the session state, not an SWR key)
  | 'coupons'
  | 'addresses'
  | 'invoices' // paid amounts free to invoice, the requests and one request
  | 'invoiceSettings' // titles, receiving email, special VAT qualification
  | 'devices'
  | 'serviceRequests'
  | 'choices'
  | 'signedInSessions' // /accountSafe: the customer's live sessions
  | 'loginRecords' // /accountSafe: recent sign-ins
  | 'upgrade' // a running order's upgrade offers and application
  | 'verification'; // the account's real-name or business verification (/authentication, checkout)

export const KEYS = {
  orders: (query: OrderListQuery) => ['orders', query] as const,
  order: (orderNo: string) => ['order', orderNo] as const,
  orderPlacedFrom: (orderNo: string) => ['orderPlacedFrom', orderNo] as const,
  /** Under the order: whatever changes the order (its shipment adds the device annex) reads it again. */
  leaseContract: (orderNo: string) => ['order', orderNo, 'contract'] as const,
  bills: (query: BillQuery) => ['bills', query] as const,
  cart: ['cart'] as const,
  choices: (type: number) => ['choices', type] as const,
  notifications: (globalId: string) => ['notifications', globalId] as const,
  signedInSessions: ['signedInSessions'] as const,
  loginRecords: ['loginRecords'] as const,
  serviceRequests: (query: ServiceRequestQuery) => ['serviceRequests', 'list', query] as const,
  serviceRequest: (serviceNo: string) => ['serviceRequests', 'detail', serviceNo] as const,
  /** The orders a service request can be made for: an order's change (receipt, return) changes them. */
  serviceableOrders: ['orders', 'serviceable'] as const,
  // Orders after checkout and devices: counted and quoted under the resource they read.
  orderCounts: (keyword: string) => ['orders', 'counts', keyword] as const,
  returnQuote: (orderNo: string) => ['order', orderNo, 'returnQuote'] as const,
  /** Where its parcels are: under the order, so whatever changes the order reads them again. */
  orderTracking: (orderNo: string) => ['order', orderNo, 'tracking'] as const,
  upgrade: (orderNo: string) => ['upgrade', orderNo] as const,
  devices: (query: DeviceQuery) => ['devices', query] as const,
  deviceCounts: (keyword: string) => ['devices', 'counts', keyword] as const,
  invoiceable: (query: InvoiceableQuery) => ['invoices', 'invoiceable', query] as const,
  invoiceRequests: (query: InvoiceRequestQuery) => ['invoices', 'requests', query] as const,
  invoiceRequest: (requestNo: string) => ['invoices', 'request', requestNo] as const,
  invoiceSettings: ['invoiceSettings'] as const,
  verification: ['verification'] as const,
  addresses: ['addresses'] as const,
  myCoupons: (query: MyCouponQuery) => ['coupons', 'mine', query] as const,
  couponCounts: ['coupons', 'counts'] as const,
  // Money after checkout (/myBill, /myAccount, renewals and buyouts).
  billSummary: ['bills', 'summary'] as const,
  account: ['balance', 'account'] as const,
  withholding: ['balance', 'withholding'] as const,
  ledger: (query: LedgerQuery) => ['balance', 'ledger', query] as const,
  renewal: (orderNo: string) => ['order', 'renewal', orderNo] as const,
  buyoutQuote: (orderNo: string) => ['order', 'buyoutQuote', orderNo] as const,
} satisfies Record<string, readonly [Resource, ...unknown[]] | ((...args: never[]) => readonly [Resource, ...unknown[]])>;

/** What each change makes stale. */
export const CHANGES = {
  cartChanged: ['cart', 'cartCount'],
  orderPlaced: ['orders', 'cart', 'cartCount', 'coupons'],
  orderPaid: ['orders', 'order', 'bills', 'balance', 'coupons', 'notifications'],
  orderCancelled: ['orders', 'order', 'coupons', 'notifications'],
  /** Receipt confirmed: the rent starts, the bills are written, the devices are in use. */
  receiptConfirmed: ['orders', 'order', 'bills', 'devices', 'notifications'],
  billPaid: ['bills', 'balance', 'orders', 'order', 'notifications'],
  renterChanged: ['orders', 'order', 'bills', 'invoices', 'notifications'],
  /** The lease contract signed: the order's page shows it signed and may ship. */
  contractSigned: ['orders', 'order'],
  notificationsRead: ['notifications'],
  /** Every other device signed out, and a 消息 says so. */
  passwordChanged: ['signedInSessions', 'notifications'],
  phoneChanged: ['notifications'],
  devicesSignedOut: ['signedInSessions'],
  /** A service request asked for, followed up or withdrawn. */
  serviceRequestChanged: ['serviceRequests'],
  /** A return asked for: the bills not yet due cancelled (paid-ahead ones back on the balance), the devices on their way back. */
  orderReturned: ['orders', 'order', 'bills', 'balance', 'devices', 'notifications'],
  invoiceRequested: ['invoices'],
  invoiceSettingsChanged: ['invoiceSettings'],
  /** A verification sent (a person may be verified at once; the 消息 list tells). */
  verificationSent: ['verification', 'notifications'],
  addressesChanged: ['addresses'],
  /** One bill, several or every due bill paid (balance or online). */
  billsPaid: ['bills', 'balance', 'orders', 'order', 'invoices', 'notifications'],
  /** A top-up credited. */
  toppedUp: ['balance', 'notifications'],
  /** An automatic-payment agreement signed (at the provider's page) or cancelled. */
  withholdingChanged: ['balance'],
  /** New bills appended, the end date moved. */
  orderRenewed: ['orders', 'order', 'bills', 'devices', 'notifications'],
  /** 4 → 8: bills settled, a deposit surplus back, the devices the customer's. */
  boughtOut: ['orders', 'order', 'bills', 'balance', 'devices', 'invoices', 'notifications'],
  /** An upgrade applied for, paid, received or sent back: the offers, the order's bills and deposit, the devices. */
  upgradeChanged: ['upgrade', 'orders', 'order', 'bills', 'balance', 'devices', 'coupons', 'notifications'],
} as const satisfies Record<string, readonly Resource[]>;

export type Change = keyof typeof CHANGES;

/** Reads again every key (and the cart count) that a change made stale, wherever it is shown. */
export function useRevalidateAfter(): (change: Change) => Promise<void> {
  const { mutate } = useSWRConfig();
  const refreshCartCount = useRefreshCartCount();
  const refreshNewsMark = useRefreshNewsMark();
  return useCallback(
    async (change: Change) => {
      const stale: readonly Resource[] = CHANGES[change];
      await Promise.all([
        mutate((key) => Array.isArray(key) && stale.includes(key[0] as Resource)),
        stale.includes('cartCount') ? refreshCartCount() : undefined,
        // The top bar's unread mark (isNews) follows whatever wrote or read a 消息.
        stale.includes('notifications') ? refreshNewsMark() : undefined,
      ]);
    },
    [mutate, refreshCartCount, refreshNewsMark],
  );
}

export function useOrders(query: OrderListQuery) {
  return useSWR(KEYS.orders(query), () => orderApi.list(query));
}

/** The order as the server rendered it, read again only when something changed it. */
export function useOrder(initial: RentalOrderDetail) {
  return useSWR(KEYS.order(initial.orderNo), () => orderApi.detail(initial.orderNo), { fallbackData: initial, revalidateOnMount: false });
}

/** The order's lease contract and kept documents (/submitOrder). */
export function useLeaseContract(orderNo: string) {
  return useSWR(KEYS.leaseContract(orderNo), () => contractApi.read(orderNo));
}

export function useOrderPlacedFrom(orderNo: string) {
  return useSWR(KEYS.orderPlacedFrom(orderNo), () => orderApi.clientAddress(orderNo));
}

/** An order has at most its term's bills: 36 fit one page. */
const ORDER_BILLS_LIMIT = 50;

/**
 * One order's bills. The order's status is part of the key: a change of it (receipt writes the
 * schedule, a close refunds) reads the bills again, whoever changed it.
 */
export function useOrderBills(orderNo: string, orderStatus: OrderStatus) {
  const query: BillQuery = { orderNo, page: 1, limit: ORDER_BILLS_LIMIT };
  return useSWR([...KEYS.bills(query), orderStatus] as const, () => billApi.list(query));
}

export function useCartLines() {
  return useSWR(KEYS.cart, cartApi.list, { revalidateOnFocus: true });
}

/** A registration choice list (`choice/{type}`); nothing is asked while `enabled` is false. */
export function useChoices(type: number, enabled: boolean) {
  return useSWR(enabled ? KEYS.choices(type) : null, () => accountApi.choices(type));
}

/** The customer's 消息 (page 1, limit 99); every read also sets the top bar's unread mark. */
export function useNotifications(globalId: string) {
  const setNewsMark = useSetNewsMark();
  return useSWR(globalId ? KEYS.notifications(globalId) : null, () => notificationApi.list(globalId), {
    onSuccess: (data) => setNewsMark(globalId, data.list, data.unreadCount),
  });
}

export function useSignedInSessions() {
  return useSWR(KEYS.signedInSessions, accountSafetyApi.devices, { revalidateOnFocus: true });
}

export function useLoginRecords() {
  return useSWR(KEYS.loginRecords, accountSafetyApi.loginRecords);
}

/** The customer's service requests, one page (/returnAndReplaceAndRepair). */
export function useServiceRequests(query: ServiceRequestQuery) {
  return useSWR(KEYS.serviceRequests(query), () => serviceRequestApi.list(query), { revalidateOnFocus: true });
}

/** One service request with its timeline and thread; nothing is asked while `serviceNo` is null. */
export function useServiceRequest(serviceNo: string | null) {
  return useSWR(serviceNo ? KEYS.serviceRequest(serviceNo) : null, () => serviceRequestApi.detail(serviceNo ?? ''), { revalidateOnFocus: true });
}

/** The orders a service request can be made for now; nothing is asked while `enabled` is false. */
export function useServiceableOrders(enabled: boolean) {
  return useSWR(enabled ? KEYS.serviceableOrders : null, serviceRequestApi.serviceableOrders);
}

// Orders after checkout and devices (/myOrderList, /myEquipment).

/** How many orders each tab holds, for the same search as the list. */
export function useOrderCounts(keyword: string) {
  return useSWR(KEYS.orderCounts(keyword), () => orderApi.statusCounts(keyword || undefined));
}

/** What a return would do now; nothing is asked while `orderNo` is null (the dialog is closed). */
export function useReturnQuote(orderNo: string | null) {
  return useSWR(orderNo ? KEYS.returnQuote(orderNo) : null, () => orderApi.returnQuote(orderNo ?? ''), { revalidateOnMount: true, dedupingInterval: 0 });
}

/** The order's parcels as their carriers report them. */
export function useOrderTracking(orderNo: string) {
  return useSWR(KEYS.orderTracking(orderNo), () => orderApi.tracking(orderNo), { shouldRetryOnError: false });
}

export function useDevices(query: DeviceQuery) {
  return useSWR(KEYS.devices(query), () => deviceApi.list(query));
}

export function useDeviceCounts(keyword: string) {
  return useSWR(KEYS.deviceCounts(keyword), () => deviceApi.counts(keyword || undefined));
}

/** The caller's paid amounts not yet invoiced (a page; `orderNo` narrows to one order). */
export function useInvoiceable(query: InvoiceableQuery) {
  return useSWR(KEYS.invoiceable(query), () => invoiceApi.invoiceable(query), { keepPreviousData: true });
}

export function useInvoiceRequests(query: InvoiceRequestQuery) {
  return useSWR(KEYS.invoiceRequests(query), () => invoiceApi.list(query), { keepPreviousData: true });
}

/** One request with what it covers; nothing is asked while `requestNo` is null. */
export function useInvoiceRequest(requestNo: string | null) {
  return useSWR(requestNo ? KEYS.invoiceRequest(requestNo) : null, () => invoiceApi.detail(requestNo ?? ''));
}

export function useInvoiceSettings() {
  return useSWR(KEYS.invoiceSettings, invoiceTitleApi.settings);
}

export function useVerification() {
  return useSWR(KEYS.verification, verificationApi.state);
}

export function useAddresses() {
  return useSWR(KEYS.addresses, addressApi.list);
}

export function useMyCoupons(query: MyCouponQuery) {
  return useSWR(KEYS.myCoupons(query), () => customerCouponApi.list(query));
}

export function useMyCouponCounts() {
  return useSWR(KEYS.couponCounts, customerCouponApi.counts);
}

/** /myBill's list: a page of the filtered bills. */
export function useBills(query: BillQuery) {
  return useSWR(KEYS.bills(query), () => billApi.list(query), { keepPreviousData: true });
}

/** What is due this month, and the orders with bills (the filter). */
export function useBillSummary() {
  return useSWR(KEYS.billSummary, billApi.summary);
}

/** The automatic-payment agreement (/myAccount, /myBill). */
export function useWithholding() {
  return useSWR(KEYS.withholding, moneyApi.withholding);
}

/** The account overview (/myAccount): profile, balance, credit line. */
export function useAccount() {
  return useSWR(KEYS.account, moneyApi.account);
}

export function useLedger(query: LedgerQuery) {
  return useSWR(KEYS.ledger(query), () => moneyApi.ledger(query), { keepPreviousData: true });
}

/** Whether an order can be renewed now, priced; nothing is asked while `orderNo` is null (the dialog closed). */
export function useRenewal(orderNo: string | null) {
  return useSWR(orderNo ? KEYS.renewal(orderNo) : null, () => moneyApi.renewal(orderNo ?? ''));
}

/**
 * The order's buyout quote (asking again answers the same quote while it is valid and the order
 * unchanged), with when this browser got it (its countdown runs from there); nothing is asked
 * while `orderNo` is null (the dialog closed).
 */
export function useBuyoutQuote(orderNo: string | null) {
  return useSWR(
    orderNo ? KEYS.buyoutQuote(orderNo) : null,
    async () => {
      const quote = await moneyApi.buyoutQuote(orderNo ?? '');
      return { quote, fetchedAt: Date.now() };
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** A running order's upgrade offers and its latest application (升级换机). */
export function useUpgradeOffers(orderNo: string) {
  return useSWR(KEYS.upgrade(orderNo), () => upgradeApi.offers(orderNo), { revalidateOnFocus: false });
}
