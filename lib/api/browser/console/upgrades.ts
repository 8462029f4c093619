/**
 * The order desk's part of an upgrade (升级换机, `api/sys/order/upgrade/…`): approve or reject the
 * application, ship the new units, receive and inspect the old ones. Each answers the order's detail.
 */
import type { ReceiveReturnInput } from '@/contract/consoleOrders';
import { CONSOLE_UPGRADE_API } from '@/contract/endpoints/consoleUpgrade';
import type { UpgradeShipInput } from '@/contract/upgrades';
import { consoleHttp } from './transport';

export const consoleUpgradeApi = {
  approve: (orderNo: string) => consoleHttp.send(CONSOLE_UPGRADE_API.approve, { orderNo }),
  reject: (orderNo: string, reason: string) => consoleHttp.send(CONSOLE_UPGRADE_API.reject, { orderNo, reason }),
  ship: (body: UpgradeShipInput) => consoleHttp.send(CONSOLE_UPGRADE_API.ship, body),
  receive: (body: ReceiveReturnInput) => consoleHttp.send(CONSOLE_UPGRADE_API.receive, body),
};
