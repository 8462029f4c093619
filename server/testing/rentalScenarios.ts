/**
 * The ordering and balance-payment races, written once and run on both databases: payment.test.ts on PGlite
 * (one connection: transactions queue) and db/postgres.pgtest.ts on a PostgreSQL server (ten
 * connections: the row lock and the conditional UPDATE are what keep the money right).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { BillPayment } from '@/contract/bills';
import { HOLDING_LIMITS, type BalancePayment, type OnlineTrade, type RentalOrderView } from '@/contract/orders';
import { balanceLedger, bills, customers, orderHistory, payments, rentalOrderItems, rentalOrders, sandboxTrades } from '../db/schema';
import { transition } from '../domain/orders/lifecycle';
import { handleTradeNotification } from '../domain/onlineTrades/notification';
import { runDueWork } from '../domain/scheduler';
import { MINUTE_MS } from '../domain/shared/clock';
import { silentLogger } from '../runtime/log';
import type { TestServer } from './harness';
import { rentableSkus, setStock, stockOf } from './rentals';

const ADDRESS = { name: '赵敏', phone: '13600002222', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' };

export async function customerWithOrders(server: TestServer, count: number) {
  const account = await server.registerPersonal();
  const [sku] = await rentableSkus(server.db, 1);
  assert.ok(sku);
  const orders: RentalOrderView[] = [];
  for (let i = 0; i < count; i += 1) orders.push(await placeUnpaidOrder(server, account.token, sku.skuId));
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.globalId, account.globalId));
  assert.ok(row);
  return { ...account, customerId: row.id, orders };
}

/** One more unpaid order of one unit of `skuId` (its stock raised by one for it). */
export async function placeUnpaidOrder(server: TestServer, token: string, skuId: number): Promise<RentalOrderView> {
  await setStock(server.db, skuId, (await stockOf(server.db, skuId)) + 1);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token },
  );
  assert.ok(placed.body.data, placed.body.msg);
  return placed.body.data;
}

export async function setBalance(server: TestServer, customerId: number, balance: number): Promise<void> {
  await server.db.update(customers).set({ balance }).where(eq(customers.id, customerId));
}

export async function balanceOf(server: TestServer, customerId: number): Promise<number> {
  const [row] = await server.db.select({ balance: customers.balance }).from(customers).where(eq(customers.id, customerId));
  return row?.balance ?? -1;
}

export function pay(server: TestServer, token: string, orderNo: string, idempotencyKey: string = randomUUID()) {
  return server.post<BalancePayment>('/api/wOrder/yezf', { orderNo, idempotencyKey }, { token });
}

/**
 * Twenty balance payments at once of the three unpaid orders a customer may hold
 * (HOLDING_LIMITS), each order paid six or seven times with its own keys, against a balance that
 * covers two: exactly two orders are paid, each once, every other answer is 订单已支付 or
 * 余额不足, and the books balance.
 */
export async function twentyRacingPaymentsOfThreeOrders(server: TestServer): Promise<void> {
  const buyer = await customerWithOrders(server, HOLDING_LIMITS.unpaidOrders);
  const amount = buyer.orders[0]?.payable ?? 0;
  assert.ok(buyer.orders.every((order) => order.payable === amount) && amount > 0);
  const before = amount * 2 + Math.floor(amount / 2);
  await setBalance(server, buyer.customerId, before);

  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(server, buyer.token, buyer.orders[i % buyer.orders.length]?.orderNo ?? '')));

  const paid = answers.filter((answer) => answer.body.code === 200);
  assert.equal(paid.length, 2, answers.map((answer) => answer.body.msg).join());
  assert.ok(answers.filter((answer) => answer.body.code !== 200).every((answer) => ['余额不足，请充值或选择在线支付', '订单已支付'].includes(answer.body.msg)));
  const after = await balanceOf(server, buyer.customerId);
  assert.equal(after, before - 2 * amount);
  const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, buyer.customerId));
  assert.equal(ledger.length, 2);
  assert.ok(ledger.every((row) => row.amount === -amount && row.balanceAfter >= 0));
  assert.deepEqual(
    ledger.map((row) => row.balanceAfter).sort((a, b) => b - a),
    [before - amount, before - 2 * amount],
  );
  const orderIds = await server.db.select({ id: rentalOrders.id, status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.customerId, buyer.customerId));
  assert.deepEqual(orderIds.map((row) => row.status).sort(), [0, 1, 1]);
  const ids = orderIds.map((row) => row.id);
  assert.equal((await server.db.select().from(payments).where(inArray(payments.orderId, ids))).length, 2);
  assert.equal((await server.db.select().from(bills).where(inArray(bills.orderId, ids))).filter((bill) => bill.status === 1).length, 2);
}

