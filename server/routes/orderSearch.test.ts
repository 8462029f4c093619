/**
 * /myOrderList's tabs and search: one call counts the caller's orders per status, the list and the
 * counts take the same search (part of the order number or of a goods name), paged on the server.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { OrderStatusCounts } from '@/contract/orderFulfilment';
import type { RentalOrderView } from '@/contract/orders';
import { approve, itemsOf, newRenter, placedOrder, runningRental, type Renter } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { rentableSkus } from '../testing/rentals';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

type Page = { code: number; msg: string; rows: RentalOrderView[]; total: number };

const list = (renter: Renter, body: Record<string, unknown>) =>
  server.post<never>('/api/wOrder/dingD', body, { token: renter.token }).then((answer) => answer.body as unknown as Page);
const counts = (renter: Renter, keyword?: string) =>
  server.get<OrderStatusCounts>(`/api/wOrder/statusCount${keyword === undefined ? '' : `?keyword=${encodeURIComponent(keyword)}`}`, { token: renter.token });

test("the counts answer every status of the caller's orders, and each tab lists exactly its count", async () => {
  const renter = await newRenter(server);
  const unpaid = await placedOrder(server, renter, { paid: false });
  const cancelled = await placedOrder(server, renter, { paid: false });
  assert.equal((await server.post('/api/wOrder/cancel', { orderNo: cancelled.orderNo }, { token: renter.token })).body.code, 200);
  await placedOrder(server, renter);
  const approved = await placedOrder(server, renter);
  await approve(server, approved.orderId);
  await runningRental(server, renter);
  await runningRental(server, renter);

  const answer = await counts(renter);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.deepEqual(answer.body.data, { total: 6, byStatus: { 0: 1, 1: 1, 2: 1, 3: 0, 4: 2, 5: 0, 6: 0, 7: 0, 8: 0, 9: 1, 10: 0 } });
  for (const [status, count] of Object.entries(answer.body.data?.byStatus ?? {})) {
    const page = await list(renter, { status: Number(status), limit: 50 });
    assert.equal(page.total, count, `status ${status}`);
    assert.ok(page.rows.every((row) => row.status === Number(status)));
  }
  assert.ok(unpaid.view.life);
  assert.deepEqual(unpaid.view.life, { approvedAt: null, shipBy: null, shipment: null, autoReceiptAt: null, rentStartDate: null, rentEndDate: null, return: null });
});

test('the search finds an order by part of its number or of a goods name, ignoring case, in the list and the counts alike', async () => {
  const renter = await newRenter(server);
  const skus = await rentableSkus(server.db, 2);
  const first = skus[0];
  const other = skus.find((sku) => sku.goodsId !== first?.goodsId);
  assert.ok(first && other);
  const mine = await placedOrder(server, renter, { skuId: first.skuId });
  await placedOrder(server, renter, { skuId: other.skuId });
  const [item] = await itemsOf(server, mine.orderId);
  assert.ok(item);

  const byNumber = await list(renter, { keyword: mine.orderNo.slice(-8) });
  assert.deepEqual(
    byNumber.rows.map((row) => row.orderNo),
    [mine.orderNo],
  );
  const name = item.goodsName;
  // A word of the goods name, in another case where it has Latin letters.
  const word = name.split(/\s+/).find((part) => part.length >= 3) ?? name;
  const byName = await list(renter, { keyword: ` ${word.toLowerCase()} ` });
  assert.ok(byName.rows.some((row) => row.orderNo === mine.orderNo));
  assert.ok(byName.rows.every((row) => row.items.some((entry) => entry.goodsName.toLowerCase().includes(word.toLowerCase()))));
  const counted = await counts(renter, word.toLowerCase());
  assert.equal(counted.body.data?.total, byName.total);

  assert.deepEqual([(await list(renter, { keyword: '%' })).total, (await counts(renter, '_')).body.data?.total], [0, 0]);
  assert.equal((await list(renter, { keyword: '' })).total, 2);
  assert.deepEqual(await list(renter, { keyword: 'x'.repeat(41) }), { code: 500, msg: '搜索内容不能超过 40 个字' });
  assert.deepEqual((await counts(renter, 'x'.repeat(41))).body, { code: 500, msg: '搜索内容不能超过 40 个字' });
});

test('the list is paged on the server, newest first', async () => {
  const renter = await newRenter(server);
  const placed = [];
  for (let i = 0; i < 3; i += 1) {
    placed.push((await placedOrder(server, renter, { paid: false })).orderNo);
    server.clock.advance(1000);
  }
  const pageOne = await list(renter, { page: 1, limit: 2 });
  const pageTwo = await list(renter, { page: 2, limit: 2 });
  assert.deepEqual(
    [...pageOne.rows, ...pageTwo.rows].map((row) => row.orderNo),
    placed.reverse(),
  );
  assert.equal(pageOne.total, 3);
});
