/**
 * Automatic monthly payment (代扣, docs/product-rules.md#withholding): signing and ending the
 * agreement, the due day's payment from the balance (once, also with schedulers racing), a failure
 * that leaves the bill due and then overdue with a 消息 saying why, and no collection without an
 * agreement in force.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { WITHHOLDING_API } from '@/contract/endpoints';
import type { WithholdingState } from '@/contract/withholding';
import { balanceLedger, billSettlements, bills, customerNotifications, withholdingAgreements, withholdingAttempts } from '../db/schema';
import { runDueWork } from '../domain/scheduler';
import { startTestServer, type TestServer } from '../testing/harness';
import { balanceOf, customerRenting, setBalance } from '../testing/rentalScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const sign = (token: string, body: unknown = { method: 'balance', agree: true }) => server.post<WithholdingState>(WITHHOLDING_API.sign.path, body, { token });
const end = (token: string) => server.post<WithholdingState>(WITHHOLDING_API.end.path, {}, { token });
const state = (token: string) => server.get<WithholdingState>(WITHHOLDING_API.state.path, { token });

/** Midday in Shanghai on `day`, with the renter logged in again (a month without a visit ends a session). */
async function onDay(renter: { phone: string; passWord: string }, day: string): Promise<string> {
  server.clock.set(new Date(`${day}T12:00:00+08:00`));
  const login = await server.post('/api/register/reg/paLogin', { phone: renter.phone, passWord: renter.passWord });
  assert.equal(typeof login.body.token, 'string', login.body.msg);
  return String(login.body.token);
}

const billRow = async (id: number) => (await server.db.select().from(bills).where(eq(bills.id, id)))[0];
const notesOf = (customerId: number, title: string) =>
  server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), eq(customerNotifications.title, title)));

test('a customer signs automatic payment (once: a second signing is refused), reads it, and ends it; the agreement needs consent', async () => {
  const renter = await customerRenting(server);
  assert.deepEqual((await state(renter.token)).body.data?.agreement, null);
  const refused = await sign(renter.token, { method: 'balance' });
  assert.deepEqual([refused.body.code, refused.body.msg], [500, '请阅读并同意《自动扣款服务协议》']);

  const signed = await sign(renter.token);
  assert.equal(signed.body.msg, '自动扣款已开通');
  assert.match(signed.body.data?.agreement?.agreementNo ?? '', /^DK\d{20}$/);
  assert.deepEqual([signed.body.data?.agreement?.method, signed.body.data?.agreement?.methodName, signed.body.data?.agreement?.endedAt], ['balance', '账户余额', null]);
  const twice = await Promise.all([sign(renter.token), sign(renter.token)]);
  assert.deepEqual(
    twice.map((answer) => answer.body.msg),
    ['您已开通自动扣款，无需重复开通', '您已开通自动扣款，无需重复开通'],
  );
  assert.equal((await server.db.select().from(withholdingAgreements).where(eq(withholdingAgreements.customerId, renter.customerId))).length, 1);

  assert.equal((await end(renter.token)).body.msg, '自动扣款已关闭');
  assert.deepEqual((await state(renter.token)).body.data?.agreement, null);
  assert.equal((await end(renter.token)).body.msg, '您尚未开通自动扣款');
  const [ended] = await server.db.select().from(withholdingAgreements).where(eq(withholdingAgreements.customerId, renter.customerId));
  assert.ok(ended?.endedAt, 'the ended agreement is kept, with its end');
});

