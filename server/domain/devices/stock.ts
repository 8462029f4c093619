/**
 * A shop's stock as orders use it: shipping takes 在库 devices of the order's shop and of each
 * item's SKU (→ 租出, naming the order), and the development door and the demo pick such devices
 * by themselves, stocking new ones when the shop has too few. What comes back is release.ts's.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { FULFILMENT_MESSAGES, serialNo as serialNoSchema } from '@/contract/orderFulfilment';
import { DEVICE_MESSAGES, STORE_DEVICE_STATE_NAMES } from '@/contract/storeDevices';
import type { Executor } from '../../db/client';
import { storeDevices } from '../../db/schema';
import { Refusal } from '../shared/refusal';
import { moveDevice, recordDeviceCreated, type DeviceActor, type StoreDevice } from './inventory';

/** A unit an order wants: the serial typed for it and the item's SKU (with its names, for the refusal). */
export type WantedUnit = { serialNo: string; skuId: number; goodsName: string; skuName: string };

/**
 * Locks the devices of `units` and checks each: a device of shop `storeId`, of the unit's SKU, 在库.
 * The first that is not refuses the whole shipment. Another shop's serial is refused as one not in
 * this shop's inventory, saying nothing of the other shop.
 */
export async function lockStockForShipment(tx: Executor, storeId: number, units: readonly WantedUnit[]): Promise<Map<string, StoreDevice>> {
  const serials = [...new Set(units.map((unit) => unit.serialNo))];
  if (serials.length === 0) return new Map();
  // In serial order, so two shipments naming the same devices lock them in the same order.
  const rows = await tx.select().from(storeDevices).where(inArray(storeDevices.serialNo, serials)).orderBy(asc(storeDevices.serialNo)).for('update');
  const bySerial = new Map(rows.map((row) => [row.serialNo, row]));
  for (const unit of units) {
    const device = bySerial.get(unit.serialNo);
    if (!device || device.storeId !== storeId) throw new Refusal(DEVICE_MESSAGES.notInShop(unit.serialNo));
    if (device.skuId !== unit.skuId) throw new Refusal(DEVICE_MESSAGES.wrongSku(unit.serialNo, unit.goodsName, unit.skuName));
    if (device.state === 'rented') throw new Refusal(FULFILMENT_MESSAGES.serialInUse(unit.serialNo));
    if (device.state !== 'inStock') throw new Refusal(DEVICE_MESSAGES.notInStock(unit.serialNo, STORE_DEVICE_STATE_NAMES[device.state]));
  }
  return bySerial;
}

/** The checked devices go out with the order: 租出, each with its event naming the order. */
export async function rentOut(tx: Executor, devices: readonly StoreDevice[], order: { id: number; orderNo: string }, actor: DeviceActor, now: Date): Promise<void> {
  for (const device of devices) await moveDevice(tx, device, 'rented', 'shipped', actor, now, { orderId: order.id, note: `发货：订单 ${order.orderNo}` });
}

type StockSku = { storeId: number; goodsId: number; skuId: number };

/** New devices of `sku`, 在库, entered by the system (the development door, the demo). */
export async function stockDevices(tx: Executor, sku: StockSku, serials: readonly string[], now: Date, note: string): Promise<StoreDevice[]> {
  if (serials.length === 0) return [];
  const rows = await tx
    .insert(storeDevices)
    .values(serials.map((serialNo) => ({ ...sku, serialNo, state: 'inStock' as const, note: '', createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: storeDevices.serialNo })
    .returning();
  await recordDeviceCreated(tx, rows, 'added', { kind: 'system' }, now, { note });
  return rows;
}

/**
 * Up to `count` 在库 devices of the SKU, longest in stock first (first in, first out), that were
 * already in stock at `now` (the demo writes months of history with the clock set back). Locked;
 * devices another transaction holds are skipped, so two shipments never pick the same unit.
 */
export async function pickInStock(tx: Executor, skuId: number, count: number, now: Date): Promise<string[]> {
  if (count <= 0) return [];
  const rows = await tx
    .select({ serialNo: storeDevices.serialNo })
    .from(storeDevices)
    .where(and(eq(storeDevices.skuId, skuId), eq(storeDevices.state, 'inStock'), lte(storeDevices.updatedAt, now)))
    .orderBy(asc(storeDevices.updatedAt), asc(storeDevices.id))
    .limit(count)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.serialNo);
}

/**
 * Serials typed for the development door that name no device yet become devices of the item's
 * SKU, in stock, so the door ships what it is told as a merchant who had just stocked them would.
 * Malformed serials and unknown items are left for shipOrder to refuse.
 */
export async function stockTypedSerials(
  tx: Executor,
  storeId: number,
  items: readonly { id: number; goodsId: number; skuId: number }[],
  serials: readonly { itemId: number; serialNo: string }[],
  now: Date,
  note: string,
): Promise<void> {
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const wanted = new Map<string, { goodsId: number; skuId: number }>();
  for (const entry of serials) {
    const item = itemOf.get(entry.itemId);
    const parsed = serialNoSchema.safeParse(entry.serialNo);
    if (item && parsed.success && !wanted.has(parsed.data)) wanted.set(parsed.data, item);
  }
  if (wanted.size === 0) return;
  const known = new Set(
    (
      await tx
        .select({ serialNo: storeDevices.serialNo })
        .from(storeDevices)
        .where(inArray(storeDevices.serialNo, [...wanted.keys()]))
    ).map((row) => row.serialNo),
  );
  for (const [serialNo, item] of wanted) {
    if (!known.has(serialNo)) await stockDevices(tx, { storeId, goodsId: item.goodsId, skuId: item.skuId }, [serialNo], now, note);
  }
}
