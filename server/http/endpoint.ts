/**
 * A route registers the method and path its endpoint declares (contract/endpoints/):
 * `routes.on(...at(BILL_API.list), customer, …)`, Hono still inferring the path's parameters; and it
 * answers what the endpoint declares: `okAs(BILL_API.summary, summary)` does not compile when the
 * data is not the declared answer, so the server and its clients cannot disagree on a shape.
 */
import type { Endpoint, HttpMethod, Paged } from '@/contract/endpoint';
import type { Envelope, PageEnvelope } from '@/contract/envelope';
import { ok, okWithToken, page } from './envelope';

export const at = <M extends HttpMethod, P extends string>(endpoint: Endpoint<M, P, unknown>): [M, P] => [endpoint.method, endpoint.path];

/** The endpoint's data answer (`ok`), checked against its declaration. */
export function okAs<A>(_endpoint: Endpoint<HttpMethod, string, A>, data: NoInfer<A>, msg?: string): Envelope<A> {
  return ok(data, msg);
}

/** The endpoint's data answer with a session token (`okWithToken`: the logins), checked against its declaration. */
export function okWithTokenAs<A>(_endpoint: Endpoint<HttpMethod, string, A>, data: NoInfer<A>, token: string, msg: string): Envelope<A> {
  return okWithToken(data, token, msg);
}

/** The endpoint's page of rows (`page`), checked against its declaration. */
export function pageAs<T>(_endpoint: Endpoint<HttpMethod, string, Paged<T>>, rows: { rows: NoInfer<T>[]; total: number }): PageEnvelope<T> {
  return page(rows);
}
