/**
 * The commerce bench's customers: registered, topped up through the cashier with a ledger row per
 * top-up, able to log in with the known password and to rent the bench SKU at the planned price;
 * preparing twice adds nothing; the report reads back what orders and a payment did.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AccountOverview } from '@/contract/money';
import type { BalancePayment, RentalOrderView } from '@/contract/orders';
import { startTestServer, type TestServer } from '../../testing/harness';
import { balanceLedger, goodsSkus } from '../../db/schema';
import { BENCH_PASSWORD, benchReport, prepareBenchCustomers, type BenchPlan } from './benchCustomers';

let server: TestServer;
let plan: BenchPlan;
const ORDERS_EACH = 3;

before(async () => {
  server = await startTestServer();
  assert.ok(server.payment);
  plan = await prepareBenchCustomers(server.db, { count: 2, ordersEach: ORDERS_EACH, provider: server.payment, now: server.clock.now() });
});
after(() => server.close());

const ledgerOf = (customerId: number) => server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, customerId));

test('each customer logs in with the known password and holds the balance its recharge ledger rows add up to', async () => {
  assert.equal(plan.customers.length, 2);
  assert.ok(plan.payable > 0);
  for (const customer of plan.customers) {
    const login = await server.post('/api/register/reg/paLogin', { phone: customer.phone, passWord: BENCH_PASSWORD });
    assert.equal(login.body.code, 200, login.body.msg);
    assert.equal(typeof login.body.token, 'string');
    const account = await server.get<AccountOverview>('/api/wUser/account', { token: String(login.body.token) });
    assert.equal(account.body.data?.balance, customer.balance);
    assert.ok(customer.balance >= plan.payable * ORDERS_EACH);

    const ledger = await ledgerOf(customer.customerId);
    assert.equal(ledger.length, customer.topUps);
    assert.ok(ledger.every((row) => row.kind === 'recharge' && row.tradeNo !== null && row.amount > 0));
    assert.equal(
      ledger.reduce((total, row) => total + row.amount, 0),
      customer.balance,
    );
  }
  const [sku] = await server.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, plan.sku.skuId));
  assert.equal(sku?.stock, plan.sku.stock);
  assert.ok(plan.sku.stock >= 2 * ORDERS_EACH);
});

test('preparing again keeps the accounts, their balances and the stock', async () => {
  assert.ok(server.payment);
  const again = await prepareBenchCustomers(server.db, { count: 2, ordersEach: ORDERS_EACH, provider: server.payment, now: server.clock.now() });
  assert.deepEqual(
    again.customers.map(({ customerId, balance, topUps }) => ({ customerId, balance, topUps })),
    plan.customers.map(({ customerId, balance }) => ({ customerId, balance, topUps: 0 })),
  );
  assert.deepEqual(again.sku, plan.sku);
});

test('orders rented as the bench does cost the planned amount, and the report reads back which one was paid', async () => {
  const [customer] = plan.customers;
  assert.ok(customer);
  const login = await server.post('/api/register/reg/paLogin', { phone: customer.phone, passWord: BENCH_PASSWORD });
  const token = String(login.body.token);
  const rent = async () => {
    const added = await server.post<{ id: number }>('/api/wCar/addCarGoods', { skuId: plan.sku.skuId, termMonths: plan.termMonths, quantity: 1 }, { token });
    assert.ok(added.body.data, added.body.msg);
    const placed = await server.post<RentalOrderView>(
      '/api/wOrder/addOrder',
      { cartLineIds: [added.body.data.id], address: { ...plan.address, phone: customer.phone }, idempotencyKey: randomUUID() },
      { token },
    );
    assert.ok(placed.body.data, placed.body.msg);
    assert.equal(placed.body.data.payable, plan.payable);
    return placed.body.data.orderNo;
  };
  // The first one left unpaid: the report must tell the orders apart, not just count payments.
  const unpaid = await rent();
  const orderNo = await rent();
  const paid = await server.post<BalancePayment>('/api/wOrder/yezf', { orderNo, idempotencyKey: randomUUID() }, { token });
  assert.equal(paid.body.data?.amount, plan.payable, paid.body.msg);

  const report = await benchReport(server.db, { count: 2, skuId: plan.sku.skuId });
  assert.equal(report.sku.stock, plan.sku.stock - 2);
  const mine = report.customers.find((row) => row.customerId === customer.customerId);
  assert.ok(mine);
  assert.equal(mine.balance, customer.balance - plan.payable);
  assert.deepEqual(mine.orders, [
    { orderNo: unpaid, status: 0, payable: plan.payable, paid: 0, units: 1 },
    { orderNo, status: 1, payable: plan.payable, paid: plan.payable, units: 1 },
  ]);
  assert.equal(mine.ledger.sum, mine.balance);
  assert.equal(mine.ledger.lastBalanceAfter, mine.balance);
  assert.deepEqual(mine.ledger.byKind.payment, { rows: 1, sum: -plan.payable });
});
