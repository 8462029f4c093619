/**
 * After-sales service requests: the customer's (`/api/wService/…`, their own requests and orders
 * only) and the back office's (`/api/sys/wService/…`, an editor their shop's, an admin all).
 */
import { Hono, type Context } from 'hono';
import { SERVICE_MESSAGES, serviceNoParam } from '@/contract/serviceRequests';
import { DEVICE_MESSAGES } from '@/contract/storeDevices';
import { replyToServiceRequest, setServiceStatus, sysServiceDetail, sysServicePage } from '../domain/service/console';
import { customerServiceDetail, customerServicePage, serviceableOrders } from '../domain/service/read';
import { cancelServiceRequest, createServiceRequest, followUpServiceRequest } from '../domain/service/requests';
import { replaceServiceDevice } from '../domain/service/replace';
import { notFound } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission } from '../http/permissions';
import { requireCustomer, requireSysUser } from '../http/session';
import { CONSOLE_SERVICE_API, SERVICE_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

/** A malformed request number in a path names nothing: 404, like another's. */
function serviceNoOf(c: Context): string {
  const parsed = serviceNoParam.safeParse(c.req.param('serviceNo'));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function serviceRequestRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const sysUser = requireSysUser(deps);
  const handle = requirePermission(deps, 'service:handle');

  routes.on(...at(SERVICE_API.list), customer, validated(SERVICE_API.list), async (c) =>
    c.json(pageAs(SERVICE_API.list, await customerServicePage(deps.db, c.var.customer.id, c.req.valid('json')))),
  );

  routes.on(...at(SERVICE_API.detail), customer, async (c) => c.json(okAs(SERVICE_API.detail, await customerServiceDetail(deps.db, c.var.customer.id, serviceNoOf(c)))));

  routes.on(...at(SERVICE_API.serviceableOrders), customer, async (c) => c.json(okAs(SERVICE_API.serviceableOrders, await serviceableOrders(deps.db, c.var.customer.id))));

  routes.on(...at(SERVICE_API.create), customer, validated(SERVICE_API.create), async (c) => {
    const request = await createServiceRequest(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(SERVICE_API.create, request, SERVICE_MESSAGES.created));
  });

  routes.on(...at(SERVICE_API.cancel), customer, validated(SERVICE_API.cancel), async (c) => {
    const request = await cancelServiceRequest(deps.db, c.var.customer, c.req.valid('json').serviceNo, deps.clock.now());
    return c.json(okAs(SERVICE_API.cancel, request, SERVICE_MESSAGES.cancelled));
  });

  routes.on(...at(SERVICE_API.followUp), customer, validated(SERVICE_API.followUp), async (c) => {
    const request = await followUpServiceRequest(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(SERVICE_API.followUp, request, SERVICE_MESSAGES.followedUp));
  });

  routes.on(...at(CONSOLE_SERVICE_API.list), sysUser, validated(CONSOLE_SERVICE_API.list), async (c) =>
    c.json(pageAs(CONSOLE_SERVICE_API.list, await sysServicePage(deps.db, c.var.sysUser, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_SERVICE_API.detail), sysUser, async (c) => c.json(okAs(CONSOLE_SERVICE_API.detail, await sysServiceDetail(deps.db, c.var.sysUser, serviceNoOf(c)))));

  routes.on(...at(CONSOLE_SERVICE_API.reply), sysUser, handle, validated(CONSOLE_SERVICE_API.reply), async (c) => {
    const request = await replyToServiceRequest(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(CONSOLE_SERVICE_API.reply, request, SERVICE_MESSAGES.replied));
  });

  routes.on(...at(CONSOLE_SERVICE_API.setStatus), sysUser, handle, validated(CONSOLE_SERVICE_API.setStatus), async (c) => {
    const request = await setServiceStatus(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(CONSOLE_SERVICE_API.setStatus, request, SERVICE_MESSAGES.statusChanged));
  });

  // A replacement unit sent from the shop's stock for one the customer has (换机).
  routes.on(...at(CONSOLE_SERVICE_API.replace), sysUser, handle, validated(CONSOLE_SERVICE_API.replace), async (c) => {
    const request = await replaceServiceDevice(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(CONSOLE_SERVICE_API.replace, request, DEVICE_MESSAGES.replaced));
  });

  return routes;
}
