/**
 * /news on the product server: the message list of docs/product-rules.md#notifications (page,
 * limit, userId; the message list's own page shape), only ever the session's customer's, newest
 * first with unread marks and the unread count; marking one or all read; and the scheduler's
 * reminder three days before a bill falls due, written once per bill however often and however many
 * schedulers run.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { NotificationPage } from '@/contract/notifications';
import { formatFen } from '@/contract/format';
import { billDueReminders, bills, customerNotifications, customers } from '../db/schema';
import { BILL_REMINDER_TITLE, remindDueBills } from '../domain/notifications/billReminders';
import { notifyCustomer } from '../domain/notifications/notify';
import { runDueWork } from '../domain/scheduler';
import { DAY_MS, formatShanghai, HOUR_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { customerRenting, payBill, setBalance } from '../testing/rentalScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());
beforeEach(() => server.clock.advance(HOUR_MS));

const list = async (token: string, query = 'page=1&limit=99') => {
  const answer = await server.get(`/api/wUserNews/listForPage?${query}`, { token });
  return answer.body as unknown as NotificationPage;
};

async function customerIdOf(phone: string): Promise<number> {
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  assert.ok(row);
  return row.id;
}

/** A registered customer with `count` 消息, one a minute, the newest last. */
async function customerWithNotes(count: number) {
  const account = await server.registerPersonal();
  const customerId = await customerIdOf(account.phone);
  for (let i = 1; i <= count; i += 1) {
    server.clock.advance(60_000);
    await notifyCustomer(server.db, { customerId, title: `消息 ${i}`, content: `第 ${i} 条` }, server.clock.now());
  }
  return { ...account, customerId };
}

