import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { LoginData } from '@/contract/auth';
import type { BrandCount, DiscountGoodsCard, GoodsCard, GoodsDetail, ProcurementGoodsDetail, SkuOptions, VerificationState } from '@/contract/goods';
import type { CarouselSlide } from '@/contract/carousel';
import { goods, goodsCategories, stores } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

type PageBody<T> = { code: number; msg: string; rows: T[]; total: number };

async function search<T = GoodsCard>(query: string): Promise<PageBody<T>> {
  const answer = await server.get(`/api/wGoods/search?${query}`);
  return answer.body as unknown as PageBody<T>;
}

/** Every row of a search, page by page at the largest page size. */
async function searchAll(query: string): Promise<GoodsCard[]> {
  const rows: GoodsCard[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await search(`${query}&limit=60&page=${page}`);
    assert.equal(answer.code, 200, answer.msg);
    rows.push(...answer.rows);
    if (answer.rows.length < 60) return rows;
  }
}

async function goodsRows(ids: number[]) {
  return server.db.select().from(goods).where(inArray(goods.id, ids));
}

async function idOfSlug(slug: string): Promise<number> {
  const [row] = await server.db.select({ id: goods.id }).from(goods).where(eq(goods.slug, slug));
  assert.ok(row, slug);
  return row.id;
}

const notFound = { code: 404, msg: '访问资源不存在' };

// ---------------------------------------------------------------------------------------------
// Search and filters

test('a search answers a page of cards with the total', async () => {
  const answer = await search('limit=5');
  assert.equal(answer.code, 200);
  assert.equal(answer.msg, '查询成功');
  assert.equal(answer.rows.length, 5);
  assert.ok(answer.total >= 150, `total ${answer.total}`);
  const card = answer.rows[0];
  assert.ok(card);
  assert.deepEqual(Object.keys(card).sort(), ['condition', 'id', 'image', 'monthlyRent', 'name', 'storeName', 'tags', 'zones']);
  assert.match(card.image, /^\/goods\/[a-z0-9-]+\.svg$/);
  assert.ok(Number.isInteger(card.monthlyRent) && card.monthlyRent > 0);
});

test('a keyword matches name, brand or model in any case, and every word of it must match', async () => {
  const lower = await searchAll('keyword=thinkpad');
  const upper = await search('keyword=THINKPAD&limit=60');
  assert.ok(lower.length >= 10);
  assert.equal(upper.total, lower.length);
  for (const row of await goodsRows(lower.map((card) => card.id))) assert.match(row.searchText, /thinkpad/);

  const twoWords = await searchAll(`keyword=${encodeURIComponent('thinkpad  t14')}`);
  assert.ok(twoWords.length >= 2 && twoWords.length < lower.length);
  for (const card of twoWords) assert.match(card.name, /T14/);
  const wordsApart = await searchAll(`keyword=${encodeURIComponent('联想 2025')}`);
  assert.ok(wordsApart.some((card) => card.name.includes('拯救者')));
  // 联想 is Lenovo, whose brand ThinkPad is: a shopper's 联想 finds those too (searchTokens.ts ALSO_MEANS).
  const apart = await goodsRows(wordsApart.map((card) => card.id));
  for (const row of apart) assert.ok(/联想|lenovo|thinkpad/.test(row.searchText) && row.searchText.includes('2025'), row.searchText);
  assert.ok(apart.some((row) => row.brand === 'ThinkPad'));
});

test('a Chinese keyword finds Chinese names', async () => {
  const rows = await searchAll(`keyword=${encodeURIComponent('拯救者')}`);
  assert.ok(rows.length >= 4);
  for (const card of rows) assert.match(card.name, /拯救者/);
});

test('% and _ in a keyword are plain characters, not wildcards', async () => {
  assert.ok((await search('keyword=thinkpad')).total > 0);
  for (const keyword of ['%', '_', 'think%pad', 'think_ad', '\\', '%%']) {
    const answer = await search(`keyword=${encodeURIComponent(keyword)}`);
    assert.deepEqual([answer.code, answer.total, answer.rows], [200, 0, []], keyword);
  }
});

