/** The customer's devices (`/api/wDevice/…`, /myEquipment): every call needs a customer session and sees only the devices of the caller's orders. */
import { Hono } from 'hono';
import { deviceCounts, devicePage } from '../domain/devices/read';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { DEVICE_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function deviceRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.on(...at(DEVICE_API.list), customer, validated(DEVICE_API.list), async (c) =>
    c.json(pageAs(DEVICE_API.list, await devicePage(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now()))),
  );

  routes.on(...at(DEVICE_API.counts), customer, validated(DEVICE_API.counts), async (c) =>
    c.json(okAs(DEVICE_API.counts, await deviceCounts(deps.db, c.var.customer.id, c.req.valid('query').keyword))),
  );

  return routes;
}
