/**
 * The authorization matrix: customer B, logged in, names customer A's things in every call that
 * takes an id, an order number, a bill, a cart line, a trade number, a coupon or a user id. Each
 * answer must refuse as the contract says (404 for things that are not B's, 401 for a user id that
 * is not the session's), show nothing of A, and leave the database exactly as it was.
 *
 * One row per call: a new endpoint that takes an id adds a row here.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Answer, TestServer } from '../testing/harness';
import { startTestServer } from '../testing/harness';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { EMERGENCY_CONTACT } from '../testing/transferScenarios';
import { assertNothingChanged, businessSnapshot, changedTables } from './snapshot';
import { arrangeInvoices, type InvoiceCast } from './invoiceCast';
import { arrangeRentingStranger, arrangeVictim, goodsOfAnotherShop, type Stranger, type Victim } from './twoCustomers';

/** A's second device (a login from another address) and one of A's unread 消息. */
type AccountSafetyCast = { aSessionId: string; aAddress: string; aNotificationId: number };
type Cast = { a: Victim; b: Stranger; merchant: string; otherShopGoods: number; invoices: InvoiceCast } & AccountSafetyCast;

type Expectation =
  | { kind: 'notFound' }
  | { kind: 'notYourSession' }
  | { kind: 'refused'; msg: string }
  /** A call that answers B's own view: it must not contain A's rows. */
  | { kind: 'ownView'; check: (answer: Answer, cast: Cast) => void };

type Row = {
  /** What of A's the call names. */
  names: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** The route as server/routes declares it, for the test's name. */
  route: string;
  path: (cast: Cast) => string;
  body?: (cast: Cast) => unknown;
  /** A download's form-encoded body (docs/product-rules.md#downloads), instead of JSON. */
  form?: (cast: Cast) => Record<string, string>;
  /** Whose session calls (B's customer session unless said). */
  as?: (cast: Cast) => string;
  expect: Expectation;
};

