/** The customer's own data: phone lookup (register/retrieve pages) and userInfo. */
import { Hono } from 'hono';
import { phoneLookupQuery, userInfoQuery, type PhoneLookup } from '@/lib/contract/auth';
import { CODE } from '@/lib/contract/envelope';
import { MINUTE_MS } from '../domain/clock';
import { isPhoneRegistered, toUserInfo } from '../domain/customers';
import { MESSAGES, Refusal } from '../domain/refusal';
import { takeSlot } from '../domain/throttle';
import { ok, refuse } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { jsonBody, queryOf } from '../http/validate';

/** The lookup tells whether a phone is a customer: bound it per address against enumeration. */
const LOOKUP_LIMIT = { max: 30, windowMs: 10 * MINUTE_MS };

export function customerRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/wUser/pho', queryOf(phoneLookupQuery), async (c) => {
    const now = deps.clock.now();
    if (!(await takeSlot(deps.db, { key: `lookup:addr:${c.var.clientAddress}`, ...LOOKUP_LIMIT }, now))) {
      throw new Refusal(MESSAGES.tooManyRequests);
    }
    const answer: PhoneLookup = { registered: await isPhoneRegistered(deps.db, c.req.valid('query').phone) };
    return c.json(ok(answer));
  });

  routes.post('/auth/api/info/token', requireCustomer(deps), jsonBody(userInfoQuery), async (c) => {
    const customer = c.var.customer;
    const { quanJuId } = c.req.valid('json');
    // The storefront sends the GlobalId it holds; another account's id means its state is stale.
    if (quanJuId !== undefined && quanJuId !== '' && quanJuId !== customer.quanJuId) {
      return c.json(refuse(MESSAGES.sessionExpired, CODE.unauthorized));
    }
    return c.json(ok(toUserInfo(customer)));
  });

  return routes;
}
