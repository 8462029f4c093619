/**
 * WeChat Pay's notifications reaching the whole shop over HTTP: the simulator POSTs to a listener
 * standing for PAYMENT_NOTIFY_BASE, which hands the request unchanged to the app's
 * `/api/pay/notify/wechat`. A top-up paid at the simulator credits the balance once however often,
 * late or out of order it is notified; forged, tampered, unsigned and stale notifications are
 * refused and change nothing; a refund the shop decides reaches the simulator once.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { OnlineTradeAnswer, TradeView } from '@/contract/money';
import type { OnlineTrade } from '@/contract/orders';
import { balanceLedger, customers, onlineTrades, rentalOrders } from '../db/schema';
import { sendPendingRefunds } from '../domain/payments/refunds';
import { silentLogger } from '../runtime/log';
import { wechatPayForShop } from '../providers/wechatPay/forShop';
import { startTestServer, type TestServer } from '../testing/harness';
import { balanceOf } from '../testing/rentalScenarios';
import { hostileBody } from '../security/hostileValues';
import { PAYMENT_NOTIFY_API } from '@/contract/endpoints';

const NOTIFY_BOUND = PAYMENT_NOTIFY_API.wechat.maxBodyBytes ?? 0;
import { askRisk, renterWithOverdueBillOrdersAgain } from '../testing/riskScenarios';
import { startNotifyListener, type NotifyListener } from '../../test/gateways/wechat/notifyListener';
import { payAtSimulator } from '../../test/gateways/wechat/payer';
import { startWechatPaySimulator, type WechatPaySimulator } from '../../test/gateways/wechat/server';
import type { Delivery, Forgery } from '../../test/gateways/wechat/notifier';

let simulator: WechatPaySimulator;
let listener: NotifyListener;
let server: TestServer;

before(async () => {
  simulator = await startWechatPaySimulator({ notifyDelayMs: 20, retryDelaysMs: [50, 100] });
  // The shop's public door: the request as the simulator sent it, headers and body unchanged.
  listener = await startNotifyListener(({ headers, body }) => Promise.resolve(server.app.request('/api/pay/notify/wechat', { method: 'POST', headers, body })));
  server = await startTestServer({ paymentProvider: ({ db }) => wechatPayForShop(simulator.settings(listener.baseUrl), db) });
});
after(async () => {
  await simulator.close();
  await listener.close();
  await server.close();
});

const FAIL = { status: 400, body: JSON.stringify({ code: 'FAIL', message: '失败' }) };

/** Polls until `check` holds: a notification arrives when the simulator sends it (another socket), not at a known moment. */
async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function customer() {
  const person = await server.registerPersonal();
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, person.phone));
  assert.ok(row);
  return { token: person.token, customerId: row.id };
}

async function topUp(token: string, amount: number): Promise<OnlineTradeAnswer> {
  const opened = await server.post<OnlineTradeAnswer>('/api/wUser/recharge', { amount, idempotencyKey: randomUUID() }, { token });
  assert.ok(opened.body.data, opened.body.msg);
  assert.match(opened.body.data.payUrl, /^\/payWechat\?tradeNo=[0-9a-f]{32}&code=weixin%3A%2F%2Fwxpay%2Fbizpayurl%3Fpr%3D/);
  return opened.body.data;
}

/** What a notification could change: the balance, the trade's status here, the ledger rows. */
async function books(customerId: number, tradeNo: string) {
  const [trade] = await server.db.select({ status: onlineTrades.status }).from(onlineTrades).where(eq(onlineTrades.tradeNo, tradeNo));
  const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, customerId)).orderBy(balanceLedger.id);
  return { balance: await balanceOf(server, customerId), status: trade?.status, ledger: ledger.map((row) => [row.kind, row.amount, row.balanceAfter, row.tradeNo]) };
}

const deliveriesOf = (tradeNo: string): Delivery[] => simulator.notifier.deliveries.filter((delivery) => delivery.outTradeNo === tradeNo && delivery.forgery === null);
const accepted = (delivery: Delivery | undefined) => delivery?.replies.at(-1)?.status === 204;

