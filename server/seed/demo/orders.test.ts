/**
 * The demo customers' order history: every status the personal center shows (8 comes from the
 * buyout's demo), devices with serials, bills paid month by month and one overdue, the ledger
 * adding up, each shipped order's signed lease contract and device annex, parcels on their way and
 * back — written through the domain functions, once.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, asc, eq, isNotNull, sum } from 'drizzle-orm';
import type { DeviceCounts, DeviceView } from '@/contract/devices';
import type { OrderStatusCounts } from '@/contract/orderFulfilment';
import type { OrderTracking } from '@/contract/parcelTracking';
import { balanceLedger, bills, customers, orderDocuments, orderHistory, rentalOrders } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { runDueWork } from '../../domain/scheduler';
import { MINUTE_MS } from '../../domain/shared/clock';
import { demoRenter, type Renter } from '../../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../../testing/harness';
import { seedDemoOrders } from './orders';

let server: TestServer;
let person: Renter;
let company: Renter;
before(async () => {
  server = await startTestServer();
  assert.equal(await seedDemoOrders(server.db, server.clock.now()), true);
  person = await demoRenter(server, DEMO_ACCOUNTS.personal);
  company = await demoRenter(server, DEMO_ACCOUNTS.company);
});
after(() => server.close());

const EVERY_STATUS_BUT_BUYOUT = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10] as const;

test('both demo customers have orders in every status but 已买断; the person, his bill overdue since today, none waiting for payment', async () => {
  for (const renter of [person, company]) {
    const counts = await server.get<OrderStatusCounts>('/api/wOrder/statusCount', { token: renter.token });
    assert.equal(counts.body.code, 200, counts.body.msg);
    const expected = renter === person ? EVERY_STATUS_BUT_BUYOUT.filter((status) => status !== 0) : EVERY_STATUS_BUT_BUYOUT;
    for (const status of expected) assert.ok((counts.body.data?.byStatus[status] ?? 0) >= 1, `${renter.phone} status ${status}: ${JSON.stringify(counts.body.data)}`);
    assert.equal(counts.body.data?.byStatus[8], 0);
  }
});

test('the company has laptops in use with their serials, and the scheduler leaves the story as it is', async () => {
  const devices = await server.post<never>('/api/wDevice/list', { filter: 'inUse', limit: 50 }, { token: company.token });
  const rows = (devices.body as unknown as { rows: DeviceView[] }).rows;
  const inUse = rows.filter((device) => device.state === 'inUse');
  assert.ok(inUse.length >= 2, JSON.stringify(rows.map((row) => row.state)));
  assert.ok(inUse.every((device) => device.serialNo.startsWith('SN') && device.daysLeft !== null && device.daysLeft > 0));
  const counts = await server.get<DeviceCounts>('/api/wDevice/stateCount', { token: company.token });
  assert.ok((counts.body.data?.returning ?? 0) >= 1 && (counts.body.data?.ended ?? 0) >= 2);

  // The only thing the scheduler changes within the payment window is nothing (the carriers asked too).
  const before = await server.db.select({ id: rentalOrders.id, status: rentalOrders.status }).from(rentalOrders);
  await runDueWork(server.db, new Date(server.clock.now().getTime() + MINUTE_MS), { tracking: server.tracking });
  const after = await server.db.select({ id: rentalOrders.id, status: rentalOrders.status }).from(rentalOrders);
  assert.deepEqual(after, before);
});

test("the order shipped yesterday is on its way with the carrier's steps, and the one being returned shows its return parcel", async () => {
  for (const renter of [person, company]) {
    const [shipped] = await server.db
      .select({ orderNo: rentalOrders.orderNo })
      .from(rentalOrders)
      .where(and(eq(rentalOrders.customerId, renter.customerId), eq(rentalOrders.status, 3)));
    assert.ok(shipped);
    const out = await server.get<OrderTracking>(`/api/wOrder/tracking?orderNo=${shipped.orderNo}`, { token: renter.token });
    const [parcel] = out.body.data?.parcels ?? [];
    assert.equal(parcel?.leg, 'shipment');
    assert.ok((parcel?.steps.length ?? 0) >= 2, JSON.stringify(parcel));
    assert.equal(parcel?.steps.at(-1)?.state, 'collected');

    const [returning] = await server.db
      .select({ orderNo: rentalOrders.orderNo })
      .from(rentalOrders)
      .where(and(eq(rentalOrders.customerId, renter.customerId), eq(rentalOrders.status, 5)));
    assert.ok(returning);
    const back = await server.get<OrderTracking>(`/api/wOrder/tracking?orderNo=${returning.orderNo}`, { token: renter.token });
    assert.deepEqual(
      back.body.data?.parcels.map((each) => [each.leg, each.state === 'signed']),
      [
        ['shipment', true],
        ['return', back.body.data?.parcels[1]?.signedAt !== null],
      ],
    );
    assert.ok((back.body.data?.parcels[1]?.steps.length ?? 0) >= 1);
  }
});

test('the person has exactly one overdue bill; everything else due is paid, and each balance is its start plus its ledger', async () => {
  const overdue = await server.db
    .select({ customerId: rentalOrders.customerId })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(eq(bills.status, 2));
  assert.deepEqual(
    overdue.map((row) => row.customerId),
    [person.customerId],
  );
  for (const [renter, start] of [
    [person, DEMO_ACCOUNTS.personal.balance],
    [company, DEMO_ACCOUNTS.company.balance],
  ] as const) {
    const [ledger] = await server.db
      .select({ total: sum(balanceLedger.amount) })
      .from(balanceLedger)
      .where(eq(balanceLedger.customerId, renter.customerId));
    const [row] = await server.db.select({ balance: customers.balance }).from(customers).where(eq(customers.id, renter.customerId));
    assert.equal(row?.balance, start + Number(ledger?.total ?? 0));
    assert.ok((row?.balance ?? 0) > 0);
  }
  const history = await server.db
    .select()
    .from(orderHistory)
    .innerJoin(rentalOrders, eq(rentalOrders.id, orderHistory.orderId))
    .where(eq(rentalOrders.customerId, person.customerId));
  assert.ok(history.some((row) => row.order_history.toStatus === 5 && /申请归还/.test(row.order_history.note)));
});

test('the history is written once', async () => {
  assert.equal(await seedDemoOrders(server.db, server.clock.now()), false);
});

test('every demo order that shipped keeps its signed lease contract (signed on the customer’s behalf, as the demo says) and its device annex naming the contract’s hash', async () => {
  const shipped = await server.db.select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo }).from(rentalOrders).where(isNotNull(rentalOrders.shippedAt));
  assert.ok(shipped.length >= 8, `${shipped.length} shipped demo orders`);
  for (const order of shipped) {
    const documents = await server.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.id)).orderBy(asc(orderDocuments.id));
    const [lease, annex] = documents;
    assert.deepEqual(
      documents.map((document) => document.kind),
      ['lease', 'annex'],
      order.orderNo,
    );
    assert.equal(lease?.signatures[0]?.method, 'onBehalf');
    assert.equal(annex?.basedOn, lease?.sha256);
  }
});
