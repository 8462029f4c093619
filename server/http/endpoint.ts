/**
 * A route registers the method and path its endpoint declares (contract/endpoints/):
 * `routes.on(...at(BILL_API.list), customer, …)`, Hono still inferring the path's parameters; and it
 * answers what the endpoint declares: `okAs(BILL_API.summary, summary)` does not compile when the
 * data is not the declared answer, so the server and its clients cannot disagree on a shape. It
 * validates what the endpoint declares it takes (`validated(BILL_API.list)`), with the same schema
 * the clients' calls are typed by.
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { requestParts, type Endpoint, type HttpMethod, type Paged, type RequestSchema } from '@/contract/endpoint';
import type { Envelope, PageEnvelope } from '@/contract/envelope';
import type { AppEnv } from './env';
import { ok, okWithToken, page } from './envelope';
import { formBody, jsonBody, queryOf } from './validate';

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

/** What `c.req.valid(…)` holds after `validated`: the declared schema's output under its kind. */
type ValidatedInput<R> = R extends { readonly json: infer S extends z.ZodType }
  ? { json: z.output<S> }
  : R extends { readonly query: infer S extends z.ZodType }
    ? { query: z.output<S> }
    : R extends { readonly form: infer S extends z.ZodType }
      ? { form: z.output<S> }
      : never;

/**
 * Validates the request with the schema its endpoint declares (a JSON body, the query, or a
 * download's form), refusing a malformed one in Chinese before the handler runs (http/validate.ts).
 */
export function validated<R extends RequestSchema>(endpoint: Endpoint<HttpMethod, string, unknown, R>): MiddlewareHandler<AppEnv, string, { out: ValidatedInput<R> }> {
  if (!endpoint.request) throw new Error(`${endpoint.method} ${endpoint.path} declares no request to validate`);
  const { kind, schema } = requestParts(endpoint.request);
  // Each validator puts the schema's output under the kind R declares: the type above says the same.
  const middleware: MiddlewareHandler<AppEnv> = kind === 'json' ? jsonBody(schema) : kind === 'query' ? queryOf(schema) : formBody(schema);
  return middleware as MiddlewareHandler<AppEnv, string, { out: ValidatedInput<R> }>;
}
