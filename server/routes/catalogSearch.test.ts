/**
 * What the keyword search finds on the demo catalogue (and three goods of our own): what a
 * shopper means by a model number, a maker, part of a Chinese word, several words.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { GoodsCard } from '@/contract/goods';
import { goods, goodsSkus, leasePlans, stores } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';
import { TEMPLATE_TIME } from '../testing/template';

let server: TestServer;
before(async () => {
  server = await startTestServer();
  const [shop] = await server.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, 'yunzu'));
  assert.ok(shop);
  // A gaming laptop called 游戏笔记本 listed as a business laptop, a used one whose name holds a
  // %, and one whose maker is written only in Latin letters.
  const own = [
    { slug: 'search-test-gaming-laptop', categoryId: 11, name: '测试款 电竞游戏笔记本', brand: '测试', model: 'ZX-1' },
    { slug: 'search-test-used-laptop', categoryId: 11, name: '测试款 ThinkPad 95%新 商务本', brand: 'ThinkPad', model: 'ZX-2' },
    { slug: 'search-test-latin-maker-laptop', categoryId: 13, name: 'Lenovo Test 14 轻便本', brand: 'Lenovo', model: 'ZX-3' },
  ];
  const rows = await server.db
    .insert(goods)
    .values(own.map((item) => ({ ...item, storeId: shop.id, condition: 'new' as const, status: 'on_sale' as const, createdAt: TEMPLATE_TIME, updatedAt: TEMPLATE_TIME })))
    .returning({ id: goods.id });
  const skus = await server.db
    .insert(goodsSkus)
    .values(rows.map((row) => ({ goodsId: row.id, name: 'i5 / 16GB / 512GB', cpu: 'i5', memory: '16GB', storage: '512GB', graphics: 'Iris Xe', screen: '14"', stock: 5 })))
    .returning({ id: goodsSkus.id });
  await server.db.insert(leasePlans).values(skus.map((sku) => ({ skuId: sku.id, termMonths: 12, monthlyRent: 19_900, buyoutPrice: 100_000 })));
});
after(() => server.close());

type Found = { id: number; name: string; brand: string; slug: string; categoryId: number; tags: string[] };

/** Every goods a keyword finds, with what the test reads of it. */
async function find(keyword: string): Promise<Found[]> {
  const cards: GoodsCard[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await server.get<GoodsCard[]>(`/api/wGoods/search?keyword=${encodeURIComponent(keyword)}&limit=60&page=${page}`);
    assert.equal(answer.body.code, 200, answer.body.msg);
    const rows = answer.body.rows as GoodsCard[];
    cards.push(...rows);
    if (page === 1) assert.equal(typeof answer.body.total, 'number');
    if (rows.length < 60) {
      assert.equal(answer.body.total, cards.length, keyword);
      break;
    }
  }
  if (cards.length === 0) return [];
  const rows = await server.db
    .select({ id: goods.id, name: goods.name, brand: goods.brand, slug: goods.slug, categoryId: goods.categoryId, tags: goods.tags })
    .from(goods)
    .where(
      inArray(
        goods.id,
        cards.map((card) => card.id),
      ),
    );
  return cards.map((card) => rows.find((row) => row.id === card.id) as Found);
}

const slugs = (found: Found[]) => new Set(found.map((row) => row.slug));

test('a model number finds that model and its variants, with or without its series', async () => {
  const t14 = await find('T14');
  for (const slug of ['thinkpad-t14-gen5', 'lenovo-thinkpad-t14s-gen6', 'lenovo-thinkpad-t14-gen2-used']) assert.ok(slugs(t14).has(slug), slug);
  for (const row of t14) assert.match(row.name, /T14/i);
  const thinkpadT14 = await find('ThinkPad T14');
  assert.deepEqual(slugs(thinkpadT14), slugs(t14));
  // Part of a model number: its digits, or its start.
  assert.ok(slugs(await find('9000P')).has('legion-y9000p-2025'));
  assert.ok(slugs(await find('Y9000')).has('legion-y9000p-2025'));
  assert.ok(slugs(await find('拯救者Y9000P')).has('legion-y9000p-2025'));
});

