/**
 * /myEquipment's devices: every unit the customer's orders shipped, with its serial, order, rent
 * start, term, expected return date and the calendar days left in Asia/Shanghai; the filters in
 * use / returning / ended and their counts; never another customer's.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { DeviceCounts, DeviceView } from '@/contract/devices';
import { transition } from '../domain/orders/lifecycle';
import { DAY_MS, startOfShanghaiDay } from '../domain/shared/clock';
import { approve, logInAgain, newRenter, placedOrder, runningRental, shipThroughDoor, type Renter } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

function list(renter: Renter, body: Record<string, unknown> = {}) {
  return server.post<never>('/api/wDevice/list', body, { token: renter.token }) as Promise<{
    status: number;
    body: { code: number; msg: string; rows: DeviceView[]; total: number };
  }>;
}

function counts(renter: Renter, keyword?: string) {
  return server.get<DeviceCounts>(`/api/wDevice/stateCount${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`, { token: renter.token });
}

test('a device in use shows its serial, order, rent start, term, expected return date and days left, counted in Shanghai calendar days', async () => {
  let renter = await newRenter(server);
  // Received at 23:30 in Shanghai: the rent's first day is that day, whatever UTC says.
  server.clock.set(new Date(startOfShanghaiDay(server.clock.now()).getTime() + DAY_MS - 30 * 60_000));
  renter = await logInAgain(server, renter);
  const rental = await runningRental(server, renter, { termMonths: 3 });

  const answer = await list(renter, { filter: 'inUse' });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.total, 1);
  const [device] = answer.body.rows;
  assert.ok(device);
  const started = new Date(server.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  assert.equal(device.rentStartDate, started);
  const [year, month, day] = started.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + 3, Math.min(day, new Date(Date.UTC(year, month + 2, 0)).getUTCDate())));
  assert.equal(device.rentEndDate, end.toISOString().slice(0, 10));
  const expectedDays = Math.round((end.getTime() - Date.UTC(year, month - 1, day)) / DAY_MS);
  assert.deepEqual(
    {
      serial: device.serialNo,
      order: device.orderNo,
      state: device.state,
      stateName: device.stateName,
      term: device.termMonths,
      days: device.daysLeft,
      canReturn: device.canReturn,
      canService: device.canService,
    },
    { serial: rental.shipment?.devices[0]?.serialNo, order: rental.orderNo, state: 'inUse', stateName: '使用中', term: 3, days: expectedDays, canReturn: true, canService: true },
  );
  assert.equal(device.carrier, '顺丰速运');
  assert.ok(device.config.cpu);

  // Past midnight in Shanghai (31 minutes later) it is one day less.
  server.clock.advance(31 * 60_000);
  assert.equal((await list(renter)).body.rows[0]?.daysLeft, expectedDays - 1);
  // Past the expected return date the days left go negative.
  server.clock.set(new Date(Date.parse(`${device.rentEndDate}T00:00:00+08:00`) + 2 * DAY_MS + 3_600_000));
  renter = await logInAgain(server, renter);
  assert.equal((await list(renter)).body.rows[0]?.daysLeft, -2);
});

test("the filters show shipped and running units as in use, returns as returning, the merchant's and bought-out units as ended", async () => {
  const renter = await newRenter(server);
  const shippedOrder = await placedOrder(server, renter, { quantity: 2 });
  await approve(server, shippedOrder.orderId);
  assert.equal((await shipThroughDoor(server, shippedOrder.orderNo)).body.code, 200);
  const running = await runningRental(server, renter);
  const returning = await runningRental(server, renter);
  assert.equal(
    (await server.post('/api/wOrder/returnOrder', { orderNo: returning.orderNo, carrier: '京东物流', waybillNo: 'JD0001234567' }, { token: renter.token })).body.code,
    200,
  );
  const ended = await runningRental(server, renter);
  await server.db.transaction((tx) => transition(tx, ended.orderId, 8, { kind: 'customer', id: renter.customerId }, '买断', server.clock.now()));

  assert.deepEqual((await counts(renter)).body.data, { inUse: 3, returning: 1, ended: 1 });
  const inUse = await list(renter, { filter: 'inUse' });
  assert.deepEqual(
    inUse.body.rows.map((row) => [row.orderNo, row.state, row.daysLeft === null]).sort(),
    [
      [running.orderNo, 'inUse', false],
      [shippedOrder.orderNo, 'shipped', true],
      [shippedOrder.orderNo, 'shipped', true],
    ].sort(),
  );
  assert.ok(inUse.body.rows.filter((row) => row.state === 'shipped').every((row) => !row.canReturn && row.rentStartDate === null));
  assert.deepEqual(
    (await list(renter, { filter: 'returning' })).body.rows.map((row) => [row.orderNo, row.stateName, row.canReturn]),
    [[returning.orderNo, '归还中', false]],
  );
  assert.deepEqual(
    (await list(renter, { filter: 'ended' })).body.rows.map((row) => [row.orderNo, row.stateName]),
    [[ended.orderNo, '已买断']],
  );
  assert.equal((await list(renter)).body.total, 5);

  const serial = running.shipment?.devices[0]?.serialNo ?? '';
  const found = await list(renter, { keyword: serial.slice(-6).toLowerCase() });
  assert.deepEqual(
    found.body.rows.map((row) => row.serialNo),
    [serial],
  );
  assert.deepEqual((await counts(renter, serial)).body.data, { inUse: 1, returning: 0, ended: 0 });
  assert.equal((await list(renter, { keyword: '%' })).body.total, 0);
});

test('paging and its checks: a page past the end is empty, a bad filter is named', async () => {
  const renter = await newRenter(server);
  await runningRental(server, renter, { quantity: 3 });
  const first = await list(renter, { page: 1, limit: 2 });
  const second = await list(renter, { page: 2, limit: 2 });
  assert.deepEqual([first.body.rows.length, second.body.rows.length, first.body.total], [2, 1, 3]);
  assert.equal(new Set([...first.body.rows, ...second.body.rows].map((row) => row.deviceId)).size, 3);
  assert.deepEqual((await list(renter, { page: 3, limit: 2 })).body.rows, []);
  assert.deepEqual((await list(renter, { filter: 'lost' })).body, { code: 500, msg: '设备状态不正确' });
  assert.deepEqual((await list(renter, { limit: 51 })).body, { code: 500, msg: '每页条数参数不正确，应为 1 到 50 的整数' });
});

test("a customer without rentals has no devices, and nobody sees another customer's", async () => {
  const owner = await newRenter(server);
  await runningRental(server, owner);
  const stranger = await newRenter(server);
  assert.deepEqual([(await list(stranger)).body.rows, (await list(stranger)).body.total], [[], 0]);
  assert.deepEqual((await counts(stranger)).body.data, { inUse: 0, returning: 0, ended: 0 });
  assert.equal((await server.post('/api/wDevice/list', {})).status, 401);
});
