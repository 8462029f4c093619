/**
 * The paths the /prod-api door forwards: the product server's public API, and nothing else
 * (docs/architecture.md#the-door). Whatever the product server also serves (`/dev/...`, `/health`) or will
 * serve later stays unreachable from the internet until it is written here. A `:name` segment
 * stands for one parameter (an id, an order number, a trade number).
 *
 * The list follows the routes in server/routes/*.ts; lib/session/__tests__/door-paths.test.ts
 * fails when the two drift apart.
 */

import { UPLOAD_MAX_BYTES } from '@/contract/files';
import { DEVICE_IMPORT_MAX_BYTES } from '@/contract/storeDevices';

/** Which session cookie a call carries, and which one its logout or expiry clears. */
export type DoorSession = 'customer' | 'console';

/**
 * `maxBodyBytes`: the largest body the door reads for the route, when not the usual (forward.ts).
 * `getChangesState`: a GET (or HEAD) of the route changes something, as every other method does.
 */
export type DoorRoute = { path: string; session: DoorSession; getChangesState: boolean; maxBodyBytes?: number };

/** One image of at most 5 MB plus the multipart framing (the product server's own limit for the route). */
export const UPLOAD_BODY_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
/** One device import (.xlsx of at most 2 MB) plus the multipart framing. */
export const DEVICE_IMPORT_BODY_BYTES = DEVICE_IMPORT_MAX_BYTES + 64 * 1024;

/** The shop's own calls (catalogue, account, cart, orders, bills): the customer's token. */
const CUSTOMER_API = [
  'api/apply/businessCooperation',
  'api/apply/joiningTheStore',
  'api/coupon/centre',
  'api/coupon/claim',
  'api/file/:key',
  // Pictures staff made for public pages (anonymous; browsers use the cacheable /files/<key>).
  'api/file/public/:key',
  'api/file/upload',
  'api/register/reg/choice/:type',
  'api/register/reg/paLogin',
  'api/register/reg/resetPassword',
  'api/register/reg/vCode',
  'api/register/reg/yanLogin',
  'api/register/reg/zcInformation',
  'api/store/:id',
  'api/wAddress/:id',
  'api/wAddress/add',
  'api/wAddress/default',
  'api/wAddress/list',
  'api/wAddress/update',
  'api/wUserAuth/company',
  'api/wUserAuth/info',
  'api/wUserAuth/person',
  'api/wCouponUser/counts',
  'api/wCouponUser/list',
  'api/store/list',
  'api/wBill/list',
  'api/wBill/yezf',
  // Money after checkout: bills, the account, renewals and buyouts.
  'api/wBill/export',
  'api/wBill/liJiZhiFu',
  'api/wBill/payAll',
  'api/wBill/summary',
  'api/wOrder/buyout/liJiZhiFu',
  'api/wOrder/buyout/quote',
  'api/wOrder/buyout/yezf',
  'api/wOrder/renew',
  'api/wOrder/renewal/:orderNo',
  'api/wUser/account',
  'api/wUser/ledger',
  'api/wUser/recharge',
  'api/wUser/tradeQuery',
  'api/wCar/:id',
  'api/wCar/addCarGoods',
  'api/wCar/carNumber',
  'api/wCar/fanHui/:id',
  'api/wCar/list',
  'api/wCar/shuLiang',
  'api/wCar/yxJ',
  'api/wCar/zuQi',
  'api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId',
  'api/wGoods/brands',
  'api/wGoods/gyProductDetails',
  'api/wGoods/personalProducts',
  'api/wGoods/productDetails',
  'api/wGoods/qtZq',
  'api/wGoods/search',
  'api/wGoods/thZq',
  'api/wGoods/userIsRenZhang',
  'api/wGoods/yptj',
  'api/wGoodsCategoryQian/goodCate',
  'api/wGoodsItem/option',
  'api/wGoodsItem/youLoveM',
  'api/wGoodsItem/zhangShiGoods',
  // Invoices (/myInvoice, /invoiceInfo)
  'api/wInvoice/:requestNo',
  'api/wInvoice/apply',
  'api/wInvoice/invoiceable',
  'api/wInvoice/list',
  'api/wInvoiceTitle/:id',
  'api/wInvoiceTitle/add',
  'api/wInvoiceTitle/default',
  'api/wInvoiceTitle/edit',
  'api/wInvoiceTitle/email',
  'api/wInvoiceTitle/info',
  'api/wInvoiceTitle/qualification',
  'api/wOrder/addOrder',
  'api/wOrder/addOrderHuoquIp',
  'api/wOrder/cancel',
  'api/wOrder/changeBodyOrder',
  'api/wOrder/changeBodyOrder/:orderNo',
  'api/wOrder/detail/:orderNo',
  'api/wOrder/dingD',
  'api/wOrder/fhqs',
  'api/wOrder/fhslAndJe',
  'api/wOrder/judgeSwitch/:quanJuId/:goodsType',
  'api/wOrder/liJi',
  'api/wOrder/liJiZhiFu',
  'api/wOrder/orderTime/:orderNo',
  'api/wOrder/pdZydd',
  'api/wOrder/tradeQuery',
  'api/wOrder/yezf',
  'api/wPlatformImg/lunBoTo',
  'api/wSaleHonour/advice/:id',
  'api/wUser/devices',
  'api/wUser/devices/signOut',
  'api/wUser/devices/signOutOthers',
  'api/wUser/loginRecords',
  'api/wService/add',
  'api/wService/cancel',
  'api/wService/detail/:serviceNo',
  'api/wService/followUp',
  'api/wService/list',
  'api/wService/orders',
  'api/wUser/pho',
  'api/wUser/updatePassword',
  'api/wUser/updatePhone',
  'api/wUser/updatePhone/vCode',
  'api/wUserNews/listForPage',
  'api/wUserNews/read',
  'api/wUserNews/readAll',
  'auth/api/info/token',
  'auth/api/logout',
  'news/:id',
  'news/list',
  'risk/record/getRiskUsers/orderno',
  'system/dict/data/type/:dictType',
  // Orders after checkout and the customer's devices.
  'api/wDevice/list',
  'api/wDevice/stateCount',
  'api/wOrder/returnOrder',
  'api/wOrder/returnQuote/:orderNo',
  'api/wOrder/statusCount',
];

