/**
 * The crash test of the product server (crash.test.ts on PGlite, db/crash.pgtest.ts on
 * PostgreSQL): the real process, as `npm run start:server` runs it, is killed with SIGKILL in the
 * middle of a stream of orders and balance payments, restarted on the same data, and checked:
 * every order answered code 200 is there with its items and amounts, every payment answered code
 * 200 is there with its order paid, and money never moves without its ledger row (nor the reverse).
 *
 * The client side (this process) keeps everything it was told. A request whose answer never came
 * (the kill cut it) is not an acknowledgement: it may or may not have happened, and it is retried
 * with the same idempotency key after the restart, as the storefront would.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { and, asc, inArray, like } from 'drizzle-orm';
import type { BalancePayment, OrderAddress, RentalOrderView } from '@/contract/orders';
import { ORDER_STATUS } from '@/contract/orders';
import type { GoodsDetail } from '@/contract/goods';
import type { Db } from '../db/client';
import { allOrders, balanceOf, call, cheapSkus, login, type Sku } from './httpClient';
import { bundleServer, killAllServers, sleep, startServer } from './serverProcess';
import { balanceLedger, billPayments, bills, customers, orderHistory, payments, rentalOrderItems, rentalOrders } from '../db/schema';

// ---------------------------------------------------------------------------------------------
// The stream

type Customer = { phone: string; passWord: string; token: string; id?: number; startBalance: number; preexisting: Set<string> };

type AckOrder = { customer: Customer; key: string; orderNo: string; sku: Sku; payable: number; cycle: number };
/**
 * `replayed`: the answer to a retry of a cut request with its key. When the first attempt had
 * committed, that answer repeats the payment but carries the balance of now, not the one after it.
 */
type AckPayment = { customer: Customer; key: string; orderNo: string; amount: number; balance: number; cycle: number; replayed: boolean };
/** A request whose answer never came: it may or may not have happened. */
type Unanswered = { customer: Customer; kind: 'order'; key: string; sku: Sku } | { customer: Customer; kind: 'payment'; key: string; orderNo: string; payable: number };

