import { endpoint, CUSTOMER } from '../endpoint';
import { deviceCountQuery, deviceListBody } from '../devices';
import type { DeviceCounts, DeviceView } from '../devices';

export const DEVICE_API = {
  list: endpoint('POST', '/api/wDevice/list', CUSTOMER, { json: deviceListBody }).pages<DeviceView>(),
  counts: endpoint('GET', '/api/wDevice/stateCount', CUSTOMER, { query: deviceCountQuery }).answers<DeviceCounts>(),
} as const;