/** The same order paid ten times at once (ten different keys): one charge, nine 订单已支付. */
export async function tenRacingPaymentsOfOneOrder(server: TestServer): Promise<void> {
  const buyer = await customerWithOrders(server, 1);
  const order = buyer.orders[0];
  assert.ok(order);
  const before = order.payable * 3;
  await setBalance(server, buyer.customerId, before);

  const answers = await Promise.all(Array.from({ length: 10 }, () => pay(server, buyer.token, order.orderNo)));

  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1);
  assert.ok(answers.filter((answer) => answer.body.code !== 200).every((answer) => answer.body.msg === '订单已支付'));
  assert.equal(await balanceOf(server, buyer.customerId), before - order.payable);
  assert.equal((await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, buyer.customerId))).length, 1);
}

/** One payment sent ten times at once with the same key: every answer is the same success, one charge. */
export async function tenRetriesWithOneKey(server: TestServer): Promise<void> {
  const buyer = await customerWithOrders(server, 1);
  const order = buyer.orders[0];
  assert.ok(order);
  await setBalance(server, buyer.customerId, order.payable);
  const key = randomUUID();

  const answers = await Promise.all(Array.from({ length: 10 }, () => pay(server, buyer.token, order.orderNo, key)));

  assert.ok(
    answers.every((answer) => answer.body.code === 200),
    answers.map((answer) => answer.body.msg).join(),
  );
  assert.equal(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size, 1);
  assert.equal(answers[0]?.body.data?.balance, 0);
  assert.equal(await balanceOf(server, buyer.customerId), 0);
  assert.equal((await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, buyer.customerId))).length, 1);
}

/** One order submitted ten times at once with the same idempotency key: one order, stock reserved once. */
export async function tenRacingSubmitsOfOneOrder(server: TestServer): Promise<void> {
  const { token } = await server.registerPersonal();
  const [sku] = await rentableSkus(server.db, 2);
  assert.ok(sku);
  const before = await stockOf(server.db, sku.skuId);
  const body = { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() };
  const answers = await Promise.all(Array.from({ length: 10 }, () => server.post<RentalOrderView>('/api/wOrder/addOrder', body, { token })));
  assert.ok(
    answers.every((answer) => answer.body.code === 200),
    answers.map((answer) => answer.body.msg).join(),
  );
  assert.equal(new Set(answers.map((answer) => answer.body.data?.orderNo)).size, 1);
  assert.equal(await stockOf(server.db, sku.skuId), before - 1);
  await server.post('/api/wOrder/cancel', { orderNo: answers[0]?.body.data?.orderNo }, { token });
}

/**
 * The same from the cart: ten submits of one cart line with one key, at once. The first to commit
 * empties the cart line; a twin that reads the line after that answers the first's order, never
 * 访问资源不存在 (a retry after a lost answer meets exactly this).
 */
export async function tenRacingCartSubmitsOfOneOrder(server: TestServer): Promise<void> {
  const { token } = await server.registerPersonal();
  const [sku] = await rentableSkus(server.db, 2);
  assert.ok(sku);
  const line = await server.post<{ id: number }>('/api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: 12, quantity: 1 }, { token });
  assert.equal(line.body.code, 200, line.body.msg);
  const body = { cartLineIds: [line.body.data?.id], address: ADDRESS, idempotencyKey: randomUUID() };
  const answers = await Promise.all(Array.from({ length: 10 }, () => server.post<RentalOrderView>('/api/wOrder/addOrder', body, { token })));
  assert.deepEqual(
    answers.map((answer) => answer.body.msg),
    answers.map(() => answers[0]?.body.msg),
  );
  assert.ok(answers.every((answer) => answer.body.code === 200));
  assert.equal(new Set(answers.map((answer) => answer.body.data?.orderNo)).size, 1);
  await server.post('/api/wOrder/cancel', { orderNo: answers[0]?.body.data?.orderNo }, { token });
}

/** Six customers ordering the last three units at once: three orders, stock 0, never below. */
export async function racingOrdersForTheLastUnits(server: TestServer): Promise<void> {
  const [sku] = await rentableSkus(server.db, 3);
  assert.ok(sku);
  await setStock(server.db, sku.skuId, 3);
  try {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => server.registerPersonal()));
    const answers = await Promise.all(
      buyers.map(({ token }) =>
        server.post<RentalOrderView>(
          '/api/wOrder/addOrder',
          { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
          { token },
        ),
      ),
    );
    assert.equal(answers.filter((answer) => answer.body.code === 200).length, 3);
    assert.ok(answers.filter((answer) => answer.body.code !== 200).every((answer) => /库存不足/.test(answer.body.msg)));
    assert.equal(await stockOf(server.db, sku.skuId), 0);
  } finally {
    await setStock(server.db, sku.skuId, sku.stock);
  }
}

