import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ClaimedCoupon, OrderCouponQuote } from '@/contract/coupons';
import type { OnlineTrade, OrderPayability, RentalOrderView } from '@/contract/orders';
import { bills, couponTemplates, customerCoupons, rentalOrders } from '../db/schema';
import { MINUTE_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { pay, setBalance } from '../testing/rentalScenarios';
import { rentableSkus, type TestSku } from '../testing/rentals';

let server: TestServer;
/** A SKU whose one-month rent (¥200–¥1,000) reaches 新人专享券 and 学生轻薄本券 but not 满 1000 减 100. */
let target: TestSku;
before(async () => {
  server = await startTestServer();
  const [found] = (await rentableSkus(server.db, 5)).filter((sku) => sku.monthlyRent >= 20_000 && sku.monthlyRent < 100_000);
  assert.ok(found);
  target = found;
});
after(() => server.close());

const ADDRESS = { name: '王芳', phone: '13600005555', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋 1201' };

type Buyer = { token: string; globalId: string; customerId: number; coupons: Record<string, number> };

/** A personal customer holding 新人专享券 (¥50, no threshold), 学生轻薄本券 (¥30 from ¥200) and 满 1000 减 100, with one unpaid order without a coupon. */
async function buyerWithOrder(): Promise<Buyer & { order: RentalOrderView }> {
  const account = await server.registerPersonal();
  const coupons: Record<string, number> = {};
  for (const name of ['新人专享券', '学生轻薄本券', '满 1000 减 100']) {
    const [template] = await server.db.select().from(couponTemplates).where(eq(couponTemplates.name, name));
    assert.ok(template);
    const claimed = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token: account.token });
    coupons[name] = claimed.body.data?.id ?? 0;
  }
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: target.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token: account.token },
  );
  assert.ok(placed.body.data, placed.body.msg);
  const [row] = await server.db.select({ customerId: rentalOrders.customerId }).from(rentalOrders).where(eq(rentalOrders.orderNo, placed.body.data.orderNo));
  return { ...account, customerId: row?.customerId ?? 0, coupons, order: placed.body.data };
}

function calc(buyer: { token: string; globalId: string }, orderNo: string, receive: number | string, flag: number | string, upgradeId: number | string = 0) {
  return server.get<OrderCouponQuote>(`/api/wCouponUser/calcAmountPc/${orderNo}/${buyer.globalId}/${receive}/${flag}/${upgradeId}`, { token: buyer.token });
}

const couponStatus = async (id: number) => (await server.db.select({ status: customerCoupons.status }).from(customerCoupons).where(eq(customerCoupons.id, id)))[0]?.status;
const orderRow = async (orderNo: string) => {
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  assert.ok(row);
  return row;
};

test('flag 0 answers what a coupon would take off the rent and the payable, and changes nothing', async () => {
  const buyer = await buyerWithOrder();
  const { order } = buyer;
  const answer = await calc(buyer, order.orderNo, buyer.coupons['新人专享券'] ?? 0, 0);
  assert.equal(answer.body.code, 200, answer.body.msg);
  const quote = answer.body.data;
  assert.ok(quote);
  assert.deepEqual([quote.couponId, quote.couponDiscount, quote.applied], [buyer.coupons['新人专享券'], 5_000, false]);
  assert.equal(quote.payable, order.firstMonthRent + order.deposit + order.freight - 5_000);
  assert.deepEqual(quote.order, {
    couponId: null,
    couponDiscount: 0,
    firstMonthRent: order.firstMonthRent,
    deposit: order.deposit,
    depositWaived: 0,
    freight: order.freight,
    payable: order.payable,
  });
  assert.deepEqual(
    quote.coupons.map((coupon) => [coupon.name, coupon.applicable, coupon.discount]),
    [
      ['新人专享券', true, 5_000],
      ['学生轻薄本券', true, 3_000],
      ['满 1000 减 100', false, 0],
    ],
  );
  // Below its threshold a coupon takes off nothing when only calculating.
  const below = await calc(buyer, order.orderNo, buyer.coupons['满 1000 减 100'] ?? 0, 0);
  assert.deepEqual([below.body.data?.couponDiscount, below.body.data?.payable], [0, order.payable]);
  assert.equal(await couponStatus(buyer.coupons['新人专享券'] ?? 0), 'unused');
  assert.equal((await orderRow(order.orderNo)).payable, order.payable);
});

