/**
 * Sets and clears the session cookies on a route handler's answer. Only route handlers write
 * them: the login answer passes through /prod-api, which moves the token into the cookie.
 */
import type { NextRequest, NextResponse } from 'next/server';
import {
  CONSOLE_SESSION_COOKIE,
  CONSOLE_SESSION_MAX_AGE_SECONDS,
  SESSION_COOKIE,
  SESSION_MARKER_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  tokenCookieName,
  tokenCookieNames,
} from './cookies';
import { sessionMarker } from './marker';

/** Secure whenever the shop is served over https (directly or behind a TLS proxy), or forced. */
function isSecure(request: NextRequest): boolean {
  if (process.env.COOKIE_SECURE === '1') return true;
  if (process.env.COOKIE_SECURE === '0') return false;
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwardedProto ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

export async function writeSessionCookies(request: NextRequest, response: NextResponse, token: string): Promise<void> {
  const secure = isSecure(request);
  const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: SESSION_MAX_AGE_SECONDS };
  response.cookies.set(tokenCookieName(SESSION_COOKIE, secure), token, { ...common, httpOnly: true });
  response.cookies.set(SESSION_MARKER_COOKIE, await sessionMarker(token), { ...common, httpOnly: false });
}

/** The back-office token: HttpOnly, as long as a back-office session lasts. */
export function writeConsoleCookie(request: NextRequest, response: NextResponse, token: string): void {
  const secure = isSecure(request);
  response.cookies.set(tokenCookieName(CONSOLE_SESSION_COOKIE, secure), token, { path: '/', sameSite: 'lax', secure, maxAge: CONSOLE_SESSION_MAX_AGE_SECONDS, httpOnly: true });
}

/** A `__Host-` cookie is only accepted (and so only deleted) with Secure, path / and no Domain. */
function expire(response: NextResponse, name: string): void {
  response.cookies.set(name, '', { path: '/', maxAge: 0, ...(name.startsWith('__Host-') ? { secure: true } : {}) });
}

/** The customer session's cookies only: a back-office session open in the same browser stays. */
export function clearSessionCookies(response: NextResponse): void {
  for (const name of [...tokenCookieNames(SESSION_COOKIE), SESSION_MARKER_COOKIE]) expire(response, name);
}

/** The back-office session's cookie only: the customer's session is another person's business. */
export function clearConsoleCookie(response: NextResponse): void {
  for (const name of tokenCookieNames(CONSOLE_SESSION_COOKIE)) expire(response, name);
}
