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
import { DEMO_ACCOUNTS } from '../db/seed';
import { EMERGENCY_CONTACT } from '../testing/transferScenarios';
import { assertNothingChanged, businessSnapshot, changedTables } from './snapshot';
import { arrangeRentingStranger, arrangeVictim, goodsOfAnotherShop, type Stranger, type Victim } from './twoCustomers';

type Cast = { a: Victim; b: Stranger; merchant: string; otherShopGoods: number };

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
    method: 'POST', route: '/api/wCar/list', path: () => '/api/wCar/list',
    body: () => ({}),
    expect: { kind: 'ownView', check: (answer, { a }) => assert.ok(!(answer.body.rows as { id: number }[]).some((line) => line.id === a.cartLineId)) },
  },
  // Checkout
  { names: 'cart line', method: 'GET', route: '/api/wOrder/fhslAndJe?ids=:id', path: ({ a }) => `/api/wOrder/fhslAndJe?ids=${a.cartLineId}`, expect: NOT_FOUND },
  { names: 'coupon', method: 'POST', route: '/api/wOrder/liJi', path: () => '/api/wOrder/liJi', body: ({ a }) => ({ skuId: a.skuId, termMonths: 12, quantity: 1, couponId: a.couponId }), expect: COUPON_UNUSABLE },
  { names: 'cart line', method: 'POST', route: '/api/wOrder/addOrder', path: () => '/api/wOrder/addOrder', body: ({ a }) => ({ cartLineIds: [a.cartLineId], address: ADDRESS, idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  {
    names: 'coupon',
    method: 'POST', route: '/api/wOrder/addOrder', path: () => '/api/wOrder/addOrder',
    body: ({ a }) => ({ items: [{ skuId: a.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, couponId: a.couponId, idempotencyKey: randomUUID() }),
    expect: COUPON_UNUSABLE,
  },
  // Orders
  { names: 'unpaid order', method: 'POST', route: '/api/wOrder/cancel', path: () => '/api/wOrder/cancel', body: ({ a }) => ({ orderNo: a.unpaid.orderNo }), expect: NOT_FOUND },
  { names: 'shipped order', method: 'POST', route: '/api/wOrder/fhqs', path: () => '/api/wOrder/fhqs', body: ({ a }) => ({ orderNo: a.shipped.orderNo }), expect: NOT_FOUND },
  { names: 'unpaid order', method: 'POST', route: '/api/wOrder/yezf', path: () => '/api/wOrder/yezf', body: ({ a }) => ({ orderNo: a.unpaid.orderNo, idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  { names: 'unpaid order', method: 'POST', route: '/api/wOrder/liJiZhiFu', path: () => '/api/wOrder/liJiZhiFu', body: ({ a }) => ({ orderNo: a.unpaid.orderNo, idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  { names: 'unpaid order with an open trade', method: 'POST', route: '/api/wOrder/tradeQuery', path: () => '/api/wOrder/tradeQuery', body: ({ a }) => ({ orderNo: a.unpaid.orderNo }), expect: NOT_FOUND },
  { names: 'unpaid order', method: 'GET', route: '/api/wOrder/orderTime/:orderNo', path: ({ a }) => `/api/wOrder/orderTime/${a.unpaid.orderNo}`, expect: NOT_FOUND },
  { names: 'running order', method: 'GET', route: '/api/wOrder/detail/:orderNo', path: ({ a }) => `/api/wOrder/detail/${a.renting.orderNo}`, expect: NOT_FOUND },
  { names: 'unpaid order', method: 'GET', route: '/api/wOrder/addOrderHuoquIp?orderNo=:orderNo', path: ({ a }) => `/api/wOrder/addOrderHuoquIp?orderNo=${a.unpaid.orderNo}`, expect: NOT_FOUND },
  {
    names: 'unpaid order (ownership probe)',
    method: 'GET', route: '/api/wOrder/pdZydd?orderNo=:orderNo', path: ({ a }) => `/api/wOrder/pdZydd?orderNo=${a.unpaid.orderNo}`,
    // The contract: another customer's order answers exactly like an unknown one.
    expect: { kind: 'ownView', check: (answer, { a }) => assert.deepEqual(answer.body.data, { orderNo: a.unpaid.orderNo, mine: false, payable: false, amount: 0, secondsLeft: 0 }) },
  },
  {
    names: 'orders (list)',
    method: 'POST', route: '/api/wOrder/dingD', path: () => '/api/wOrder/dingD',
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
  { names: 'unpaid order', method: 'GET', route: '/api/wCouponUser/calcAmountPc/:orderNo/:userId/0/0/0', path: ({ a, b }) => `/api/wCouponUser/calcAmountPc/${a.unpaid.orderNo}/${b.globalId}/0/0/0`, expect: NOT_FOUND },
  { names: 'unpaid order and coupon', method: 'GET', route: '/api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/1/0', path: ({ a, b }) => `/api/wCouponUser/calcAmountPc/${a.unpaid.orderNo}/${b.globalId}/${a.couponId}/1/0`, expect: NOT_FOUND },
  { names: 'user id', method: 'GET', route: '/api/wCouponUser/calcAmountPc/:orderNo/:quanJuId/0/0/0', path: ({ a, b }) => `/api/wCouponUser/calcAmountPc/${b.own.orderNo}/${a.globalId}/0/0/0`, expect: NOT_YOUR_SESSION },
  { names: 'coupon (applied to B\'s order)', method: 'GET', route: '/api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/1/0', path: ({ a, b }) => `/api/wCouponUser/calcAmountPc/${b.own.orderNo}/${b.globalId}/${a.couponId}/1/0`, expect: COUPON_UNUSABLE },
  // Change of renting entity
  { names: 'running order', method: 'GET', route: '/api/wOrder/changeBodyOrder/:orderNo', path: ({ a }) => `/api/wOrder/changeBodyOrder/${a.renting.orderNo}`, expect: NOT_FOUND },
  {
    names: 'running order',
    method: 'POST', route: '/api/wOrder/changeBodyOrder', path: () => '/api/wOrder/changeBodyOrder',
    body: ({ a }) => ({ orderNo: a.renting.orderNo, companyPhone: DEMO_ACCOUNTS.company.phone, code: '123456', contact: EMERGENCY_CONTACT, idempotencyKey: randomUUID() }),
    expect: NOT_FOUND,
  },
  // Bills
  {
    names: 'bills (list by order)',
    method: 'POST', route: '/api/wBill/list', path: () => '/api/wBill/list',
    body: ({ a }) => ({ orderNo: a.renting.orderNo }),
    expect: { kind: 'ownView', check: (answer) => assert.deepEqual([answer.body.rows, answer.body.total], [[], 0]) },
  },
  { names: 'bill', method: 'POST', route: '/api/wBill/yezf', path: () => '/api/wBill/yezf', body: ({ a }) => ({ billId: a.billId, idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  // Money after checkout: bills, the account, renewals, buyouts (issue 10)
  {
    names: 'bills (this month\'s summary)',
    method: 'POST', route: '/api/wBill/summary', path: () => '/api/wBill/summary',
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
  { names: 'bill', method: 'POST', route: '/api/wBill/payAll', path: () => '/api/wBill/payAll', body: ({ a }) => ({ billIds: [a.billId], idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  { names: 'bill (beside one of B\'s own)', method: 'POST', route: '/api/wBill/payAll', path: () => '/api/wBill/payAll', body: ({ a, b }) => ({ billIds: [b.ownBillId, a.billId], idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  { names: 'bill', method: 'POST', route: '/api/wBill/liJiZhiFu', path: () => '/api/wBill/liJiZhiFu', body: ({ a }) => ({ billIds: [a.billId], idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  { names: 'running order', method: 'GET', route: '/api/wOrder/renewal/:orderNo', path: ({ a }) => `/api/wOrder/renewal/${a.renting.orderNo}`, expect: NOT_FOUND },
  { names: 'running order', method: 'POST', route: '/api/wOrder/renew', path: () => '/api/wOrder/renew', body: ({ a }) => ({ orderNo: a.renting.orderNo, months: 1, idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  { names: 'running order', method: 'POST', route: '/api/wOrder/buyout/quote', path: () => '/api/wOrder/buyout/quote', body: ({ a }) => ({ orderNo: a.renting.orderNo }), expect: NOT_FOUND },
  { names: 'buyout quote', method: 'POST', route: '/api/wOrder/buyout/yezf', path: () => '/api/wOrder/buyout/yezf', body: ({ a }) => ({ quoteNo: a.quoteNo, idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  { names: 'buyout quote', method: 'POST', route: '/api/wOrder/buyout/liJiZhiFu', path: () => '/api/wOrder/buyout/liJiZhiFu', body: ({ a }) => ({ quoteNo: a.quoteNo, idempotencyKey: randomUUID() }), expect: NOT_FOUND },
  { names: 'top-up trade', method: 'POST', route: '/api/wUser/tradeQuery', path: () => '/api/wUser/tradeQuery', body: ({ a }) => ({ tradeNo: a.topUpTradeNo }), expect: NOT_FOUND },
  { names: 'order trade', method: 'POST', route: '/api/wUser/tradeQuery', path: () => '/api/wUser/tradeQuery', body: ({ a }) => ({ tradeNo: a.tradeNo }), expect: NOT_FOUND },
  {
    names: 'balance ledger (list)',
    method: 'POST', route: '/api/wUser/ledger', path: () => '/api/wUser/ledger',
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
    method: 'GET', route: '/api/wUser/account', path: () => '/api/wUser/account',
    expect: { kind: 'ownView', check: (answer, { b }) => assert.equal((answer.body.data as { mobile: string }).mobile, b.phone) },
  },
  // Risk check
  { names: 'paid order awaiting its risk check', method: 'POST', route: '/risk/record/getRiskUsers/orderno', path: () => '/risk/record/getRiskUsers/orderno', body: ({ a }) => ({ orderNo: a.reviewing.orderNo }), expect: NOT_FOUND },
  // Account
  { names: 'user id', method: 'POST', route: '/auth/api/info/token', path: () => '/auth/api/info/token', body: ({ a }) => ({ quanJuId: a.globalId }), expect: NOT_YOUR_SESSION },
  { names: 'user id', method: 'GET', route: '/api/wGoods/userIsRenZhang?quanJuId=:quanJuId', path: ({ a }) => `/api/wGoods/userIsRenZhang?quanJuId=${a.globalId}`, expect: NOT_YOUR_SESSION },
  // Sandbox cashier: no session by design (the exact trade number is the capability), so a
  // neighbouring number names nothing.
  { names: 'trade number (one digit off)', method: 'GET', route: '/api/pay/sandbox/:tradeNo', path: ({ a }) => `/api/pay/sandbox/${neighbour(a.tradeNo)}`, expect: NOT_FOUND },
  { names: 'trade number (one digit off)', method: 'POST', route: '/api/pay/sandbox/:tradeNo/confirm', path: ({ a }) => `/api/pay/sandbox/${neighbour(a.tradeNo)}/confirm`, body: () => ({}), expect: NOT_FOUND },
  { names: 'trade number (one digit off)', method: 'POST', route: '/api/pay/sandbox/:tradeNo/cancel', path: ({ a }) => `/api/pay/sandbox/${neighbour(a.tradeNo)}/cancel`, body: () => ({}), expect: NOT_FOUND },
  // Back office: an editor previews only their own shop's goods.
  { names: 'another shop\'s goods (merchant session)', method: 'GET', route: '/api/wGoods/preview/:id', path: ({ otherShopGoods }) => `/api/wGoods/preview/${otherShopGoods}`, as: ({ merchant }) => merchant, expect: NOT_FOUND },
];

let server: TestServer;
let cast: Cast;
before(async () => {
  server = await startTestServer();
  const a = await arrangeVictim(server);
  const b = await arrangeRentingStranger(server);
  cast = { a, b, merchant: await server.logInToBackOffice(DEMO_ACCOUNTS.merchant), otherShopGoods: await goodsOfAnotherShop(server) };
});
after(() => server.close());

const EXPECTED = { notFound: 'answers 404', notYourSession: 'answers 401', refused: 'is refused', ownView: 'shows only the caller\'s own' } as const;

for (const row of ROWS) {
  test(`customer B naming customer A's ${row.names} in ${row.method} ${row.route} ${EXPECTED[row.expect.kind]} and changes nothing`, async () => {
    const token = row.as ? row.as(cast) : cast.b.token;
    const body = row.body ? JSON.stringify(row.body(cast)) : undefined;
    const beforeCall = await businessSnapshot(server.db);
    const answer = await server.request(row.method, row.path(cast), body, { token });
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

test('the victim\'s things are all still there and still theirs after the whole matrix', async () => {
  const { a } = cast;
  const line = await server.get(`/api/wCar/${a.cartLineId}`, { token: a.token });
  assert.equal(line.body.code, 200, line.body.msg);
  for (const order of a.orders) assert.equal((await server.get(`/api/wOrder/detail/${order.orderNo}`, { token: a.token })).body.code, 200);
  const info = await server.post<{ quanJuId: string }>('/auth/api/info/token', {}, { token: a.token });
  assert.equal(info.body.data?.quanJuId, a.globalId);
});

test('the snapshot sees a change when the owner makes one (the matrix is not blind)', async () => {
  const { a } = cast;
  const beforeCall = await businessSnapshot(server.db);
  const changed = await server.post('/api/wCar/shuLiang', { id: a.cartLineId, quantity: 2 }, { token: a.token });
  assert.equal(changed.body.code, 200, changed.body.msg);
  assert.deepEqual(changedTables(beforeCall, await businessSnapshot(server.db)), ['carts']);
});