const ADDRESS: OrderAddress = { name: '张伟', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园科苑路 15 号' };

async function stockOf(url: string, { goodsId, skuId }: Sku): Promise<number> {
  const detail = await call<GoodsDetail>(url, '/api/wGoods/productDetails', { body: { id: goodsId } });
  const sku = detail.data?.skus.find((candidate) => candidate.id === skuId);
  assert.ok(sku, `SKU ${skuId} is still listed`);
  return sku.stock;
}

export type CrashOptions = {
  /** DATA_DIR or DATABASE_URL for the server. */
  env: Record<string, string>;
  /** Opens the database directly (after a clean stop) for the SQL checks. */
  openDb: () => Promise<{ db: Db; close: () => Promise<void> }>;
  cycles: number;
  concurrency: number;
  /** The kill comes after a random delay in this range (ms), once a few orders were acknowledged. */
  killAfterMs: [number, number];
  /** PGlite: the lock file beside the folder, which must name the process we kill. */
  lockFile?: string;
  diagnostic: (message: string) => void;
};

export async function runCrashScenario(options: CrashOptions): Promise<void> {
  const began = Date.now();
  const bundle = await bundleServer();
  try {
    await scenario(options, bundle.entry, began);
  } finally {
    await killAllServers();
    bundle.remove();
  }
}

async function scenario(options: CrashOptions, entry: string, began: number): Promise<void> {
  const run = randomBytes(4).toString('hex');
  const keyPrefix = `crash-${run}-`;
  let server = await startServer(entry, options.env);
  const startTimes = [server.startMs];

  const accounts = [
    { phone: '13800138000', passWord: 'Zulin@2026' },
    { phone: '13900139000', passWord: 'Zulin@2026' },
  ];
  const clients: Customer[] = [];
  for (const account of accounts) {
    const token = await login(server.url, account.phone, account.passWord);
    clients.push({ ...account, token, startBalance: await balanceOf(server.url, token), preexisting: new Set((await allOrders(server.url, token)).keys()) });
  }
  const skus = await cheapSkus(server.url, 6);
  const startStock = new Map<number, number>();
  for (const sku of skus) startStock.set(sku.skuId, await stockOf(server.url, sku));

  const orders = new Map<string, AckOrder>();
  const paid = new Map<string, AckPayment>();
  const refusals = new Map<string, number>();
  let unanswered: Unanswered[] = [];
  let sequence = 0;
  const nextKey = (kind: string) => `${keyPrefix}${kind}${(sequence += 1)}`;
  const committedUnanswered = { orders: 0, payments: 0 };
  const refused = (msg: string) => refusals.set(msg, (refusals.get(msg) ?? 0) + 1);

  const placeOrder = async (url: string, customer: Customer, key: string, sku: Sku, cycle: number): Promise<AckOrder | null> => {
    const answer = await call<RentalOrderView>(url, '/api/wOrder/addOrder', {
      token: customer.token,
      body: { items: [{ skuId: sku.skuId, termMonths: sku.termMonths, quantity: 1 }], address: ADDRESS, idempotencyKey: key },
    });
    if (answer.code !== 200 || !answer.data) {
      refused(answer.msg);
      return null;
    }
    const order: AckOrder = { customer, key, orderNo: answer.data.orderNo, sku, payable: answer.data.payable, cycle };
    const earlier = orders.get(order.orderNo);
    // The same key answers the same order, never a second one.
    if (earlier) assert.equal(earlier.key, key, `order ${order.orderNo} answered for two keys`);
    orders.set(order.orderNo, order);
    return order;
  };

  const pay = async (url: string, customer: Customer, key: string, orderNo: string, payable: number, cycle: number, replayed = false): Promise<void> => {
    const answer = await call<BalancePayment>(url, '/api/wOrder/yezf', { token: customer.token, body: { orderNo, idempotencyKey: key } });
    if (answer.code !== 200 || !answer.data) {
      refused(answer.msg);
      return;
    }
    assert.equal(answer.data.amount, payable, `payment of ${orderNo} charges its payable amount`);
    paid.set(orderNo, { customer, key, orderNo, amount: answer.data.amount, balance: answer.data.balance, cycle, replayed });
  };

  for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
    // The stream: `concurrency` workers, each placing one-unit orders and paying each from the balance.
    const url = server.url;
    let stop = false;
    let acknowledged = 0;
    const cut: Unanswered[] = [];
    const worker = async (index: number) => {
      const customer = clients[index % clients.length] as Customer;
      for (let n = index; !stop; n += 1) {
        const sku = skus[n % skus.length] as Sku;
        const key = nextKey('o');
        let order: AckOrder | null;
        try {
          order = await placeOrder(url, customer, key, sku, cycle);
        } catch {
          cut.push({ customer, kind: 'order', key, sku });
          return;
        }
        if (!order) continue;
        acknowledged += 1;
        const payKey = nextKey('p');
        try {
          await pay(url, customer, payKey, order.orderNo, order.payable, cycle);
        } catch {
          cut.push({ customer, kind: 'payment', key: payKey, orderNo: order.orderNo, payable: order.payable });
          return;
        }
      }
    };
    const streamStart = Date.now();
    const workers = Array.from({ length: options.concurrency }, (_, index) => worker(index));

    const [low, high] = options.killAfterMs;
    const delay = low + Math.random() * (high - low);
    while ((Date.now() - streamStart < delay || acknowledged < 3) && Date.now() - streamStart < 30_000) await sleep(2);
    assert.ok(acknowledged >= 3, `cycle ${cycle}: orders were acknowledged before the kill (${acknowledged})`);
    if (options.lockFile) {
      // The process about to be killed is the one holding the data folder, not a wrapper.
      assert.equal(fs.readFileSync(options.lockFile, 'utf8').trim(), String(server.pid));
    }
    const killedAt = Date.now() - streamStart;
    server.child.kill('SIGKILL');
    const exit = await server.exited;
    assert.equal(exit.signal, 'SIGKILL');
    stop = true;
    await Promise.all(workers);
    options.diagnostic(`cycle ${cycle}: killed after ${killedAt} ms, ${acknowledged} orders acknowledged this cycle, ${cut.length} requests cut`);

    // The same data: a stale PGlite lock (the dead pid) must not stop it.
    server = await startServer(entry, options.env);
    startTimes.push(server.startMs);

    // Orders and payments the killed process committed without answering: the kill fell between
    // commit and answer (counted to show the test reaches that window).
    for (const customer of clients) {
      for (const view of (await allOrders(server.url, customer.token)).values()) {
        if (customer.preexisting.has(view.orderNo)) continue;
        if (!orders.has(view.orderNo)) committedUnanswered.orders += 1;
        if (view.paidAt && !paid.has(view.orderNo)) committedUnanswered.payments += 1;
      }
    }

    // Retries of what was cut, with the same keys, as a client would after an error.
    const retries = [...unanswered, ...cut];
    unanswered = [];
    for (const request of retries) {
      if (request.kind === 'order') {
        const order = await placeOrder(server.url, request.customer, request.key, request.sku, cycle);
        if (order) await pay(server.url, request.customer, nextKey('p'), order.orderNo, order.payable, cycle);
      } else {
        await pay(server.url, request.customer, request.key, request.orderNo, request.payable, cycle, true);
      }
    }

    await verifyOverHttp(server.url, clients, orders, paid, skus, startStock, `after kill ${cycle}`);
  }

  // A clean stop, then the database read directly.
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  assert.equal(exit.code, 0, `clean stop:\n${server.output()}`);
  if (options.lockFile) assert.equal(fs.existsSync(options.lockFile), false, 'the clean stop released the lock');
  const direct = await options.openDb();
  try {
    await verifyInDatabase(direct.db, clients, orders, paid, keyPrefix);
  } finally {
    await direct.close();
  }

  const refusalList = [...refusals].map(([msg, n]) => `${msg} ×${n}`).join('; ') || 'none';
  options.diagnostic(
    `${options.cycles} kill/restart cycles, ${orders.size} orders and ${paid.size} payments acknowledged, ` +
      `${committedUnanswered.orders} orders and ${committedUnanswered.payments} payments committed but unanswered before a kill (found again by their keys), refusals: ${refusalList}; ` +
      `server starts ${startTimes.map((ms) => `${ms} ms`).join(', ')}; ${Date.now() - began} ms in all`,
  );
  // A crash-free refusal list: 系统繁忙 would mean the server failed on its own while running.
  assert.equal(refusals.get('系统繁忙，请稍后再试') ?? 0, 0, 'no unexpected failures');
  assert.ok(paid.size > 0, 'some payments went through');
}

