/** The address book (`/api/wAddress/…`): every call needs a customer session and touches only that customer's addresses. */
import { Hono } from 'hono';
import { ADDRESS_MESSAGES, addressId } from '@/contract/addresses';
import { addAddress, addressBook, deleteAddress, setDefaultAddress, updateAddress } from '../domain/addresses/book';
import { notFound } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { ADDRESS_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.on(...at(ADDRESS_API.list), customer, validated(ADDRESS_API.list), async (c) => c.json(okAs(ADDRESS_API.list, await addressBook(deps.db, c.var.customer.id))));

  routes.on(...at(ADDRESS_API.add), customer, validated(ADDRESS_API.add), async (c) =>
    c.json(okAs(ADDRESS_API.add, await addAddress(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now()), ADDRESS_MESSAGES.saved)),
  );

  routes.on(...at(ADDRESS_API.update), customer, validated(ADDRESS_API.update), async (c) =>
    c.json(okAs(ADDRESS_API.update, await updateAddress(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now()), ADDRESS_MESSAGES.updated)),
  );

  routes.on(...at(ADDRESS_API.setDefault), customer, validated(ADDRESS_API.setDefault), async (c) =>
    c.json(okAs(ADDRESS_API.setDefault, await setDefaultAddress(deps.db, c.var.customer.id, c.req.valid('json').id, deps.clock.now()), ADDRESS_MESSAGES.defaultSet)),
  );

  routes.on(...at(ADDRESS_API.remove), customer, validated(ADDRESS_API.remove), async (c) => {
    const id = addressId.safeParse(c.req.param('id'));
    if (!id.success) throw notFound();
    return c.json(okAs(ADDRESS_API.remove, await deleteAddress(deps.db, c.var.customer.id, id.data, deps.clock.now()), ADDRESS_MESSAGES.deleted));
  });

  return routes;
}
