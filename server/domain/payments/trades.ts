/**
 * The state of an order's online trades in our books, and closing them at the provider.
 *
 * An order has at most one `open` trade (a partial unique index; every writer holds the order
 * row lock as well). Whatever makes a trade useless — a newer trade, the order paid from the
 * balance, cancelled or timed out — closes it here, in that writer's transaction; the provider is
 * told after the commit (it is outside the database), and until it confirms (`provider_closed_at`)
 * the scheduler keeps asking. A trade paid at the provider before the close reached it is not
 * lost: its notification (or, when that never comes, whoever finds it paid while closing it)
 * finds the trade closed and sends the money back (refunds.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { onlineTrades, rentalOrders } from '../../db/schema';
import type { Logger } from '../../runtime/log';
import type { PaymentProvider } from '../../providers/payment';

import type { TradeRow } from './tradeOutcome';

/** 32 hex characters from 16 random bytes. */
export function newTradeNo(): string {
  return randomBytes(16).toString('hex');
}

/**
 * A trade opened in a purpose's transaction, and the older trades that transaction closed: after
 * the commit both go to the provider (onlineTrades/announce.ts).
 */
export type OpenedTrade = { trade: TradeRow; superseded: string[] };

/** In the purpose's transaction: the customer's earlier trade under this idempotency key (a retried request), if any. */
export async function tradeByKey(tx: Executor, customerId: number, idempotencyKey: string): Promise<TradeRow | undefined> {
  const [previous] = await tx
    .select()
    .from(onlineTrades)
    .where(and(eq(onlineTrades.customerId, customerId), eq(onlineTrades.idempotencyKey, idempotencyKey)));
  return previous;
}

/** What a purpose says of its new trade; the number, the status and the time are the same for all. */
export type NewTrade = Pick<TradeRow, 'purpose' | 'orderId' | 'customerId' | 'amount' | 'subject' | 'idempotencyKey'> & Partial<Pick<TradeRow, 'buyoutQuoteId' | 'upgradeId'>>;

/** In the purpose's transaction, once it has closed what the new trade supersedes: the new open trade. */
export async function insertOpenTrade(tx: Executor, trade: NewTrade, now: Date): Promise<TradeRow> {
  const [created] = await tx
    .insert(onlineTrades)
    .values({ ...trade, tradeNo: newTradeNo(), status: 'open', createdAt: now })
    .returning();
  if (!created) throw new Error('online trade not written');
  return created;
}

/** Trades closed per scheduler run: the next run takes the rest. */
const BATCH = 200;

/** In the caller's transaction (the order row locked): the order's open trade, if any, closed. Answers the trade numbers closed. */
export async function closeOpenTrades(tx: Executor, orderId: number, now: Date): Promise<string[]> {
  const closed = await tx
    .update(onlineTrades)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(onlineTrades.orderId, orderId), eq(onlineTrades.status, 'open')))
    .returning({ tradeNo: onlineTrades.tradeNo });
  return closed.map((trade) => trade.tradeNo);
}

export type ProviderCloses = { confirmed: number; paid: string[] };

/**
 * Asks the provider to close trades we closed, and records the ones it confirmed (closed,
 * cancelled, or unknown to it: nothing can be paid there). Answers as well the trades the provider
 * says were paid first: the caller hands them to the notification handler, which refunds them (a
 * lost notification is recovered this way). A failed call is logged and left for the next try.
 */
export async function closeTradesAtProvider(db: Db, provider: PaymentProvider, tradeNos: readonly string[], now: Date, log: Logger): Promise<ProviderCloses> {
  const result: ProviderCloses = { confirmed: 0, paid: [] };
  for (const tradeNo of tradeNos) {
    let status;
    try {
      status = await provider.closeTrade(tradeNo);
    } catch (error) {
      log.warn(`[pay] closing trade ${tradeNo} at the provider failed, will retry: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (status === 'paid') result.paid.push(tradeNo);
    if (status === 'paid' || status === 'refunded') continue;
    await db
      .update(onlineTrades)
      .set({ providerClosedAt: now })
      .where(and(eq(onlineTrades.tradeNo, tradeNo), eq(onlineTrades.status, 'closed'), isNull(onlineTrades.providerClosedAt)));
    result.confirmed += 1;
  }
  return result;
}

/** The scheduler's part: every trade closed here that the provider has not confirmed closed yet. */
export async function closeUnconfirmedTrades(db: Db, provider: PaymentProvider, now: Date, log: Logger): Promise<ProviderCloses> {
  const due = await db
    .select({ tradeNo: onlineTrades.tradeNo })
    .from(onlineTrades)
    .where(and(eq(onlineTrades.status, 'closed'), isNull(onlineTrades.providerClosedAt)))
    .orderBy(asc(onlineTrades.closedAt))
    .limit(BATCH);
  return closeTradesAtProvider(
    db,
    provider,
    due.map((trade) => trade.tradeNo),
    now,
    log,
  );
}

/** Trade numbers of an order that we closed and the provider has not confirmed (after a cancel or a balance payment). */
export async function unconfirmedClosedTrades(db: Executor, orderIds: readonly number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ tradeNo: onlineTrades.tradeNo })
    .from(onlineTrades)
    .where(and(inArray(onlineTrades.orderId, [...orderIds]), eq(onlineTrades.status, 'closed'), isNull(onlineTrades.providerClosedAt)));
  return rows.map((row) => row.tradeNo);
}

/** `GET /api/pay/sandbox/{tradeNo}`: what a trade pays (its purpose, and the order when it names one), or null for an unknown trade. */
export async function tradeSummary(db: Db, tradeNo: string): Promise<{ purpose: TradeRow['purpose']; orderNo: string | null } | null> {
  const [row] = await db
    .select({ purpose: onlineTrades.purpose, orderNo: rentalOrders.orderNo })
    .from(onlineTrades)
    .leftJoin(rentalOrders, eq(rentalOrders.id, onlineTrades.orderId))
    .where(eq(onlineTrades.tradeNo, tradeNo));
  return row ? { purpose: row.purpose, orderNo: row.orderNo } : null;
}
