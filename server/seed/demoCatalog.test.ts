import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { GOODS_ZONES } from '@/contract/goods';
import { startTestServer, type TestServer } from '../testing/harness';
import { goods, goodsSkus, leasePlans, stores } from '../db/schema';
import { buildDemoGoods, DEMO_GOODS, MODEL_LINES } from './data/demoCatalog';
import { DEMO_ARTICLES, DEMO_COUPONS, DEMO_SLIDES } from './data/demoContent';
import { DEMO_STORES } from './data/demoStores';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const onSale = DEMO_GOODS.filter((item) => item.status === 'on_sale');
const twelveMonthRents = (slug: string) => {
  const item = DEMO_GOODS.find((candidate) => candidate.slug === slug);
  assert.ok(item, slug);
  return item.skus.map((sku) => (sku.plans.find((plan) => plan.termMonths === 12)?.monthlyRent ?? 0) / 100);
};

test('the demo catalogue has at least 150 goods on sale from at least 10 stores, in every zone', () => {
  assert.ok(onSale.length >= 150, `${onSale.length} goods`);
  const storesWithGoods = new Set(onSale.map((item) => item.store));
  assert.ok(storesWithGoods.size >= 10, `${storesWithGoods.size} stores`);
  assert.deepEqual(
    [...storesWithGoods].filter((slug) => !DEMO_STORES.some((store) => store.slug === slug)),
    [],
  );
  for (const zone of GOODS_ZONES) assert.ok(onSale.filter((item) => item.zones.includes(zone)).length >= 5, zone);
  for (const kind of ['business', 'gaming', 'ultrabook', 'macbook', 'desktop', 'workstation', 'allInOne', 'monitor', 'tablet'] as const) {
    assert.ok(
      onSale.some((item) => item.kind === kind),
      kind,
    );
  }
  assert.ok(onSale.some((item) => item.condition === 'used'));
});

test('every demo goods has 1–4 SKUs with stock, a deposit and lease plans', () => {
  for (const item of DEMO_GOODS) {
    assert.ok(item.skus.length >= 1 && item.skus.length <= 4, item.slug);
    assert.ok(item.description.includes('<p>') && item.specs.length >= 5 && item.subtitle.length > 0, item.slug);
    for (const sku of item.skus) {
      assert.ok(sku.stock > 0 && sku.deposit > 0 && sku.deposit % 10_000 === 0, `${item.slug} ${sku.name}`);
      const terms = sku.plans.map((plan) => plan.termMonths);
      assert.ok(terms.includes(12) && terms.every((term) => [1, 3, 6, 12, 24].includes(term)), item.slug);
      // Longer terms never cost more per month; rents are whole yuan.
      for (let i = 1; i < sku.plans.length; i += 1) assert.ok((sku.plans[i]?.monthlyRent ?? 0) <= (sku.plans[i - 1]?.monthlyRent ?? 0), item.slug);
      for (const plan of sku.plans) assert.ok(plan.monthlyRent > 0 && plan.monthlyRent % 100 === 0 && plan.buyoutPrice > 0, item.slug);
    }
  }
});

test("demo slugs are unique picture names that keep the first demo's twelve", () => {
  const slugs = DEMO_GOODS.map((item) => item.slug);
  assert.equal(new Set(slugs).size, slugs.length);
  for (const slug of slugs) assert.match(`${slug}.svg`, /^[a-z0-9][a-z0-9-]{0,80}\.svg$/);
  for (const slug of [
    'thinkpad-x1-carbon-2025',
    'thinkpad-t14-gen5',
    'macbook-air-13-m4',
    'macbook-pro-14-m4-pro',
    'legion-y9000p-2025',
    'rog-strix-scar-16-2025',
    'dell-optiplex-7020-tower',
    'hp-z2-g9-workstation',
    'dell-u2724d-monitor',
    'asus-proart-pa279crv',
    'ipad-pro-11-m4',
    'thinkpad-t480s-used',
  ]) {
    assert.ok(slugs.includes(slug), slug);
  }
  // Picture kinds are read from the slug: monitors, tablets and desktops say so.
  for (const item of DEMO_GOODS.filter((candidate) => candidate.kind === 'monitor')) assert.match(item.slug, /monitor|pa27/, item.slug);
  for (const item of DEMO_GOODS.filter((candidate) => candidate.kind === 'tablet')) assert.match(item.slug, /ipad|matepad|tablet|-pad-/, item.slug);
});

