/**
 * A shop's devices: the one place a device's state changes (`moveDevice`, which writes its event
 * in the caller's transaction), and the back office's hand-made changes — a device added one by
 * one, its state set to 在库, 维修中 or 报废. 租出 and 已售出 follow orders only (stock.ts):
 * staff cannot put a device out with a customer, or take one back, without the order that says so.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import {
  DEVICE_EVENT_REASON_NAMES,
  DEVICE_MESSAGES,
  MANUAL_DEVICE_TRANSITIONS,
  STORE_DEVICE_STATE_NAMES,
  type DeviceAddInput,
  type DeviceEventReason,
  type DeviceStateInput,
  type StoreDeviceState,
} from '@/contract/storeDevices';
import type { Db, Executor } from '../../db/client';
import { goods, goodsSkus, storeDeviceEvents, storeDevices } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { shopScope, type Staff } from '../staff/scope';
import { notFound, Refusal } from '../shared/refusal';

/** Who changed a device: a back-office user, the system (the development door, a sweep), or the customer (a buyout). */
export type DeviceActor = { kind: 'sys'; id: number } | { kind: 'system' } | { kind: 'customer'; id: number };

export type StoreDevice = typeof storeDevices.$inferSelect;

const actorColumns = (actor: DeviceActor) => ({ actorKind: actor.kind, actorId: actor.kind === 'system' ? null : actor.id });

/** The device entering the inventory: its first event, from nothing. */
export async function recordDeviceCreated(
  tx: Executor,
  devices: readonly Pick<StoreDevice, 'id' | 'state'>[],
  reason: DeviceEventReason,
  actor: DeviceActor,
  now: Date,
  extra: { orderId?: number | null; note?: string } = {},
): Promise<void> {
  if (devices.length === 0) return;
  await tx.insert(storeDeviceEvents).values(
    devices.map((device) => ({
      deviceId: device.id,
      fromState: null,
      toState: device.state,
      reason,
      ...actorColumns(actor),
      orderId: extra.orderId ?? null,
      note: extra.note ?? '',
      createdAt: now,
    })),
  );
}

/**
 * Moves a device (locked by the caller, or read in its transaction) from the state it had to `to`,
 * with its event. The UPDATE repeats the state it read, so two racing changes cannot both pass:
 * the second is refused with the state the first left.
 */
export async function moveDevice(
  tx: Executor,
  device: Pick<StoreDevice, 'id' | 'state'>,
  to: StoreDeviceState,
  reason: DeviceEventReason,
  actor: DeviceActor,
  now: Date,
  extra: { orderId?: number | null; note?: string } = {},
): Promise<void> {
  const from = device.state;
  const changed = await tx
    .update(storeDevices)
    .set({ state: to, updatedAt: now })
    .where(and(eq(storeDevices.id, device.id), eq(storeDevices.state, from)))
    .returning({ id: storeDevices.id });
  if (changed.length === 0) throw new Refusal(DEVICE_MESSAGES.illegalState(STORE_DEVICE_STATE_NAMES[from], STORE_DEVICE_STATE_NAMES[to]));
  await tx
    .insert(storeDeviceEvents)
    .values({ deviceId: device.id, fromState: from, toState: to, reason, ...actorColumns(actor), orderId: extra.orderId ?? null, note: extra.note ?? '', createdAt: now });
}

/** A device the staff member may reach, locked for the change; another shop's or an unknown one: 404. */
export async function lockStaffDevice(tx: Executor, staff: Staff, where: SQL): Promise<StoreDevice> {
  const [device] = await tx
    .select()
    .from(storeDevices)
    .where(and(where, shopScope(staff, storeDevices.storeId)))
    .for('update');
  if (!device) throw notFound();
  return device;
}

/** A SKU the staff member may stock: an admin any shop's, an editor their own shop's; else 404. */
export async function reachableSku(db: Executor, staff: Staff, skuId: number): Promise<{ skuId: number; goodsId: number; storeId: number; goodsName: string; skuName: string }> {
  const [sku] = await db
    .select({ skuId: goodsSkus.id, goodsId: goods.id, storeId: goods.storeId, goodsName: goods.name, skuName: goodsSkus.name })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(eq(goodsSkus.id, skuId), shopScope(staff, goods.storeId)));
  if (!sku) throw notFound();
  return sku;
}

/** `POST /api/sys/device/add`: one device, 在库, of a SKU the staff member may stock. Answers its id. */
export async function addDevice(db: Db, staff: Staff, input: DeviceAddInput, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const sku = await reachableSku(tx, staff, input.skuId);
    const [device] = await tx
      .insert(storeDevices)
      .values({ storeId: sku.storeId, goodsId: sku.goodsId, skuId: sku.skuId, serialNo: input.serialNo, state: 'inStock', note: input.note ?? '', createdAt: now, updatedAt: now })
      // One serial names one machine on the whole platform; the unique index settles races.
      .onConflictDoNothing({ target: storeDevices.serialNo })
      .returning();
    if (!device) throw new Refusal(DEVICE_MESSAGES.serialTaken(input.serialNo));
    await recordDeviceCreated(tx, [device], 'added', { kind: 'sys', id: staff.id }, now, { note: input.note ?? '' });
    await recordAudit(
      tx,
      staff,
      { action: 'device.add', targetType: 'device', targetId: device.id, summary: `新增设备：序列号 ${device.serialNo}（${sku.goodsName} ${sku.skuName}）` },
      now,
    );
    return device.id;
  });
}

/** Why a hand-made change of `from` to `to` is refused, or null when it is allowed. */
export function manualChangeRefusal(from: StoreDeviceState, to: StoreDeviceState): string | null {
  if (from === to) return DEVICE_MESSAGES.sameState(STORE_DEVICE_STATE_NAMES[to]);
  if (from === 'rented') return DEVICE_MESSAGES.rentedByHand;
  if (from === 'sold') return DEVICE_MESSAGES.soldByHand;
  if (from === 'scrapped') return DEVICE_MESSAGES.scrappedByHand;
  const allowed: readonly StoreDeviceState[] = MANUAL_DEVICE_TRANSITIONS[from];
  return allowed.includes(to) ? null : DEVICE_MESSAGES.illegalState(STORE_DEVICE_STATE_NAMES[from], STORE_DEVICE_STATE_NAMES[to]);
}

/** `POST /api/sys/device/state`: 在库 ⇄ 维修中, either → 报废, with the note on the event. */
export async function setDeviceState(db: Db, staff: Staff, input: DeviceStateInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const device = await lockStaffDevice(tx, staff, eq(storeDevices.id, input.deviceId));
    const refusal = manualChangeRefusal(device.state, input.state);
    if (refusal) throw new Refusal(refusal);
    const note = input.note ?? '';
    await moveDevice(tx, device, input.state, 'manual', { kind: 'sys', id: staff.id }, now, { note });
    const change = `${STORE_DEVICE_STATE_NAMES[device.state]} → ${STORE_DEVICE_STATE_NAMES[input.state]}`;
    await recordAudit(
      tx,
      staff,
      {
        action: 'device.state',
        targetType: 'device',
        targetId: device.id,
        summary: `${DEVICE_EVENT_REASON_NAMES.manual}设备状态：序列号 ${device.serialNo} ${change}${note ? `（${note}）` : ''}`,
      },
      now,
    );
  });
}
