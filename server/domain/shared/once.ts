import type { Db } from '../../db/client';
import { Refusal } from './refusal';

/**
 * Runs `change` in its own transaction; false when another actor got there first (a refusal).
 * The sweeps use it: two processes running them at once change each row once, and the loser's
 * refusal is skipped silently.
 */
export async function once(db: Db, change: Parameters<Db['transaction']>[0]): Promise<boolean> {
  try {
    await db.transaction(change);
    return true;
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}
