/**
 * The demo shops' devices: 3–5 in stock of every demo SKU, with deterministic serials, written
 * once; the demo history ships from that stock, and every unit it shipped is a shop's device in
 * the state its order says. Units shipped before the inventory existed are adopted at startup.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq, inArray, isNull } from 'drizzle-orm';
import { goods, goodsSkus, rentalDevices, storeDeviceEvents, storeDevices } from '../../db/schema';
import { DEMO_GOODS } from '../data/demoCatalog';
import { adoptShippedDevices } from '../../domain/devices/adopt';
import { startTestServer, type TestServer } from '../../testing/harness';
import { demoSerialNo, demoUnitsOf, seedDemoDevices } from './devices';
import { seedDemoHistory } from './history';
import { silentLogger } from '../../runtime/log';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const DEMO_SERIAL = /^[A-Z]{2}\d{7}$/;

test("every demo SKU has 3–5 devices in stock with the catalogue's serials; a second run writes nothing", async () => {
  const written = await seedDemoDevices(server.db, server.clock.now());
  const skus = await server.db
    .select({ skuId: goodsSkus.id, sort: goodsSkus.sort, slug: goods.slug, storeId: goods.storeId })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(
      inArray(
        goods.slug,
        DEMO_GOODS.map((item) => item.slug),
      ),
    );
  assert.equal(
    skus.length,
    DEMO_GOODS.reduce((sum, item) => sum + item.skus.length, 0),
  );
  const perSku = new Map((await server.db.select({ skuId: storeDevices.skuId, n: count() }).from(storeDevices).groupBy(storeDevices.skuId)).map((row) => [row.skuId, row.n]));
  for (const sku of skus) {
    assert.equal(perSku.get(sku.skuId), demoUnitsOf(sku.slug, sku.sort), sku.slug);
    assert.ok((perSku.get(sku.skuId) ?? 0) >= 3 && (perSku.get(sku.skuId) ?? 0) <= 5);
  }
  assert.equal(
    written,
    [...perSku.values()].reduce((sum, n) => sum + n, 0),
  );
  const devices = await server.db.select().from(storeDevices);
  assert.ok(devices.every((device) => device.state === 'inStock' && DEMO_SERIAL.test(device.serialNo)));
  const [thinkpad] = DEMO_GOODS;
  assert.ok(thinkpad);
  assert.ok(
    devices.some((device) => device.serialNo === demoSerialNo(thinkpad.brand, 0, 0, 1)),
    "the first goods' first unit",
  );
  assert.equal((await server.db.select({ n: count() }).from(storeDeviceEvents))[0]?.n, devices.length);
  assert.equal(await seedDemoDevices(server.db, server.clock.now()), 0);
});

test("the demo history ships from that stock: every unit is a shop's device in the state its order leaves it", async () => {
  await seedDemoHistory(server.db, { now: server.clock.now(), payment: server.payment, log: silentLogger });
  const units = await server.db.select({ unit: rentalDevices, device: storeDevices }).from(rentalDevices).innerJoin(storeDevices, eq(storeDevices.id, rentalDevices.storeDeviceId));
  assert.equal(units.length, (await server.db.select({ n: count() }).from(rentalDevices))[0]?.n, 'every unit points at its device');
  assert.ok(units.length > 5);
  assert.ok(
    units.some(({ unit }) => DEMO_SERIAL.test(unit.serialNo)),
    'shipped from the demo stock',
  );
  for (const { unit, device } of units) {
    assert.equal(unit.serialNo, device.serialNo);
    const expected = unit.releasedAt === null ? 'rented' : unit.releaseReason === 'bought_out' ? 'sold' : 'inStock';
    const latestOfSerial = units.filter((other) => other.device.id === device.id).every((other) => other.unit.shippedAt <= unit.shippedAt);
    if (latestOfSerial) assert.equal(device.state, expected, unit.serialNo);
  }
});

test('units shipped before the inventory existed are adopted once, in the state their latest unit says', async () => {
  const units = await server.db.select().from(rentalDevices);
  const live = units.find((unit) => unit.releasedAt === null);
  const sold = units.find((unit) => unit.releaseReason === 'bought_out');
  assert.ok(live && sold);
  // As an earlier version left them: units without devices.
  const serials = [live.serialNo, sold.serialNo];
  await server.db.update(rentalDevices).set({ storeDeviceId: null }).where(inArray(rentalDevices.serialNo, serials));
  await server.db.delete(storeDevices).where(inArray(storeDevices.serialNo, serials));

  assert.equal(await adoptShippedDevices(server.db, server.clock.now()), 2);
  const adopted = await server.db.select().from(storeDevices).where(inArray(storeDevices.serialNo, serials));
  assert.deepEqual(
    new Map(adopted.map((device) => [device.serialNo, device.state])),
    new Map([
      [live.serialNo, 'rented'],
      [sold.serialNo, 'sold'],
    ]),
  );
  assert.deepEqual(await server.db.select().from(rentalDevices).where(isNull(rentalDevices.storeDeviceId)), []);
  const events = await server.db
    .select()
    .from(storeDeviceEvents)
    .where(
      inArray(
        storeDeviceEvents.deviceId,
        adopted.map((device) => device.id),
      ),
    );
  assert.deepEqual(
    events.map((event) => event.reason),
    ['adopted', 'adopted'],
  );
  assert.equal(await adoptShippedDevices(server.db, server.clock.now()), 0);
});
