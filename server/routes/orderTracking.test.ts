/**
 * Where is my laptop (docs/product-rules.md#tracking): the customer and the shop's staff read an
 * order's parcels — the shipment and the return — as the tracking sandbox moves them with the
 * clock; the scheduler records each carrier's 已签收 once (also with four schedulers at once); a
 * shipment's signature brings the automatic receipt forward; a return's tells the desk to inspect.
 * Another customer's or another shop's order is 404.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { ConsoleOrderDetail, ConsoleOrderRow } from '@/contract/consoleOrders';
import type { RentalOrderDetail } from '@/contract/orders';
import type { OrderTracking } from '@/contract/parcelTracking';
import { AUTO_RECEIPT_DAYS, AUTO_RECEIPT_DAYS_AFTER_SIGNED } from '@/contract/rentalRules';
import { orderHistory, parcelSignatures, rentalOrders, stores } from '../db/schema';
import { autoReceiptAfterSignedNote } from '../domain/orders/receipt';
import { recordSignatures } from '../domain/parcels/signatures';
import { orderTracking } from '../domain/parcels/tracking';
import { runDueWork } from '../domain/scheduler';
import { DAY_MS, formatShanghai, HOUR_MS, SECOND_MS } from '../domain/shared/clock';
import { sandboxRoute } from '../providers/sandboxTracking';
import { TrackingProviderError, type TrackingProvider } from '../providers/tracking';
import { capturingLogger } from '../testing/capturingLogger';
import { approve, logInAgain, newRenter, placedOrder, shipThroughDoor } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { consoleRenter, returningOrder, skuOfShop } from '../testing/orderDesk';
import { demoMerchantShopId, logInAsMerchant, logInAsOtherMerchant } from '../testing/staff';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const ADDRESS = { city: '深圳市', district: '南山区' };
let waybills = 0;
const nextWaybill = () => `SF14022318${String((waybills += 1)).padStart(5, '0')}`;

const tracking = (token: string, orderNo: string) => server.get<OrderTracking>(`/api/wOrder/tracking?orderNo=${orderNo}`, { token });
const deskTracking = (token: string, orderNo: string) => server.get<OrderTracking>(`/api/sys/order/tracking?orderNo=${orderNo}`, { token });
const duePass = () => runDueWork(server.db, server.clock.now(), { tracking: server.tracking });

async function orderOf(orderNo: string) {
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  assert.ok(row);
  return row;
}

/** An order of the demo merchant's shop, paid, approved and shipped now through the development door with its own waybill; answers the sandbox's whole route for it. */
async function shippedOrder() {
  const buyer = await newRenter(server);
  const sku = await skuOfShop(server, await demoMerchantShopId(server));
  const order = await placedOrder(server, buyer, { skuId: sku.skuId });
  await approve(server, order.orderId);
  const waybillNo = nextWaybill();
  const shipped = await shipThroughDoor(server, order.orderNo, { carrier: '顺丰速运', waybillNo });
  assert.equal(shipped.body.code, 200, shipped.body.msg);
  const row = await orderOf(order.orderNo);
  const [store] = await server.db.select({ city: stores.city }).from(stores).where(eq(stores.id, row.storeId));
  assert.ok(row.shippedAt && store);
  const route = sandboxRoute({ carrier: '顺丰速运', waybillNo, sentAt: row.shippedAt, from: { city: store.city }, to: ADDRESS });
  const signedAt = route.at(-1)?.at;
  assert.ok(signedAt);
  return { renter: buyer, orderNo: order.orderNo, orderId: order.orderId, waybillNo, shippedAt: row.shippedAt, route, signedAt };
}

test('before the carrier collects it the shipment shows its waybill and no step; then every step so far, newest first, with time and place', async () => {
  const order = await shippedOrder();
  const before = await tracking(order.renter.token, order.orderNo);
  assert.equal(before.body.code, 200, before.body.msg);
  assert.deepEqual(before.body.data, {
    orderNo: order.orderNo,
    tracked: true,
    parcels: [
      {
        leg: 'shipment',
        legName: '发货物流',
        carrier: '顺丰速运',
        waybillNo: order.waybillNo,
        sentAt: formatShanghai(order.shippedAt),
        state: 'awaiting',
        stateName: '待揽收',
        signedAt: null,
        steps: [],
      },
    ],
  });

  const third = order.route[2];
  assert.ok(third);
  server.clock.set(third.at);
  const midway = (await tracking(order.renter.token, order.orderNo)).body.data?.parcels[0];
  assert.equal(midway?.steps.length, 3);
  assert.deepEqual(
    midway?.steps.map((step) => [step.at, step.state, step.place, step.description]),
    order.route
      .slice(0, 3)
      .reverse()
      .map((event) => [formatShanghai(event.at), event.state, event.place, event.description]),
  );
  assert.equal(midway?.state, third.state);
  assert.equal(midway?.stateName, '运输中');

  server.clock.set(order.signedAt);
  const signed = (await tracking(order.renter.token, order.orderNo)).body.data?.parcels[0];
  assert.equal(signed?.state, 'signed');
  assert.equal(signed?.stateName, '已签收');
  assert.equal(signed?.signedAt, formatShanghai(order.signedAt));
  assert.equal(signed?.steps.length, order.route.length);
  assert.match(signed?.steps[0]?.description ?? '', /^快件已签收/);
  assert.match(signed?.steps.at(-1)?.description ?? '', /已揽收$/);
});

