/**
 * The demo merchant's workbench has work waiting (every queue of the order desk filled): after the
 * whole demo history, and on a shop that has only the seed (where this part writes all of it
 * through the domain). The order to review is held by the risk rules themselves; the history's
 * returns were inspected and completed at the order desk by the shop's merchant, whom the history
 * names.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ConsoleOrderDetail, ConsoleOrderRow } from '@/contract/consoleOrders';
import type { Workbench } from '@/contract/workbench';
import { DEMO_ACCOUNTS } from '../seed';
import { startTestServer, type TestServer } from '../../testing/harness';
import { logInAsMerchant } from '../../testing/staff';
import { DEMO_WORKBENCH, seedConsoleDemo } from './console';
import { seedDemoHistory } from './history';
import { silentLogger } from '../../runtime/log';

let lived: TestServer;
let fresh: TestServer;

before(async () => {
  lived = await startTestServer();
  await seedDemoHistory(lived.db, { now: lived.clock.now(), payment: lived.payment, log: silentLogger });
  fresh = await startTestServer();
});
after(async () => {
  await lived.close();
  await fresh.close();
});

async function workbenchOf(server: TestServer): Promise<{ bench: Workbench; token: string }> {
  const { token } = await logInAsMerchant(server);
  const answer = await server.get<Workbench>('/api/sys/workbench', { token });
  assert.ok(answer.body.data, answer.body.msg);
  return { bench: answer.body.data, token };
}

function assertWorkWaiting(bench: Workbench, invoiceRequests: boolean): void {
  assert.equal(bench.storeName, '云租优选旗舰店');
  assert.ok(bench.orders.toReview.count >= DEMO_WORKBENCH.toReview, `to review: ${bench.orders.toReview.count}`);
  assert.ok(bench.orders.toShip.count >= DEMO_WORKBENCH.toShip, `to ship: ${bench.orders.toShip.count}`);
  assert.ok(bench.orders.toInspect.count >= DEMO_WORKBENCH.toInspect, `to inspect: ${bench.orders.toInspect.count}`);
  assert.ok(bench.serviceRequests.count >= DEMO_WORKBENCH.serviceRequests, `service requests: ${bench.serviceRequests.count}`);
  if (invoiceRequests) assert.ok(bench.invoiceRequests.count >= 1, 'an invoice request');
}

test("after the demo history the merchant's workbench has work waiting, and the completed returns name the merchant who settled them", async () => {
  const { bench, token } = await workbenchOf(lived);
  assertWorkWaiting(bench, true);
  assert.ok(bench.money.depositsHeld > 0 && bench.money.rentReceived > 0);

  const completed = await lived.post<never>('/api/sys/order/list', { status: 7, limit: 10 }, { token });
  const [row] = completed.body.rows as ConsoleOrderRow[];
  assert.ok(row, 'a completed order in the shop');
  const detail = await lived.get<ConsoleOrderDetail>(`/api/sys/order/detail/${row.orderNo}`, { token });
  const merchant = `${DEMO_ACCOUNTS.merchant.nickName}（商家）`;
  assert.deepEqual(
    detail.body.data?.history.slice(-2).map((event) => [event.toStatus, event.actorName]),
    [
      [6, merchant],
      [7, merchant],
    ],
  );
  assert.equal(detail.body.data?.inspection?.completedBy, merchant);
  assert.equal(await seedConsoleDemo(lived.db, { now: lived.clock.now(), log: silentLogger }), null, 'written once');
});

test('on a shop with only the seed, this part alone leaves the work waiting, through the domain', async () => {
  const added = await seedConsoleDemo(fresh.db, { now: fresh.clock.now(), log: silentLogger });
  assert.deepEqual(added, { toReview: 1, toShip: 2, toInspect: 1, serviceRequests: 1 });
  const { bench, token } = await workbenchOf(fresh);
  assertWorkWaiting(bench, false);
  const held = await fresh.post<never>('/api/sys/order/list', { status: 1 }, { token });
  const [row] = held.body.rows as ConsoleOrderRow[];
  assert.ok(row);
  const detail = await fresh.get<ConsoleOrderDetail>(`/api/sys/order/detail/${row.orderNo}`, { token });
  assert.equal(detail.body.data?.risk?.decision, 'review', 'held by the risk rules, not written by hand');
});
