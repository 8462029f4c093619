/**
 * The bills an online trade of purpose `bills` pays (`online_trade_bills`). A bill is in at most
 * one open trade: whatever makes a trade useless for a bill — a newer trade for it, the bill paid
 * from the balance, settled by a buyout — closes every open trade covering that bill, here, in that
 * writer's transaction (the bills locked first); the provider is told after the commit, as for an
 * order's trades (trades.ts). A trade that stops being open, whichever way, releases all its bills.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { onlineTradeBills, onlineTrades } from '../../db/schema';

/** Every open trade covering any of these bills closed, and all their bills released. Answers the trade numbers closed. */
export async function closeTradesOfBills(tx: Executor, billIds: readonly number[], now: Date): Promise<string[]> {
  if (billIds.length === 0) return [];
  const covering = await tx
    .select({ tradeId: onlineTradeBills.tradeId })
    .from(onlineTradeBills)
    .where(and(inArray(onlineTradeBills.billId, [...billIds]), eq(onlineTradeBills.open, true)));
  return closeBillsTrades(tx, [...new Set(covering.map((row) => row.tradeId))], now);
}

/** These `bills` trades closed if still open, and all their bills released. Answers the trade numbers closed. */
export async function closeBillsTrades(tx: Executor, tradeIds: readonly number[], now: Date): Promise<string[]> {
  if (tradeIds.length === 0) return [];
  const closed = await tx
    .update(onlineTrades)
    .set({ status: 'closed', closedAt: now })
    .where(and(inArray(onlineTrades.id, [...tradeIds]), eq(onlineTrades.status, 'open')))
    .returning({ tradeNo: onlineTrades.tradeNo });
  await releaseTradeBills(tx, tradeIds);
  return closed.map((trade) => trade.tradeNo);
}

/** The trades' bills no longer held by them (the trade was paid, refunded or closed). */
export async function releaseTradeBills(tx: Executor, tradeIds: readonly number[]): Promise<void> {
  if (tradeIds.length === 0) return;
  await tx
    .update(onlineTradeBills)
    .set({ open: false })
    .where(and(inArray(onlineTradeBills.tradeId, [...tradeIds]), eq(onlineTradeBills.open, true)));
}

/** The bills of a trade with the rent and late fee each carried when it was opened, by bill id. */
export async function billsOfTrade(tx: Executor, tradeId: number) {
  return tx.select().from(onlineTradeBills).where(eq(onlineTradeBills.tradeId, tradeId)).orderBy(onlineTradeBills.billId);
}
