/** The address book from the browser (`api/wAddress/…`). */
import { send } from '@/lib/http/client';
import type { AddressInput } from '@/contract/addresses';
import { bind } from '@/contract/endpoint';
import { ADDRESS_API } from '@/contract/endpoints/address';

export const addressApi = {
  list: () => send(ADDRESS_API.list, undefined, { repeatSubmit: false }),
  add: (address: AddressInput, options: { silent?: boolean } = {}) => send(ADDRESS_API.add, address, options),
  update: (id: number, address: AddressInput) => send(ADDRESS_API.update, { id, ...address }),
  setDefault: (id: number) => send(ADDRESS_API.setDefault, { id }),
  remove: (id: number) => send(bind(ADDRESS_API.remove, { id })),
};