/** The back office's calls: the console token, never the customer's (and the other way round). */
const CONSOLE_API = [
  'api/sys/file/:key',
  'api/sys/file/upload',
  // Goods (/console/goods)
  'api/sys/goods/detail/:id',
  'api/sys/goods/export',
  'api/sys/goods/list',
  'api/sys/goods/publish',
  'api/sys/goods/save',
  'api/sys/goods/statusCount',
  'api/sys/wService/detail/:serviceNo',
  'api/sys/wService/list',
  'api/sys/wService/reply',
  'api/sys/wService/status',
  'api/sys/userAuth/:id',
  'api/sys/userAuth/:id/review',
  'api/sys/userAuth/list',
  'api/wGoods/preview/:id',
  'auth/api/captcha',
  'auth/api/info/sys',
  'auth/api/login/sys',
  'auth/api/menus/sys/:menuGroup',
  'logout',
  // Invoices: the sellers issue or reject requests and record red-letter invoices, the platform reviews qualifications
  'api/wInvoice/sys/issue',
  'api/wInvoice/sys/list',
  'api/wInvoice/sys/redLetter',
  'api/wInvoice/sys/reject',
  'api/wInvoiceTitle/sys/qualifications',
  'api/wInvoiceTitle/sys/review',
  // Devices: the shop's inventory, shipping from it, and after-sales' replacement unit
  'api/sys/device/add',
  'api/sys/device/export',
  'api/sys/device/history/:id',
  'api/sys/device/import',
  'api/sys/device/list',
  'api/sys/device/state',
  'api/sys/device/stateCount',
  'api/sys/device/template',
  'api/sys/order/ship',
  'api/sys/order/shipCandidates/:orderNo',
  'api/sys/wService/replace',
  // The platform pages (admin only) and a merchant's own shop settings
  'api/sys/application/approve',
  'api/sys/application/detail/:id',
  'api/sys/application/export',
  'api/sys/application/list',
  'api/sys/application/reject',
  'api/sys/carousel/delete',
  'api/sys/carousel/list',
  'api/sys/carousel/save',
  'api/sys/cooperation/handle',
  'api/sys/coupon/export',
  'api/sys/coupon/list',
  'api/sys/coupon/save',
  'api/sys/coupon/status',
  'api/sys/news/delete',
  'api/sys/news/detail/:id',
  'api/sys/news/list',
  'api/sys/news/save',
  'api/sys/shop',
  'api/sys/store/detail/:id',
  'api/sys/store/export',
  'api/sys/store/featured',
  'api/sys/store/list',
  'api/sys/store/status',
  'api/sys/user/export',
  'api/sys/user/list',
  'api/sys/user/resetPwd',
  'api/sys/user/save',
  'api/sys/user/status',
  // A merchant login setting its password by SMS code: console routes that need no token.
  'auth/api/sys/password/code',
  'auth/api/sys/password/set',
  // The order desk: orders and their actions, bills, the workbench
  'api/sys/order/list',
  'api/sys/order/statusCount',
  'api/sys/order/detail/:orderNo',
  'api/sys/order/approve',
  'api/sys/order/reject',
  'api/sys/order/close',
  'api/sys/order/receive',
  'api/sys/order/complete',
  'api/sys/order/export',
  'api/sys/bill/list',
  'api/sys/bill/export',
  'api/sys/workbench',
  // The platform's dictionaries (字典管理) and audit log (操作日志)
  'api/sys/dict/types',
  'api/sys/dict/data/list',
  'api/sys/dict/data/add',
  'api/sys/dict/data/edit',
  'api/sys/dict/data/remove',
  'api/sys/audit/list',
];

