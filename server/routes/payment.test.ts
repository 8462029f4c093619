import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { RentalOrderView } from '@/contract/orders';
import { balanceLedger, bills, customerNotifications, orderHistory, payments, rentalOrders } from '../db/schema';
import { MINUTE_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { balanceOf, customerWithOrders, pay, setBalance, tenRacingPaymentsOfOneOrder, tenRetriesWithOneKey, twentyRacingPaymentsOfThreeOrders } from '../testing/rentalScenarios';
import { stockOf } from '../testing/rentals';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const orderRow = async (orderNo: string) => {
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  assert.ok(row);
  return row;
};

test('a balance payment debits the balance, records ledger, payment and first bill, and moves the order to 待审核', async () => {
  const buyer = await customerWithOrders(server, 1);
  const order = buyer.orders[0] as RentalOrderView;
  await setBalance(server, buyer.customerId, order.payable + 100);
  const answer = await pay(server, buyer.token, order.orderNo);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '支付成功');
  assert.deepEqual(answer.body.data, { orderNo: order.orderNo, status: 1, amount: order.payable, balance: 100, paidAt: answer.body.data?.paidAt });
  const row = await orderRow(order.orderNo);
  assert.equal(row.status, 1);
  assert.ok(row.paidAt);
  const [ledger] = await server.db.select().from(balanceLedger).where(eq(balanceLedger.orderId, row.id));
  assert.deepEqual([ledger?.amount, ledger?.balanceAfter, ledger?.kind], [-order.payable, 100, 'payment']);
  const [payment] = await server.db.select().from(payments).where(eq(payments.orderId, row.id));
  assert.deepEqual([payment?.method, payment?.status, payment?.amount], ['balance', 'succeeded', order.payable]);
  const [bill] = await server.db.select().from(bills).where(eq(bills.orderId, row.id));
  assert.deepEqual([bill?.period, bill?.periods, bill?.status, bill?.amount, ledger?.billId], [1, 12, 1, order.firstMonthRent - order.couponDiscount, bill?.id]);
  const history = await server.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id));
  assert.deepEqual(
    history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actorKind, entry.note]),
    [
      [null, 0, 'customer', ''],
      [0, 1, 'customer', '余额支付'],
    ],
  );
  const notes = await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, row.id));
  assert.ok(notes.some((note) => note.title === '订单支付成功'));
  const cancel = await server.post('/api/wOrder/cancel', { orderNo: order.orderNo }, { token: buyer.token });
  assert.equal(cancel.body.msg, '订单当前状态为「待审核」，不能执行该操作');
});

test('twenty payments at once of the three orders a customer may hold unpaid never overdraw the balance nor charge an order twice', () =>
  twentyRacingPaymentsOfThreeOrders(server));

test('a second balance payment of the same order charges nothing, even ten at once', () => tenRacingPaymentsOfOneOrder(server));

test('retries with the same idempotency key answer the same payment and charge once', () => tenRetriesWithOneKey(server));

test('not enough balance: refused, nothing changes', async () => {
  const buyer = await customerWithOrders(server, 1);
  const order = buyer.orders[0] as RentalOrderView;
  await setBalance(server, buyer.customerId, order.payable - 1);
  const answer = await pay(server, buyer.token, order.orderNo);
  assert.equal(answer.body.msg, '余额不足，请充值或选择在线支付');
  assert.equal(await balanceOf(server, buyer.customerId), order.payable - 1);
  assert.equal((await orderRow(order.orderNo)).status, 0);
  assert.equal((await server.db.select().from(payments).where(eq(payments.customerId, buyer.customerId))).length, 0);
});

test('past its deadline the order is closed instead of paid, and its stock comes back', async () => {
  const buyer = await customerWithOrders(server, 1);
  const order = buyer.orders[0] as RentalOrderView;
  const skuId = order.items[0]?.skuId ?? 0;
  const stockBefore = await stockOf(server.db, skuId);
  await setBalance(server, buyer.customerId, order.payable);
  server.clock.advance(30 * MINUTE_MS);
  const answer = await pay(server, buyer.token, order.orderNo);
  assert.equal(answer.body.msg, '订单已超时关闭');
  assert.equal(await balanceOf(server, buyer.customerId), order.payable);
  const row = await orderRow(order.orderNo);
  assert.equal(row.status, 9);
  assert.equal(await stockOf(server.db, skuId), stockBefore + 1);
  const history = await server.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id));
  assert.deepEqual(history.at(-1) && [history.at(-1)?.toStatus, history.at(-1)?.actorKind], [9, 'system']);
  assert.equal((await pay(server, buyer.token, order.orderNo)).body.msg, '订单已超时关闭');
});

test('a cancelled order cannot be paid; another customer’s order answers 404', async () => {
  const buyer = await customerWithOrders(server, 1);
  const order = buyer.orders[0] as RentalOrderView;
  await setBalance(server, buyer.customerId, order.payable);
  const other = await server.registerPersonal();
  assert.equal((await pay(server, other.token, order.orderNo)).body.code, 404);
  await server.post('/api/wOrder/cancel', { orderNo: order.orderNo }, { token: buyer.token });
  assert.equal((await pay(server, buyer.token, order.orderNo)).body.msg, '订单已取消，请重新下单');
  assert.equal(await balanceOf(server, buyer.customerId), order.payable);
});

test('an idempotency key already used for another order is refused', async () => {
  const buyer = await customerWithOrders(server, 2);
  const [first, second] = buyer.orders as [RentalOrderView, RentalOrderView];
  await setBalance(server, buyer.customerId, first.payable + second.payable);
  const key = randomUUID();
  assert.equal((await pay(server, buyer.token, first.orderNo, key)).body.code, 200);
  assert.equal((await pay(server, buyer.token, second.orderNo, key)).body.msg, '该支付请求已用于其他订单，请刷新页面后重试');
  assert.equal((await orderRow(second.orderNo)).status, 0);
});

test('malformed payment requests are refused before the database', async () => {
  const { token } = await server.registerPersonal();
  assert.equal((await server.post('/api/wOrder/yezf', { orderNo: 'ZL1', idempotencyKey: randomUUID() }, { token })).body.msg, '订单编号不正确');
  assert.equal((await server.post('/api/wOrder/yezf', { orderNo: 'ZL20260302100000123456' }, { token })).body.msg, '缺少请求标识，请刷新页面后重试');
  assert.equal((await server.post('/api/wOrder/yezf', {}, {})).status, 401);
});
