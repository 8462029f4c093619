/**
 * Automatic payment through the payment provider's withholding agreement (在线支付免密扣款,
 * docs/product-rules.md#withholding), with the sandbox as the provider: signing (pending until the
 * customer agrees on the provider's page, its notification or a read then makes it collect),
 * cancelling and ending at the provider, the due day's withholding (once, with schedulers racing),
 * settled as any online payment, a refusal, and an answer lost between the commit and the provider.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { SANDBOX_SIGNING_API, WITHHOLDING_API } from '@/contract/endpoints';
import type { SandboxAgreementView, WithholdingState } from '@/contract/withholding';
import {
  billSettlements,
  bills,
  customerNotifications,
  onlineRefunds,
  onlineTrades,
  sandboxAgreements,
  sandboxTrades,
  withholdingAgreements,
  withholdingAttempts,
} from '../db/schema';
import { handleTradeNotification } from '../domain/onlineTrades/notification';
import { runDueWork } from '../domain/scheduler';
import { DAY_MS, MINUTE_MS } from '../domain/shared/clock';
import type { PaymentProvider } from '../providers/payment';
import { silentLogger } from '../runtime/log';
import { startTestServer, type TestServer } from '../testing/harness';
import { balanceOf, customerRenting, payBill, setBalance } from '../testing/rentalScenarios';
import { pressOnSigningPage, signNoOf, signThroughProvider, startProviderAgreement } from '../testing/withholdingScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const state = (token: string) => server.get<WithholdingState>(WITHHOLDING_API.state.path, { token });
const sign = (token: string, method: 'balance' | 'provider') => server.post<WithholdingState>(WITHHOLDING_API.sign.path, { method, agree: true }, { token });
const sandbox = () => server.payment ?? assert.fail('the sandbox is the payment provider');
const pass = (payment: PaymentProvider = sandbox()) => runDueWork(server.db, server.clock.now(), { payment, log: silentLogger });

const billRow = async (id: number) => (await server.db.select().from(bills).where(eq(bills.id, id)))[0];
const attemptOf = async (billId: number) => (await server.db.select().from(withholdingAttempts).where(eq(withholdingAttempts.billId, billId)))[0];
const tradeOf = async (billId: number) =>
  (
    await server.db
      .select()
      .from(onlineTrades)
      .where(eq(onlineTrades.idempotencyKey, `withhold:${billId}`))
  )[0];
const notesOf = (customerId: number, title: string) =>
  server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), eq(customerNotifications.title, title)));

/** A renter whose next bill falls due today, signed with the provider. */
async function renterOnDueDay() {
  const renter = await customerRenting(server);
  const signed = await signThroughProvider(server, renter.token);
  const bill = renter.bills[1];
  assert.ok(bill && bill.status === 0);
  server.clock.set(new Date(`${bill.dueDate}T12:00:00+08:00`));
  return { ...renter, ...signed, bill };
}

test('signing with the provider is pending with the sandbox’s signing page until the customer agrees there; a double click makes one agreement', async () => {
  const renter = await customerRenting(server);
  const started = await sign(renter.token, 'provider');
  assert.equal(started.body.msg, '请在签约页面完成签约，签约成功后自动扣款即开通');
  const pending = started.body.data?.agreement;
  assert.deepEqual([pending?.method, pending?.methodName, pending?.status, pending?.signedAt], ['provider', '在线支付免密扣款', 'pending', null]);
  assert.deepEqual(started.body.data?.methods, ['balance', 'provider']);
  const signNo = signNoOf(pending?.signUrl);

  const again = await Promise.all([sign(renter.token, 'provider'), sign(renter.token, 'provider')]);
  assert.deepEqual(
    again.map((answer) => [answer.body.code, answer.body.data?.agreement?.agreementNo, answer.body.data?.agreement?.signUrl]),
    [
      [200, pending?.agreementNo, pending?.signUrl],
      [200, pending?.agreementNo, pending?.signUrl],
    ],
  );
  assert.equal((await server.db.select().from(withholdingAgreements).where(eq(withholdingAgreements.customerId, renter.customerId))).length, 1);
  assert.deepEqual((await sign(renter.token, 'balance')).body, { code: 500, msg: '您有一份自动扣款协议正在签约中，请继续签约，或取消后重新选择扣款方式' });

  const page = await server.get<SandboxAgreementView>(SANDBOX_SIGNING_API.agreement.path.replace(':signNo', signNo));
  assert.deepEqual(page.body.data, { signNo, subject: '电脑租赁账单自动扣款', status: 'pending', singleLimit: 500_000 });
  assert.deepEqual((await pressOnSigningPage(server, signNo, 'confirm')).body.data, { status: 'signed' });
  await sandbox().idle();
  const [row] = await server.db.select().from(withholdingAgreements).where(eq(withholdingAgreements.customerId, renter.customerId));
  assert.ok(row?.signedAt, 'the notification made it signed');
  const signed = (await state(renter.token)).body.data?.agreement;
  assert.deepEqual([signed?.status, signed?.signUrl, typeof signed?.signedAt], ['signed', null, 'string']);
  assert.deepEqual((await sign(renter.token, 'provider')).body, { code: 500, msg: '您已开通自动扣款，无需重复开通' });
  assert.equal((await pressOnSigningPage(server, signNo, 'cancel')).body.data?.status, 'signed', 'a signed agreement is not cancelled from its page');
});

