/**
 * Arrangement for the device inventory's tests: SKUs of a given shop, devices added through the
 * back office's API, and approved orders of that shop waiting to ship.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { StoreDeviceRow } from '@/contract/storeDevices';
import { rentalOrderItems, storeDeviceEvents, storeDevices } from '../db/schema';
import { signOnBehalf } from '../domain/contracts/sign';
import { approve, newRenter, placedOrder, type Renter } from './fulfilmentScenarios';
import type { TestServer } from './harness';
import { rentableSkus, setStock, type TestSku } from './rentals';

/** The `index`-th rentable SKU (cheapest first) of shop `storeId`, with stock for `quantity` more units. */
export async function shopSku(server: TestServer, storeId: number | null, index = 0, quantity = 5): Promise<TestSku> {
  const sku = (await rentableSkus(server.db, 1)).filter((candidate) => candidate.storeId === storeId)[index];
  assert.ok(sku, `a rentable SKU #${index} of shop ${storeId}`);
  await setStock(server.db, sku.skuId, sku.stock + quantity);
  return { ...sku, stock: sku.stock + quantity };
}

/** A serial nobody has: `prefix` + 8 hex digits. */
export const newSerial = (prefix = 'TD') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

/** Devices added one by one through `POST /api/sys/device/add`; answers their rows. */
export async function addDevices(server: TestServer, token: string, skuId: number, serials: readonly string[]): Promise<StoreDeviceRow[]> {
  const rows: StoreDeviceRow[] = [];
  for (const serialNo of serials) {
    const answer = await server.post<StoreDeviceRow>('/api/sys/device/add', { skuId, serialNo }, { token });
    assert.equal(answer.body.code, 200, answer.body.msg);
    assert.ok(answer.body.data);
    rows.push(answer.body.data);
  }
  return rows;
}

export type ApprovedOrder = { renter: Renter; orderNo: string; orderId: number; itemId: number; skuId: number };

/**
 * A new customer's order of `quantity` units of `skuId`, paid and approved (待发货), its lease
 * contract signed (on the customer's behalf, as the test door does: the back office ships only
 * signed orders) unless `signed: false`.
 */
export async function approvedOrderOf(server: TestServer, skuId: number, quantity = 1, options: { signed?: boolean } = {}): Promise<ApprovedOrder> {
  const renter = await newRenter(server);
  const order = await placedOrder(server, renter, { skuId, quantity });
  await approve(server, order.orderId);
  if (options.signed !== false) await server.db.transaction((tx) => signOnBehalf(tx, order.orderId, server.clock.now()));
  const [item] = await server.db.select({ id: rentalOrderItems.id }).from(rentalOrderItems).where(eq(rentalOrderItems.orderId, order.orderId)).orderBy(asc(rentalOrderItems.id));
  assert.ok(item);
  return { renter, orderNo: order.orderNo, orderId: order.orderId, itemId: item.id, skuId };
}

export async function deviceBySerial(server: TestServer, serialNo: string) {
  const [device] = await server.db.select().from(storeDevices).where(eq(storeDevices.serialNo, serialNo));
  assert.ok(device, `device ${serialNo}`);
  return device;
}

export async function eventsOf(server: TestServer, deviceId: number) {
  return server.db.select().from(storeDeviceEvents).where(eq(storeDeviceEvents.deviceId, deviceId)).orderBy(asc(storeDeviceEvents.id));
}
