/** The customer's devices (`api/wDevice/…`, /myEquipment) from the browser. */
import { send, page } from '@/lib/http/client';
import type { DeviceFilter, DeviceView } from '@/contract/devices';
import type { Page } from '@/lib/api/page';
import { DEVICE_API } from '@/contract/endpoints/device';

/** A page of devices, of one filter or all, matching a search (serial, order number or goods name). */
export type DeviceQuery = { page: number; limit: number; filter?: DeviceFilter; keyword?: string };

export const deviceApi = {
  list: async (query: DeviceQuery): Promise<Page<DeviceView>> => {
    return page(DEVICE_API.list, query, { repeatSubmit: false });
  },
  counts: (keyword?: string) => send(DEVICE_API.counts, keyword ? { keyword } : {}, { repeatSubmit: false }),
};
