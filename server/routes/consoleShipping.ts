/**
 * The back office's 发货 (`/api/sys/order/shipCandidates/…`, `/api/sys/order/ship`): what an
 * approved order needs from the shop's stock, and shipping one or several orders at once. Shipping
 * needs the `order:ship` button.
 */
import { Hono, type Context } from 'hono';
import { orderNoParam } from '@/contract/params';
import { DEVICE_MESSAGES } from '@/contract/storeDevices';
import { shipCandidates, shipOrders } from '../domain/orders/consoleShipping';
import { notFound } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_ORDER_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

function orderNoOf(c: Context): string {
  const parsed = orderNoParam.safeParse(c.req.param('orderNo'));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function consoleShippingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);

  routes.on(...at(CONSOLE_ORDER_API.shipCandidates), sysUser, async (c) =>
    c.json(okAs(CONSOLE_ORDER_API.shipCandidates, await shipCandidates(deps.db, c.var.sysUser, orderNoOf(c)))),
  );

  routes.on(...at(CONSOLE_ORDER_API.ship), sysUser, requirePermission(deps, 'order:ship'), validated(CONSOLE_ORDER_API.ship), async (c) => {
    const shipped = await shipOrders(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(CONSOLE_ORDER_API.ship, shipped, DEVICE_MESSAGES.shipped));
  });

  return routes;
}
