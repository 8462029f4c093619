/**
 * The server side's one transport to the product server, for server components and route
 * handlers (never the browser). Answers are values: `{ ok: true, data }` or `{ ok: false, error }`
 * with the text of docs/product-rules.md#error-messages. Reads of a customer's own data go through
 * `customerRead`, which takes the session token from the request's cookie itself, so no page ever
 * handles a token.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { productApiUrl } from '@/lib/server-env';
import { readConsoleToken, readSessionToken } from '@/lib/session/cookies';
import { toQueryString } from '@/lib/http/query';
import { ApiError, type EnvelopeLike, errorFromEnvelope, errorFromStatus, errorFromTransport, type Result } from '@/lib/http/errors';
import type { Paged, RequestOf, RequestSchema, Target } from '@/contract/endpoint';
import { CODE, type Envelope, type PageEnvelope } from '@/contract/envelope';
import type { Page } from '@/lib/api/page';

/** `query` (a GET's) and `body` (a POST's) are typed by the endpoint's request schema. */
type ServerCallOptions<R extends RequestSchema | undefined = RequestSchema | undefined> = {
  token?: string;
  query?: RequestOf<R> & object;
  body?: RequestOf<R>;
  /** Cached reads name their lifetime and tags (contract/cacheTags.ts); everything else is never cached. */
  next?: { revalidate?: number | false; tags?: readonly string[] };
  timeoutMs?: number;
};

/**
 * What a server-side read of the customer's own data came to (docs/style.md#server-reads). Only `guest` (code 401:
 * no session, or one the product server ended) sends a person to the login page; `unavailable`
 * (no answer in time, a network error, HTTP 5xx, an answer that is no envelope, a refusal the read
 * did not expect) shows a retry page and keeps the session, since the session may be fine.
 */
export type Read<T> = { kind: 'ok'; data: T } | { kind: 'guest' } | { kind: 'missing' } | { kind: 'unavailable' };

/** A server call's answer as a Read: the envelope's code decides, never the HTTP status alone. */
export function readFrom<T>(result: Result<T>): Read<T> {
  if (result.ok) return { kind: 'ok', data: result.data };
  if (result.error.code === CODE.unauthorized) return { kind: 'guest' };
  if (result.error.code === CODE.notFound) return { kind: 'missing' };
  return { kind: 'unavailable' };
}

async function serverEnvelope<E extends EnvelopeLike>({ method, path }: Target, options: ServerCallOptions): Promise<Result<E>> {
  const query = options.query ? toQueryString(options.query) : '';
  const url = `${productApiUrl()}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.apiToken = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      ...(options.next ? { next: { ...options.next, tags: options.next.tags ? [...options.next.tags] : undefined } } : { cache: 'no-store' as const }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const envelope = (await response.json().catch(() => null)) as E | null;
    if (!envelope || typeof envelope.code !== 'number') return { ok: false, error: errorFromStatus(response.status) };
    if (envelope.code !== CODE.ok) return { ok: false, error: errorFromEnvelope(envelope) };
    return { ok: true, data: envelope };
  } catch (error) {
    return { ok: false, error: error instanceof ApiError ? error : errorFromTransport(error) };
  }
}

/** Calls an endpoint of the table (contract/endpoints/): the answer's data, typed by the table. */
export async function serverCall<T, R extends RequestSchema | undefined>(target: Target<T, R>, options: ServerCallOptions<R> = {}): Promise<Result<T>> {
  const result = await serverEnvelope<Envelope<T>>(target, options);
  return result.ok ? { ok: true, data: result.data.data as T } : result;
}

/** A paged call: `{ rows, total }`. */
export async function serverPage<T, R extends RequestSchema | undefined>(target: Target<Paged<T>, R>, options: ServerCallOptions<R> = {}): Promise<Result<Page<T>>> {
  const result = await serverEnvelope<PageEnvelope<T>>(target, options);
  return result.ok ? { ok: true, data: { rows: result.data.rows ?? [], total: result.data.total ?? 0 } } : result;
}

/**
 * A read of the logged-in customer's own data, with the session token from the request's cookie:
 * `guest` at once, without asking the product server, when there is no cookie. Never cached.
 */
export async function customerRead<T, R extends RequestSchema | undefined>(target: Target<T, R>, options: Omit<ServerCallOptions<R>, 'token' | 'next'> = {}): Promise<Read<T>> {
  const token = readSessionToken(await cookies());
  if (!token) return { kind: 'guest' };
  return readFrom(await serverCall(target, { ...options, token }));
}

/** The back-office session token (merchant or platform staff), for storefront pages such as /detailsPreview. */
export async function consoleToken(): Promise<string | undefined> {
  return readConsoleToken(await cookies());
}

/** For reads a page cannot render without: the data, or the error thrown (see ./goods.ts). */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.data;
}

/** For one thing by id: null when the product server says it does not exist (the page answers 404), the error thrown otherwise. */
export function unwrapFound<T>(result: Result<T>): T | null {
  if (!result.ok && result.error.code === CODE.notFound) return null;
  return unwrap(result);
}
