import { endpoint, CUSTOMER } from '../endpoint';
import { noQuery } from '../request';
import { addressBody, addressDefaultBody, addressUpdateBody } from '../addresses';
import type { AddressDeleted, SavedAddress } from '../addresses';

export const ADDRESS_API = {
  list: endpoint('GET', '/api/wAddress/list', CUSTOMER, { query: noQuery }).answers<SavedAddress[]>(),
  add: endpoint('POST', '/api/wAddress/add', CUSTOMER, { json: addressBody }).answers<SavedAddress>(),
  update: endpoint('POST', '/api/wAddress/update', CUSTOMER, { json: addressUpdateBody }).answers<SavedAddress>(),
  setDefault: endpoint('POST', '/api/wAddress/default', CUSTOMER, { json: addressDefaultBody }).answers<SavedAddress[]>(),
  remove: endpoint('DELETE', '/api/wAddress/:id', CUSTOMER, { query: noQuery }).answers<AddressDeleted>(),
} as const;
