/**
 * The server side's one transport to the product server: server components and route handlers
 * call it with the session token from the cookie (never the browser). Answers are values:
 * `{ ok: true, data }` or `{ ok: false, error }` with SPEC.md section 8's text.
 */
import { productApiUrl } from '@/lib/server-env';
import { toQueryString } from '@/lib/http/query';
import { ApiError, type EnvelopeLike, errorFromEnvelope, errorFromStatus, errorFromTransport, type Result } from '@/lib/http/errors';
import { CODE, type Envelope, type PageEnvelope } from '@/contract/envelope';

type ServerCallOptions = {
  token?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Cached reads name their lifetime and tags (lib/cache.ts); everything else is never cached. */
  next?: { revalidate?: number | false; tags?: readonly string[] };
  timeoutMs?: number;
};

/**
 * What a server-side read of the customer's own data came to (STYLE.md). Only `guest` (code 401:
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

/** A page of rows as paged calls answer (`{ rows, total }`). */
export type Page<T> = { rows: T[]; total: number };

async function serverEnvelope<E extends EnvelopeLike>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: ServerCallOptions,
): Promise<Result<E>> {
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

export async function serverCall<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: ServerCallOptions = {}): Promise<Result<T>> {
  const result = await serverEnvelope<Envelope<T>>(method, path, options);
  return result.ok ? { ok: true, data: result.data.data as T } : result;
}

/** A paged call: `{ rows, total }`. */
export async function serverPage<T>(method: 'GET' | 'POST', path: string, options: ServerCallOptions = {}): Promise<Result<Page<T>>> {
  const result = await serverEnvelope<PageEnvelope<T>>(method, path, options);
  return result.ok ? { ok: true, data: { rows: result.data.rows ?? [], total: result.data.total ?? 0 } } : result;
}

/** For reads a page cannot render without: the data, or the error thrown (see lib/api/goods.ts). */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.data;
}

/** For one thing by id: null when the product server says it does not exist (the page answers 404), the error thrown otherwise. */
export function unwrapFound<T>(result: Result<T>): T | null {
  if (!result.ok && result.error.code === CODE.notFound) return null;
  return unwrap(result);
}
