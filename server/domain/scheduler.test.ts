import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { bills, customerNotifications, orderHistory, rentalOrderItems, rentalOrders } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';
import { customerWithOrders, pay, racingSchedulerRuns, setBalance } from '../testing/rentalScenarios';
import { stockOf } from '../testing/rentals';
import { addMonthsShanghai } from './shared/calendar';
import { TIMEOUT_NOTE } from './orders/cancel';
import { transition } from './orders/lifecycle';
import { AUTO_RECEIPT_NOTE } from './orders/receipt';
import { runDueWork } from './scheduler';

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

const skuOf = async (orderId: number) => {
  const [item] = await server.db.select({ skuId: rentalOrderItems.skuId }).from(rentalOrderItems).where(eq(rentalOrderItems.orderId, orderId));
  assert.ok(item);
  return item.skuId;
};

const historyTo = (orderId: number, to: number) =>
  server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, to)));

test('due dates: the same day of month, clamped to the month end, counted in Asia/Shanghai', () => {
  const start = new Date('2026-01-30T16:00:00Z'); // 2026-01-31 00:00 in Shanghai
  assert.deepEqual(
    [1, 2, 3, 4, 11, 12].map((months) => addMonthsShanghai(start, months)),
    ['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-12-31', '2027-01-31'],
  );
  assert.equal(addMonthsShanghai(new Date('2028-01-31T02:00:00Z'), 1), '2028-02-29');
  assert.equal(addMonthsShanghai(new Date('2026-03-15T15:59:59Z'), 1), '2026-04-15');
  assert.equal(addMonthsShanghai(new Date('2026-03-15T16:00:00Z'), 1), '2026-04-16');
});

test('an unpaid order past its deadline is cancelled by the scheduler, and its stock comes back', async () => {
  const buyer = await customerWithOrders(server, 1);
  const order = await orderRow(buyer.orders[0]?.orderNo ?? '');
  const skuId = await skuOf(order.id);
  const stock = await stockOf(server.db, skuId);

  server.clock.set(new Date(order.payDeadline.getTime() - 1000));
  await runDueWork(server.db, server.clock.now());
  assert.equal((await orderRow(order.orderNo)).status, 0);

  server.clock.set(order.payDeadline);
  await runDueWork(server.db, server.clock.now());
  assert.equal((await orderRow(order.orderNo)).status, 9);
  assert.equal(await stockOf(server.db, skuId), stock + 1);
  const [history] = await historyTo(order.id, 9);
  assert.equal(history?.actorKind, 'system');
  assert.equal(history?.note, TIMEOUT_NOTE);
  const notes = await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, order.id));
  assert.ok(notes.some((note) => note.title === '订单已取消'));
  // Paying afterwards is refused.
  await setBalance(server, buyer.customerId, order.payable);
  assert.equal((await pay(server, buyer.token, order.orderNo)).body.code, 500);
});

test('four scheduler runs at once cancel each timed-out order exactly once', () => racingSchedulerRuns(server));

test('a shipped order is received automatically after 7 days, and the bill schedule is written once', async () => {
  const buyer = await customerWithOrders(server, 1);
  const view = buyer.orders[0];
  assert.ok(view);
  await setBalance(server, buyer.customerId, view.payable);
  assert.equal((await pay(server, buyer.token, view.orderNo)).body.code, 200);
  const order = await orderRow(view.orderNo);
  const sys = { kind: 'sys', id: 1 } as const;
  const shippedAt = new Date('2027-01-24T02:00:00Z');
  await server.db.transaction(async (tx) => {
    await transition(tx, order.id, 2, sys, '审核通过', new Date('2027-01-23T02:00:00Z'));
    await transition(tx, order.id, 3, sys, '发货', shippedAt);
  });
  assert.equal((await orderRow(order.orderNo)).shippedAt?.getTime(), shippedAt.getTime());

  server.clock.set('2027-01-31T01:59:59Z');
  await runDueWork(server.db, server.clock.now());
  assert.equal((await orderRow(order.orderNo)).status, 3);

  server.clock.set('2027-01-31T02:00:00Z'); // 10:00 on 2027-01-31 in Shanghai
  const results = await Promise.all([runDueWork(server.db, server.clock.now()), runDueWork(server.db, server.clock.now())]);
  assert.equal(
    results.reduce((total, result) => total + result.received, 0),
    1,
  );
  const received = await orderRow(order.orderNo);
  assert.equal(received.status, 4);
  assert.equal(received.rentStartedAt?.getTime(), server.clock.now().getTime());
  const history = await historyTo(order.id, 4);
  assert.equal(history.length, 1);
  assert.equal(history[0]?.actorKind, 'system');
  assert.equal(history[0]?.note, AUTO_RECEIPT_NOTE);

  const schedule = await server.db.select().from(bills).where(eq(bills.orderId, order.id)).orderBy(asc(bills.period));
  assert.equal(schedule.length, order.termMonths);
  assert.equal(schedule[0]?.status, 1);
  const later = schedule.slice(1);
  assert.deepEqual(
    later.map((bill) => bill.dueDate),
    ['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31', '2027-08-31', '2027-09-30', '2027-10-31', '2027-11-30', '2027-12-31'],
  );
  assert.ok(later.every((bill) => bill.amount === order.monthlyRent && bill.status === 0 && bill.periods === order.termMonths));

  // Overdue: the day after the due day in Shanghai, once.
  server.clock.set('2027-02-28T15:59:59Z');
  await runDueWork(server.db, server.clock.now());
  assert.equal(
    (
      await server.db
        .select()
        .from(bills)
        .where(and(eq(bills.orderId, order.id), eq(bills.status, 2)))
    ).length,
    0,
  );
  server.clock.set('2027-02-28T16:00:00Z'); // 2027-03-01 00:00 in Shanghai
  await Promise.all([runDueWork(server.db, server.clock.now()), runDueWork(server.db, server.clock.now())]);
  await runDueWork(server.db, server.clock.now());
  const overdue = await server.db
    .select()
    .from(bills)
    .where(and(eq(bills.orderId, order.id), eq(bills.status, 2)));
  assert.deepEqual(
    overdue.map((bill) => bill.period),
    [2],
  );
  const notes = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.orderId, order.id), eq(customerNotifications.title, '账单已逾期')));
  assert.equal(notes.length, 1);
  assert.match(notes[0]?.content ?? '', /第 2\/12 期账单.*2027-02-28.*已逾期/);
});