test('the shop sees the same parcels at its desk; another customer and another shop get 404, as for an unknown order', async () => {
  const order = await shippedOrder();
  server.clock.advance(3 * DAY_MS);
  const renter = await logInAgain(server, order.renter);
  const merchant = await logInAsMerchant(server);
  const mine = await tracking(renter.token, order.orderNo);
  const desk = await deskTracking(merchant.token, order.orderNo);
  assert.equal(desk.body.code, 200, desk.body.msg);
  assert.deepEqual(desk.body.data, mine.body.data);

  const stranger = await newRenter(server);
  assert.deepEqual((await tracking(stranger.token, order.orderNo)).body, { code: 404, msg: '访问资源不存在' });
  const other = await logInAsOtherMerchant(server);
  assert.deepEqual((await deskTracking(other.token, order.orderNo)).body, { code: 404, msg: '访问资源不存在' });
  assert.equal((await tracking(renter.token, 'not-an-order')).body.code, 500);
});

test("the carrier's 已签收 brings the automatic receipt forward to 3 days after it, sooner than 7 days after shipping, and the history says why", async () => {
  const order = await shippedOrder();
  const receiptAt = order.signedAt.getTime() + AUTO_RECEIPT_DAYS_AFTER_SIGNED * DAY_MS;
  assert.ok(receiptAt < order.shippedAt.getTime() + AUTO_RECEIPT_DAYS * DAY_MS);

  const signatureOf = () => server.db.select().from(parcelSignatures).where(eq(parcelSignatures.orderId, order.orderId));
  server.clock.set(new Date(order.signedAt.getTime() - SECOND_MS));
  await duePass();
  assert.deepEqual(await signatureOf(), []);
  const renter = await logInAgain(server, order.renter);
  const unsigned = await server.get<RentalOrderDetail>(`/api/wOrder/detail/${order.orderNo}`, { token: renter.token });
  assert.equal(unsigned.body.data?.life.autoReceiptAt, formatShanghai(new Date(order.shippedAt.getTime() + AUTO_RECEIPT_DAYS * DAY_MS)));

  server.clock.set(order.signedAt);
  await duePass();
  await duePass();
  assert.deepEqual(
    (await signatureOf()).map((row) => [row.leg, row.waybillNo, row.signedAt.getTime(), row.recordedAt.getTime()]),
    [['shipment', order.waybillNo, order.signedAt.getTime(), order.signedAt.getTime()]],
  );
  const signed = await server.get<RentalOrderDetail>(`/api/wOrder/detail/${order.orderNo}`, { token: renter.token });
  assert.equal(signed.body.data?.status, 3);
  assert.equal(signed.body.data?.life.autoReceiptAt, formatShanghai(new Date(receiptAt)));

  server.clock.set(new Date(receiptAt - SECOND_MS));
  await duePass();
  assert.equal((await orderOf(order.orderNo)).status, 3);
  server.clock.set(new Date(receiptAt));
  await duePass();
  const received = await orderOf(order.orderNo);
  assert.equal(received.status, 4);
  assert.equal(received.rentStartedAt?.getTime(), receiptAt);
  const [history] = await server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, order.orderId), eq(orderHistory.toStatus, 4)));
  assert.equal(history?.note, autoReceiptAfterSignedNote(order.signedAt));
  assert.equal(history?.actorKind, 'system');
});

