import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { ClaimedCoupon } from '@/contract/coupons';
import type { CheckoutPreview, OrderDeadline, OrderPayability, RentalOrderView, RentingSwitch } from '@/contract/orders';
import { couponTemplates, customerCoupons, customerNotifications, orderHistory, rentalOrders } from '../db/schema';
import { MINUTE_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { racingOrdersForTheLastUnits, tenRacingCartSubmitsOfOneOrder, tenRacingSubmitsOfOneOrder } from '../testing/rentalScenarios';
import { rentableSkus, stockOf, type TestSku } from '../testing/rentals';

let server: TestServer;
let skus: TestSku[];
before(async () => {
  server = await startTestServer();
  skus = await rentableSkus(server.db, 5);
});
after(() => server.close());

const ADDRESS = { name: '王芳', phone: '13600001111', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋 1201' };
const sku = (i: number): TestSku => {
  const found = skus[i];
  if (!found) throw new Error(`no rentable SKU ${i}`);
  return found;
};
/** A SKU of another shop than `of`. */
const skuOfOtherStore = (of: TestSku): TestSku => {
  const found = skus.find((candidate) => candidate.storeId !== of.storeId);
  if (!found) throw new Error('every rentable SKU is in one shop');
  return found;
};

async function addLine(token: string, skuId: number, quantity = 1, termMonths = 12): Promise<number> {
  const answer = await server.post<{ id: number }>('/api/wCar/addCarGoods', { skuId, termMonths, quantity }, { token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  return answer.body.data?.id ?? 0;
}

function order(token: string, body: Record<string, unknown>) {
  return server.post<RentalOrderView>('/api/wOrder/addOrder', { address: ADDRESS, idempotencyKey: randomUUID(), ...body }, { token });
}

test('an order from the cart: status 0, 30 minutes to pay, stock reserved, lines removed, history and a message written', async () => {
  const { token } = await server.registerPersonal();
  const target = sku(0);
  const stockBefore = await stockOf(server.db, target.skuId);
  const lineId = await addLine(token, target.skuId, 2);
  const answer = await order(token, { cartLineIds: [lineId] });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '下单成功，请在 30 分钟内完成支付');
  const view = answer.body.data;
  assert.ok(view);
  assert.match(view.orderNo, /^ZL\d{20}$/);
  assert.equal(view.status, 0);
  assert.equal(view.statusName, '待支付');
  assert.equal(view.firstMonthRent, target.monthlyRent * 2);
  assert.equal(view.deposit, target.deposit * 2);
  assert.equal(view.payable, view.firstMonthRent + view.deposit + view.freight - view.couponDiscount);
  assert.equal(view.totalRent, view.firstMonthRent * 12);
  assert.deepEqual(view.address, ADDRESS);
  assert.equal(view.items[0]?.quantity, 2);
  assert.equal(await stockOf(server.db, target.skuId), stockBefore - 2);
  assert.equal((await server.get(`/api/wCar/${lineId}`, { token })).body.code, 404);
  const deadline = await server.get<OrderDeadline>(`/api/wOrder/orderTime/${view.orderNo}`, { token });
  assert.equal(deadline.body.data?.secondsLeft, 30 * 60);
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, view.orderNo));
  assert.ok(row);
  assert.equal((await server.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id))).length, 1);
  const [note] = await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, row.id));
  assert.equal(note?.title, '订单已提交');
  await server.post('/api/wOrder/cancel', { orderNo: view.orderNo }, { token });
});

test('the same idempotency key returns the same order, never a second one, even when sent ten times at once', () => tenRacingSubmitsOfOneOrder(server));
test('the same key from the cart, ten times at once: one order, every answer the same (a twin never meets the emptied cart line)', () => tenRacingCartSubmitsOfOneOrder(server));

test('racing orders never reserve more than the stock', () => racingOrdersForTheLastUnits(server));

test('a retried submit with the key of an existing order answers that order', async () => {
  const { token } = await server.registerPersonal();
  const idempotencyKey = randomUUID();
  const body = { items: [{ skuId: sku(1).skuId, termMonths: 12, quantity: 1 }], idempotencyKey };
  const first = await order(token, body);
  const again = await order(token, { ...body, items: [{ skuId: sku(1).skuId, termMonths: 12, quantity: 2 }] });
  assert.equal(again.body.data?.orderNo, first.body.data?.orderNo);
  assert.equal(again.body.data?.quantity, 1);
  assert.equal((await server.post('/api/wOrder/dingD', {}, { token })).body.total, 1);
  await server.post('/api/wOrder/cancel', { orderNo: first.body.data?.orderNo }, { token });
});