test('flag 1 puts the coupon on the order: payable = rent + deposit + freight − coupon, and balance payment charges that', async () => {
  const buyer = await buyerWithOrder();
  const { order } = buyer;
  const newcomer = buyer.coupons['新人专享券'] ?? 0;
  const applied = await calc(buyer, order.orderNo, newcomer, 1);
  assert.equal(applied.body.code, 200, applied.body.msg);
  assert.equal(applied.body.msg, '优惠券已更新');
  const payable = order.firstMonthRent + order.deposit + order.freight - 5_000;
  assert.deepEqual(
    [applied.body.data?.applied, applied.body.data?.payable, applied.body.data?.order.couponId, applied.body.data?.order.payable],
    [true, payable, newcomer, payable],
  );
  assert.equal(applied.body.data?.coupons[0]?.id, newcomer, 'the order’s own coupon stays in the list');
  assert.equal(await couponStatus(newcomer), 'used');
  const row = await orderRow(order.orderNo);
  assert.deepEqual([row.couponId, row.couponDiscount, row.payable], [newcomer, 5_000, payable]);
  const payability = await server.get<OrderPayability>(`/api/wOrder/pdZydd?orderNo=${order.orderNo}`, { token: buyer.token });
  assert.equal(payability.body.data?.amount, payable);

  // Applying the same coupon again changes nothing.
  assert.equal((await calc(buyer, order.orderNo, newcomer, 1)).body.data?.order.payable, payable);

  await setBalance(server, buyer.customerId, payable);
  const paid = await pay(server, buyer.token, order.orderNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  assert.equal(paid.body.data?.amount, payable);
  assert.equal(paid.body.data?.balance, 0);
  const [bill] = await server.db.select().from(bills).where(eq(bills.orderId, row.id));
  assert.equal(bill?.amount, order.firstMonthRent - 5_000, 'the coupon comes off the rent, not the deposit');
  assert.equal((await calc(buyer, order.orderNo, 0, 1)).body.msg, '订单已支付');
  assert.equal((await calc(buyer, order.orderNo, 0, 0)).body.msg, '订单已支付');
});

test('swapping coupons gives the old one back; receive 0 takes the coupon off', async () => {
  const buyer = await buyerWithOrder();
  const { order } = buyer;
  const newcomer = buyer.coupons['新人专享券'] ?? 0;
  const student = buyer.coupons['学生轻薄本券'] ?? 0;
  await calc(buyer, order.orderNo, newcomer, 1);
  const swapped = await calc(buyer, order.orderNo, student, 1);
  assert.deepEqual([swapped.body.data?.order.couponId, swapped.body.data?.order.couponDiscount], [student, 3_000]);
  assert.deepEqual([await couponStatus(newcomer), await couponStatus(student)], ['unused', 'used']);
  const removed = await calc(buyer, order.orderNo, 0, 1);
  assert.deepEqual([removed.body.data?.couponId, removed.body.data?.order.couponId, removed.body.data?.order.payable], [null, null, order.payable]);
  assert.equal(await couponStatus(student), 'unused');
  // Cancelling afterwards gives back only what the order holds.
  await calc(buyer, order.orderNo, newcomer, 1);
  await server.post('/api/wOrder/cancel', { orderNo: order.orderNo }, { token: buyer.token });
  assert.deepEqual([await couponStatus(newcomer), await couponStatus(student)], ['unused', 'unused']);
});

test('a coupon below its threshold, used on another order, or someone else’s is refused and nothing changes', async () => {
  const buyer = await buyerWithOrder();
  const { order } = buyer;
  const refused = await calc(buyer, order.orderNo, buyer.coupons['满 1000 减 100'] ?? 0, 1);
  assert.equal(refused.body.msg, '未达到优惠券使用门槛（首月租金满 ¥1,000.00）');
  assert.equal(await couponStatus(buyer.coupons['满 1000 减 100'] ?? 0), 'unused');

  const second = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: target.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID(), couponId: buyer.coupons['新人专享券'] },
    { token: buyer.token },
  );
  assert.equal(second.body.data?.couponDiscount, 5_000);
  assert.equal((await calc(buyer, order.orderNo, buyer.coupons['新人专享券'] ?? 0, 1)).body.msg, '优惠券不可用，请重新选择');
  assert.equal((await calc(buyer, order.orderNo, buyer.coupons['新人专享券'] ?? 0, 0)).body.msg, '优惠券不可用，请重新选择');

  const other = await buyerWithOrder();
  assert.equal((await calc(buyer, order.orderNo, other.coupons['学生轻薄本券'] ?? 0, 1)).body.msg, '优惠券不可用，请重新选择');
  assert.equal((await calc(buyer, order.orderNo, 2_000_000_000, 0)).body.msg, '优惠券不可用，请重新选择');
  assert.equal((await orderRow(order.orderNo)).couponId, null);
  for (const placed of [order, second.body.data]) await server.post('/api/wOrder/cancel', { orderNo: placed?.orderNo }, { token: buyer.token });
  await server.post('/api/wOrder/cancel', { orderNo: other.order.orderNo }, { token: other.token });
});

