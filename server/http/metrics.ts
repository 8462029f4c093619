/**
 * What the product server counts for an operator's Prometheus (GET /metrics, routes/metrics.ts):
 * requests by route and status with their latency, the scheduler's runs and what they changed, the
 * database pool, and the shop's payments and refunds by outcome (read from the books at each
 * scrape). One registry per app, so tests may build several apps in one process; the process's own
 * gauges (memory, CPU, event-loop lag) only where a real process runs (main.ts). See docs/operations.md.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import type { MoneyOutcomes, OutcomeRow } from '../domain/payments/outcomes';
import type { DueWorkResult } from '../domain/scheduler';

/** What the gauges read when scraped. */
export type MetricSources = { pool: () => Promise<PoolStats>; money: () => Promise<MoneyOutcomes> };

function outcomeGauges(registry: Registry, name: string, help: string, labelNames: readonly string[]) {
  const counted = new Gauge({ name, help: `${help}: how many`, labelNames, registers: [registry] });
  const summed = new Gauge({ name: `${name}_fen`, help: `${help}: their sum in fen`, labelNames, registers: [registry] });
  return (rows: readonly OutcomeRow[] | null) => {
    counted.reset();
    summed.reset();
    for (const row of rows ?? []) {
      counted.set(row.labels, row.count);
      summed.set(row.labels, row.fen);
    }
  };
}

/**
 * The gauges read from the database, filled before each scrape. A database that does not answer
 * leaves them empty for that scrape rather than failing it: the process's own metrics still tell
 * the operator it lives.
 */
function sourceGauges(registry: Registry, sources: MetricSources): () => Promise<void> {
  const poolMax = new Gauge({ name: 'db_pool_max_connections', help: 'Connections the database pool may open', registers: [registry] });
  const poolOpen = new Gauge({
    name: 'db_pool_connections',
    help: "This process's open database connections, by the database's state of each (active, idle, idle in transaction)",
    labelNames: ['state'],
    registers: [registry],
  });
  const fillPayments = outcomeGauges(registry, 'shop_payments', "Orders' payments in the books, by method and status", ['method', 'status']);
  const fillTrades = outcomeGauges(registry, 'shop_online_trades', 'Online trades opened with the payment provider, by purpose and status', ['purpose', 'status']);
  const fillRefunds = outcomeGauges(registry, 'shop_online_refunds', 'Refunds through the payment provider, by cause and status (pending: not confirmed yet)', [
    'reason',
    'status',
  ]);
  const fillBalanceRefunds = outcomeGauges(registry, 'shop_balance_refunds', "Refunds to customers' balances, by kind and cause", ['kind', 'cause']);
  return async () => {
    const [pool, money] = await Promise.all([sources.pool().catch(() => null), sources.money().catch(() => null)]);
    // The pool's size is the process's setting: the last one known stays.
    if (pool) poolMax.set(pool.max);
    poolOpen.reset();
    for (const [state, open] of Object.entries(pool?.connections ?? {})) poolOpen.set({ state }, open);
    fillPayments(money?.payments ?? null);
    fillTrades(money?.onlineTrades ?? null);
    fillRefunds(money?.onlineRefunds ?? null);
    fillBalanceRefunds(money?.balanceRefunds ?? null);
  };
}

/** Seconds; the shop's answers are mostly a few milliseconds, a login's argon2 check about 0.1–1 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { processMetrics?: boolean; sources?: MetricSources } = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const refresh = options.sources ? sourceGauges(registry, options.sources) : async () => {};
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and HTTP status, and how long each took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const schedulerRuns = new Histogram({
    name: 'scheduler_run_duration_seconds',
    help: 'Runs of the due-work scheduler, by outcome (ok or failed), and how long each took',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30],
    registers: [registry],
  });
  const schedulerChanges = new Counter({
    name: 'scheduler_changes_total',
    help: 'What the scheduler changed, by kind (orders cancelled or received, bills marked overdue or reminded, risk checks, provider trades closed, refunds sent)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });

  return {
    registry,
    /** The text of one scrape, the database's gauges read first. */
    async scrape(): Promise<string> {
      await refresh();
      return registry.metrics();
    },
    /** One answered request: `route` is the pattern (`/api/wCar/:id`), null when no route matched. */
    request(method: string, route: string | null, status: number, seconds: number): void {
      requests.observe({ method, route: route ?? 'unmatched', status: String(status) }, seconds);
    },
    /** One scheduler run: what it changed, or that it failed. */
    schedulerRun(seconds: number, result: DueWorkResult | null): void {
      schedulerRuns.observe({ outcome: result ? 'ok' : 'failed' }, seconds);
      if (result) for (const [kind, count] of Object.entries(result)) if (count > 0) schedulerChanges.inc({ kind }, count);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
