/** The demo customers' service requests, as the personal center will show them. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ServiceRequestDetail, ServiceRequestSummary } from '@/contract/serviceRequests';
import { customers, serviceRequests } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { DAY_MS, formatShanghai } from '../../domain/shared/clock';
import { startTestServer, type TestServer } from '../../testing/harness';
import { orderInStatus, storeIdOf, twoShops } from '../../testing/serviceScenarios';
import { seedServiceRequestDemo } from './serviceRequests';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function demoCustomer(account: { phone: string; password: string }) {
  const login = await server.post<{ quanJuId: string }>('/api/register/reg/paLogin', { phone: account.phone, passWord: account.password });
  assert.equal(typeof login.body.token, 'string', login.body.msg);
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, account.phone));
  assert.ok(row);
  return { token: login.body.token as string, customerId: row.id };
}

async function listOf(token: string): Promise<ServiceRequestDetail[]> {
  const list = await server.post<never>('/api/wService/list', {}, { token });
  const rows = list.body.rows as ServiceRequestSummary[];
  return Promise.all(rows.map(async (row) => (await server.get<ServiceRequestDetail>(`/api/wService/detail/${row.serviceNo}`, { token })).body.data as ServiceRequestDetail));
}

test('without running orders the demo writes nothing', async () => {
  assert.equal(await seedServiceRequestDemo(server.db, server.clock.now()), 0);
  assert.equal((await server.db.select().from(serviceRequests)).length, 0);
});

test("the company has a repair being handled with the merchant's reply and a completed replacement; the person a request waiting; a second run adds nothing", async () => {
  const company = await demoCustomer(DEMO_ACCOUNTS.company);
  const person = await demoCustomer(DEMO_ACCOUNTS.personal);
  const { otherShop } = await twoShops(server);
  const merchantShop = await storeIdOf(server, DEMO_ACCOUNTS.merchant.storeSlug);
  // Rentals that began a month ago, of the demo merchant's shop and of another (answered by the platform).
  await orderInStatus(server, company, otherShop, 4, 2);
  await orderInStatus(server, company, merchantShop, 4, 3);
  await orderInStatus(server, person, merchantShop, 4);
  server.clock.advance(30 * DAY_MS);
  const now = server.clock.now();

  assert.equal(await seedServiceRequestDemo(server.db, now), 3);

  // A month later the sessions of the arrangement have ended.
  const companyRequests = await listOf((await demoCustomer(DEMO_ACCOUNTS.company)).token);
  assert.deepEqual(
    companyRequests.map((request) => [request.kindName, request.statusName]),
    [
      ['维修', '处理中'],
      ['换机', '已完成'],
    ],
  );
  const [repair, replacement] = companyRequests as [ServiceRequestDetail, ServiceRequestDetail];
  assert.equal(repair.thread.length, 1);
  assert.equal(repair.thread[0]?.author, 'merchant');
  assert.equal(repair.replyCount, 1);
  assert.deepEqual(
    replacement.timeline.map((event) => event.statusName),
    ['待受理', '处理中', '已完成'],
  );
  assert.deepEqual(
    replacement.timeline.slice(1).map((event) => event.actor),
    ['platform', 'platform'],
  );
  assert.deepEqual(
    replacement.thread.map((message) => message.author),
    ['platform', 'customer'],
  );
  const latest = [...companyRequests.flatMap((request) => request.timeline), ...companyRequests.flatMap((request) => request.thread)]
    .map((entry) => entry.at)
    .sort()
    .at(-1);
  assert.ok(latest !== undefined && latest <= formatShanghai(now), 'nothing is dated in the future');
  assert.ok(replacement.createdAt < formatShanghai(new Date(now.getTime() - 14 * DAY_MS)), 'the replacement is weeks old');

  const personRequests = await listOf((await demoCustomer(DEMO_ACCOUNTS.personal)).token);
  assert.deepEqual(
    personRequests.map((request) => [request.kindName, request.statusName, request.canCancel]),
    [['维修', '待受理', true]],
  );

  assert.equal(await seedServiceRequestDemo(server.db, now), 0);
  assert.equal((await server.db.select().from(serviceRequests)).length, 3);
});
