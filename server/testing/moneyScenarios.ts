/**
 * The money an attacker tried to make out of the sandbox cashier by paying two trades of one order,
 * written once and run on both databases: routes/onlineRefunds.test.ts on PGlite (one connection:
 * transactions queue) and db/postgres.pgtest.ts on a PostgreSQL server (many connections: the order
 * lock and the one-open-trade index are what keep it right).
 *
 * The books must add up for every customer: start balance + credits − debits = balance, and
 * money paid online never reaches the balance: it is kept by the order it paid, or it goes back
 * through the provider.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OnlineTrade } from '@/contract/orders';
import { balanceLedger, onlineRefunds, onlineTrades, payments, rentalOrders, sandboxRefunds, sandboxTrades } from '../db/schema';
import type { TestServer } from './harness';
import { balanceOf, customerWithOrders, setBalance } from './rentalScenarios';
import { askRisk, renterWithOverdueBillOrdersAgain } from './riskScenarios';

/** The start balance plus every ledger row is the balance now; answers the ledger rows. */
export async function assertLedgerAddsUp(server: TestServer, customerId: number, start: number) {
  const ledger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, customerId));
  const credits = ledger.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0);
  const debits = ledger.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0);
  assert.equal(start + credits - debits, await balanceOf(server, customerId), 'balance before + credits − debits = balance after');
  return ledger;
}

/**
 * What the payer has given the provider for an order and not got back: paid trades count their
 * amount, refunded ones what was not refunded.
 */
export async function keptByProvider(server: TestServer, orderId: number): Promise<number> {
  const trades = await server.db
    .select({ status: sandboxTrades.status, amount: sandboxTrades.amount, refunded: sandboxTrades.refundedAmount })
    .from(sandboxTrades)
    .innerJoin(onlineTrades, eq(onlineTrades.tradeNo, sandboxTrades.tradeNo))
    .where(eq(onlineTrades.orderId, orderId));
  return trades.reduce((sum, trade) => sum + (trade.status === 'paid' || trade.status === 'refunded' ? trade.amount - trade.refunded : 0), 0);
}

function openTrade(server: TestServer, token: string, orderNo: string) {
  return server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo, idempotencyKey: randomUUID() }, { token });
}

/**
 * The money-from-nothing loop, twenty times at once on one order: open a trade, open another with a new
 * key, pay both at the sandbox cashier, let the notifications arrive. Before the fix every paid
 * trade after the first was "refunded" into the balance, so the balance grew with every loop.
 */
export async function twentySandboxLoopsOnOneOrder(server: TestServer): Promise<void> {
  const cashier = server.payment;
  assert.ok(cashier, 'the sandbox is the payment provider');
  const buyer = await customerWithOrders(server, 1);
  const view = buyer.orders[0];
  assert.ok(view);
  const start = 12_345;
  await setBalance(server, buyer.customerId, start);

  const loop = async () => {
    const trades = [await openTrade(server, buyer.token, view.orderNo), await openTrade(server, buyer.token, view.orderNo)];
    for (const trade of trades) {
      if (trade.body.code === 200 && trade.body.data) await server.post(`/api/pay/sandbox/${trade.body.data.tradeNo}/confirm`, {});
    }
  };
  await Promise.all(Array.from({ length: 20 }, loop));
  await cashier.idle();

  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, view.orderNo));
  assert.ok(order);
  assert.equal(await balanceOf(server, buyer.customerId), start, 'the balance did not grow');
  assert.deepEqual(await assertLedgerAddsUp(server, buyer.customerId, start), [], 'no balance movement at all');

  const orderPayments = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
  const succeeded = orderPayments.filter((payment) => payment.status === 'succeeded');
  // The last trade opened is never superseded, and it was confirmed: exactly one payment is kept.
  assert.equal(succeeded.length, 1, `one payment kept, got ${succeeded.length}`);
  assert.equal(order.status, 1);
  // Whatever else was paid went back through the provider: the payer is out of pocket once at most.
  const pending = await server.db
    .select()
    .from(onlineRefunds)
    .where(and(eq(onlineRefunds.orderId, order.id), eq(onlineRefunds.status, 'pending')));
  assert.deepEqual(pending, [], 'every refund reached the provider');
  assert.equal(await keptByProvider(server, order.id), succeeded.length * order.payable);
  const refunded = orderPayments.filter((payment) => payment.status === 'refunded');
  const refunds = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, order.id));
  assert.deepEqual(refunds.map((refund) => refund.paymentId).sort(), refunded.map((payment) => payment.id).sort());
  const open = await server.db
    .select()
    .from(onlineTrades)
    .where(and(eq(onlineTrades.orderId, order.id), eq(onlineTrades.status, 'open')));
  assert.ok(open.length <= 1);
}

/**
 * An order paid online, then rejected by ten risk checks at once: one close, one refund through
 * the provider (each check's request sends the pending refunds after its commit, all at once),
 * and the balance never moves.
 */
export async function tenRacingRiskChecksOfAnOrderPaidOnline(server: TestServer): Promise<void> {
  const cashier = server.payment;
  assert.ok(cashier, 'the sandbox is the payment provider');
  const { renter, order: view } = await renterWithOverdueBillOrdersAgain(server);
  const start = await balanceOf(server, renter.customerId);
  const ledgerBefore = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId));
  const opened = await openTrade(server, renter.token, view.orderNo);
  const tradeNo = opened.body.data?.tradeNo ?? '';
  assert.ok(tradeNo, opened.body.msg);
  assert.equal((await server.post<{ status: string }>(`/api/pay/sandbox/${tradeNo}/confirm`, {})).body.data?.status, 'paid');
  await cashier.idle();

  const answers = await Promise.all(Array.from({ length: 10 }, () => askRisk(server, renter.token, view.orderNo)));

  assert.ok(
    answers.every((answer) => answer.body.data?.decision === 'reject' && answer.body.data.orderStatus === 10),
    answers.map((answer) => answer.body.msg).join(),
  );
  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, view.orderNo));
  assert.ok(order);
  const refunds = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, order.id));
  assert.deepEqual(
    refunds.map((refund) => [refund.tradeNo, refund.status, refund.amount, refund.reason]),
    [[tradeNo, 'succeeded', order.payable, 'order_closed']],
  );
  const [atProvider] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  assert.deepEqual([atProvider?.status, atProvider?.refundedAmount], ['refunded', order.payable]);
  const providerRefunds = await server.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo));
  assert.deepEqual(
    providerRefunds.map((refund) => refund.refundNo),
    [refunds[0]?.refundNo],
  );
  assert.equal(await balanceOf(server, renter.customerId), start);
  const firstBalance = start - ledgerBefore.reduce((sum, row) => sum + row.amount, 0);
  const ledgerAfter = await assertLedgerAddsUp(server, renter.customerId, firstBalance);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  assert.deepEqual(ids(ledgerAfter), ids(ledgerBefore), 'no ledger row for online money');
}
