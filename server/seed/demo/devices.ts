/**
 * The demo shops' devices: 3–5 units of every demo SKU in stock, with serial numbers a visitor can
 * read — the brand's prefix, the goods' place in the demo catalogue, the configuration and the
 * unit (`TP0021203`: a ThinkPad, goods 21, configuration 2, unit 3) — derived from the catalogue
 * alone, so every machine writes the same ones. They entered stock when the goods were listed (and
 * no later than eight months ago, before the demo history's first shipment), entered by the
 * system. Written once per database (an app_meta marker); the demo history then ships from them.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, goods, goodsSkus, storeDeviceEvents, storeDevices } from '../../db/schema';
import { DEMO_GOODS, slugHash } from '../data/demoCatalog';
import { DAY_MS } from '../../domain/shared/clock';

export const DEMO_DEVICES_MARKER = 'demo_devices_v1';

/** Two letters per brand of the demo catalogue; another brand gets `DV`. */
const BRAND_PREFIXES: Readonly<Record<string, string>> = {
  ThinkPad: 'TP',
  联想: 'LN',
  戴尔: 'DL',
  惠普: 'HP',
  华为: 'HW',
  华硕: 'AS',
  宏碁: 'AC',
  ROG: 'RG',
  外星人: 'AW',
  微星: 'MS',
  机械革命: 'JX',
  雷神: 'LS',
  荣耀: 'HN',
  小米: 'XM',
  微软: 'MF',
  三星: 'SS',
  Apple: 'AP',
  零刻: 'LK',
  AOC: 'AO',
  飞利浦: 'PH',
  明基: 'BQ',
  LG: 'LG',
};

/** How many units of a SKU the demo shop has in stock: 3, 4 or 5, by the slug's hash. */
export const demoUnitsOf = (slug: string, sort: number) => 3 + (slugHash(slug, `devices-${sort}`) % 3);

/** The serial of unit `unit` (1…) of configuration `sort` (0…) of the `index`-th (0…) demo goods. */
export const demoSerialNo = (brand: string, index: number, sort: number, unit: number) =>
  `${BRAND_PREFIXES[brand] ?? 'DV'}${String(index + 1).padStart(4, '0')}${sort + 1}${String(unit).padStart(2, '0')}`;

/** Latest moment a demo device entered stock: before the demo history ships anything. */
const STOCKED_BEFORE_DAYS = 240;

/** Writes the demo devices once; answers how many (0 when they were already there or there is no demo catalogue). */
export async function seedDemoDevices(db: Db, now: Date): Promise<number> {
  const [done] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_DEVICES_MARKER)).limit(1);
  if (done) return 0;
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(appMeta).values({ key: DEMO_DEVICES_MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
    if (!first) return 0;
    const indexOf = new Map(DEMO_GOODS.map((item, index) => [item.slug, { index, brand: item.brand }]));
    const goodsRows = await tx
      .select({ id: goods.id, slug: goods.slug, storeId: goods.storeId, createdAt: goods.createdAt })
      .from(goods)
      .where(inArray(goods.slug, [...indexOf.keys()]));
    if (goodsRows.length === 0) return 0;
    const goodsOf = new Map(goodsRows.map((row) => [row.id, row]));
    const skus = await tx
      .select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId, sort: goodsSkus.sort })
      .from(goodsSkus)
      .where(inArray(goodsSkus.goodsId, [...goodsOf.keys()]));
    const latest = now.getTime() - STOCKED_BEFORE_DAYS * DAY_MS;
    const values = skus.flatMap((sku) => {
      const item = goodsOf.get(sku.goodsId);
      const demo = item && indexOf.get(item.slug);
      if (!item || !demo) return [];
      const stockedAt = new Date(Math.min(item.createdAt.getTime(), latest));
      return Array.from({ length: demoUnitsOf(item.slug, sku.sort) }, (_, unit) => ({
        storeId: item.storeId,
        goodsId: item.id,
        skuId: sku.id,
        serialNo: demoSerialNo(demo.brand, demo.index, sku.sort, unit + 1),
        state: 'inStock' as const,
        note: '',
        createdAt: stockedAt,
        updatedAt: stockedAt,
      }));
    });
    let written = 0;
    // Batches well under PostgreSQL's 65,535 parameters per statement.
    for (let start = 0; start < values.length; start += 1000) {
      const rows = await tx
        .insert(storeDevices)
        .values(values.slice(start, start + 1000))
        .onConflictDoNothing({ target: storeDevices.serialNo })
        .returning({ id: storeDevices.id, state: storeDevices.state, createdAt: storeDevices.createdAt });
      if (rows.length > 0) {
        await tx.insert(storeDeviceEvents).values(
          rows.map((row) => ({
            deviceId: row.id,
            fromState: null,
            toState: row.state,
            reason: 'added' as const,
            actorKind: 'system' as const,
            actorId: null,
            orderId: null,
            note: '演示数据入库',
            createdAt: row.createdAt,
          })),
        );
      }
      written += rows.length;
    }
    return written;
  });
}
