/**
 * After-sales service requests in the back office (服务申请, `api/sys/wService/…`): the list, one
 * request with its timeline, photos and thread, a reply, the status changes the server allows
 * (受理 0 → 1, 完成 1 → 2, 驳回 0/1 → 3 with the reason), and a replacement unit sent from stock.
 */
import { bind } from '@/contract/endpoint';
import { CONSOLE_ORDER_API } from '@/contract/endpoints/consoleOrder';
import { CONSOLE_SERVICE_API } from '@/contract/endpoints/consoleService';
import type { ServiceRequestSummary } from '@/contract/serviceRequests';
import type { ServiceReplaceInput } from '@/contract/storeDevices';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export type ServiceStatusChange = { serviceNo: string; status: 1 | 2 | 3; remark?: string };

/** A unit the order has out now (the replacement's 换下的设备). */
export type OrderUnit = { serialNo: string; goodsName: string; skuName: string };

export const consoleServiceApi = {
  /** Filters: status (0–4), kind, orderNo; sorts: createdAt, updatedAt, status (newest first unless sorted). */
  list: (query: ConsoleListQuery): Promise<Page<ServiceRequestSummary>> => consolePage(CONSOLE_SERVICE_API.list, query),
  detail: (serviceNo: string) => consoleHttp.send(bind(CONSOLE_SERVICE_API.detail, { serviceNo }), undefined, { repeatSubmit: false }),
  reply: (serviceNo: string, content: string) => consoleHttp.send(CONSOLE_SERVICE_API.reply, { serviceNo, content }),
  setStatus: (change: ServiceStatusChange) => consoleHttp.send(CONSOLE_SERVICE_API.setStatus, change),
  replace: (body: ServiceReplaceInput) => consoleHttp.send(CONSOLE_SERVICE_API.replace, body),
  /** The order's units out with the customer now, read from the order desk's detail. */
  unitsOut: async (orderNo: string): Promise<OrderUnit[]> => {
    const order = await consoleHttp.send(bind(CONSOLE_ORDER_API.detail, { orderNo }), undefined, { repeatSubmit: false });
    return order.devices.filter((device) => device.releasedAt === null).map(({ serialNo, goodsName, skuName }) => ({ serialNo, goodsName, skuName }));
  },
};
