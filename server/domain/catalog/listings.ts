/**
 * Reading the catalogue: the category tree, recommendations, the search with its filters and
 * sorts, zone listings, display goods and "you may also like". Every listing is filtered, sorted,
 * counted and paged by the database on goods_listing, the narrow copy of what listings need that
 * the database keeps beside the goods (migration 0026): indexed sorts, the search tokens' GIN
 * index; nothing is loaded whole and filtered here, and only a page's goods rows are read.
 *
 * A goods item is visible to shoppers when it is on sale, its shop is open and it has at least
 * one lease plan (goods.lowest_rent is not null).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BrandCount, CategoryNode, DiscountGoodsCard, DiscountInfo, GoodsCard, GoodsCondition, GoodsSort, GoodsZone, RecommendedGoods } from '@/contract/goods';
import type { GoodsSearch } from '@/contract/goodsQueries';
import type { Db } from '../../db/client';
import { appMeta, goods, goodsCategories, goodsListing, stores } from '../../db/schema';
import { notFound } from '../shared/refusal';
import { keywordQuery } from './searchTokens';
import { likePattern } from '../shared/listing';

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

/** `column` is the category or one of its descendants (the tree may grow deeper than two levels). */
export function inCategoryTree(categoryId: number, column: AnyColumn = goods.categoryId): SQL {
  return sql`${column} in (
    with recursive tree(id) as (
      select ${categoryId}::integer
      union all
      select c.id from ${goodsCategories} c join tree on c.parent_id = tree.id
    )
    select id from tree)`;
}

/**
 * The listing rows (goods_listing) matching a keyword (searchTokens.ts says how), or null for a
 * blank keyword. Served by the GIN index of the search tokens; the rare word holding `%`, `_` or
 * `\` is then also looked for in those goods' search text.
 */
export function keywordCondition(keyword: string, options?: { widened?: boolean }): SQL | null {
  const query = keywordQuery(keyword, options);
  if (!query) return null;
  if (query.tsquery === null) return sql`false`;
  const literally = query.literalWords.map(
    (word) => sql`exists (select 1 from ${goods} where ${goods.id} = ${goodsListing.goodsId} and ${goods.searchText} ilike ${likePattern(word)})`,
  );
  return and(sql`${goodsListing.searchTokens} @@ ${query.tsquery}::tsquery`, ...literally) as SQL;
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

/** The columns listings sort by, of goods_listing or of a subquery over it. */
const SORT_KEYS = {
  goodsId: goodsListing.goodsId,
  rentedCount: goodsListing.rentedCount,
  createdAt: goodsListing.createdAt,
  lowestRent: goodsListing.lowestRent,
  discountRate: goodsListing.discountRate,
};
type SortKeys = Record<keyof typeof SORT_KEYS, SQLWrapper>;

type ListingOrder = GoodsSort | 'deepestDiscount';

const ORDER: Record<ListingOrder, (keys: SortKeys) => SQL[]> = {
  popular: (keys) => [desc(keys.rentedCount), desc(keys.goodsId)],
  newest: (keys) => [desc(keys.createdAt), desc(keys.goodsId)],
  priceAsc: (keys) => [asc(keys.lowestRent), asc(keys.goodsId)],
  priceDesc: (keys) => [desc(keys.lowestRent), desc(keys.goodsId)],
  deepestDiscount: (keys) => [sql`${keys.discountRate} asc nulls last`, desc(keys.rentedCount), desc(keys.goodsId)],
};

export type GoodsFilters = Partial<Pick<GoodsSearch, 'keyword' | 'categoryId' | 'brand' | 'zone' | 'condition' | 'storeId' | 'minRent' | 'maxRent'>>;

/**
 * A listing row is shown when its goods is visible (on sale, with plans) and its shop is not
 * closed. The closed shops are a handful, read once per query: closing a shop rewrites no row.
 */
const shownListing: SQL = sql`${goodsListing.visible} and ${goodsListing.storeId} <> all(array(select ${stores.id} from ${stores} where ${stores.status} <> 'open'))`;

/** The conditions of a listing, on goods_listing's columns. */
export function filterConditions(filters: GoodsFilters): SQL[] {
  const conditions: SQL[] = [shownListing];
  const keyword = keywordCondition(filters.keyword ?? '');
  if (keyword) conditions.push(keyword);
  if (filters.categoryId !== undefined) conditions.push(inCategoryTree(filters.categoryId, goodsListing.categoryId));
  if (filters.brand) conditions.push(sql`lower(${goodsListing.brand}) = ${filters.brand.toLowerCase()}`);
  if (filters.zone) conditions.push(sql`${goodsListing.zones} @> array[${filters.zone}]::text[]`);
  if (filters.condition) conditions.push(eq(goodsListing.condition, filters.condition));
  if (filters.storeId !== undefined) conditions.push(eq(goodsListing.storeId, filters.storeId));
  if (filters.minRent !== undefined) conditions.push(sql`${goodsListing.lowestRent} >= ${filters.minRent}`);
  if (filters.maxRent !== undefined) conditions.push(sql`${goodsListing.lowestRent} <= ${filters.maxRent}`);
  return conditions;
}

export type Page<T> = { rows: T[]; total: number };

type Paging = { page: number; limit: number };

/** app_meta's row the triggers of migration 0026 move on whenever a listing's total may change. */
const LISTING_VERSION_KEY = 'goods_listing_version';
/** Totals kept per database; the least recently used go first. */
const TOTALS_KEPT = 2_000;
const totalsOf = new WeakMap<Db, Map<string, number>>();

/**
 * How many listing rows match, counted once per listing version: a count visits every matching
 * row (at 100,000 goods, a word like 轻薄 matches a third of them: 30 ms on PGlite), and shoppers
 * repeat searches far more often than merchants change the catalogue. The version is read first
 * and moves on only when committed changes could change a total, so a kept total is exact.
 */
async function listingTotal(db: Db, filters: GoodsFilters, where: SQL | undefined): Promise<number> {
  const [version] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, LISTING_VERSION_KEY)).limit(1);
  const key = JSON.stringify([
    version?.value ?? '',
    keywordQuery(filters.keyword ?? ''),
    filters.categoryId,
    filters.brand?.toLowerCase(),
    filters.zone,
    filters.condition,
    filters.storeId,
    filters.minRent,
    filters.maxRent,
  ]);
  let totals = totalsOf.get(db);
  if (!totals) totalsOf.set(db, (totals = new Map()));
  const kept = totals.get(key);
  if (kept !== undefined) {
    totals.delete(key);
    totals.set(key, kept);
    return kept;
  }
  const [counted] = await db.select({ total: count() }).from(goodsListing).where(where);
  const total = counted?.total ?? 0;
  totals.set(key, total);
  if (totals.size > TOTALS_KEPT) totals.delete(totals.keys().next().value as string);
  return total;
}

