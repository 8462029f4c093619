/**
 * Verification (`/api/wUserAuth/…`): the customer's state and the two submissions; and the
 * platform's review (`/api/sys/userAuth/…`, back-office session, role admin only; the decision
 * needs the `verify:review` button).
 */
import { Hono, type Context } from 'hono';
import { VERIFICATION_MESSAGES, verificationIdParam } from '@/contract/identity';
import { reviewDetail, reviewQueue, reviewVerification } from '../domain/identity/review';
import { verificationOf } from '../domain/identity/state';
import { submitCompanyVerification, submitPersonVerification } from '../domain/identity/submit';
import { notFound } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission } from '../http/permissions';
import { requireCustomer, requireSysUser } from '../http/session';
import { CONSOLE_IDENTITY_API, IDENTITY_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

/** A request id in the path; a malformed one names nothing (404, like an unknown one). */
function requestIdOf(c: Context): number {
  const parsed = verificationIdParam.safeParse(c.req.param('id'));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function identityRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const sysUser = requireSysUser(deps);

  routes.on(...at(IDENTITY_API.state), customer, validated(IDENTITY_API.state), async (c) => c.json(okAs(IDENTITY_API.state, await verificationOf(deps.db, c.var.customer))));

  routes.on(...at(IDENTITY_API.submitPerson), customer, validated(IDENTITY_API.submitPerson), async (c) => {
    const { view, message } = await submitPersonVerification(deps.db, deps.verification, deps.log, c.var.customer, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(IDENTITY_API.submitPerson, view, message));
  });

  routes.on(...at(IDENTITY_API.submitCompany), customer, validated(IDENTITY_API.submitCompany), async (c) => {
    const { view, message, creditCodeWarning } = await submitCompanyVerification(deps.db, deps.verification, deps.log, c.var.customer, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(IDENTITY_API.submitCompany, { ...view, creditCodeWarning }, message));
  });

  routes.on(...at(CONSOLE_IDENTITY_API.list), sysUser, validated(CONSOLE_IDENTITY_API.list), async (c) =>
    c.json(pageAs(CONSOLE_IDENTITY_API.list, await reviewQueue(deps.db, c.var.sysUser, c.req.valid('query')))),
  );

  routes.on(...at(CONSOLE_IDENTITY_API.detail), sysUser, validated(CONSOLE_IDENTITY_API.detail), async (c) =>
    c.json(okAs(CONSOLE_IDENTITY_API.detail, await reviewDetail(deps.db, c.var.sysUser, requestIdOf(c)))),
  );

  routes.on(...at(CONSOLE_IDENTITY_API.review), sysUser, requirePermission(deps, 'verify:review'), validated(CONSOLE_IDENTITY_API.review), async (c) => {
    const reviewed = await reviewVerification(deps.db, c.var.sysUser, requestIdOf(c), c.req.valid('json'), deps.clock.now());
    return c.json(okAs(CONSOLE_IDENTITY_API.review, reviewed, VERIFICATION_MESSAGES.reviewed));
  });

  return routes;
}
