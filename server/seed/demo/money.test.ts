/**
 * The money demo over running orders of both demo customers whose rent started months ago (as the
 * orders demo writes them): bills paid on their due dates, the last one left overdue with a late
 * fee, the person's order renewed, one top-up each; once only; the books add up.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import type { BillView } from '@/contract/bills';
import type { RentalOrderView } from '@/contract/orders';
import { startTestServer, type TestServer } from '../../testing/harness';
import { rentableSkus } from '../../testing/rentals';
import { transition } from '../../domain/orders/lifecycle';
import { DAY_MS } from '../../domain/shared/clock';
import { silentLogger } from '../../runtime/log';
import { balanceLedger, bills, customers, orderRenewals, rentalOrders } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { seedMoneyDemo } from './money';
import { agreementInForce } from '../../domain/withholding/rows';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const ADDRESS = { name: '张伟', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋 1201' };

/** A demo customer's order placed, paid from the balance and received `daysAgo` days before `now`. */
async function runningSince(account: { phone: string; password: string }, now: Date, daysAgo: number): Promise<string> {
  server.clock.set(new Date(now.getTime() - daysAgo * DAY_MS));
  const login = await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: account.password });
  const token = String(login.body.token);
  const [sku] = await rentableSkus(server.db, 2);
  assert.ok(sku);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token },
  );
  assert.ok(placed.body.data, placed.body.msg);
  const paid = await server.post('/api/wOrder/yezf', { orderNo: placed.body.data.orderNo, idempotencyKey: randomUUID() }, { token });
  assert.equal(paid.body.code, 200, paid.body.msg);
  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, placed.body.data.orderNo));
  assert.ok(order);
  const at = server.clock.now();
  await server.db.transaction(async (tx) => {
    await transition(tx, order.id, 2, { kind: 'system' }, '风控审核通过', at);
    await transition(tx, order.id, 3, { kind: 'system' }, '演示发货', at);
    await transition(tx, order.id, 4, { kind: 'customer', id: order.customerId }, '确认收货', at);
  });
  return order.orderNo;
}

test('the money demo gives both demo customers paid bills, one overdue with its late fee, the person a renewal and each a top-up, once', async () => {
  const now = new Date('2026-09-15T04:00:00Z');
  const personOrder = await runningSince(DEMO_ACCOUNTS.personal, now, 100);
  const companyOrder = await runningSince(DEMO_ACCOUNTS.company, now, 75);
  server.clock.set(now);
  const people = await server.db
    .select()
    .from(customers)
    .where(inArray(customers.phone, [DEMO_ACCOUNTS.personal.phone, DEMO_ACCOUNTS.company.phone]));
  const before = new Map(people.map((person) => [person.id, person.balance]));
  const ledgerBefore = await server.db
    .select()
    .from(balanceLedger)
    .where(
      inArray(
        balanceLedger.customerId,
        people.map((person) => person.id),
      ),
    );

  const result = await seedMoneyDemo(server.db, { now, payment: server.payment, log: silentLogger });
  // The company's one running order has a bill overdue here: no buyout (history.test.ts has the buyout).
  assert.deepEqual(result, { renewals: 1, billsPaid: 2 + 1, overdue: 2, topUps: 2, buyouts: 0, autoPay: 1 });
  const company = people.find((row) => row.phone === DEMO_ACCOUNTS.company.phone);
  assert.ok(company);
  assert.equal((await agreementInForce(server.db, company.id))?.method, 'balance', 'the company pays by automatic payment');
  assert.equal(await seedMoneyDemo(server.db, { now, payment: server.payment, log: silentLogger }), null, 'once per database');

  const [renewal] = await server.db.select().from(orderRenewals).innerJoin(rentalOrders, eq(rentalOrders.id, orderRenewals.orderId)).where(eq(rentalOrders.orderNo, personOrder));
  assert.equal(renewal?.order_renewals.months, 3);

  for (const [phone, orderNo] of [
    [DEMO_ACCOUNTS.personal.phone, personOrder],
    [DEMO_ACCOUNTS.company.phone, companyOrder],
  ] as const) {
    const person = people.find((row) => row.phone === phone);
    assert.ok(person);
    const login = await server.post('/api/register/reg/paLogin', { phone, passWord: DEMO_ACCOUNTS.personal.password });
    const overdue = await server.post<never>('/api/wBill/list', { status: 2 }, { token: String(login.body.token) });
    const rows = overdue.body.rows as BillView[];
    assert.equal(rows.length, 1, `${phone} has one overdue bill`);
    assert.ok((rows[0]?.lateFee ?? 0) > 0 && (rows[0]?.overdueDays ?? 0) > 0, 'its late fee shows');
    assert.equal(rows[0]?.orderNo, orderNo);
    const [stored] = await server.db
      .select()
      .from(bills)
      .where(eq(bills.id, rows[0]?.billId ?? 0));
    assert.equal(stored?.status, 2, 'marked overdue');
    // The start balance plus the ledger is the balance.
    const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, person.id));
    const [after] = await server.db.select({ balance: customers.balance }).from(customers).where(eq(customers.id, person.id));
    const added = ledger.filter((row) => !ledgerBefore.some((old) => old.id === row.id)).reduce((sum, row) => sum + row.amount, 0);
    assert.equal((before.get(person.id) ?? 0) + added, after?.balance);
    assert.ok(ledger.some((row) => row.kind === 'recharge'));
    const paid = await server.db
      .select()
      .from(bills)
      .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
      .where(and(eq(rentalOrders.orderNo, orderNo), eq(bills.status, 1)));
    assert.ok(
      paid.every((row) => row.bills.lateFee === 0),
      'paid on their due dates: no late fee',
    );
  }
});
