import { endpoint, STAFF } from '../endpoint';
import { DEVICE_IMPORT_BODY_BYTES } from './limits';
import type { DeviceHistory, DeviceImportResult, StoreDeviceCounts, StoreDeviceRow } from '../storeDevices';

export const CONSOLE_DEVICE_API = {
  list: endpoint('POST', '/api/sys/device/list', STAFF).pages<StoreDeviceRow>(),
  counts: endpoint('GET', '/api/sys/device/stateCount', STAFF).answers<StoreDeviceCounts>(),
  history: endpoint('GET', '/api/sys/device/history/:id', STAFF).answers<DeviceHistory>(),
  add: endpoint('POST', '/api/sys/device/add', STAFF).answers<StoreDeviceRow>(),
  setState: endpoint('POST', '/api/sys/device/state', STAFF).answers<StoreDeviceRow>(),
  import: endpoint('POST', '/api/sys/device/import', { ...STAFF, maxBodyBytes: DEVICE_IMPORT_BODY_BYTES }).answers<DeviceImportResult>(),
  template: endpoint('POST', '/api/sys/device/template', STAFF).downloads(),
  export: endpoint('POST', '/api/sys/device/export', STAFF).downloads(),
} as const;
