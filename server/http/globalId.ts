/**
 * Some calls carry the GlobalId (`quanJuId` on the wire, docs/product-rules.md#api) the storefront
 * holds: the account it believes is logged in. An id of another account means the storefront's
 * state is stale (someone else logged in since), so the call is answered as an expired session
 * (code 401) and the storefront logs out. No id, or an empty one, leaves it to the session. Mounted
 * after requireCustomer and after the validator of the query or body it reads.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { CODE } from '@/contract/envelope';
import type { CustomerAccount } from '../domain/customers/accounts';
import { MESSAGES } from '../domain/shared/refusal';
import { refuse } from './envelope';

/** What the validated query or body holds of it. */
type GlobalIdField = { quanJuId?: string | undefined };

type From = 'query' | 'json' | { param: string };

/** What it needs of requireCustomer's customer. */
export type GlobalIdVariables = { Variables: { customer: Pick<CustomerAccount, 'globalId'> } };

function sentGlobalId(c: Context<GlobalIdVariables, string, { out: { query: GlobalIdField; json: GlobalIdField } }>, from: From): string | undefined {
  if (from === 'query' || from === 'json') return c.req.valid(from).quanJuId;
  return c.req.param(from.param);
}

export function ownGlobalId(from: 'query'): MiddlewareHandler<GlobalIdVariables, string, { out: { query: GlobalIdField } }>;
export function ownGlobalId(from: 'json'): MiddlewareHandler<GlobalIdVariables, string, { out: { json: GlobalIdField } }>;
export function ownGlobalId(from: { param: string }): MiddlewareHandler<GlobalIdVariables>;
export function ownGlobalId(from: From): MiddlewareHandler<GlobalIdVariables, string, { out: { query: GlobalIdField; json: GlobalIdField } }> {
  return async (c, next) => {
    const sent = sentGlobalId(c, from);
    if (sent !== undefined && sent !== '' && sent !== c.var.customer.globalId) return c.json(refuse(MESSAGES.sessionExpired, CODE.unauthorized));
    await next();
  };
}
