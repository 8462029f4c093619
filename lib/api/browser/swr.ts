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
import { billApi, type BillQuery } from './bills';
import { cartApi } from './cart';
import { useRefreshCartCount } from './cart-count';
import { moneyApi, type LedgerQuery } from './money';
import { orderApi, type OrderListQuery } from './orders';

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
  | 'invoices'
  | 'devices'
  | 'serviceRequests'
  | 'choices';

export const KEYS = {
  orders: (query: OrderListQuery) => ['orders', query] as const,
  order: (orderNo: string) => ['order', orderNo] as const,
  orderPlacedFrom: (orderNo: string) => ['orderPlacedFrom', orderNo] as const,
  bills: (query: BillQuery) => ['bills', query] as const,
  cart: ['cart'] as const,
  choices: (type: number) => ['choices', type] as const,
  // Money after checkout (/myBill, /myAccount, renewals and buyouts).
  billSummary: ['bills', 'summary'] as const,
  account: ['balance', 'account'] as const,
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
  /** One bill, several or every due bill paid (balance or online). */
  billsPaid: ['bills', 'balance', 'orders', 'order', 'invoices', 'notifications'],
  /** A top-up credited. */
  toppedUp: ['balance', 'notifications'],
  /** New bills appended, the end date moved. */
  orderRenewed: ['orders', 'order', 'bills', 'devices', 'notifications'],
  /** 4 → 8: bills settled, a deposit surplus back, the devices the customer's. */
  boughtOut: ['orders', 'order', 'bills', 'balance', 'devices', 'invoices', 'notifications'],
} as const satisfies Record<string, readonly Resource[]>;

export type Change = keyof typeof CHANGES;

/** Reads again every key (and the cart count) that a change made stale, wherever it is shown. */
export function useRevalidateAfter(): (change: Change) => Promise<void> {
  const { mutate } = useSWRConfig();
  const refreshCartCount = useRefreshCartCount();
  return useCallback(
    async (change: Change) => {
      const stale: readonly Resource[] = CHANGES[change];
      await Promise.all([
        mutate((key) => Array.isArray(key) && stale.includes(key[0] as Resource)),
        stale.includes('cartCount') ? refreshCartCount() : undefined,
      ]);
    },
    [mutate, refreshCartCount],
  );
}

export function useOrders(query: OrderListQuery) {
  return useSWR(KEYS.orders(query), () => orderApi.list(query));
}

/** The order as the server rendered it, read again only when something changed it. */
export function useOrder(initial: RentalOrderDetail) {
  return useSWR(KEYS.order(initial.orderNo), () => orderApi.detail(initial.orderNo), { fallbackData: initial, revalidateOnMount: false });
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

/** /myBill's list: a page of the filtered bills. */
export function useBills(query: BillQuery) {
  return useSWR(KEYS.bills(query), () => billApi.list(query), { keepPreviousData: true });
}

/** What is due this month, and the orders with bills (the filter). */
export function useBillSummary() {
  return useSWR(KEYS.billSummary, billApi.summary);
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