test('a top category includes its sub-categories, combined with a keyword', async () => {
  const laptops = await search('categoryId=1&limit=1');
  let sum = 0;
  for (const child of [11, 12, 13, 14, 15]) sum += (await search(`categoryId=${child}&limit=1`)).total;
  assert.equal(laptops.total, sum);
  assert.ok(sum > 60);

  const proLaptops = await searchAll('categoryId=1&keyword=pro');
  const proAnywhere = await search('keyword=pro&limit=1');
  assert.ok(proLaptops.length > 0 && proLaptops.length < proAnywhere.total);
  const children = (await server.db.select({ id: goodsCategories.id }).from(goodsCategories).where(eq(goodsCategories.parentId, 1))).map((row) => row.id);
  for (const row of await goodsRows(proLaptops.map((card) => card.id))) {
    assert.ok(children.includes(row.categoryId));
    assert.match(row.searchText, /pro/);
  }
  assert.deepEqual((await search('categoryId=999')).rows, []);
});

test('zone and condition combine', async () => {
  const usedDiscount = await searchAll('zone=discount&condition=used');
  assert.ok(usedDiscount.length > 0);
  for (const card of usedDiscount) {
    assert.equal(card.condition, 'used');
    assert.ok(card.zones.includes('discount'));
  }
  assert.equal((await search('zone=second_hand&condition=new')).total, 0);
  const newProducts = await searchAll('zone=new_product&condition=new');
  assert.ok(newProducts.length > 10 && newProducts.every((card) => card.condition === 'new' && card.zones.includes('new_product')));
});

test('the brand filter ignores case and matches the whole brand', async () => {
  const exact = await search('brand=ThinkPad&limit=60');
  assert.ok(exact.total > 5);
  assert.equal((await search('brand=thinkpad&limit=1')).total, exact.total);
  assert.equal((await search('brand=Think&limit=1')).total, 0);
  for (const row of await goodsRows(exact.rows.map((card) => card.id))) assert.equal(row.brand, 'ThinkPad');
});

test('the rent range is on the lowest monthly rent and both edges are inclusive', async () => {
  const sample = (await search('sort=priceAsc&limit=60&page=2')).rows[10];
  assert.ok(sample);
  const rent = sample.monthlyRent;
  const exactly = await searchAll(`minRent=${rent}&maxRent=${rent}`);
  assert.ok(exactly.some((card) => card.id === sample.id));
  assert.ok(exactly.every((card) => card.monthlyRent === rent));
  assert.ok(!(await searchAll(`minRent=${rent + 1}`)).some((card) => card.id === sample.id));
  assert.ok(!(await searchAll(`maxRent=${rent - 1}`)).some((card) => card.id === sample.id));
  const band = await searchAll('minRent=10000&maxRent=30000');
  assert.ok(band.length > 10 && band.every((card) => card.monthlyRent >= 10000 && card.monthlyRent <= 30000));
  assert.deepEqual((await search('minRent=0&maxRent=0')).rows, []);
});

test('each sort is really sorted, ties broken by id', async () => {
  const ascending = await searchAll('sort=priceAsc');
  const descending = await searchAll('sort=priceDesc');
  assert.ok(ascending.length >= 150);
  for (let i = 1; i < ascending.length; i += 1) {
    const [a, b] = [ascending[i - 1], ascending[i]];
    assert.ok(a && b && (a.monthlyRent < b.monthlyRent || (a.monthlyRent === b.monthlyRent && a.id < b.id)), `priceAsc at ${i}`);
  }
  for (let i = 1; i < descending.length; i += 1) {
    const [a, b] = [descending[i - 1], descending[i]];
    assert.ok(a && b && (a.monthlyRent > b.monthlyRent || (a.monthlyRent === b.monthlyRent && a.id > b.id)), `priceDesc at ${i}`);
  }

  for (const [sort, key] of [
    ['newest', 'createdAt'],
    ['popular', 'rentedCount'],
  ] as const) {
    const cards = await searchAll(`sort=${sort}`);
    const rows = new Map((await goodsRows(cards.map((card) => card.id))).map((row) => [row.id, row]));
    const values = cards.map((card) => {
      const row = rows.get(card.id);
      assert.ok(row);
      return { id: row.id, value: key === 'createdAt' ? row.createdAt.getTime() : row.rentedCount };
    });
    for (let i = 1; i < values.length; i += 1) {
      const [a, b] = [values[i - 1], values[i]];
      assert.ok(a && b && (a.value > b.value || (a.value === b.value && a.id > b.id)), `${sort} at ${i}`);
    }
  }
  // The default order is popular.
  assert.deepEqual(
    (await search('limit=10')).rows.map((card) => card.id),
    (await search('sort=popular&limit=10')).rows.map((card) => card.id),
  );
});

