import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ConsoleApplication } from '@/contract/consoleApplications';
import { startTestServer, type TestServer } from '../../testing/harness';
import { logInAsAdmin } from '../../testing/staff';
import { seedApplicationDemo } from './applications';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

type PageBody<T> = { code: number; rows: T[]; total: number };

test("the admin's workbench finds two shop applications and one cooperation application waiting, written once", async () => {
  assert.equal(await seedApplicationDemo(server.db, server.clock.now()), 3);
  const { token } = await logInAsAdmin(server);
  const list = (kind: string) =>
    server.post('/api/sys/application/list', { kind, status: 'pending' }, { token }).then((answer) => answer.body as unknown as PageBody<ConsoleApplication>);
  const joins = await list('join');
  // Newest first.
  assert.deepEqual(
    joins.rows.map((row) => row.company),
    ['成都蓉城图形工作站租赁有限公司', '杭州数联科技有限公司'],
  );
  assert.deepEqual(
    (await list('cooperation')).rows.map((row) => row.company),
    ['上海沪联物流有限公司'],
  );
  assert.equal(await seedApplicationDemo(server.db, server.clock.now()), 0);
  assert.equal((await list('join')).total, 2);
});
