/**
 * A unit stops being the customer's when the merchant has it back (6 已归还) or the customer bought
 * it (8 已买断): its serial is released then, and may ship again in another order. Called by the
 * lifecycle's transition, whichever path enters those statuses.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rentalDevices } from '../../db/schema';

export async function releaseDevices(tx: Executor, orderId: number, reason: 'returned' | 'bought_out', now: Date): Promise<number> {
  const released = await tx
    .update(rentalDevices)
    .set({ releasedAt: now, releaseReason: reason })
    .where(and(eq(rentalDevices.orderId, orderId), isNull(rentalDevices.releasedAt)))
    .returning({ id: rentalDevices.id });
  return released.length;
}
