/**
 * Money from nothing through the sandbox cashier: an order has at most one open trade, and money
 * paid online goes back the way it came (through the provider), never into the balance
 * (docs/product-rules.md#refunds). Every path is checked against the ledger.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { OnlineTrade, RiskCheckView } from '@/contract/orders';
import { balanceLedger, customerNotifications, onlineRefunds, onlineTrades, payments, rentalOrders, sandboxRefunds, sandboxTrades } from '../db/schema';
import { payByBalance } from '../domain/orders/payByBalance';
import { handleTradeNotification } from '../domain/onlineTrades/notification';
import { runDueWork } from '../domain/scheduler';
import { silentLogger } from '../runtime/log';
import { PaymentProviderError, type PaymentProvider } from '../providers/payment';
import { startTestServer, type TestServer } from '../testing/harness';
import { assertLedgerAddsUp, keptByProvider, tenRacingRiskChecksOfAnOrderPaidOnline, twentySandboxLoopsOnOneOrder } from '../testing/moneyScenarios';
import { balanceOf, customerWithOrders, pay, setBalance } from '../testing/rentalScenarios';
import { askRisk, renterWithOverdueBillOrdersAgain, renterWithOverdueBillPaysAgain } from '../testing/riskScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

function cashier() {
  assert.ok(server.payment, 'the sandbox is the payment provider');
  return server.payment;
}

async function openTrade(token: string, orderNo: string, idempotencyKey = randomUUID()) {
  const answer = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo, idempotencyKey }, { token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.ok(answer.body.data);
  return answer.body.data;
}

const confirm = async (tradeNo: string) => (await server.post<{ status: string }>(`/api/pay/sandbox/${tradeNo}/confirm`, {})).body.data?.status;

/** Paid at the provider, its notification not delivered yet (as when the callback is slow). */
const paidAtProviderSilently = (tradeNo: string) => server.db.update(sandboxTrades).set({ status: 'paid' }).where(eq(sandboxTrades.tradeNo, tradeNo));

const notify = (tradeNo: string, provider: PaymentProvider = cashier()) => handleTradeNotification(server.db, provider, tradeNo, server.clock.now(), silentLogger);

async function orderRow(orderNo: string) {
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  assert.ok(row);
  return row;
}

async function sandboxTrade(tradeNo: string) {
  const [row] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  assert.ok(row);
  return row;
}

/** The trade's money went back through the provider: refunded there in full, the refund recorded as sent. */
async function assertRefundedAtProvider(tradeNo: string) {
  const trade = await sandboxTrade(tradeNo);
  assert.equal(trade.status, 'refunded');
  assert.equal(trade.refundedAmount, trade.amount);
  const refunds = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.tradeNo, tradeNo));
  const atProvider = await server.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo));
  assert.deepEqual(
    refunds.map((refund) => [refund.status, refund.amount, refund.refundNo]),
    atProvider.map((refund) => ['succeeded', refund.amount, refund.refundNo]),
  );
  assert.equal(refunds.length, 1);
}

test('twenty parallel loops of two trades paid at the sandbox cashier for one order leave the balance unchanged and keep one payment', () => twentySandboxLoopsOnOneOrder(server));

test('opening a second trade for an order closes the first: the cashier refuses to pay it and its key no longer opens it', async () => {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const firstKey = randomUUID();
  const first = await openTrade(buyer.token, orderNo, firstKey);
  const secondKey = randomUUID();
  const second = await openTrade(buyer.token, orderNo, secondKey);
  assert.notEqual(first.tradeNo, second.tradeNo);

  assert.equal(await confirm(first.tradeNo), 'closed');
  assert.equal(
    (await server.post('/api/wOrder/liJiZhiFu', { orderNo, idempotencyKey: firstKey }, { token: buyer.token })).body.msg,
    '该笔在线支付已关闭，请刷新页面后重新发起支付',
  );
  assert.deepEqual(await openTrade(buyer.token, orderNo, secondKey), second, 'the open trade answers its key again');
  const trades = await server.db.select().from(onlineTrades).where(eq(onlineTrades.tradeNo, first.tradeNo));
  assert.equal(trades[0]?.status, 'closed');
  assert.ok(trades[0]?.providerClosedAt, 'the provider confirmed the close');

  assert.equal(await confirm(second.tradeNo), 'paid');
  await cashier().idle();
  assert.equal((await orderRow(orderNo)).status, 1);
});

test('a superseded trade paid at the provider before its close arrived goes back through the provider, not into the balance', async () => {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const order = await orderRow(orderNo);
  const first = await openTrade(buyer.token, orderNo);
  await paidAtProviderSilently(first.tradeNo);
  // Closing it at the provider finds it paid: its money goes back at once, before any notification.
  const second = await openTrade(buyer.token, orderNo);
  await assertRefundedAtProvider(first.tradeNo);
  assert.equal(await confirm(second.tradeNo), 'paid');
  await cashier().idle();
  assert.equal(await notify(first.tradeNo), 'ignored', 'its late notification changes nothing');
  assert.equal((await orderRow(orderNo)).status, 1);
  await assertRefundedAtProvider(first.tradeNo);
  assert.equal(await balanceOf(server, buyer.customerId), 0);
  assert.deepEqual(await assertLedgerAddsUp(server, buyer.customerId, 0), []);
  assert.equal(await keptByProvider(server, order.id), order.payable);
  const [told] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.orderId, order.id), eq(customerNotifications.title, '无需支付：在线支付款退回')));
  assert.match(told?.content ?? '', /将原路退回您的原支付方式，不计入账户余额/);
});