/** Four scheduler runs at once after three orders timed out: each cancelled once, stock back once. */
export async function racingSchedulerRuns(server: TestServer): Promise<void> {
  const buyer = await customerWithOrders(server, 3);
  const rows = await server.db.select().from(rentalOrders).where(eq(rentalOrders.customerId, buyer.customerId));
  assert.equal(rows.length, 3);
  const [item] = await server.db
    .select({ skuId: rentalOrderItems.skuId })
    .from(rentalOrderItems)
    .where(eq(rentalOrderItems.orderId, rows[0]?.id ?? 0));
  assert.ok(item);
  const stock = await stockOf(server.db, item.skuId);
  server.clock.advance(31 * MINUTE_MS);

  await Promise.all(Array.from({ length: 4 }, () => runDueWork(server.db, server.clock.now())));

  for (const row of rows) {
    const [after] = await server.db.select({ status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.id, row.id));
    assert.equal(after?.status, 9);
    assert.equal(
      (
        await server.db
          .select()
          .from(orderHistory)
          .where(and(eq(orderHistory.orderId, row.id), eq(orderHistory.toStatus, 9)))
      ).length,
      1,
    );
  }
  // Other tests' unpaid orders of the same SKU may time out in this pass too: every order this
  // pass cancelled gives its units back exactly once.
  const released = await server.db
    .select({ quantity: rentalOrderItems.quantity })
    .from(orderHistory)
    .innerJoin(rentalOrderItems, eq(rentalOrderItems.orderId, orderHistory.orderId))
    .where(and(eq(orderHistory.toStatus, 9), eq(orderHistory.createdAt, server.clock.now()), eq(rentalOrderItems.skuId, item.skuId)));
  assert.ok(released.length >= 3);
  assert.equal(await stockOf(server.db, item.skuId), stock + released.reduce((total, row) => total + row.quantity, 0));
}

/** A customer with one paid order taken through review, shipping and receipt: its 12 bills exist (period 1 paid). */
export async function customerRenting(server: TestServer) {
  const buyer = await customerWithOrders(server, 1);
  const view = buyer.orders[0];
  assert.ok(view);
  await setBalance(server, buyer.customerId, view.payable);
  const paid = await pay(server, buyer.token, view.orderNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, view.orderNo));
  assert.ok(order);
  const now = server.clock.now();
  await server.db.transaction(async (tx) => {
    await transition(tx, order.id, 2, { kind: 'sys', id: 1 }, '审核通过', now);
    await transition(tx, order.id, 3, { kind: 'sys', id: 1 }, '发货', now);
    await transition(tx, order.id, 4, { kind: 'customer', id: buyer.customerId }, '确认收货', now);
  });
  const schedule = await server.db.select().from(bills).where(eq(bills.orderId, order.id)).orderBy(bills.period);
  assert.equal(schedule.length, order.termMonths);
  return { ...buyer, order, bills: schedule };
}

export function payBill(server: TestServer, token: string, billId: number, idempotencyKey: string = randomUUID()) {
  return server.post<BillPayment>('/api/wBill/yezf', { billId, idempotencyKey }, { token });
}

/** One bill paid ten times at once (ten different keys): one charge, nine 账单已支付. */
export async function tenRacingPaymentsOfOneBill(server: TestServer): Promise<void> {
  const renter = await customerRenting(server);
  const bill = renter.bills[1];
  assert.ok(bill);
  const before = bill.amount * 3;
  await setBalance(server, renter.customerId, before);

  const answers = await Promise.all(Array.from({ length: 10 }, () => payBill(server, renter.token, bill.id)));

  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1, answers.map((answer) => answer.body.msg).join());
  assert.ok(answers.filter((answer) => answer.body.code !== 200).every((answer) => answer.body.msg === '账单已支付'));
  assert.equal(await balanceOf(server, renter.customerId), before - bill.amount);
  const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.billId, bill.id));
  assert.equal(ledger.length, 1);
  assert.equal(ledger[0]?.amount, -bill.amount);
}

/** Five notifications of one paid trade at once: one payment recorded, the order paid once. */
export async function racingNotificationsOfOneTrade(server: TestServer): Promise<void> {
  const buyer = await customerWithOrders(server, 1);
  const orderNo = buyer.orders[0]?.orderNo ?? '';
  const opened = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo, idempotencyKey: randomUUID() }, { token: buyer.token });
  const tradeNo = opened.body.data?.tradeNo ?? '';
  assert.ok(tradeNo, opened.body.msg);
  // Paid at the provider without its own delivery: only these notifications arrive.
  await server.db.update(sandboxTrades).set({ status: 'paid' }).where(eq(sandboxTrades.tradeNo, tradeNo));
  assert.ok(server.payment);
  const provider = server.payment;
  const outcomes = await Promise.all(Array.from({ length: 5 }, () => handleTradeNotification(server.db, provider, tradeNo, server.clock.now(), silentLogger)));
  assert.deepEqual(outcomes.sort(), ['duplicate', 'duplicate', 'duplicate', 'duplicate', 'recorded']);
  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  assert.equal(order?.status, 1);
  assert.equal(
    (
      await server.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order?.id ?? 0))
    ).length,
    1,
  );
  assert.equal(
    (
      await server.db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, order?.id ?? 0), eq(orderHistory.toStatus, 1)))
    ).length,
    1,
  );
}
