/** The risk check of a paid order (SPEC.md `/risk/record/getRiskUsers/orderno`), asked by its customer. */
import { Hono } from 'hono';
import { orderNoBody } from '@/lib/contract/orders';
import { riskCheckOfOwnOrder } from '../domain/riskCheck';
import { ok } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { jsonBody } from '../http/validate';

export function riskRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/risk/record/getRiskUsers/orderno', requireCustomer(deps), jsonBody(orderNoBody), async (c) =>
    c.json(ok(await riskCheckOfOwnOrder(deps.db, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now()))),
  );
  return routes;
}
