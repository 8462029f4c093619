/**
 * What /prod-api/* does with one call: see app/prod-api/[...path]/route.ts.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { productApiUrl } from '@/lib/server-env';
import { readConsoleToken, readSessionToken } from './cookies';
import { clearSessionCookies, writeConsoleCookie, writeSessionCookies } from './cookie-writer';

/** Bodies larger than this never reach the product server (it refuses over 64 KiB anyway). */
const MAX_BODY_BYTES = 1024 * 1024;
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'cache-control'];
const LOGOUT_PATHS = new Set(['auth/api/logout', 'logout']);
/** Back-office calls carry the back-office token, never the customer's (and the other way round). */
const CONSOLE_LOGIN_PATH = 'auth/api/login/sys';
const CONSOLE_PATH_PREFIXES = ['auth/api/info/sys', 'auth/api/menus/sys/', 'api/wGoods/preview/'];
const isConsolePath = (joined: string) => joined === CONSOLE_LOGIN_PATH || CONSOLE_PATH_PREFIXES.some((prefix) => joined.startsWith(prefix));

function jsonAnswer(status: number, code: number, msg: string): NextResponse {
  return NextResponse.json({ code, msg }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The browser's address as the storefront's own server saw it (its last forwarded hop). */
function clientAddress(request: NextRequest): string | null {
  const hops = request.headers.get('x-forwarded-for')?.split(',').map((hop) => hop.trim()).filter(Boolean);
  return hops?.at(-1) ?? request.headers.get('x-real-ip');
}

/** A state-changing call must come from the shop's own pages (defence beside SameSite=Lax). */
function isCrossSite(request: NextRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'cross-site';
  try {
    return new URL(origin).host !== (request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  } catch {
    return true;
  }
}

function targetUrl(request: NextRequest, path: string[]): string {
  const encoded = path.map((segment) => encodeURIComponent(segment)).join('/');
  return `${productApiUrl()}/${encoded}${request.nextUrl.search}`;
}

export async function forwardToProductServer(request: NextRequest, path: string[]): Promise<NextResponse> {
  if (path.some((segment) => segment === '..' || segment === '.')) return jsonAnswer(400, 404, '访问资源不存在');
  if (isCrossSite(request)) return jsonAnswer(403, 403, '当前操作没有权限');

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const joinedPath = path.join('/');
  const consoleCall = isConsolePath(joinedPath);
  const token = consoleCall ? readConsoleToken(request.cookies) : readSessionToken(request.cookies);
  if (token && request.headers.get('isToken') !== 'false') headers.set('apiToken', token);
  const address = clientAddress(request);
  if (address) headers.set('x-forwarded-for', address);

  let body: ArrayBuffer | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > MAX_BODY_BYTES) return jsonAnswer(413, 500, '请求内容过大');
    body = await request.arrayBuffer();
    if (body.byteLength > MAX_BODY_BYTES) return jsonAnswer(413, 500, '请求内容过大');
  }

  let upstream: Response;
  try {
    upstream = await fetch(targetUrl(request, path), {
      method: request.method,
      headers,
      body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return jsonAnswer(502, 500, '后端接口连接异常');
  }

  const contentType = upstream.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) {
    const passthrough = new NextResponse(upstream.body, { status: upstream.status });
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

  const response = NextResponse.json(envelope, { status: upstream.status, headers: { 'cache-control': 'no-store' } });
  if (issuedToken && consoleCall) {
    writeConsoleCookie(request, response, issuedToken);
  } else if (issuedToken) {
    await writeSessionCookies(request, response, issuedToken);
    // A login over an existing session replaces it: end the old one on the product server too.
    if (token && token !== issuedToken) void endSession(token);
  } else if (!consoleCall && (LOGOUT_PATHS.has(joinedPath) || (headers.has('apiToken') && (envelope.code === 401 || upstream.status === 401)))) {
    clearSessionCookies(response);
  }
  return response;
}

async function endSession(token: string): Promise<void> {
  try {
    await fetch(`${productApiUrl()}/auth/api/logout`, {
      method: 'POST',
      headers: { apiToken: token, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    // The old session expires by itself; nothing the customer needs to know.
  }
}
