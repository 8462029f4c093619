import { endpoint, CUSTOMER } from '../endpoint';
import type { DeviceCounts, DeviceView } from '../devices';

export const DEVICE_API = {
  list: endpoint('POST', '/api/wDevice/list', CUSTOMER).pages<DeviceView>(),
  counts: endpoint('GET', '/api/wDevice/stateCount', CUSTOMER).answers<DeviceCounts>(),
} as const;
