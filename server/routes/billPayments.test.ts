/**
 * /myBill's money: the late fee charged with an overdue bill, the month's summary and the
 * filters, paying every due bill at once (all or nothing, racing payments), paying bills online
 * through the sandbox, and the Excel export.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import type { BillSummary, BillView } from '@/contract/bills';
import type { OnlineTradeAnswer, TradeView } from '@/contract/money';
import { lateFee } from '@/contract/rentalRules';
import { readXlsx } from '@/test/xlsx';
import { balanceLedger, billPayments, billSettlements, bills, customerNotifications, onlineTrades, sandboxTrades } from '../db/schema';
import { addMonthsShanghai } from '../domain/shared/calendar';
import { runDueWork } from '../domain/scheduler';
import { DAY_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { billRows, payAll, racingPayAllsAgainstAShortBalance, racingPaymentsOfOverlappingBills } from '../testing/billScenarios';
import { balanceOf, customerRenting, payBill, setBalance } from '../testing/rentalScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const list = (token: string, body: Record<string, unknown> = {}) => server.post<never>('/api/wBill/list', body, { token });
const rowsOf = (answer: { body: Record<string, unknown> }) => answer.body.rows as BillView[];

/**
 * Moves the clock to `days` whole Shanghai days after a bill's due date (midday there), and logs
 * the renter in again (a month without a visit ends a session): answers the new token.
 */
async function afterDueDate(renter: { phone: string; passWord: string }, dueDate: string, days: number): Promise<string> {
  server.clock.set(new Date(new Date(`${dueDate}T12:00:00+08:00`).getTime() + days * DAY_MS));
  const login = await server.post('/api/register/reg/paLogin', { phone: renter.phone, passWord: renter.passWord });
  assert.equal(typeof login.body.token, 'string', login.body.msg);
  return String(login.body.token);
}

test('an overdue bill is charged its late fee when paid: recorded apart on the bill, its payment and the ledger', async () => {
  const renter = await customerRenting(server);
  const bill = renter.bills[1];
  assert.ok(bill);
  const token = await afterDueDate(renter, bill.dueDate, 10);
  await runDueWork(server.db, server.clock.now());
  const fee = lateFee(bill.amount, 10);
  assert.ok(fee > 0);

  const [shown] = rowsOf(await list(token, { status: 2 }));
  assert.deepEqual([shown?.billId, shown?.status, shown?.statusName, shown?.overdueDays, shown?.lateFee, shown?.total], [bill.id, 2, '逾期', 10, fee, bill.amount + fee]);

  await setBalance(server, renter.customerId, bill.amount + fee + 100);
  const paid = await payBill(server, token, bill.id);
  assert.equal(paid.body.code, 200, 'without an amount the fee of now is charged');
  const row = (await billRows(server, [bill.id]))[0];
  assert.deepEqual([row?.status, row?.lateFee, row?.overdueDays], [1, fee, 10]);
  const [payment] = await server.db.select().from(billPayments).where(eq(billPayments.billId, bill.id));
  assert.deepEqual([payment?.amount, payment?.lateFee, payment?.method], [bill.amount, fee, 'balance']);
  const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.billId, bill.id)).orderBy(balanceLedger.id);
  assert.deepEqual(
    ledger.map((entry) => [entry.kind, entry.amount]),
    [
      ['payment', -bill.amount],
      ['late_fee', -fee],
    ],
  );
  assert.equal(await balanceOf(server, renter.customerId), 100);
  const [paidView] = rowsOf(await list(token, { status: 1, orderNo: renter.order.orderNo })).filter((view) => view.billId === bill.id);
  assert.deepEqual([paidView?.lateFee, paidView?.overdueDays, paidView?.total], [fee, 10, bill.amount + fee]);
  const [told] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, renter.customerId), eq(customerNotifications.title, '账单支付成功')));
  assert.match(told?.content ?? '', /含逾期违约金/);
});

test('a payment that would cost other than the page showed is refused and changes nothing', async () => {
  const renter = await customerRenting(server);
  const bill = renter.bills[1];
  assert.ok(bill);
  const token = await afterDueDate(renter, bill.dueDate, 3);
  await setBalance(server, renter.customerId, bill.amount * 2);
  const shown = bill.amount + lateFee(bill.amount, 2);
  const answer = await server.post('/api/wBill/yezf', { billId: bill.id, amount: shown, idempotencyKey: randomUUID() }, { token });
  assert.equal(
    answer.body.msg,
    `应付金额已变化（现为 ¥${((bill.amount + lateFee(bill.amount, 3)) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}），请刷新页面后重新支付`,
  );
  assert.equal((await billRows(server, [bill.id]))[0]?.status, 0);
  assert.equal(await balanceOf(server, renter.customerId), bill.amount * 2);
});

