'use client';
/** One order as the desk shows it, shared by the detail page and the dialogs that need its numbers. */
import useSWR from 'swr';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { ORDERS_RESOURCE } from './refresh';

/** Under the orders table resource: whatever refreshes the lists refreshes the open details too. */
export const orderDetailKey = (orderNo: string) => CONSOLE_KEYS.table(ORDERS_RESOURCE, { detail: orderNo });

export function useOrderDetail(orderNo: string | null) {
  return useSWR(orderNo ? orderDetailKey(orderNo) : null, () => consoleOrderApi.detail(orderNo ?? ''), { revalidateOnFocus: false, shouldRetryOnError: false });
}