const ADDRESS = { name: '钱多多', phone: '13600003333', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园 1 号' };
const NOT_FOUND = { kind: 'notFound' } as const;
const NOT_YOUR_SESSION = { kind: 'notYourSession' } as const;
const COUPON_UNUSABLE = { kind: 'refused', msg: '优惠券不可用，请重新选择' } as const;

/** A trade number one hex digit away from A's: the cashier knows only exact trade numbers. */
const neighbour = (tradeNo: string) => `${tradeNo.slice(0, -1)}${tradeNo.endsWith('0') ? '1' : '0'}`;

const ROWS: Row[] = [
  // Cart
  { names: 'cart line', method: 'GET', route: '/api/wCar/:id', path: ({ a }) => `/api/wCar/${a.cartLineId}`, expect: NOT_FOUND },
  { names: 'cart line', method: 'DELETE', route: '/api/wCar/:id', path: ({ a }) => `/api/wCar/${a.cartLineId}`, expect: NOT_FOUND },
  { names: 'cart line', method: 'GET', route: '/api/wCar/fanHui/:id', path: ({ a }) => `/api/wCar/fanHui/${a.cartLineId}`, expect: NOT_FOUND },
  { names: 'cart line', method: 'POST', route: '/api/wCar/shuLiang', path: () => '/api/wCar/shuLiang', body: ({ a }) => ({ id: a.cartLineId, quantity: 2 }), expect: NOT_FOUND },
  { names: 'cart line', method: 'POST', route: '/api/wCar/zuQi', path: () => '/api/wCar/zuQi', body: ({ a }) => ({ id: a.cartLineId, termMonths: 6 }), expect: NOT_FOUND },
  { names: 'cart line', method: 'POST', route: '/api/wCar/yxJ', path: () => '/api/wCar/yxJ', body: ({ a }) => ({ ids: [a.cartLineId], selected: false }), expect: NOT_FOUND },
  { names: 'user id', method: 'GET', route: '/api/wCar/carNumber?quanJuId=:quanJuId', path: ({ a }) => `/api/wCar/carNumber?quanJuId=${a.globalId}`, expect: NOT_YOUR_SESSION },
  {
    names: 'cart (list)',
    method: 'POST',
    route: '/api/wCar/list',
    path: () => '/api/wCar/list',
    body: () => ({}),
    expect: { kind: 'ownView', check: (answer, { a }) => assert.ok(!(answer.body.rows as { id: number }[]).some((line) => line.id === a.cartLineId)) },
  },
  // Checkout
  { names: 'cart line', method: 'GET', route: '/api/wOrder/fhslAndJe?ids=:id', path: ({ a }) => `/api/wOrder/fhslAndJe?ids=${a.cartLineId}`, expect: NOT_FOUND },
  {
    names: 'coupon',
    method: 'POST',
    route: '/api/wOrder/liJi',
    path: () => '/api/wOrder/liJi',
    body: ({ a }) => ({ skuId: a.skuId, termMonths: 12, quantity: 1, couponId: a.couponId }),
    expect: COUPON_UNUSABLE,
  },
  {
    names: 'cart line',
    method: 'POST',
    route: '/api/wOrder/addOrder',
    path: () => '/api/wOrder/addOrder',
    body: ({ a }) => ({ cartLineIds: [a.cartLineId], address: ADDRESS, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'coupon',
    method: 'POST',
    route: '/api/wOrder/addOrder',
    path: () => '/api/wOrder/addOrder',
    body: ({ a }) => ({ items: [{ skuId: a.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, couponId: a.couponId, idempotencyKey: randomUUID() }),
    expect: COUPON_UNUSABLE,
  },
  // Orders
  { names: 'unpaid order', method: 'POST', route: '/api/wOrder/cancel', path: () => '/api/wOrder/cancel', body: ({ a }) => ({ orderNo: a.unpaid.orderNo }), expect: NOT_FOUND },
  { names: 'shipped order', method: 'POST', route: '/api/wOrder/fhqs', path: () => '/api/wOrder/fhqs', body: ({ a }) => ({ orderNo: a.shipped.orderNo }), expect: NOT_FOUND },
  {
    names: 'unpaid order',
    method: 'POST',
    route: '/api/wOrder/yezf',
    path: () => '/api/wOrder/yezf',
    body: ({ a }) => ({ orderNo: a.unpaid.orderNo, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'unpaid order',
    method: 'POST',
    route: '/api/wOrder/liJiZhiFu',
    path: () => '/api/wOrder/liJiZhiFu',
    body: ({ a }) => ({ orderNo: a.unpaid.orderNo, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'unpaid order with an open trade',
    method: 'POST',
    route: '/api/wOrder/tradeQuery',
    path: () => '/api/wOrder/tradeQuery',
    body: ({ a }) => ({ orderNo: a.unpaid.orderNo }),
    expect: NOT_FOUND,
  },
  { names: 'unpaid order', method: 'GET', route: '/api/wOrder/orderTime/:orderNo', path: ({ a }) => `/api/wOrder/orderTime/${a.unpaid.orderNo}`, expect: NOT_FOUND },
  { names: 'running order', method: 'GET', route: '/api/wOrder/detail/:orderNo', path: ({ a }) => `/api/wOrder/detail/${a.renting.orderNo}`, expect: NOT_FOUND },
  {
    names: "running order's parcels",
    method: 'GET',
    route: '/api/wOrder/tracking?orderNo=:orderNo',
    path: ({ a }) => `/api/wOrder/tracking?orderNo=${a.renting.orderNo}`,
    expect: NOT_FOUND,
  },
  {
    names: "shipped order's parcels",
    method: 'GET',
    route: '/api/wOrder/tracking?orderNo=:orderNo',
    path: ({ a }) => `/api/wOrder/tracking?orderNo=${a.shipped.orderNo}`,
    expect: NOT_FOUND,
  },
  {
    names: 'unpaid order',
    method: 'GET',
    route: '/api/wOrder/addOrderHuoquIp?orderNo=:orderNo',
    path: ({ a }) => `/api/wOrder/addOrderHuoquIp?orderNo=${a.unpaid.orderNo}`,
    expect: NOT_FOUND,
  },
  {
    names: 'unpaid order (ownership probe)',
    method: 'GET',
    route: '/api/wOrder/pdZydd?orderNo=:orderNo',
    path: ({ a }) => `/api/wOrder/pdZydd?orderNo=${a.unpaid.orderNo}`,
    // The contract: another customer's order answers exactly like an unknown one.
    expect: {
      kind: 'ownView',
      check: (answer, { a }) => assert.deepEqual(answer.body.data, { orderNo: a.unpaid.orderNo, mine: false, payable: false, amount: 0, secondsLeft: 0 }),
    },
  },
  {
    names: 'orders (list)',
    method: 'POST',
    route: '/api/wOrder/dingD',
    path: () => '/api/wOrder/dingD',
    body: () => ({}),
    expect: {
      kind: 'ownView',
      check: (answer, { a }) => {
        const mine = new Set(a.orders.map((order) => order.orderNo));
        assert.ok(!(answer.body.rows as { orderNo: string }[]).some((order) => mine.has(order.orderNo)));
      },
    },
  },
  { names: 'user id', method: 'GET', route: '/api/wOrder/judgeSwitch/:quanJuId/normal', path: ({ a }) => `/api/wOrder/judgeSwitch/${a.globalId}/normal`, expect: NOT_YOUR_SESSION },
  // The coupon of an unpaid order
  {
    names: 'unpaid order',
    method: 'GET',
    route: '/api/wCouponUser/calcAmountPc/:orderNo/:userId/0/0/0',
    path: ({ a, b }) => `/api/wCouponUser/calcAmountPc/${a.unpaid.orderNo}/${b.globalId}/0/0/0`,
    expect: NOT_FOUND,
  },
  {
    names: 'unpaid order and coupon',
    method: 'GET',
    route: '/api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/1/0',
    path: ({ a, b }) => `/api/wCouponUser/calcAmountPc/${a.unpaid.orderNo}/${b.globalId}/${a.couponId}/1/0`,
    expect: NOT_FOUND,
  },
  {
    names: 'user id',
    method: 'GET',
    route: '/api/wCouponUser/calcAmountPc/:orderNo/:quanJuId/0/0/0',
    path: ({ a, b }) => `/api/wCouponUser/calcAmountPc/${b.own.orderNo}/${a.globalId}/0/0/0`,
    expect: NOT_YOUR_SESSION,
  },
  {
    names: "coupon (applied to B's order)",
    method: 'GET',
    route: '/api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/1/0',
    path: ({ a, b }) => `/api/wCouponUser/calcAmountPc/${b.own.orderNo}/${b.globalId}/${a.couponId}/1/0`,
    expect: COUPON_UNUSABLE,
  },
  // Change of renting entity
  { names: 'running order', method: 'GET', route: '/api/wOrder/changeBodyOrder/:orderNo', path: ({ a }) => `/api/wOrder/changeBodyOrder/${a.renting.orderNo}`, expect: NOT_FOUND },
  {
    names: 'running order',
    method: 'POST',
    route: '/api/wOrder/changeBodyOrder',
    path: () => '/api/wOrder/changeBodyOrder',
    body: ({ a }) => ({ orderNo: a.renting.orderNo, companyPhone: DEMO_ACCOUNTS.company.phone, code: '123456', contact: EMERGENCY_CONTACT, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  // Orders after checkout and devices
  {
    names: 'order number (status counts)',
    method: 'GET',
    route: '/api/wOrder/statusCount?keyword=:orderNo',
    path: ({ a }) => `/api/wOrder/statusCount?keyword=${a.renting.orderNo}`,
    expect: { kind: 'ownView', check: (answer) => assert.equal((answer.body.data as { total: number }).total, 0) },
  },
  {
    names: 'order number (search)',
    method: 'POST',
    route: '/api/wOrder/dingD',
    path: () => '/api/wOrder/dingD',
    body: ({ a }) => ({ keyword: a.renting.orderNo }),
    expect: { kind: 'ownView', check: (answer) => assert.deepEqual([answer.body.rows, answer.body.total], [[], 0]) },
  },
  // The lease contract: B neither reads, asks a code for, signs nor downloads A's (docs/product-rules.md#contracts).
  { names: 'shipped order', method: 'GET', route: '/api/wOrder/contract/:orderNo', path: ({ a }) => `/api/wOrder/contract/${a.shipped.orderNo}`, expect: NOT_FOUND },
  {
    names: 'order waiting for review',
    method: 'POST',
    route: '/api/wOrder/contract/code',
    path: () => '/api/wOrder/contract/code',
    body: ({ a }) => ({ orderNo: a.reviewing.orderNo }),
    expect: NOT_FOUND,
  },
  {
    names: 'order waiting for review',
    method: 'POST',
    route: '/api/wOrder/contract/sign',
    path: () => '/api/wOrder/contract/sign',
    body: ({ a }) => ({ orderNo: a.reviewing.orderNo, code: '123456', contentHash: '0'.repeat(64), agree: true }),
    expect: NOT_FOUND,
  },
  {
    names: 'unsigned contract',
    method: 'POST',
    route: '/api/wOrder/contract/download',
    path: () => '/api/wOrder/contract/download',
    form: ({ a }) => ({ orderNo: a.reviewing.orderNo }),
    expect: NOT_FOUND,
  },
  {
    names: 'signed contract',
    method: 'POST',
    route: '/api/wOrder/contract/download',
    path: () => '/api/wOrder/contract/download',
    form: ({ a }) => ({ orderNo: a.shipped.orderNo, documentNo: a.shippedContractNo }),
    expect: NOT_FOUND,
  },
  {
    names: "signed contract, named with B's own order",
    method: 'POST',
    route: '/api/wOrder/contract/download',
    path: () => '/api/wOrder/contract/download',
    form: ({ a, b }) => ({ orderNo: b.own.orderNo, documentNo: a.shippedContractNo }),
    expect: NOT_FOUND,
  },
  {
    names: 'shipped order (merchant of another shop)',
    method: 'GET',
    route: '/api/sys/order/contract/:orderNo',
    path: ({ a }) => `/api/sys/order/contract/${a.shipped.orderNo}`,
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  {
    names: 'signed contract (merchant of another shop)',
    method: 'POST',
    route: '/api/sys/order/contract/download',
    path: () => '/api/sys/order/contract/download',
    form: ({ a }) => ({ orderNo: a.shipped.orderNo, documentNo: a.shippedContractNo }),
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  { names: 'running order', method: 'GET', route: '/api/wOrder/returnQuote/:orderNo', path: ({ a }) => `/api/wOrder/returnQuote/${a.renting.orderNo}`, expect: NOT_FOUND },
  {
    names: 'running order',
    method: 'POST',
    route: '/api/wOrder/returnOrder',
    path: () => '/api/wOrder/returnOrder',
    body: ({ a }) => ({ orderNo: a.renting.orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123' }),
    expect: NOT_FOUND,
  },
  {
    names: 'device serial (search)',
    method: 'POST',
    route: '/api/wDevice/list',
    path: () => '/api/wDevice/list',
    body: ({ a }) => ({ keyword: a.serialNo }),
    expect: { kind: 'ownView', check: (answer) => assert.deepEqual([answer.body.rows, answer.body.total], [[], 0]) },
  },
  {
    names: 'devices (counts)',
    method: 'GET',
    route: '/api/wDevice/stateCount',
    path: () => '/api/wDevice/stateCount',
    expect: { kind: 'ownView', check: (answer) => assert.deepEqual(answer.body.data, { inUse: 0, returning: 0, ended: 0 }) },
  },
  // Bills
  {
    names: 'bills (list by order)',
    method: 'POST',
    route: '/api/wBill/list',
    path: () => '/api/wBill/list',
    body: ({ a }) => ({ orderNo: a.renting.orderNo }),
    expect: { kind: 'ownView', check: (answer) => assert.deepEqual([answer.body.rows, answer.body.total], [[], 0]) },
  },
  {
    names: 'bill',
    method: 'POST',
    route: '/api/wBill/yezf',
    path: () => '/api/wBill/yezf',
    body: ({ a }) => ({ billId: a.billId, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  // Money after checkout: bills, the account, renewals, buyouts
  {
    names: "bills (this month's summary)",
    method: 'POST',
    route: '/api/wBill/summary',
    path: () => '/api/wBill/summary',
    body: () => ({}),
    expect: {
      kind: 'ownView',
      check: (answer, { a }) => {
        const summary = answer.body.data as { due: { billIds: number[] }; orders: { orderNo: string }[] };
        assert.ok(!summary.due.billIds.includes(a.billId));
        assert.ok(!summary.orders.some((order) => order.orderNo === a.renting.orderNo));
      },
    },
  },
  {
    names: 'bill',
    method: 'POST',
    route: '/api/wBill/payAll',
    path: () => '/api/wBill/payAll',
    body: ({ a }) => ({ billIds: [a.billId], idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: "bill (beside one of B's own)",
    method: 'POST',
    route: '/api/wBill/payAll',
    path: () => '/api/wBill/payAll',
    body: ({ a, b }) => ({ billIds: [b.ownBillId, a.billId], idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'bill',
    method: 'POST',
    route: '/api/wBill/liJiZhiFu',
    path: () => '/api/wBill/liJiZhiFu',
    body: ({ a }) => ({ billIds: [a.billId], idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  { names: 'running order', method: 'GET', route: '/api/wOrder/renewal/:orderNo', path: ({ a }) => `/api/wOrder/renewal/${a.renting.orderNo}`, expect: NOT_FOUND },
  {
    names: 'running order',
    method: 'POST',
    route: '/api/wOrder/renew',
    path: () => '/api/wOrder/renew',
    body: ({ a }) => ({ orderNo: a.renting.orderNo, months: 1, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'running order',
    method: 'POST',
    route: '/api/wOrder/buyout/quote',
    path: () => '/api/wOrder/buyout/quote',
    body: ({ a }) => ({ orderNo: a.renting.orderNo }),
    expect: NOT_FOUND,
  },
  {
    names: 'buyout quote',
    method: 'POST',
    route: '/api/wOrder/buyout/yezf',
    path: () => '/api/wOrder/buyout/yezf',
    body: ({ a }) => ({ quoteNo: a.quoteNo, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'buyout quote',
    method: 'POST',
    route: '/api/wOrder/buyout/liJiZhiFu',
    path: () => '/api/wOrder/buyout/liJiZhiFu',
    body: ({ a }) => ({ quoteNo: a.quoteNo, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'running order (upgrade)',
    method: 'POST',
    route: '/api/wGoods/upGoodsItem',
    path: () => '/api/wGoods/upGoodsItem',
    body: ({ a }) => ({ orderNo: a.renting.orderNo }),
    expect: NOT_FOUND,
  },
  {
    names: 'running order (upgrade)',
    method: 'POST',
    route: '/api/wGoods/sq',
    path: () => '/api/wGoods/sq',
    body: ({ a }) => ({ orderNo: a.renting.orderNo, offerId: 1, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'running order (upgrade)',
    method: 'POST',
    route: '/api/wOrder/upgrade/yezf',
    path: () => '/api/wOrder/upgrade/yezf',
    body: ({ a }) => ({ orderNo: a.renting.orderNo, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'running order (upgrade)',
    method: 'POST',
    route: '/api/wOrder/upgrade/liJiZhiFu',
    path: () => '/api/wOrder/upgrade/liJiZhiFu',
    body: ({ a }) => ({ orderNo: a.renting.orderNo, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  {
    names: 'running order (upgrade)',
    method: 'POST',
    route: '/api/wOrder/upgrade/receive',
    path: () => '/api/wOrder/upgrade/receive',
    body: ({ a }) => ({ orderNo: a.renting.orderNo }),
    expect: NOT_FOUND,
  },
  {
    names: 'running order (upgrade)',
    method: 'POST',
    route: '/api/wOrder/upgrade/return',
    path: () => '/api/wOrder/upgrade/return',
    body: ({ a }) => ({ orderNo: a.renting.orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123' }),
    expect: NOT_FOUND,
  },
  { names: 'top-up trade', method: 'POST', route: '/api/wUser/tradeQuery', path: () => '/api/wUser/tradeQuery', body: ({ a }) => ({ tradeNo: a.topUpTradeNo }), expect: NOT_FOUND },
  { names: 'order trade', method: 'POST', route: '/api/wUser/tradeQuery', path: () => '/api/wUser/tradeQuery', body: ({ a }) => ({ tradeNo: a.tradeNo }), expect: NOT_FOUND },
  {
    names: 'balance ledger (list)',
    method: 'POST',
    route: '/api/wUser/ledger',
    path: () => '/api/wUser/ledger',
    body: () => ({}),
    expect: {
      kind: 'ownView',
      check: (answer, { a }) => {
        const mine = new Set(a.orders.map((order) => order.orderNo));
        assert.ok(!(answer.body.rows as { orderNo: string | null }[]).some((row) => row.orderNo !== null && mine.has(row.orderNo)));
      },
    },
  },
  {
    names: 'account (overview)',
    method: 'GET',
    route: '/api/wUser/account',
    path: () => '/api/wUser/account',
    expect: { kind: 'ownView', check: (answer, { b }) => assert.equal((answer.body.data as { mobile: string }).mobile, b.phone) },
  },
  // Risk check
  {
    names: 'paid order awaiting its risk check',
    method: 'POST',
    route: '/risk/record/getRiskUsers/orderno',
    path: () => '/risk/record/getRiskUsers/orderno',
    body: ({ a }) => ({ orderNo: a.reviewing.orderNo }),
    expect: NOT_FOUND,
  },
  // Account
  { names: 'user id', method: 'POST', route: '/auth/api/info/token', path: () => '/auth/api/info/token', body: ({ a }) => ({ quanJuId: a.globalId }), expect: NOT_YOUR_SESSION },
  {
    names: 'user id',
    method: 'GET',
    route: '/api/wGoods/userIsRenZhang?quanJuId=:quanJuId',
    path: ({ a }) => `/api/wGoods/userIsRenZhang?quanJuId=${a.globalId}`,
    expect: NOT_YOUR_SESSION,
  },
  // Sandbox cashier: no session by design (the exact trade number is the capability), so a
  // neighbouring number names nothing.
  { names: 'trade number (one digit off)', method: 'GET', route: '/api/pay/sandbox/:tradeNo', path: ({ a }) => `/api/pay/sandbox/${neighbour(a.tradeNo)}`, expect: NOT_FOUND },
  {
    names: 'trade number (one digit off)',
    method: 'POST',
    route: '/api/pay/sandbox/:tradeNo/confirm',
    path: ({ a }) => `/api/pay/sandbox/${neighbour(a.tradeNo)}/confirm`,
    body: () => ({}),
    expect: NOT_FOUND,
  },
  {
    names: 'trade number (one digit off)',
    method: 'POST',
    route: '/api/pay/sandbox/:tradeNo/cancel',
    path: ({ a }) => `/api/pay/sandbox/${neighbour(a.tradeNo)}/cancel`,
    body: () => ({}),
    expect: NOT_FOUND,
  },
  // The sandbox's withholding signing page: the same, by the page's exact number.
  {
    names: 'signing page (one digit off)',
    method: 'GET',
    route: '/api/pay/sandboxSign/:signNo',
    path: ({ a }) => `/api/pay/sandboxSign/${neighbour(a.signNo)}`,
    expect: NOT_FOUND,
  },
  {
    names: 'signing page (one digit off)',
    method: 'POST',
    route: '/api/pay/sandboxSign/:signNo/confirm',
    path: ({ a }) => `/api/pay/sandboxSign/${neighbour(a.signNo)}/confirm`,
    body: () => ({}),
    expect: NOT_FOUND,
  },
  {
    names: 'signing page (one digit off)',
    method: 'POST',
    route: '/api/pay/sandboxSign/:signNo/cancel',
    path: ({ a }) => `/api/pay/sandboxSign/${neighbour(a.signNo)}/cancel`,
    body: () => ({}),
    expect: NOT_FOUND,
  },
  // Automatic payment: B's own agreement only; B ending "theirs" cannot end A's.
  {
    names: 'automatic-payment agreement',
    method: 'GET',
    route: '/api/wUser/daikou',
    path: () => '/api/wUser/daikou',
    expect: { kind: 'ownView', check: (answer) => assert.equal((answer.body.data as { agreement: unknown }).agreement, null) },
  },
  {
    names: 'automatic-payment agreement',
    method: 'POST',
    route: '/api/wUser/daikou/end',
    path: () => '/api/wUser/daikou/end',
    body: () => ({}),
    expect: { kind: 'refused', msg: '您尚未开通自动扣款' },
  },
  // Uploads: a customer's file is theirs; the back office sees a licence only as the platform (admin).
  { names: 'uploaded licence', method: 'GET', route: '/api/file/:key', path: ({ a }) => `/api/file/${a.fileKey}`, expect: NOT_FOUND },
  {
    names: 'uploaded licence (merchant session)',
    method: 'GET',
    route: '/api/sys/file/:key',
    path: ({ a }) => `/api/sys/file/${a.fileKey}`,
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  // Account safety and notifications: B names A's device (an opaque session id) and A's 消息.
  {
    names: 'device (session id)',
    method: 'POST',
    route: '/api/wUser/devices/signOut',
    path: () => '/api/wUser/devices/signOut',
    body: ({ aSessionId }) => ({ sessionId: aSessionId }),
    expect: NOT_FOUND,
  },
  {
    names: 'devices (list)',
    method: 'GET',
    route: '/api/wUser/devices',
    path: () => '/api/wUser/devices',
    expect: {
      kind: 'ownView',
      check: (answer, { aSessionId, aAddress }) => assert.ok(!JSON.stringify(answer.body.data).includes(aSessionId) && !JSON.stringify(answer.body.data).includes(aAddress)),
    },
  },
  {
    names: 'devices (sign out all others)',
    method: 'POST',
    route: '/api/wUser/devices/signOutOthers',
    path: () => '/api/wUser/devices/signOutOthers',
    body: () => ({}),
    expect: { kind: 'ownView', check: (answer) => assert.deepEqual(answer.body.data, { signedOut: 0 }) },
  },
  {
    names: 'sign-ins (list)',
    method: 'GET',
    route: '/api/wUser/loginRecords',
    path: () => '/api/wUser/loginRecords',
    expect: { kind: 'ownView', check: (answer, { aAddress }) => assert.ok(!JSON.stringify(answer.body.data).includes(aAddress)) },
  },
  {
    names: 'user id in the 消息 list',
    method: 'GET',
    route: '/api/wUserNews/listForPage?userId=:quanJuId',
    path: ({ a }) => `/api/wUserNews/listForPage?page=1&limit=99&userId=${a.globalId}`,
    // The storefront sends the user id; the server ignores another one and lists the session's own
    // (docs/product-rules.md#notifications).
    expect: {
      kind: 'ownView',
      check: (answer, { aNotificationId }) => assert.ok(!(answer.body.page as { list: { id: number }[] }).list.some((note) => note.id === aNotificationId)),
    },
  },
  { names: '消息', method: 'POST', route: '/api/wUserNews/read', path: () => '/api/wUserNews/read', body: ({ aNotificationId }) => ({ id: aNotificationId }), expect: NOT_FOUND },
  {
    names: '消息 (mark all read)',
    method: 'POST',
    route: '/api/wUserNews/readAll',
    path: () => '/api/wUserNews/readAll',
    body: () => ({}),
    expect: { kind: 'ownView', check: (answer) => assert.deepEqual(answer.body.data, { marked: 0, unreadCount: 0 }) },
  },
  // Service requests: the customer's own only; an editor sees only their shop's (A's request is about another shop's order).
  { names: 'service request', method: 'GET', route: '/api/wService/detail/:serviceNo', path: ({ a }) => `/api/wService/detail/${a.serviceNo}`, expect: NOT_FOUND },
  { names: 'service request', method: 'POST', route: '/api/wService/cancel', path: () => '/api/wService/cancel', body: ({ a }) => ({ serviceNo: a.serviceNo }), expect: NOT_FOUND },
  {
    names: 'service request',
    method: 'POST',
    route: '/api/wService/followUp',
    path: () => '/api/wService/followUp',
    body: ({ a }) => ({ serviceNo: a.serviceNo, content: '补充一句' }),
    expect: NOT_FOUND,
  },
  {
    names: 'running order',
    method: 'POST',
    route: '/api/wService/add',
    path: () => '/api/wService/add',
    body: ({ a }) => ({
      orderNo: a.renting.orderNo,
      kind: 'replacement',
      reason: 'hardware_fault',
      description: '无法开机，指示灯不亮。',
      photoKeys: [],
      idempotencyKey: randomUUID(),
    }),
    expect: NOT_FOUND,
  },
  {
    names: 'service requests (list)',
    method: 'POST',
    route: '/api/wService/list',
    path: () => '/api/wService/list',
    body: () => ({}),
    expect: { kind: 'ownView', check: (answer, { a }) => assert.ok(!(answer.body.rows as { serviceNo: string }[]).some((row) => row.serviceNo === a.serviceNo)) },
  },
  {
    names: 'orders (serviceable)',
    method: 'GET',
    route: '/api/wService/orders',
    path: () => '/api/wService/orders',
    expect: {
      kind: 'ownView',
      check: (answer, { a }) => assert.ok(!(answer.body.data as { orderNo: string }[]).some((order) => a.orders.some((own) => own.orderNo === order.orderNo))),
    },
  },
  { names: 'service photo', method: 'GET', route: '/api/file/:key', path: ({ a }) => `/api/file/${a.servicePhotoKey}`, expect: NOT_FOUND },
  {
    names: 'service request (merchant of another shop)',
    method: 'GET',
    route: '/api/sys/wService/detail/:serviceNo',
    path: ({ a }) => `/api/sys/wService/detail/${a.serviceNo}`,
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  {
    names: 'service request (merchant of another shop)',
    method: 'POST',
    route: '/api/sys/wService/reply',
    path: () => '/api/sys/wService/reply',
    body: ({ a }) => ({ serviceNo: a.serviceNo, content: '您好' }),
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  {
    names: 'service request (merchant of another shop)',
    method: 'POST',
    route: '/api/sys/wService/status',
    path: () => '/api/sys/wService/status',
    body: ({ a }) => ({ serviceNo: a.serviceNo, status: 3, remark: '不予处理' }),
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  {
    names: 'service requests (merchant of another shop, list)',
    method: 'POST',
    route: '/api/sys/wService/list',
    path: () => '/api/sys/wService/list',
    body: () => ({}),
    as: ({ merchant }) => merchant,
    expect: { kind: 'ownView', check: (answer, { a }) => assert.ok(!(answer.body.rows as { serviceNo: string }[]).some((row) => row.serviceNo === a.serviceNo)) },
  },
  {
    names: 'service photo (merchant of another shop)',
    method: 'GET',
    route: '/api/sys/file/:key',
    path: ({ a }) => `/api/sys/file/${a.servicePhotoKey}`,
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  // Verification: B sees only B's state; a customer session opens no review of A's request.
  {
    names: 'verification (state)',
    method: 'GET',
    route: '/api/wUserAuth/info',
    path: () => '/api/wUserAuth/info',
    expect: { kind: 'ownView', check: (answer, { a }) => assert.notEqual((answer.body.data as { request: { id: number } | null }).request?.id, a.verificationId) },
  },
  {
    names: 'verification request (review)',
    method: 'POST',
    route: '/api/sys/userAuth/:id/review',
    path: ({ a }) => `/api/sys/userAuth/${a.verificationId}/review`,
    body: () => ({ decision: 'reject', reason: '冒用他人身份' }),
    expect: NOT_YOUR_SESSION,
  },
  { names: 'verification request (read)', method: 'GET', route: '/api/sys/userAuth/:id', path: ({ a }) => `/api/sys/userAuth/${a.verificationId}`, expect: NOT_YOUR_SESSION },
  // Address book
  {
    names: 'address',
    method: 'POST',
    route: '/api/wAddress/update',
    path: () => '/api/wAddress/update',
    body: ({ a }) => ({ id: a.addressId, ...ADDRESS, isDefault: true }),
    expect: NOT_FOUND,
  },
  { names: 'address', method: 'POST', route: '/api/wAddress/default', path: () => '/api/wAddress/default', body: ({ a }) => ({ id: a.addressId }), expect: NOT_FOUND },
  { names: 'address', method: 'DELETE', route: '/api/wAddress/:id', path: ({ a }) => `/api/wAddress/${a.addressId}`, expect: NOT_FOUND },
  {
    names: 'addresses (list)',
    method: 'GET',
    route: '/api/wAddress/list',
    path: () => '/api/wAddress/list',
    expect: { kind: 'ownView', check: (answer, { a }) => assert.ok(!(answer.body.data as { id: number }[]).some((address) => address.id === a.addressId)) },
  },
  // The customer's own coupons
  {
    names: 'coupons (list)',
    method: 'GET',
    route: '/api/wCouponUser/list',
    path: () => '/api/wCouponUser/list?tab=available',
    expect: { kind: 'ownView', check: (answer, { a }) => assert.ok(!(answer.body.rows as { id: number }[]).some((coupon) => coupon.id === a.couponId)) },
  },
  // Back office: an editor previews only their own shop's goods.
  {
    names: "another shop's goods (merchant session)",
    method: 'GET',
    route: '/api/wGoods/preview/:id',
    path: ({ otherShopGoods }) => `/api/wGoods/preview/${otherShopGoods}`,
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  // Invoices: A's paid bills, title, request; the merchant reaching another shop's request
  {
    names: 'paid bill',
    method: 'POST',
    route: '/api/wInvoice/apply',
    path: () => '/api/wInvoice/apply',
    body: ({ invoices }) => ({
      type: 1,
      titleId: invoices.b.titleId,
      items: [{ kind: 'rent', sourceId: invoices.a.freeBillId }],
      email: 'b@example.com',
      idempotencyKey: randomUUID(),
    }),
    expect: NOT_FOUND,
  },
  {
    names: 'invoice title',
    method: 'POST',
    route: '/api/wInvoice/apply',
    path: () => '/api/wInvoice/apply',
    body: ({ invoices }) => ({
      type: 1,
      titleId: invoices.a.titleId,
      items: [{ kind: 'rent', sourceId: invoices.a.freeBillId }],
      email: 'b@example.com',
      idempotencyKey: randomUUID(),
    }),
    expect: NOT_FOUND,
  },
  {
    names: 'paid amounts (by order)',
    method: 'POST',
    route: '/api/wInvoice/invoiceable',
    path: () => '/api/wInvoice/invoiceable',
    body: ({ a }) => ({ orderNo: a.renting.orderNo }),
    expect: { kind: 'ownView', check: (answer) => assert.deepEqual([answer.body.rows, answer.body.total], [[], 0]) },
  },
  { names: 'invoice request', method: 'GET', route: '/api/wInvoice/:requestNo', path: ({ invoices }) => `/api/wInvoice/${invoices.a.requestNo}`, expect: NOT_FOUND },
  {
    names: 'invoice requests (list)',
    method: 'POST',
    route: '/api/wInvoice/list',
    path: () => '/api/wInvoice/list',
    body: () => ({}),
    expect: { kind: 'ownView', check: (answer, { invoices }) => assert.ok(!(answer.body.rows as { requestNo: string }[]).some((row) => row.requestNo === invoices.a.requestNo)) },
  },
  {
    names: 'invoice title',
    method: 'POST',
    route: '/api/wInvoiceTitle/edit',
    path: () => '/api/wInvoiceTitle/edit',
    body: ({ invoices }) => ({ id: invoices.a.titleId, kind: 'person', name: '改名测试' }),
    expect: NOT_FOUND,
  },
  {
    names: 'invoice title',
    method: 'POST',
    route: '/api/wInvoiceTitle/default',
    path: () => '/api/wInvoiceTitle/default',
    body: ({ invoices }) => ({ id: invoices.a.titleId }),
    expect: NOT_FOUND,
  },
  { names: 'invoice title', method: 'DELETE', route: '/api/wInvoiceTitle/:id', path: ({ invoices }) => `/api/wInvoiceTitle/${invoices.a.titleId}`, expect: NOT_FOUND },
  {
    names: 'invoice titles and email',
    method: 'GET',
    route: '/api/wInvoiceTitle/info',
    path: () => '/api/wInvoiceTitle/info',
    expect: {
      kind: 'ownView',
      check: (answer, { invoices }) => {
        const settings = answer.body.data as { email: string | null; titles: { id: number }[] };
        assert.notEqual(settings.email, invoices.a.email);
        assert.ok(!settings.titles.some((title) => title.id === invoices.a.titleId));
      },
    },
  },
  {
    names: "another shop's invoice request (merchant session)",
    method: 'POST',
    route: '/api/wInvoice/sys/issue',
    path: () => '/api/wInvoice/sys/issue',
    body: ({ invoices }) => ({ requestNo: invoices.a.requestNo, invoiceNo: '26442000000099990001', invoiceDate: invoices.a.requestDay }),
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  {
    names: "another shop's invoice request (merchant session)",
    method: 'POST',
    route: '/api/wInvoice/sys/reject',
    path: () => '/api/wInvoice/sys/reject',
    body: ({ invoices }) => ({ requestNo: invoices.a.requestNo, reason: '测试驳回' }),
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
  {
    names: "another shop's invoice request (merchant session)",
    method: 'POST',
    route: '/api/wInvoice/sys/redLetter',
    path: () => '/api/wInvoice/sys/redLetter',
    body: ({ invoices }) => ({ requestNo: invoices.a.requestNo, redLetterNo: '26442000000099990002', redLetterDate: invoices.a.requestDay }),
    as: ({ merchant }) => merchant,
    expect: NOT_FOUND,
  },
];

let server: TestServer;
let cast: Cast;
before(async () => {
  server = await startTestServer();
  const a = await arrangeVictim(server);
  // B rents too (the money calls need a renting customer of B's own).
  const b = await arrangeRentingStranger(server);
  const merchant = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  // Invoices first: arranging them writes 消息, and the account-safety cast then settles which stay unread.
  const invoices = await arrangeInvoices(server, a, b);
  cast = { a, b, merchant, otherShopGoods: await goodsOfAnotherShop(server), invoices, ...(await arrangeAccountSafety(a, b)) };
});
after(() => server.close());

/**
 * A logs in a second time from another address (a second device and a sign-in record); one of A's
 * 消息 stays unread. B has read all of its own, so B's "mark all read" has nothing of its own to change.
 */
async function arrangeAccountSafety(a: Victim, b: Stranger): Promise<AccountSafetyCast> {
  const aAddress = '198.51.100.77';
  const login = await server.post('/api/register/reg/paLogin', { phone: a.phone, passWord: a.passWord }, { peer: aAddress });
  assert.equal(login.body.code, 200, login.body.msg);
  const devices = await server.get<{ sessionId: string; current: boolean }[]>('/api/wUser/devices', { token: a.token });
  const other = devices.body.data?.find((device) => !device.current);
  assert.ok(other, 'A is signed in on two devices');
  const notes = await server.get('/api/wUserNews/listForPage?page=1&limit=99', { token: a.token });
  const unread = (notes.body.page as { list: { id: number; read: boolean }[] }).list.find((note) => !note.read);
  assert.ok(unread, 'A has an unread 消息');
  assert.equal((await server.post('/api/wUserNews/readAll', {}, { token: b.token })).body.code, 200);
  return { aSessionId: other.sessionId, aAddress, aNotificationId: unread.id };
}

const EXPECTED = { notFound: 'answers 404', notYourSession: 'answers 401', refused: 'is refused', ownView: "shows only the caller's own" } as const;

for (const row of ROWS) {
  test(`customer B naming customer A's ${row.names} in ${row.method} ${row.route} ${EXPECTED[row.expect.kind]} and changes nothing`, async () => {
    const token = row.as ? row.as(cast) : cast.b.token;
    const form = row.form ? new URLSearchParams(row.form(cast)).toString() : undefined;
    const body = form ?? (row.body ? JSON.stringify(row.body(cast)) : undefined);
    const headers = form === undefined ? undefined : { 'content-type': 'application/x-www-form-urlencoded' };
    const beforeCall = await businessSnapshot(server.db);
    const answer = await server.request(row.method, row.path(cast), body, { token, ...(headers ? { headers } : {}) });
    const afterCall = await businessSnapshot(server.db);

    const said = `${answer.status} ${JSON.stringify(answer.body)}`;
    assert.ok(answer.status < 500, said);
    switch (row.expect.kind) {
      case 'notFound':
        assert.equal(answer.body.code, 404, said);
        assert.ok(answer.status === 200 || answer.status === 404, said);
        break;
      case 'notYourSession':
        assert.equal(answer.body.code, 401, said);
        break;
      case 'refused':
        assert.deepEqual(answer.body, { code: 500, msg: row.expect.msg }, said);
        break;
      case 'ownView':
        assert.equal(answer.body.code, 200, said);
        row.expect.check(answer, cast);
        break;
    }
    // Nothing of A's account leaks into the answer, whatever it says.
    assert.ok(!said.includes(cast.a.phone), `the answer shows A's phone: ${said}`);
    assertNothingChanged(beforeCall, afterCall, `${row.method} ${row.route}`);
  });
}

test("the victim's things are all still there and still theirs after the whole matrix", async () => {
  const { a } = cast;
  const line = await server.get(`/api/wCar/${a.cartLineId}`, { token: a.token });
  assert.equal(line.body.code, 200, line.body.msg);
  for (const order of a.orders) assert.equal((await server.get(`/api/wOrder/detail/${order.orderNo}`, { token: a.token })).body.code, 200);
  const service = await server.get<{ status: number }>(`/api/wService/detail/${a.serviceNo}`, { token: a.token });
  assert.equal(service.body.data?.status, 0, "A's service request is still waiting");
  const info = await server.post<{ quanJuId: string }>('/auth/api/info/token', {}, { token: a.token });
  assert.equal(info.body.data?.quanJuId, a.globalId);
});

test('the snapshot sees a change when the owner makes one (the matrix is not blind)', async () => {
  const { a } = cast;
  const beforeCall = await businessSnapshot(server.db);
  const changed = await server.post('/api/wCar/shuLiang', { id: a.cartLineId, quantity: 2 }, { token: a.token });
  assert.equal(changed.body.code, 200, changed.body.msg);
  assert.deepEqual(changedTables(beforeCall, await businessSnapshot(server.db)), ['cart_lines']);
});
