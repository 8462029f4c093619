/**
 * The shop's routes (docs/storefront.md#routes): one table that the middleware, robots.txt, the sitemap,
 * the session keeper and the personal center's navigation all read. A path that is not in it is
 * no route of the shop: it answers the 404 page for everyone, and is never sent to the login page
 * (a crawler following a mistyped link must see a 404, not a redirect). The middleware uses the
 * table for routing only; every login-only page checks the session again on the server
 * (lib/session/server.ts).
 *
 * `group` says where a page lives: `public` and `help` pages under app/(shop) and app/(auth),
 * `checkout` pages under app/(checkout) (cart, order, payment: no center navigation), `center`
 * pages under app/(center) (the personal center's layout and menu), `technical` ones are the
 * shop's own machinery. test/routes.test.ts holds the table and the app folder to each other.
 *
 * The original shop listed /immediatelyPay and /submitOrder with the personal center
 * (docs/storefront.md#routes). /submitOrder (an order's details) lives in the center, under 我的订单 in
 * its menu; /immediatelyPay is the payment step of checkout, reached right after placing an order,
 * so it lives with checkout, where no menu competes with paying before the deadline.
 */

/** The personal center menu's sections, in the order the menu shows them. */
export const CENTER_SECTIONS = [
  { id: 'orders', title: '订单中心' },
  { id: 'service', title: '设备与服务' },
  { id: 'invoices', title: '发票管理' },
  { id: 'account', title: '账户设置' },
] as const;

export type CenterSection = (typeof CENTER_SECTIONS)[number]['id'];

/** The picture of a menu entry; components/center/CenterNav.tsx draws each. */
export type CenterIcon =
  'orders' | 'bills' | 'devices' | 'service' | 'invoices' | 'invoiceInfo' | 'account' | 'verification' | 'addresses' | 'coupons' | 'security' | 'notifications';

type Path = `/${string}`;

export type RouteEntry =
  | {
      path: Path;
      /** The page's title in Chinese (the document title adds the site's suffix). */
      title: string;
      group: 'public' | 'help';
      loginOnly: false;
      /** false: a public page search engines have no use for (the login forms, the merchants' preview). */
      listed?: false;
    }
  | { path: Path; title: string; group: 'checkout'; loginOnly: true }
  | {
      path: Path;
      title: string;
      group: 'center';
      loginOnly: true;
      /** The page's entry in the center's menu; a page without one is reached from another (`menu`). */
      nav?: { section: CenterSection; icon: CenterIcon; label?: string };
      /** For a page without its own menu entry: the entry it belongs to (the original shop's activeMenu, docs/storefront.md#routes). */
      menu?: Path;
    }
  | { path: Path; title: string; group: 'technical'; loginOnly: false };