/** After a restart, over HTTP: what was acknowledged is there, balances and stock add up. */
async function verifyOverHttp(
  url: string,
  clients: Customer[],
  orders: Map<string, AckOrder>,
  paid: Map<string, AckPayment>,
  skus: Sku[],
  startStock: Map<number, number>,
  when: string,
): Promise<void> {
  const held = new Map<number, number>();
  for (const customer of clients) {
    // The session written before the kill still opens the account.
    const listed = await allOrders(url, customer.token);
    for (const order of orders.values()) {
      if (order.customer !== customer) continue;
      const view = listed.get(order.orderNo);
      assert.ok(view, `${when}: acknowledged order ${order.orderNo} exists`);
      assert.equal(view.payable, order.payable, `${when}: ${order.orderNo} payable`);
      assert.equal(view.items.length, 1, `${when}: ${order.orderNo} has its item`);
      const [item] = view.items;
      assert.deepEqual(
        { skuId: item?.skuId, quantity: item?.quantity, termMonths: item?.termMonths, monthlyRent: item?.monthlyRent, deposit: item?.deposit },
        { skuId: order.sku.skuId, quantity: 1, termMonths: order.sku.termMonths, monthlyRent: order.sku.monthlyRent, deposit: order.sku.deposit },
        `${when}: ${order.orderNo} item`,
      );
    }
    for (const payment of paid.values()) {
      if (payment.customer !== customer) continue;
      const view = listed.get(payment.orderNo);
      // Paid: 待审核, or 待发货 once the scheduler's risk check passed it.
      assert.ok(
        view?.status === ORDER_STATUS.pendingReview || view?.status === ORDER_STATUS.awaitingShipment,
        `${when}: paid order ${payment.orderNo} is paid (status ${view?.status})`,
      );
      assert.ok(view?.paidAt, `${when}: paid order ${payment.orderNo} has its payment time`);
    }
    let spent = 0;
    for (const view of listed.values()) {
      if (customer.preexisting.has(view.orderNo)) continue;
      // Orders that exist although their answer was cut are fine; they must be whole like the others.
      assert.ok(view.items.length > 0, `${when}: ${view.orderNo} has items`);
      if (view.paidAt) spent += view.payable;
      else assert.equal(view.status, ORDER_STATUS.unpaid, `${when}: ${view.orderNo} unpaid without a payment time`);
      if (view.status !== ORDER_STATUS.cancelled) {
        for (const item of view.items) held.set(item.skuId, (held.get(item.skuId) ?? 0) + item.quantity);
      }
    }
    // No payment without its debit and no debit without a payment: the balance is the start minus the paid orders.
    assert.equal(await balanceOf(url, customer.token), customer.startBalance - spent, `${when}: balance of ${customer.phone}`);
  }
  for (const sku of skus) {
    const start = startStock.get(sku.skuId) ?? 0;
    assert.equal(await stockOf(url, sku), start - (held.get(sku.skuId) ?? 0), `${when}: stock of SKU ${sku.skuId} matches its orders`);
  }
}

