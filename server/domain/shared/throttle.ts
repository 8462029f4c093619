/**
 * Rate limits kept in the database (several replicas share one PostgreSQL, so process memory
 * would let an attacker multiply every limit by the replica count). Each counted event is a row;
 * a limit counts the rows of its key inside a sliding window. Limits count attempts, taken
 * before the work they guard, never outcomes recorded after it.
 */
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttleEvents } from '../../db/schema';
import { lockNames } from './advisoryLocks';
import { DAY_MS } from './clock';

export type Limit = { key: string; max: number; windowMs: number };

/**
 * A per-client-address limit. Every address counts, the machine's own included: a shop whose
 * reverse proxy is not declared (TRUSTED_PROXY_HOPS) would otherwise exempt all its visitors.
 */
export function addressLimit(name: string, address: string, max: number, windowMs: number): Limit {
  return { key: `${name}:addr:${address}`, max, windowMs };
}

/** The events a takeSlots call recorded, one per limit. */
export type TakenSlots = { ids: number[] };

/**
 * Takes one slot of every limit, or none: null when any of them is used up. Done before the
 * expensive or guessable work it guards (a password check, a message), so that requests racing
 * in parallel cannot all pass one count: each key's count and insert happen under that key's
 * lock in one short transaction, and several keys are locked in a fixed order.
 */
export async function takeSlots(db: Db, limits: readonly (Limit | null)[], now: Date): Promise<TakenSlots | null> {
  const counted = limits.filter((limit): limit is Limit => limit !== null);
  if (counted.length === 0) return { ids: [] };
  return db.transaction(async (tx) => {
    await lockNames(
      tx,
      counted.map((limit) => `throttle:${limit.key}`),
    );
    for (const limit of counted) {
      const [row] = await tx
        .select({ n: count() })
        .from(throttleEvents)
        .where(and(eq(throttleEvents.key, limit.key), gte(throttleEvents.at, new Date(now.getTime() - limit.windowMs))));
      if ((row?.n ?? 0) >= limit.max) return null;
    }
    const rows = await tx
      .insert(throttleEvents)
      .values(counted.map((limit) => ({ key: limit.key, at: now })))
      .returning({ id: throttleEvents.id });
    return { ids: rows.map((row) => row.id) };
  });
}

/** Counts one use of a limited action: false (and nothing recorded) when the limit is reached. */
export async function takeSlot(db: Db, limit: Limit | null, now: Date): Promise<boolean> {
  return (await takeSlots(db, [limit], now)) !== null;
}

/** Gives slots back: an attempt that turned out well (a right password) does not count against the limits. */
export async function releaseSlots(db: Db, taken: TakenSlots): Promise<void> {
  if (taken.ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, taken.ids));
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

/** No limit looks back further than a day. */
export async function purgeOldEvents(db: Db, now: Date): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(now.getTime() - DAY_MS)));
}
