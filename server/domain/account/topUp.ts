/**
 * Topping up the balance (`POST /api/wUser/recharge`): online money only, through the payment
 * provider; the balance grows when the provider's notification says the trade was paid
 * (topUpSettle.ts). ONE transaction with the customer row locked: the same key answers the same
 * trade while it is open; a new top-up closes the customer's open one (at most one open top-up
 * per customer: a partial unique index backs it).
 */
import { and, eq } from 'drizzle-orm';
import { MONEY_MESSAGES } from '@/contract/money';
import { ORDER_MESSAGES } from '@/contract/orders';
import type { Db } from '../../db/client';
import { customers, onlineTrades } from '../../db/schema';
import { insertOpenTrade, tradeByKey, type OpenedTrade } from '../payments/trades';
import { notFound, Refusal } from '../shared/refusal';

export const TOP_UP_SUBJECT = '账户余额充值';

export async function openTopUpTrade(db: Db, customerId: number, input: { amount: number; idempotencyKey: string }, now: Date): Promise<OpenedTrade> {
  return db.transaction(async (tx): Promise<OpenedTrade> => {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
    if (!customer) throw notFound();
    const previous = await tradeByKey(tx, customerId, input.idempotencyKey);
    if (previous) {
      if (previous.purpose !== 'topup' || previous.amount !== input.amount) throw new Refusal(MONEY_MESSAGES.tradeKeyReused);
      if (previous.status === 'open') return { trade: previous, superseded: [] };
      throw new Refusal(ORDER_MESSAGES.tradeClosed);
    }
    const closed = await tx
      .update(onlineTrades)
      .set({ status: 'closed', closedAt: now })
      .where(and(eq(onlineTrades.customerId, customerId), eq(onlineTrades.purpose, 'topup'), eq(onlineTrades.status, 'open')))
      .returning({ tradeNo: onlineTrades.tradeNo });
    const created = await insertOpenTrade(
      tx,
      { purpose: 'topup', orderId: null, customerId, amount: input.amount, subject: TOP_UP_SUBJECT, idempotencyKey: input.idempotencyKey },
      now,
    );
    return { trade: created, superseded: closed.map((row) => row.tradeNo) };
  });
}