export const ROUTES = [
  // Public routes (docs/storefront.md#routes).
  { path: '/login', title: '登录', group: 'public', loginOnly: false, listed: false },
  { path: '/rgister', title: '注册', group: 'public', loginOnly: false, listed: false },
  { path: '/Retrieve', title: '找回密码', group: 'public', loginOnly: false, listed: false },
  { path: '/Homepage', title: '首页', group: 'public', loginOnly: false },
  { path: '/mobileIndex', title: '手机版首页', group: 'public', loginOnly: false },
  { path: '/list', title: '全部商品', group: 'public', loginOnly: false },
  { path: '/details', title: '商品详情', group: 'public', loginOnly: false },
  { path: '/detailsPreview', title: '商品预览', group: 'public', loginOnly: false, listed: false },
  { path: '/aboutUs', title: '关于我们', group: 'public', loginOnly: false },
  { path: '/newsCenter', title: '资讯中心', group: 'public', loginOnly: false },
  { path: '/newsDetail', title: '资讯详情', group: 'public', loginOnly: false },
  { path: '/receiveCoupons', title: '领券中心', group: 'public', loginOnly: false },
  { path: '/limitedOffer', title: '限时特惠', group: 'public', loginOnly: false },
  { path: '/personalZone', title: '个人专区', group: 'public', loginOnly: false },
  { path: '/purchase', title: '企业采购专区', group: 'public', loginOnly: false },
  { path: '/purchaseDetail', title: '采购商品详情', group: 'public', loginOnly: false },
  { path: '/purchaseNewsDetail', title: '采购资讯详情', group: 'public', loginOnly: false },
  { path: '/heavyweightNew', title: '重磅新品', group: 'public', loginOnly: false },
  { path: '/secondHand', title: '二手优选', group: 'public', loginOnly: false },
  { path: '/everydayLowPrice', title: '天天低价', group: 'public', loginOnly: false },
  { path: '/newProductExclusive', title: '新品专享', group: 'public', loginOnly: false },
  { path: '/joiningTheStore', title: '商家入驻', group: 'public', loginOnly: false },
  { path: '/businessCooperation', title: '商务合作', group: 'public', loginOnly: false },
  { path: '/qualityStore', title: '优质店铺', group: 'public', loginOnly: false },
  { path: '/storeDetail', title: '店铺详情', group: 'public', loginOnly: false },
  { path: '/license', title: '营业执照信息', group: 'public', loginOnly: false },

  // Help and information pages (public); their content is lib/help.
  { path: '/commonProblem', title: '常见问题', group: 'help', loginOnly: false },
  { path: '/leaseProcedure', title: '租赁流程', group: 'help', loginOnly: false },
  { path: '/brokePromise', title: '失信处理', group: 'help', loginOnly: false },
  { path: '/userNeedKnow', title: '用户须知', group: 'help', loginOnly: false },
  { path: '/contactAfterSales', title: '售后联系', group: 'help', loginOnly: false },
  { path: '/aboutDefault', title: '违约说明', group: 'help', loginOnly: false },
  { path: '/rentPayment', title: '租金支付', group: 'help', loginOnly: false },
  { path: '/priceDescription', title: '价格说明', group: 'help', loginOnly: false },
  { path: '/returnAndFreight', title: '退换与运费', group: 'help', loginOnly: false },
  { path: '/InvoiceDescription', title: '发票说明', group: 'help', loginOnly: false },
  { path: '/personalCreditAuthorization', title: '个人征信授权书', group: 'help', loginOnly: false },
  { path: '/LeaseContract', title: '租赁服务协议', group: 'help', loginOnly: false },
  { path: '/disclaimer', title: '免责声明', group: 'help', loginOnly: false },
  { path: '/companyProfile', title: '公司简介', group: 'help', loginOnly: false },
  { path: '/releaseInfo', title: '企业信息公示', group: 'help', loginOnly: false },
  { path: '/joinUs', title: '加入我们', group: 'help', loginOnly: false },
  { path: '/contactUs', title: '联系我们', group: 'help', loginOnly: false },

  // Cart, checkout and payment (docs/storefront.md#routes), the sandbox cashier and signing page, and the
  // real providers' way back (/payResult) and WeChat Pay's QR code (/payWechat).
  { path: '/shopCar', title: '购物车', group: 'checkout', loginOnly: true },
  { path: '/order', title: '提交订单', group: 'checkout', loginOnly: true },
  { path: '/changeBodyOrder', title: '变更租赁主体', group: 'checkout', loginOnly: true },
  { path: '/immediatelyPay', title: '订单支付', group: 'checkout', loginOnly: true },
  { path: '/orderFinish', title: '下单成功', group: 'checkout', loginOnly: true },
  { path: '/paySandbox', title: '在线支付', group: 'checkout', loginOnly: true },
  { path: '/payWechat', title: '微信支付', group: 'checkout', loginOnly: true },
  { path: '/signSandbox', title: '自动扣款签约', group: 'checkout', loginOnly: true },
  { path: '/payResult', title: '支付结果', group: 'checkout', loginOnly: true },

  // The personal center (login required), in its menu's order.
  { path: '/myOrderList', title: '我的订单', group: 'center', loginOnly: true, nav: { section: 'orders', icon: 'orders' } },
  { path: '/submitOrder', title: '订单详情', group: 'center', loginOnly: true, menu: '/myOrderList' },
  { path: '/myBill', title: '我的账单', group: 'center', loginOnly: true, nav: { section: 'orders', icon: 'bills' } },
  { path: '/myEquipment', title: '我的设备', group: 'center', loginOnly: true, nav: { section: 'service', icon: 'devices' } },
  { path: '/returnAndReplaceAndRepair', title: '退换维修', group: 'center', loginOnly: true, nav: { section: 'service', icon: 'service' } },
  { path: '/myInvoice', title: '我的发票', group: 'center', loginOnly: true, nav: { section: 'invoices', icon: 'invoices' } },
  { path: '/invoiceInfo', title: '开票信息', group: 'center', loginOnly: true, nav: { section: 'invoices', icon: 'invoiceInfo' } },
  { path: '/myAccount', title: '个人中心', group: 'center', loginOnly: true, nav: { section: 'account', icon: 'account', label: '账户总览' } },
  { path: '/authentication', title: '实名认证', group: 'center', loginOnly: true, nav: { section: 'account', icon: 'verification' } },
  { path: '/shipToAddress', title: '收货地址', group: 'center', loginOnly: true, nav: { section: 'account', icon: 'addresses' } },
  { path: '/myCoupon', title: '我的优惠券', group: 'center', loginOnly: true, nav: { section: 'account', icon: 'coupons' } },
  { path: '/accountSafe', title: '账户安全', group: 'center', loginOnly: true, nav: { section: 'account', icon: 'security' } },
  { path: '/news', title: '消息通知', group: 'center', loginOnly: true, nav: { section: 'account', icon: 'notifications' } },

  // The shop's own machinery: the not-found page, the session-expired step, the retry page.
  { path: '/404', title: '页面不存在', group: 'technical', loginOnly: false },
  { path: '/login/expired', title: '登录已过期', group: 'technical', loginOnly: false },
  { path: '/unavailable', title: '服务暂不可用', group: 'technical', loginOnly: false },
] as const satisfies readonly RouteEntry[];

