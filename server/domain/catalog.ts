/** Reading the catalogue: the category tree and the platform's recommended goods. */
import { and, asc, eq, isNotNull, min } from 'drizzle-orm';
import type { CategoryNode, RecommendedGoods } from '@/lib/contract/goods';
import type { Db } from '../db/client';
import { goods, goodsCategories, goodsSkus, leasePlans, stores } from '../db/schema';

export async function categoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await db.select().from(goodsCategories).orderBy(asc(goodsCategories.sort), asc(goodsCategories.id));
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, { id: row.id, name: row.name, ...(row.icon ? { icon: row.icon } : {}), children: [] });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  return roots;
}

export const RECOMMENDED_LIMIT = 8;

/** Goods on sale in open shops that the platform ranked, each with its cheapest monthly rent. */
export async function recommendedGoods(db: Db, limit: number = RECOMMENDED_LIMIT): Promise<RecommendedGoods[]> {
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      images: goods.images,
      tags: goods.tags,
      storeName: stores.name,
      monthlyRent: min(leasePlans.monthlyRent),
    })
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .innerJoin(goodsSkus, eq(goodsSkus.goodsId, goods.id))
    .innerJoin(leasePlans, eq(leasePlans.skuId, goodsSkus.id))
    .where(and(eq(goods.status, 'on_sale'), eq(stores.status, 'open'), isNotNull(goods.recommendRank)))
    .groupBy(goods.id, stores.name)
    .orderBy(asc(goods.recommendRank), asc(goods.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    image: row.images[0] ?? '',
    storeName: row.storeName,
    monthlyRent: row.monthlyRent ?? 0,
    tags: row.tags,
  }));
}
