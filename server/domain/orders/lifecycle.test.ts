import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { customerNotifications, orderHistory, rentalOrders, stores } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/harness';
import { findCustomerByPhone } from '../customers/accounts';
import { Refusal } from '../shared/refusal';
import { canTransition, LEGAL_TRANSITIONS, transition } from './lifecycle';

let server: TestServer;
let orderId: number;
let customerId: number;
const STATUSES = Object.keys(ORDER_STATUS_NAMES).map(Number) as OrderStatus[];

before(async () => {
  server = await startTestServer();
  const customer = await findCustomerByPhone(server.db, '13800138000');
  const [store] = await server.db.select({ id: stores.id }).from(stores).limit(1);
  assert.ok(customer && store);
  customerId = customer.id;
  const now = server.clock.now();
  const [order] = await server.db
    .insert(rentalOrders)
    .values({
      orderNo: 'ZLTEST0001',
      customerId,
      storeId: store.id,
      termMonths: 12,
      address: { name: '张伟', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园 1 号' },
      monthlyRent: 23_900,
      deposit: 300_000,
      freight: 0,
      payable: 323_900,
      totalRent: 286_800,
      payDeadline: now,
      idempotencyKey: 'lifecycle-test',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: rentalOrders.id });
  assert.ok(order);
  orderId = order.id;
});
after(() => server.close());

const setStatus = (status: OrderStatus) => server.db.update(rentalOrders).set({ status }).where(eq(rentalOrders.id, orderId));
const historyCount = async () => (await server.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).length;
const notificationCount = async () => (await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, orderId))).length;

test('the table is exactly the documented one: 11 legal moves, terminal statuses go nowhere', () => {
  const moves = STATUSES.flatMap((from) => LEGAL_TRANSITIONS[from].map((to) => `${from}>${to}`));
  assert.deepEqual(moves.sort(), ['0>1', '0>9', '1>10', '1>2', '2>10', '2>3', '3>4', '4>5', '4>8', '5>6', '6>7'].sort());
});

test('every illegal transition is refused with a Chinese code-500 message and leaves no trace', async () => {
  for (const from of STATUSES) {
    for (const to of STATUSES.filter((candidate) => !canTransition(from, candidate))) {
      await setStatus(from);
      const before = [await historyCount(), await notificationCount()];
      await assert.rejects(
        server.db.transaction((tx) => transition(tx, orderId, to, { kind: 'customer', id: customerId }, '', server.clock.now())),
        (error: unknown) => error instanceof Refusal && error.code === 500 && error.message === `订单当前状态为「${ORDER_STATUS_NAMES[from]}」，不能执行该操作`,
        `${from} → ${to}`,
      );
      const [row] = await server.db.select({ status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
      assert.equal(row?.status, from);
      assert.deepEqual([await historyCount(), await notificationCount()], before);
    }
  }
});

test('every legal transition changes the status and writes one history row and one notification', async () => {
  for (const from of STATUSES) {
    for (const to of LEGAL_TRANSITIONS[from]) {
      await setStatus(from);
      server.clock.advance(1000);
      const now = server.clock.now();
      const result = await server.db.transaction((tx) => transition(tx, orderId, to, { kind: 'sys', id: 7 }, `测试 ${from}→${to}`, now));
      assert.deepEqual(result, { orderId, orderNo: 'ZLTEST0001', from, to });
      const [history] = await server.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(desc(orderHistory.id)).limit(1);
      assert.deepEqual(history && [history.fromStatus, history.toStatus, history.actorKind, history.actorId, history.note, history.createdAt.getTime()], [
        from,
        to,
        'sys',
        7,
        `测试 ${from}→${to}`,
        now.getTime(),
      ]);
      const notes = await server.db
        .select()
        .from(customerNotifications)
        .where(and(eq(customerNotifications.orderId, orderId), eq(customerNotifications.createdAt, now)));
      assert.equal(notes.length, 1, `${from} → ${to}`);
      assert.equal(notes[0]?.customerId, customerId);
      assert.equal(notes[0]?.read, false);
      assert.match(notes[0]?.content ?? '', /ZLTEST0001/);
    }
  }
});

test('an unknown order answers 404', async () => {
  await assert.rejects(
    server.db.transaction((tx) => transition(tx, 999_999, 1, { kind: 'system' }, '', server.clock.now())),
    (error: unknown) => error instanceof Refusal && error.code === 404,
  );
});
