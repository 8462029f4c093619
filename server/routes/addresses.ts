/** The address book (`/api/wAddress/…`): every call needs a customer session and touches only that customer's addresses. */
import { Hono } from 'hono';
import { z } from 'zod';
import { ADDRESS_MESSAGES, addressBody, addressDefaultBody, addressId, addressUpdateBody } from '@/contract/addresses';
import { addAddress, addressBook, deleteAddress, setDefaultAddress, updateAddress } from '../domain/addresses/book';
import { notFound } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { jsonBody, queryOf } from '../http/validate';
import { ADDRESS_API } from '@/contract/endpoints';
import { at, okAs } from '../http/endpoint';

export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.on(...at(ADDRESS_API.list), customer, queryOf(z.strictObject({})), async (c) => c.json(okAs(ADDRESS_API.list, await addressBook(deps.db, c.var.customer.id))));

  routes.on(...at(ADDRESS_API.add), customer, jsonBody(addressBody), async (c) =>
    c.json(okAs(ADDRESS_API.add, await addAddress(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now()), ADDRESS_MESSAGES.saved)),
  );

  routes.on(...at(ADDRESS_API.update), customer, jsonBody(addressUpdateBody), async (c) =>
    c.json(okAs(ADDRESS_API.update, await updateAddress(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now()), ADDRESS_MESSAGES.updated)),
  );

  routes.on(...at(ADDRESS_API.setDefault), customer, jsonBody(addressDefaultBody), async (c) =>
    c.json(okAs(ADDRESS_API.setDefault, await setDefaultAddress(deps.db, c.var.customer.id, c.req.valid('json').id, deps.clock.now()), ADDRESS_MESSAGES.defaultSet)),
  );

  routes.on(...at(ADDRESS_API.remove), customer, queryOf(z.strictObject({})), async (c) => {
    const id = addressId.safeParse(c.req.param('id'));
    if (!id.success) throw notFound();
    return c.json(okAs(ADDRESS_API.remove, await deleteAddress(deps.db, c.var.customer.id, id.data, deps.clock.now()), ADDRESS_MESSAGES.deleted));
  });

  return routes;
}
