/**
 * The shop's devices and shipping from them: another shop's merchant naming the victim shop's
 * device, SKU, order or service request gets 404 (lists: only their own shop's rows), and nothing
 * changes. The export answers a file and is checked in routes/consoleDevices.test.ts.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { StoreDeviceCounts, StoreDeviceRow } from '@/contract/storeDevices';
import { addDevices, approvedOrderOf, newSerial, shopSku } from '../../testing/deviceScenarios';
import { confirmReceipt } from '../../testing/fulfilmentScenarios';
import { staffArea, NOT_FOUND, type StaffCast } from '../staffMatrix';

type Ids = { storeId: number; skuId: number; deviceId: number; serialNo: string; spareSerial: string; orderNo: string; itemId: number; serviceNo: string; rentedSerial: string };

async function arrange({ server, merchant }: StaffCast): Promise<Ids> {
  assert.ok(merchant.storeId !== null);
  const sku = await shopSku(server, merchant.storeId, 0, 10);
  const [device, spare, rented] = await addDevices(server, merchant.token, sku.skuId, [newSerial('VD'), newSerial('VS'), newSerial('VR')]);
  assert.ok(device && spare && rented);
  const waiting = await approvedOrderOf(server, sku.skuId);

  // A rental of the victim shop with a replacement request in hand.
  const renting = await approvedOrderOf(server, sku.skuId);
  const shipped = await server.post(
    '/api/sys/order/ship',
    { orders: [{ orderNo: renting.orderNo, carrier: '顺丰速运', waybillNo: 'SF6000000000001', serials: [{ itemId: renting.itemId, serialNo: rented.serialNo }] }] },
    { token: merchant.token },
  );
  assert.equal(shipped.body.code, 200, shipped.body.msg);
  assert.equal((await confirmReceipt(server, renting.renter.token, renting.orderNo)).body.code, 200);
  const asked = await server.post<{ serviceNo: string }>(
    '/api/wService/add',
    { orderNo: renting.orderNo, kind: 'replacement', reason: 'hardware_fault', description: '开机后自动重启，无法正常使用。', idempotencyKey: randomUUID() },
    { token: renting.renter.token },
  );
  const serviceNo = asked.body.data?.serviceNo;
  assert.ok(serviceNo, asked.body.msg);
  assert.equal((await server.post('/api/sys/wService/status', { serviceNo, status: 1 }, { token: merchant.token })).body.code, 200);

  return {
    storeId: merchant.storeId,
    skuId: sku.skuId,
    deviceId: device.deviceId,
    serialNo: device.serialNo,
    spareSerial: spare.serialNo,
    orderNo: waiting.orderNo,
    itemId: waiting.itemId,
    serviceNo,
    rentedSerial: rented.serialNo,
  };
}

/** A list that shows the caller none of the victim's devices: serials are unique, so nothing at all. */
const empty = (answer: { body: Record<string, unknown> }) => {
  assert.deepEqual([answer.body.total, (answer.body.rows as StoreDeviceRow[]).length], [0, 0]);
};

export const devicesArea = staffArea<Ids>({
  name: 'devices and shipping',
  arrange,
  rows: [
    {
      names: "the shop's devices (by its shop id)",
      method: 'POST',
      route: '/api/sys/device/list',
      path: () => '/api/sys/device/list',
      body: ({ storeId }) => ({ storeId, limit: 100 }),
      expect: { kind: 'ownView', check: empty },
    },
    {
      names: 'a device (by its serial)',
      method: 'POST',
      route: '/api/sys/device/list',
      path: () => '/api/sys/device/list',
      body: ({ serialNo }) => ({ keyword: serialNo, limit: 100 }),
      expect: { kind: 'ownView', check: empty },
    },
    {
      names: "the shop's SKU in the counts",
      method: 'GET',
      route: '/api/sys/device/stateCount',
      path: ({ skuId }) => `/api/sys/device/stateCount?skuId=${skuId}`,
      expect: { kind: 'ownView', check: (answer) => assert.equal((answer.body.data as StoreDeviceCounts).total, 0) },
    },
    { names: "a device's history", method: 'GET', route: '/api/sys/device/history/:id', path: ({ deviceId }) => `/api/sys/device/history/${deviceId}`, expect: NOT_FOUND },
    {
      names: "the shop's SKU for a new device",
      method: 'POST',
      route: '/api/sys/device/add',
      path: () => '/api/sys/device/add',
      body: ({ skuId }) => ({ skuId, serialNo: newSerial('XX') }),
      expect: NOT_FOUND,
    },
    {
      names: 'a device to repair',
      method: 'POST',
      route: '/api/sys/device/state',
      path: () => '/api/sys/device/state',
      body: ({ deviceId }) => ({ deviceId, state: 'repair', note: '借机' }),
      expect: NOT_FOUND,
    },
    {
      names: 'a device to scrap',
      method: 'POST',
      route: '/api/sys/device/state',
      path: () => '/api/sys/device/state',
      body: ({ deviceId }) => ({ deviceId, state: 'scrapped' }),
      expect: NOT_FOUND,
    },
    {
      names: 'an order waiting to ship',
      method: 'GET',
      route: '/api/sys/order/shipCandidates/:orderNo',
      path: ({ orderNo }) => `/api/sys/order/shipCandidates/${orderNo}`,
      expect: NOT_FOUND,
    },
    {
      names: "an order and its shop's device to ship it with",
      method: 'POST',
      route: '/api/sys/order/ship',
      path: () => '/api/sys/order/ship',
      body: ({ orderNo, itemId, serialNo }) => ({ orders: [{ orderNo, carrier: '顺丰速运', waybillNo: 'SF6000000000002', serials: [{ itemId, serialNo }] }] }),
      expect: NOT_FOUND,
    },
    {
      names: 'a service request to send a replacement for',
      method: 'POST',
      route: '/api/sys/wService/replace',
      path: () => '/api/sys/wService/replace',
      body: ({ serviceNo, rentedSerial, spareSerial }) => ({ serviceNo, oldSerialNo: rentedSerial, newSerialNo: spareSerial, carrier: '顺丰速运', waybillNo: 'SF6000000000003' }),
      expect: NOT_FOUND,
    },
  ],
});
