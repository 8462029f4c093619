/**
 * What an order change makes stale: every order list, the status counts and each open order's
 * detail (all read under the `orders` table resource), the bills (a fee bill, a refund), and the
 * workbench's queues and money.
 */
import { refreshTable } from '@/lib/api/browser/console/keys';

export const ORDERS_RESOURCE = 'orders';
export const BILLS_RESOURCE = 'bills';
export const WORKBENCH_RESOURCE = 'workbench';

export function orderDeskChanged(): Promise<unknown> {
  return Promise.all([refreshTable(ORDERS_RESOURCE), refreshTable(BILLS_RESOURCE), refreshTable(WORKBENCH_RESOURCE)]);
}
