/**
 * What /prod-api/* does with one call: see app/prod-api/[...path]/route.ts.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { productApiUrl } from '@/lib/server-env';
import { readConsoleToken, readSessionToken } from './cookies';
import { clearConsoleCookie, clearSessionCookies, writeConsoleCookie, writeSessionCookies } from './cookie-writer';
import { ACCOUNT_API } from '@/contract/endpoints/account';
import { CONSOLE_AUTH_API } from '@/contract/endpoints/consoleAuth';
import { changesState, doorRoute, type DoorSession } from './door-paths';
import { readRequestBodyWithin } from './limited-body';

/** Bodies larger than this never reach the product server (it refuses over 64 KiB anyway), except on routes that say more (door-paths.ts). */
const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The User-Agent describes a login in the customer's device list and sign-ins (/accountSafe); the
 * request id (set by scripts/storefront.mjs) ties the product server's log lines to this request.
 */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'user-agent', 'x-request-id'];
/** WeChat Pay signs its notifications in these headers (the body's signature, its time, nonce and key serial); Alipay signs inside the body. */
const NOTIFICATION_SIGNATURE_HEADERS = ['wechatpay-signature', 'wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-serial', 'wechatpay-signature-type'];
/** The product server's own Cache-Control is not passed on: every door answer is one person's. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition'];
const NO_STORE = 'private, no-store';
/**
 * Each session has its own logout, which ends that session on the product server and clears
 * that session's cookie, never the other's (docs/product-rules.md#sessions). The customer's is
 * `POST auth/api/logout` (lib/api/browser/account.ts). The back office's is `POST /logout`: the
 * original API lists it beside the customer's, and it is RuoYi's admin logout, which the
 * back-office pages of the original shop call. The product server ends only a session of the path's
 * own kind (server/routes/logout.ts), and the door sends each path the token of its own session.
 */
const LOGOUT_PATH: Record<DoorSession, string> = { customer: ACCOUNT_API.logout.path.slice(1), console: CONSOLE_AUTH_API.logout.path.slice(1) };

function jsonAnswer(status: number, code: number, msg: string): NextResponse {
  return NextResponse.json({ code, msg }, { status, headers: { 'cache-control': NO_STORE } });
}

/** The browser's address as the storefront's own server saw it (its last forwarded hop). */
function clientAddress(request: NextRequest): string | null {
  const hops = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops?.at(-1) ?? request.headers.get('x-real-ip');
}

/**
 * A state-changing call (door-paths.ts: changesState) must come from the shop's own pages
 * (defence beside SameSite=Lax, which lets a top-level cross-site GET carry the cookie). A browser
 * that says the call is cross-site, or same-site (a sibling subdomain, which SameSite does not
 * stop), is believed whatever the Origin; otherwise the Origin must be this host.
 */
function isCrossSite(request: NextRequest): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== (request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  } catch {
    return true;
  }
}

function targetUrl(request: NextRequest, path: string): string {
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${productApiUrl()}/${encoded}${request.nextUrl.search}`;
}

export async function forwardToProductServer(request: NextRequest, segments: string[]): Promise<NextResponse> {
  const route = doorRoute(segments);
  if (!route) return jsonAnswer(404, 404, '访问资源不存在');
  if (changesState(route, request.method) && isCrossSite(request)) return jsonAnswer(403, 403, '当前操作没有权限');

  const headers = new Headers();
  for (const name of route.paymentNotify ? [...FORWARDED_REQUEST_HEADERS, ...NOTIFICATION_SIGNATURE_HEADERS] : FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const consoleCall = route.session === 'console';
  const logout = route.path === LOGOUT_PATH[route.session];
  // A provider's notification never carries anyone's session.
  const token = route.paymentNotify ? null : consoleCall ? readConsoleToken(request.cookies) : readSessionToken(request.cookies);
  // A logout always carries its token: clearing the cookie of a session left alive would only hide it.
  if (token && (logout || request.headers.get('isToken') !== 'false')) headers.set('apiToken', token);
  const address = clientAddress(request);
  if (address) headers.set('x-forwarded-for', address);

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const read = await readRequestBodyWithin(request, route.maxBodyBytes ?? MAX_BODY_BYTES);
    if (!read) return jsonAnswer(413, 500, '请求内容过大');
    body = read;
  }

  let upstream: Response;
  try {
    upstream = await fetch(targetUrl(request, route.path), {
      method: request.method,
      headers,
      body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(route.timeoutMs),
    });
  } catch {
    return jsonAnswer(502, 500, '后端接口连接异常');
  }

  const contentType = upstream.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) {
    const passthrough = new NextResponse(upstream.body, { status: upstream.status, headers: { 'cache-control': NO_STORE } });
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) passthrough.headers.set(name, value);
    }
    return passthrough;
  }

  const envelope = (await upstream.json().catch(() => null)) as Record<string, unknown> | null;
  if (envelope === null) return jsonAnswer(502, 500, '系统接口502异常');
  const issuedToken = typeof envelope.token === 'string' ? envelope.token : null;
  if (issuedToken) delete envelope.token;

  const response = NextResponse.json(envelope, { status: upstream.status, headers: { 'cache-control': NO_STORE } });
  if (issuedToken) {
    if (consoleCall) writeConsoleCookie(request, response, issuedToken);
    else await writeSessionCookies(request, response, issuedToken);
    // A login over an existing session replaces it: end the old one on the product server too.
    if (token && token !== issuedToken) void endSession(route.session, token);
  } else if (logout || (headers.has('apiToken') && (envelope.code === 401 || upstream.status === 401))) {
    if (consoleCall) clearConsoleCookie(response);
    else clearSessionCookies(response);
  }
  return response;
}

async function endSession(session: DoorSession, token: string): Promise<void> {
  try {
    await fetch(`${productApiUrl()}/${LOGOUT_PATH[session]}`, {
      method: 'POST',
      headers: { apiToken: token, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    // The old session expires by itself; nothing the customer needs to know.
  }
}