/**
 * The sandbox cashier's calls (anonymous: the trade number is the capability). Open only while
 * the sandbox is the payment provider: otherwise nobody may confirm a trade that moves no money.
 */
const SANDBOX_CASHIER_API = ['api/pay/sandbox/:tradeNo', 'api/pay/sandbox/:tradeNo/confirm', 'api/pay/sandbox/:tradeNo/cancel'];

/**
 * The routes whose GET changes something (docs/architecture.md#the-door). The original API fixes
 * their method, and a GET is what a foreign page can make a visitor's browser send by itself (a
 * link, an image), cookies and all: the door refuses them from another site as it refuses every
 * POST, PUT, PATCH and DELETE (changesState). The product server marks the same routes in their
 * declarations (server/http/changesState.ts), and server/routes/doorPaths.test.ts holds this list
 * to those marks.
 */
const GETS_THAT_CHANGE_STATE: ReadonlySet<string> = new Set([
  // flag 1 swaps the unpaid order's coupon
  'api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId',
  // sends an SMS (type 4 on behalf of the signed-in customer) and spends the sender's quotas
  'api/register/reg/vCode',
  // issues a captcha and spends the caller's address's quota for them
  'auth/api/captcha',
]);

type Pattern = { segments: readonly string[]; session: DoorSession; open?: () => boolean; maxBodyBytes?: number };

/** Routes that take more than a form. */
const BODY_LIMITS: Readonly<Record<string, number>> = {
  'api/file/upload': UPLOAD_BODY_BYTES,
  'api/sys/file/upload': UPLOAD_BODY_BYTES,
  'api/sys/device/import': DEVICE_IMPORT_BODY_BYTES,
};

const sandboxIsPaymentProvider = () => process.env.PAYMENT_PROVIDER?.trim() === 'sandbox';

const parameterCount = (pattern: Pattern) => pattern.segments.filter((segment) => segment.startsWith(':')).length;

/** Literal paths first, so `auth/api/info/sys` is never taken for some `auth/api/info/:x`. */
const PATTERNS: readonly Pattern[] = [
  ...CUSTOMER_API.map((path) => ({ segments: path.split('/'), session: 'customer' as const, maxBodyBytes: BODY_LIMITS[path] })),
  ...CONSOLE_API.map((path) => ({ segments: path.split('/'), session: 'console' as const, maxBodyBytes: BODY_LIMITS[path] })),
  ...SANDBOX_CASHIER_API.map((path) => ({ segments: path.split('/'), session: 'customer' as const, open: sandboxIsPaymentProvider })),
].sort((a, b) => parameterCount(a) - parameterCount(b));

/**
 * A segment as Next hands it over (percent-decoded once). Refused: empty and dot segments, a
 * slash or backslash inside (an encoded separator), a `%` left after decoding (double
 * encoding), NUL and other control characters. What is left is compared exactly, case included.
 */
function isPlainSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/[/\\%\p{Cc}]/u.test(segment);
}

function matches(pattern: Pattern, segments: readonly string[]): boolean {
  return pattern.segments.length === segments.length && pattern.segments.every((expected, index) => expected.startsWith(':') || expected === segments[index]);
}

/** The route a call may take through the door, or null: then the door answers 404 by itself. */
export function doorRoute(segments: readonly string[]): DoorRoute | null {
  if (!segments.every(isPlainSegment)) return null;
  const pattern = PATTERNS.find((candidate) => matches(candidate, segments) && (candidate.open?.() ?? true));
  if (!pattern) return null;
  return {
    path: segments.join('/'),
    session: pattern.session,
    getChangesState: GETS_THAT_CHANGE_STATE.has(pattern.segments.join('/')),
    ...(pattern.maxBodyBytes ? { maxBodyBytes: pattern.maxBodyBytes } : {}),
  };
}

/** Whether this call of the route changes something: every method but GET and HEAD, and those of the routes marked above. */
export function changesState(route: DoorRoute, method: string): boolean {
  return (method !== 'GET' && method !== 'HEAD') || route.getChangesState;
}

/** Every pattern the door knows, as written above (for the test that compares them with the product server). */
export const DOOR_PATTERNS: readonly string[] = [...CUSTOMER_API, ...CONSOLE_API, ...SANDBOX_CASHIER_API];

/** The patterns marked above as changing state on GET (for the same test). */
export const DOOR_STATE_CHANGING_GETS: readonly string[] = [...GETS_THAT_CHANGE_STATE];
