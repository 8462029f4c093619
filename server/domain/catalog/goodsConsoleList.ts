/**
 * The back office's goods list (`POST /api/sys/goods/list`), its counts per status
 * (`GET /api/sys/goods/statusCount`) and the rows the export writes: whatever the goods' status,
 * scoped to the caller's shop (an editor) or every shop (an admin), filtered, sorted and paged by
 * the database.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { GOODS_STATUS_NAMES, type ConsoleGoodsRow, type GoodsListBody, type GoodsListFilters, type GoodsStatusCount } from '@/contract/goodsConsole';
import type { GoodsZone } from '@/contract/goods';
import type { Executor } from '../../db/client';
import { goods, goodsCategories, goodsListing, goodsSkus, leasePlans, stores } from '../../db/schema';
import { offsetOf, orderByOf } from '../shared/listing';
import { shopScope, type Staff } from '../staff/scope';
import { formatShanghai } from '../shared/clock';
import { inCategoryTree, keywordCondition } from './listings';

/** Configurations on offer (a removed one stays for the orders that name it, and is not counted). */
const skuCount = sql<number>`(select count(*)::int from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.retiredAt} is null)`;
const totalStock = sql<number>`(select coalesce(sum(${goodsSkus.stock}), 0)::int from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.retiredAt} is null)`;

const SORT_COLUMNS = {
  createdAt: goods.createdAt,
  updatedAt: goods.updatedAt,
  lowestRent: goods.lowestRent,
  rentedCount: goods.rentedCount,
  stock: totalStock,
};

/** Every condition of the filters, within the caller's reach. An editor's `storeId` is ignored: their list is their shop's. */
function conditionsOf(staff: Staff, filters: Omit<GoodsListFilters, 'status'> & { status?: GoodsListFilters['status'] }): SQL[] {
  const conditions: SQL[] = [];
  const scope = shopScope(staff, goods.storeId);
  if (scope) conditions.push(scope);
  else if (filters.storeId !== undefined) conditions.push(eq(goods.storeId, filters.storeId));
  if (filters.keyword) {
    // The shop's search by the words typed (the listing rows cover goods of every status).
    const matching = keywordCondition(filters.keyword, { widened: false });
    const byWords = matching ? sql`${goods.id} in (select ${goodsListing.goodsId} from ${goodsListing} where ${matching})` : undefined;
    const number = /^[0-9]{1,9}$/.test(filters.keyword) ? eq(goods.id, Number(filters.keyword)) : undefined;
    const matched = number && byWords ? or(number, byWords) : (byWords ?? number);
    if (matched) conditions.push(matched);
  }
  if (filters.status) conditions.push(eq(goods.status, filters.status));
  if (filters.categoryId !== undefined) conditions.push(inCategoryTree(filters.categoryId));
  if (filters.zone) conditions.push(sql`${goods.zones} @> array[${filters.zone}]::text[]`);
  if (filters.condition) conditions.push(eq(goods.condition, filters.condition));
  return conditions;
}

const rowColumns = {
  id: goods.id,
  name: goods.name,
  images: goods.images,
  storeId: goods.storeId,
  storeName: stores.name,
  categoryId: goods.categoryId,
  categoryName: goodsCategories.name,
  status: goods.status,
  condition: goods.condition,
  zones: goods.zones,
  skuCount,
  totalStock,
  lowestRent: goods.lowestRent,
  rentedCount: goods.rentedCount,
  createdAt: goods.createdAt,
  updatedAt: goods.updatedAt,
};

type ListRow = {
  id: number;
  name: string;
  images: string[];
  storeId: number;
  storeName: string;
  categoryId: number;
  categoryName: string;
  status: ConsoleGoodsRow['status'];
  condition: ConsoleGoodsRow['condition'];
  zones: string[];
  skuCount: number;
  totalStock: number;
  lowestRent: number | null;
  rentedCount: number;
  createdAt: Date;
  updatedAt: Date;
};

function toRow(row: ListRow): ConsoleGoodsRow {
  return {
    id: row.id,
    name: row.name,
    cover: row.images[0] ?? '',
    storeId: row.storeId,
    storeName: row.storeName,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    status: row.status,
    statusName: GOODS_STATUS_NAMES[row.status],
    condition: row.condition,
    zones: row.zones as GoodsZone[],
    skuCount: row.skuCount,
    totalStock: row.totalStock,
    lowestRent: row.lowestRent,
    rentedCount: row.rentedCount,
    createdAt: formatShanghai(row.createdAt),
    updatedAt: formatShanghai(row.updatedAt),
  };
}

