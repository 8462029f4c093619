/** The address book (`/api/wAddress/…`): every call needs a customer session and touches only that customer's addresses. */
import { Hono } from 'hono';
import { z } from 'zod';
import { ADDRESS_MESSAGES, addressBody, addressDefaultBody, addressId, addressUpdateBody } from '@/contract/addresses';
import { addAddress, addressBook, deleteAddress, setDefaultAddress, updateAddress } from '../domain/addresses/book';
import { notFound } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import { requireCustomer } from '../http/session';
import { jsonBody, queryOf } from '../http/validate';

export function addressRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.get('/api/wAddress/list', customer, queryOf(z.strictObject({})), async (c) => c.json(ok(await addressBook(deps.db, c.var.customer.id))));

  routes.post('/api/wAddress/add', customer, jsonBody(addressBody), async (c) =>
    c.json(ok(await addAddress(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now()), ADDRESS_MESSAGES.saved)),
  );

  routes.post('/api/wAddress/update', customer, jsonBody(addressUpdateBody), async (c) =>
    c.json(ok(await updateAddress(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now()), ADDRESS_MESSAGES.updated)),
  );

  routes.post('/api/wAddress/default', customer, jsonBody(addressDefaultBody), async (c) =>
    c.json(ok(await setDefaultAddress(deps.db, c.var.customer.id, c.req.valid('json').id, deps.clock.now()), ADDRESS_MESSAGES.defaultSet)),
  );

  routes.delete('/api/wAddress/:id', customer, queryOf(z.strictObject({})), async (c) => {
    const id = addressId.safeParse(c.req.param('id'));
    if (!id.success) throw notFound();
    return c.json(ok(await deleteAddress(deps.db, c.var.customer.id, id.data, deps.clock.now()), ADDRESS_MESSAGES.deleted));
  });

  return routes;
}
