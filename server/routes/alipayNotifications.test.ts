/**
 * Alipay's notifications through the whole app (routes/paymentNotifications.ts), with the Alipay
 * provider against its gateway simulator: the simulator POSTs to a listener standing for the shop's
 * public address, which forwards to the app's /api/pay/notify/alipay as the storefront's door does.
 * A top-up paid at the simulator's cashier credits the balance once, however often, late or out of
 * order its notification comes; forged ones change nothing; a payment the shop no longer wants goes
 * back to Alipay once.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { OnlineTradeAnswer, TradeView } from '@/contract/money';
import { payAtCashier } from '@/test/gateways/alipay/browser';
import type { Delivery, Forgery } from '@/test/gateways/alipay/notifier';
import { startNotifyListener } from '@/test/gateways/alipay/notifyListener';
import { startAlipaySimulator, type AlipaySimulator } from '@/test/gateways/alipay/simulator';
import { customers, onlineTrades } from '../db/schema';
import { sendPendingRefunds } from '../domain/payments/refunds';
import { alipayPaymentProvider } from '../providers/alipay';
import { silentLogger } from '../runtime/log';
import { startTestServer, type TestServer } from '../testing/harness';
import { ledgerOf } from '../testing/refundScenarios';
import { balanceOf } from '../testing/rentalScenarios';
import { hostileBody } from '../security/hostileValues';
import { PAYMENT_NOTIFY_API } from '@/contract/endpoints';

const NOTIFY_BOUND = PAYMENT_NOTIFY_API.alipay.maxBodyBytes ?? 0;

let server: TestServer;
let simulator: AlipaySimulator;
let listener: Awaited<ReturnType<typeof startNotifyListener>>;

before(async () => {
  let shopClock: (() => Date) | null = null;
  // The gateway keeps the shop's test clock, so the pay URLs' time_expire means what it says.
  simulator = await startAlipaySimulator({ now: () => shopClock?.() ?? new Date() });
  listener = await startNotifyListener(async ({ headers, body }) => {
    const response = await server.app.request('/api/pay/notify/alipay', { method: 'POST', headers, body });
    return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? '' };
  });
  server = await startTestServer({
    paymentProvider: ({ db, clock }) =>
      alipayPaymentProvider({ name: 'alipay', notifyBase: listener.base, appId: simulator.appId, ...simulator.shopKeys, gateway: simulator.gateway }, { db, clock }),
  });
  shopClock = () => server.clock.now();
});
after(async () => {
  await simulator.close();
  await listener.close();
  await server.close();
});

async function customer() {
  const person = await server.registerPersonal();
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, person.phone));
  assert.ok(row);
  return { token: person.token, id: row.id };
}

async function topUp(token: string, amount: number) {
  const answer = await server.post<OnlineTradeAnswer>('/api/wUser/recharge', { amount, idempotencyKey: randomUUID() }, { token });
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data;
}

/** What a notification could change: the balance, the trade's status, the ledger. */
async function books(customerId: number, tradeNo: string) {
  const [trade] = await server.db.select({ status: onlineTrades.status, refunded: onlineTrades.refundedAmount }).from(onlineTrades).where(eq(onlineTrades.tradeNo, tradeNo));
  return { balance: await balanceOf(server, customerId), trade, ledger: await ledgerOf(server, customerId) };
}

const lastAnswer = (delivery: Delivery) => {
  const attempt = delivery.attempts.at(-1);
  return attempt && 'body' in attempt ? attempt.body : null;
};

function paidDelivery(tradeNo: string): Delivery {
  const delivery = simulator.notifier.deliveries.find((sent) => sent.outTradeNo === tradeNo && sent.kind === 'paid');
  assert.ok(delivery, `a notification for ${tradeNo}`);
  return delivery;
}

test('a top-up paid at the Alipay cashier credits the balance once, however often its notification comes', async () => {
  const buyer = await customer();
  const trade = await topUp(buyer.token, 12_345);
  assert.ok(trade.payUrl.startsWith(`${simulator.gateway}?`), 'the customer goes to the gateway');
  assert.match(trade.payUrl, /method=alipay\.trade\.page\.pay/);

  const paid = await payAtCashier(trade.payUrl);
  assert.ok(paid.returnUrl.startsWith(`${listener.base}/payResult?tradeNo=${trade.tradeNo}&`), 'back to the shop’s result page with Alipay’s signed return');
  await simulator.notifier.idle();
  const first = paidDelivery(trade.tradeNo);
  assert.deepEqual([first.state, first.attempts.length, lastAnswer(first)], ['accepted', 1, 'success']);
  assert.equal(await balanceOf(server, buyer.id), 12_345);
  const credited = await books(buyer.id, trade.tradeNo);
  assert.equal(credited.trade?.status, 'paid');
  assert.deepEqual(
    credited.ledger.map((row) => [row.kind, row.amount]),
    [['recharge', 12_345]],
  );

  // Alipay sends it again (twice now, and again later): the shop says success and changes nothing.
  for (const replayed of [await simulator.notifier.replay(first.id), await simulator.notifier.replay(first.id)]) assert.equal(lastAnswer(replayed), 'success');
  server.clock.advance(60 * 60 * 1000);
  assert.equal(lastAnswer(await simulator.notifier.replay(first.id)), 'success');
  assert.deepEqual(await books(buyer.id, trade.tradeNo), credited);
});

