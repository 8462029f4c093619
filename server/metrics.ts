/**
 * What the product server counts for an operator's Prometheus (GET /metrics, routes/metrics.ts):
 * requests by route and status with their latency, and the scheduler's runs and what they changed.
 * One registry per app, so tests may build several apps in one process; the process's own gauges
 * (memory, CPU, event-loop lag) only where a real process runs (main.ts). See docs/operations.md.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { DueWorkResult } from './domain/scheduler';

/** Seconds; the shop's answers are mostly a few milliseconds, a login's argon2 check about 0.1–1 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
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
