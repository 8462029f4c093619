/**
 * Arrangement for the tests of money going back (payments/moneyBack.ts): rentals paid at the
 * sandbox cashier, bills paid ahead there, and what the provider and our books then hold.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OnlineTrade } from '@/contract/orders';
import { balanceLedger, onlineRefunds, onlineTrades, sandboxRefunds, sandboxTrades } from '../db/schema';
import { sendPendingRefunds } from '../domain/payments/refunds';
import { silentLogger } from '../runtime/log';
import { approve, confirmReceipt, placedOrder, shipThroughDoor, type Renter } from './fulfilmentScenarios';
import type { TestServer } from './harness';
import { payOnline } from './orderDesk';

/** A trade paid at the sandbox cashier, its notification handled. */
async function confirmAtCashier(server: TestServer, tradeNo: string): Promise<void> {
  assert.ok(server.payment, 'the sandbox is the payment provider');
  assert.equal(await server.payment.confirm(tradeNo), 'paid');
  await server.payment.idle();
}

/** A running rental (租赁中) whose first payment (rent, deposit, freight) was made at the cashier. */
export async function rentalPaidOnline(server: TestServer, renter: Renter) {
  const order = await placedOrder(server, renter, { paid: false });
  const firstTrade = await payOnline(server, renter, order.orderNo);
  await approve(server, order.orderId);
  assert.equal((await shipThroughDoor(server, order.orderNo)).body.code, 200);
  assert.equal((await confirmReceipt(server, renter.token, order.orderNo)).body.code, 200);
  return { ...order, firstTrade };
}

/** Bills paid together at the cashier (`/api/wBill/liJiZhiFu`): answers the trade number. */
export async function payBillsOnline(server: TestServer, renter: Renter, billIds: readonly number[]): Promise<string> {
  const opened = await server.post<OnlineTrade>('/api/wBill/liJiZhiFu', { billIds, idempotencyKey: randomUUID() }, { token: renter.token });
  assert.ok(opened.body.data, opened.body.msg);
  await confirmAtCashier(server, opened.body.data.tradeNo);
  return opened.body.data.tradeNo;
}

/** The pending refunds sent to the sandbox, as the scheduler would. */
export async function sendRefunds(server: TestServer): Promise<void> {
  assert.ok(server.payment);
  await sendPendingRefunds(server.db, server.payment, server.clock.now(), silentLogger);
}

/** A trade as both sides see it: our books (status, refunded so far, the refund rows) and the sandbox's. */
export async function tradeBothSides(server: TestServer, tradeNo: string) {
  const [ours] = await server.db.select().from(onlineTrades).where(eq(onlineTrades.tradeNo, tradeNo));
  const [theirs] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
  const refunds = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.tradeNo, tradeNo));
  const atProvider = await server.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo));
  assert.ok(ours && theirs);
  return { ours, theirs, refunds, atProvider };
}

/** The customer's ledger rows, oldest first. */
export function ledgerOf(server: TestServer, customerId: number) {
  return server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, customerId)).orderBy(balanceLedger.id);
}
