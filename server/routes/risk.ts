/** The risk check of a paid order (SPEC.md `/risk/record/getRiskUsers/orderno`), asked by its customer. */
import { Hono } from 'hono';
import { orderNoBody } from '@/contract/orders';
import { riskCheckOfCustomerOrder } from '../domain/orders/risk';
import { followUpOrderAtProvider } from '../domain/payments/providerFollowUp';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import { requireCustomer } from '../http/session';
import { jsonBody } from '../http/validate';

export function riskRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/risk/record/getRiskUsers/orderno', requireCustomer(deps), jsonBody(orderNoBody), async (c) => {
    const view = await riskCheckOfCustomerOrder(deps.db, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now());
    // A rejection decided an online refund: send it now rather than at the scheduler's next run.
    await followUpOrderAtProvider(deps.db, deps.payment, { orderNo: view.orderNo, customerId: c.var.customer.id }, deps.clock.now(), deps.log);
    return c.json(ok(view));
  });
  return routes;
}
