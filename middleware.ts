/**
 * Cheap, stateless routing only (docs/architecture.md#middleware): the root redirect, the mobile redirect, the
 * login redirect for a login-only page without a session cookie, the rewrite of query-addressed
 * public pages to their cached form (lib/routing/cached-routes.ts), and the security headers of
 * every page answer (lib/routing/security-headers.ts). It is not the security boundary: every
 * protected page and product-server call checks the session again.
 *
 * Routes come from one table (lib/routes.ts). A path that is no route of the shop passes through
 * untouched, so Next answers its 404 page with HTTP 404, whoever asks.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { readConsoleToken, readSessionToken } from '@/lib/session/cookies';
import { DESKTOP_PREFERENCE_COOKIE, isMobileAgent } from '@/lib/device';
import { cachedRewrite, isCachedInternalPath } from '@/lib/routing/cached-routes';
import { contentSecurityPolicy, newNonce, pageSecurityHeaders, PRIVATE_NO_STORE } from '@/lib/routing/security-headers';
import { consoleLoginUrlFor, HOME_PATH, LOGIN_PATH, MOBILE_HOME_PATH, PATH_HEADER, routeAccess } from '@/lib/routes';

/** Home routes send a phone to the mobile page; deep links (a shared product) stay where they point. */
const MOBILE_REDIRECTED = new Set(['/', HOME_PATH]);

export function middleware(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const https = request.headers.get('x-forwarded-proto') === 'https';
  const development = process.env.NODE_ENV === 'development';
  const publicHeaders = () => pageSecurityHeaders({ https, development });

  // "电脑版" on the mobile page links to /Homepage?desktop=1: remember the choice for a month.
  const choseDesktop = pathname === HOME_PATH && request.nextUrl.searchParams.get('desktop') === '1';
  if (MOBILE_REDIRECTED.has(pathname) && !choseDesktop && !request.cookies.has(DESKTOP_PREFERENCE_COOKIE)) {
    if (isMobileAgent(request.headers.get('user-agent'), request.headers.get('sec-ch-ua-mobile'))) {
      return withHeaders(NextResponse.redirect(new URL(MOBILE_HOME_PATH, request.url)), publicHeaders());
    }
  }
  if (pathname === '/') return withHeaders(NextResponse.redirect(new URL(HOME_PATH, request.url)), publicHeaders());
  if (isCachedInternalPath(pathname)) return withHeaders(NextResponse.next(), publicHeaders());

  const fullPath = `${pathname}${search}`;
  const access = routeAccess(pathname);
  const loginOnly = access === 'login-only';
  if (loginOnly && !readSessionToken(request.cookies)) {
    const login = new URL(LOGIN_PATH, request.url);
    login.searchParams.set('redirect', fullPath);
    return withHeaders(NextResponse.redirect(login), [...publicHeaders(), ['Cache-Control', PRIVATE_NO_STORE]]);
  }
  // The back office has its own session: a customer's cookie opens nothing there.
  if (access === 'console' && !readConsoleToken(request.cookies)) {
    return withHeaders(NextResponse.redirect(new URL(consoleLoginUrlFor(fullPath), request.url)), [...publicHeaders(), ['Cache-Control', PRIVATE_NO_STORE]]);
  }

  // Login-only pages (and the whole back office) render per request, so they can afford a nonce
  // (see security-headers.ts); Next finds it in the request's Content-Security-Policy header and
  // puts it on its scripts.
  const perRequest = loginOnly || access === 'console' || access === 'console-login';
  const nonce = perRequest ? newNonce() : undefined;
  const page = { nonce, https, development };
  const security = pageSecurityHeaders(page);
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, fullPath);
  if (nonce) headers.set('Content-Security-Policy', contentSecurityPolicy(page));
  if (perRequest) security.push(['Cache-Control', PRIVATE_NO_STORE]);
  const rewritten = cachedRewrite(pathname, request.nextUrl.searchParams);
  const response = rewritten ? NextResponse.rewrite(new URL(rewritten, request.url), { request: { headers } }) : NextResponse.next({ request: { headers } });
  if (choseDesktop) response.cookies.set(DESKTOP_PREFERENCE_COOKIE, '1', { path: '/', maxAge: 30 * 24 * 60 * 60, sameSite: 'lax' });
  return withHeaders(response, security);
}

function withHeaders(response: NextResponse, headers: ReadonlyArray<[string, string]>): NextResponse {
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: never the product-server door, Next's assets, or files with an extension.
  matcher: ['/((?!prod-api/|revalidate$|_next/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.[A-Za-z0-9]+$).*)'],
};
