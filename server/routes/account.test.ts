/** /myAccount's money: the overview, the balance ledger (paged, adding up to the balance) and top-ups through the payment provider. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { AccountOverview, LedgerEntryView, OnlineTradeAnswer, TradeView } from '@/contract/money';
import { balanceLedger, customerNotifications, customers, onlineTrades, sandboxTrades } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { handleTradeNotification } from '../domain/onlineTrades/notification';
import { silentLogger } from '../runtime/log';
import { payAll } from '../testing/billScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { assertLedgerAddsUp } from '../testing/moneyScenarios';
import { balanceOf, customerRenting, setBalance } from '../testing/rentalScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const topUp = (token: string, amount: number, idempotencyKey: string = randomUUID()) =>
  server.post<OnlineTradeAnswer>('/api/wUser/recharge', { amount, idempotencyKey }, { token });
const ledger = (token: string, body: Record<string, unknown> = {}) => server.post<never>('/api/wUser/ledger', body, { token });

async function logIn(phone: string, passWord: string): Promise<string> {
  const answer = await server.post('/api/register/reg/paLogin', { phone, passWord });
  assert.equal(typeof answer.body.token, 'string', answer.body.msg);
  return String(answer.body.token);
}

test('the account overview: a person’s profile and balance; a verified company’s credit line, used and free', async () => {
  const person = await server.registerPersonal();
  const mine = await server.get<AccountOverview>('/api/wUser/account', { token: person.token });
  assert.deepEqual(mine.body.data, {
    accountType: 'personal',
    accountTypeName: '个人账户',
    companyName: null,
    personName: '测试用户',
    mobile: person.phone,
    verified: false,
    verificationName: '未认证',
    balance: 0,
    credit: null,
    topUp: { online: true, min: 100, max: 5_000_000 },
  });
  const company = await logIn(DEMO_ACCOUNTS.company.phone, DEMO_ACCOUNTS.company.password);
  const theirs = (await server.get<AccountOverview>('/api/wUser/account', { token: company })).body.data;
  assert.deepEqual([theirs?.accountTypeName, theirs?.companyName, theirs?.verificationName], ['企业账户', DEMO_ACCOUNTS.company.companyName, '已认证']);
  assert.deepEqual(theirs?.credit, { creditLine: DEMO_ACCOUNTS.company.creditLine, used: 0, available: DEMO_ACCOUNTS.company.creditLine });
  assert.equal((await server.get('/api/wUser/account')).status, 401);
});

test('a top-up through the sandbox credits the balance once, with a recharge ledger row naming its trade', async () => {
  const cashier = server.payment;
  assert.ok(cashier);
  const person = await server.registerPersonal();
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, person.phone));
  assert.ok(row);
  const key = randomUUID();
  const opened = await topUp(person.token, 123_456, key);
  assert.equal(opened.body.code, 200, opened.body.msg);
  assert.equal(opened.body.msg, '请在收银台完成充值');
  const trade = opened.body.data;
  assert.ok(trade);
  assert.deepEqual((await topUp(person.token, 123_456, key)).body.data, trade, 'the same key answers the same trade');
  assert.equal((await topUp(person.token, 100, key)).body.msg, '该支付请求已用于其他款项，请刷新页面后重试');
  const shown = await server.get<{ purpose: string; orderNo: string | null; amount: number; subject: string }>(`/api/pay/sandbox/${trade.tradeNo}`);
  assert.deepEqual(shown.body.data && [shown.body.data.purpose, shown.body.data.orderNo, shown.body.data.amount, shown.body.data.subject], [
    'topup',
    null,
    123_456,
    '账户余额充值',
  ]);
  assert.deepEqual((await server.post<TradeView>('/api/wUser/tradeQuery', { tradeNo: trade.tradeNo }, { token: person.token })).body.data?.status, 'pending');

  await server.post(`/api/pay/sandbox/${trade.tradeNo}/confirm`, {});
  await cashier.idle();
  assert.equal(await balanceOf(server, row.id), 123_456);
  // Replayed notifications credit nothing more.
  assert.deepEqual(await Promise.all([1, 2, 3].map(() => handleTradeNotification(server.db, cashier, trade.tradeNo, server.clock.now(), silentLogger))), [
    'duplicate',
    'duplicate',
    'duplicate',
  ]);
  assert.equal(await balanceOf(server, row.id), 123_456);
  const credits = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, row.id));
  assert.deepEqual(
    credits.map((entry) => [entry.kind, entry.amount, entry.balanceAfter, entry.tradeNo]),
    [['recharge', 123_456, 123_456, trade.tradeNo]],
  );
  const [told] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, row.id), eq(customerNotifications.title, '账户充值成功')));
  assert.match(told?.content ?? '', /¥1,234\.56 已到账/);
  const queried = await server.post<TradeView>('/api/wUser/tradeQuery', { tradeNo: trade.tradeNo }, { token: person.token });
  assert.deepEqual(queried.body.data, { tradeNo: trade.tradeNo, purpose: 'topup', amount: 123_456, orderNo: null, status: 'paid' });
});

test('a new top-up closes the open one: paid after all, it goes back through the provider and credits nothing', async () => {
  const cashier = server.payment;
  assert.ok(cashier);
  const person = await server.registerPersonal();
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, person.phone));
  assert.ok(row);
  const first = (await topUp(person.token, 10_000)).body.data;
  assert.ok(first);
  // Paid at the provider, its notification not yet delivered, when the customer starts another top-up.
  await server.db.update(sandboxTrades).set({ status: 'paid' }).where(eq(sandboxTrades.tradeNo, first.tradeNo));
  const second = (await topUp(person.token, 20_000)).body.data;
  assert.ok(second);
  const [closed] = await server.db.select().from(onlineTrades).where(eq(onlineTrades.tradeNo, first.tradeNo));
  assert.equal(closed?.status, 'refunded');
  const [atProvider] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, first.tradeNo));
  assert.deepEqual([atProvider?.status, atProvider?.refundedAmount], ['refunded', 10_000]);
  await server.post(`/api/pay/sandbox/${second.tradeNo}/confirm`, {});
  await cashier.idle();
  assert.equal(await balanceOf(server, row.id), 20_000);
  const third = (await topUp(person.token, 30_000)).body.data;
  assert.ok(third);
  assert.equal((await server.post<{ status: string }>(`/api/pay/sandbox/${second.tradeNo}/confirm`, {})).body.data?.status, 'paid');
  assert.equal((await server.post<{ status: string }>(`/api/pay/sandbox/${third.tradeNo}/cancel`, {})).body.data?.status, 'cancelled');
  await assertLedgerAddsUp(server, row.id, 0);
});

test('top-up bounds and refusals', async () => {
  const person = await server.registerPersonal();
  assert.equal((await topUp(person.token, 99)).body.msg, '单次充值金额为 ¥1.00 至 ¥50,000.00');
  assert.equal((await topUp(person.token, 5_000_001)).body.msg, '单次充值金额为 ¥1.00 至 ¥50,000.00');
  assert.equal((await topUp(person.token, 100.5)).body.msg, '充值金额须精确到分');
  assert.equal((await server.post('/api/wUser/recharge', { idempotencyKey: randomUUID() }, { token: person.token })).body.msg, '请输入充值金额');
  assert.equal((await server.post('/api/wUser/tradeQuery', { tradeNo: 'x' }, { token: person.token })).body.msg, '交易编号不正确');
  assert.equal((await server.post('/api/wUser/tradeQuery', { tradeNo: 'a'.repeat(32) }, { token: person.token })).body.code, 404);
  const other = await server.registerPersonal();
  const theirs = (await topUp(other.token, 500)).body.data;
  assert.equal((await server.post('/api/wUser/tradeQuery', { tradeNo: theirs?.tradeNo }, { token: person.token })).body.code, 404);
});

test('the ledger pages every balance change newest first, says what each was for, and adds up to the balance', async () => {
  const renter = await customerRenting(server);
  const start = renter.order.payable;
  await setBalance(server, renter.customerId, renter.order.monthlyRent * 2);
  const setTo = renter.order.monthlyRent * 2;
  assert.equal(
    (
      await payAll(
        server,
        renter.token,
        renter.bills.slice(1, 3).map((bill) => bill.id),
      )
    ).body.code,
    200,
  );
  const page1 = await ledger(renter.token, { limit: 2 });
  assert.equal(page1.body.code, 200, page1.body.msg);
  assert.equal(page1.body.total, 3);
  const rows = page1.body.rows as LedgerEntryView[];
  assert.deepEqual(
    rows.map((row) => [row.kind, row.kindName, row.description, row.orderNo, row.amount]),
    [
      ['payment', '支付', '支付第 3/12 期账单', renter.order.orderNo, -renter.order.monthlyRent],
      ['payment', '支付', '支付第 2/12 期账单', renter.order.orderNo, -renter.order.monthlyRent],
    ],
  );
  assert.deepEqual(
    rows.map((row) => row.balanceAfter),
    [0, renter.order.monthlyRent],
  );
  const page2 = await ledger(renter.token, { limit: 2, page: 2 });
  assert.deepEqual(
    (page2.body.rows as LedgerEntryView[]).map((row) => [row.description, row.amount, row.balanceAfter]),
    [['支付订单首期款（首月租金、押金、运费）', -start, 0]],
  );
  assert.equal((await ledger(renter.token, { kind: 'recharge' })).body.total, 0);
  assert.equal((await ledger(renter.token, { kind: 'gift' })).body.msg, '流水类型不正确');
  // The balance was set by hand between the first payment and the bills: the ledger adds up from there.
  const entries = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId)).orderBy(asc(balanceLedger.id));
  assert.equal(setTo + entries.slice(1).reduce((sum, entry) => sum + entry.amount, 0), await balanceOf(server, renter.customerId));
  const stranger = await server.registerPersonal();
  assert.equal((await ledger(stranger.token)).body.total, 0);
});

test('without a payment provider top-ups are refused and the overview says so', async () => {
  const offline = await startTestServer({ payment: 'none' });
  try {
    const person = await offline.registerPersonal();
    assert.equal((await offline.post('/api/wUser/recharge', { amount: 1000, idempotencyKey: randomUUID() }, { token: person.token })).body.msg, '在线支付暂未开通，请使用余额支付');
    assert.equal((await offline.get<AccountOverview>('/api/wUser/account', { token: person.token })).body.data?.topUp.online, false);
  } finally {
    await offline.close();
  }
});