type Route = (typeof ROUTES)[number];
export type RouteGroup = Route['group'];
type RouteIn<G extends RouteGroup> = Extract<Route, { group: G }>;

const inGroup =
  <G extends RouteGroup>(group: G) =>
  (route: Route): route is RouteIn<G> =>
    route.group === group;

export const PUBLIC_ROUTES = ROUTES.filter(inGroup('public')).map((route) => route.path);
export const HELP_ROUTES = ROUTES.filter(inGroup('help')).map((route) => route.path);
export type PublicRoute = (typeof PUBLIC_ROUTES)[number] | (typeof HELP_ROUTES)[number];

/** Public pages that search engines have no use for: the login forms and the merchants' preview. */
export const UNLISTED_PUBLIC_ROUTES = ROUTES.filter((route): route is Extract<Route, { listed: false }> => 'listed' in route && route.listed === false).map((route) => route.path);

export const CHECKOUT_ROUTES = ROUTES.filter(inGroup('checkout')).map((route) => route.path);
export const PERSONAL_CENTER_ROUTES = ROUTES.filter(inGroup('center')).map((route) => route.path);
export type CenterPath = (typeof PERSONAL_CENTER_ROUTES)[number];
export type CheckoutPath = (typeof CHECKOUT_ROUTES)[number];

/** `/redirect/<path>` reloads <path> (the tab bar's refresh): login-only, like what it reloads. */
export const LOGIN_ONLY_PREFIXES = ['/redirect/'] as const;

export const LOGIN_ONLY_ROUTES: ReadonlyArray<CheckoutPath | CenterPath> = [...CHECKOUT_ROUTES, ...PERSONAL_CENTER_ROUTES];

export const HOME_PATH = '/Homepage';
export const MOBILE_HOME_PATH = '/mobileIndex';
export const LOGIN_PATH = '/login';
/** Where a login-only page sends its visitor when the product server cannot say who they are. */
export const UNAVAILABLE_PATH = '/unavailable';

/** Pages of the shop's own machinery: the not-found page, the session-expired step, the retry page. */
export const TECHNICAL_ROUTES = ROUTES.filter(inGroup('technical')).map((route) => route.path);

/** Paths that are no pages at all: the browser's door to the product server and cache revalidation. */
export const NON_PAGE_PREFIXES = ['/prod-api/', '/revalidate'] as const;

/**
 * The back office (menu-driven routes, docs/storefront.md#console-menu; docs/product-rules.md#back-office):
 * everything under /console needs the back-office session cookie, never the customer's; which
 * page a path shows comes from the staff member's menu (components/console/registry.ts), so the
 * table above does not list them. `/redirect/console/<path>` is the tab bar's refresh of a console
 * page: it belongs to the console, not to the shop's /redirect.
 */
