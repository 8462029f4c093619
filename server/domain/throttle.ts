/**
 * Rate limits kept in the database (several replicas share one PostgreSQL, so process memory
 * would let an attacker multiply every limit by the replica count). Each counted event is a row;
 * a limit counts the rows of its key inside a sliding window.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleEvents } from '../db/schema';
import { DAY_MS } from './clock';

export type Limit = { key: string; max: number; windowMs: number };

/**
 * A per-client-address limit. Every address counts, the machine's own included: a shop whose
 * reverse proxy is not declared (TRUSTED_PROXY_HOPS) would otherwise exempt all its visitors.
 */
export function addressLimit(name: string, address: string, max: number, windowMs: number): Limit {
  return { key: `${name}:addr:${address}`, max, windowMs };
}

export async function countRecent(db: Db, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gte(throttleEvents.at, since)));
  return row?.n ?? 0;
}

/** True when the key already used up its limit in the window ending now. */
export async function isLimited(db: Db, limit: Limit | null, now: Date): Promise<boolean> {
  if (!limit) return false;
  return (await countRecent(db, limit.key, new Date(now.getTime() - limit.windowMs))) >= limit.max;
}

export async function recordEvent(db: Db, limit: Limit | null, now: Date): Promise<void> {
  if (limit) await db.insert(throttleEvents).values({ key: limit.key, at: now });
}

/**
 * Counts one use of a limited action: false (and nothing recorded) when the limit is reached.
 * Two replicas racing at the edge may both pass; a limit of N then allows N+1, which is fine
 * for abuse limits and not used where exactness matters (SMS cooldown takes a lock instead).
 */
export async function takeSlot(db: Db, limit: Limit | null, now: Date): Promise<boolean> {
  if (await isLimited(db, limit, now)) return false;
  await recordEvent(db, limit, now);
  return true;
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

/** No limit looks back further than a day. */
export async function purgeOldEvents(db: Db, now: Date): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(now.getTime() - DAY_MS)));
}
