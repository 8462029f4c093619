/**
 * The generated big catalogue, and the keyword search on a few thousand of its goods: the plans
 * the database chooses use the search tokens' GIN index, and the tokens the database writes are
 * the ones searchTokens.ts reads keywords into. Runs on PGlite, and on PostgreSQL under
 * `npm run test:server:pg` (the test server then has a PostgreSQL database of its own).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { GoodsCard } from '@/contract/goods';
import { filterConditions } from '../../domain/catalog/listings';
import { documentTokens } from '../../domain/catalog/searchTokens';
import { startTestServer, type TestServer } from '../../testing/harness';
import { TEMPLATE_TIME } from '../../testing/template';
import type { Db } from '../../db/client';
import { appMeta, goods, goodsCategories, goodsListing, goodsSkus, leasePlans } from '../../db/schema';
import { BIG_CATALOGUE_MARKER, bigCatalogGoods, seedBigCatalog } from './bigCatalog';

/** Enough goods for the planner to prefer an index to reading the table; few enough for seconds. */
const COUNT = 3_000;

let server: TestServer;
let demoGoods = 0;
before(async () => {
  server = await startTestServer();
  demoGoods = (await server.db.select({ n: count() }).from(goods))[0]?.n ?? 0;
  const result = await seedBigCatalog(server.db, { count: COUNT, now: TEMPLATE_TIME });
  assert.equal(result.inserted, COUNT);
});
after(() => server.close());

/** Rows of db.execute: PGlite answers { rows }, postgres-js an array of rows. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

test('the generator writes N goods with their configurations and plans, visible, and a second run adds none', async () => {
  const [written] = await server.db.select({ n: count() }).from(goods);
  assert.equal(written?.n, demoGoods + COUNT);
  const generated = await server.db.select({ id: goods.id, slug: goods.slug, lowestRent: goods.lowestRent, status: goods.status }).from(goods).orderBy(goods.id).offset(demoGoods);
  assert.equal(generated.length, COUNT);
  for (const row of generated) assert.ok(row.lowestRent !== null && row.lowestRent > 0, row.slug);
  const [plans] = await server.db.select({ n: count() }).from(leasePlans).innerJoin(goodsSkus, eq(goodsSkus.id, leasePlans.skuId));
  assert.ok((plans?.n ?? 0) >= (demoGoods + COUNT) * 4);
  const onSale = generated.filter((row) => row.status === 'on_sale').length;
  assert.ok(onSale > COUNT * 0.95, `${onSale} on sale`);
  const [listed] = await server.db.select({ n: count() }).from(goodsListing).where(eq(goodsListing.visible, true));
  assert.ok((listed?.n ?? 0) >= onSale);

  assert.deepEqual(await seedBigCatalog(server.db, { count: COUNT, now: TEMPLATE_TIME }).then((again) => again.inserted), 0);
  const [marker] = await server.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, BIG_CATALOGUE_MARKER));
  assert.equal(marker?.value, String(COUNT));
});

test('the same index gives the same goods on every run, named as merchants name them', async () => {
  assert.deepEqual(bigCatalogGoods(41), bigCatalogGoods(41));
  const names = Array.from({ length: 400 }, (_, index) => bigCatalogGoods(index).name);
  assert.equal(new Set(names).size > 350, true, 'names vary');
  for (const pattern of [/ThinkPad T14/, /拯救者/, /MateBook/, /MacBook Air/, /游戏本/, /轻薄本/, /商务/, /\b(i5|i7|Ultra\d|R\d)-\d{3,5}[A-Z]*\/\d+G\/\d+[GT]/]) {
    assert.ok(
      names.some((name) => pattern.test(name)),
      String(pattern),
    );
  }
  for (const index of [0, 1, COUNT - 1]) {
    const item = bigCatalogGoods(index);
    const [stored] = await server.db.select({ name: goods.name, model: goods.model }).from(goods).where(eq(goods.slug, item.slug));
    assert.deepEqual(stored, { name: item.name, model: item.model });
  }
});

test('generated goods are found by the shop search', async () => {
  const item = bigCatalogGoods(7);
  const answer = await server.get<GoodsCard[]>(`/api/wGoods/search?keyword=${encodeURIComponent(item.model)}&limit=60&sort=newest`);
  assert.equal(answer.body.code, 200);
  assert.ok(Number(answer.body.total) >= 1);
  const [row] = await server.db.select({ id: goods.id }).from(goods).where(eq(goods.slug, item.slug));
  const rows = answer.body.rows as GoodsCard[];
  assert.ok(rows.some((card) => card.id === row?.id) || Number(answer.body.total) > 60);
});

test('the database writes the tokens searchTokens.ts expects, for every goods item', async () => {
  const rows = await rowsOf<{ doc: string; tokens: string[] }>(
    server.db,
    sql`with recursive path(id, names) as (
          select id, name from ${goodsCategories} where parent_id is null
          union all select c.id, p.names || ' ' || c.name from ${goodsCategories} c join path p on c.parent_id = p.id)
        select concat_ws(' ', g.name, g.brand, g.model, replace(g.slug, '-', ' '), array_to_string(g.tags, ' '), path.names) as doc,
          tsvector_to_array(l.search_tokens) as tokens
        from ${goods} g join ${goodsListing} l on l.goods_id = g.id join path on path.id = g.category_id`,
  );
  assert.equal(rows.length, demoGoods + COUNT);
  for (const row of rows) assert.deepEqual(row.tokens, documentTokens(row.doc), row.doc);
  // What the goods never say but a merchant could: full-width, other scripts, symbols, astral characters.
  const edges = ['ＴｈｉｎｋＰａｄ Ｔ１４', 'İstanbul KELVIN ß', 'ﾃｽﾄ テスト 한국어 〇', '𠀀𠀁 中𠀀文', 'RTX4060Ti 1920×1080', 'a1b2c3 99% 新_品 \\', '😀游戏😀本', ''];
  const answered = await rowsOf<{ doc: string; tokens: string[] }>(
    server.db,
    sql`select doc, tsvector_to_array(goods_search_vector(doc)) as tokens from jsonb_array_elements_text(${JSON.stringify(edges)}::jsonb) as doc`,
  );
  for (const row of answered) assert.deepEqual(row.tokens, documentTokens(row.doc), row.doc);
});

/** The plan of the search's count (the query every search runs). */
async function planOf(keyword: string): Promise<string> {
  const counting = server.db
    .select({ total: count() })
    .from(goodsListing)
    .where(and(...filterConditions({ keyword })));
  const lines = await rowsOf<Record<string, string>>(server.db, sql`explain ${counting}`);
  return lines.map((line) => Object.values(line)[0]).join('\n');
}

test('a Chinese two-character word, a model number and a brand are searched through the GIN index, not by reading every row', async () => {
  for (const keyword of ['天选', 'Y9000P', '微星']) {
    const plan = await planOf(keyword);
    assert.match(plan, /Bitmap Index Scan on goods_listing_search_idx/, `${keyword}:\n${plan}`);
    assert.doesNotMatch(plan, /Seq Scan on goods_listing/, `${keyword}:\n${plan}`);
  }
});
