/**
 * Arrangement helpers for the renting tests: SKUs of the demo catalogue picked by what a test
 * needs (on sale with a 12-month plan and stock, off sale …), read from the database.
 */
import { and, asc, eq, gte, not, sql } from 'drizzle-orm';
import { PROCUREMENT_ONLY } from '../domain/orders/eligibility';
import type { Db } from '../db/client';
import { goods, goodsSkus, leasePlans, stores } from '../db/schema';

export type TestSku = { skuId: number; goodsId: number; storeId: number; slug: string; stock: number; deposit: number; monthlyRent: number; buyoutPrice: number };

/**
 * On-sale SKUs of open shops with a `termMonths` plan and at least `minStock` units, cheapest first:
 * those anyone may rent (not procurement-only goods), or with `zone` the goods of that zone alone.
 */
export async function rentableSkus(db: Db, minStock = 5, termMonths = 12, zone?: string): Promise<TestSku[]> {
  return db
    .select({
      skuId: goodsSkus.id,
      goodsId: goods.id,
      storeId: goods.storeId,
      slug: goods.slug,
      stock: goodsSkus.stock,
      deposit: goodsSkus.deposit,
      monthlyRent: leasePlans.monthlyRent,
      buyoutPrice: leasePlans.buyoutPrice,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .innerJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, termMonths)))
    .where(
      and(
        eq(goods.status, 'on_sale'),
        eq(stores.status, 'open'),
        gte(goodsSkus.stock, minStock),
        zone === undefined ? not(PROCUREMENT_ONLY) : sql`${goods.zones} = array[${zone}]::text[]`,
      ),
    )
    .orderBy(asc(leasePlans.monthlyRent), asc(goodsSkus.id));
}

/** A SKU of the withdrawn demo goods. */
export async function offSaleSku(db: Db): Promise<number> {
  const [row] = await db.select({ id: goodsSkus.id }).from(goodsSkus).innerJoin(goods, eq(goods.id, goodsSkus.goodsId)).where(eq(goods.status, 'off_sale')).limit(1);
  if (!row) throw new Error('the demo catalogue has no off-sale goods');
  return row.id;
}

export async function setStock(db: Db, skuId: number, stock: number): Promise<void> {
  await db.update(goodsSkus).set({ stock }).where(eq(goodsSkus.id, skuId));
}

export async function stockOf(db: Db, skuId: number): Promise<number> {
  const [row] = await db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, skuId));
  return row?.stock ?? -1;
}

/** Takes goods off sale the way the back office will (its write path is not built yet). */
export async function setGoodsStatus(db: Db, goodsId: number, status: 'on_sale' | 'off_sale'): Promise<void> {
  await db.update(goods).set({ status }).where(eq(goods.id, goodsId));
}
