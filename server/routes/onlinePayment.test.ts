import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { OnlineTrade, SandboxTradeView, TradeQueryResult } from '@/contract/orders';
import { bills, orderHistory, payments, rentalOrders } from '../db/schema';
import { handleTradeNotification } from '../domain/onlineTrades/notification';
import { silentLogger } from '../runtime/log';
import { startTestServer, type TestServer } from '../testing/harness';
import { balanceOf, customerWithOrders, pay, racingNotificationsOfOneTrade, setBalance } from '../testing/rentalScenarios';

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

/** Waits (real time) until the order reaches `status`: the sandbox notifies 0–300 ms after confirming. */
async function waitForStatus(orderNo: string, status: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if ((await orderRow(orderNo)).status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`order ${orderNo} never reached ${status}`);
}

async function openTrade(token: string, orderNo: string, idempotencyKey = randomUUID()) {
  const answer = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo, idempotencyKey }, { token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.ok(answer.body.data);
  return answer.body.data;
}

const tradeQuery = (token: string, orderNo: string) => server.post<TradeQueryResult>('/api/wOrder/tradeQuery', { orderNo }, { token });

test('confirming at the sandbox cashier notifies the server: the order is paid once, online', async () => {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const order = await orderRow(orderNo);
  assert.deepEqual((await tradeQuery(buyer.token, orderNo)).body.data, { orderNo, tradeNo: null, status: 'none', orderStatus: 0 });

  const key = randomUUID();
  const trade = await openTrade(buyer.token, orderNo, key);
  assert.match(trade.tradeNo, /^[0-9a-f]{32}$/);
  assert.equal(trade.payUrl, `/paySandbox?tradeNo=${trade.tradeNo}`);
  assert.deepEqual(await openTrade(buyer.token, orderNo, key), trade);
  assert.deepEqual((await tradeQuery(buyer.token, orderNo)).body.data, { orderNo, tradeNo: trade.tradeNo, status: 'pending', orderStatus: 0 });

  const shown = await server.get<SandboxTradeView>(`/api/pay/sandbox/${trade.tradeNo}`);
  assert.deepEqual(shown.body.data, { tradeNo: trade.tradeNo, purpose: 'order', orderNo, amount: order.payable, subject: `电脑租赁订单 ${orderNo}`, status: 'pending' });

  const confirmed = await server.post<{ status: string }>(`/api/pay/sandbox/${trade.tradeNo}/confirm`, {});
  assert.deepEqual(confirmed.body.data, { status: 'paid' });
  await waitForStatus(orderNo, 1);
  assert.deepEqual((await server.post(`/api/pay/sandbox/${trade.tradeNo}/confirm`, {})).body.data, { status: 'paid' });

  const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
  assert.deepEqual(
    rows.map((row) => [row.method, row.status, row.amount, row.providerTradeNo]),
    [['online', 'succeeded', order.payable, trade.tradeNo]],
  );
  const [history] = await server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.toStatus, 1)));
  assert.equal(history?.note, '在线支付成功');
  assert.equal(history?.actorKind, 'customer');
  const [bill] = await server.db.select().from(bills).where(eq(bills.orderId, order.id));
  assert.equal(bill?.status, 1);
  assert.equal(bill?.period, 1);
  assert.equal(await balanceOf(server, buyer.customerId), 0);
  assert.deepEqual((await tradeQuery(buyer.token, orderNo)).body.data, { orderNo, tradeNo: trade.tradeNo, status: 'paid', orderStatus: 1 });

  // A paid order opens no new trade; a repeated notification changes nothing.
  assert.equal((await server.post('/api/wOrder/liJiZhiFu', { orderNo, idempotencyKey: randomUUID() }, { token: buyer.token })).body.msg, '订单已支付');
  const provider = server.payment;
  assert.ok(provider);
  assert.deepEqual(await Promise.all([1, 2, 3].map(() => handleTradeNotification(server.db, provider, trade.tradeNo, server.clock.now(), silentLogger))), [
    'duplicate',
    'duplicate',
    'duplicate',
  ]);
  assert.equal((await server.db.select().from(payments).where(eq(payments.orderId, order.id))).length, 1);
});

test('cancelling at the cashier leaves the order unpaid, and it can then be paid by balance', async () => {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const trade = await openTrade(buyer.token, orderNo);
  assert.deepEqual((await server.post(`/api/pay/sandbox/${trade.tradeNo}/cancel`, {})).body.data, { status: 'cancelled' });
  assert.deepEqual((await server.post(`/api/pay/sandbox/${trade.tradeNo}/confirm`, {})).body.data, { status: 'cancelled' });
  await new Promise((resolve) => setTimeout(resolve, 350));
  assert.equal((await orderRow(orderNo)).status, 0);
  assert.deepEqual((await tradeQuery(buyer.token, orderNo)).body.data, { orderNo, tradeNo: trade.tradeNo, status: 'cancelled', orderStatus: 0 });
  await setBalance(server, buyer.customerId, (await orderRow(orderNo)).payable);
  assert.equal((await pay(server, buyer.token, orderNo)).body.code, 200);
});

test('notifications of one paid trade arriving at once record one payment', () => racingNotificationsOfOneTrade(server));

test('online payment refusals: another customer’s order, past the deadline, unknown trades, bad bodies', async () => {
  const buyer = await customerWithOrders(server, 2);
  const stranger = await server.registerPersonal();
  const [first, second] = buyer.orders;
  assert.ok(first && second);
  assert.equal((await server.post('/api/wOrder/liJiZhiFu', { orderNo: first.orderNo, idempotencyKey: randomUUID() }, { token: stranger.token })).body.code, 404);
  assert.equal((await tradeQuery(stranger.token, first.orderNo)).body.code, 404);
  assert.equal((await server.post('/api/wOrder/liJiZhiFu', { orderNo: first.orderNo }, { token: buyer.token })).body.msg, '缺少请求标识，请刷新页面后重试');
  assert.equal((await server.post('/api/wOrder/liJiZhiFu', { orderNo: first.orderNo, idempotencyKey: randomUUID() })).body.code, 401);
  const key = randomUUID();
  await openTrade(buyer.token, first.orderNo, key);
  assert.equal(
    (await server.post('/api/wOrder/liJiZhiFu', { orderNo: second.orderNo, idempotencyKey: key }, { token: buyer.token })).body.msg,
    '该支付请求已用于其他订单，请刷新页面后重试',
  );
  assert.equal((await server.get(`/api/pay/sandbox/${'0'.repeat(32)}`)).body.code, 404);
  assert.equal((await server.get('/api/pay/sandbox/not-a-trade')).body.code, 404);
  assert.equal((await server.post(`/api/pay/sandbox/${'0'.repeat(32)}/confirm`, {})).body.code, 404);
  server.clock.set((await orderRow(second.orderNo)).payDeadline);
  assert.equal((await server.post('/api/wOrder/liJiZhiFu', { orderNo: second.orderNo, idempotencyKey: randomUUID() }, { token: buyer.token })).body.msg, '订单已超时关闭');
});
