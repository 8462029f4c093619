/**
 * Cheap, stateless routing only (ARCHITECTURE.md): the root redirect, the mobile redirect, the
 * login redirect for a non-public page without a session cookie, and the rewrite of query-addressed
 * public pages to their cached form (lib/routing/cached-routes.ts). It is not the security
 * boundary: every protected page and product-server call checks the session again.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { readSessionToken } from '@/lib/session/cookies';
import { DESKTOP_PREFERENCE_COOKIE, isMobileAgent } from '@/lib/device';
import { cachedRewrite, isCachedInternalPath } from '@/lib/routing/cached-routes';
import { HOME_PATH, LOGIN_PATH, MOBILE_HOME_PATH, PATH_HEADER, isPublicPath } from '@/lib/routes';

/** Home routes send a phone to the mobile page; deep links (a shared product) stay where they point. */
const MOBILE_REDIRECTED = new Set(['/', HOME_PATH]);

export function middleware(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;

  // "电脑版" on the mobile page links to /Homepage?desktop=1: remember the choice for a month.
  const choseDesktop = pathname === HOME_PATH && request.nextUrl.searchParams.get('desktop') === '1';
  if (MOBILE_REDIRECTED.has(pathname) && !choseDesktop && !request.cookies.has(DESKTOP_PREFERENCE_COOKIE)) {
    if (isMobileAgent(request.headers.get('user-agent'), request.headers.get('sec-ch-ua-mobile'))) {
      return NextResponse.redirect(new URL(MOBILE_HOME_PATH, request.url));
    }
  }
  if (pathname === '/') return NextResponse.redirect(new URL(HOME_PATH, request.url));

  const fullPath = `${pathname}${search}`;
  if (isCachedInternalPath(pathname)) return NextResponse.next();
  if (!isPublicPath(pathname) && !readSessionToken(request.cookies)) {
    const login = new URL(LOGIN_PATH, request.url);
    login.searchParams.set('redirect', fullPath);
    return NextResponse.redirect(login);
  }

  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, fullPath);
  const rewritten = cachedRewrite(pathname, request.nextUrl.searchParams);
  const response = rewritten
    ? NextResponse.rewrite(new URL(rewritten, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  if (choseDesktop) response.cookies.set(DESKTOP_PREFERENCE_COOKIE, '1', { path: '/', maxAge: 30 * 24 * 60 * 60, sameSite: 'lax' });
  return response;
}

export const config = {
  // Pages only: never the product-server door, Next's assets, or files with an extension.
  matcher: ['/((?!prod-api/|revalidate$|_next/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.[A-Za-z0-9]+$).*)'],
};
