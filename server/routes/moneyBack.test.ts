/**
 * Money goes back the way it came, on every path (payments/moneyBack.ts): what a customer who paid
 * at the cashier, and then returned early or moved the rental to a company, would notice — and
 * what an attacker hoping to turn online money into balance would try.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import type { LedgerEntryView } from '@/contract/money';
import type { ReturnQuote } from '@/contract/orderFulfilment';
import { customerNotifications, onlineRefunds } from '../db/schema';
import { closePaidOrder } from '../domain/orders/closing';
import { giveBack } from '../domain/payments/moneyBack';
import { DAY_MS } from '../domain/shared/clock';
import { billsOf, logInAgain, newRenter, placedOrder, runningRental, type Renter } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { ledgerOf, payBillsOnline, rentalPaidOnline, tradeBothSides } from '../testing/refundScenarios';
import { balanceOf, payBill, setBalance } from '../testing/rentalScenarios';
import { companyToTakeOver, consentCode, submitTransfer, transferBody } from '../testing/transferScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const WAYBILL = { carrier: '顺丰速运', waybillNo: 'sf1234567890123' };

function returnOrder(renter: Renter, orderNo: string) {
  return server.post<unknown>('/api/wOrder/returnOrder', { orderNo, ...WAYBILL }, { token: renter.token });
}

async function ledgerPage(renter: Renter) {
  const answer = await server.post<never>('/api/wUser/ledger', { page: 1, limit: 50 }, { token: renter.token });
  return answer.body.rows as LedgerEntryView[];
}

async function noticesOf(customerId: number, orderId: number) {
  return server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), eq(customerNotifications.orderId, orderId)));
}

test('a bill paid ahead at the cashier comes back through the provider on an early return; the balance does not grow by it', async () => {
  let renter = await newRenter(server);
  const rental = await runningRental(server, renter);
  const third = (await billsOf(server, rental.orderId))[2];
  assert.ok(third);
  const tradeNo = await payBillsOnline(server, renter, [third.id]);
  const balanceBefore = await balanceOf(server, renter.customerId);
  const ledgerBefore = await ledgerOf(server, renter.customerId);
  server.clock.advance(10 * DAY_MS);
  renter = await logInAgain(server, renter);

  const quoted = await server.get<ReturnQuote>(`/api/wOrder/returnQuote/${rental.orderNo}`, { token: renter.token });
  assert.deepEqual(
    quoted.body.data?.billsNotYetDue.filter((bill) => bill.paid).map((bill) => [bill.period, bill.refundTo]),
    [[3, 'online']],
  );
  const answer = await returnOrder(renter, rental.orderNo);

  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(await balanceOf(server, renter.customerId), balanceBefore, 'online money never becomes balance');
  assert.equal((await ledgerOf(server, renter.customerId)).length, ledgerBefore.length);
  const { ours, theirs, refunds, atProvider } = await tradeBothSides(server, tradeNo);
  assert.deepEqual(
    refunds.map((refund) => [refund.reason, refund.claim, refund.billId, refund.amount, refund.status]),
    [['early_return', `bill:${third.id}`, third.id, third.amount, 'succeeded']],
  );
  assert.deepEqual([ours.status, ours.refundedAmount], ['refunded', third.amount]);
  assert.deepEqual([theirs.status, theirs.refundedAmount], ['refunded', third.amount]);
  assert.deepEqual(
    atProvider.map((refund) => refund.refundNo),
    refunds.map((refund) => refund.refundNo),
  );
  assert.equal((await billsOf(server, rental.orderId))[2]?.status, BILL_STATUS.refunded);
  const told = (await noticesOf(renter.customerId, rental.orderId)).find((notice) => notice.title === '未到期账单已取消');
  assert.match(told?.content ?? '', /提前支付的租金：¥[\d,.]+ 将原路退回您的原支付方式，不计入账户余额。/);
});

test("a rental paid entirely at the cashier and moved to a company gives the person's deposit back through the provider, not into their balance", async () => {
  const renter = await newRenter(server);
  const rental = await rentalPaidOnline(server, renter);
  const deposit = rental.view.deposit;
  assert.ok(deposit > 0, 'the rented SKU has a deposit');
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 5_000_000 });
  const code = await consentCode(server, renter.token, company.phone);

  const answer = await submitTransfer(server, renter.token, transferBody(rental.orderNo, company.phone, code));

  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.deepEqual([answer.body.data?.depositRefunded, answer.body.data?.depositRefundTo, answer.body.data?.balance], [deposit, 'online', 0]);
  assert.equal(await balanceOf(server, renter.customerId), 0);
  assert.deepEqual(await ledgerOf(server, renter.customerId), []);
  const { ours, theirs, refunds } = await tradeBothSides(server, rental.firstTrade);
  assert.deepEqual(
    refunds.map((refund) => [refund.reason, refund.claim, refund.amount, refund.status]),
    [['transfer', 'deposit', deposit, 'succeeded']],
  );
  assert.deepEqual([ours.status, ours.refundedAmount], ['paid', deposit], "the rest of the first payment stays the order's");
  assert.equal(theirs.refundedAmount, deposit);
  const told = (await noticesOf(renter.customerId, rental.orderId)).find((notice) => notice.title === '租赁主体已变更');
  assert.match(told?.content ?? '', /您支付的押金：¥[\d,.]+ 将原路退回您的原支付方式，不计入账户余额。/);
});

test("one cashier payment of two orders' bills goes back in two parts by two early returns, and never more than it took", async () => {
  let renter = await newRenter(server);
  const first = await runningRental(server, renter);
  const second = await runningRental(server, renter);
  const [a, b] = [(await billsOf(server, first.orderId))[2], (await billsOf(server, second.orderId))[2]];
  assert.ok(a && b);
  const tradeNo = await payBillsOnline(server, renter, [a.id, b.id]);
  server.clock.advance(10 * DAY_MS);
  renter = await logInAgain(server, renter);

  assert.equal((await returnOrder(renter, first.orderNo)).body.code, 200);
  const half = await tradeBothSides(server, tradeNo);
  assert.deepEqual([half.ours.status, half.ours.refundedAmount, half.theirs.status, half.theirs.refundedAmount], ['paid', a.amount, 'paid', a.amount]);
  assert.equal((await returnOrder(renter, second.orderNo)).body.code, 200);

  const whole = await tradeBothSides(server, tradeNo);
  assert.deepEqual(
    whole.refunds.map((refund) => [refund.claim, refund.amount]).sort(),
    [
      [`bill:${a.id}`, a.amount],
      [`bill:${b.id}`, b.amount],
    ].sort(),
  );
  assert.deepEqual([whole.ours.status, whole.ours.refundedAmount], ['refunded', a.amount + b.amount]);
  assert.deepEqual([whole.theirs.status, whole.theirs.refundedAmount], ['refunded', whole.theirs.amount]);
  assert.equal(whole.atProvider.length, 2);
});

test('ten early returns of one order at once give each bill paid ahead back once, each the way it was paid', async () => {
  let renter = await newRenter(server);
  const rental = await runningRental(server, renter);
  const [, , third, fourth] = await billsOf(server, rental.orderId);
  assert.ok(third && fourth);
  assert.equal((await payBill(server, renter.token, third.id)).body.code, 200);
  const tradeNo = await payBillsOnline(server, renter, [fourth.id]);
  const balanceBefore = await balanceOf(server, renter.customerId);
  server.clock.advance(10 * DAY_MS);
  renter = await logInAgain(server, renter);

  const answers = await Promise.all(Array.from({ length: 10 }, () => returnOrder(renter, rental.orderNo)));

  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1, answers.map((answer) => answer.body.msg).join());
  assert.equal(await balanceOf(server, renter.customerId), balanceBefore + third.amount);
  const credits = (await ledgerOf(server, renter.customerId)).filter((row) => row.kind === 'refund');
  assert.deepEqual(
    credits.map((row) => [row.billId, row.amount, row.refundCause]),
    [[third.id, third.amount, 'early_return']],
  );
  const { refunds } = await tradeBothSides(server, tradeNo);
  assert.deepEqual(
    refunds.map((refund) => [refund.billId, refund.amount]),
    [[fourth.id, fourth.amount]],
  );
});

test('the balance ledger says what came back and why: 提前归还：预付租金退回 for a bill paid ahead, 订单关闭：支付款退回 for a closed order', async () => {
  let renter = await newRenter(server);
  const rental = await runningRental(server, renter);
  const third = (await billsOf(server, rental.orderId))[2];
  assert.ok(third);
  assert.equal((await payBill(server, renter.token, third.id)).body.code, 200);
  const closing = await placedOrder(server, renter);
  await server.db.transaction((tx) => closePaidOrder(tx, closing.orderId, { kind: 'sys', id: 1 }, '商家无法发货', server.clock.now()));
  server.clock.advance(10 * DAY_MS);
  renter = await logInAgain(server, renter);
  assert.equal((await returnOrder(renter, rental.orderNo)).body.code, 200);

  const refunds = (await ledgerPage(renter)).filter((row) => row.amount > 0 && row.kind === 'refund');

  assert.deepEqual(
    refunds.map((row) => [row.orderNo, row.kindName, row.description, row.amount]),
    [
      [rental.orderNo, '退款', '提前归还：预付租金退回（第 3/12 期账单）', third.amount],
      [closing.orderNo, '退款', '订单关闭：支付款退回', closing.view.payable],
    ],
  );
});

test('a refund can never give back more than the trade took, whatever the caller asks: the decision is refused and nothing is written', async () => {
  const renter = await newRenter(server);
  const rental = await rentalPaidOnline(server, renter);
  await setBalance(server, renter.customerId, 0);
  const before = await tradeBothSides(server, rental.firstTrade);

  await assert.rejects(
    server.db.transaction((tx) => giveBack(tx, [{ of: 'deposit', orderId: rental.orderId, amount: rental.view.payable + 1 }], 'completion', { none: true }, server.clock.now())),
    /exceeds what trade/,
  );

  const after = await tradeBothSides(server, rental.firstTrade);
  assert.deepEqual([after.ours.refundedAmount, after.refunds.length], [before.ours.refundedAmount, 0]);
  assert.equal(await balanceOf(server, renter.customerId), 0);
  assert.deepEqual(await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, rental.orderId)), []);
});