test('another customer’s or an unknown order answers 404; a userId that is not the caller’s answers 401', async () => {
  const buyer = await buyerWithOrder();
  const other = await buyerWithOrder();
  const coupon = buyer.coupons['新人专享券'] ?? 0;
  assert.equal((await calc(other, buyer.order.orderNo, 0, 0)).body.code, 404);
  assert.equal((await calc(other, buyer.order.orderNo, 0, 1)).body.code, 404);
  assert.equal((await calc(buyer, 'ZL20990101000000000000', coupon, 0)).body.code, 404);
  assert.equal((await calc(buyer, 'ZL1', coupon, 0)).body.code, 404);
  const wrongUser = await server.get(`/api/wCouponUser/calcAmountPc/${buyer.order.orderNo}/${other.globalId}/${coupon}/1/0`, { token: buyer.token });
  assert.deepEqual([wrongUser.status, wrongUser.body.code, wrongUser.body.msg], [200, 401, '登录状态已过期，请重新登录']);
  const noSession = await server.get(`/api/wCouponUser/calcAmountPc/${buyer.order.orderNo}/${buyer.globalId}/${coupon}/1/0`);
  assert.equal(noSession.status, 401);
  assert.equal((await orderRow(buyer.order.orderNo)).couponId, null);
  for (const who of [buyer, other]) await server.post('/api/wOrder/cancel', { orderNo: who.order.orderNo }, { token: who.token });
});

test('path values are validated: an upgradeId prices an upgrade offer of a running order only, a malformed one names nothing (404), a malformed receive or flag names the field', async () => {
  const buyer = await buyerWithOrder();
  const { orderNo } = buyer.order;
  assert.equal((await calc(buyer, orderNo, 0, 0, 7)).body.msg, '只有租赁中的订单可以升级换机');
  assert.equal((await calc(buyer, orderNo, 0, 1, 'x')).body.code, 404, 'a malformed value naming an offer names nothing');
  assert.equal((await calc(buyer, orderNo, 0, 2)).body.msg, '操作类型不正确（1 使用优惠券，0 仅计算金额）');
  assert.equal((await calc(buyer, orderNo, -1, 0)).body.msg, '优惠券不正确');
  assert.equal((await calc(buyer, orderNo, 'abc', 0)).body.msg, '优惠券不正确');
  assert.equal((await calc(buyer, orderNo, '1.5', 0)).body.msg, '优惠券不正确');
  assert.equal((await server.get(`/api/wCouponUser/calcAmountPc/${orderNo}/${buyer.globalId}/0/0/0?x=1`, { token: buyer.token })).body.msg, '不支持的字段：x');
  await server.post('/api/wOrder/cancel', { orderNo }, { token: buyer.token });
});

