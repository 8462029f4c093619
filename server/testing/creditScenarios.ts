/**
 * Deposit-free renting on a verified company's credit line, written once and run on both
 * databases: routes/checkoutPricing.test.ts on PGlite (one connection: transactions queue) and
 * db/postgres.pgtest.ts on a PostgreSQL server (ten connections: the customer row's lock is what
 * keeps the credit from being spent twice).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HOLDING_LIMITS, type RentalOrderView } from '@/contract/orders';
import { customers } from '../db/schema';
import { createSession } from '../domain/auth/sessions';
import { createCustomer } from '../domain/customers/accounts';
import { HOUR_MS } from '../domain/shared/clock';
import type { TestServer } from './harness';
import { rentableSkus, setStock } from './rentals';

const ADDRESS = { name: '李娜', phone: '13600003333', province: '广东省', city: '深圳市', district: '南山区', detail: '高新南一道 9 号' };

/**
 * A company account with a session. Verification has no customer-facing write path yet (the
 * back office will own it), so the test sets the account's state as that will.
 */
export async function companyAccount(server: TestServer, options: { verified: boolean; creditLine: number }) {
  const now = server.clock.now();
  const customer = await createCustomer(
    server.db,
    { phone: server.newPhone(), passwordHash: 'unused', accountType: 'company', companyName: '测试科技有限公司', personName: '测试联系人', verified: options.verified },
    now,
  );
  assert.ok(customer);
  await server.db.update(customers).set({ creditLine: options.creditLine }).where(eq(customers.id, customer.id));
  const token = await createSession(server.db, { kind: 'customer', customerId: customer.id }, { now, ttlMs: HOUR_MS });
  return { token, customerId: customer.id, globalId: customer.globalId };
}

/**
 * The three one-unit orders a company may hold unpaid (HOLDING_LIMITS), placed at once against a
 * credit line covering one and a half deposits: every order goes through (what the credit does
 * not cover is paid in cash), and the deposits waived add up to exactly the credit line — one in
 * full, one in part, one not at all.
 */
export async function racingDepositFreeOrders(server: TestServer): Promise<void> {
  const [sku] = (await rentableSkus(server.db, 1)).filter((candidate) => candidate.deposit >= 2);
  assert.ok(sku, 'a rentable SKU with a deposit');
  await setStock(server.db, sku.skuId, sku.stock + HOLDING_LIMITS.unpaidOrders);
  const creditLine = Math.floor(sku.deposit * 1.5);
  const company = await companyAccount(server, { verified: true, creditLine });

  const answers = await Promise.all(
    Array.from({ length: HOLDING_LIMITS.unpaidOrders }, () =>
      server.post<RentalOrderView>(
        '/api/wOrder/addOrder',
        { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
        { token: company.token },
      ),
    ),
  );

  const orders = answers.map((answer) => {
    assert.equal(answer.body.code, 200, answer.body.msg);
    assert.ok(answer.body.data);
    return answer.body.data;
  });
  try {
    const waived = orders.map((order) => order.depositWaived).sort((a, b) => b - a);
    assert.equal(
      waived.reduce((total, value) => total + value, 0),
      creditLine,
      `waived ${waived.join(', ')} of a ${creditLine} credit line`,
    );
    assert.deepEqual(waived, [sku.deposit, creditLine - sku.deposit, 0]);
    for (const order of orders) {
      assert.equal(order.deposit + order.depositWaived, sku.deposit);
      assert.equal(order.payable, order.firstMonthRent - order.couponDiscount + order.deposit + order.freight);
    }
  } finally {
    for (const order of orders) await server.post('/api/wOrder/cancel', { orderNo: order.orderNo }, { token: company.token });
    await setStock(server.db, sku.skuId, sku.stock);
  }
}