test('forged notifications are refused and change nothing; a genuine one about another amount or an unknown trade changes nothing either', async () => {
  const buyer = await customer();
  const trade = await topUp(buyer.token, 20_000);
  await payAtCashier(trade.payUrl);
  await simulator.notifier.idle();
  const before = await books(buyer.id, trade.tradeNo);
  assert.equal(before.balance, 20_000);
  const gatewayTrade = simulator.trades.get(trade.tradeNo);

  const refused: Forgery[] = ['wrong-key', 'tampered-amount-resigned-by-stranger', 'tampered-amount-original-sign', 'unsigned', 'other-app'];
  for (const variant of refused) {
    const forged = await simulator.notifier.forge(gatewayTrade, variant);
    assert.equal(lastAnswer(forged), 'fail', variant);
    assert.deepEqual(await books(buyer.id, trade.tradeNo), before, variant);
  }
  // Signed by Alipay's own key: believed as a hint only. The shop asks Alipay, which says 200.00 was
  // paid, and an unknown trade is nobody's: Alipay hears success (so it stops) and nothing moves.
  for (const variant of ['tampered-amount-signed-by-alipay', 'unknown-trade'] as const) {
    const genuine = await simulator.notifier.forge(gatewayTrade, variant);
    assert.equal(lastAnswer(genuine), 'success', variant);
    assert.deepEqual(await books(buyer.id, trade.tradeNo), before, variant);
  }
});

test('notifications held back and released late, out of order, after the shop learned the payments by asking: nothing more', async () => {
  const [one, two] = [await customer(), await customer()];
  const [first, second] = [await topUp(one.token, 30_000), await topUp(two.token, 45_600)];
  simulator.notifier.hold();
  let released: Delivery[] = [];
  try {
    await payAtCashier(first.payUrl);
    await payAtCashier(second.payUrl);
    // The customers' result pages ask: the shop learns the payments from Alipay and credits them now.
    for (const [buyer, trade] of [
      [one, first],
      [two, second],
    ] as const) {
      const asked = await server.post<TradeView>('/api/wUser/tradeQuery', { tradeNo: trade.tradeNo }, { token: buyer.token });
      assert.equal(asked.body.data?.status, 'paid');
    }
  } finally {
    released = await simulator.notifier.release('reverse');
  }
  const learned = [await books(one.id, first.tradeNo), await books(two.id, second.tradeNo)];
  assert.deepEqual(
    learned.map((book) => book.balance),
    [30_000, 45_600],
  );
  assert.deepEqual(
    released.map((delivery) => [delivery.outTradeNo, lastAnswer(delivery)]),
    [
      [second.tradeNo, 'success'],
      [first.tradeNo, 'success'],
    ],
  );
  assert.deepEqual([await books(one.id, first.tradeNo), await books(two.id, second.tradeNo)], learned);
});

test('a paid top-up the shop no longer wants goes back to Alipay exactly once, whatever comes after', async () => {
  const buyer = await customer();
  const first = await topUp(buyer.token, 10_000);
  simulator.notifier.hold();
  let released: Delivery[] = [];
  try {
    await payAtCashier(first.payUrl);
    // Another top-up before the payment's notification arrived: the first is closed at Alipay, which
    // says it was paid, so it goes back to the customer's Alipay account.
    await topUp(buyer.token, 20_000);
  } finally {
    released = await simulator.notifier.release();
  }
  assert.deepEqual(
    released.map((delivery) => [delivery.outTradeNo, lastAnswer(delivery)]),
    [[first.tradeNo, 'success']],
  );
  const provider = server.provider;
  assert.ok(provider);
  // The scheduler's next round and a replay of the late notification send nothing more.
  await sendPendingRefunds(server.db, provider, server.clock.now(), silentLogger);
  assert.equal(lastAnswer(await simulator.notifier.replay(paidDelivery(first.tradeNo).id)), 'success');

  const atGateway = simulator.refundCalls().filter((call) => call.outTradeNo === first.tradeNo);
  assert.deepEqual(
    atGateway.map((call) => call.amount),
    ['100.00'],
    'one refund reached Alipay',
  );
  assert.deepEqual([simulator.trades.get(first.tradeNo).status, simulator.trades.get(first.tradeNo).refunded], ['TRADE_CLOSED', 10_000]);
  const after = await books(buyer.id, first.tradeNo);
  assert.deepEqual([after.balance, after.trade?.status, after.trade?.refunded, after.ledger.length], [0, 'refunded', 10_000, 0]);
  const remote = await provider.queryTrade(first.tradeNo);
  assert.deepEqual([remote?.status, remote?.refundedAmount], ['refunded', 10_000]);
});

test('hostile bodies at the notification path are refused with `fail`, never fail the route, and change nothing; one over its bound is not read', async () => {
  const { token, id } = await customer();
  const trade = await topUp(token, 5_000);
  const before = await books(id, trade.tradeNo);
  await fc.assert(
    fc.asyncProperty(hostileBody, fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'), async (body, type) => {
      const response = await server.app.request('/api/pay/notify/alipay', { method: 'POST', headers: { 'content-type': type }, body });
      // Over the path's bound (contract/endpoints/paymentNotify.ts) the body is not even read.
      if (Buffer.byteLength(body) > NOTIFY_BOUND) assert.equal(response.status, 413);
      else assert.deepEqual({ status: response.status, body: await response.text() }, { status: 200, body: 'fail' });
    }),
    { numRuns: 60 },
  );
  const huge = await server.app.request('/api/pay/notify/alipay', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `out_trade_no=${trade.tradeNo}&x=${'a'.repeat(20_000)}`,
  });
  assert.equal(huge.status, 413);
  assert.deepEqual(await books(id, trade.tradeNo), before);
});