test('a cancelled or timed-out order cannot change its coupon', async () => {
  const buyer = await buyerWithOrder();
  const coupon = buyer.coupons['新人专享券'] ?? 0;
  await server.post('/api/wOrder/cancel', { orderNo: buyer.order.orderNo }, { token: buyer.token });
  assert.equal((await calc(buyer, buyer.order.orderNo, coupon, 1)).body.msg, '订单已取消，请重新下单');

  const late = await buyerWithOrder();
  server.clock.advance(30 * MINUTE_MS);
  assert.equal((await calc(late, late.order.orderNo, late.coupons['新人专享券'] ?? 0, 1)).body.msg, '订单已超时关闭');
  assert.equal((await calc(late, late.order.orderNo, 0, 0)).body.msg, '订单已超时关闭');
  assert.equal(await couponStatus(late.coupons['新人专享券'] ?? 0), 'unused');
});

test('while an online trade of the order may still be paid, the coupon cannot change; after it is cancelled it can', async () => {
  const buyer = await buyerWithOrder();
  const { order } = buyer;
  const coupon = buyer.coupons['新人专享券'] ?? 0;
  const opened = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo: order.orderNo, idempotencyKey: randomUUID() }, { token: buyer.token });
  const tradeNo = opened.body.data?.tradeNo ?? '';
  assert.ok(tradeNo, opened.body.msg);
  const refused = await calc(buyer, order.orderNo, coupon, 1);
  assert.equal(refused.body.msg, '该订单有一笔在线支付尚未完成，请先在收银台完成或取消该笔支付，再更换优惠券');
  assert.equal(await couponStatus(coupon), 'unused');
  // Calculating is still allowed: it changes nothing.
  assert.equal((await calc(buyer, order.orderNo, coupon, 0)).body.data?.couponDiscount, 5_000);

  assert.equal((await server.post(`/api/pay/sandbox/${tradeNo}/cancel`, {})).body.code, 200);
  const applied = await calc(buyer, order.orderNo, coupon, 1);
  assert.equal(applied.body.code, 200, applied.body.msg);
  const payable = order.payable - 5_000;
  assert.equal(applied.body.data?.order.payable, payable);
  // A new trade carries the new amount.
  const again = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo: order.orderNo, idempotencyKey: randomUUID() }, { token: buyer.token });
  const shown = await server.get<{ amount: number }>(`/api/pay/sandbox/${again.body.data?.tradeNo ?? ''}`);
  assert.equal(shown.body.data?.amount, payable);
  await server.post('/api/wOrder/cancel', { orderNo: order.orderNo }, { token: buyer.token });
});

test('one coupon applied to two orders at once lands on one of them', async () => {
  const buyer = await buyerWithOrder();
  const second = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: target.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token: buyer.token },
  );
  const orderNos = [buyer.order.orderNo, second.body.data?.orderNo ?? ''];
  const coupon = buyer.coupons['新人专享券'] ?? 0;
  const answers = await Promise.all(orderNos.map((orderNo) => calc(buyer, orderNo, coupon, 1)));
  assert.deepEqual(answers.map((answer) => answer.body.code).sort(), [200, 500]);
  assert.ok(answers.some((answer) => answer.body.msg === '优惠券不可用，请重新选择'));
  const holders = await server.db.select({ orderNo: rentalOrders.orderNo }).from(rentalOrders).where(eq(rentalOrders.couponId, coupon));
  assert.equal(holders.length, 1);
  for (const orderNo of orderNos) await server.post('/api/wOrder/cancel', { orderNo }, { token: buyer.token });
});
