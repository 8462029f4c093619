import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { BillView } from '@/contract/bills';
import { balanceLedger, bills } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';
import { balanceOf, customerRenting, payBill, setBalance, tenRacingPaymentsOfOneBill } from '../testing/rentalScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const billRow = async (id: number) => {
  const [row] = await server.db.select().from(bills).where(eq(bills.id, id));
  assert.ok(row);
  return row;
};

test('the bill list pages the caller’s bills, filtered by status and order, and shows nobody else’s', async () => {
  const renter = await customerRenting(server);
  const all = await server.post<never>('/api/wBill/list', {}, { token: renter.token });
  assert.equal(all.body.code, 200, all.body.msg);
  assert.equal(all.body.total, 12);
  const rows = all.body.rows as BillView[];
  assert.equal(rows.length, 10);
  assert.deepEqual(rows[0], {
    billId: renter.bills[0]?.id,
    orderNo: renter.order.orderNo,
    goodsName: rows[0]?.goodsName,
    kind: 'rent',
    period: 1,
    periods: 12,
    dueDate: renter.bills[0]?.dueDate,
    amount: renter.order.monthlyRent - renter.order.couponDiscount,
    status: 1,
    statusName: '已支付',
    overdueDays: 0,
    lateFee: 0,
    total: renter.order.monthlyRent - renter.order.couponDiscount,
    renewal: false,
    paidAt: rows[0]?.paidAt,
  });
  assert.ok(rows[0]?.goodsName, 'each bill names what the order rents');
  assert.match(rows[0]?.paidAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.deepEqual(
    (rows as BillView[]).map((bill) => bill.period),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  );

  const unpaid = await server.post<never>('/api/wBill/list', { status: 0, page: 2, limit: 5 }, { token: renter.token });
  assert.equal(unpaid.body.total, 11);
  assert.deepEqual(
    (unpaid.body.rows as BillView[]).map((bill) => bill.period),
    [7, 8, 9, 10, 11],
  );

  const byOrder = await server.post<never>('/api/wBill/list', { orderNo: renter.order.orderNo }, { token: renter.token });
  assert.equal(byOrder.body.total, 12);

  const stranger = await server.registerPersonal();
  const theirs = await server.post<never>('/api/wBill/list', { orderNo: renter.order.orderNo }, { token: stranger.token });
  assert.equal(theirs.body.total, 0);

  assert.equal((await server.post('/api/wBill/list', { status: 7 }, { token: renter.token })).body.msg, '账单状态不正确');
  assert.equal((await server.post('/api/wBill/list', { orderNo: 'x' }, { token: renter.token })).body.msg, '订单编号不正确');
  assert.equal((await server.post('/api/wBill/list', {})).body.code, 401);
});

test('paying a bill by balance debits once, writes the ledger, and a retry with the same key charges nothing', async () => {
  const renter = await customerRenting(server);
  const bill = renter.bills[1];
  assert.ok(bill);
  await setBalance(server, renter.customerId, bill.amount + 50);
  const key = randomUUID();

  const answer = await payBill(server, renter.token, bill.id, key);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '支付成功');
  assert.equal(answer.body.data?.status, 1);
  assert.equal(answer.body.data?.balance, 50);
  assert.equal(answer.body.data?.amount, renter.order.monthlyRent);
  assert.equal(await balanceOf(server, renter.customerId), 50);
  const row = await billRow(bill.id);
  assert.equal(row.status, 1);
  assert.equal(row.paidAt?.getTime(), server.clock.now().getTime());
  const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.billId, bill.id));
  assert.deepEqual(
    ledger.map((entry) => [entry.amount, entry.balanceAfter, entry.kind, entry.orderId]),
    [[-bill.amount, 50, 'payment', renter.order.id]],
  );

  const retry = await payBill(server, renter.token, bill.id, key);
  assert.equal(retry.body.code, 200);
  assert.deepEqual(retry.body.data, answer.body.data);
  assert.equal(await balanceOf(server, renter.customerId), 50);

  const again = await payBill(server, renter.token, bill.id);
  assert.equal(again.body.msg, '账单已支付');
  const reused = await payBill(server, renter.token, renter.bills[2]?.id ?? 0, key);
  assert.equal(reused.body.msg, '该支付请求已用于其他账单，请刷新页面后重试');
  assert.equal(await balanceOf(server, renter.customerId), 50);
});

test('a bill payment is refused without enough balance and rolls back; an overdue bill can be paid', async () => {
  const renter = await customerRenting(server);
  const bill = renter.bills[2];
  assert.ok(bill);
  await setBalance(server, renter.customerId, bill.amount - 1);
  const short = await payBill(server, renter.token, bill.id);
  assert.equal(short.body.code, 500);
  assert.equal(short.body.msg, '余额不足，请充值后再支付');
  assert.equal((await billRow(bill.id)).status, 0);
  assert.equal(await balanceOf(server, renter.customerId), bill.amount - 1);

  await server.db.update(bills).set({ status: 2 }).where(eq(bills.id, bill.id));
  await setBalance(server, renter.customerId, bill.amount);
  const paid = await payBill(server, renter.token, bill.id);
  assert.equal(paid.body.code, 200, paid.body.msg);
  assert.equal((await billRow(bill.id)).status, 1);
  assert.equal(await balanceOf(server, renter.customerId), 0);
});

test('another customer’s or an unknown bill is 404; a bad body is refused in Chinese', async () => {
  const renter = await customerRenting(server);
  const stranger = await server.registerPersonal();
  const bill = renter.bills[3];
  assert.ok(bill);
  assert.equal((await payBill(server, stranger.token, bill.id)).body.code, 404);
  assert.equal((await payBill(server, renter.token, 2_000_000_000)).body.code, 404);
  assert.equal((await server.post('/api/wBill/yezf', { idempotencyKey: randomUUID() }, { token: renter.token })).body.msg, '账单不正确');
  assert.equal((await server.post('/api/wBill/yezf', { billId: bill.id }, { token: renter.token })).body.msg, '缺少请求标识，请刷新页面后重试');
  assert.equal((await billRow(bill.id)).status, 0);
});

test('one bill paid ten times at once charges once', () => tenRacingPaymentsOfOneBill(server));
