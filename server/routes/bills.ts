/** The customer's bills (`/api/wBill/…`): every call needs a customer session and sees only that customer's bills. */
import { Hono } from 'hono';
import { BILL_MESSAGES, billListBody, billPaymentBody } from '@/contract/bills';
import { payBillByBalance } from '../domain/bills/pay';
import { billPage } from '../domain/bills/read';
import type { AppDeps, AppEnv } from '../http/env';
import { ok, page } from '../http/envelope';
import { requireCustomer } from '../http/session';
import { jsonBody } from '../http/validate';

export function billRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.post('/api/wBill/list', customer, jsonBody(billListBody), async (c) => c.json(page(await billPage(deps.db, c.var.customer.id, c.req.valid('json')))));

  routes.post('/api/wBill/yezf', customer, jsonBody(billPaymentBody), async (c) => {
    const payment = await payBillByBalance(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    return c.json(ok(payment, BILL_MESSAGES.paid));
  });

  return routes;
}