test('case and full-width letters do not matter', async () => {
  const lower = await find('thinkpad');
  assert.ok(lower.length >= 10);
  assert.deepEqual(slugs(await find('THINKPAD')), slugs(lower));
  assert.deepEqual(slugs(await find('ＴｈｉｎｋＰａｄ')), slugs(lower));
});

test('a maker is found by its Chinese or Latin name, and ThinkPad is Lenovo', async () => {
  const chinese = await find('联想');
  const latin = await find('Lenovo');
  assert.deepEqual(slugs(latin), slugs(chinese));
  assert.deepEqual(slugs(await find('LENOVO')), slugs(chinese));
  for (const slug of ['lenovo-xiaoxin-pro-14-2025', 'legion-y9000p-2025', 'thinkpad-t14-gen5', 'search-test-latin-maker-laptop']) assert.ok(slugs(chinese).has(slug), slug);
  for (const row of chinese) assert.ok(['联想', 'ThinkPad', 'Lenovo'].includes(row.brand) || /lenovo/.test(row.slug), `${row.name} (${row.brand})`);
  const apple = await find('苹果');
  assert.ok(apple.length >= 10);
  assert.deepEqual(slugs(await find('Apple')), slugs(apple));
  for (const row of apple) assert.equal(row.brand, 'Apple', row.name);
});

test('part of a Chinese word finds it: a two-character word, a category, and 本 as 笔记本', async () => {
  const light = await find('轻薄');
  assert.ok(light.length >= 10);
  // 轻薄 is in the name, a tag, or the category 轻薄本 (13) itself.
  for (const row of light) assert.ok(row.name.includes('轻薄') || row.tags.some((tag) => tag.includes('轻薄')) || row.categoryId === 13, row.name);
  assert.ok(
    light.some((row) => row.categoryId === 13 && !row.name.includes('轻薄')),
    'the category counts',
  );

  const gaming = await find('游戏本');
  assert.ok(
    gaming.some((row) => row.slug === 'search-test-gaming-laptop'),
    '游戏本 finds 游戏笔记本',
  );
  assert.ok(gaming.filter((row) => row.categoryId === 12).length >= 10, 'and the category 游戏本');
  for (const row of gaming) assert.ok(row.categoryId === 12 || /游戏(笔记)?本/.test(row.name), row.name);
  assert.deepEqual(slugs(await find('游戏笔记本')), slugs(gaming));
  assert.ok((await find('本')).length > gaming.length, 'one character on its own');
});

test('every word must match', async () => {
  const both = await find('联想 游戏本');
  assert.ok(both.length >= 3);
  for (const row of both) assert.ok(['联想', 'ThinkPad', 'Lenovo'].includes(row.brand) && row.categoryId === 12, row.name);
  assert.deepEqual(await find('联想 苹果'), []);
  assert.deepEqual(await find('MacBook 游戏本'), []);
});

test('%, _ and \\ are no wildcards', async () => {
  assert.deepEqual([...slugs(await find('95%新'))], ['search-test-used-laptop']);
  assert.deepEqual(await find('95_新'), []);
  for (const keyword of ['%', '_', '\\', '%%', 'think%pad', 'think_ad']) assert.deepEqual(await find(keyword), [], keyword);
});

test('the sorts keep working on a search, and its total is the rows it pages through', async () => {
  const rents: number[] = [];
  for (let page = 1; page <= 3; page += 1) {
    const answer = await server.get<GoodsCard[]>(`/api/wGoods/search?keyword=${encodeURIComponent('笔记本')}&sort=priceAsc&limit=20&page=${page}`);
    rents.push(...(answer.body.rows as GoodsCard[]).map((card) => card.monthlyRent));
  }
  assert.equal(rents.length, 60);
  assert.deepEqual(
    rents,
    [...rents].sort((a, b) => a - b),
  );
});
