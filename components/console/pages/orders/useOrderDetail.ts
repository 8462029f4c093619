'use client';
/** One order as the desk shows it, shared by the detail page and the dialogs that need its numbers, and where its parcels are. */
import useSWR from 'swr';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { ORDERS_RESOURCE } from './refresh';

/** Under the orders table resource: whatever refreshes the lists refreshes the open details too. */
export const orderDetailKey = (orderNo: string) => CONSOLE_KEYS.table(ORDERS_RESOURCE, { detail: orderNo });

export function useOrderDetail(orderNo: string | null) {
  return useSWR(orderNo ? orderDetailKey(orderNo) : null, () => consoleOrderApi.detail(orderNo ?? ''), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The order's parcels, under the same resource: an action on the order reads them again too. */
export function useOrderTracking(orderNo: string) {
  return useSWR(CONSOLE_KEYS.table(ORDERS_RESOURCE, { tracking: orderNo }), () => consoleOrderApi.tracking(orderNo), { revalidateOnFocus: false, shouldRetryOnError: false });
}
