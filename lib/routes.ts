/**
 * The route lists of SPEC.md section 2. Everything not public needs a login; the middleware uses
 * these for routing only, and every protected page checks the session again on the server.
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

/** Technical pages anyone may reach: the not-found page and the login's own helpers. */
const TECHNICAL_ROUTES = ['/404'] as const;

const publicPaths = new Set<string>([...PUBLIC_ROUTES, ...HELP_ROUTES, ...TECHNICAL_ROUTES]);

export const HOME_PATH = '/Homepage';
export const MOBILE_HOME_PATH = '/mobileIndex';
export const LOGIN_PATH = '/login';

/** Whether a page path is reachable without a session (`/login/expired` belongs to /login). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (publicPaths.has(path)) return true;
  return path.startsWith(`${LOGIN_PATH}/`);
}

/** The request header through which the middleware tells server pages their full path. */
export const PATH_HEADER = 'x-shop-path';
