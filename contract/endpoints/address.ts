import { endpoint, CUSTOMER } from '../endpoint';
import type { AddressDeleted, SavedAddress } from '../addresses';

export const ADDRESS_API = {
  list: endpoint('GET', '/api/wAddress/list', CUSTOMER).answers<SavedAddress[]>(),
  add: endpoint('POST', '/api/wAddress/add', CUSTOMER).answers<SavedAddress>(),
  update: endpoint('POST', '/api/wAddress/update', CUSTOMER).answers<SavedAddress>(),
  setDefault: endpoint('POST', '/api/wAddress/default', CUSTOMER).answers<SavedAddress[]>(),
  remove: endpoint('DELETE', '/api/wAddress/:id', CUSTOMER).answers<AddressDeleted>(),
} as const;
