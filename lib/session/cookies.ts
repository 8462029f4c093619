/**
 * Cookie names. The session token lives only in an HttpOnly cookie (its name ends with shop-Token,
 * docs/product-rules.md#sessions); page scripts see a non-secret marker derived from it, which lets
 * them notice that another login replaced the session (duplicate login,
 * docs/storefront.md#session-guard).
 */
export const SESSION_COOKIE = 'zl-shop-Token';
export const SESSION_MARKER_COOKIE = 'zl-shop-Session';
/** Sidebar state of the back office, "1" or "0" (docs/storefront.md#app-state). */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** The customer session on the product server lasts 7 days from its last use. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/**
 * The back-office session (merchant and platform staff), HttpOnly like the customer's: the
 * /prod-api door writes it from a back-office login answer. A customer token opens nothing there.
 */
export const CONSOLE_SESSION_COOKIE = 'zl-console-Token';
/** Back-office sessions last 12 hours on the product server. */
export const CONSOLE_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * Over HTTPS the token cookies carry the `__Host-` prefix: the browser then accepts them only
 * Secure, for path /, from this very host (no Domain), so neither a sibling subdomain nor a plain
 * HTTP page on the same name can plant or shadow a session. Over plain HTTP (a local demo) the
 * browser refuses that prefix, so the bare name is used. Readers accept both, the prefixed first.
 */
const HOST_PREFIX = '__Host-';

export function tokenCookieName(base: typeof SESSION_COOKIE | typeof CONSOLE_SESSION_COOKIE, secure: boolean): string {
  return secure ? `${HOST_PREFIX}${base}` : base;
}

/** Both names a token cookie can have, the prefixed one first. */
export function tokenCookieNames(base: typeof SESSION_COOKIE | typeof CONSOLE_SESSION_COOKIE): readonly [string, string] {
  return [`${HOST_PREFIX}${base}`, base];
}

type CookieJar = { get(name: string): { value: string } | undefined };

function readToken(jar: CookieJar, base: typeof SESSION_COOKIE | typeof CONSOLE_SESSION_COOKIE): string | undefined {
  for (const name of tokenCookieNames(base)) {
    const value = jar.get(name)?.value;
    if (value) return value;
  }
  return undefined;
}

/** The customer's session token from a request's cookies (Next's `cookies()` or `request.cookies`). */
export const readSessionToken = (jar: CookieJar) => readToken(jar, SESSION_COOKIE);
/** The back-office session token. */
export const readConsoleToken = (jar: CookieJar) => readToken(jar, CONSOLE_SESSION_COOKIE);
