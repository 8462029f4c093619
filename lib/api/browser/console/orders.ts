/**
 * The order desk (`api/sys/order/…`): the list and its counts per status, one order with the
 * actions allowed now and where its parcels are, the staff's actions (approve, reject, close, ship,
 * receive and inspect, complete), what shipping an order may take from the shop's stock, and the
 * order's lease contract.
 */
import type { ConsoleOrderRow, ReceiveReturnInput } from '@/contract/consoleOrders';
import { bind } from '@/contract/endpoint';
import { CONSOLE_CONTRACT_API } from '@/contract/endpoints/consoleContract';
import { CONSOLE_ORDER_API } from '@/contract/endpoints/consoleOrder';
import type { SysShipInput } from '@/contract/storeDevices';
import type { Page } from '@/lib/api/page';
import { consoleDownload, consoleHttp, consolePage, type ConsoleListQuery } from './transport';

/** The list's filters but the status (the tabs count every status). */
export type ConsoleOrderCountFilters = { keyword?: string; createdFrom?: string; createdTo?: string; storeId?: string };

export const consoleOrderApi = {
  /** Filters: status, keyword, createdFrom, createdTo (YYYY-MM-DD), storeId (an admin's). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleOrderRow>> => consolePage(CONSOLE_ORDER_API.list, query),
  export: CONSOLE_ORDER_API.export,
  counts: (filters: ConsoleOrderCountFilters) => consoleHttp.send(CONSOLE_ORDER_API.counts, filters, { repeatSubmit: false }),
  detail: (orderNo: string) => consoleHttp.send(bind(CONSOLE_ORDER_API.detail, { orderNo }), undefined, { repeatSubmit: false }),
  /** Where the order's parcels are: the page shows its own state when it fails. */
  tracking: (orderNo: string) => consoleHttp.send(CONSOLE_ORDER_API.tracking, { orderNo }, { repeatSubmit: false, silent: true }),
  approve: (orderNo: string, remark?: string) => consoleHttp.send(CONSOLE_ORDER_API.approve, remark ? { orderNo, remark } : { orderNo }),
  reject: (orderNo: string, reason: string) => consoleHttp.send(CONSOLE_ORDER_API.reject, { orderNo, reason }),
  close: (orderNo: string, reason: string) => consoleHttp.send(CONSOLE_ORDER_API.close, { orderNo, reason }),
  receive: (body: ReceiveReturnInput) => consoleHttp.send(CONSOLE_ORDER_API.receive, body),
  complete: (orderNo: string) => consoleHttp.send(CONSOLE_ORDER_API.complete, { orderNo }),
  /** Per item of an order 待发货: the units to ship and the shop's devices in stock of its SKU. */
  shipCandidates: (orderNo: string) => consoleHttp.send(bind(CONSOLE_ORDER_API.shipCandidates, { orderNo }), undefined, { repeatSubmit: false }),
  /** One order or several (at most 20): all shipped, or none. */
  ship: (body: SysShipInput) => consoleHttp.send(CONSOLE_ORDER_API.ship, body),
  /** The order's lease contract (signed or not) and its kept documents (docs/product-rules.md#contracts). */
  contract: (orderNo: string) => consoleHttp.send(bind(CONSOLE_CONTRACT_API.read, { orderNo }), undefined, { repeatSubmit: false }),
  /** The contract's PDF (the signed one, or the draft) without `documentNo`; else that kept document. */
  downloadDocument: (orderNo: string, fileName: string, documentNo?: string) =>
    consoleDownload(CONSOLE_CONTRACT_API.download, documentNo ? { orderNo, documentNo } : { orderNo }, fileName),
};
