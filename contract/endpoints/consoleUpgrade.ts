import { endpoint, STAFF } from '../endpoint';
import { approveOrderBody, receiveReturnBody, rejectOrderBody } from '../consoleOrders';
import { upgradeShipBody } from '../upgrades';
import type { ConsoleOrderActionResult } from '../consoleOrders';

/** The order desk's part of an upgrade (升级换机): each names the order, whose live upgrade it acts on, and answers the order's detail. */
export const CONSOLE_UPGRADE_API = {
  approve: endpoint('POST', '/api/sys/order/upgrade/approve', STAFF, { json: approveOrderBody }).answers<ConsoleOrderActionResult>(),
  reject: endpoint('POST', '/api/sys/order/upgrade/reject', STAFF, { json: rejectOrderBody }).answers<ConsoleOrderActionResult>(),
  ship: endpoint('POST', '/api/sys/order/upgrade/ship', STAFF, { json: upgradeShipBody }).answers<ConsoleOrderActionResult>(),
  receive: endpoint('POST', '/api/sys/order/upgrade/receive', STAFF, { json: receiveReturnBody }).answers<ConsoleOrderActionResult>(),
} as const;