/** After a clean stop, in SQL: payments, ledger, orders, items, bills and history agree row by row. */
async function verifyInDatabase(db: Db, clients: Customer[], orders: Map<string, AckOrder>, paid: Map<string, AckPayment>, keyPrefix: string): Promise<void> {
  const phones = clients.map((client) => client.phone);
  const people = await db.select({ id: customers.id, phone: customers.phone, balance: customers.balance }).from(customers).where(inArray(customers.phone, phones));
  const orderRows = await db
    .select()
    .from(rentalOrders)
    .where(
      and(
        inArray(
          rentalOrders.customerId,
          people.map((person) => person.id),
        ),
        like(rentalOrders.idempotencyKey, `${keyPrefix}%`),
      ),
    );
  const orderIds = orderRows.map((row) => row.id);
  const byId = new Map(orderRows.map((row) => [row.id, row]));
  const byNo = new Map(orderRows.map((row) => [row.orderNo, row]));
  const items = orderIds.length ? await db.select().from(rentalOrderItems).where(inArray(rentalOrderItems.orderId, orderIds)) : [];
  const paymentRows = orderIds.length ? await db.select().from(payments).where(inArray(payments.orderId, orderIds)) : [];
  const billRows = orderIds.length ? await db.select().from(bills).where(inArray(bills.orderId, orderIds)) : [];
  const history = orderIds.length ? await db.select().from(orderHistory).where(inArray(orderHistory.orderId, orderIds)) : [];
  const ledger = await db
    .select()
    .from(balanceLedger)
    .where(
      inArray(
        balanceLedger.customerId,
        people.map((person) => person.id),
      ),
    )
    .orderBy(asc(balanceLedger.id));
  const billPaid = await db
    .select({ billId: billPayments.billId })
    .from(billPayments)
    .where(
      inArray(
        billPayments.customerId,
        people.map((person) => person.id),
      ),
    );
  assert.equal(billPaid.length, 0, 'the stream paid no bills');

  for (const order of orders.values()) {
    const row = byNo.get(order.orderNo);
    assert.ok(row, `acknowledged order ${order.orderNo} is in the database`);
    assert.equal(row.idempotencyKey, order.key);
    assert.equal(row.payable, order.payable);
  }
  for (const row of orderRows) {
    const own = items.filter((item) => item.orderId === row.id);
    assert.equal(own.length, 1, `order ${row.orderNo} has exactly its one item`);
    // One unit: the item's deposit is the order's, cash part plus what a company's credit line waived.
    assert.equal(own[0]?.deposit, row.deposit + row.depositWaived, `order ${row.orderNo} deposit`);
    assert.equal((own[0]?.monthlyRent ?? 0) + row.deposit + (own[0]?.freight ?? 0) - row.couponDiscount, row.payable, `order ${row.orderNo} amounts`);
    const created = history.filter((entry) => entry.orderId === row.id && entry.fromStatus === null);
    assert.equal(created.length, 1, `order ${row.orderNo} has its creation in the history`);
    const succeeded = paymentRows.filter((payment) => payment.orderId === row.id && payment.status === 'succeeded');
    const firstBill = billRows.filter((bill) => bill.orderId === row.id && bill.period === 1);
    if (row.status === ORDER_STATUS.unpaid) {
      assert.equal(succeeded.length, 0, `unpaid order ${row.orderNo} has no payment`);
      assert.equal(row.paidAt, null);
      assert.equal(firstBill.length, 0, `unpaid order ${row.orderNo} has no bill`);
    } else {
      assert.ok(row.status === ORDER_STATUS.pendingReview || row.status === ORDER_STATUS.awaitingShipment, `order ${row.orderNo} is unpaid or paid (status ${row.status})`);
      assert.equal(succeeded.length, 1, `paid order ${row.orderNo} has exactly one payment`);
      assert.equal(firstBill.length, 1, `paid order ${row.orderNo} has its first bill`);
      assert.equal(firstBill[0]?.status, 1);
      assert.ok(history.some((entry) => entry.orderId === row.id && entry.fromStatus === ORDER_STATUS.unpaid && entry.toStatus === ORDER_STATUS.pendingReview));
    }
  }

  // Payments and debits, one to one: each succeeded balance payment has exactly one ledger debit
  // of its amount on its order, and each payment debit has its payment.
  const debits = ledger.filter((entry) => entry.kind === 'payment');
  for (const payment of paymentRows) {
    assert.equal(payment.method, 'balance');
    assert.equal(payment.status, 'succeeded', `payment ${payment.id} is a finished one`);
    const matching = debits.filter((entry) => entry.orderId === payment.orderId);
    assert.equal(matching.length, 1, `payment of order ${byId.get(payment.orderId)?.orderNo} has exactly one debit`);
    assert.equal(matching[0]?.amount, -payment.amount, 'the debit is the payment amount');
    assert.equal(matching[0]?.customerId, payment.customerId);
  }
  for (const entry of debits) {
    assert.ok(entry.orderId !== null && byId.has(entry.orderId), `debit ${entry.id} belongs to one of the stream's orders`);
    assert.equal(paymentRows.filter((payment) => payment.orderId === entry.orderId && payment.status === 'succeeded').length, 1, `debit ${entry.id} has its payment`);
  }
  for (const payment of paid.values()) {
    const row = byNo.get(payment.orderNo);
    const entry = debits.find((candidate) => candidate.orderId === row?.id);
    assert.ok(entry, `acknowledged payment of ${payment.orderNo} has its debit`);
    // The stream only debits, so a replayed answer's balance of now is at most the one after the payment.
    if (payment.replayed) assert.ok(payment.balance <= entry.balanceAfter, `replayed payment of ${payment.orderNo}: ${payment.balance} > ${entry.balanceAfter}`);
    else assert.equal(entry.balanceAfter, payment.balance, `acknowledged payment of ${payment.orderNo}: the balance it answered`);
    assert.equal(paymentRows.find((candidate) => candidate.orderId === row?.id)?.idempotencyKey, payment.key);
  }

  // balance before − debits + credits = balance after, and the ledger's running balance is unbroken.
  // The database is fresh (its own DATA_DIR, or an emptied PostgreSQL database): every ledger row
  // of these customers was written during the stream.
  for (const person of people) {
    const client = clients.find((candidate) => candidate.phone === person.phone);
    assert.ok(client);
    const own = ledger.filter((entry) => entry.customerId === person.id);
    const total = own.reduce((sum, entry) => sum + entry.amount, 0);
    assert.equal(client.startBalance + total, person.balance, `ledger of ${person.phone} adds up to the balance`);
    let running = client.startBalance;
    for (const entry of own) {
      running += entry.amount;
      assert.equal(entry.balanceAfter, running, `ledger row ${entry.id} of ${person.phone}: balance after`);
    }
    const paidTotal = orderRows.filter((row) => row.customerId === person.id && row.status !== ORDER_STATUS.unpaid).reduce((sum, row) => sum + row.payable, 0);
    assert.equal(client.startBalance - paidTotal, person.balance, `${person.phone}: the balance is the start minus the paid orders`);
  }
  assert.ok(
    paymentRows.every((payment) => byId.get(payment.orderId)?.customerId === payment.customerId),
    'each payment is its order customer’s',
  );
}