test('the summary says what is due this month (overdue bills and their fees included) and the list filters by month, status and order', async () => {
  const renter = await customerRenting(server);
  const [, second, third] = renter.bills;
  assert.ok(second && third);
  // Two days after the second bill fell due: it is overdue, the third falls due later this month or next.
  const token = await afterDueDate(renter, second.dueDate, 2);
  const summary = (await server.post<BillSummary>('/api/wBill/summary', {}, { token })).body.data;
  assert.ok(summary);
  assert.equal(summary.month, second.dueDate.slice(0, 7));
  assert.ok(summary.due.billIds.includes(second.id));
  assert.equal(summary.due.billIds.includes(third.id), third.dueDate.slice(0, 7) <= summary.month);
  assert.ok(summary.overdue.count >= 1);
  assert.equal(summary.due.total, summary.due.rent + summary.due.lateFee);
  assert.ok(summary.orders.some((order) => order.orderNo === renter.order.orderNo && order.goodsName.length > 0));

  const month = third.dueDate.slice(0, 7);
  const inMonth = rowsOf(await list(token, { orderNo: renter.order.orderNo, month }));
  assert.deepEqual(
    inMonth.map((view) => view.billId),
    renter.bills.filter((bill) => bill.dueDate.startsWith(month)).map((bill) => bill.id),
  );
  const overdue = rowsOf(await list(token, { orderNo: renter.order.orderNo, status: 2 }));
  assert.deepEqual(
    overdue.map((view) => view.billId),
    [second.id],
  );
  const unpaid = await list(token, { orderNo: renter.order.orderNo, status: 0 });
  assert.equal(unpaid.body.total, renter.bills.length - 2);
  assert.equal((await list(token, { month: '2026-13' })).body.msg, '账单月份不正确，应为 YYYY-MM');
  assert.equal((await list(token, { status: 6 })).body.msg, '账单状态不正确');
});

test('paying every due bill at once is all or nothing: a short balance or one bill already paid pays none', async () => {
  const renter = await customerRenting(server);
  const ids = renter.bills.slice(1, 4).map((bill) => bill.id);
  const rent = renter.order.monthlyRent * 3;
  await setBalance(server, renter.customerId, rent - 1);
  const short = await payAll(server, renter.token, ids);
  assert.equal(short.body.msg, '余额不足，请充值后再支付');
  assert.ok((await billRows(server, ids)).every((bill) => bill.status === 0));
  assert.equal(await balanceOf(server, renter.customerId), rent - 1);
  assert.equal((await server.db.select().from(billPayments).where(inArray(billPayments.billId, ids))).length, 0);

  await setBalance(server, renter.customerId, rent * 2);
  assert.equal((await payBill(server, renter.token, ids[2] ?? 0)).body.code, 200);
  const mixed = await payAll(server, renter.token, ids);
  assert.equal(mixed.body.msg, '账单已支付');
  assert.deepEqual(
    (await billRows(server, ids)).map((bill) => bill.status),
    [0, 0, 1],
  );

  const key = randomUUID();
  const paid = await payAll(server, renter.token, ids.slice(0, 2), { idempotencyKey: key, amount: renter.order.monthlyRent * 2 });
  assert.equal(paid.body.code, 200, paid.body.msg);
  assert.deepEqual([paid.body.data?.count, paid.body.data?.total, paid.body.data?.balance], [2, renter.order.monthlyRent * 2, rent * 2 - rent]);
  const again = await payAll(server, renter.token, ids.slice(0, 2), { idempotencyKey: key });
  assert.deepEqual(again.body.data, paid.body.data, 'a retry answers the same payment');
  assert.equal((await payAll(server, renter.token, [renter.bills[5]?.id ?? 0], { idempotencyKey: key })).body.msg, '该支付请求已用于其他账单，请刷新页面后重试');
  assert.equal(await balanceOf(server, renter.customerId), rent);
  const [settlement] = await server.db
    .select()
    .from(billSettlements)
    .where(and(eq(billSettlements.customerId, renter.customerId), eq(billSettlements.idempotencyKey, key)));
  assert.deepEqual([settlement?.rent, settlement?.lateFee, settlement?.amount, settlement?.method], [renter.order.monthlyRent * 2, 0, renter.order.monthlyRent * 2, 'balance']);

  const stranger = await server.registerPersonal();
  assert.equal((await payAll(server, stranger.token, [renter.bills[6]?.id ?? 0])).body.code, 404);
  assert.equal((await payAll(server, renter.token, [renter.bills[6]?.id ?? 0, 2_000_000_000])).body.code, 404, 'one id not the caller’s: nothing is paid');
  assert.equal((await billRows(server, [renter.bills[6]?.id ?? 0]))[0]?.status, 0);
  assert.equal((await server.post('/api/wBill/payAll', { billIds: [], idempotencyKey: randomUUID() }, { token: renter.token })).body.msg, '请选择要支付的账单');
  assert.equal((await server.post('/api/wBill/payAll', { billIds: [1, 1], idempotencyKey: randomUUID() }, { token: renter.token })).body.msg, '账单不能重复');
});