test('paging: first, last and beyond the last page, limits 1 and 60', async () => {
  const total = (await search('limit=1')).total;
  const pages = Math.ceil(total / 60);
  const seen = new Set<number>();
  for (let page = 1; page <= pages; page += 1) {
    const answer = await search(`sort=priceAsc&limit=60&page=${page}`);
    assert.equal(answer.total, total);
    assert.equal(answer.rows.length, page < pages ? 60 : total - 60 * (pages - 1));
    for (const card of answer.rows) seen.add(card.id);
  }
  assert.equal(seen.size, total, 'pages neither repeat nor skip goods');
  assert.deepEqual(await search(`limit=60&page=${pages + 1}`), { code: 200, msg: '查询成功', rows: [], total });
  assert.deepEqual(await search('limit=20&page=99999'), { code: 200, msg: '查询成功', rows: [], total });

  const one = await search('sort=priceAsc&limit=1&page=2');
  assert.equal(one.rows.length, 1);
  assert.equal(one.rows[0]?.id, (await search('sort=priceAsc&limit=2')).rows[1]?.id);
  assert.equal((await search('limit=60')).rows.length, 60);
  assert.equal((await search('')).rows.length, 20, 'twenty by default');
});

test('bad search parameters are refused with a Chinese message naming the parameter', async () => {
  const cases: [string, string][] = [
    ['limit=61', '每页条数参数不正确，应为 1 到 60 的整数'],
    ['limit=0', '每页条数参数不正确，应为 1 到 60 的整数'],
    ['limit=abc', '每页条数参数不正确，应为 1 到 60 的整数'],
    ['page=0', '页码参数不正确，应为不小于 1 的整数'],
    ['page=-1', '页码参数不正确，应为不小于 1 的整数'],
    ['page=1.5', '页码参数不正确，应为不小于 1 的整数'],
    ['sort=cheapest', '排序参数不正确'],
    ['zone=outlet', '专区参数不正确'],
    ['condition=broken', '成色参数不正确，应为 new 或 used'],
    ['categoryId=abc', '商品分类参数不正确'],
    ['categoryId=-3', '商品分类参数不正确'],
    ['storeId=x', '店铺参数不正确'],
    ['minRent=-1', '最低月租参数不正确，应为不小于 0 的整数（分）'],
    ['maxRent=12.5', '最高月租参数不正确，应为不小于 0 的整数（分）'],
    ['minRent=30000&maxRent=10000', '最低月租不能高于最高月租'],
    [`keyword=${'长'.repeat(51)}`, '搜索关键词不能超过 50 个字'],
    [`brand=${'b'.repeat(41)}`, '品牌参数不正确'],
    ['colour=red', '不支持的字段：colour'],
  ];
  for (const [query, msg] of cases) {
    assert.deepEqual((await server.get(`/api/wGoods/search?${encodeURI(query)}`)).body, { code: 500, msg }, query);
  }
});

test('empty search parameters count as absent', async () => {
  const plain = await search('limit=20');
  const blanks = await search('keyword=&categoryId=&brand=&zone=&condition=&minRent=&maxRent=&sort=&page=&limit=');
  assert.deepEqual(blanks, plain);
});

