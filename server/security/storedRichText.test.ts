/**
 * Stored cross-site scripting at the pages' source: what the product server answers for a goods
 * description or a news body is the HTML the storefront renders as it is. Rows written before
 * sanitising on write (an older seed, a hand edit) are cleaned at the next start.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { GoodsDetail } from '@/contract/goods';
import type { NewsArticle } from '@/contract/news';
import { appMeta, goods, news } from '../db/schema';
import { seedDatabase } from '../seed/seed';
import { startTestServer, type TestServer } from '../testing/harness';
import { richTextProblems } from './htmlSafety';
import { XSS_VECTORS } from './xssVectors';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

// PostgreSQL text cannot hold NUL, so no stored row can carry that one vector.
const HOSTILE = `<p>高性能商务本</p>${XSS_VECTORS.map((vector) => vector.html.replaceAll('\0', '')).join('')}`;

test('a goods description and a news body stored with scripts before this version are served clean after the next start', async () => {
  const [item] = await server.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'on_sale')).orderBy(asc(goods.id)).limit(1);
  const [article] = await server.db.select({ id: news.id }).from(news).where(eq(news.status, 'published')).orderBy(asc(news.id)).limit(1);
  assert.ok(item && article);
  // A database as an earlier version left it: raw HTML in the rows, no record of any cleaning.
  await server.db.update(goods).set({ description: HOSTILE }).where(eq(goods.id, item.id));
  await server.db.update(news).set({ content: HOSTILE }).where(eq(news.id, article.id));
  await server.db.delete(appMeta).where(and(eq(appMeta.key, 'rich_text_sanitised_v1')));

  await seedDatabase(server.db, { demo: true, now: server.clock.now() });

  const detail = (await server.post<GoodsDetail>('/api/wGoods/productDetails', { id: item.id })).body.data;
  const body = (await server.get<NewsArticle>(`/news/${article.id}`)).body.data;
  assert.ok(detail && body);
  assert.deepEqual(richTextProblems(detail.description), [], detail.description);
  assert.deepEqual(richTextProblems(body.content), [], body.content);
  assert.match(detail.description, /^<p>高性能商务本<\/p>/);
});

test('every goods description and news body the server holds is fit to render as it is', async () => {
  const rows = [...(await server.db.select({ html: goods.description }).from(goods)), ...(await server.db.select({ html: news.content }).from(news))];
  assert.ok(rows.length > 150);
  assert.deepEqual(
    rows.flatMap((row) => richTextProblems(row.html)),
    [],
  );
});
