/**
 * Units shipped before shops had an inventory (a database written by an earlier version) enter
 * it once: each serial becomes its shop's device, in the state its latest unit says (out with a
 * customer: 租出; returned: 在库; bought out: 已售出), with one 发货记录补录 event naming that
 * order, and every unit of that serial points at it. Run at startup by the seed; a database
 * without such units does one indexed query.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { StoreDeviceState } from '@/contract/storeDevices';
import type { Db } from '../../db/client';
import { rentalDevices, rentalOrders, storeDevices } from '../../db/schema';
import { recordDeviceCreated } from './inventory';

type LegacyUnit = {
  serialNo: string;
  storeId: number;
  goodsId: number;
  skuId: number;
  orderId: number;
  releasedAt: Date | null;
  releaseReason: 'returned' | 'bought_out' | null;
  shippedAt: Date;
};

function stateOf(unit: LegacyUnit): StoreDeviceState {
  if (unit.releasedAt === null) return 'rented';
  return unit.releaseReason === 'bought_out' ? 'sold' : 'inStock';
}

export async function adoptShippedDevices(db: Db, now: Date): Promise<number> {
  const [any] = await db.select({ id: rentalDevices.id }).from(rentalDevices).where(isNull(rentalDevices.storeDeviceId)).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const units: LegacyUnit[] = await tx
      .select({
        serialNo: rentalDevices.serialNo,
        storeId: rentalOrders.storeId,
        goodsId: rentalDevices.goodsId,
        skuId: rentalDevices.skuId,
        orderId: rentalDevices.orderId,
        releasedAt: rentalDevices.releasedAt,
        releaseReason: rentalDevices.releaseReason,
        shippedAt: rentalDevices.shippedAt,
      })
      .from(rentalDevices)
      .innerJoin(rentalOrders, eq(rentalOrders.id, rentalDevices.orderId))
      .where(isNull(rentalDevices.storeDeviceId))
      .orderBy(asc(rentalDevices.serialNo), desc(rentalDevices.shippedAt), desc(rentalDevices.id))
      .for('update', { of: rentalDevices });
    // The latest unit of each serial says whose device it is and where it is now.
    const latest = new Map<string, LegacyUnit>();
    for (const unit of units) if (!latest.has(unit.serialNo)) latest.set(unit.serialNo, unit);
    const serials = [...latest.keys()];
    const known = new Set((await tx.select({ serialNo: storeDevices.serialNo }).from(storeDevices).where(inArray(storeDevices.serialNo, serials))).map((row) => row.serialNo));
    let adopted = 0;
    for (const unit of latest.values()) {
      if (known.has(unit.serialNo)) continue;
      const [device] = await tx
        .insert(storeDevices)
        .values({
          storeId: unit.storeId,
          goodsId: unit.goodsId,
          skuId: unit.skuId,
          serialNo: unit.serialNo,
          state: stateOf(unit),
          note: '',
          createdAt: unit.shippedAt,
          updatedAt: now,
        })
        .returning();
      if (!device) continue;
      await recordDeviceCreated(tx, [device], 'adopted', { kind: 'system' }, unit.releasedAt ?? unit.shippedAt, { orderId: unit.orderId });
      adopted += 1;
    }
    const devices = await tx.select({ id: storeDevices.id, serialNo: storeDevices.serialNo }).from(storeDevices).where(inArray(storeDevices.serialNo, serials));
    for (const device of devices) {
      await tx
        .update(rentalDevices)
        .set({ storeDeviceId: device.id })
        .where(and(eq(rentalDevices.serialNo, device.serialNo), isNull(rentalDevices.storeDeviceId)));
    }
    return adopted;
  });
}
