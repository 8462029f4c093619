/**
 * The actions a row of the order list offers, by its status (CONSOLE_ORDER_ACTION_RULES) and the
 * menu buttons the page grants; 关闭 is the platform's (order:close is an admin's button only).
 */
import { CONSOLE_ORDER_ACTION_RULES, type ConsoleOrderAction } from '@/contract/consoleOrders';
import type { OrderStatus } from '@/contract/orders';
import type { Permission } from '@/contract/permissions';

/** The list's short names; 审核 opens one dialog for approving or rejecting. */
const ROW_ACTIONS: ReadonlyArray<{ action: ConsoleOrderAction; label: string }> = [
  { action: 'approve', label: '审核' },
  { action: 'ship', label: '发货' },
  { action: 'receive', label: '签收验机' },
  { action: 'complete', label: '完结' },
  { action: 'close', label: '关闭' },
];

export function rowActions(status: OrderStatus, can: (permission: Permission) => boolean): ReadonlyArray<{ action: ConsoleOrderAction; label: string }> {
  return ROW_ACTIONS.filter(({ action }) => CONSOLE_ORDER_ACTION_RULES[action].from === status && can(CONSOLE_ORDER_ACTION_RULES[action].permission));
}