test('the brand list counts goods on sale, most first, within a category', async () => {
  const answer = await server.get<BrandCount[]>('/api/wGoods/brands?categoryId=3');
  const brands = answer.body.data ?? [];
  const monitors = await search('categoryId=3&limit=1');
  assert.equal(
    brands.reduce((sum, entry) => sum + entry.count, 0),
    monitors.total,
  );
  for (let i = 1; i < brands.length; i += 1) assert.ok((brands[i - 1]?.count ?? 0) >= (brands[i]?.count ?? 0));
  const all = await server.get<BrandCount[]>('/api/wGoods/brands');
  assert.ok((all.body.data?.length ?? 0) >= 15);
});

// ---------------------------------------------------------------------------------------------
// Zones, display goods, "you may also like"

test('zone goods (qtZq) need a zone and list only that zone, most rented first', async () => {
  assert.deepEqual((await server.get('/api/wGoods/qtZq')).body, { code: 500, msg: '请指定专区（zone）' });
  assert.deepEqual((await server.get('/api/wGoods/qtZq?zone=nope')).body, { code: 500, msg: '请指定专区（zone）' });
  const answer = (await server.get('/api/wGoods/qtZq?zone=second_hand&limit=60')).body as unknown as PageBody<GoodsCard>;
  assert.ok(answer.total >= 10);
  assert.ok(answer.rows.every((card) => card.zones.includes('second_hand') && card.condition === 'used'));
  assert.deepEqual(
    answer.rows.map((card) => card.id),
    (await search('zone=second_hand&sort=popular&limit=60')).rows.map((card) => card.id),
  );
});

test('personal products are the personal zone, paged by the body', async () => {
  const answer = (await server.post('/api/wGoods/personalProducts', { page: 2, limit: 5 })).body as unknown as PageBody<GoodsCard>;
  const zone = (await server.get('/api/wGoods/qtZq?zone=personal&page=2&limit=5')).body as unknown as PageBody<GoodsCard>;
  assert.deepEqual(answer, zone);
  assert.equal(answer.rows.length, 5);
  assert.deepEqual((await server.post('/api/wGoods/personalProducts', { page: 0 })).body, { code: 500, msg: '页码参数不正确，应为不小于 1 的整数' });
  assert.equal((await server.post('/api/wGoods/personalProducts', '')).body.code, 200, 'an empty body takes the defaults');
});

test('the discount zone carries each offer, deepest discount first', async () => {
  const answer = (await server.get('/api/wGoods/thZq?limit=60')).body as unknown as PageBody<DiscountGoodsCard>;
  assert.ok(answer.total >= 10);
  let lastRate = 0;
  for (const card of answer.rows) {
    const { rate, label, originalMonthlyRent, savedPerMonth } = card.discount;
    assert.ok(card.zones.includes('discount'));
    assert.ok(rate >= lastRate, 'ordered by rate');
    lastRate = rate;
    assert.equal(label, `${rate % 10 === 0 ? rate / 10 : (rate / 10).toFixed(1)}折`);
    assert.ok(originalMonthlyRent >= card.monthlyRent);
    assert.equal(savedPerMonth, originalMonthlyRent - card.monthlyRent);
    assert.equal(originalMonthlyRent % 100, 0, 'whole yuan');
    assert.ok(Math.abs((card.monthlyRent * 100) / originalMonthlyRent - rate) < 2, `${card.name}: ${card.monthlyRent} of ${originalMonthlyRent} at ${rate}`);
  }
  const laptops = (await server.get('/api/wGoods/thZq?categoryId=1&limit=60')).body as unknown as PageBody<DiscountGoodsCard>;
  assert.ok(laptops.total > 0 && laptops.total < answer.total);
});