test('a top-up paid at the simulator credits the balance once, notified twice and replayed later', async () => {
  const { token, customerId } = await customer();
  const trade = await topUp(token, 123_456);
  await payAtSimulator(simulator.baseUrl, trade.payUrl, 'desktop');
  await eventually('the payment notification accepted', () => accepted(deliveriesOf(trade.tradeNo)[0]));
  const credited = await books(customerId, trade.tradeNo);
  assert.deepEqual(credited, { balance: 123_456, status: 'paid', ledger: [['recharge', 123_456, 123_456, trade.tradeNo]] });

  const [delivery] = deliveriesOf(trade.tradeNo);
  assert.ok(delivery);
  // WeChat Pay sending it again (signed afresh), and the captured request replayed as it was.
  assert.equal((await simulator.notifier.replay(delivery.id)).status, 204);
  assert.equal((await simulator.notifier.replay(delivery.id, { exact: true })).status, 204);
  assert.deepEqual(await books(customerId, trade.tradeNo), credited);
  const shown = await server.post<TradeView>('/api/wUser/tradeQuery', { tradeNo: trade.tradeNo }, { token });
  assert.deepEqual(shown.body.data, { tradeNo: trade.tradeNo, purpose: 'topup', amount: 123_456, orderNo: null, status: 'paid' });
});

test('forged, tampered, unsigned, stale and foreign notifications are refused and change nothing; a paid trade then settles once', async () => {
  const { token, customerId } = await customer();
  const trade = await topUp(token, 50_000);
  // Paid at WeChat Pay, its own notification held back: a forgery that got through would settle it now.
  simulator.notifier.holding = true;
  try {
    await payAtSimulator(simulator.baseUrl, trade.payUrl, 'desktop');
  } finally {
    simulator.notifier.holding = false;
  }
  const order = simulator.ledger.orders.get(trade.tradeNo);
  assert.ok(order);
  const before = await books(customerId, trade.tradeNo);
  assert.deepEqual(before, { balance: 0, status: 'open', ledger: [] });
  const forgeries: Forgery[] = ['wrong-key', 'tampered-amount', 'tampered-amount-wrong-key', 'unsigned', 'stale', 'foreign-merchant'];
  for (const kind of forgeries) {
    assert.deepEqual(await simulator.notifier.forge(kind, order), FAIL, kind);
    assert.deepEqual(await books(customerId, trade.tradeNo), before, kind);
  }
  // Signed by WeChat Pay but for a trade this shop never opened: nothing to settle (and nothing to resend).
  assert.equal((await simulator.notifier.forge('unknown-trade', order)).status, 204);
  assert.deepEqual(await books(customerId, trade.tradeNo), before);

  await simulator.notifier.release();
  assert.ok(accepted(deliveriesOf(trade.tradeNo)[0]));
  assert.deepEqual(await books(customerId, trade.tradeNo), { balance: 50_000, status: 'paid', ledger: [['recharge', 50_000, 50_000, trade.tradeNo]] });
});

test('notifications late (after the shop learned the payment by query) and out of order change nothing more', async () => {
  const { token, customerId } = await customer();
  simulator.notifier.holding = true;
  const first = await topUp(token, 10_000);
  const second = await topUp(token, 20_000);
  try {
    // The first trade was closed when the second opened: it can no longer be paid.
    await assert.rejects(payAtSimulator(simulator.baseUrl, first.payUrl, 'desktop'), /订单已关闭/);
    await payAtSimulator(simulator.baseUrl, second.payUrl, 'desktop');
  } finally {
    simulator.notifier.holding = false;
  }
  // The cashier page's polling asks the trade: paid at WeChat Pay, settled now without the notification.
  const shown = await server.post<TradeView>('/api/wUser/tradeQuery', { tradeNo: second.tradeNo }, { token });
  assert.equal(shown.body.data?.status, 'paid');
  const settled = await books(customerId, second.tradeNo);
  assert.deepEqual(settled, { balance: 20_000, status: 'paid', ledger: [['recharge', 20_000, 20_000, second.tradeNo]] });

  // A third top-up paid too, then both held notifications delivered newest first.
  simulator.notifier.holding = true;
  const third = await topUp(token, 30_000);
  try {
    await payAtSimulator(simulator.baseUrl, third.payUrl, 'desktop');
  } finally {
    simulator.notifier.holding = false;
  }
  await simulator.notifier.release({ newestFirst: true });
  assert.ok(accepted(deliveriesOf(second.tradeNo)[0]) && accepted(deliveriesOf(third.tradeNo)[0]));
  const after = await books(customerId, third.tradeNo);
  assert.equal(after.balance, 50_000);
  assert.deepEqual(after.ledger, [
    ['recharge', 20_000, 20_000, second.tradeNo],
    ['recharge', 30_000, 50_000, third.tradeNo],
  ]);
  assert.equal(deliveriesOf(first.tradeNo).length, 0, 'the closed trade was never paid');
});