test('a signature whose notification is lost is found when the agreement is read (the provider is asked)', async () => {
  const renter = await customerRenting(server);
  const { agreementNo } = await startProviderAgreement(server, renter.token);
  // Signed at the provider, the notification never sent.
  await server.db.update(sandboxAgreements).set({ status: 'signed', singleLimit: 500_000 }).where(eq(sandboxAgreements.agreementNo, agreementNo));
  assert.equal((await state(renter.token)).body.data?.agreement?.status, 'signed');
});

test('a provider that cannot be reached while signing leaves the agreement pending without a page, shown again once it answers', async () => {
  const renter = await customerRenting(server);
  const signing = sandbox().withholding;
  const startAgreement = signing.startAgreement;
  signing.startAgreement = () => Promise.reject(new Error('connection reset'));
  try {
    const started = await sign(renter.token, 'provider');
    assert.deepEqual([started.body.code, started.body.data?.agreement?.status, started.body.data?.agreement?.signUrl], [200, 'pending', null]);
    assert.equal((await state(renter.token)).body.data?.agreement?.signUrl, null);
  } finally {
    signing.startAgreement = startAgreement;
  }
  signNoOf((await state(renter.token)).body.data?.agreement?.signUrl);
  assert.equal((await server.post(WITHHOLDING_API.end.path, {}, { token: renter.token })).body.code, 200);
});

test('cancelling on the provider’s page ends the pending agreement at the next read; ending a pending agreement cancels it at the provider', async () => {
  const renter = await customerRenting(server);
  const first = await startProviderAgreement(server, renter.token);
  assert.deepEqual((await pressOnSigningPage(server, first.signNo, 'cancel')).body.data, { status: 'cancelled' });
  assert.equal((await state(renter.token)).body.data?.agreement, null);

  const second = await startProviderAgreement(server, renter.token);
  assert.notEqual(second.agreementNo, first.agreementNo);
  assert.equal((await server.post(WITHHOLDING_API.end.path, {}, { token: renter.token })).body.code, 200);
  assert.equal(await sandbox().withholding.queryAgreement(second.agreementNo), 'ended');
  assert.deepEqual((await pressOnSigningPage(server, second.signNo, 'confirm')).body.data, { status: 'cancelled' }, 'an ended agreement cannot be signed any more');
  assert.equal((await state(renter.token)).body.data?.agreement, null);
});

