/**
 * One goods item as the product page needs it: the goods, its SKUs with lease plans, its
 * category path and its shop; the procurement variant with bulk terms; the SKU option matrix.
 * Only visible goods (catalog.ts) are shown; anything else is code 404, like an unknown id. The
 * back office's preview reads the same way, whatever the goods' status.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  SKU_DIMENSIONS,
  type CategoryRef,
  type GoodsDetail,
  type GoodsSku,
  type GoodsZone,
  type ProcurementGoodsDetail,
  type ProcurementTerms,
  type SkuDimension,
  type SkuOptions,
} from '@/contract/goods';
import type { Db } from '../../db/client';
import { goods, goodsCategories, goodsSkus, leasePlans, stores } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { notFound } from '../shared/refusal';
import { discountInfo, visibleGoods } from './listings';
import { storeCards } from './stores';

/**
 * SKUs in their order with plans by term; a SKU without plans cannot be rented and is left out,
 * and so is one the back office removed (kept, retired, for the orders that name it).
 */
export async function skusOf(db: Db, goodsId: number): Promise<GoodsSku[]> {
  const skuRows = await db
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, goodsId), isNull(goodsSkus.retiredAt)))
    .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id));
  if (skuRows.length === 0) return [];
  const planRows = await db
    .select()
    .from(leasePlans)
    .where(
      inArray(
        leasePlans.skuId,
        skuRows.map((sku) => sku.id),
      ),
    )
    .orderBy(asc(leasePlans.termMonths));
  return skuRows
    .map((sku) => ({
      id: sku.id,
      name: sku.name,
      cpu: sku.cpu,
      memory: sku.memory,
      storage: sku.storage,
      graphics: sku.graphics,
      screen: sku.screen,
      stock: sku.stock,
      deposit: sku.deposit,
      plans: planRows
        .filter((plan) => plan.skuId === sku.id)
        .map((plan) => ({
          termMonths: plan.termMonths,
          monthlyRent: plan.monthlyRent,
          buyoutPrice: plan.buyoutPrice,
          totalRent: plan.monthlyRent * plan.termMonths,
        })),
    }))
    .filter((sku) => sku.plans.length > 0);
}

/**
 * From the top category down to `categoryId`. The category table is small reference data (a few
 * dozen rows), so it is read whole and walked upwards.
 */
export async function categoryPath(db: Db, categoryId: number): Promise<CategoryRef[]> {
  const rows = await db.select({ id: goodsCategories.id, parentId: goodsCategories.parentId, name: goodsCategories.name }).from(goodsCategories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path: CategoryRef[] = [];
  for (let node = byId.get(categoryId); node && path.length < rows.length; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    path.unshift({ id: node.id, name: node.name });
  }
  return path;
}

async function visibleGoodsRow(db: Db, id: number) {
  const [row] = await db
    .select({ goods })
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(and(visibleGoods, eq(goods.id, id)))
    .limit(1);
  return row?.goods ?? null;
}

/** `POST /api/wGoods/productDetails`. */
export async function goodsDetail(db: Db, id: number): Promise<GoodsDetail> {
  const row = await visibleGoodsRow(db, id);
  if (!row) throw notFound();
  return detailOf(db, row);
}

type GoodsRow = NonNullable<Awaited<ReturnType<typeof visibleGoodsRow>>>;

/** Who previews: the platform's admins see every goods item, a merchant's staff only their own shop's. */
export type PreviewViewer = { role: 'admin' | 'editor'; storeId: number | null };

/**
 * `GET /api/wGoods/preview/{id}`: the product page of a goods item whatever its status (a draft,
 * a withdrawn listing, one whose plans are still being written), for the back office. Another
 * shop's goods answer 404 like an unknown id, so an editor cannot probe which ids exist.
 */
export async function goodsPreview(db: Db, id: number, viewer: PreviewViewer): Promise<GoodsDetail> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
  if (!row) throw notFound();
  if (viewer.role !== 'admin' && (viewer.storeId === null || row.storeId !== viewer.storeId)) throw notFound();
  return detailOf(db, row, { preview: true });
}

async function detailOf(db: Db, row: GoodsRow, { preview = false }: { preview?: boolean } = {}): Promise<GoodsDetail> {
  const [skus, path, [store]] = await Promise.all([skusOf(db, row.id), categoryPath(db, row.categoryId), storeCards(db, [row.storeId])]);
  // A preview shows a draft before its plans exist; shoppers never see goods they cannot rent.
  // The shop's card is needed either way, so a closed shop's goods answer 404 even in preview.
  if (!store || (skus.length === 0 && !preview)) throw notFound();
  const monthlyRent = row.lowestRent ?? 0;
  const zones = row.zones as GoodsZone[];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    subtitle: row.subtitle,
    brand: row.brand,
    model: row.model,
    condition: row.condition,
    zones,
    tags: row.tags,
    images: row.images,
    description: row.description,
    specs: row.specs,
    categoryPath: path,
    monthlyRent,
    rentedCount: row.rentedCount,
    discount: zones.includes('discount') ? discountInfo(monthlyRent, row.discountRate) : null,
    store,
    skus,
    updatedAt: formatShanghai(row.updatedAt),
  };
}

/** Terms of a procurement-zone goods item whose merchant set none. */
export const DEFAULT_PROCUREMENT_TERMS: ProcurementTerms = {
  minQuantity: 5,
  tiers: [
    { minQuantity: 10, rate: 95 },
    { minQuantity: 50, rate: 90 },
    { minQuantity: 100, rate: 85 },
  ],
  invoiceTypes: ['增值税普通发票', '增值税专用发票'],
  deliveryDays: 3,
  services: ['专属客户经理', '免费上门部署'],
};

/** `POST /api/wGoods/gyProductDetails`: only goods of the procurement zone. */
export async function procurementDetail(db: Db, id: number): Promise<ProcurementGoodsDetail> {
  const row = await visibleGoodsRow(db, id);
  if (!row || !(row.zones as GoodsZone[]).includes('procurement')) throw notFound();
  return { ...(await detailOf(db, row)), procurement: row.procurementTerms ?? DEFAULT_PROCUREMENT_TERMS };
}

const DIMENSION_LABELS: Record<SkuDimension, string> = {
  cpu: '处理器',
  memory: '内存',
  storage: '存储',
  graphics: '显卡',
  screen: '屏幕',
};

/** The pickers' matrix from the SKUs: the dimensions whose values differ between SKUs, and every term. */
export function skuOptionsOf(goodsId: number, skus: GoodsSku[]): SkuOptions {
  const dimensions = SKU_DIMENSIONS.map((key) => ({ key, label: DIMENSION_LABELS[key], values: [...new Set(skus.map((sku) => sku[key]))] })).filter(
    (dimension) => dimension.values.length > 1,
  );
  const terms = [...new Set(skus.flatMap((sku) => sku.plans.map((plan) => plan.termMonths)))].sort((a, b) => a - b);
  return { goodsId, dimensions, terms, skus };
}

/** `GET /api/wGoodsItem/option`. */
export async function skuOptions(db: Db, goodsId: number): Promise<SkuOptions> {
  const row = await visibleGoodsRow(db, goodsId);
  if (!row) throw notFound();
  return skuOptionsOf(row.id, await skusOf(db, row.id));
}