test('display goods: given ids in their order without hidden ones, a zone, or the most rented', async () => {
  const draft = await idOfSlug('lenovo-thinkpad-x9-15-aura-preview');
  const [first, second] = (await search('sort=priceAsc&limit=2')).rows;
  assert.ok(first && second);
  const byIds = await server.post<GoodsCard[]>('/api/wGoodsItem/zhangShiGoods', { ids: [second.id, draft, 999_999, first.id] });
  assert.deepEqual(
    byIds.body.data?.map((card) => card.id),
    [second.id, first.id],
  );

  const zone = await server.post<GoodsCard[]>('/api/wGoodsItem/zhangShiGoods', { zone: 'heavyweight_new', limit: 4 });
  assert.equal(zone.body.data?.length, 4);
  assert.ok(zone.body.data?.every((card) => card.zones.includes('heavyweight_new')));
  const popular = await server.post<GoodsCard[]>('/api/wGoodsItem/zhangShiGoods', {});
  assert.deepEqual(
    popular.body.data?.map((card) => card.id),
    (await search('sort=popular&limit=8')).rows.map((card) => card.id),
  );

  assert.deepEqual((await server.post('/api/wGoodsItem/zhangShiGoods', { ids: [1], zone: 'discount' })).body, { code: 500, msg: '商品编号列表与专区只能指定其一' });
  assert.deepEqual((await server.post('/api/wGoodsItem/zhangShiGoods', { ids: [] })).body, { code: 500, msg: '商品编号列表不能为空' });
  assert.deepEqual((await server.post('/api/wGoodsItem/zhangShiGoods', { ids: ['x'] })).body, { code: 500, msg: '商品编号不正确' });
  assert.deepEqual((await server.post('/api/wGoodsItem/zhangShiGoods', { limit: 61 })).body, { code: 500, msg: '每页条数参数不正确，应为 1 到 60 的整数' });
});

test('"you may also like" shares the category or brand, never the goods itself', async () => {
  const id = await idOfSlug('thinkpad-t14-gen5');
  const answer = await server.get<GoodsCard[]>(`/api/wGoodsItem/youLoveM?goodsId=${id}&limit=12`);
  const cards = answer.body.data ?? [];
  assert.equal(cards.length, 12);
  assert.ok(!cards.some((card) => card.id === id));
  const rows = new Map((await goodsRows(cards.map((card) => card.id))).map((row) => [row.id, row]));
  for (const card of cards) {
    const row = rows.get(card.id);
    assert.ok(row && (row.categoryId === 11 || row.brand === 'ThinkPad'), card.name);
  }
  assert.equal(rows.get(cards[0]?.id ?? 0)?.brand, 'ThinkPad', 'same category and brand first');
  assert.equal((await server.get<GoodsCard[]>(`/api/wGoodsItem/youLoveM?goodsId=${id}`)).body.data?.length, 8, 'eight by default');
  assert.deepEqual((await server.get('/api/wGoodsItem/youLoveM?goodsId=999999')).body, notFound);
  assert.deepEqual((await server.get('/api/wGoodsItem/youLoveM')).body, { code: 500, msg: '商品编号不正确' });
  assert.deepEqual((await server.get(`/api/wGoodsItem/youLoveM?goodsId=${id}&limit=21`)).body, { code: 500, msg: '每页条数参数不正确，应为 1 到 20 的整数' });
});

// ---------------------------------------------------------------------------------------------
// One goods item

