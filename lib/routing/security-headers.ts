/**
 * The security headers of every page answer, set by the middleware (edge runtime: Web APIs only).
 *
 * Content-Security-Policy, two variants:
 *
 * - Public pages (catalogue, zones, news, help, login forms, the 404 page) are prerendered once and
 *   served from the cache to everyone, so their HTML cannot carry a per-request nonce. Next's App
 *   Router streams its RSC payload as inline `<script>self.__next_f.push(…)</script>` elements whose
 *   content differs per page and per revalidation, so hashes cannot list them either. These pages
 *   therefore get `script-src 'self' 'unsafe-inline'`: scripts only from this origin, no `eval`, but
 *   any inline script runs. The cost: an HTML injection into a public page (a goods description or
 *   a news body that escaped the product server's sanitiser: stored cross-site scripting) could run
 *   an inline script there. It still could not load a script from another origin, send data
 *   anywhere but this origin (connect-src, form-action), frame the shop (frame-ancestors) or rebase
 *   its URLs (base-uri). The defence on those pages is sanitising on write plus React's escaping;
 *   the CSP is the second line.
 * - Login-only pages (cart, checkout, personal center) are rendered per request anyway, so they get
 *   a strict policy: `script-src 'self' 'nonce-…' 'strict-dynamic'`, a fresh nonce per request.
 *   Next reads the nonce from the request's Content-Security-Policy header and puts it on its own
 *   scripts; scripts those load are trusted through 'strict-dynamic'; an injected inline script is
 *   blocked. 'self' only matters to browsers without CSP 3 (they ignore 'strict-dynamic').
 *
 * Styles: MUI and emotion insert `<style>` elements at run time, so `style-src 'self'
 * 'unsafe-inline'` on every page (a nonce in style-src would disable 'unsafe-inline' for them).
 * `next dev` needs 'unsafe-eval' (React rebuilds server stack traces with eval); production never
 * gets it.
 */

/** What varies from one page answer to another. */
export type PageSecurity = {
  /** A fresh nonce for a login-only page; none for pages served from the cache. */
  nonce?: string;
  /** The request came over HTTPS (x-forwarded-proto, which scripts/storefront.mjs sets from the socket). */
  https: boolean;
  /** `next dev`: React's development build needs eval. */
  development: boolean;
};

export function contentSecurityPolicy({ nonce, https, development }: PageSecurity): string {
  const eval_ = development ? ["'unsafe-eval'"] : [];
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...eval_] : ["'self'", "'unsafe-inline'", ...eval_];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  // Over plain HTTP (a local demo) the upgrade would send every subresource to a port that does not speak TLS.
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Powerful features the shop never uses, denied to it and to anything it embeds; payment stays
 * available to the shop's own pages (a future Payment Request checkout). Only feature names
 * Chromium knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
].join(', ');

/** A year, subdomains included; sent only over HTTPS (browsers ignore it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Login-only answers (and the redirects that guard them) are one person's: never stored by any cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

export function pageSecurityHeaders(page: PageSecurity): Array<[name: string, value: string]> {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', contentSecurityPolicy(page)],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  if (page.https) headers.push(['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]);
  return headers;
}

/** 128 random bits, base64: unguessable and fresh for each login-only page answer. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