test('on its due day a bill is paid from the balance once, although four schedulers run at once; a 消息 says so, and nothing is collected before the day', async () => {
  const renter = await customerRenting(server);
  await sign(renter.token);
  const bill = renter.bills[1];
  assert.ok(bill && bill.status === 0);
  const dayBefore = new Date(new Date(`${bill.dueDate}T12:00:00+08:00`).getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  await onDay(renter, dayBefore);
  await setBalance(server, renter.customerId, bill.amount * 3);
  await runDueWork(server.db, server.clock.now());
  assert.equal((await billRow(bill.id))?.status, 0);

  await onDay(renter, bill.dueDate);
  const runs = await Promise.all(Array.from({ length: 4 }, () => runDueWork(server.db, server.clock.now())));
  assert.ok(runs.every((run) => run.withheld <= 1));
  assert.equal((await billRow(bill.id))?.status, 1);
  assert.equal(await balanceOf(server, renter.customerId), bill.amount * 2);
  const settlements = await server.db.select().from(billSettlements).where(eq(billSettlements.customerId, renter.customerId));
  assert.deepEqual(
    settlements.map((row) => [row.amount, row.method, row.idempotencyKey]),
    [[bill.amount, 'balance', `withhold:${bill.id}`]],
  );
  const debits = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.customerId, renter.customerId), eq(balanceLedger.amount, -bill.amount)));
  assert.equal(debits.length, 1);
  const [note] = await notesOf(renter.customerId, '账单已自动扣款');
  assert.match(note?.content ?? '', new RegExp(`订单 ${renter.order.orderNo} 的第 2/\\d+ 期账单已于到期日通过账户余额自动扣款 ¥`));
  // The next pass the same day collects nothing more.
  await runDueWork(server.db, server.clock.now());
  assert.equal(await balanceOf(server, renter.customerId), bill.amount * 2);
});

test('a balance too short leaves the bill due with a 消息 saying why, tried once; tomorrow it is overdue like any bill', async () => {
  const renter = await customerRenting(server);
  await sign(renter.token);
  const bill = renter.bills[1];
  assert.ok(bill);
  await onDay(renter, bill.dueDate);
  await setBalance(server, renter.customerId, bill.amount - 1);
  // (Other tests' renters may have bills due today too: this bill's own rows are what count.)
  assert.ok((await runDueWork(server.db, server.clock.now())).withholdingFailed >= 1);
  assert.equal((await billRow(bill.id))?.status, 0);
  assert.equal(await balanceOf(server, renter.customerId), bill.amount - 1);
  const [note] = await notesOf(renter.customerId, '账单自动扣款失败');
  assert.match(note?.content ?? '', /今日自动扣款失败（余额不足，请充值后再支付），请于今日内到“我的账单”手动支付/);
  const [attempt] = await server.db.select().from(withholdingAttempts).where(eq(withholdingAttempts.billId, bill.id));
  assert.deepEqual([attempt?.outcome, attempt?.reason], ['failed', '余额不足，请充值后再支付']);

  // Topped up later the same day: the attempt is not repeated (once per bill); the customer pays by hand.
  await setBalance(server, renter.customerId, bill.amount * 2);
  await runDueWork(server.db, server.clock.now());
  assert.equal((await billRow(bill.id))?.status, 0);
  assert.equal(await balanceOf(server, renter.customerId), bill.amount * 2);
  const nextDay = new Date(new Date(`${bill.dueDate}T12:00:00+08:00`).getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  await onDay(renter, nextDay);
  await runDueWork(server.db, server.clock.now());
  assert.equal((await billRow(bill.id))?.status, 2);
});

test('without an agreement in force (never signed, or ended) nothing is collected', async () => {
  const never = await customerRenting(server);
  const ended = await customerRenting(server);
  await sign(ended.token);
  await end(ended.token);
  const ids = [never.bills[1]?.id, ended.bills[1]?.id].filter((id): id is number => id !== undefined);
  assert.equal(ids.length, 2);
  await setBalance(server, never.customerId, 10_000_000);
  await setBalance(server, ended.customerId, 10_000_000);
  const dueDate = never.bills[1]?.dueDate ?? '';
  server.clock.set(new Date(`${dueDate}T12:00:00+08:00`));
  await runDueWork(server.db, server.clock.now());
  const rows = await server.db.select().from(bills).where(inArray(bills.id, ids));
  assert.deepEqual(
    rows.map((row) => row.status),
    [0, 0],
  );
});

test('every call needs a customer session', async () => {
  for (const answer of [
    await server.get(WITHHOLDING_API.state.path),
    await server.post(WITHHOLDING_API.sign.path, { method: 'balance', agree: true }),
    await server.post(WITHHOLDING_API.end.path, {}),
  ]) {
    assert.equal(answer.status, 401);
  }
});
