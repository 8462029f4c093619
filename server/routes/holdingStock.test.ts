/**
 * What one account may hold unpaid (HOLDING_LIMITS in contract/orders.ts): three unpaid orders,
 * and five units of one configuration for an account without verification. Runs on PGlite, and
 * on PostgreSQL with many connections in `npm run test:server:pg`.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { HOLDING_LIMITS, ORDER_MESSAGES, ORDER_PAY_MINUTES, type RentalOrderView } from '@/contract/orders';
import { customers, rentalOrders } from '../db/schema';
import { MINUTE_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { verifyPerson } from '../testing/identityScenarios';
import { pay, setBalance } from '../testing/rentalScenarios';
import { rentableSkus, stockOf, type TestSku } from '../testing/rentals';

let server: TestServer;
let skus: TestSku[];
before(async () => {
  server = await startTestServer();
  skus = await rentableSkus(server.db, 25);
});
after(() => server.close());

const ADDRESS = { name: '孙丽', phone: '13600007777', province: '江苏省', city: '南京市', district: '鼓楼区', detail: '中山路 18 号 6 楼' };

const sku = (i: number): TestSku => {
  const found = skus[i];
  if (!found) throw new Error(`no rentable SKU ${i} with stock for these tests`);
  return found;
};

type Buyer = { token: string; customerId: number };

async function newBuyer(): Promise<Buyer> {
  const account = await server.registerPersonal();
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.globalId, account.globalId));
  assert.ok(row);
  return { token: account.token, customerId: row.id };
}

function rentNow(buyer: Buyer, skuId: number, quantity = 1, idempotencyKey: string = randomUUID()) {
  return server.post<RentalOrderView>('/api/wOrder/addOrder', { items: [{ skuId, termMonths: 12, quantity }], address: ADDRESS, idempotencyKey }, { token: buyer.token });
}

async function placed(buyer: Buyer, skuId: number, quantity = 1): Promise<RentalOrderView> {
  const answer = await rentNow(buyer, skuId, quantity);
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data;
}

async function unpaidCount(buyer: Buyer): Promise<number> {
  return (
    await server.db
      .select({ id: rentalOrders.id })
      .from(rentalOrders)
      .where(and(eq(rentalOrders.customerId, buyer.customerId), eq(rentalOrders.status, 0)))
  ).length;
}

test('a fourth unpaid order is refused with what to do, and reserves nothing', async () => {
  const buyer = await newBuyer();
  for (let i = 0; i < HOLDING_LIMITS.unpaidOrders; i += 1) await placed(buyer, sku(i).skuId);
  const stock = await stockOf(server.db, sku(3).skuId);

  const fourth = await rentNow(buyer, sku(3).skuId);

  assert.deepEqual(fourth.body, { code: 500, msg: '您有 3 笔待支付订单，请先在“我的订单”中支付或取消后再下单' });
  assert.equal(await stockOf(server.db, sku(3).skuId), stock);
  assert.equal(await unpaidCount(buyer), 3);
});

test('the fourth order from the cart is refused the same way, and the cart line stays', async () => {
  const buyer = await newBuyer();
  for (let i = 0; i < HOLDING_LIMITS.unpaidOrders; i += 1) await placed(buyer, sku(i).skuId);
  const line = await server.post<{ id: number }>('/api/wCar/addCarGoods', { skuId: sku(3).skuId, termMonths: 12, quantity: 1 }, { token: buyer.token });
  assert.ok(line.body.data, line.body.msg);

  const fromCart = await server.post('/api/wOrder/addOrder', { cartLineIds: [line.body.data.id], address: ADDRESS, idempotencyKey: randomUUID() }, { token: buyer.token });

  assert.equal(fromCart.body.msg, ORDER_MESSAGES.unpaidOrdersCap);
  assert.equal((await server.get(`/api/wCar/${line.body.data.id}`, { token: buyer.token })).body.code, 200);
});

test('cancelling an unpaid order or paying one frees its slot', async () => {
  const buyer = await newBuyer();
  const orders = [await placed(buyer, sku(0).skuId), await placed(buyer, sku(1).skuId), await placed(buyer, sku(2).skuId)];
  assert.equal((await rentNow(buyer, sku(3).skuId)).body.msg, ORDER_MESSAGES.unpaidOrdersCap);

  const cancelled = await server.post('/api/wOrder/cancel', { orderNo: orders[0]?.orderNo }, { token: buyer.token });
  assert.equal(cancelled.body.code, 200, cancelled.body.msg);
  await placed(buyer, sku(3).skuId);
  assert.equal((await rentNow(buyer, sku(4).skuId)).body.msg, ORDER_MESSAGES.unpaidOrdersCap);

  const second = orders[1];
  assert.ok(second);
  await setBalance(server, buyer.customerId, second.payable);
  const paid = await pay(server, buyer.token, second.orderNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  await placed(buyer, sku(4).skuId);
  assert.equal(await unpaidCount(buyer), 3);
});

test('the same submit sent five times at once at the cap answers one order, never the refusal', async () => {
  const buyer = await newBuyer();
  await placed(buyer, sku(0).skuId);
  await placed(buyer, sku(1).skuId);
  const key = randomUUID();

  const answers = await Promise.all(Array.from({ length: 5 }, () => rentNow(buyer, sku(2).skuId, 1, key)));

  assert.ok(
    answers.every((answer) => answer.body.code === 200),
    answers.map((answer) => answer.body.msg).join(),
  );
  assert.equal(new Set(answers.map((answer) => answer.body.data?.orderNo)).size, 1);
  assert.equal(await unpaidCount(buyer), 3);
});

test('twenty orders at once from one account: exactly three are placed, the others are told to pay or cancel first', async () => {
  const buyer = await newBuyer();
  const target = sku(5);
  const stock = await stockOf(server.db, target.skuId);

  const answers = await Promise.all(Array.from({ length: 20 }, () => rentNow(buyer, target.skuId)));

  const accepted = answers.filter((answer) => answer.body.code === 200);
  assert.equal(accepted.length, HOLDING_LIMITS.unpaidOrders, answers.map((answer) => answer.body.msg).join());
  assert.ok(answers.filter((answer) => answer.body.code !== 200).every((answer) => answer.body.msg === ORDER_MESSAGES.unpaidOrdersCap));
  assert.equal(await unpaidCount(buyer), HOLDING_LIMITS.unpaidOrders);
  assert.equal(await stockOf(server.db, target.skuId), stock - HOLDING_LIMITS.unpaidOrders);
});

test('an unverified account holds at most five units of one configuration unpaid, and is told to verify to rent more', async () => {
  const buyer = await newBuyer();
  const target = sku(6);
  const first = await placed(buyer, target.skuId, 3);
  const goodsName = first.items[0]?.goodsName ?? '';

  const more = await rentNow(buyer, target.skuId, 3);
  assert.deepEqual(more.body, { code: 500, msg: `未认证账户的待支付订单中，「${goodsName}」同一配置最多 5 台；完成实名认证或企业认证后可租更多` });
  await placed(buyer, target.skuId, 2);
  await placed(buyer, sku(7).skuId, HOLDING_LIMITS.unverifiedUnitsPerSku);
  assert.equal(await unpaidCount(buyer), 3);

  const alone = await newBuyer();
  assert.equal((await rentNow(alone, target.skuId, 6)).body.msg, ORDER_MESSAGES.unverifiedUnitsCap(goodsName));
});

test('units of an order paid or past its payment deadline no longer count against the unit cap', async () => {
  const buyer = await newBuyer();
  const target = sku(8);
  const first = await placed(buyer, target.skuId, 5);
  await setBalance(server, buyer.customerId, first.payable);
  assert.equal((await pay(server, buyer.token, first.orderNo)).body.code, 200);
  await placed(buyer, target.skuId, 5);
  assert.equal((await rentNow(buyer, target.skuId, 1)).body.msg, ORDER_MESSAGES.unverifiedUnitsCap(first.items[0]?.goodsName ?? ''));

  server.clock.advance((ORDER_PAY_MINUTES + 1) * MINUTE_MS);
  await placed(buyer, target.skuId, 5);
});

test('a verified account rents more than five units of one configuration', async () => {
  const buyer = await newBuyer();
  await verifyPerson(server, buyer.token, '孙丽');
  const [row] = await server.db.select({ verified: customers.verified }).from(customers).where(eq(customers.id, buyer.customerId));
  assert.equal(row?.verified, true);

  await placed(buyer, sku(9).skuId, 6);
  await placed(buyer, sku(9).skuId, 4);
  assert.equal(await unpaidCount(buyer), 2);
});
