/**
 * Turns the product server's answers and transport failures into one error type whose message is
 * the text of docs/product-rules.md#error-messages. Pure: no window, no UI, so server components use it too.
 */
import { CODE } from '@/contract/envelope';
import {
  ABORTED_TEXT,
  CODE_DEFAULT_TEXT,
  DUPLICATE_SUBMIT_TEXT,
  NETWORK_ERROR_TEXT,
  SESSION_INVALID_TEXT,
  TIMEOUT_TEXT,
  UNKNOWN_ERROR_TEXT,
  explainRefusal,
  httpStatusText,
} from './messages';

export type ApiErrorKind =
  | 'session' // no or expired session (code 401 or HTTP 401)
  | 'forbidden' // code 403
  | 'business' // code 500 refusal, and any other unexpected code
  | 'warning' // code 601
  | 'silent' // code 4547 (the caller handles data), or a call the page cancelled
  | 'network'
  | 'timeout'
  | 'http' // a non-2xx HTTP status, or an answer that is not an envelope
  | 'duplicate'; // refused client side by the duplicate-submit guard

export type ApiErrorDetails = {
  code?: number;
  status?: number;
  data?: unknown;
  retryable?: boolean;
  cause?: unknown;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The envelope's code, when the server answered one. */
  readonly code?: number;
  /** The HTTP status, when the failure was one. */
  readonly status?: number;
  /** The envelope's data (code 4547 carries what the caller needs) or the HTTP error body. */
  readonly data?: unknown;
  /** Whether trying the same call again later may succeed. */
  readonly retryable: boolean;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
    this.data = details.data;
    this.retryable = details.retryable ?? false;
  }
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The least an answer must have to be read as an envelope. */
export type EnvelopeLike = { code: number; msg?: string | null; data?: unknown };

export function isOkEnvelope(envelope: EnvelopeLike): boolean {
  return envelope.code === CODE.ok;
}

/** The server's msg, or the catalogue's default for the code when msg is empty. */
export function textForCode(code: number, msg: string | null | undefined): string {
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  return CODE_DEFAULT_TEXT[code] ?? UNKNOWN_ERROR_TEXT;
}

/** The error for an envelope whose code is not 200. */
export function errorFromEnvelope(envelope: EnvelopeLike): ApiError {
  const { code, data } = envelope;
  const text = textForCode(code, envelope.msg);
  switch (code) {
    case CODE.unauthorized:
      return new ApiError('session', SESSION_INVALID_TEXT, { code, data });
    case CODE.forbidden:
      return new ApiError('forbidden', text, { code, data });
    case CODE.refused:
      return new ApiError('business', explainRefusal(text), { code, data });
    case CODE.warning:
      return new ApiError('warning', text, { code, data });
    case CODE.handledByCaller:
      return new ApiError('silent', text, { code, data });
    default:
      return new ApiError('business', text, { code, data });
  }
}

/** The error for a non-2xx HTTP answer. */
export function errorFromStatus(status: number, data?: unknown): ApiError {
  if (status === 401) return new ApiError('session', SESSION_INVALID_TEXT, { status, data });
  if (status >= 200 && status < 300) {
    // A 2xx answer that was not an envelope (a proxy's HTML page, an empty body).
    return new ApiError('http', UNKNOWN_ERROR_TEXT, { status, data });
  }
  const retryable = status === 408 || status === 429 || status >= 500;
  return new ApiError('http', httpStatusText(status), { status, data, retryable });
}

export function duplicateSubmitError(): ApiError {
  return new ApiError('duplicate', DUPLICATE_SUBMIT_TEXT);
}

/**
 * The error for anything a fetch or ky call threw: ky's HTTPError, TimeoutError and
 * NetworkError, fetch's own TypeError and AbortSignal errors, or a plain `{ status }`.
 * Read by shape, not by class, so it works across bundles and on the server.
 */
export function errorFromTransport(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = nameOf(error);
  if (name === 'TimeoutError') return new ApiError('timeout', TIMEOUT_TEXT, { retryable: true, cause: error });
  if (name === 'AbortError') return new ApiError('silent', ABORTED_TEXT, { cause: error });
  const status = statusOf(error);
  if (status !== undefined) return errorFromStatus(status, dataOf(error));
  // fetch rejects with a TypeError when the connection fails; ky wraps the ones it recognises.
  if (name === 'NetworkError' || name === 'TypeError') {
    return new ApiError('network', NETWORK_ERROR_TEXT, { retryable: true, cause: error });
  }
  return new ApiError('http', UNKNOWN_ERROR_TEXT, { cause: error });
}

/** Errors and DOMExceptions from another realm (jsdom, a worker) fail instanceof: read the name. */
function nameOf(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('name' in error)) return '';
  return typeof error.name === 'string' ? error.name : '';
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const response = 'response' in error ? error.response : undefined;
  if (typeof response === 'object' && response !== null && 'status' in response && typeof response.status === 'number') {
    return response.status;
  }
  if ('status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

function dataOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
}