test('a trade paid after the order was paid from the balance (a late notification) is refunded through the provider and the balance is charged once', async () => {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const order = await orderRow(orderNo);
  const trade = await openTrade(buyer.token, orderNo);
  await paidAtProviderSilently(trade.tradeNo);
  const start = order.payable + 500;
  await setBalance(server, buyer.customerId, start);
  // The balance payment alone (the provider not told of the close yet): the notification decides.
  await payByBalance(server.db, buyer.customerId, { orderNo, idempotencyKey: randomUUID() }, server.clock.now());

  assert.equal(await notify(trade.tradeNo), 'refunded');
  await assertRefundedAtProvider(trade.tradeNo);
  assert.equal(await balanceOf(server, buyer.customerId), start - order.payable);
  const ledger = await assertLedgerAddsUp(server, buyer.customerId, start);
  assert.deepEqual(
    ledger.map((row) => [row.kind, row.amount]),
    [['payment', -order.payable]],
  );
  const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
  assert.deepEqual(rows.map((row) => [row.method, row.status]).sort(), [
    ['balance', 'succeeded'],
    ['online', 'refunded'],
  ]);
});

/** An order paid by balance while its online trade was paid at the provider too, before the notification arrived. */
async function paidTwice() {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const trade = await openTrade(buyer.token, orderNo);
  await paidAtProviderSilently(trade.tradeNo);
  await setBalance(server, buyer.customerId, (await orderRow(orderNo)).payable);
  await payByBalance(server.db, buyer.customerId, { orderNo, idempotencyKey: randomUUID() }, server.clock.now());
  return { buyer, orderNo, trade };
}

test('replaying the notification of a refunded trade refunds nothing more and credits nothing', async () => {
  const { buyer, trade } = await paidTwice();

  const outcomes = await Promise.all(Array.from({ length: 5 }, () => notify(trade.tradeNo)));
  assert.equal(outcomes.filter((outcome) => outcome === 'refunded').length, 1, outcomes.join());
  assert.ok(
    outcomes.every((outcome) => outcome === 'refunded' || outcome === 'duplicate' || outcome === 'ignored'),
    outcomes.join(),
  );
  assert.equal(await notify(trade.tradeNo), 'ignored');
  await assertRefundedAtProvider(trade.tradeNo);
  assert.equal(await balanceOf(server, buyer.customerId), 0);
  assert.equal((await server.db.select().from(payments).where(eq(payments.providerTradeNo, trade.tradeNo))).length, 1);
});

test('paying from the balance closes the open trade: the cashier then refuses to take the money', async () => {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const trade = await openTrade(buyer.token, orderNo);
  await setBalance(server, buyer.customerId, (await orderRow(orderNo)).payable);
  assert.equal((await pay(server, buyer.token, orderNo)).body.code, 200);
  assert.equal(await confirm(trade.tradeNo), 'closed');
  assert.equal(await balanceOf(server, buyer.customerId), 0);
});

test('a customer who cancels the order cannot then pay its trade at the cashier; a trade paid just before the cancel is refunded through the provider', async () => {
  const buyer = await customerWithOrders(server, 2);
  const [first, second] = buyer.orders;
  assert.ok(first && second);
  const open = await openTrade(buyer.token, first.orderNo);
  assert.equal((await server.post('/api/wOrder/cancel', { orderNo: first.orderNo }, { token: buyer.token })).body.code, 200);
  assert.equal(await confirm(open.tradeNo), 'closed');

  const paidEarly = await openTrade(buyer.token, second.orderNo);
  await paidAtProviderSilently(paidEarly.tradeNo);
  // Closing its trade at the provider after the cancel finds it paid: the money goes back there.
  assert.equal((await server.post('/api/wOrder/cancel', { orderNo: second.orderNo }, { token: buyer.token })).body.code, 200);
  await assertRefundedAtProvider(paidEarly.tradeNo);
  assert.equal(await notify(paidEarly.tradeNo), 'ignored');
  assert.equal((await orderRow(second.orderNo)).status, 9);
  assert.equal(await balanceOf(server, buyer.customerId), 0);
  assert.deepEqual(await assertLedgerAddsUp(server, buyer.customerId, 0), []);
});