export const CONSOLE_ROOT = '/console';
export const CONSOLE_LOGIN_PATH = '/console/login';
/** A merchant login sets (or resets) its password with an SMS code: public, outside the shell like the login. */
export const CONSOLE_SET_PASSWORD_PATH = '/console/setPassword';
/** The console's pages that need no back-office session. */
export const CONSOLE_PUBLIC_PATHS: readonly string[] = [CONSOLE_LOGIN_PATH, CONSOLE_SET_PASSWORD_PATH];
export const CONSOLE_HOME_PATH = '/console/dashboard';
export const CONSOLE_REDIRECT_PREFIX = '/redirect/console';
/** robots.txt keeps crawlers out of these. */
export const CONSOLE_PREFIXES = [CONSOLE_ROOT, CONSOLE_REDIRECT_PREFIX] as const;

/** The console login page's address that comes back to `fullPath` afterwards. */
export function consoleLoginUrlFor(fullPath: string): string {
  return `${CONSOLE_LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * `console`: a back-office page (its session cookie required); `console-login`: the back office's
 * login and set-password pages (no session needed, rendered per request like the rest of the console).
 */
export type RouteAccess = 'public' | 'login-only' | 'technical' | 'console' | 'console-login';

function consoleAccess(path: string): 'console' | 'console-login' | null {
  if (CONSOLE_PUBLIC_PATHS.includes(path)) return 'console-login';
  if (path === CONSOLE_ROOT || path.startsWith(`${CONSOLE_ROOT}/`) || path.startsWith(`${CONSOLE_REDIRECT_PREFIX}/`)) return 'console';
  return null;
}

const byPath = new Map<string, Route>(ROUTES.map((route) => [route.path, route]));

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The table's entry for a page path (case-sensitive, a trailing slash ignored), or undefined. */
export function routeOf(pathname: string): Route | undefined {
  return byPath.get(withoutTrailingSlash(pathname));
}

/** Who may open a page path, or null when the path is no route of the shop. Case-sensitive, as Next's routing is. */
export function routeAccess(pathname: string): RouteAccess | null {
  const route = routeOf(pathname);
  if (route) return route.loginOnly ? 'login-only' : route.group === 'technical' ? 'technical' : 'public';
  const path = withoutTrailingSlash(pathname);
  const backOffice = consoleAccess(path);
  if (backOffice) return backOffice;
  return LOGIN_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length) ? 'login-only' : null;
}

/** Whether a page path is reachable without a session (public pages and the technical ones). */
export function isPublicPath(pathname: string): boolean {
  const kind = routeAccess(pathname);
  return kind === 'public' || kind === 'technical';
}

/** The account pages (login, registration, password reset): no page to come back to after a login. */
export const ACCOUNT_ENTRY_PATHS = ['/login', '/rgister', '/Retrieve'] as const;

export function isAccountEntryPath(pathname: string): boolean {
  return ACCOUNT_ENTRY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Whether a page should be offered to search engines (the sitemap lists only these). */
export function isListedForCrawlers(pathname: string): boolean {
  const route = routeOf(pathname);
  return route !== undefined && !route.loginOnly && route.group !== 'technical' && !('listed' in route && route.listed === false);
}

/** The retry page's address for a login-only page the product server could not confirm. */
export function unavailableUrlFor(fullPath: string): string {
  return `${UNAVAILABLE_PATH}?path=${encodeURIComponent(fullPath)}`;
}

/** The request header through which the middleware tells server pages their full path. */
export const PATH_HEADER = 'x-shop-path';

/** A page's title as the table has it. */
export function routeTitle(path: Route['path']): string {
  return byPath.get(path)?.title ?? '';
}

export type CenterMenuEntry = { path: CenterPath; label: string; icon: CenterIcon };

/** The personal center's menu: its sections, each with its pages. */
export const CENTER_MENU: ReadonlyArray<{ id: CenterSection; title: string; entries: readonly CenterMenuEntry[] }> = CENTER_SECTIONS.map((section) => ({
  ...section,
  entries: ROUTES.flatMap((route): CenterMenuEntry[] =>
    route.group === 'center' && 'nav' in route && route.nav.section === section.id
      ? [{ path: route.path, label: 'label' in route.nav ? route.nav.label : route.title, icon: route.nav.icon }]
      : [],
  ),
}));

/** The menu entry a center page lights up: its own, or the one it belongs to (an order's details: 我的订单). */
export function centerMenuPath(pathname: string): string | null {
  const route = routeOf(pathname);
  if (!route || route.group !== 'center') return null;
  return 'menu' in route ? route.menu : route.path;
}
