/**
 * The browser's one transport to the product server: a ky instance on the same-origin
 * `/prod-api/` route handler (which adds the session token from the HttpOnly cookie), the
 * duplicate-submit guard, and the envelope and error rules (docs/product-rules.md#error-messages). Every failure
 * rejects with an ApiError after present.ts has shown it (unless the call is silent).
 */
import ky, { type KyInstance } from 'ky';
import type { Paged, RequestOf, RequestSchema, Target } from '@/contract/endpoint';
import type { Envelope, PageEnvelope } from '@/contract/envelope';
import type { Page } from '@/lib/api/page';
import { CLIENT_API_BASE, IS_TOKEN_HEADER, REQUEST_TIMEOUT_MS } from './constants';
import { type ApiError, errorFromEnvelope, errorFromStatus, errorFromTransport, isOkEnvelope, type EnvelopeLike } from './errors';
import { presentError, type PresentOptions } from './present';
import { toQueryString } from './query';
import { createRepeatSubmitGuard, type RepeatSubmitGuard } from './repeat-guard';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type CallOptions = {
  /** false: the route handler must not add the session token (login, register, SMS codes). */
  isToken?: boolean;
  /** false: skip the duplicate-submit guard (calls that are meant to repeat). */
  repeatSubmit?: boolean;
  /** true: show nothing; the error is still rejected. */
  silent?: boolean;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
};

export type RequestOptions = CallOptions & {
  method: HttpMethod;
  /** The product server's path, e.g. `api/wCar/list` (a leading slash is ignored). */
  path: string;
  /** Appended to the URL with toQueryString. */
  params?: object | null;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded) with toQueryString's rules. */
  form?: object | null;
  /** Sent as multipart/form-data (uploads); the browser writes the boundary. Never checked by the duplicate-submit guard. */
  multipart?: FormData;
};

export type HttpClientConfig = {
  /** Where `/prod-api/` is; tests give an absolute URL. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  repeatGuard?: RepeatSubmitGuard;
  /**
   * Who shows a failure; by default the shop's presenter. The back office has its own session
   * and its own answer to an expired one (lib/api/browser/console/transport.ts).
   */
  present?: (error: ApiError, options: PresentOptions) => Promise<void>;
};