test('cancelling an unpaid order gives the stock and the coupon back; cancelling again is refused', async () => {
  const { token } = await server.registerPersonal();
  const [template] = await server.db.select().from(couponTemplates).where(eq(couponTemplates.name, '新人专享券'));
  assert.ok(template);
  const claimed = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token });
  const couponId = claimed.body.data?.id ?? 0;
  const target = sku(0);
  const stockBefore = await stockOf(server.db, target.skuId);
  const placed = await order(token, { items: [{ skuId: target.skuId, termMonths: 12, quantity: 1 }], couponId });
  assert.equal(placed.body.data?.couponDiscount, Math.min(5_000, target.monthlyRent));
  const [used] = await server.db.select().from(customerCoupons).where(eq(customerCoupons.id, couponId));
  assert.equal(used?.status, 'used');
  const orderNo = placed.body.data?.orderNo ?? '';
  const cancelled = await server.post<RentalOrderView>('/api/wOrder/cancel', { orderNo }, { token });
  assert.equal(cancelled.body.msg, '订单已取消');
  assert.equal(cancelled.body.data?.status, 9);
  assert.equal(await stockOf(server.db, target.skuId), stockBefore);
  const [released] = await server.db.select().from(customerCoupons).where(eq(customerCoupons.id, couponId));
  assert.equal(released?.status, 'unused');
  const twice = await server.post('/api/wOrder/cancel', { orderNo }, { token });
  assert.equal(twice.body.msg, '订单当前状态为「已取消」，不能执行该操作');
});

test('another customer’s cart lines and orders answer 404 and reveal nothing', async () => {
  const owner = await server.registerPersonal();
  const other = await server.registerPersonal();
  const lineId = await addLine(owner.token, sku(0).skuId);
  assert.equal((await order(other.token, { cartLineIds: [lineId] })).body.code, 404);
  const placed = await order(owner.token, { cartLineIds: [lineId] });
  const orderNo = placed.body.data?.orderNo ?? '';
  assert.equal((await server.get(`/api/wOrder/orderTime/${orderNo}`, { token: other.token })).body.code, 404);
  assert.equal((await server.post('/api/wOrder/cancel', { orderNo }, { token: other.token })).body.code, 404);
  const probe = await server.get<OrderPayability>(`/api/wOrder/pdZydd?orderNo=${orderNo}`, { token: other.token });
  assert.deepEqual(probe.body.data, { orderNo, mine: false, payable: false, amount: 0, secondsLeft: 0 });
  assert.equal((await server.post('/api/wOrder/dingD', {}, { token: other.token })).body.total, 0);
  await server.post('/api/wOrder/cancel', { orderNo }, { token: owner.token });
});

test('pdZydd says the caller’s unpaid order is payable until its deadline', async () => {
  const { token } = await server.registerPersonal();
  const placed = await order(token, { items: [{ skuId: sku(1).skuId, termMonths: 12, quantity: 1 }] });
  const orderNo = placed.body.data?.orderNo ?? '';
  const open = await server.get<OrderPayability>(`/api/wOrder/pdZydd?orderNo=${orderNo}`, { token });
  assert.deepEqual(open.body.data, { orderNo, mine: true, payable: true, amount: placed.body.data?.payable, secondsLeft: 1800 });
  server.clock.advance(31 * MINUTE_MS);
  const late = await server.get<OrderPayability>(`/api/wOrder/pdZydd?orderNo=${orderNo}`, { token });
  assert.equal(late.body.data?.payable, false);
  assert.equal((await server.get<OrderDeadline>(`/api/wOrder/orderTime/${orderNo}`, { token })).body.data?.secondsLeft, 0);
  await server.post('/api/wOrder/cancel', { orderNo }, { token });
});