type Sorting = Pick<GoodsListBody, 'sort' | 'order'>;

/** The filtered goods in the list's order (the newest change first unless a sort is chosen). */
function sortedRows(db: Executor, staff: Staff, filters: GoodsListFilters, sorting: Sorting) {
  return db
    .select(rowColumns)
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .innerJoin(goodsCategories, eq(goodsCategories.id, goods.categoryId))
    .where(and(...conditionsOf(staff, filters)))
    .orderBy(...orderByOf(sorting, SORT_COLUMNS, goods.id, [desc(goods.updatedAt)]))
    .$dynamic();
}

export async function goodsConsolePage(db: Executor, staff: Staff, query: GoodsListBody): Promise<{ rows: ConsoleGoodsRow[]; total: number }> {
  const { page, limit, sort, order, ...filters } = query;
  const [counted] = await db
    .select({ total: count() })
    .from(goods)
    .where(and(...conditionsOf(staff, filters)));
  const total = counted?.total ?? 0;
  if (offsetOf({ page, limit }) >= total) return { rows: [], total };
  const rows = await sortedRows(db, staff, filters, { sort, order }).limit(limit).offset(offsetOf({ page, limit }));
  return { rows: rows.map(toRow), total };
}

export async function goodsStatusCount(db: Executor, staff: Staff, filters: Omit<GoodsListFilters, 'status'>): Promise<GoodsStatusCount> {
  const rows = await db
    .select({ status: goods.status, total: count() })
    .from(goods)
    .where(and(...conditionsOf(staff, filters)))
    .groupBy(goods.status);
  const counts: GoodsStatusCount = { all: 0, draft: 0, on_sale: 0, off_sale: 0 };
  for (const row of rows) {
    counts[row.status] = row.total;
    counts.all += row.total;
  }
  return counts;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The export's lines: one per configuration and lease plan of each goods item, in the list's order. */
export type GoodsExportLine = ConsoleGoodsRow & {
  sku: { name: string; cpu: string; memory: string; storage: string; graphics: string; screen: string; stock: number; deposit: number } | null;
  plan: { termMonths: number; monthlyRent: number; buyoutPrice: number } | null;
};

/**
 * At most `max + 1` lines, so the caller can tell "too many" from "exactly max". A goods item
 * without configurations or plans (a draft being written) still has its line.
 */
export async function goodsExportLines(db: Executor, staff: Staff, filters: GoodsListFilters, sorting: Sorting, max: number): Promise<GoodsExportLine[]> {
  const listed = (await sortedRows(db, staff, filters, sorting).limit(max + 1)).map(toRow);
  if (listed.length === 0) return [];
  const skuRows = await db
    .select()
    .from(goodsSkus)
    .where(
      and(
        inArray(
          goodsSkus.goodsId,
          listed.map((row) => row.id),
        ),
        isNull(goodsSkus.retiredAt),
      ),
    )
    .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id));
  const planRows =
    skuRows.length === 0
      ? []
      : await db
          .select()
          .from(leasePlans)
          .where(
            inArray(
              leasePlans.skuId,
              skuRows.map((sku) => sku.id),
            ),
          )
          .orderBy(asc(leasePlans.termMonths));
  const skusOf = groupBy(skuRows, (sku) => sku.goodsId);
  const plansOf = groupBy(planRows, (plan) => plan.skuId);
  const lines: GoodsExportLine[] = [];
  for (const row of listed) {
    const skus = skusOf.get(row.id) ?? [];
    if (skus.length === 0) lines.push({ ...row, sku: null, plan: null });
    for (const sku of skus) {
      const plans = plansOf.get(sku.id) ?? [];
      const skuFacts = {
        name: sku.name,
        cpu: sku.cpu,
        memory: sku.memory,
        storage: sku.storage,
        graphics: sku.graphics,
        screen: sku.screen,
        stock: sku.stock,
        deposit: sku.deposit,
      };
      if (plans.length === 0) lines.push({ ...row, sku: skuFacts, plan: null });
      for (const plan of plans) lines.push({ ...row, sku: skuFacts, plan: { termMonths: plan.termMonths, monthlyRent: plan.monthlyRent, buyoutPrice: plan.buyoutPrice } });
    }
    if (lines.length > max) return lines.slice(0, max + 1);
  }
  return lines;
}
