/**
 * The paths the /prod-api door forwards: the product server's public API, and nothing else
 * (issue 9, hole 1). Whatever the product server also serves (`/dev/...`, `/health`) or will
 * serve later stays unreachable from the internet until it is written here. A `:name` segment
 * stands for one parameter (an id, an order number, a trade number).
 *
 * The list follows the routes in server/routes/*.ts; lib/session/__tests__/door-paths.test.ts
 * fails when the two drift apart.
 */

/** Which session cookie a call carries, and which one its logout or expiry clears. */
export type DoorSession = 'customer' | 'console';

export type DoorRoute = { path: string; session: DoorSession };

/** The shop's own calls (catalogue, account, cart, orders, bills): the customer's token. */
const CUSTOMER_API = [
  'api/apply/businessCooperation',
  'api/apply/joiningTheStore',
  'api/coupon/centre',
  'api/coupon/claim',
  'api/register/reg/choice/:type',
  'api/register/reg/paLogin',
  'api/register/reg/resetPassword',
  'api/register/reg/vCode',
  'api/register/reg/yanLogin',
  'api/register/reg/zcInformation',
  'api/store/:id',
  'api/store/list',
  'api/wBill/list',
  'api/wBill/yezf',
  // Money after checkout (issue 10): bills, the account, renewals and buyouts.
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
  'api/wUser/pho',
  'auth/api/info/token',
  'auth/api/logout',
  'news/:id',
  'news/list',
  'risk/record/getRiskUsers/orderno',
  'system/dict/data/type/:dictType',
];

/** The back office's calls: the console token, never the customer's (and the other way round). */
const CONSOLE_API = [
  'api/wGoods/preview/:id',
  'auth/api/captcha',
  'auth/api/info/sys',
  'auth/api/login/sys',
  'auth/api/menus/sys/:menuGroup',
  'logout',
];

/**
 * The sandbox cashier's calls (anonymous: the trade number is the capability). Open only while
 * the sandbox is the payment provider: otherwise nobody may confirm a trade that moves no money.
 */
const SANDBOX_CASHIER_API = ['api/pay/sandbox/:tradeNo', 'api/pay/sandbox/:tradeNo/confirm', 'api/pay/sandbox/:tradeNo/cancel'];

type Pattern = { segments: readonly string[]; session: DoorSession; open?: () => boolean };

const sandboxIsPaymentProvider = () => process.env.PAYMENT_PROVIDER?.trim() === 'sandbox';

const parameterCount = (pattern: Pattern) => pattern.segments.filter((segment) => segment.startsWith(':')).length;

/** Literal paths first, so `auth/api/info/sys` is never taken for some `auth/api/info/:x`. */
const PATTERNS: readonly Pattern[] = [
  ...CUSTOMER_API.map((path) => ({ segments: path.split('/'), session: 'customer' as const })),
  ...CONSOLE_API.map((path) => ({ segments: path.split('/'), session: 'console' as const })),
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
  return pattern ? { path: segments.join('/'), session: pattern.session } : null;
}

/** Every pattern the door knows, as written above (for the test that compares them with the product server). */
export const DOOR_PATTERNS: readonly string[] = [...CUSTOMER_API, ...CONSOLE_API, ...SANDBOX_CASHIER_API];
