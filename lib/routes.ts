/**
 * The shop's routes (SPEC.md section 2): one table that the middleware, robots.txt, the sitemap
 * and the session keeper all read. A path in none of these lists is no route of the shop: it
 * answers the 404 page for everyone, and is never sent to the login page (a crawler following a
 * mistyped link must see a 404, not a redirect). The middleware uses the table for routing only;
 * every login-only page checks the session again on the server (lib/session/server.ts).
 */
export const PUBLIC_ROUTES = [
  '/login', '/rgister', '/Retrieve', '/Homepage', '/mobileIndex', '/list', '/details', '/detailsPreview',
  '/aboutUs', '/newsCenter', '/newsDetail', '/receiveCoupons', '/limitedOffer', '/personalZone', '/purchase',
  '/purchaseDetail', '/purchaseNewsDetail', '/heavyweightNew', '/secondHand', '/everydayLowPrice',
  '/newProductExclusive', '/joiningTheStore', '/businessCooperation', '/qualityStore', '/storeDetail',
] as const;

export const HELP_ROUTES = [
  '/commonProblem', '/leaseProcedure', '/brokePromise', '/userNeedKnow', '/contactAfterSales', '/aboutDefault',
  '/rentPayment', '/priceDescription', '/returnAndFreight', '/InvoiceDescription', '/personalCreditAuthorization',
  '/LeaseContract', '/disclaimer', '/companyProfile', '/releaseInfo', '/joinUs', '/contactUs',
] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number] | (typeof HELP_ROUTES)[number];

/** Public pages that search engines have no use for: the login forms and the merchants' preview. */
export const UNLISTED_PUBLIC_ROUTES = ['/login', '/rgister', '/Retrieve', '/detailsPreview'] as const satisfies readonly PublicRoute[];

/** Cart and checkout ("Other routes" of SPEC.md section 2), and the sandbox cashier. */
export const CHECKOUT_ROUTES = ['/shopCar', '/order', '/changeBodyOrder', '/orderFinish', '/paySandbox'] as const;

/** The personal center (login required). */
export const PERSONAL_CENTER_ROUTES = [
  '/authentication', '/myOrderList', '/immediatelyPay', '/submitOrder', '/myAccount', '/myInvoice', '/shipToAddress',
  '/myBill', '/myEquipment', '/myCoupon', '/accountSafe', '/returnAndReplaceAndRepair', '/news', '/invoiceInfo',
] as const;

/**
 * Personal-center routes with no page yet (they come with the personal center's issue). They
 * stay routes of the shop, so a guest is still sent to the login page for them, while a
 * logged-in customer gets the 404 page until the page exists. That 404 page is prerendered, so it
 * cannot carry a per-request nonce: these answers get the public pages' CSP. Remove a route here
 * when its page lands (test/routes.test.ts checks the list against app/(account)).
 */
export const PENDING_PERSONAL_CENTER_ROUTES = [
  '/authentication', '/myInvoice', '/shipToAddress', '/myBill', '/myEquipment', '/myCoupon', '/accountSafe',
  '/returnAndReplaceAndRepair', '/news', '/invoiceInfo',
] as const satisfies readonly (typeof PERSONAL_CENTER_ROUTES)[number][];

/** `/redirect/<path>` reloads <path> (the tab bar's refresh): login-only, like what it reloads. */
export const LOGIN_ONLY_PREFIXES = ['/redirect/'] as const;

export const LOGIN_ONLY_ROUTES = [...CHECKOUT_ROUTES, ...PERSONAL_CENTER_ROUTES] as const;

export const HOME_PATH = '/Homepage';
export const MOBILE_HOME_PATH = '/mobileIndex';
export const LOGIN_PATH = '/login';
/** Where a login-only page sends its visitor when the product server cannot say who they are. */
export const UNAVAILABLE_PATH = '/unavailable';

/** Pages of the shop's own machinery: the not-found page, the session-expired step, the retry page. */
export const TECHNICAL_ROUTES = ['/404', `${LOGIN_PATH}/expired`, UNAVAILABLE_PATH] as const;

/** Paths that are no pages at all: the browser's door to the product server and cache revalidation. */
export const NON_PAGE_PREFIXES = ['/prod-api/', '/revalidate'] as const;

export type RouteAccess = 'public' | 'login-only' | 'technical';

const access = new Map<string, RouteAccess>([
  ...[...PUBLIC_ROUTES, ...HELP_ROUTES].map((path) => [path, 'public'] as const),
  ...LOGIN_ONLY_ROUTES.map((path) => [path, 'login-only'] as const),
  ...TECHNICAL_ROUTES.map((path) => [path, 'technical'] as const),
]);

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Who may open a page path, or null when the path is no route of the shop. Case-sensitive, as Next's routing is. */
export function routeAccess(pathname: string): RouteAccess | null {
  const path = withoutTrailingSlash(pathname);
  const known = access.get(path);
  if (known) return known;
  return LOGIN_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length) ? 'login-only' : null;
}

/** Whether a login-only path is a page rendered per request (so its answer can carry a nonce). */
export function isBuiltLoginOnlyPage(pathname: string): boolean {
  return routeAccess(pathname) === 'login-only' && !(PENDING_PERSONAL_CENTER_ROUTES as readonly string[]).includes(withoutTrailingSlash(pathname));
}

/** Whether a page path is reachable without a session (public pages and the technical ones). */
export function isPublicPath(pathname: string): boolean {
  const kind = routeAccess(pathname);
  return kind === 'public' || kind === 'technical';
}

/** Whether a page should be offered to search engines (the sitemap lists only these). */
export function isListedForCrawlers(pathname: string): boolean {
  return routeAccess(pathname) === 'public' && !(UNLISTED_PUBLIC_ROUTES as readonly string[]).includes(withoutTrailingSlash(pathname));
}

/** The retry page's address for a login-only page the product server could not confirm. */
export function unavailableUrlFor(fullPath: string): string {
  return `${UNAVAILABLE_PATH}?path=${encodeURIComponent(fullPath)}`;
}

/** The request header through which the middleware tells server pages their full path. */
export const PATH_HEADER = 'x-shop-path';
