/** The customer's own data: phone lookup (register/retrieve pages) and userInfo. */
import { Hono } from 'hono';
import { type PhoneLookup } from '@/contract/auth';
import type { VerificationState } from '@/contract/goods';
import { isPhoneRegistered, toUserInfo } from '../domain/customers/accounts';
import { verifyStatusOf } from '../domain/identity/state';
import { MINUTE_MS } from '../domain/shared/clock';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import { addressLimit, takeSlot } from '../domain/shared/throttle';
import type { AppDeps, AppEnv } from '../http/env';
import { ownGlobalId } from '../http/globalId';
import { requireCustomer } from '../http/session';
import { ACCOUNT_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

/** The lookup tells whether a phone is a customer: bound it per address against enumeration. */
const LOOKUPS_PER_TEN_MINUTES = 30;

export function customerRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(ACCOUNT_API.phoneStatus), validated(ACCOUNT_API.phoneStatus), async (c) => {
    const now = deps.clock.now();
    const limit = addressLimit('lookup', c.var.clientAddress, LOOKUPS_PER_TEN_MINUTES, 10 * MINUTE_MS);
    if (!(await takeSlot(deps.db, limit, now))) {
      throw new Refusal(MESSAGES.tooManyRequests);
    }
    const answer: PhoneLookup = { registered: await isPhoneRegistered(deps.db, c.req.valid('query').phone) };
    return c.json(okAs(ACCOUNT_API.phoneStatus, answer));
  });

  routes.on(...at(ACCOUNT_API.customer), requireCustomer(deps), validated(ACCOUNT_API.customer), ownGlobalId('json'), async (c) =>
    c.json(okAs(ACCOUNT_API.customer, toUserInfo(c.var.customer, await verifyStatusOf(deps.db, c.var.customer)))),
  );

  // The verified check (real-name or business verification), asked before renting (docs/product-rules.md#verification).
  routes.on(...at(ACCOUNT_API.verificationCheck), requireCustomer(deps), validated(ACCOUNT_API.verificationCheck), ownGlobalId('query'), async (c) => {
    const customer = c.var.customer;
    const { verifyStatus, verifyStatusName } = await verifyStatusOf(deps.db, customer);
    const answer: VerificationState = { verified: customer.verified, accountType: customer.accountType, status: verifyStatus, statusName: verifyStatusName };
    return c.json(okAs(ACCOUNT_API.verificationCheck, answer));
  });

  return routes;
}