test('payments of overlapping bills at once pay each bill once', () => racingPaymentsOfOverlappingBills(server));

test('two pay-alls racing for a balance that covers one: one pays, the other changes nothing', () => racingPayAllsAgainstAShortBalance(server));

test('bills paid online through the sandbox cashier: settled by the notification, the balance untouched, a superseded trade refunded', async () => {
  const cashier = server.payment;
  assert.ok(cashier);
  const renter = await customerRenting(server);
  const [, second, third] = renter.bills;
  assert.ok(second && third);
  const before = await balanceOf(server, renter.customerId);
  const ledgerBefore = (await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId))).length;

  // An older trade for the third bill, superseded by one for both, paid at the provider before its close arrived.
  const older = await server.post<OnlineTradeAnswer>('/api/wBill/liJiZhiFu', { billIds: [third.id], idempotencyKey: randomUUID() }, { token: renter.token });
  assert.equal(older.body.code, 200, older.body.msg);
  const olderNo = older.body.data?.tradeNo ?? '';
  await server.db.update(sandboxTrades).set({ status: 'paid' }).where(eq(sandboxTrades.tradeNo, olderNo));
  const key = randomUUID();
  const opened = await server.post<OnlineTradeAnswer>(
    '/api/wBill/liJiZhiFu',
    { billIds: [second.id, third.id], amount: second.amount + third.amount, idempotencyKey: key },
    { token: renter.token },
  );
  assert.equal(opened.body.code, 200, opened.body.msg);
  const trade = opened.body.data;
  assert.ok(trade);
  assert.equal(trade.amount, second.amount + third.amount);
  assert.equal(trade.payUrl, `/paySandbox?tradeNo=${trade.tradeNo}`);
  assert.deepEqual(
    (await server.post<OnlineTradeAnswer>('/api/wBill/liJiZhiFu', { billIds: [third.id, second.id], idempotencyKey: key }, { token: renter.token })).body.data,
    trade,
  );
  const [olderRow] = await server.db.select().from(onlineTrades).where(eq(onlineTrades.tradeNo, olderNo));
  assert.equal(olderRow?.status, 'refunded', 'the superseded trade found paid at the provider went back');

  const view = await server.get<{ purpose: string; orderNo: string | null }>(`/api/pay/sandbox/${trade.tradeNo}`);
  assert.deepEqual([view.body.data?.purpose, view.body.data?.orderNo], ['bills', null]);
  assert.equal((await server.post<{ status: string }>(`/api/pay/sandbox/${trade.tradeNo}/confirm`, {})).body.data?.status, 'paid');
  await cashier.idle();

  assert.deepEqual(
    (await billRows(server, [second.id, third.id])).map((bill) => bill.status),
    [1, 1],
  );
  const payments = await server.db
    .select()
    .from(billPayments)
    .where(inArray(billPayments.billId, [second.id, third.id]));
  assert.ok(payments.every((payment) => payment.method === 'online'));
  const [settlement] = await server.db.select().from(billSettlements).where(eq(billSettlements.tradeNo, trade.tradeNo));
  assert.equal(settlement?.amount, trade.amount);
  assert.equal(await balanceOf(server, renter.customerId), before, 'online money never touches the balance');
  assert.equal((await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId))).length, ledgerBefore);
  const queried = await server.post<TradeView>('/api/wUser/tradeQuery', { tradeNo: trade.tradeNo }, { token: renter.token });
  assert.deepEqual([queried.body.data?.purpose, queried.body.data?.status], ['bills', 'paid']);
  const [refunded] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, olderNo));
  assert.deepEqual([refunded?.status, refunded?.refundedAmount], ['refunded', third.amount]);

  // A bill paid from the balance closes its open trade: the cashier can no longer take money for it.
  const fourth = renter.bills[3];
  assert.ok(fourth);
  const pending = await server.post<OnlineTradeAnswer>('/api/wBill/liJiZhiFu', { billIds: [fourth.id], idempotencyKey: randomUUID() }, { token: renter.token });
  await setBalance(server, renter.customerId, fourth.amount);
  assert.equal((await payBill(server, renter.token, fourth.id)).body.code, 200);
  assert.equal((await server.post<{ status: string }>(`/api/pay/sandbox/${pending.body.data?.tradeNo ?? ''}/confirm`, {})).body.data?.status, 'closed');
  assert.equal(await balanceOf(server, renter.customerId), 0);
});