test('product details carry the goods, spec table, store card and SKUs with their plans', async () => {
  const id = await idOfSlug('macbook-pro-14-m4-pro');
  const answer = await server.post<GoodsDetail>('/api/wGoods/productDetails', { id });
  assert.equal(answer.body.code, 200);
  const detail = answer.body.data;
  assert.ok(detail);
  assert.equal(detail.slug, 'macbook-pro-14-m4-pro');
  assert.equal(detail.brand, 'Apple');
  assert.deepEqual(detail.images, ['/goods/macbook-pro-14-m4-pro.svg']);
  assert.match(detail.description, /^<p>/);
  assert.ok(detail.specs.some((spec) => spec.name === '处理器' && spec.value.includes('M4 Pro')));
  assert.deepEqual(detail.categoryPath, [
    { id: 1, name: '笔记本电脑' },
    { id: 14, name: '苹果 MacBook' },
  ]);
  assert.equal(detail.store.name, '极客数码租赁');
  assert.ok(detail.store.goodsCount > 0 && detail.store.rating > 0);
  assert.match(detail.updatedAt, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  assert.ok(detail.skus.length >= 1 && detail.skus.length <= 4);
  const cheapest = Math.min(...detail.skus.flatMap((sku) => sku.plans.map((plan) => plan.monthlyRent)));
  assert.equal(detail.monthlyRent, cheapest);
  for (const sku of detail.skus) {
    assert.ok(sku.cpu && sku.memory && sku.storage && sku.graphics && sku.screen);
    assert.ok(sku.stock >= 0 && sku.deposit > 0);
    assert.deepEqual(
      sku.plans.map((plan) => plan.termMonths),
      [1, 3, 6, 12, 24],
    );
    for (const plan of sku.plans) assert.equal(plan.totalRent, plan.monthlyRent * plan.termMonths);
  }
  const twelve = detail.skus[0]?.plans.find((plan) => plan.termMonths === 12);
  assert.ok(twelve && twelve.monthlyRent >= 55_000 && twelve.monthlyRent <= 65_000, 'a MacBook Pro 14 M4 Pro rents for ¥550–650 a month');
  assert.equal(detail.discount, null);
});

test('product details: an unknown or unpublished goods is 404, a bad id is refused', async () => {
  for (const id of [999_999, await idOfSlug('lenovo-thinkpad-x9-15-aura-preview'), await idOfSlug('dell-latitude-5440-off-sale')]) {
    assert.deepEqual((await server.post('/api/wGoods/productDetails', { id })).body, notFound, String(id));
    assert.deepEqual((await server.post('/api/wGoods/gyProductDetails', { id })).body, notFound, String(id));
    assert.deepEqual((await server.get(`/api/wGoodsItem/option?goodsId=${id}`)).body, notFound, String(id));
    assert.deepEqual((await server.get(`/api/wGoodsItem/youLoveM?goodsId=${id}`)).body, notFound, String(id));
  }
  for (const body of [{}, { id: 'abc' }, { id: 0 }, { id: 1.5 }, { id: null }]) {
    assert.deepEqual((await server.post('/api/wGoods/productDetails', body)).body, { code: 500, msg: '商品编号不正确' }, JSON.stringify(body));
  }
  assert.equal((await server.post('/api/wGoods/productDetails', { id: String(await idOfSlug('thinkpad-t14-gen5')) })).body.code, 200, 'a numeric string is an id');
});

test('unpublished goods appear in no listing', async () => {
  const hidden = [await idOfSlug('lenovo-thinkpad-x9-15-aura-preview'), await idOfSlug('dell-latitude-5440-off-sale')];
  const everything = await searchAll('sort=newest');
  assert.ok(!everything.some((card) => hidden.includes(card.id)));
  assert.equal((await search(`keyword=${encodeURIComponent('x9 15')}`)).total, 0);
  assert.equal((await search('keyword=5440')).total, 0);
  assert.equal(everything.length, (await server.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'on_sale'))).length);
});

test('the goods of a closed shop disappear until it opens again', async () => {
  const [shop] = await server.db.select().from(stores).where(eq(stores.slug, 'dianjing'));
  assert.ok(shop);
  const before = await searchAll(`storeId=${shop.id}`);
  assert.ok(before.length > 0);
  const sample = before[0];
  assert.ok(sample);
  await server.db.update(stores).set({ status: 'closed' }).where(eq(stores.id, shop.id));
  try {
    assert.equal((await search(`storeId=${shop.id}`)).total, 0);
    assert.deepEqual((await server.post('/api/wGoods/productDetails', { id: sample.id })).body, notFound);
    assert.deepEqual((await server.get(`/api/store/${shop.id}`)).body, notFound);
  } finally {
    await server.db.update(stores).set({ status: 'open' }).where(eq(stores.id, shop.id));
  }
  assert.equal((await search(`storeId=${shop.id}`)).total, before.length);
});

test('procurement details add the bulk terms, only for procurement-zone goods', async () => {
  const id = await idOfSlug('thinkpad-t14-gen5');
  const answer = await server.post<ProcurementGoodsDetail>('/api/wGoods/gyProductDetails', { id });
  const detail = answer.body.data;
  assert.ok(detail);
  assert.equal(detail.slug, 'thinkpad-t14-gen5');
  assert.ok(detail.procurement.minQuantity >= 1);
  assert.ok(detail.procurement.tiers.length >= 1 && detail.procurement.tiers.every((tier) => tier.rate > 0 && tier.rate < 100));
  assert.ok(detail.procurement.invoiceTypes.includes('增值税专用发票'));
  assert.ok(detail.procurement.deliveryDays > 0 && detail.procurement.services.length > 0);

  const personalOnly = await idOfSlug('asus-proart-pa279crv');
  assert.equal((await server.post('/api/wGoods/productDetails', { id: personalOnly })).body.code, 200);
  assert.deepEqual((await server.post('/api/wGoods/gyProductDetails', { id: personalOnly })).body, notFound);
});