/**
 * Up to this many keyword matches per row of the page's end are fetched whole and sorted; with
 * more, walking the sort's index and checking each goods' tokens reaches a page sooner.
 */
const SORT_MATCHES_PER_ROW = 200;

/**
 * One page of cards and the total, both counted by the database on goods_listing; only the
 * page's goods rows are read. A page past the end is empty with the right total.
 */
async function cardPage(db: Db, filters: GoodsFilters, order: ListingOrder, { page, limit }: Paging) {
  const where = and(...filterConditions(filters));
  const total = await listingTotal(db, filters, where);
  const offset = (page - 1) * limit;
  if (offset >= total) return { rows: [], total };
  const keys = db.select(SORT_KEYS).from(goodsListing).where(where);
  let pageKeys;
  if (filters.keyword && total <= SORT_MATCHES_PER_ROW * (offset + limit)) {
    // The LIMIT keeps the planner from walking a sort index for a few scattered matches.
    const matches = keys.limit(total).as('matches');
    pageKeys = db
      .select()
      .from(matches)
      .orderBy(...ORDER[order](matches))
      .limit(limit)
      .offset(offset)
      .as('page');
  } else {
    pageKeys = keys
      .orderBy(...ORDER[order](SORT_KEYS))
      .limit(limit)
      .offset(offset)
      .as('page');
  }
  const rows = await db
    .select(cardColumns)
    .from(pageKeys)
    .innerJoin(goods, eq(goods.id, pageKeys.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .orderBy(...ORDER[order](pageKeys));
  return { rows, total };
}

/**
 * One search before the port opens: the first one of a process otherwise pays for reading the
 * listing rows and the search index into memory and for planning (half a second at 100,000 goods).
 */
export async function warmUpListings(db: Db): Promise<void> {
  await cardPage(db, { keyword: '笔记本' }, 'popular', { page: 1, limit: 20 });
}

/** `GET /api/wGoods/search`. */
export async function searchGoods(db: Db, query: GoodsSearch): Promise<Page<GoodsCard>> {
  const { rows, total } = await cardPage(db, query, query.sort, query);
  return { rows: rows.map(toCard), total };
}

/** A zone's goods, most rented first (`qtZq`, `personalProducts`). */
export async function zoneGoods(db: Db, zone: GoodsZone, paging: Paging): Promise<Page<GoodsCard>> {
  const { rows, total } = await cardPage(db, { zone }, 'popular', paging);
  return { rows: rows.map(toCard), total };
}

/** The discount zone, deepest discount first (`thZq`). */
export async function discountZone(db: Db, filters: { categoryId?: number }, paging: Paging): Promise<Page<DiscountGoodsCard>> {
  const { rows, total } = await cardPage(db, { ...filters, zone: 'discount' }, 'deepestDiscount', paging);
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
  const { rows } = await cardPage(db, choice.zone ? { zone: choice.zone } : {}, 'popular', { page: 1, limit: choice.limit });
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
  const sameCategory = eq(goodsListing.categoryId, of.categoryId);
  const sameBrand = sql`lower(${goodsListing.brand}) = ${of.brand.toLowerCase()}`;
  const both = sql`(${sameCategory} and ${sameBrand})`;
  const related = db
    .select({ ...SORT_KEYS, both: both.as('both'), sameCategory: sql`${sameCategory}`.as('same_category') })
    .from(goodsListing)
    .where(and(shownListing, ne(goodsListing.goodsId, of.id), or(sameCategory, sameBrand)))
    .orderBy(desc(both), desc(sameCategory), ...ORDER.popular(SORT_KEYS))
    .limit(limit)
    .as('related');
  const rows = await db
    .select(cardColumns)
    .from(related)
    .innerJoin(goods, eq(goods.id, related.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .orderBy(desc(related.both), desc(related.sameCategory), ...ORDER.popular(related));
  return rows.map(toCard);
}

/** Brands of visible goods (optionally in a category tree) with counts, most goods first (`brands`). */
export async function brandCounts(db: Db, categoryId?: number): Promise<BrandCount[]> {
  const conditions = [shownListing, ...(categoryId === undefined ? [] : [inCategoryTree(categoryId, goodsListing.categoryId)])];
  const rows = await db
    .select({ brand: goodsListing.brand, count: count() })
    .from(goodsListing)
    .where(and(...conditions))
    .groupBy(goodsListing.brand)
    .orderBy(desc(count()), asc(goodsListing.brand));
  return rows;
}
