/** A protected page found the session gone: clear the cookies and ask for a login again. */
import { NextResponse, type NextRequest } from 'next/server';
import { clearSessionCookies } from '@/lib/session/cookie-writer';
import { loginUrlFor, safeRedirectTarget } from '@/lib/session/redirect';

export function GET(request: NextRequest): NextResponse {
  const target = safeRedirectTarget(request.nextUrl.searchParams.get('redirect'), '/myAccount');
  const response = NextResponse.redirect(new URL(loginUrlFor(target), request.url));
  response.headers.set('cache-control', 'no-store');
  clearSessionCookies(response);
  return response;
}
