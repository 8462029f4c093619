/**
 * Changes of renting entity (a personal customer's running rental moved to a verified company),
 * arranged through the public API and written once so the race runs on both databases:
 * routes/orderTransfers.test.ts on PGlite (one connection: transactions queue) and
 * db/postgres.pgtest.ts on a PostgreSQL server (ten connections: the order row's lock and the
 * unique key are what keep the money moving once).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderTransferResult } from '@/contract/orderTransfers';
import { balanceLedger, customers, orderTransfers, rentalOrders, smsCodes } from '../db/schema';
import { SECOND_MS } from '../domain/shared/clock';
import { companyAccount } from './creditScenarios';
import type { TestServer } from './harness';
import { balanceOf, customerRenting, setBalance } from './rentalScenarios';

/** A verified (or not) company account with a session, its phone, a credit line and a balance. */
export async function companyToTakeOver(server: TestServer, options: { creditLine: number; balance: number; verified?: boolean }) {
  const company = await companyAccount(server, { verified: options.verified ?? true, creditLine: options.creditLine });
  await setBalance(server, company.customerId, options.balance);
  const [row] = await server.db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, company.customerId));
  assert.ok(row);
  return { ...company, phone: row.phone };
}

let peerSerial = 0;

/**
 * Asks for a company's consent code (type 4) with the person's session and reads it from the
 * sandbox outbox. The clock moves past the phone's 60 s cooldown first; each request comes from
 * its own address so a long test file stays within the 30 codes an hour per address.
 */
export async function consentCode(server: TestServer, token: string, companyPhone: string): Promise<string> {
  server.clock.advance(61 * SECOND_MS);
  peerSerial += 1;
  const sent = await server.sendCode(companyPhone, 4, { token, peer: `198.51.100.${(peerSerial % 250) + 1}` });
  assert.equal(sent.body.code, 200, sent.body.msg);
  return server.latestCode(companyPhone);
}

export const EMERGENCY_CONTACT = { name: '李娜', phone: '13600004444' };

export function transferBody(orderNo: string, companyPhone: string, code: string, idempotencyKey: string = randomUUID()) {
  return { orderNo, companyPhone, code, contact: EMERGENCY_CONTACT, idempotencyKey };
}

export function submitTransfer(server: TestServer, token: string, body: ReturnType<typeof transferBody> | Record<string, unknown>) {
  return server.post<OrderTransferResult>('/api/wOrder/changeBodyOrder', body, { token });
}

/**
 * One change sent ten times at once with the same key: every answer is the same success, one
 * transfer row, the deposit refunded once and the company debited once.
 */
export async function tenRacingTransfersWithOneKey(server: TestServer): Promise<void> {
  const renter = await customerRenting(server);
  const deposit = renter.order.deposit;
  assert.ok(deposit > 1, 'the rented SKU has a deposit');
  // The credit line covers part of the deposit; the company pays the rest from its balance.
  const waived = Math.floor(deposit / 3);
  const company = await companyToTakeOver(server, { creditLine: waived, balance: deposit * 2 });
  const personBefore = await balanceOf(server, renter.customerId);
  const code = await consentCode(server, renter.token, company.phone);
  const body = transferBody(renter.order.orderNo, company.phone, code);

  const answers = await Promise.all(Array.from({ length: 10 }, () => submitTransfer(server, renter.token, body)));

  assert.ok(
    answers.every((answer) => answer.body.code === 200),
    answers.map((answer) => answer.body.msg).join(),
  );
  assert.equal(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size, 1);
  const result = answers[0]?.body.data;
  assert.ok(result);
  assert.equal(result.depositRefunded, deposit);
  assert.equal(result.companyDepositWaived, waived);
  assert.equal(result.companyDepositPaid, deposit - waived);
  assert.equal(result.balance, personBefore + deposit);

  assert.equal((await server.db.select().from(orderTransfers).where(eq(orderTransfers.orderId, renter.order.id))).length, 1);
  assert.equal(await balanceOf(server, renter.customerId), personBefore + deposit);
  assert.equal(await balanceOf(server, company.customerId), deposit * 2 - (deposit - waived));
  const personLedger = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.customerId, renter.customerId), eq(balanceLedger.kind, 'deposit_refund')));
  assert.deepEqual(
    personLedger.map((row) => [row.amount, row.orderId]),
    [[deposit, renter.order.id]],
  );
  const companyLedger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, company.customerId));
  assert.deepEqual(
    companyLedger.map((row) => [row.amount, row.kind, row.orderId]),
    [[-(deposit - waived), 'payment', renter.order.id]],
  );
  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.id, renter.order.id));
  assert.equal(order?.customerId, company.customerId);
  assert.equal(order?.deposit, deposit - waived);
  assert.equal(order?.depositWaived, waived);
  const [sms] = await server.db
    .select({ consumedAt: smsCodes.consumedAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, company.phone), eq(smsCodes.purpose, 4)));
  assert.ok(sms?.consumedAt);
}
