/**
 * Risk-check scenarios, run on PGlite (routes/risk.test.ts) and on PostgreSQL
 * (db/postgres.pgtest.ts): a rejected order's refund happens once however many ask at once.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RentalOrderView, RiskCheckView } from '@/contract/orders';
import { balanceLedger, bills, payments, rentalOrderItems, rentalOrders, riskRecords } from '../db/schema';
import type { TestServer } from './harness';
import { balanceOf, customerRenting, pay, setBalance } from './rentalScenarios';
import { stockOf } from './rentals';

const ADDRESS = { name: '周杰', phone: '13600003333', province: '江苏省', city: '南京市', district: '玄武区', detail: '中山路 18 号' };

export function askRisk(server: TestServer, token: string, orderNo: string) {
  return server.post<RiskCheckView>('/risk/record/getRiskUsers/orderno', { orderNo }, { token });
}

/**
 * A renter who placed a second order, still unpaid, just before a bill fell due: the risk check
 * will reject it once paid (a new order is refused outright while the bill is overdue).
 */
export async function renterWithOverdueBillOrdersAgain(server: TestServer) {
  const renter = await customerRenting(server);
  const overdueBill = renter.bills[1];
  assert.ok(overdueBill);
  const [item] = await server.db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, renter.order.id));
  assert.ok(item);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: item.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token: renter.token },
  );
  assert.ok(placed.body.data, placed.body.msg);
  await server.db.update(bills).set({ status: 2 }).where(eq(bills.id, overdueBill.id));
  return { renter, order: placed.body.data, skuId: item.skuId };
}

/**
 * A renter with an overdue bill: a second order, paid, is rejected by the risk check — closed,
 * its payment back on the balance with one ledger row, its first bill 已退款, its stock back.
 */
export async function renterWithOverdueBillPaysAgain(server: TestServer) {
  const { renter, order, skuId } = await renterWithOverdueBillOrdersAgain(server);
  await setBalance(server, renter.customerId, order.payable + 100);
  const paid = await pay(server, renter.token, order.orderNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  return { renter, order, skuId, stockAfterPayment: await stockOf(server.db, skuId) };
}

/** Ten risk checks of one order to be rejected, at once: one record, one close, one refund. */
export async function tenRacingRiskChecksOfARejectedOrder(server: TestServer): Promise<void> {
  const { renter, order, skuId, stockAfterPayment } = await renterWithOverdueBillPaysAgain(server);
  const balanceAfterPayment = await balanceOf(server, renter.customerId);
  assert.equal(balanceAfterPayment, 100);

  const answers = await Promise.all(Array.from({ length: 10 }, () => askRisk(server, renter.token, order.orderNo)));

  for (const answer of answers) {
    assert.equal(answer.body.code, 200, answer.body.msg);
    assert.equal(answer.body.data?.decision, 'reject');
    assert.equal(answer.body.data?.orderStatus, 10);
  }
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
  assert.ok(row);
  assert.equal((await server.db.select().from(riskRecords).where(eq(riskRecords.orderId, row.id))).length, 1);
  assert.equal(await balanceOf(server, renter.customerId), balanceAfterPayment + order.payable);
  const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.orderId, row.id));
  assert.deepEqual(
    ledger.map((entry) => [entry.kind, entry.amount]).sort(),
    [
      ['payment', -order.payable],
      ['refund', order.payable],
    ].sort(),
  );
  const [payment] = await server.db.select().from(payments).where(eq(payments.orderId, row.id));
  assert.equal(payment?.status, 'refunded');
  const [firstBill] = await server.db.select().from(bills).where(eq(bills.orderId, row.id));
  assert.equal(firstBill?.status, 3);
  assert.equal(await stockOf(server.db, skuId), stockAfterPayment + 1);
}
