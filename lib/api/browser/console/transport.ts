/**
 * The back office's one transport: the shop's ky client (duplicate-submit guard, query strings,
 * the error messages of docs/product-rules.md#error-messages) on the same /prod-api door, which
 * sends back-office paths the console's own session cookie. Only an expired session is answered
 * differently from the shop: for a code 401 the console asks the shop's question (系统提示 /
 * 登录状态已过期…; docs/product-rules.md#envelope), and "重新登录" ends the console session alone and
 * opens the console's login, coming back to the page afterwards; an HTTP 401 (the session is gone
 * on the server) does the same without asking. The customer's session in the same browser is never
 * touched.
 */
import type { FileAnswer, Paged, RequestOf, RequestSchema, Target } from '@/contract/endpoint';
import { CONSOLE_AUTH_API } from '@/contract/endpoints/consoleAuth';
import type { Page } from '@/lib/api/page';
import { createHttpClient, httpClientConfig, type CallOptions, type HttpClient } from '@/lib/http/client';
import { download, type DownloadOptions } from '@/lib/http/download';
import type { ApiError, Result } from '@/lib/http/errors';
import { SESSION_EXPIRED_PROMPT } from '@/lib/http/messages';
import { notifier } from '@/lib/http/notifier';
import { presentError, type PresentOptions } from '@/lib/http/present';
import { reloadAt } from '@/lib/navigation';
import { CONSOLE_LOGIN_PATH, consoleLoginUrlFor } from '@/lib/routes';

/** Set while the question is open, so the parallel 401s of one page ask it once. */
let sessionQuestion: Promise<void> | null = null;

/** Shows a failed console call: the session question for a lost session, the shop's notices otherwise (403: 当前操作没有权限). */
export function presentConsoleError(error: ApiError, options: PresentOptions = {}): Promise<void> {
  if (error.kind !== 'session') return presentError(error, options);
  // An HTTP 401 is state, not a notice: even a silent call's ends the session, as in the shop.
  const endsNow = error.status === 401;
  if (options.silent && !endsNow) return Promise.resolve();
  if (sessionQuestion) return sessionQuestion;
  if (endsNow && !options.silent) notifier().error(error.message);
  sessionQuestion = (endsNow ? leaveConsole(currentConsolePath()) : askToLogInAgain()).finally(() => {
    sessionQuestion = null;
  });
  return sessionQuestion;
}

async function askToLogInAgain(): Promise<void> {
  let confirmed = false;
  try {
    confirmed = await notifier().confirm({ ...SESSION_EXPIRED_PROMPT });
  } catch {
    // A dialog that failed to open counts as "stay on the page".
  }
  if (confirmed) await leaveConsole(currentConsolePath());
}

/** The page to come back to after logging in again; a tab refresh (/redirect/console/…) comes back to the page itself. */
function currentConsolePath(): string {
  const { pathname, search } = window.location;
  return `${pathname.replace(/^\/redirect(?=\/console\/)/, '')}${search}`;
}

/**
 * Ends the console session (the product server's row and the console cookie) and opens the
 * console's login with a full page load, so nothing of the session survives in memory.
 * `returnTo`: the page to come back to after logging in; without it, the login page itself.
 */
export async function leaveConsole(returnTo?: string): Promise<void> {
  try {
    // RuoYi's admin logout (docs/product-rules.md#sessions): the door clears the console cookie only.
    await consoleHttp.send(CONSOLE_AUTH_API.logout, {}, { silent: true, repeatSubmit: false });
  } catch {
    // Already gone on the product server: the cookie is cleared by the door's 401 all the same.
  }
  reloadAt(returnTo ? consoleLoginUrlFor(returnTo) : CONSOLE_LOGIN_PATH);
}

let created: HttpClient | null = null;

/** Made on first use, where the shop's client points (tests point it at msw), with the console's session handling. */
function client(): HttpClient {
  created ??= createHttpClient({ ...httpClientConfig(), present: presentConsoleError });
  return created;
}

/** The console's client: the shop's transport with the console's answer to a lost session. */
export const consoleHttp: HttpClient = {
  request: (options) => client().request(options),
  requestBlob: (options) => client().requestBlob(options),
  requestArrayBuffer: (options) => client().requestArrayBuffer(options),
  requestEnvelope: (method, path, paramsOrBody, options) => client().requestEnvelope(method, path, paramsOrBody, options),
  call: (method, path, paramsOrBody, options) => client().call(method, path, paramsOrBody, options),
  get: (path, params, options) => client().get(path, params, options),
  post: (path, body, options) => client().post(path, body, options),
  put: (path, body, options) => client().put(path, body, options),
  del: (path, params, options) => client().del(path, params, options),
  send: (target, paramsOrBody, options) => client().send(target, paramsOrBody, options),
  page: (target, paramsOrBody, options) => client().page(target, paramsOrBody, options),
  upload: (target, form, options) => client().upload(target, form, options),
};

/**
 * What a back-office list sends (contract/console.ts consoleListQuery): page, limit, sort, order
 * and the list's own filters. The product server validates each list's exact shape.
 */
export type ConsoleListQuery = { page: number; limit: number; sort?: string; order?: 'asc' | 'desc' } & { [filter: string]: string | number | undefined };

/**
 * A page of rows (`{ rows, total }`) from a GET with the query, or a POST with the body. The query
 * is the console table's, built at run time from the page's sort and filter settings, so it is
 * typed as the table's and not as the endpoint's schema; the product server validates its exact shape.
 */
export function consolePage<T>(target: Target<Paged<T>>, query: object, options: CallOptions = {}): Promise<Page<T>> {
  // A list is read again and again (paging, focus): never a duplicate submit.
  return consoleHttp.page(target, query, { repeatSubmit: false, ...options });
}

/** The file download of docs/product-rules.md#downloads for the back office: form-encoded POST of the filters, a blob saved as `fileName`. */
export function consoleDownload<R extends RequestSchema | undefined>(
  target: Target<FileAnswer, R>,
  form: RequestOf<R>,
  fileName: string,
  options: Omit<DownloadOptions, 'client' | 'present'> = {},
): Promise<Result<void>> {
  return download(target, form, fileName, { ...options, client: consoleHttp, present: presentConsoleError });
}
