/**
 * Named transaction-scoped locks (pg_advisory_xact_lock), so that "count, then write" is one
 * step for everyone asking about the same name: on PostgreSQL across connections and replicas;
 * on PGlite a transaction already runs alone, and the lock costs nothing.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** A name's 64-bit lock number: a SHA-256 prefix, so two names practically never share a lock. */
function lockNumber(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/**
 * Takes the locks of `names` until the transaction ends. Always in ascending lock-number order,
 * whatever order the caller names them in, so two transactions wanting overlapping names wait
 * for each other instead of deadlocking.
 */
export async function lockNames(tx: Executor, names: readonly string[]): Promise<void> {
  const numbers = [...new Set(names.map(lockNumber))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const number of numbers) {
    await tx.execute(sql`select pg_advisory_xact_lock(${number.toString()}::bigint)`);
  }
}