test('demo rents look like the 2026 market', () => {
  for (const rent of twelveMonthRents('thinkpad-t14-gen5').slice(0, 1)) assert.ok(rent >= 200 && rent <= 260, `T14 ${rent}`);
  for (const rent of twelveMonthRents('macbook-pro-14-m4-pro').slice(0, 1)) assert.ok(rent >= 550 && rent <= 650, `MBP ${rent}`);
  for (const item of onSale.filter((candidate) => candidate.discountRate === null)) {
    const rents = twelveMonthRents(item.slug);
    if (item.kind === 'monitor') for (const rent of rents) assert.ok(rent >= 40 && rent <= 120, `${item.slug} ${rent}`);
    if (item.kind === 'workstation' && item.condition === 'new') for (const rent of rents) assert.ok(rent >= 600 && rent <= 1500, `${item.slug} ${rent}`);
  }
});

test('the demo data is deterministic', () => {
  assert.deepEqual(MODEL_LINES.map(buildDemoGoods), DEMO_GOODS);
  assert.ok(DEMO_ARTICLES.filter((article) => !article.draft).length >= 20);
  assert.ok(DEMO_ARTICLES.some((article) => article.type === 'procurement') && DEMO_COUPONS.length >= 5 && DEMO_SLIDES.length >= 5);
});

test('the seeded database holds the catalogue, each goods with its lowest rent', async () => {
  const [counts] = await server.db
    .select({
      onSale: sql<number>`count(*) filter (where ${goods.status} = 'on_sale')::int`,
      withoutRent: sql<number>`count(*) filter (where ${goods.lowestRent} is null)::int`,
    })
    .from(goods);
  assert.ok(counts && counts.onSale >= 150);
  assert.equal(counts.withoutRent, 0);
  // A drizzle select, not execute(): PGlite and postgres.js shape raw results differently.
  const mismatched = await server.db
    .select({ id: goods.id })
    .from(goods)
    .where(sql`${goods.lowestRent} is distinct from (select min(p.monthly_rent) from goods_skus s join lease_plans p on p.sku_id = s.id where s.goods_id = ${goods.id})`);
  assert.deepEqual(mismatched, []);
  assert.ok((await server.db.select().from(stores)).length >= 10);
});

async function lowestRentOf(goodsId: number): Promise<number | null> {
  const [row] = await server.db.select({ rent: goods.lowestRent }).from(goods).where(eq(goods.id, goodsId));
  return row?.rent ?? null;
}

test('the lowest rent follows every change of plans and SKUs', async () => {
  const [item] = await server.db.select().from(goods).where(eq(goods.slug, 'macbook-air-13-m4'));
  assert.ok(item);
  const skus = await server.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, item.id)).orderBy(goodsSkus.sort);
  const [first, second] = skus;
  assert.ok(first && second);
  const start = await lowestRentOf(item.id);
  assert.ok(start !== null);

  await server.db.insert(leasePlans).values({ skuId: second.id, termMonths: 36, monthlyRent: 100, buyoutPrice: 0 });
  assert.equal(await lowestRentOf(item.id), 100, 'a cheaper plan lowers it');
  await server.db
    .update(leasePlans)
    .set({ monthlyRent: 150 })
    .where(and(eq(leasePlans.skuId, second.id), eq(leasePlans.termMonths, 36)));
  assert.equal(await lowestRentOf(item.id), 150, 'changing that plan moves it');
  await server.db.delete(leasePlans).where(and(eq(leasePlans.skuId, second.id), eq(leasePlans.termMonths, 36)));
  assert.equal(await lowestRentOf(item.id), start, 'deleting it restores it');

  await server.db.delete(goodsSkus).where(eq(goodsSkus.id, first.id));
  const remaining = await server.db
    .select({ rent: sql<number>`min(${leasePlans.monthlyRent})::int` })
    .from(leasePlans)
    .innerJoin(goodsSkus, eq(goodsSkus.id, leasePlans.skuId))
    .where(eq(goodsSkus.goodsId, item.id));
  assert.equal(await lowestRentOf(item.id), remaining[0]?.rent, 'deleting the cheapest SKU raises it');
  await server.db.delete(leasePlans).where(sql`${leasePlans.skuId} in (select id from goods_skus where goods_id = ${item.id})`);
  assert.equal(await lowestRentOf(item.id), null, 'without plans there is none');
  assert.equal((await server.post('/api/wGoods/productDetails', { id: item.id })).body.code, 404, 'and the goods is no longer shown');
});
