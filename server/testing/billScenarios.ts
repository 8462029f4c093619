/**
 * Money after checkout, arranged through the public API and written once for both databases:
 * routes/billPayments.test.ts on PGlite (one connection: transactions queue) and
 * db/postgres.pgtest.ts on a PostgreSQL server (many connections: the bill locks and the
 * conditional debits are what keep the money right).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { BillsPayment } from '@/contract/bills';
import type { RentalOrderView } from '@/contract/orders';
import { balanceLedger, billPayments, bills, rentalOrders } from '../db/schema';
import { transition } from '../domain/orders/lifecycle';
import type { TestServer } from './harness';
import { assertLedgerAddsUp } from './moneyScenarios';
import { balanceOf, customerRenting, pay, setBalance } from './rentalScenarios';
import { rentableSkus } from './rentals';

/**
 * A running order (租赁中) for a customer who has one already or anything else: placed, paid from
 * the balance (set to its payable first), approved, shipped and received. Answers its number.
 */
export async function rentAnotherOrder(server: TestServer, customer: { token: string; customerId: number }): Promise<string> {
  const [sku] = await rentableSkus(server.db, 2);
  assert.ok(sku);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    {
      items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }],
      address: { name: '赵敏', phone: '13600002222', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' },
      idempotencyKey: randomUUID(),
    },
    { token: customer.token },
  );
  const order = placed.body.data;
  assert.ok(order, placed.body.msg);
  const before = await balanceOf(server, customer.customerId);
  await setBalance(server, customer.customerId, order.payable);
  assert.equal((await pay(server, customer.token, order.orderNo)).body.code, 200);
  await setBalance(server, customer.customerId, before);
  const [row] = await server.db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
  assert.ok(row);
  const now = server.clock.now();
  await server.db.transaction(async (tx) => {
    await transition(tx, row.id, 2, { kind: 'sys', id: 1 }, '审核通过', now);
    await transition(tx, row.id, 3, { kind: 'sys', id: 1 }, '发货', now);
    await transition(tx, row.id, 4, { kind: 'customer', id: customer.customerId }, '确认收货', now);
  });
  return order.orderNo;
}

export function payAll(server: TestServer, token: string, billIds: number[], extra: { amount?: number; idempotencyKey?: string } = {}) {
  return server.post<BillsPayment>(
    '/api/wBill/payAll',
    { billIds, idempotencyKey: extra.idempotencyKey ?? randomUUID(), ...(extra.amount === undefined ? {} : { amount: extra.amount }) },
    { token },
  );
}

/** The bills of some ids as stored now, in id order. */
export async function billRows(server: TestServer, ids: readonly number[]) {
  return server.db
    .select()
    .from(bills)
    .where(inArray(bills.id, [...ids]))
    .orderBy(bills.id);
}

/**
 * Five payments at once over overlapping bills of one renter (two pay-alls, a pay-all of all four,
 * two single bills), the balance covering everything: every bill is paid exactly once, each answer
 * that succeeded paid a set no other success paid, and the ledger adds up to the balance.
 */
export async function racingPaymentsOfOverlappingBills(server: TestServer): Promise<void> {
  const renter = await customerRenting(server);
  const [b2, b3, b4, b5] = renter.bills.slice(1, 5).map((bill) => bill.id) as [number, number, number, number];
  const start = renter.order.monthlyRent * 10;
  await setBalance(server, renter.customerId, start);
  const startLedger = (await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId))).reduce((sum, row) => sum + row.amount, 0);

  const attempts = [[b2, b3, b4], [b3, b4, b5], [b4], [b5], [b2, b3, b4, b5]];
  const answers = await Promise.all(attempts.map((ids) => payAll(server, renter.token, ids)));

  const won = answers.flatMap((answer, index) => (answer.body.code === 200 ? [attempts[index] ?? []] : []));
  assert.ok(won.length >= 1, answers.map((answer) => answer.body.msg).join());
  assert.ok(
    answers.every((answer) => answer.body.code === 200 || answer.body.msg === '账单已支付'),
    answers.map((answer) => answer.body.msg).join(),
  );
  const paidIds = won.flat();
  assert.equal(new Set(paidIds).size, paidIds.length, 'no bill paid by two successful payments');
  const rows = await server.db
    .select()
    .from(billPayments)
    .where(inArray(billPayments.billId, [b2, b3, b4, b5]));
  assert.deepEqual(rows.map((row) => row.billId).sort(), [...paidIds].sort(), 'one payment row per paid bill');
  const paid = await billRows(server, paidIds);
  assert.ok(paid.every((bill) => bill.status === 1));
  const after = await balanceOf(server, renter.customerId);
  assert.equal(after, start - paid.reduce((sum, bill) => sum + bill.amount, 0));
  // The balance was set by hand: the ledger from that point adds up.
  await assertLedgerAddsUp(server, renter.customerId, start - startLedger);
}

/**
 * Two pay-alls of disjoint bills at once against a balance that covers one of them: exactly one
 * succeeds, the other changes nothing (all or nothing), and the balance never goes below zero.
 */
export async function racingPayAllsAgainstAShortBalance(server: TestServer): Promise<void> {
  const renter = await customerRenting(server);
  const first = renter.bills.slice(1, 3).map((bill) => bill.id);
  const second = renter.bills.slice(3, 5).map((bill) => bill.id);
  const amount = renter.order.monthlyRent * 2;
  await setBalance(server, renter.customerId, amount + Math.floor(renter.order.monthlyRent / 2));

  const answers = await Promise.all([payAll(server, renter.token, first), payAll(server, renter.token, second)]);

  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1, answers.map((answer) => answer.body.msg).join());
  assert.ok(answers.some((answer) => answer.body.msg === '余额不足，请充值后再支付'));
  const loser = answers[0]?.body.code === 200 ? second : first;
  assert.ok(
    (await billRows(server, loser)).every((bill) => bill.status === 0),
    'the refused pay-all paid none of its bills',
  );
  assert.equal((await server.db.select().from(billPayments).where(inArray(billPayments.billId, loser))).length, 0);
  assert.equal(await balanceOf(server, renter.customerId), Math.floor(renter.order.monthlyRent / 2));
  const debits = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.customerId, renter.customerId), inArray(balanceLedger.billId, [...first, ...second])));
  assert.equal(debits.length, 2);
  assert.ok(debits.every((row) => row.balanceAfter >= 0));
}