test('on its due day the bill is withheld through the provider once, although four schedulers run at once: paid online like any trade, with a 消息 naming the method', async () => {
  const renter = await renterOnDueDay();
  const balance = await balanceOf(server, renter.customerId);
  // (Other tests' renters have bills due today too: this bill's own rows are what count.)
  await Promise.all(Array.from({ length: 4 }, () => pass()));
  await sandbox().idle();
  assert.equal((await billRow(renter.bill.id))?.status, 1);
  assert.equal(await balanceOf(server, renter.customerId), balance, 'the balance is not touched');

  const trade = await tradeOf(renter.bill.id);
  assert.deepEqual([trade?.purpose, trade?.status, trade?.amount], ['bills', 'paid', renter.bill.amount]);
  const atProvider = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.agreementNo, renter.agreementNo));
  assert.deepEqual(
    atProvider.map((row) => [row.tradeNo, row.status, row.amount]),
    [[trade?.tradeNo, 'paid', renter.bill.amount]],
  );
  const settlements = await server.db.select().from(billSettlements).where(eq(billSettlements.customerId, renter.customerId));
  assert.deepEqual(
    settlements.map((row) => [row.method, row.tradeNo, row.amount]),
    [['online', trade?.tradeNo, renter.bill.amount]],
  );
  assert.equal((await attemptOf(renter.bill.id))?.outcome, 'paid');
  const notes = await notesOf(renter.customerId, '账单已自动扣款');
  assert.equal(notes.length, 1);
  assert.match(notes[0]?.content ?? '', new RegExp(`订单 ${renter.order.orderNo} 的第 2/\\d+ 期账单已于到期日通过在线支付免密扣款自动扣款 ¥`));
  assert.doesNotMatch(notes[0]?.content ?? '', /账户余额/);
  // A repeated notification of the trade changes nothing; the next pass the same day collects nothing more.
  assert.equal(await handleTradeNotification(server.db, sandbox(), trade?.tradeNo ?? '', server.clock.now(), silentLogger), 'duplicate');
  assert.equal((await pass()).withheld, 0);
  assert.equal((await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.agreementNo, renter.agreementNo))).length, 1);
});

test('a withholding the provider refuses (above the agreement’s single-charge limit) closes the trade and leaves the bill due with a 消息 saying why', async () => {
  const renter = await renterOnDueDay();
  // The customer set a limit of ¥1.00 when signing at the provider.
  await server.db.update(sandboxAgreements).set({ singleLimit: 100 }).where(eq(sandboxAgreements.agreementNo, renter.agreementNo));
  assert.ok((await pass()).withholdingFailed >= 1);
  assert.equal((await billRow(renter.bill.id))?.status, 0);
  const attempt = await attemptOf(renter.bill.id);
  assert.deepEqual([attempt?.outcome, attempt?.reason], ['failed', '超出代扣协议单笔扣款限额 ¥1.00']);
  const trade = await tradeOf(renter.bill.id);
  assert.equal(trade?.status, 'closed');
  assert.ok(trade?.providerClosedAt, 'closed at the provider too');
  const [note] = await notesOf(renter.customerId, '账单自动扣款失败');
  assert.match(note?.content ?? '', /今日自动扣款失败（超出代扣协议单笔扣款限额 ¥1\.00），请于今日内到“我的账单”手动支付/);
  // Paid by hand the same day, as the 消息 asks.
  await setBalance(server, renter.customerId, renter.bill.amount);
  const token = (await server.post('/api/register/reg/paLogin', { phone: renter.phone, passWord: renter.passWord })).body.token;
  assert.equal((await payBill(server, String(token), renter.bill.id)).body.code, 200);
});

test('an agreement the customer ended at the provider is refused there: the bill stays due', async () => {
  const renter = await renterOnDueDay();
  await sandbox().withholding.endAgreement(renter.agreementNo);
  await pass();
  assert.equal((await billRow(renter.bill.id))?.status, 0);
  assert.deepEqual([(await attemptOf(renter.bill.id))?.reason, (await tradeOf(renter.bill.id))?.status], ['代扣协议未生效或已解约', 'closed']);
});

/** The sandbox, except that its withholding's answer is lost: before it reaches the provider, or after it charged. */
function losingAnswers(lost: 'before' | 'after'): PaymentProvider {
  const provider = sandbox();
  return {
    ...provider,
    withholding: {
      ...provider.withholding,
      withhold: async (input) => {
        if (lost === 'after') await provider.withholding.withhold(input);
        throw new Error('connection reset');
      },
    },
  };
}

test('a pass that never heard the provider’s answer leaves the attempt pending; a later pass the same day withholds it, once', async () => {
  const renter = await renterOnDueDay();
  await pass(losingAnswers('before'));
  assert.deepEqual([(await attemptOf(renter.bill.id))?.outcome, (await tradeOf(renter.bill.id))?.status, (await billRow(renter.bill.id))?.status], ['pending', 'open', 0]);
  // Another pass at once leaves it to the first (it may still be waiting for the answer).
  await pass();
  assert.equal((await attemptOf(renter.bill.id))?.outcome, 'pending');

  server.clock.advance(2 * MINUTE_MS);
  const run = await pass();
  await sandbox().idle();
  assert.ok(run.withheld >= 1);
  assert.equal((await billRow(renter.bill.id))?.status, 1);
  assert.equal((await attemptOf(renter.bill.id))?.outcome, 'paid');
  assert.equal((await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.agreementNo, renter.agreementNo))).length, 1);
  assert.equal((await notesOf(renter.customerId, '账单已自动扣款')).length, 1);
});