test("a return's parcel follows the shipment's; four schedulers record its arrival once, and the desk says 退货已签收，请验机 in the list and the detail", async () => {
  const shopId = await demoMerchantShopId(server);
  const returning = await returningOrder(server, await consoleRenter(server), shopId);
  const early = await tracking(returning.renter.token, returning.orderNo);
  assert.deepEqual(
    early.body.data?.parcels.map((parcel) => [parcel.leg, parcel.legName, parcel.carrier]),
    [
      ['shipment', '发货物流', '顺丰速运'],
      ['return', '退回物流', '顺丰速运'],
    ],
  );
  assert.equal(early.body.data?.parcels[1]?.state, 'awaiting');

  server.clock.advance(3 * DAY_MS);
  const results = await Promise.all([duePass(), duePass(), duePass(), duePass()]);
  assert.equal(
    results.reduce((total, result) => total + result.returnsArrived, 0),
    1,
  );
  const order = await orderOf(returning.orderNo);
  const signatures = await server.db
    .select()
    .from(parcelSignatures)
    .where(and(eq(parcelSignatures.orderId, order.id), eq(parcelSignatures.leg, 'return')));
  assert.equal(signatures.length, 1);

  const renter = await logInAgain(server, returning.renter);
  const back = (await tracking(renter.token, returning.orderNo)).body.data?.parcels[1];
  assert.equal(back?.state, 'signed');
  assert.equal(back?.signedAt, formatShanghai(signatures[0]?.signedAt ?? new Date(0)));
  // The devices went from the customer's city to the after-sales address they were shown.
  assert.equal(back?.steps.at(-1)?.place, '深圳市');

  const merchant = await logInAsMerchant(server);
  const detail = await server.get<ConsoleOrderDetail>(`/api/sys/order/detail/${returning.orderNo}`, { token: merchant.token });
  assert.equal(detail.body.data?.returnArrivedAt, back?.signedAt);
  const list = await server.post<unknown>('/api/sys/order/list', { keyword: returning.orderNo, limit: 10 }, { token: merchant.token });
  const [row] = list.body.rows as ConsoleOrderRow[];
  assert.equal(row?.flags.returnToInspect, true);

  // Inspected: no longer waiting for the desk.
  const received = await server.post('/api/sys/order/receive', { orderNo: returning.orderNo, result: 'pass' }, { token: merchant.token });
  assert.equal(received.body.code, 200, received.body.msg);
  const after = await server.post<unknown>('/api/sys/order/list', { keyword: returning.orderNo, limit: 10 }, { token: merchant.token });
  assert.equal((after.body.rows as ConsoleOrderRow[])[0]?.flags.returnToInspect, false);
});

test('the development door moves a parcel on: the shipment sent earlier, the scheduler run, the automatic receipt reached from the signature', async () => {
  const order = await shippedOrder();
  const moved = await server.post<{ status: number; tracking: OrderTracking }>(`/dev/orders/${order.orderNo}/parcelClock`, { hours: 72 });
  assert.equal(moved.body.code, 200, moved.body.msg);
  assert.equal(moved.body.data?.status, 3);
  assert.equal(moved.body.data?.tracking.parcels[0]?.state, 'signed');
  const [signature] = await server.db.select().from(parcelSignatures).where(eq(parcelSignatures.orderId, order.orderId));
  assert.ok(signature);
  assert.equal(signature.signedAt.getTime(), order.signedAt.getTime() - 72 * HOUR_MS);

  const later = await server.post<{ status: number }>(`/dev/orders/${order.orderNo}/parcelClock`, { hours: AUTO_RECEIPT_DAYS_AFTER_SIGNED * 24 });
  assert.equal(later.body.data?.status, 4);
  // Received from the signature: shipped (as the door moved it) less than 7 days before.
  const shippedAt = (await orderOf(order.orderNo)).shippedAt;
  assert.equal(shippedAt?.getTime(), order.shippedAt.getTime() - (72 + AUTO_RECEIPT_DAYS_AFTER_SIGNED * 24) * HOUR_MS);
  assert.ok(server.clock.now().getTime() - (shippedAt?.getTime() ?? 0) < AUTO_RECEIPT_DAYS * DAY_MS);

  assert.deepEqual((await server.post(`/dev/orders/${order.orderNo}/parcelClock`, { leg: 'return', hours: 1 })).body, { code: 404, msg: '访问资源不存在' });
  assert.equal((await server.post(`/dev/orders/${order.orderNo}/parcelClock`, { hours: 0 })).body.code, 500);
});

test('without a tracking service the parcels carry their waybills only; a service that cannot answer is said to the reader and logged by the scheduler, which goes on', async () => {
  const order = await shippedOrder();
  const row = await orderOf(order.orderNo);
  const off = await orderTracking(server.db, null, row, server.clock.now());
  assert.equal(off.tracked, false);
  assert.deepEqual(
    off.parcels.map((parcel) => [parcel.waybillNo, parcel.steps]),
    [[order.waybillNo, []]],
  );

  const down: TrackingProvider = {
    name: 'down',
    track: async () => {
      throw new TrackingProviderError('connect ETIMEDOUT');
    },
  };
  await assert.rejects(orderTracking(server.db, down, row, server.clock.now()), { message: '物流信息暂时无法查询，请稍后再试' });
  const log = capturingLogger();
  assert.deepEqual(await recordSignatures(server.db, down, server.clock.now(), 200, log), { parcelsSigned: 0, returnsArrived: 0 });
  assert.ok(log.lines.some((line) => line === `[tracking] down could not track 顺丰速运 ${order.waybillNo}`));
});