export type HttpClient = {
  /** Resolves to the whole envelope of a code-200 answer (rows and total, page, token). */
  request<E extends EnvelopeLike = Envelope>(options: RequestOptions): Promise<E>;
  /** Binary answers pass through untouched: no envelope is read. */
  requestBlob(options: RequestOptions): Promise<Blob>;
  requestArrayBuffer(options: RequestOptions): Promise<ArrayBuffer>;
  /** GET and DELETE send paramsOrBody as the query, POST and PUT as the JSON body. */
  requestEnvelope<E extends EnvelopeLike = Envelope>(method: HttpMethod, path: string, paramsOrBody?: unknown, options?: CallOptions): Promise<E>;
  /** Resolves to the envelope's data. */
  call<T>(method: HttpMethod, path: string, paramsOrBody?: unknown, options?: CallOptions): Promise<T>;
  get<T>(path: string, params?: object | null, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  del<T>(path: string, params?: object | null, options?: CallOptions): Promise<T>;
  /**
   * Calls an endpoint of the table (contract/endpoints/): its method, its path, its answer's data.
   * What is sent (the query of a GET or DELETE, else the JSON body) is typed by the endpoint's request schema.
   */
  send<A, R extends RequestSchema | undefined>(target: Target<A, R>, paramsOrBody?: RequestOf<R>, options?: CallOptions): Promise<A>;
  /** Calls a paged endpoint of the table: `{ rows, total }`. */
  page<T, R extends RequestSchema | undefined>(target: Target<Paged<T>, R>, paramsOrBody?: RequestOf<R>, options?: CallOptions): Promise<Page<T>>;
  /** Sends a multipart body (a file) to an endpoint of the table: the answer's data, typed by the table. */
  upload<A>(target: Target<A>, form: FormData, options?: CallOptions): Promise<A | undefined>;
};

export function createHttpClient(config: HttpClientConfig = {}): HttpClient {
  const api: KyInstance = ky.create({
    prefix: config.baseUrl ?? CLIENT_API_BASE,
    timeout: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // A read may be tried once more when a gateway hiccups; a POST or PUT never repeats itself.
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    throwHttpErrors: true,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  const guard = config.repeatGuard ?? createRepeatSubmitGuard();
  const present = config.present ?? presentError;

  async function send(options: RequestOptions, accept: string): Promise<Response> {
    const query = toQueryString(options.params);
    const url = query ? `${options.path}${options.path.includes('?') ? '&' : '?'}${query}` : options.path;
    const headers = new Headers(options.headers);
    headers.set('accept', accept);
    if (options.isToken === false) headers.set(IS_TOKEN_HEADER, 'false');
    let body: string | FormData | undefined;
    if (options.multipart) {
      body = options.multipart;
    } else if (options.form) {
      body = toQueryString(options.form);
      headers.set('content-type', 'application/x-www-form-urlencoded;charset=utf-8');
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set('content-type', 'application/json;charset=utf-8');
    }
    const duplicate = typeof body === 'string' || body === undefined ? guard.check({ method: options.method, url, body, repeatSubmit: options.repeatSubmit }) : null;
    if (duplicate) throw duplicate;
    return api(url, {
      method: options.method,
      headers,
      body,
      ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /** Shows the failure once, in present.ts's words, and rejects with it. */
  async function guarded<R>(options: RequestOptions, run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (error) {
      const apiError = errorFromTransport(error);
      void present(apiError, { silent: options.silent });
      throw apiError;
    }
  }

  function request<E extends EnvelopeLike = Envelope>(options: RequestOptions): Promise<E> {
    return guarded(options, async () => {
      const response = await send(options, 'application/json');
      const envelope = await readEnvelope(response);
      if (!isOkEnvelope(envelope)) throw errorFromEnvelope(envelope);
      // The wire's shape is the caller's declaration: the product server's contract types it.
      return envelope as E;
    });
  }

  function requestEnvelope<E extends EnvelopeLike = Envelope>(method: HttpMethod, path: string, paramsOrBody?: unknown, options: CallOptions = {}): Promise<E> {
    const sendsQuery = method === 'GET' || method === 'DELETE';
    const params = sendsQuery && typeof paramsOrBody === 'object' ? paramsOrBody : undefined;
    return request<E>({ ...options, method, path, params, json: sendsQuery ? undefined : paramsOrBody });
  }

  async function call<T>(method: HttpMethod, path: string, paramsOrBody?: unknown, options?: CallOptions): Promise<T> {
    const envelope = await requestEnvelope<Envelope<T>>(method, path, paramsOrBody, options);
    // A call that answers without data (a void call) resolves to undefined.
    return envelope.data as T;
  }

  return {
    request,
    requestBlob: (options) => guarded(options, async () => (await send(options, '*/*')).blob()),
    requestArrayBuffer: (options) => guarded(options, async () => (await send(options, '*/*')).arrayBuffer()),
    requestEnvelope,
    call,
    get: (path, params, options) => call('GET', path, params, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    del: (path, params, options) => call('DELETE', path, params, options),
    send: (target, paramsOrBody, options) => call(target.method, target.path, paramsOrBody, options),
    page: async <T, R extends RequestSchema | undefined>(target: Target<Paged<T>, R>, paramsOrBody?: RequestOf<R>, options?: CallOptions) => {
      const answer = await requestEnvelope<PageEnvelope<T>>(target.method, target.path, paramsOrBody, options);
      return { rows: answer.rows ?? [], total: answer.total ?? 0 };
    },
    upload: async <A>(target: Target<A>, form: FormData, options?: CallOptions) =>
      (await request<Envelope<A>>({ ...options, method: target.method, path: target.path, multipart: form })).data,
  };
}

/** An empty body counts as success without data; a body that is not an envelope is an error. */
async function readEnvelope(response: Response): Promise<EnvelopeLike & Record<string, unknown>> {
  const text = await response.text();
  if (text.trim() === '') return { code: 200, msg: '' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errorFromStatus(response.status, text);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw errorFromStatus(response.status, value);
  const rawCode = 'code' in value ? Number(value.code) : Number.NaN;
  // Like the original shop, an answer without a code counts as success.
  return { ...value, code: Number.isFinite(rawCode) ? rawCode : 200 };
}

let defaultClient = createHttpClient();
let defaultConfig: HttpClientConfig = {};

/** Points the shared client somewhere else (tests: an absolute base URL). */
export function configureHttpClient(config: HttpClientConfig): HttpClient {
  defaultConfig = config;
  defaultClient = createHttpClient(config);
  return defaultClient;
}

/** Where the shared client points (another client of the same door, the back office's, follows it). */
export function httpClientConfig(): HttpClientConfig {
  return defaultConfig;
}

export function httpClient(): HttpClient {
  return defaultClient;
}

export function request<E extends EnvelopeLike = Envelope>(options: RequestOptions): Promise<E> {
  return defaultClient.request<E>(options);
}
export function requestEnvelope<E extends EnvelopeLike = Envelope>(method: HttpMethod, path: string, paramsOrBody?: unknown, options?: CallOptions): Promise<E> {
  return defaultClient.requestEnvelope<E>(method, path, paramsOrBody, options);
}
export function call<T>(method: HttpMethod, path: string, paramsOrBody?: unknown, options?: CallOptions): Promise<T> {
  return defaultClient.call<T>(method, path, paramsOrBody, options);
}
export function send<A, R extends RequestSchema | undefined>(target: Target<A, R>, paramsOrBody?: RequestOf<R>, options?: CallOptions): Promise<A> {
  return defaultClient.send(target, paramsOrBody, options);
}
export function page<T, R extends RequestSchema | undefined>(target: Target<Paged<T>, R>, paramsOrBody?: RequestOf<R>, options?: CallOptions): Promise<Page<T>> {
  return defaultClient.page(target, paramsOrBody, options);
}
export function upload<A>(target: Target<A>, form: FormData, options?: CallOptions): Promise<A | undefined> {
  return defaultClient.upload(target, form, options);
}
export function get<T>(path: string, params?: object | null, options?: CallOptions): Promise<T> {
  return defaultClient.get<T>(path, params, options);
}
export function post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
  return defaultClient.post<T>(path, body, options);
}
export function put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
  return defaultClient.put<T>(path, body, options);
}
export function del<T>(path: string, params?: object | null, options?: CallOptions): Promise<T> {
  return defaultClient.del<T>(path, params, options);
}