test('a charge whose answer was lost is settled by the provider’s notification, and the next pass tells the customer once', async () => {
  const renter = await renterOnDueDay();
  await pass(losingAnswers('after'));
  await sandbox().idle();
  assert.equal((await billRow(renter.bill.id))?.status, 1, 'the paid-trade notification settled the bill');
  server.clock.advance(2 * MINUTE_MS);
  await pass();
  assert.equal((await attemptOf(renter.bill.id))?.outcome, 'paid');
  assert.equal((await notesOf(renter.customerId, '账单已自动扣款')).length, 1);
});

test('a charge whose answer and notification were both lost, while the customer paid the bill from the balance, goes back to the provider', async () => {
  const renter = await renterOnDueDay();
  await pass(losingAnswers('before'));
  const trade = await tradeOf(renter.bill.id);
  assert.ok(trade);
  // The provider charged after all, and neither its answer nor its notification arrived.
  await server.db.insert(sandboxTrades).values({
    tradeNo: trade.tradeNo,
    amount: trade.amount,
    subject: trade.subject,
    status: 'paid',
    agreementNo: renter.agreementNo,
    createdAt: server.clock.now(),
    updatedAt: server.clock.now(),
  });
  await setBalance(server, renter.customerId, renter.bill.amount);
  const token = (await server.post('/api/register/reg/paLogin', { phone: renter.phone, passWord: renter.passWord })).body.token;
  assert.equal((await payBill(server, String(token), renter.bill.id)).body.code, 200);

  server.clock.advance(2 * MINUTE_MS);
  await pass();
  await sandbox().idle();
  assert.equal((await tradeOf(renter.bill.id))?.status, 'refunded');
  const [atProvider] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, trade.tradeNo));
  assert.deepEqual([atProvider?.status, atProvider?.refundedAmount], ['refunded', renter.bill.amount]);
  const refunds = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.tradeNo, trade.tradeNo));
  assert.deepEqual(
    refunds.map((refund) => [refund.status, refund.amount]),
    [['succeeded', renter.bill.amount]],
  );
  const attempt = await attemptOf(renter.bill.id);
  assert.deepEqual([attempt?.outcome, attempt?.reason, await balanceOf(server, renter.customerId)], ['failed', '账单已通过其他方式支付或处理', 0]);
  assert.equal((await notesOf(renter.customerId, '账单已自动扣款')).length, 0);
});

test('an attempt still without an answer after its due day is given up: the trade closed, the customer told, the bill overdue', async () => {
  const renter = await renterOnDueDay();
  await pass(losingAnswers('before'));
  server.clock.advance(DAY_MS);
  await pass();
  const attempt = await attemptOf(renter.bill.id);
  assert.deepEqual([attempt?.outcome, attempt?.reason], ['failed', '到期日当天未能完成扣款']);
  assert.equal((await tradeOf(renter.bill.id))?.status, 'closed');
  assert.equal((await billRow(renter.bill.id))?.status, 2);
  assert.equal((await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.agreementNo, renter.agreementNo))).length, 0, 'nothing charged late');
  assert.equal((await notesOf(renter.customerId, '账单自动扣款失败')).length, 1);
});

test('without online payment the provider method is not offered, and cannot be signed', async () => {
  const offline = await startTestServer({ payment: 'none' });
  try {
    const customer = await offline.registerPersonal();
    const read = await offline.get<WithholdingState>(WITHHOLDING_API.state.path, { token: customer.token });
    assert.deepEqual(read.body.data?.methods, ['balance']);
    const refused = await offline.post(WITHHOLDING_API.sign.path, { method: 'provider', agree: true }, { token: customer.token });
    assert.deepEqual(refused.body, { code: 500, msg: '在线支付免密扣款暂未开通，请选择账户余额' });
  } finally {
    await offline.close();
  }
});
