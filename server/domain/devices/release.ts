/**
 * A unit stops being the customer's when the merchant has it back (6 已归还) or the customer bought
 * it (8 已买断): its serial is released then, and the shop's device goes back to 在库 (it may ship
 * again in another order) or becomes 已售出. Called by the lifecycle's transition, whichever path
 * enters those statuses; the device's event names the order and whoever moved it there.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@/contract/orders';
import type { Executor } from '../../db/client';
import { orderHistory, rentalDevices, rentalOrders, storeDevices } from '../../db/schema';
import { moveDevice, type DeviceActor } from './inventory';

/** Who moved the order into `status`: the history row the transition has just written. */
async function actorOfStatus(tx: Executor, orderId: number, status: number): Promise<DeviceActor> {
  const [row] = await tx
    .select({ kind: orderHistory.actorKind, id: orderHistory.actorId })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, status)))
    .orderBy(desc(orderHistory.id))
    .limit(1);
  if (row?.kind === 'sys' && row.id !== null) return { kind: 'sys', id: row.id };
  if (row?.kind === 'customer' && row.id !== null) return { kind: 'customer', id: row.id };
  return { kind: 'system' };
}

export async function releaseDevices(tx: Executor, orderId: number, reason: 'returned' | 'bought_out', now: Date): Promise<number> {
  const released = await tx
    .update(rentalDevices)
    .set({ releasedAt: now, releaseReason: reason })
    .where(and(eq(rentalDevices.orderId, orderId), isNull(rentalDevices.releasedAt)))
    .returning({ id: rentalDevices.id, storeDeviceId: rentalDevices.storeDeviceId });
  const deviceIds = released.map((row) => row.storeDeviceId).filter((id): id is number => id !== null);
  if (deviceIds.length > 0) {
    const [order] = await tx.select({ orderNo: rentalOrders.orderNo }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
    const actor = await actorOfStatus(tx, orderId, reason === 'returned' ? ORDER_STATUS.returned : ORDER_STATUS.boughtOut);
    const devices = await tx
      .select()
      .from(storeDevices)
      .where(and(inArray(storeDevices.id, deviceIds), eq(storeDevices.state, 'rented')))
      .orderBy(asc(storeDevices.id))
      .for('update');
    for (const device of devices) {
      if (reason === 'returned') await moveDevice(tx, device, 'inStock', 'returned', actor, now, { orderId, note: `订单 ${order?.orderNo ?? ''} 已归还，设备验收入库` });
      else await moveDevice(tx, device, 'sold', 'boughtOut', actor, now, { orderId, note: `订单 ${order?.orderNo ?? ''} 已买断，设备归客户所有` });
    }
  }
  return released.length;
}