test('the SKU option matrix lists the values that differ and every term', async () => {
  const id = await idOfSlug('macbook-air-13-m4');
  const options = (await server.get<SkuOptions>(`/api/wGoodsItem/option?goodsId=${id}`)).body.data;
  assert.ok(options);
  assert.equal(options.goodsId, id);
  assert.equal(options.skus.length, 3);
  assert.deepEqual(options.terms, [1, 3, 6, 12, 24]);
  const memory = options.dimensions.find((dimension) => dimension.key === 'memory');
  assert.deepEqual(memory, { key: 'memory', label: '内存', values: ['16GB 统一内存', '24GB 统一内存'] });
  assert.ok(!options.dimensions.some((dimension) => dimension.key === 'cpu'), 'one CPU for all: no CPU picker');

  const monitor = (await server.get<SkuOptions>(`/api/wGoodsItem/option?goodsId=${await idOfSlug('dell-u2724d-monitor')}`)).body.data;
  assert.deepEqual(monitor?.dimensions, []);
  assert.deepEqual(monitor?.terms, [3, 6, 12, 24]);
  assert.deepEqual((await server.get('/api/wGoodsItem/option?goodsId=x')).body, { code: 500, msg: '商品编号不正确' });
});

// ---------------------------------------------------------------------------------------------
// Carousel and the verified check

test('the carousel answers the slides of a position', async () => {
  const home = (await server.get<CarouselSlide[]>('/api/wPlatformImg/lunBoTo?position=home')).body.data ?? [];
  assert.ok(home.length >= 3);
  assert.deepEqual(Object.keys(home[0] ?? {}).sort(), ['id', 'image', 'link', 'subtitle', 'theme', 'title']);
  assert.deepEqual((await server.get('/api/wPlatformImg/lunBoTo')).body.data, home, 'home by default');
  assert.equal(((await server.get<CarouselSlide[]>('/api/wPlatformImg/lunBoTo?position=mobile')).body.data ?? []).length >= 2, true);
  assert.deepEqual((await server.get('/api/wPlatformImg/lunBoTo?position=nowhere')).body.data, []);
  assert.deepEqual((await server.get('/api/wPlatformImg/lunBoTo?position=DROP%20TABLE')).body, { code: 500, msg: '轮播位置参数不正确' });
});

test("the verified check answers for the session's customer and needs a session", async () => {
  const missing = await server.get('/api/wGoods/userIsRenZhang');
  assert.equal(missing.status, 401);
  assert.equal(missing.body.code, 401);
  assert.equal((await server.get('/api/wGoods/userIsRenZhang', { token: 'not-a-token' })).body.code, 401);

  const login = await server.post<LoginData>('/api/register/reg/paLogin', { phone: DEMO_ACCOUNTS.company.phone, passWord: DEMO_ACCOUNTS.company.password });
  const token = String(login.body.token);
  const company = await server.get<VerificationState>('/api/wGoods/userIsRenZhang', { token });
  assert.deepEqual(company.body, { code: 200, msg: '操作成功', data: { verified: true, accountType: 'company', status: 2, statusName: '已认证' } });
  const withId = await server.get(`/api/wGoods/userIsRenZhang?quanJuId=${login.body.data?.quanJuId}`, { token });
  assert.equal(withId.body.code, 200);
  assert.equal((await server.get('/api/wGoods/userIsRenZhang?quanJuId=someone-else', { token })).body.code, 401);

  const personal = await server.registerPersonal();
  assert.deepEqual((await server.get('/api/wGoods/userIsRenZhang', { token: personal.token })).body.data, {
    verified: false,
    accountType: 'personal',
    status: 0,
    statusName: '未认证',
  });
});
