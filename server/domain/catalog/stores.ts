/** Shops as shoppers see them: cards with their goods count, a shop's page, its honours. Closed shops are hidden. */
import { and, asc, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { StoreCard, StoreDetail, StoreHonour } from '@/contract/stores';
import type { Db } from '../../db/client';
import { goods, goodsCategories, storeHonours, stores } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { notFound } from '../shared/refusal';

/**
 * Goods on sale with at least one plan (the shop's own status is checked by the caller). Written
 * out in SQL: drizzle leaves single-table columns unqualified, which the subquery would capture.
 */
const goodsCountOf = sql<number>`(
  select count(*) from goods g
  where g.store_id = stores.id and g.status = 'on_sale' and g.lowest_rent is not null
)::integer`;

const cardColumns = {
  id: stores.id,
  name: stores.name,
  logo: stores.logo,
  slug: stores.slug,
  intro: stores.intro,
  city: stores.city,
  featured: stores.featured,
  ratingTenths: stores.ratingTenths,
  tags: stores.tags,
  goodsCount: goodsCountOf,
};

type CardRow = {
  id: number;
  name: string;
  logo: string | null;
  slug: string;
  intro: string;
  city: string;
  featured: boolean;
  ratingTenths: number;
  tags: string[];
  goodsCount: number;
};

function toCard(row: CardRow): StoreCard {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo ?? `/stores/${row.slug}.svg`,
    intro: row.intro,
    city: row.city,
    featured: row.featured,
    rating: row.ratingTenths / 10,
    tags: row.tags,
    goodsCount: Number(row.goodsCount),
  };
}

/** Cards of open shops, in the order of `ids`. */
export async function storeCards(db: Db, ids: number[]): Promise<StoreCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(stores)
    .where(and(eq(stores.status, 'open'), inArray(stores.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `GET /api/store/list`: quality stores first, then by rating. */
export async function storeList(db: Db, query: { page: number; limit: number; featured?: boolean }): Promise<{ rows: StoreCard[]; total: number }> {
  const conditions: SQL[] = [eq(stores.status, 'open')];
  if (query.featured !== undefined) conditions.push(eq(stores.featured, query.featured));
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(stores).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.limit;
  if (offset >= total) return { rows: [], total };
  const rows = await db.select(cardColumns).from(stores).where(where).orderBy(desc(stores.featured), desc(stores.ratingTenths), asc(stores.id)).limit(query.limit).offset(offset);
  return { rows: rows.map(toCard), total };
}

/** `GET /api/store/{id}`. */
export async function storeDetail(db: Db, id: number): Promise<StoreDetail> {
  const [row] = await db
    .select({ ...cardColumns, createdAt: stores.createdAt })
    .from(stores)
    .where(and(eq(stores.status, 'open'), eq(stores.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const onSale = and(eq(goods.storeId, id), eq(goods.status, 'on_sale'), sql`${goods.lowestRent} is not null`);
  const [rented] = await db
    .select({ total: sum(goods.rentedCount) })
    .from(goods)
    .where(onSale);
  const categories = await db
    .select({ id: goodsCategories.id, name: goodsCategories.name, count: count() })
    .from(goods)
    .innerJoin(goodsCategories, eq(goodsCategories.id, goods.categoryId))
    .where(onSale)
    .groupBy(goodsCategories.id, goodsCategories.name)
    .orderBy(desc(count()), asc(goodsCategories.id));
  return {
    ...toCard(row),
    openedAt: formatShanghai(row.createdAt).slice(0, 10),
    rentedCount: Number(rented?.total ?? 0),
    categories,
  };
}

/** `GET /api/wSaleHonour/advice/{id}`: newest first; an unknown or closed shop is 404. */
export async function storeHonourList(db: Db, storeId: number): Promise<StoreHonour[]> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.status, 'open'), eq(stores.id, storeId)))
    .limit(1);
  if (!store) throw notFound();
  return db
    .select({ id: storeHonours.id, title: storeHonours.title, issuer: storeHonours.issuer, awardedOn: storeHonours.awardedOn, description: storeHonours.description })
    .from(storeHonours)
    .where(eq(storeHonours.storeId, storeId))
    .orderBy(desc(storeHonours.awardedOn), asc(storeHonours.sort), asc(storeHonours.id));
}
