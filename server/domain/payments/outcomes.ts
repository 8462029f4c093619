/**
 * The shop's money by outcome, for an operator's Prometheus (GET /metrics, metrics.ts): order
 * payments by method and status, online trades by purpose and status, refunds to the provider by
 * cause and status, refunds to the balance by kind and cause; each a count and a sum in fen. Read
 * from the books themselves, so every replica reports the whole shop and nothing can drift.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { balanceLedger, onlineRefunds, onlineTrades, payments } from '../../db/schema';

export type OutcomeRow = { labels: Record<string, string>; count: number; fen: number };

export type MoneyOutcomes = {
  payments: OutcomeRow[];
  onlineTrades: OutcomeRow[];
  onlineRefunds: OutcomeRow[];
  balanceRefunds: OutcomeRow[];
};

const count = sql<number>`count(*)::int`;

export async function moneyOutcomes(db: Db): Promise<MoneyOutcomes> {
  const [paid, trades, refunds, toBalance] = await Promise.all([
    db
      .select({ method: payments.method, status: payments.status, count, fen: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
      .from(payments)
      .groupBy(payments.method, payments.status),
    db
      .select({ purpose: onlineTrades.purpose, status: onlineTrades.status, count, fen: sql<number>`coalesce(sum(${onlineTrades.amount}), 0)::bigint` })
      .from(onlineTrades)
      .groupBy(onlineTrades.purpose, onlineTrades.status),
    db
      .select({ reason: onlineRefunds.reason, status: onlineRefunds.status, count, fen: sql<number>`coalesce(sum(${onlineRefunds.amount}), 0)::bigint` })
      .from(onlineRefunds)
      .groupBy(onlineRefunds.reason, onlineRefunds.status),
    db
      .select({ kind: balanceLedger.kind, cause: balanceLedger.refundCause, count, fen: sql<number>`coalesce(sum(${balanceLedger.amount}), 0)::bigint` })
      .from(balanceLedger)
      .where(sql`${balanceLedger.kind} in ('refund', 'deposit_refund')`)
      .groupBy(balanceLedger.kind, balanceLedger.refundCause),
  ]);
  const row = (labels: Record<string, string | null>, found: { count: number; fen: number | string }): OutcomeRow => ({
    labels: Object.fromEntries(Object.entries(labels).map(([name, value]) => [name, value ?? 'none'])),
    count: found.count,
    fen: Number(found.fen),
  });
  return {
    payments: paid.map((found) => row({ method: found.method, status: found.status }, found)),
    onlineTrades: trades.map((found) => row({ purpose: found.purpose, status: found.status }, found)),
    onlineRefunds: refunds.map((found) => row({ reason: found.reason, status: found.status }, found)),
    balanceRefunds: toBalance.map((found) => row({ kind: found.kind, cause: found.cause }, found)),
  };
}
