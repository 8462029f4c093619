import { endpoint, STAFF } from '../endpoint';
import {
  approveOrderBody,
  closeOrderBody,
  completeOrderBody,
  consoleOrderCountQuery,
  consoleOrderExportForm,
  consoleOrderListBody,
  receiveReturnBody,
  rejectOrderBody,
} from '../consoleOrders';
import { orderNoQuery } from '../orders';
import type { OrderTracking } from '../parcelTracking';
import { sysShipBody } from '../storeDevices';
import type { ConsoleOrderActionResult, ConsoleOrderCounts, ConsoleOrderDetail, ConsoleOrderRow } from '../consoleOrders';
import type { ShipCandidates, ShippedOrderView } from '../storeDevices';

export const CONSOLE_ORDER_API = {
  list: endpoint('POST', '/api/sys/order/list', STAFF, { json: consoleOrderListBody }).pages<ConsoleOrderRow>(),
  counts: endpoint('GET', '/api/sys/order/statusCount', STAFF, { query: consoleOrderCountQuery }).answers<ConsoleOrderCounts>(),
  detail: endpoint('GET', '/api/sys/order/detail/:orderNo', STAFF).answers<ConsoleOrderDetail>(),
  tracking: endpoint('GET', '/api/sys/order/tracking', STAFF, { query: orderNoQuery }).answers<OrderTracking>(),
  approve: endpoint('POST', '/api/sys/order/approve', STAFF, { json: approveOrderBody }).answers<ConsoleOrderActionResult>(),
  reject: endpoint('POST', '/api/sys/order/reject', STAFF, { json: rejectOrderBody }).answers<ConsoleOrderActionResult>(),
  close: endpoint('POST', '/api/sys/order/close', STAFF, { json: closeOrderBody }).answers<ConsoleOrderActionResult>(),
  receive: endpoint('POST', '/api/sys/order/receive', STAFF, { json: receiveReturnBody }).answers<ConsoleOrderActionResult>(),
  complete: endpoint('POST', '/api/sys/order/complete', STAFF, { json: completeOrderBody }).answers<ConsoleOrderActionResult>(),
  export: endpoint('POST', '/api/sys/order/export', STAFF, { form: consoleOrderExportForm }).downloads(),
  shipCandidates: endpoint('GET', '/api/sys/order/shipCandidates/:orderNo', STAFF).answers<ShipCandidates>(),
  ship: endpoint('POST', '/api/sys/order/ship', STAFF, { json: sysShipBody }).answers<ShippedOrderView[]>(),
} as const;
