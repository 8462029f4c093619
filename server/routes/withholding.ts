/**
 * Automatic monthly payment (`/api/wUser/daikou…`, docs/product-rules.md#withholding): the
 * customer's agreement, read, signed and ended, with the payment provider's withholding when online
 * payment is on. The payments themselves are the scheduler's (domain/withholding/withhold.ts).
 */
import { Hono } from 'hono';
import { WITHHOLDING_MESSAGES } from '@/contract/withholding';
import { WITHHOLDING_API } from '@/contract/endpoints';
import { endWithholding, signWithholding, withholdingState } from '../domain/withholding/agreement';
import type { AppDeps, AppEnv } from '../http/env';
import { at, okAs, validated } from '../http/endpoint';
import { requireCustomer } from '../http/session';

export function withholdingRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const withholding = deps.payment?.withholding;
  const provider = withholding ? { withholding, log: deps.log } : null;

  routes.on(...at(WITHHOLDING_API.state), customer, validated(WITHHOLDING_API.state), async (c) =>
    c.json(okAs(WITHHOLDING_API.state, await withholdingState(deps.db, provider, c.var.customer.id, deps.clock.now()))),
  );

  routes.on(...at(WITHHOLDING_API.sign), customer, validated(WITHHOLDING_API.sign), async (c) => {
    const state = await signWithholding(deps.db, provider, c.var.customer.id, c.req.valid('json'), c.var.clientAddress || null, deps.clock.now());
    return c.json(okAs(WITHHOLDING_API.sign, state, state.agreement?.status === 'pending' ? WITHHOLDING_MESSAGES.signStarted : WITHHOLDING_MESSAGES.signed));
  });

  routes.on(...at(WITHHOLDING_API.end), customer, validated(WITHHOLDING_API.end), async (c) =>
    c.json(okAs(WITHHOLDING_API.end, await endWithholding(deps.db, provider, c.var.customer.id, deps.clock.now()), WITHHOLDING_MESSAGES.ended)),
  );

  return routes;
}
