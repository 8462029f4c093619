/**
 * One endpoint of the product server, declared once (docs/decisions/0004-endpoint-table.md): the
 * route registers its method and path from it, the storefront's clients call it and get its answer
 * type, the door forwards what it lists, and the attack suite drives every entry.
 */

import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Who may call: anyone, a signed-in customer, or back-office staff. */
export type Caller = 'none' | 'customer' | 'sys';

/**
 * Which session cookie the storefront's `/prod-api` door attaches: the customer's, the console's,
 * or the customer's only while the sandbox is the payment provider (`sandboxCashier`);
 * `paymentNotify`: none, for a payment provider's notification, forwarded with its signature headers
 * only while that provider is the one chosen. `null`: the door does not forward it (health, metrics,
 * the development routes).
 */
export type DoorSession = 'customer' | 'console' | 'sandboxCashier' | 'paymentNotify' | null;

/** An answer that is a page of rows (`{ code, msg, rows, total }` on the wire). */
export type Paged<T> = { readonly paged: T };
/** An answer that is a file (a download), not an envelope. */
export type FileAnswer = { readonly file: true };

/** `boolean` for the wide `string` (any endpoint), so that `Endpoint` alone takes every declaration. */
type HasParams<P extends string> = string extends P ? boolean : P extends `${string}/:${string}` ? true : false;

/** The `:name` segments of a path. */
export type PathParams<P extends string> = P extends `${string}/:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string | number }
  : P extends `${string}/:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

export type EndpointSpec = {
  readonly caller: Caller;
  readonly door: DoorSession;
  /** The largest body the route takes, when not the usual 64 KiB. */
  readonly maxBodyBytes?: number;
  /** A GET that changes something: the door refuses it from another site as it refuses a POST. */
  readonly getChangesState?: boolean;
  /** Served only by a development server (never in production). */
  readonly devOnly?: boolean;
};

/**
 * What the call sends, validated by the route before anything else: a JSON body, the query string,
 * or a form-encoded body (the downloads). An endpoint that declares none reads nothing from its request.
 */
export type RequestSchema = { readonly json: z.ZodType } | { readonly query: z.ZodType } | { readonly form: z.ZodType };

/** Where the request schema applies, and the schema. */
export function requestParts(request: RequestSchema): { kind: 'json' | 'query' | 'form'; schema: z.ZodType } {
  if ('json' in request) return { kind: 'json', schema: request.json };
  if ('query' in request) return { kind: 'query', schema: request.query };
  return { kind: 'form', schema: request.form };
}

/** What a caller sends to an endpoint: its schema's input, or nothing when it declares none. */
export type RequestOf<R> = R extends { readonly json: infer S extends z.ZodType }
  ? z.input<S>
  : R extends { readonly query: infer S extends z.ZodType }
    ? z.input<S>
    : R extends { readonly form: infer S extends z.ZodType }
      ? z.input<S>
      : undefined;

export type Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, A = unknown, R extends RequestSchema | undefined = RequestSchema | undefined> = EndpointSpec & {
  readonly method: M;
  readonly path: P;
  readonly request?: R;
  /** Type only: what the answer's `data` holds (never set at run time). */
  readonly answer?: A;
  /** Type only: set on paths with parameters, which must be bound (`bind`) before a call. */
  readonly unbound?: HasParams<P> extends false ? never : HasParams<P>;
};

/** A call's target: an endpoint without parameters, or one bound to its parameters' values. */
export type Target<A = unknown, R extends RequestSchema | undefined = RequestSchema | undefined> = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly answer?: A;
  readonly request?: R;
  readonly unbound?: never;
};

export type AnswerOf<E> = E extends { readonly answer?: infer A } ? A : never;

/**
 * Declares an endpoint: `endpoint('POST', '/api/wBill/list', CUSTOMER, { json: billListBody }).pages<BillView>()`.
 * The answer type is given after the method and path so that those two stay literal types.
 */
export function endpoint<const M extends HttpMethod, const P extends `/${string}`, R extends RequestSchema | undefined = undefined>(
  method: M,
  path: P,
  spec: EndpointSpec,
  request?: R,
) {
  const declared = { method, path, ...spec, ...(request ? { request } : {}) };
  return {
    answers: <A>(): Endpoint<M, P, A, R> => declared,
    pages: <T>(): Endpoint<M, P, Paged<T>, R> => declared,
    downloads: (): Endpoint<M, P, FileAnswer, R> => declared,
  };
}

/** The endpoint with its parameters filled in (each value URI-encoded), ready to call. */
export function bind<M extends HttpMethod, P extends string, A, R extends RequestSchema | undefined>(
  target: Endpoint<M, P, A, R>,
  params: PathParams<P>,
): Target<A, R> & { method: M } {
  const values = params as Record<string, string | number>;
  const path = target.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${target.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return { method: target.method, path, ...(target.request ? { request: target.request } : {}) };
}

/** The presets: who calls and which cookie the door attaches. */
export const ANYONE: EndpointSpec = { caller: 'none', door: 'customer' };
export const CUSTOMER: EndpointSpec = { caller: 'customer', door: 'customer' };
export const STAFF: EndpointSpec = { caller: 'sys', door: 'console' };
/** Back-office calls made before signing in (the captcha, the login, setting a password by SMS). */
export const STAFF_SIGN_IN: EndpointSpec = { caller: 'none', door: 'console' };
/** Served to operators and probes, never forwarded by the door. */
export const INTERNAL: EndpointSpec = { caller: 'none', door: null };

/** Where browsers reach the product server: the storefront's door (docs/architecture.md#the-door). */
export const DOOR_PREFIX = '/prod-api';

/** The URL a browser uses for a bound endpoint, e.g. a picture's `<img src>`. */
export function doorUrl(target: Target): string {
  return `${DOOR_PREFIX}${target.path}`;
}
