/**
 * Whether a device serial a customer names belongs to the order they name. The devices an order
 * shipped are written by the shipping step (table `rental_devices`, with the orders' domain);
 * a service request about a device of another order is refused with
 * SERVICE_MESSAGES.serialNotOfOrder.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rentalDevices } from '../../db/schema';

export async function serialBelongsToOrder(tx: Executor, orderId: number, serialNo: string): Promise<boolean> {
  const [device] = await tx
    .select({ id: rentalDevices.id })
    .from(rentalDevices)
    .where(and(eq(rentalDevices.orderId, orderId), eq(rentalDevices.serialNo, serialNo)))
    .limit(1);
  return device !== undefined;
}
