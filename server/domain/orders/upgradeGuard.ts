/**
 * A running order whose upgrade is under way (paid and not yet finished: the new units on their
 * way or the old ones not yet back) may not be returned, bought out or moved to a company until it
 * is finished (docs/product-rules.md#upgrades). Read under the caller's order lock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_UPGRADE_STATUSES, UPGRADE_MESSAGES } from '@/contract/upgrades';
import type { Executor } from '../../db/client';
import { orderUpgrades } from '../../db/schema';
import { Refusal } from '../shared/refusal';

export async function refuseWhileUpgrading(db: Executor, orderId: number): Promise<void> {
  const [open] = await db
    .select({ id: orderUpgrades.id })
    .from(orderUpgrades)
    .where(and(eq(orderUpgrades.orderId, orderId), inArray(orderUpgrades.status, [...OPEN_UPGRADE_STATUSES])))
    .limit(1);
  if (open) throw new Refusal(UPGRADE_MESSAGES.busy);
}