test('an order paid at the simulator and rejected at review is refunded there exactly once, whoever sends it again', async () => {
  const { renter, order } = await renterWithOverdueBillOrdersAgain(server);
  const start = await balanceOf(server, renter.customerId);
  const opened = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo: order.orderNo, idempotencyKey: randomUUID() }, { token: renter.token });
  assert.ok(opened.body.data, opened.body.msg);
  const { tradeNo, payUrl } = opened.body.data;
  await payAtSimulator(simulator.baseUrl, payUrl, 'desktop');
  const statusOf = async () => (await server.db.select({ status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo)))[0]?.status;
  await eventually('the order paid', async () => (await statusOf()) === 1);

  const checked = await askRisk(server, renter.token, order.orderNo);
  assert.equal(checked.body.data?.decision, 'reject');
  const refundsOf = () => [...simulator.ledger.refunds.values()].filter((refund) => refund.outTradeNo === tradeNo);
  assert.deepEqual(
    refundsOf().map((refund) => [refund.refund, refund.requests]),
    [[order.payable, 1]],
  );
  // Asked again, the scheduler's sweep, and WeChat Pay's refund notification: nothing is sent twice.
  await askRisk(server, renter.token, order.orderNo);
  await sendPendingRefunds(server.db, server.provider!, server.clock.now(), silentLogger);
  await eventually('the refund notification accepted', () =>
    simulator.notifier.deliveries.some((delivery) => delivery.eventType === 'REFUND.SUCCESS' && delivery.outTradeNo === tradeNo && accepted(delivery)),
  );
  assert.deepEqual(
    refundsOf().map((refund) => [refund.refund, refund.requests, refund.status]),
    [[order.payable, 1, 'SUCCESS']],
  );
  assert.deepEqual(await server.provider!.queryTrade(tradeNo), { tradeNo, amount: order.payable, subject: '', status: 'refunded', refundedAmount: order.payable });
  assert.equal(await balanceOf(server, renter.customerId), start, 'money paid online never reaches the balance');
});

test('hostile bodies and headers at the notification path are refused with FAIL, never fail the route, and change nothing; one over its bound is not read', async () => {
  const { token, customerId: id } = await customer();
  const trade = await topUp(token, 5_000);
  const before = await books(id, trade.tradeNo);
  const header = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', '0', '-1', '99999999999', 'PUB_KEY_ID_0000', 'c2lnbmF0dXJl'));
  await fc.assert(
    fc.asyncProperty(hostileBody, header, header, header, header, async (body, signature, timestamp, nonce, serial) => {
      const headers = {
        'content-type': 'application/json',
        'wechatpay-signature': signature,
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': serial,
      };
      const response = await server.app.request('/api/pay/notify/wechat', { method: 'POST', headers, body });
      // Over the path's bound (contract/endpoints/paymentNotify.ts) the body is not even read.
      if (Buffer.byteLength(body) > NOTIFY_BOUND) assert.equal(response.status, 413);
      else assert.deepEqual({ status: response.status, body: await response.text() }, FAIL);
    }),
    { numRuns: 60 },
  );
  const huge = await server.app.request('/api/pay/notify/wechat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'x', resource: { ciphertext: 'a'.repeat(20_000) } }),
  });
  assert.equal(huge.status, 413);
  assert.deepEqual(await books(id, trade.tradeNo), before);
});