test('a trade paid just before the payment timeout, its notification lost, is refunded through the provider by the scheduler', async () => {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const trade = await openTrade(buyer.token, orderNo);
  await paidAtProviderSilently(trade.tradeNo);
  server.clock.set((await orderRow(orderNo)).payDeadline);

  const pass = await runDueWork(server.db, server.clock.now(), { payment: cashier(), log: silentLogger });
  assert.ok(pass.cancelled >= 1);
  assert.equal((await orderRow(orderNo)).status, 9);
  await assertRefundedAtProvider(trade.tradeNo);
  assert.equal(await balanceOf(server, buyer.customerId), 0);
  assert.deepEqual(await assertLedgerAddsUp(server, buyer.customerId, 0), []);
});

test('a risk-rejected order paid online is refunded through the provider and the balance does not move', async () => {
  const { renter, order } = await renterWithOverdueBillOrdersAgain(server);
  const start = await balanceOf(server, renter.customerId);
  const ledgerBefore = (await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId))).length;
  const trade = await openTrade(renter.token, order.orderNo);
  assert.equal(await confirm(trade.tradeNo), 'paid');
  await cashier().idle();
  assert.equal((await orderRow(order.orderNo)).status, 1);

  const checked = await askRisk(server, renter.token, order.orderNo);
  assert.equal(checked.body.data?.decision, 'reject');
  assert.equal(checked.body.data?.orderStatus, 10);
  await assertRefundedAtProvider(trade.tradeNo);
  assert.equal(await balanceOf(server, renter.customerId), start);
  const row = await orderRow(order.orderNo);
  assert.deepEqual(await server.db.select().from(balanceLedger).where(eq(balanceLedger.orderId, row.id)), [], 'no ledger row for online money');
  assert.equal((await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId))).length, ledgerBefore);
  const [payment] = await server.db.select().from(payments).where(eq(payments.orderId, row.id));
  assert.equal(payment?.status, 'refunded');
  assert.equal(await keptByProvider(server, row.id), 0);
});

test('ten risk checks at once of an order paid online refund it once through the provider', () => tenRacingRiskChecksOfAnOrderPaidOnline(server));

test('a risk-rejected order paid from the balance is refunded to the balance with one ledger row', async () => {
  const { renter, order } = await renterWithOverdueBillPaysAgain(server);
  const afterPayment = await balanceOf(server, renter.customerId);
  const checked = await askRisk(server, renter.token, order.orderNo);
  assert.equal((checked.body.data as RiskCheckView | undefined)?.decision, 'reject');
  assert.equal(await balanceOf(server, renter.customerId), afterPayment + order.payable);
  const row = await orderRow(order.orderNo);
  const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.orderId, row.id));
  assert.deepEqual(
    ledger.map((entry) => [entry.kind, entry.amount]).sort(),
    [
      ['payment', -order.payable],
      ['refund', order.payable],
    ].sort(),
  );
  assert.deepEqual(await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, row.id)), []);
});

test('a refund the provider failed is never lost: the scheduler retries it, several runs at once refund it once', async () => {
  const { buyer, trade } = await paidTwice();

  const down: PaymentProvider = {
    ...cashier(),
    refund: () => Promise.reject(new PaymentProviderError('provider unreachable')),
  };
  assert.equal(await notify(trade.tradeNo, down), 'refunded');
  const [pending] = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.tradeNo, trade.tradeNo));
  assert.equal(pending?.status, 'pending');
  assert.equal(pending?.attempts, 1);
  assert.equal((await sandboxTrade(trade.tradeNo)).status, 'paid', 'nothing refunded yet');

  await Promise.all(Array.from({ length: 4 }, () => runDueWork(server.db, server.clock.now(), { payment: cashier(), log: silentLogger })));
  await assertRefundedAtProvider(trade.tradeNo);
  // A different refund number for the same trade is refused by the provider: no trade is refunded twice.
  await assert.rejects(cashier().refund({ tradeNo: trade.tradeNo, refundNo: 'RF-another', amount: 1 }), PaymentProviderError);
  assert.equal(await balanceOf(server, buyer.customerId), 0);
});

test('with no payment provider configured online payment is refused and the sandbox cashier does not exist', async () => {
  const shop = await startTestServer({ payment: 'none' });
  try {
    const buyer = await customerWithOrders(shop, 1);
    const orderNo = buyer.orders[0]?.orderNo ?? '';
    const answer = await shop.post('/api/wOrder/liJiZhiFu', { orderNo, idempotencyKey: randomUUID() }, { token: buyer.token });
    assert.equal(answer.body.msg, '在线支付暂未开通，请使用余额支付');
    // The trade query reads our own books, and a cancel has no provider to tell.
    assert.deepEqual((await shop.post('/api/wOrder/tradeQuery', { orderNo }, { token: buyer.token })).body.data, { orderNo, tradeNo: null, status: 'none', orderStatus: 0 });
    assert.equal((await shop.post('/api/wOrder/cancel', { orderNo }, { token: buyer.token })).body.code, 200);
    assert.equal((await shop.get(`/api/pay/sandbox/${'0'.repeat(32)}`)).status, 404);
    assert.equal((await shop.post(`/api/pay/sandbox/${'0'.repeat(32)}/confirm`, {})).status, 404);
  } finally {
    await shop.close();
  }
});
