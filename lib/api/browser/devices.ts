/** The customer's devices (`api/wDevice/…`, /myEquipment) from the browser. */
import { call, requestEnvelope } from '@/lib/http/client';
import type { DeviceCounts, DeviceFilter, DeviceView } from '@/contract/devices';
import type { PageEnvelope } from '@/contract/envelope';
import type { Page } from '@/lib/api/page';

/** A page of devices, of one filter or all, matching a search (serial, order number or goods name). */
export type DeviceQuery = { page: number; limit: number; filter?: DeviceFilter; keyword?: string };

export const deviceApi = {
  list: async (query: DeviceQuery): Promise<Page<DeviceView>> => {
    const answer = await requestEnvelope<PageEnvelope<DeviceView>>('POST', 'api/wDevice/list', query, { repeatSubmit: false });
    return { rows: answer.rows, total: answer.total };
  },
  counts: (keyword?: string) => call<DeviceCounts>('GET', 'api/wDevice/stateCount', keyword ? { keyword } : {}, { repeatSubmit: false }),
};
