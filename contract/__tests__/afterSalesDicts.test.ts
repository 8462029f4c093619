/** The console's tags and filters read these dictionaries: their values and labels are the wire's. */
import { DICT_ROWS } from '@/server/seed/data/dicts';
import { INVOICE_STATUS_NAMES, QUALIFICATION_STATUS_NAMES } from '@/contract/invoices';
import { SERVICE_KIND_NAMES, SERVICE_STATUS_NAMES } from '@/contract/serviceRequests';
import { STORE_DEVICE_STATE_NAMES } from '@/contract/storeDevices';

const entries = (dictType: string) => Object.fromEntries(DICT_ROWS.filter((row) => row.dictType === dictType).map((row) => [row.dictValue, row.dictLabel]));

test.each([
  ['service_kind', SERVICE_KIND_NAMES],
  ['service_status', SERVICE_STATUS_NAMES],
  ['invoice_status', INVOICE_STATUS_NAMES],
  ['qualification_status', QUALIFICATION_STATUS_NAMES],
  ['device_state', STORE_DEVICE_STATE_NAMES],
])('dictionary %s names every wire value as the contract does', (dictType, names) => {
  expect(entries(dictType)).toEqual(Object.fromEntries(Object.entries(names)));
});
