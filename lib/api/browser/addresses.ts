/** The address book from the browser (`api/wAddress/…`). */
import { call } from '@/lib/http/client';
import type { AddressDeleted, AddressInput, SavedAddress } from '@/contract/addresses';

export const addressApi = {
  list: () => call<SavedAddress[]>('GET', 'api/wAddress/list', undefined, { repeatSubmit: false }),
  add: (address: AddressInput, options: { silent?: boolean } = {}) => call<SavedAddress>('POST', 'api/wAddress/add', address, options),
  update: (id: number, address: AddressInput) => call<SavedAddress>('POST', 'api/wAddress/update', { id, ...address }),
  setDefault: (id: number) => call<SavedAddress[]>('POST', 'api/wAddress/default', { id }),
  remove: (id: number) => call<AddressDeleted>('DELETE', `api/wAddress/${id}`),
};
