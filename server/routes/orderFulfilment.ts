/**
 * A rental order after checkout (`/api/wOrder/…`): the order list's counts per status, the
 * customer's return (its quote and the request), and where its parcels are. Every call needs a customer session and reaches
 * only the caller's orders (another customer's order is 404, like an unknown one).
 */
import { Hono } from 'hono';
import { FULFILMENT_MESSAGES } from '@/contract/orderFulfilment';
import { requestReturn, returnQuote } from '../domain/orders/returns';
import { orderFollowUp } from '../domain/onlineTrades/followUp';
import { orderStatusCounts } from '../domain/orders/search';
import { customerOrderTracking } from '../domain/parcels/tracking';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { orderNoOf } from './orders';
import { ORDER_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function orderFulfilmentRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const followUp = orderFollowUp(deps.db, deps.payment, deps.log);
  const customer = requireCustomer(deps);

  routes.on(...at(ORDER_API.statusCounts), customer, validated(ORDER_API.statusCounts), async (c) =>
    c.json(okAs(ORDER_API.statusCounts, await orderStatusCounts(deps.db, c.var.customer.id, c.req.valid('query').keyword))),
  );

  routes.on(...at(ORDER_API.returnQuote), customer, async (c) =>
    c.json(okAs(ORDER_API.returnQuote, await returnQuote(deps.db, c.var.customer.id, orderNoOf(c.req.param('orderNo')), deps.clock.now()))),
  );

  routes.on(...at(ORDER_API.returnDevices), customer, validated(ORDER_API.returnDevices), async (c) => {
    const result = await requestReturn(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    // Bills paid ahead online go back through the provider: sent now, or by the scheduler.
    await followUp(result.order, deps.clock.now());
    return c.json(okAs(ORDER_API.returnDevices, result, FULFILMENT_MESSAGES.returned));
  });

  routes.on(...at(ORDER_API.tracking), customer, validated(ORDER_API.tracking), async (c) =>
    c.json(okAs(ORDER_API.tracking, await customerOrderTracking(deps.db, deps.tracking, c.var.customer.id, c.req.valid('query').orderNo, deps.clock.now()))),
  );

  return routes;
}