test('liJi and fhslAndJe preview exactly what addOrder then charges', async () => {
  const { token } = await server.registerPersonal();
  const target = sku(3);
  const preview = await server.post<CheckoutPreview>('/api/wOrder/liJi', { skuId: target.skuId, termMonths: 12, quantity: 2, province: '新疆维吾尔自治区' }, { token });
  assert.equal(preview.body.code, 200, preview.body.msg);
  assert.equal(preview.body.data?.quantity, 2);
  const lineId = await addLine(token, target.skuId, 2);
  const fromCart = await server.get<CheckoutPreview>(`/api/wOrder/fhslAndJe?ids=${lineId}&province=${encodeURIComponent('新疆维吾尔自治区')}`, { token });
  assert.deepEqual(fromCart.body.data, preview.body.data);
  const placed = await order(token, { cartLineIds: [lineId], address: { ...ADDRESS, province: '新疆维吾尔自治区' } });
  assert.equal(placed.body.data?.payable, preview.body.data?.payable);
  assert.equal(placed.body.data?.freight, preview.body.data?.freight);
  await server.post('/api/wOrder/cancel', { orderNo: placed.body.data?.orderNo }, { token });
});

test('one order is one term and one shop', async () => {
  const { token } = await server.registerPersonal();
  const a = sku(0);
  const b = skuOfOtherStore(a);
  const mixedTerms = await order(token, {
    items: [
      { skuId: a.skuId, termMonths: 12, quantity: 1 },
      { skuId: a.skuId, termMonths: 24, quantity: 1 },
    ],
  });
  assert.equal(mixedTerms.body.msg, '所选商品租期不同，请分开下单');
  const mixedStores = await order(token, {
    items: [
      { skuId: a.skuId, termMonths: 12, quantity: 1 },
      { skuId: b.skuId, termMonths: 12, quantity: 1 },
    ],
  });
  assert.equal(mixedStores.body.msg, '不同店铺的商品请分开下单');
});

test('malformed orders never reach the database', async () => {
  const { token } = await server.registerPersonal();
  const item = { skuId: sku(0).skuId, termMonths: 12, quantity: 1 };
  assert.equal((await order(token, {})).body.msg, '请选择要下单的商品（购物车商品或立即租赁的商品，二选一）');
  assert.equal((await order(token, { items: [item], address: { ...ADDRESS, phone: '123' } })).body.msg, '请输入正确的收货人手机号码');
  assert.equal((await order(token, { items: [item], idempotencyKey: 'x' })).body.msg, '请求标识不正确，请刷新页面后重试');
  assert.equal((await order(token, { items: [item], payable: 1 })).body.msg, '不支持的字段：payable');
  assert.equal((await server.post('/api/wOrder/addOrder', {}, {})).status, 401);
});

test('a coupon below its threshold is refused at order time and left unapplied in a preview', async () => {
  const { token } = await server.registerPersonal();
  const [template] = await server.db.select().from(couponTemplates).where(eq(couponTemplates.name, '满 3000 减 350'));
  assert.ok(template);
  const couponId = (await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token })).body.data?.id ?? 0;
  const cheap = sku(0);
  assert.ok(cheap.monthlyRent < 300_000);
  const preview = await server.post<CheckoutPreview>('/api/wOrder/liJi', { skuId: cheap.skuId, termMonths: 12, quantity: 1, couponId }, { token });
  assert.equal(preview.body.data?.couponId, null);
  assert.equal(preview.body.data?.couponDiscount, 0);
  const refused = await order(token, { items: [{ skuId: cheap.skuId, termMonths: 12, quantity: 1 }], couponId });
  assert.equal(refused.body.msg, '未达到优惠券使用门槛（首月租金满 ¥3,000.00）');
  const [coupon] = await server.db
    .select()
    .from(customerCoupons)
    .where(and(eq(customerCoupons.id, couponId)));
  assert.equal(coupon?.status, 'unused');
});

