/**
 * Shipping (2 → 3) names a serial number per unit, a carrier and a waybill: `shipOrder` refuses a
 * shipment that leaves a unit without its serial, repeats one, or names one still out with another
 * customer, and otherwise writes the shipment and one device per unit in the transaction that moves
 * the order. The development door calls it with generated serials.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { RentalOrderDetail } from '@/contract/orders';
import { orderHistory, orderShipments, rentalDevices } from '../db/schema';
import { transition } from '../domain/orders/lifecycle';
import { shipOrder } from '../domain/orders/shipping';
import { approve, confirmReceipt, itemsOf, newRenter, orderRow, placedOrder, runningRental, shipThroughDoor } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function approvedOrder(quantity = 2) {
  const renter = await newRenter(server);
  const order = await placedOrder(server, renter, { quantity });
  await approve(server, order.orderId);
  const [item] = await itemsOf(server, order.orderId);
  assert.ok(item);
  return { renter, ...order, itemId: item.id };
}

async function devicesOf(orderId: number) {
  return server.db.select().from(rentalDevices).where(eq(rentalDevices.orderId, orderId)).orderBy(asc(rentalDevices.id));
}

const SHIPMENT = { carrier: '顺丰速运', waybillNo: 'SF1000000000001' } as const;

test('a shipment writes one device per unit with its serial, the carrier and waybill, in the order details too', async () => {
  const order = await approvedOrder(2);
  const answer = await shipThroughDoor(server, order.orderNo, {
    ...SHIPMENT,
    serials: [
      { itemId: order.itemId, serialNo: 'pf4abc01' },
      { itemId: order.itemId, serialNo: 'PF4ABC02' },
    ],
  });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.data?.status, 3);
  const devices = await devicesOf(order.orderId);
  assert.deepEqual(
    devices.map((device) => [device.serialNo, device.orderItemId, device.releasedAt]),
    [
      ['PF4ABC01', order.itemId, null],
      ['PF4ABC02', order.itemId, null],
    ],
  );
  const [shipment] = await server.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.orderId));
  assert.deepEqual([shipment?.carrier, shipment?.waybillNo, shipment?.actorKind], ['顺丰速运', 'SF1000000000001', 'system']);
  const [history] = await server.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, order.orderId))
    .orderBy(asc(orderHistory.id))
    .then((rows) => rows.filter((row) => row.toStatus === 3));
  assert.equal(history?.note, '开发环境模拟发货：顺丰速运 SF1000000000001');

  const detail = await server.get<RentalOrderDetail>(`/api/wOrder/detail/${order.orderNo}`, { token: order.renter.token });
  assert.deepEqual(detail.body.data?.life.shipment, { carrier: '顺丰速运', waybillNo: 'SF1000000000001', shippedAt: detail.body.data?.shippedAt });
  assert.deepEqual(
    detail.body.data?.devices.map((device) => device.serialNo),
    ['PF4ABC01', 'PF4ABC02'],
  );
});

test('a unit without its serial, a repeated serial, an unknown item or a malformed serial is refused and nothing is written', async () => {
  const order = await approvedOrder(2);
  const cases: Array<[unknown, string]> = [
    [[{ itemId: order.itemId, serialNo: 'PF4MISS01' }], `「${(await itemsOf(server, order.orderId))[0]?.goodsName}」共 2 台，须填写 2 个序列号（已填写 1 个）`],
    [
      [
        { itemId: order.itemId, serialNo: 'PF4TWICE' },
        { itemId: order.itemId, serialNo: 'pf4twice' },
      ],
      '序列号 PF4TWICE 重复填写',
    ],
    [
      [
        { itemId: order.itemId, serialNo: 'PF4OK0001' },
        { itemId: order.itemId + 100_000, serialNo: 'PF4OK0002' },
      ],
      '序列号对应的订单商品不正确',
    ],
    [
      [
        { itemId: order.itemId, serialNo: 'PF4 BAD' },
        { itemId: order.itemId, serialNo: 'PF4OK0003' },
      ],
      '设备序列号应为 4–40 位字母、数字或短横线，以字母或数字开头',
    ],
    [[], '请为每台设备填写序列号'],
  ];
  for (const [serials, msg] of cases) {
    const answer = await shipThroughDoor(server, order.orderNo, { ...SHIPMENT, serials });
    assert.deepEqual(answer.body, { code: 500, msg }, JSON.stringify(serials));
  }
  assert.deepEqual(await devicesOf(order.orderId), []);
  assert.equal((await orderRow(server, order.orderId)).status, 2);
  assert.deepEqual(await server.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.orderId)), []);
});

test('a serial still out with a customer cannot ship again until the merchant has it back', async () => {
  const first = await approvedOrder(1);
  assert.equal((await shipThroughDoor(server, first.orderNo, { ...SHIPMENT, serials: [{ itemId: first.itemId, serialNo: 'PF4LIVE01' }] })).body.code, 200);
  const second = await approvedOrder(1);
  const refused = await shipThroughDoor(server, second.orderNo, { ...SHIPMENT, serials: [{ itemId: second.itemId, serialNo: 'pf4live01' }] });
  assert.deepEqual(refused.body, { code: 500, msg: '序列号 PF4LIVE01 的设备正在租赁中，不能重复发货' });

  // Received, returned and inspected (5 → 6, the back office's step): the unit is the shop's again.
  assert.equal((await confirmReceipt(server, first.renter.token, first.orderNo)).body.code, 200);
  assert.equal(
    (await server.post('/api/wOrder/returnOrder', { orderNo: first.orderNo, carrier: '顺丰速运', waybillNo: 'SF2000000000002' }, { token: first.renter.token })).body.code,
    200,
  );
  await server.db.transaction((tx) => transition(tx, first.orderId, 6, { kind: 'sys', id: 1 }, '验收入库', server.clock.now()));
  const [released] = await devicesOf(first.orderId);
  assert.equal(released?.releaseReason, 'returned');
  assert.ok(released?.releasedAt);

  assert.equal((await shipThroughDoor(server, second.orderNo, { ...SHIPMENT, serials: [{ itemId: second.itemId, serialNo: 'PF4LIVE01' }] })).body.code, 200);
});

test("shipOrder refuses an order that is not 待发货 with the lifecycle's message, and the door generates serials per unit", async () => {
  const renter = await newRenter(server);
  const reviewing = await placedOrder(server, renter, { quantity: 1 });
  await assert.rejects(
    server.db.transaction(async (tx) =>
      shipOrder(tx, reviewing.orderId, { ...SHIPMENT, serials: [{ itemId: 1, serialNo: 'PF4X0001' }] }, { kind: 'sys', id: 1 }, server.clock.now()),
    ),
    { message: '订单当前状态为「待审核」，不能执行该操作' },
  );
  const rental = await runningRental(server, renter, { quantity: 3 });
  const devices = await devicesOf(rental.orderId);
  assert.equal(devices.length, 3);
  assert.equal(new Set(devices.map((device) => device.serialNo)).size, 3);
  assert.ok(
    devices.every((device) => /^SN\d{8}[0-9A-F]{8}$/.test(device.serialNo)),
    devices.map((device) => device.serialNo).join(),
  );
  assert.match(rental.shipment?.waybillNo ?? '', /^SF\d{13}$/);
});
