/**
 * Session checks for protected routes. The token travels in the apiToken header
 * (docs/product-rules.md#sessions). No header at all is answered with HTTP 401 as well as code 401,
 * so the storefront's client logs out; an unknown or expired token is code 401 in an HTTP 200.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { CODE } from '@/contract/envelope';
import { findSession } from '../domain/auth/sessions';
import { findSysUserById } from '../domain/console/login';
import { type SysUser } from '../domain/staff/scope';
import { findCustomerById, type CustomerAccount } from '../domain/customers/accounts';
import { MESSAGES } from '../domain/shared/refusal';
import type { AppDeps } from './env';
import { refuse } from './envelope';

export const TOKEN_HEADER = 'apiToken';

export function readToken(c: Context): string | undefined {
  const token = c.req.header(TOKEN_HEADER)?.trim();
  return token ? token : undefined;
}

const missing = (c: Context) => c.json(refuse(MESSAGES.sessionMissing, CODE.unauthorized), 401);
const expired = (c: Context) => c.json(refuse(MESSAGES.sessionExpired, CODE.unauthorized));

export type CustomerVariables = { Variables: { customer: CustomerAccount } };
export type SysUserVariables = { Variables: { sysUser: SysUser } };

export function requireCustomer(deps: AppDeps): MiddlewareHandler<CustomerVariables> {
  return async (c, next) => {
    const token = readToken(c);
    if (!token) return missing(c);
    const policy = { now: deps.clock.now(), ttlMs: deps.settings.customerSessionTtlMs };
    const owner = await findSession(deps.db, token, 'customer', policy);
    const customer = owner?.kind === 'customer' ? await findCustomerById(deps.db, owner.customerId) : null;
    if (!customer) return expired(c);
    c.set('customer', customer);
    await next();
  };
}

/** The customer of the request's token, or null (no token, unknown, expired): for public calls that say more to a customer. */
export async function customerOfRequest(deps: AppDeps, c: Context): Promise<CustomerAccount | null> {
  const token = readToken(c);
  if (!token) return null;
  const owner = await findSession(deps.db, token, 'customer', { now: deps.clock.now(), ttlMs: deps.settings.customerSessionTtlMs });
  return owner?.kind === 'customer' ? findCustomerById(deps.db, owner.customerId) : null;
}

export function requireSysUser(deps: AppDeps): MiddlewareHandler<SysUserVariables> {
  return async (c, next) => {
    const token = readToken(c);
    if (!token) return missing(c);
    const policy = { now: deps.clock.now(), ttlMs: deps.settings.sysSessionTtlMs };
    const owner = await findSession(deps.db, token, 'sys', policy);
    const user = owner?.kind === 'sys' ? await findSysUserById(deps.db, owner.sysUserId) : null;
    if (!user || user.disabled) return expired(c);
    c.set('sysUser', user);
    await next();
  };
}
