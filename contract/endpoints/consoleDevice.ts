import { endpoint, STAFF } from '../endpoint';
import { deviceAddBody, deviceStateBody, deviceTemplateForm, sysDeviceCountQuery, sysDeviceExportForm, sysDeviceListQuery } from '../storeDevices';
import { DEVICE_IMPORT_BODY_BYTES } from './limits';
import type { DeviceHistory, DeviceImportResult, StoreDeviceCounts, StoreDeviceRow } from '../storeDevices';

export const CONSOLE_DEVICE_API = {
  list: endpoint('POST', '/api/sys/device/list', STAFF, { json: sysDeviceListQuery }).pages<StoreDeviceRow>(),
  counts: endpoint('GET', '/api/sys/device/stateCount', STAFF, { query: sysDeviceCountQuery }).answers<StoreDeviceCounts>(),
  history: endpoint('GET', '/api/sys/device/history/:id', STAFF).answers<DeviceHistory>(),
  add: endpoint('POST', '/api/sys/device/add', STAFF, { json: deviceAddBody }).answers<StoreDeviceRow>(),
  setState: endpoint('POST', '/api/sys/device/state', STAFF, { json: deviceStateBody }).answers<StoreDeviceRow>(),
  import: endpoint('POST', '/api/sys/device/import', { ...STAFF, maxBodyBytes: DEVICE_IMPORT_BODY_BYTES }).answers<DeviceImportResult>(),
  template: endpoint('POST', '/api/sys/device/template', STAFF, { form: deviceTemplateForm }).downloads(),
  export: endpoint('POST', '/api/sys/device/export', STAFF, { form: sysDeviceExportForm }).downloads(),
} as const;
