/** A change of renting entity (`/api/wOrder/changeBodyOrder`): a customer session, and only the caller's orders. */
import { Hono } from 'hono';
import { TRANSFER_MESSAGES } from '@/contract/orderTransfers';
import { transferPreview } from '../domain/orders/transferPreview';
import { transferOrder } from '../domain/orders/transfers';
import { orderFollowUp } from '../domain/onlineTrades/followUp';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { orderNoOf } from './orders';
import { ORDER_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function orderTransferRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const followUp = orderFollowUp(deps.db, deps.payment, deps.log);

  routes.on(...at(ORDER_API.transferPreview), customer, async (c) =>
    c.json(okAs(ORDER_API.transferPreview, await transferPreview(deps.db, c.var.customer, orderNoOf(c.req.param('orderNo'))))),
  );

  routes.on(...at(ORDER_API.transfer), customer, validated(ORDER_API.transfer), async (c) => {
    // The person signs the transfer agreement by this submit: its address is kept with the signature.
    const result = await transferOrder(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now(), c.var.clientAddress || null);
    // A deposit paid online goes back through the provider: sent now, or by the scheduler.
    await followUp(result, deps.clock.now());
    return c.json(okAs(ORDER_API.transfer, result, TRANSFER_MESSAGES.done));
  });

  return routes;
}
