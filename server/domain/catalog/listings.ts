/**
 * Reading the catalogue: the category tree, recommendations, the search with its filters and
 * sorts, zone listings, display goods and "you may also like". Every listing is filtered, sorted
 * and paged by the database on indexed columns (goods.lowest_rent, rented_count, created_at, the
 * zones GIN index, the search_text trigram index); nothing is loaded whole and filtered here.
 *
 * A goods item is visible to shoppers when it is on sale, its shop is open and it has at least
 * one lease plan (goods.lowest_rent is not null).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  BrandCount,
  CategoryNode,
  DiscountGoodsCard,
  DiscountInfo,
  GoodsCard,
  GoodsCondition,
  GoodsSort,
  GoodsZone,
  RecommendedGoods,
} from '@/contract/goods';
import type { GoodsSearch } from '@/contract/goodsQueries';
import type { Db } from '../../db/client';
import { goods, goodsCategories, stores } from '../../db/schema';
import { notFound } from '../shared/refusal';

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

/** On sale, in an open shop, with at least one lease plan. */
export const visibleGoods: SQL = and(eq(goods.status, 'on_sale'), eq(stores.status, 'open'), isNotNull(goods.lowestRent)) as SQL;

/** The category and all its descendants (the tree may grow deeper than two levels). */
export function inCategoryTree(categoryId: number): SQL {
  return sql`${goods.categoryId} in (
    with recursive tree(id) as (
      select ${categoryId}::integer
      union all
      select c.id from ${goodsCategories} c join tree on c.parent_id = tree.id
    )
    select id from tree)`;
}

/** `%`, `_` and `\` are literal in a keyword: escaped for LIKE (whose escape character is `\`). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const KEYWORD_TERMS_MAX = 5;

/** Words of a keyword; each must occur in the goods' search text (name, brand, model, slug). */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(keyword.trim().toLowerCase().split(/\s+/).filter(Boolean))].slice(0, KEYWORD_TERMS_MAX);
}

const cardColumns = {
  id: goods.id,
  name: goods.name,
  images: goods.images,
  tags: goods.tags,
  storeName: stores.name,
  monthlyRent: goods.lowestRent,
  condition: goods.condition,
  zones: goods.zones,
  discountRate: goods.discountRate,
};

type CardRow = { id: number; name: string; images: string[]; tags: string[]; storeName: string; monthlyRent: number | null; condition: GoodsCondition; zones: string[] };

export function toCard(row: CardRow): GoodsCard {
  return {
    id: row.id,
    name: row.name,
    image: row.images[0] ?? '',
    storeName: row.storeName,
    monthlyRent: row.monthlyRent ?? 0,
    tags: row.tags,
    condition: row.condition,
    zones: row.zones as GoodsZone[],
  };
}

/** "8.5折" for 85, "8折" for 80. */
export function discountLabel(rate: number): string {
  return `${rate % 10 === 0 ? rate / 10 : (rate / 10).toFixed(1)}折`;
}

/** The offer of a discount-zone goods item; without a rate it is shown as 特惠 at its own price. */
export function discountInfo(monthlyRent: number, rate: number | null): DiscountInfo {
  if (rate === null) return { rate: 100, label: '特惠', originalMonthlyRent: monthlyRent, savedPerMonth: 0 };
  const originalMonthlyRent = Math.max(monthlyRent, Math.round(monthlyRent / rate) * 100);
  return { rate, label: discountLabel(rate), originalMonthlyRent, savedPerMonth: originalMonthlyRent - monthlyRent };
}

const ORDER: Record<GoodsSort | 'deepestDiscount', SQL[]> = {
  popular: [desc(goods.rentedCount), desc(goods.id)],
  newest: [desc(goods.createdAt), desc(goods.id)],
  priceAsc: [asc(goods.lowestRent), asc(goods.id)],
  priceDesc: [desc(goods.lowestRent), desc(goods.id)],
  deepestDiscount: [sql`${goods.discountRate} asc nulls last`, desc(goods.rentedCount), desc(goods.id)],
};

export type GoodsFilters = Partial<Pick<GoodsSearch, 'keyword' | 'categoryId' | 'brand' | 'zone' | 'condition' | 'storeId' | 'minRent' | 'maxRent'>>;

export function filterConditions(filters: GoodsFilters): SQL[] {
  const conditions: SQL[] = [visibleGoods];
  for (const term of keywordTerms(filters.keyword ?? '')) conditions.push(sql`${goods.searchText} ilike ${likePattern(term)}`);
  if (filters.categoryId !== undefined) conditions.push(inCategoryTree(filters.categoryId));
  if (filters.brand) conditions.push(sql`lower(${goods.brand}) = ${filters.brand.toLowerCase()}`);
  if (filters.zone) conditions.push(sql`${goods.zones} @> array[${filters.zone}]::text[]`);
  if (filters.condition) conditions.push(eq(goods.condition, filters.condition));
  if (filters.storeId !== undefined) conditions.push(eq(goods.storeId, filters.storeId));
  if (filters.minRent !== undefined) conditions.push(sql`${goods.lowestRent} >= ${filters.minRent}`);
  if (filters.maxRent !== undefined) conditions.push(sql`${goods.lowestRent} <= ${filters.maxRent}`);
  return conditions;
}