test('dingD pages the caller’s orders, newest first, and filters by status', async () => {
  const { token } = await server.registerPersonal();
  const first = await order(token, { items: [{ skuId: sku(0).skuId, termMonths: 12, quantity: 1 }] });
  server.clock.advance(1000);
  const second = await order(token, { items: [{ skuId: sku(1).skuId, termMonths: 12, quantity: 1 }] });
  await server.post('/api/wOrder/cancel', { orderNo: first.body.data?.orderNo }, { token });
  const all = (await server.post<never>('/api/wOrder/dingD', { page: 1, limit: 1 }, { token })).body as unknown as { rows: RentalOrderView[]; total: number };
  assert.equal(all.total, 2);
  assert.equal(all.rows[0]?.orderNo, second.body.data?.orderNo);
  const cancelled = (await server.post<never>('/api/wOrder/dingD', { status: 9 }, { token })).body as unknown as { rows: RentalOrderView[]; total: number };
  assert.deepEqual(
    cancelled.rows.map((row) => row.orderNo),
    [first.body.data?.orderNo],
  );
  assert.equal((await server.post('/api/wOrder/dingD', { status: 11 }, { token })).body.msg, '订单状态不正确');
  await server.post('/api/wOrder/cancel', { orderNo: second.body.data?.orderNo }, { token });
});

test('judgeSwitch: procurement goods need a verified company account; the rule holds at order time too', async () => {
  const personal = await server.registerPersonal();
  const denied = await server.get<RentingSwitch>(`/api/wOrder/judgeSwitch/${personal.globalId}/procurement`, { token: personal.token });
  assert.deepEqual(denied.body.data, {
    goodsType: 'procurement',
    allowed: false,
    reason: '采购专区商品仅限已认证的企业账户租赁',
    verified: false,
    accountType: 'personal',
    overdue: null,
  });
  assert.equal((await server.get<RentingSwitch>(`/api/wOrder/judgeSwitch/${personal.globalId}/discount`, { token: personal.token })).body.data?.allowed, true);
  assert.equal((await server.get(`/api/wOrder/judgeSwitch/someone-else/discount`, { token: personal.token })).body.code, 401);
  assert.equal((await server.get(`/api/wOrder/judgeSwitch/${personal.globalId}/toys`, { token: personal.token })).body.msg, '商品类型不正确');
  const [procurementSku] = await rentableSkus(server.db, 1, 12, 'procurement');
  assert.ok(procurementSku);
  const refused = await order(personal.token, { items: [{ skuId: procurementSku.skuId, termMonths: 12, quantity: 1 }] });
  assert.equal(refused.body.msg, '采购专区商品仅限已认证的企业账户租赁');
  const login = await server.post<{ quanJuId: string }>('/api/register/reg/paLogin', { phone: '13900139000', passWord: 'Zulin@2026' });
  const company = { token: String(login.body.token), globalId: login.body.data?.quanJuId ?? '' };
  assert.equal((await server.get<RentingSwitch>(`/api/wOrder/judgeSwitch/${company.globalId}/procurement`, { token: company.token })).body.data?.allowed, true);
  const placed = await order(company.token, { items: [{ skuId: procurementSku.skuId, termMonths: 12, quantity: 1 }] });
  assert.equal(placed.body.code, 200, placed.body.msg);
  await server.post('/api/wOrder/cancel', { orderNo: placed.body.data?.orderNo }, { token: company.token });
});

test('an order of two SKUs of one shop reserves both and lists both items', async () => {
  const { token } = await server.registerPersonal();
  const a = sku(0);
  const b = skus.find((candidate) => candidate.storeId === a.storeId && candidate.skuId !== a.skuId);
  assert.ok(b, 'two rentable SKUs in one shop');
  const [stockA, stockB] = [await stockOf(server.db, a.skuId), await stockOf(server.db, b.skuId)];
  const placed = await order(token, {
    items: [
      { skuId: b.skuId, termMonths: 12, quantity: 2 },
      { skuId: a.skuId, termMonths: 12, quantity: 1 },
    ],
  });
  assert.equal(placed.body.code, 200, placed.body.msg);
  assert.deepEqual(
    placed.body.data?.items.map((item) => [item.skuId, item.quantity]),
    [
      [b.skuId, 2],
      [a.skuId, 1],
    ],
  );
  assert.equal(placed.body.data?.firstMonthRent, b.monthlyRent * 2 + a.monthlyRent);
  assert.deepEqual([await stockOf(server.db, a.skuId), await stockOf(server.db, b.skuId)], [stockA - 1, stockB - 2]);
  await server.post('/api/wOrder/cancel', { orderNo: placed.body.data?.orderNo }, { token });
  assert.deepEqual([await stockOf(server.db, a.skuId), await stockOf(server.db, b.skuId)], [stockA, stockB]);
});
