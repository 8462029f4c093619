/** A change of renting entity (`/api/wOrder/changeBodyOrder`): a customer session, and only the caller's orders. */
import { Hono } from 'hono';
import { CODE } from '@/lib/contract/envelope';
import { orderNoParam } from '@/lib/contract/orders';
import { orderTransferBody, TRANSFER_MESSAGES } from '@/lib/contract/orderTransfers';
import { transferOrder, transferPreview } from '../domain/orderTransfers';
import { MESSAGES, Refusal } from '../domain/refusal';
import { ok } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { jsonBody } from '../http/validate';

/** A malformed order number in the path names nothing: 404, like an unknown one. */
function orderNoOf(raw: string): string {
  const parsed = orderNoParam.safeParse(raw);
  if (!parsed.success) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return parsed.data;
}

export function orderTransferRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.get('/api/wOrder/changeBodyOrder/:orderNo', customer, async (c) =>
    c.json(ok(await transferPreview(deps.db, c.var.customer, orderNoOf(c.req.param('orderNo'))))),
  );

  routes.post('/api/wOrder/changeBodyOrder', customer, jsonBody(orderTransferBody), async (c) => {
    const result = await transferOrder(deps.db, c.var.customer, c.req.valid('json'), deps.clock.now());
    return c.json(ok(result, TRANSFER_MESSAGES.done));
  });

  return routes;
}
