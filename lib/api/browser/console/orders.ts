/**
 * The order desk (`api/sys/order/…`): the list and its counts per status, one order with the
 * actions allowed now, the staff's actions (approve, reject, close, ship, receive and inspect,
 * complete) and what shipping an order may take from the shop's stock.
 */
import type { ConsoleOrderActionResult, ConsoleOrderCounts, ConsoleOrderDetail, ConsoleOrderRow, ReceiveReturnInput } from '@/contract/consoleOrders';
import type { ShipCandidates, ShippedOrderView, SysShipInput } from '@/contract/storeDevices';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

/** The list's filters but the status (the tabs count every status). */
export type ConsoleOrderCountFilters = { keyword?: string; createdFrom?: string; createdTo?: string; storeId?: string };

export const consoleOrderApi = {
  /** Filters: status, keyword, createdFrom, createdTo (YYYY-MM-DD), storeId (an admin's). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleOrderRow>> => consolePage<ConsoleOrderRow>('POST', 'api/sys/order/list', query),
  counts: (filters: ConsoleOrderCountFilters) => consoleHttp.get<ConsoleOrderCounts>('api/sys/order/statusCount', filters, { repeatSubmit: false }),
  detail: (orderNo: string) => consoleHttp.get<ConsoleOrderDetail>(`api/sys/order/detail/${encodeURIComponent(orderNo)}`, null, { repeatSubmit: false }),
  approve: (orderNo: string, remark?: string) => consoleHttp.post<ConsoleOrderActionResult>('api/sys/order/approve', remark ? { orderNo, remark } : { orderNo }),
  reject: (orderNo: string, reason: string) => consoleHttp.post<ConsoleOrderActionResult>('api/sys/order/reject', { orderNo, reason }),
  close: (orderNo: string, reason: string) => consoleHttp.post<ConsoleOrderActionResult>('api/sys/order/close', { orderNo, reason }),
  receive: (body: ReceiveReturnInput) => consoleHttp.post<ConsoleOrderActionResult>('api/sys/order/receive', body),
  complete: (orderNo: string) => consoleHttp.post<ConsoleOrderActionResult>('api/sys/order/complete', { orderNo }),
  /** Per item of an order 待发货: the units to ship and the shop's devices in stock of its SKU. */
  shipCandidates: (orderNo: string) => consoleHttp.get<ShipCandidates>(`api/sys/order/shipCandidates/${encodeURIComponent(orderNo)}`, null, { repeatSubmit: false }),
  /** One order or several (at most 20): all shipped, or none. */
  ship: (body: SysShipInput) => consoleHttp.post<ShippedOrderView[]>('api/sys/order/ship', body),
};