async function exportForm(token: string | undefined, form: Record<string, string>, contentType = 'application/x-www-form-urlencoded;charset=utf-8') {
  const headers: Record<string, string> = { 'content-type': contentType, 'x-test-peer': '203.0.113.10' };
  if (token) headers.apiToken = token;
  return server.app.request('/api/wBill/export', { method: 'POST', headers, body: new URLSearchParams(form).toString() });
}

test('the filtered bills export to an .xlsx file with Chinese headers and money in yuan as numbers; nobody else’s bills', async () => {
  const renter = await customerRenting(server);
  const response = await exportForm(renter.token, { orderNo: renter.order.orderNo, status: '', month: '' });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(response.headers.get('content-disposition') ?? '', /filename\*=UTF-8''%E8%B4%A6%E5%8D%95_ZL\d{20}_\d{8}\.xlsx/);
  const sheet = readXlsx(Buffer.from(await response.arrayBuffer()));
  assert.deepEqual(sheet[0], ['订单编号', '商品', '期数', '到期日', '租金（元）', '逾期天数', '逾期违约金（元）', '合计（元）', '状态', '支付时间', '续租']);
  assert.equal(sheet.length, renter.bills.length + 2, 'a header, one row per bill, a total');
  const second = sheet[2];
  assert.deepEqual(second?.slice(0, 6), [renter.order.orderNo, second?.[1], `2/${renter.bills.length}`, renter.bills[1]?.dueDate, renter.order.monthlyRent / 100, 0]);
  assert.equal(typeof second?.[4], 'number');
  assert.equal(second?.[8], '待支付');
  const total = sheet.at(-1);
  assert.equal(total?.[0], `合计（${renter.bills.length} 期）`);
  assert.equal(total?.[4], renter.bills.reduce((sum, bill) => sum + bill.amount, 0) / 100);

  const stranger = await server.registerPersonal();
  const theirs = readXlsx(Buffer.from(await (await exportForm(stranger.token, { orderNo: renter.order.orderNo })).arrayBuffer()));
  assert.equal(theirs.length, 2, 'only the header and an empty total');
  const json = await exportForm(renter.token, {}, 'application/json');
  assert.deepEqual(await json.json(), { code: 500, msg: '请求内容格式不正确' });
  const bad = await exportForm(renter.token, { month: 'x' });
  assert.deepEqual(await bad.json(), { code: 500, msg: '账单月份不正确，应为 YYYY-MM' });
  const unknown = await exportForm(renter.token, { page: '1' });
  assert.deepEqual(await unknown.json(), { code: 500, msg: '不支持的字段：page' });
  assert.equal((await exportForm(undefined, {})).status, 401);
});

test('bills of a renewal continue the schedule: due monthly after the last one', async () => {
  const renter = await customerRenting(server);
  const renewed = await server.post<{ firstPeriod: number; lastPeriod: number }>(
    '/api/wOrder/renew',
    { orderNo: renter.order.orderNo, months: 3, idempotencyKey: randomUUID() },
    { token: renter.token },
  );
  assert.equal(renewed.body.code, 200, renewed.body.msg);
  const rows = await server.db.select().from(bills).where(eq(bills.orderId, renter.order.id)).orderBy(bills.period);
  assert.equal(rows.length, renter.bills.length + 3);
  const start = renter.order.rentStartedAt ?? server.clock.now();
  for (const row of rows.slice(1)) assert.equal(row.dueDate, addMonthsShanghai(start, row.period - 1), `period ${row.period}`);
  const views = rowsOf(await list(renter.token, { orderNo: renter.order.orderNo, limit: 50 }));
  assert.deepEqual(
    views.filter((view) => view.renewal).map((view) => `${view.period}/${view.periods}`),
    ['13/15', '14/15', '15/15'],
  );
});