export type Page<T> = { rows: T[]; total: number };

type Paging = { page: number; limit: number };

/** One page of cards and the total, both counted by the database. A page past the end is empty with the right total. */
async function cardPage(db: Db, filters: GoodsFilters, order: SQL[], { page, limit }: Paging) {
  const where = and(...filterConditions(filters));
  const [counted] = await db.select({ total: count() }).from(goods).innerJoin(stores, eq(stores.id, goods.storeId)).where(where);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * limit;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select(cardColumns)
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows, total };
}

/** `GET /api/wGoods/search`. */
export async function searchGoods(db: Db, query: GoodsSearch): Promise<Page<GoodsCard>> {
  const { rows, total } = await cardPage(db, query, ORDER[query.sort], query);
  return { rows: rows.map(toCard), total };
}

/** A zone's goods, most rented first (`qtZq`, `personalProducts`). */
export async function zoneGoods(db: Db, zone: GoodsZone, paging: Paging): Promise<Page<GoodsCard>> {
  const { rows, total } = await cardPage(db, { zone }, ORDER.popular, paging);
  return { rows: rows.map(toCard), total };
}

/** The discount zone, deepest discount first (`thZq`). */
export async function discountZone(db: Db, filters: { categoryId?: number }, paging: Paging): Promise<Page<DiscountGoodsCard>> {
  const { rows, total } = await cardPage(db, { ...filters, zone: 'discount' }, ORDER.deepestDiscount, paging);
  return { rows: rows.map((row) => ({ ...toCard(row), discount: discountInfo(row.monthlyRent ?? 0, row.discountRate) })), total };
}

export const RECOMMENDED_LIMIT = 8;

/** Goods the platform ranked, each with its cheapest monthly rent (`yptj`). */
export async function recommendedGoods(db: Db, limit: number = RECOMMENDED_LIMIT): Promise<RecommendedGoods[]> {
  const rows = await db
    .select(cardColumns)
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(and(visibleGoods, isNotNull(goods.recommendRank)))
    .orderBy(asc(goods.recommendRank), asc(goods.id))
    .limit(limit);
  return rows.map((row) => {
    const card = toCard(row);
    return { id: card.id, name: card.name, image: card.image, storeName: card.storeName, monthlyRent: card.monthlyRent, tags: card.tags };
  });
}

/**
 * Display goods (`zhangShiGoods`): the given goods in the given order (unknown or hidden ones
 * left out), or a zone's most rented, or the most rented of all.
 */
export async function displayGoods(db: Db, choice: { ids?: number[]; zone?: GoodsZone; limit: number }): Promise<GoodsCard[]> {
  if (choice.ids) {
    const ids = [...new Set(choice.ids)].slice(0, choice.limit);
    const rows = await db
      .select(cardColumns)
      .from(goods)
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .where(and(visibleGoods, inArray(goods.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  const { rows } = await cardPage(db, choice.zone ? { zone: choice.zone } : {}, ORDER.popular, { page: 1, limit: choice.limit });
  return rows.map(toCard);
}

/** The visible goods' category and brand, or null (unknown, unpublished, closed shop). */
async function visibleGoodsKey(db: Db, id: number): Promise<{ id: number; categoryId: number; brand: string } | null> {
  const [row] = await db
    .select({ id: goods.id, categoryId: goods.categoryId, brand: goods.brand })
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(and(visibleGoods, eq(goods.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * "You may also like" (`youLoveM`): other visible goods of the same category or brand; same
 * category and brand first, then same category, then by popularity. Code 404 for a goods that
 * is not visible.
 */
export async function relatedGoods(db: Db, goodsId: number, limit: number): Promise<GoodsCard[]> {
  const of = await visibleGoodsKey(db, goodsId);
  if (!of) throw notFound();
  const sameCategory = eq(goods.categoryId, of.categoryId);
  const sameBrand = sql`lower(${goods.brand}) = ${of.brand.toLowerCase()}`;
  const rows = await db
    .select(cardColumns)
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(and(visibleGoods, ne(goods.id, of.id), or(sameCategory, sameBrand)))
    .orderBy(desc(sql`(${sameCategory} and ${sameBrand})`), desc(sameCategory), ...ORDER.popular)
    .limit(limit);
  return rows.map(toCard);
}

/** Brands of visible goods (optionally in a category tree) with counts, most goods first (`brands`). */
export async function brandCounts(db: Db, categoryId?: number): Promise<BrandCount[]> {
  const conditions = [visibleGoods, ...(categoryId === undefined ? [] : [inCategoryTree(categoryId)])];
  const rows = await db
    .select({ brand: goods.brand, count: count() })
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(and(...conditions))
    .groupBy(goods.brand)
    .orderBy(desc(count()), asc(goods.brand));
  return rows;
}
