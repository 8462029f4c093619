import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { news, throttleEvents } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';
import { watchBusiness } from './snapshot';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test('the watch names a business table written since the last look, once', async () => {
  const business = await watchBusiness(server.db);
  await server.db
    .update(news)
    .set({ title: sql`${news.title} || '（更新）'` })
    .where(eq(news.id, sql`(select min(id) from news)`));
  assert.deepEqual(await business.changed(), ['news']);
  assert.deepEqual(await business.changed(), []);
});

test('reads, a rolled-back write and a write outside the business tables change nothing it watches', async () => {
  const business = await watchBusiness(server.db);
  await server.get('/api/wGoods/qtZq');
  await assert.rejects(
    server.db.transaction(async (tx) => {
      await tx.delete(news);
      throw new Error('rolled back');
    }),
  );
  await server.db.insert(throttleEvents).values({ key: 'snapshot-test', at: new Date() });
  assert.deepEqual(await business.changed(), []);
});

test('a write that restores the same values is no change', async () => {
  const business = await watchBusiness(server.db);
  const [first] = await server.db.select({ id: news.id, title: news.title }).from(news).limit(1);
  assert.ok(first);
  await server.db.update(news).set({ title: 'x' }).where(eq(news.id, first.id));
  await server.db.update(news).set({ title: first.title }).where(eq(news.id, first.id));
  assert.deepEqual(await business.changed(), []);
});
