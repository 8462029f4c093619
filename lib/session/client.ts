'use client';
/**
 * Client-side session helpers: the readable marker cookie, login completion and logout, so the
 * login pages, the top bar and the guard share one way of doing each.
 */
import { parseCookies } from 'nookies';
import { SESSION_MARKER_COOKIE } from './cookies';
import { clearSavedState, rememberReturnRoute, saveState, takeReturnRoute } from './persistence';
import { safeRedirectTarget } from './redirect';
import { EMPTY_SESSION, sessionFromCustomer, type SessionState } from './state';

/**
 * The account calls, loaded when a session needs the product server: every public page runs
 * this module, and most visitors never log in or out (the HTTP client stays out of their bundle).
 */
export async function loadAccountApi() {
  return (await import('@/lib/api/browser/account')).accountApi;
}

export function readSessionMarker(): string | undefined {
  return parseCookies()[SESSION_MARKER_COOKIE] || undefined;
}

/** After a login answer: fetch the customer and build (and save) the new state. */
export async function completeLogin(globalId: string, previous: SessionState): Promise<SessionState> {
  const customer = await (await loadAccountApi()).customer(globalId);
  const next = sessionFromCustomer(readSessionMarker() ?? '', customer, { ...EMPTY_SESSION, searchType: previous.searchType });
  saveState(next);
  return next;
}

/**
 * Where a login or registration goes (docs/storefront.md#login-redirect): the page's `redirect`,
 * else the page remembered under `returnRouter`, else the home page; only ever a path on this site.
 * The remembered page is used once.
 */
export function afterLoginTarget(redirect: string | null): string {
  const remembered = takeReturnRoute();
  return safeRedirectTarget(redirect ?? remembered);
}

/** The login page opened for a page remembers it, so a detour through registration or a password reset still comes back. */
export function rememberLoginTarget(redirect: string | null): void {
  const target = redirect === null ? null : safeRedirectTarget(redirect, '');
  if (target) rememberReturnRoute(target);
}

/** Ends the session on the product server (the route handler clears the cookies) and locally. */
export async function endSession(): Promise<void> {
  try {
    await (await loadAccountApi()).logout();
  } catch {
    // Already gone on the server: the local state is cleared all the same.
  }
  clearSavedState();
}

export function currentFullPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
