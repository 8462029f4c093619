import { endpoint, STAFF } from '../endpoint';
import type { ConsoleOrderActionResult, ConsoleOrderCounts, ConsoleOrderDetail, ConsoleOrderRow } from '../consoleOrders';
import type { ShipCandidates, ShippedOrderView } from '../storeDevices';

export const CONSOLE_ORDER_API = {
  list: endpoint('POST', '/api/sys/order/list', STAFF).pages<ConsoleOrderRow>(),
  counts: endpoint('GET', '/api/sys/order/statusCount', STAFF).answers<ConsoleOrderCounts>(),
  detail: endpoint('GET', '/api/sys/order/detail/:orderNo', STAFF).answers<ConsoleOrderDetail>(),
  approve: endpoint('POST', '/api/sys/order/approve', STAFF).answers<ConsoleOrderActionResult>(),
  reject: endpoint('POST', '/api/sys/order/reject', STAFF).answers<ConsoleOrderActionResult>(),
  close: endpoint('POST', '/api/sys/order/close', STAFF).answers<ConsoleOrderActionResult>(),
  receive: endpoint('POST', '/api/sys/order/receive', STAFF).answers<ConsoleOrderActionResult>(),
  complete: endpoint('POST', '/api/sys/order/complete', STAFF).answers<ConsoleOrderActionResult>(),
  export: endpoint('POST', '/api/sys/order/export', STAFF).downloads(),
  shipCandidates: endpoint('GET', '/api/sys/order/shipCandidates/:orderNo', STAFF).answers<ShipCandidates>(),
  ship: endpoint('POST', '/api/sys/order/ship', STAFF).answers<ShippedOrderView[]>(),
} as const;
