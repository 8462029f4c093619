/**
 * Cookie names. The session token lives only in an HttpOnly cookie (its name ends with
 * shop-Token, SPEC.md section 3); page scripts see a non-secret marker derived from it, which
 * lets them notice that another login replaced the session (SPEC.md section 4, duplicate login).
 */
export const SESSION_COOKIE = 'zl-shop-Token';
export const SESSION_MARKER_COOKIE = 'zl-shop-Session';
/** Sidebar state of the back office, "1" or "0" (SPEC.md section 3). */
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