test('the list answers in the message list’s own page shape, newest first, with unread marks and the unread count', async () => {
  const account = await customerWithNotes(3);
  const answer = await list(account.token, `page=1&limit=99&userId=${account.globalId}`);
  assert.equal(answer.code, 200);
  assert.equal(answer.msg, '查询成功');
  assert.deepEqual(
    { ...answer.page, list: answer.page.list.map((note) => [note.title, note.read, note.orderNo]) },
    {
      list: [
        ['消息 3', false, null],
        ['消息 2', false, null],
        ['消息 1', false, null],
      ],
      totalCount: 3,
      pageSize: 99,
      currPage: 1,
      totalPage: 1,
    },
  );
  assert.equal(answer.unreadCount, 3);
  assert.match(answer.page.list[0]?.createdAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('pages follow page and limit, and limit is at most 99', async () => {
  const account = await customerWithNotes(5);
  const second = await list(account.token, 'page=2&limit=2');
  assert.deepEqual(
    second.page.list.map((note) => note.title),
    ['消息 3', '消息 2'],
  );
  assert.deepEqual([second.page.totalCount, second.page.totalPage, second.page.currPage, second.page.pageSize], [5, 3, 2, 2]);
  assert.deepEqual((await list(account.token, 'page=1&limit=100')) as unknown, { code: 500, msg: '每页条数参数不正确，应为 1 到 99 的整数' });
  assert.deepEqual((await list(account.token, 'page=0')) as unknown, { code: 500, msg: '页码参数不正确，应为不小于 1 的整数' });
  assert.equal((await list(account.token, '')).page.pageSize, 99, 'page 1 and limit 99 by default');
});

test('a userId that is not the session’s is ignored: the answer is the session customer’s own 消息, never the other’s', async () => {
  const victim = await customerWithNotes(2);
  const stranger = await customerWithNotes(1);
  const answer = await list(stranger.token, `page=1&limit=99&userId=${victim.globalId}`);
  assert.equal(answer.code, 200);
  assert.deepEqual(
    answer.page.list.map((note) => note.title),
    ['消息 1'],
  );
  assert.equal(answer.page.totalCount, 1);
});

test('marking one 消息 read clears its mark and lowers the unread count; again changes nothing', async () => {
  const account = await customerWithNotes(3);
  const [newest] = (await list(account.token)).page.list;
  assert.ok(newest);
  const first = await server.post('/api/wUserNews/read', { id: newest.id }, { token: account.token });
  assert.deepEqual(first.body, { code: 200, msg: '操作成功', data: { marked: 1, unreadCount: 2 } });
  const again = await server.post('/api/wUserNews/read', { id: newest.id }, { token: account.token });
  assert.deepEqual(again.body.data, { marked: 0, unreadCount: 2 });
  const after = await list(account.token);
  assert.deepEqual(
    after.page.list.map((note) => note.read),
    [true, false, false],
  );
  assert.equal(after.unreadCount, 2);
});

test('marking all read clears every mark of the customer and no one else’s', async () => {
  const account = await customerWithNotes(4);
  const other = await customerWithNotes(2);
  const answer = await server.post('/api/wUserNews/readAll', {}, { token: account.token });
  assert.deepEqual(answer.body, { code: 200, msg: '已全部标记为已读', data: { marked: 4, unreadCount: 0 } });
  assert.equal((await list(account.token)).unreadCount, 0);
  assert.equal((await list(other.token)).unreadCount, 2);
});

test('another customer’s 消息 cannot be marked read: 404, and it stays unread', async () => {
  const victim = await customerWithNotes(1);
  const stranger = await customerWithNotes(1);
  const [note] = (await list(victim.token)).page.list;
  assert.ok(note);
  assert.equal((await server.post('/api/wUserNews/read', { id: note.id }, { token: stranger.token })).body.code, 404);
  assert.equal((await server.post('/api/wUserNews/read', { id: 2_000_000_000 }, { token: stranger.token })).body.code, 404);
  assert.equal((await list(victim.token)).page.list[0]?.read, false);
  assert.deepEqual((await server.post('/api/wUserNews/read', { id: 'abc' }, { token: stranger.token })).body, { code: 500, msg: '消息编号不正确' });
});

test('the list needs a session', async () => {
  assert.equal((await server.get('/api/wUserNews/listForPage?page=1&limit=99')).status, 401);
  assert.equal((await server.post('/api/wUserNews/readAll', {})).status, 401);
});

test('an order’s 消息 name the order', async () => {
  const renter = await customerRenting(server);
  const answer = await list(renter.token);
  assert.ok(answer.page.list.length >= 4);
  assert.ok(answer.page.list.every((note) => note.orderNo === renter.order.orderNo));
});

// ---------------------------------------------------------------------------------------------
// The reminder three days before a bill falls due

/** Moves the clock to `hour`:00 Shanghai time on the given day. */
function setShanghai(day: string, hour = 9) {
  server.clock.set(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
}

const dayBefore = (day: string, days: number) => formatShanghai(new Date(Date.parse(`${day}T12:00:00+08:00`) - days * DAY_MS)).slice(0, 10);

const remindersOf = async (orderId: number) =>
  server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.orderId, orderId), eq(customerNotifications.title, BILL_REMINDER_TITLE)));

test('three days before a bill falls due the customer gets one reminder, not earlier, and never twice however often the scheduler runs', async () => {
  const renter = await customerRenting(server);
  const second = renter.bills[1];
  assert.ok(second);
  setShanghai(dayBefore(second.dueDate, 4), 23);
  await runDueWork(server.db, server.clock.now());
  assert.equal((await remindersOf(renter.order.id)).length, 0, 'four days ahead is too early');

  setShanghai(dayBefore(second.dueDate, 3), 0);
  const pass = await runDueWork(server.db, server.clock.now());
  // Other tests' rentals started the same day, so their bills fall due with this one.
  assert.ok(pass.reminded >= 1);
  const [reminder, ...more] = await remindersOf(renter.order.id);
  assert.deepEqual(more, []);
  assert.equal(reminder?.read, false);
  assert.equal(
    reminder?.content,
    `您的订单 ${renter.order.orderNo} 第 2/${renter.order.termMonths} 期账单（${formatFen(second.amount)}）将于 ${second.dueDate} 到期（还有 3 天），请在到期日前支付，逾期将产生违约金。`,
  );

  for (const days of [2, 1, 0]) {
    setShanghai(dayBefore(second.dueDate, days), 10);
    assert.equal((await runDueWork(server.db, server.clock.now())).reminded, 0);
  }
  assert.equal((await remindersOf(renter.order.id)).length, 1);
  // A month has passed since the renter's session: log in again to read the list.
  const login = await server.post('/api/register/reg/paLogin', { phone: renter.phone, passWord: renter.passWord });
  const shown = await list(login.body.token as string);
  assert.equal(shown.page.list[0]?.title, BILL_REMINDER_TITLE);
});

test('schedulers racing (two replicas, or one restarted mid-run) write one reminder per bill', async () => {
  const renter = await customerRenting(server);
  const second = renter.bills[1];
  assert.ok(second);
  setShanghai(dayBefore(second.dueDate, 2), 8);
  const passes = await Promise.all(Array.from({ length: 4 }, () => remindDueBills(server.db, server.clock.now(), 200)));
  // Other tests' bills may fall due now too: every reminder the four passes wrote is one row of its own.
  const written = await server.db.select().from(billDueReminders).where(eq(billDueReminders.createdAt, server.clock.now()));
  assert.equal(
    passes.reduce((sum, n) => sum + n, 0),
    written.length,
  );
  assert.equal((await remindersOf(renter.order.id)).length, 1);
  const rows = await server.db.select().from(billDueReminders).where(eq(billDueReminders.billId, second.id));
  assert.equal(rows.length, 1);
  assert.ok(rows[0]?.notificationId);
});

test('a bill paid before its reminder gets none; a bill found late (the scheduler was stopped) is reminded at once; an overdue one gets the overdue 消息 instead', async () => {
  const renter = await customerRenting(server);
  const [, second, third, fourth] = renter.bills;
  assert.ok(second && third && fourth);
  await setBalance(server, renter.customerId, second.amount);
  assert.equal((await payBill(server, renter.token, second.id)).body.code, 200);

  // The scheduler was off until the day the third bill falls due.
  setShanghai(third.dueDate, 7);
  await runDueWork(server.db, server.clock.now());
  const reminders = await remindersOf(renter.order.id);
  assert.equal(reminders.length, 1);
  assert.ok(reminders[0]?.content.includes(`第 3/${renter.order.termMonths} 期`));
  assert.ok(reminders[0]?.content.includes(`今天（${third.dueDate}）到期`));

  // It stays unpaid and falls overdue: the overdue 消息, no second reminder.
  setShanghai(dayBefore(fourth.dueDate, 10), 9);
  await runDueWork(server.db, server.clock.now());
  const [bill] = await server.db.select().from(bills).where(eq(bills.id, third.id));
  assert.equal(bill?.status, 2);
  assert.equal((await remindersOf(renter.order.id)).length, 1);
});
