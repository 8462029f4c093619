/** The risk check of a paid order (`/risk/record/getRiskUsers/orderno`, docs/product-rules.md#risk-check), asked by its customer. */
import { Hono } from 'hono';
import { riskCheckOfCustomerOrder } from '../domain/orders/risk';
import { orderFollowUp } from '../domain/onlineTrades/followUp';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { ORDER_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function riskRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const followUp = orderFollowUp(deps.db, deps.payment, deps.log);
  routes.on(...at(ORDER_API.riskCheck), requireCustomer(deps), validated(ORDER_API.riskCheck), async (c) => {
    const view = await riskCheckOfCustomerOrder(deps.db, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now());
    // A rejection decided an online refund: send it now rather than at the scheduler's next run.
    await followUp({ orderNo: view.orderNo }, deps.clock.now());
    return c.json(okAs(ORDER_API.riskCheck, view));
  });
  return routes;
}
