/**
 * The customer's cart. A line is a SKU on a lease term with a quantity; prices, stock and whether
 * the goods can still be rented are read fresh on every call (never stored in the line, never
 * taken from the browser). Every line id is looked up together with its owner: another
 * customer's line is code 404, like an unknown one.
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { CART_MESSAGES, type CartLine, type CartLineProblem } from '@/contract/cart';
import type { LeasePlan } from '@/contract/goods';
import type { Db } from '../../db/client';
import { cartLines, goods, goodsSkus, leasePlans, stores } from '../../db/schema';
import { notFound, Refusal } from '../shared/refusal';

/** A line as the server uses it: the wire shape plus what freight and orders need. */
export type CartLineRow = CartLine & { slug: string; tags: string[] };

/** A SKU with its goods, shop and one plan: what a cart line and a checkout both read. */
const skuColumns = {
  goodsId: goods.id,
  goodsName: goods.name,
  images: goods.images,
  slug: goods.slug,
  tags: goods.tags,
  goodsStatus: goods.status,
  storeId: stores.id,
  storeName: stores.name,
  storeStatus: stores.status,
  skuName: goodsSkus.name,
  cpu: goodsSkus.cpu,
  memory: goodsSkus.memory,
  storage: goodsSkus.storage,
  graphics: goodsSkus.graphics,
  screen: goodsSkus.screen,
  stock: goodsSkus.stock,
  deposit: goodsSkus.deposit,
  monthlyRent: leasePlans.monthlyRent,
  buyoutPrice: leasePlans.buyoutPrice,
};

type SkuFactsRow = {
  goodsId: number;
  goodsName: string;
  images: string[];
  skuName: string;
  cpu: string;
  memory: string;
  storage: string;
  graphics: string;
  screen: string;
  storeId: number;
  storeName: string;
};

/** What a cart line and a checkout say of the SKU they rent (from skuColumns). */
function skuFacts(row: SkuFactsRow) {
  return {
    goodsId: row.goodsId,
    goodsName: row.goodsName,
    image: row.images[0] ?? '',
    skuName: row.skuName,
    config: { cpu: row.cpu, memory: row.memory, storage: row.storage, graphics: row.graphics, screen: row.screen },
    storeId: row.storeId,
    storeName: row.storeName,
  };
}

const lineColumns = {
  id: cartLines.id,
  skuId: cartLines.skuId,
  termMonths: cartLines.termMonths,
  quantity: cartLines.quantity,
  selected: cartLines.selected,
  ...skuColumns,
};

async function plansBySku(db: Db, skuIds: number[]): Promise<Map<number, LeasePlan[]>> {
  const plans = new Map<number, LeasePlan[]>();
  if (skuIds.length === 0) return plans;
  const rows = await db.select().from(leasePlans).where(inArray(leasePlans.skuId, skuIds)).orderBy(asc(leasePlans.termMonths));
  for (const row of rows) {
    const list = plans.get(row.skuId) ?? [];
    list.push({ termMonths: row.termMonths, monthlyRent: row.monthlyRent, buyoutPrice: row.buyoutPrice, totalRent: row.monthlyRent * row.termMonths });
    plans.set(row.skuId, list);
  }
  return plans;
}

function problemOf(row: { goodsStatus: string; storeStatus: string; monthlyRent: number | null; stock: number; quantity: number }): CartLineProblem | null {
  if (row.goodsStatus !== 'on_sale' || row.storeStatus !== 'open') return '商品已下架';
  if (row.monthlyRent === null) return '该租期已不可选';
  if (row.stock < row.quantity) return '库存不足';
  return null;
}

/** The customer's lines (all, or the given ids), newest first, with current prices and state. */
export async function loadCartLines(db: Db, customerId: number, options: { ids?: number[]; page?: { page: number; limit: number } } = {}): Promise<CartLineRow[]> {
  const conditions: SQL[] = [eq(cartLines.customerId, customerId)];
  if (options.ids) {
    if (options.ids.length === 0) return [];
    conditions.push(inArray(cartLines.id, options.ids));
  }
  let query = db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(goodsSkus, eq(goodsSkus.id, cartLines.skuId))
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .leftJoin(leasePlans, and(eq(leasePlans.skuId, cartLines.skuId), eq(leasePlans.termMonths, cartLines.termMonths)))
    .where(and(...conditions))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id))
    .$dynamic();
  if (options.page) query = query.limit(options.page.limit).offset((options.page.page - 1) * options.page.limit);
  const rows = await query;
  const plans = await plansBySku(db, [...new Set(rows.map((row) => row.skuId))]);
  return rows.map((row) => {
    const monthlyRent = row.monthlyRent;
    return {
      id: row.id,
      skuId: row.skuId,
      ...skuFacts(row),
      termMonths: row.termMonths,
      quantity: row.quantity,
      selected: row.selected,
      stock: row.stock,
      monthlyRent,
      buyoutPrice: row.buyoutPrice,
      deposit: row.deposit,
      lineRent: (monthlyRent ?? 0) * row.quantity,
      lineDeposit: row.deposit * row.quantity,
      plans: plans.get(row.skuId) ?? [],
      problem: problemOf(row),
      slug: row.slug,
      tags: row.tags,
    };
  });
}

/** The wire shape: the server-only fields stay behind. */
export function toCartLine({ slug: _slug, tags: _tags, ...line }: CartLineRow): CartLine {
  return line;
}

/** The caller's line with its current state; 404 when it is not theirs. */
export async function customerCartLine(db: Db, customerId: number, id: number): Promise<CartLineRow> {
  const [line] = await loadCartLines(db, customerId, { ids: [id] });
  if (!line) throw notFound();
  return line;
}

/** A SKU with its goods, shop and the plan of one term: what renting it needs. */
export type RentableSku = {
  skuId: number;
  goodsId: number;
  goodsName: string;
  slug: string;
  tags: string[];
  image: string;
  skuName: string;
  config: CartLine['config'];
  storeId: number;
  storeName: string;
  stock: number;
  deposit: number;
  termMonths: number;
  monthlyRent: number;
  buyoutPrice: number;
};

/**
 * The SKU rented on `termMonths`, checked: unknown → 404; off sale or closed shop → 该商品已下架;
 * no such term → 该商品不提供 N 个月租期; no stock → 该商品库存不足.
 */
export async function rentableSku(db: Db, skuId: number, termMonths: number): Promise<RentableSku> {
  const [row] = await db
    .select({ skuId: goodsSkus.id, ...skuColumns })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .leftJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, termMonths)))
    .where(eq(goodsSkus.id, skuId))
    .limit(1);
  // A draft has never been shown to a shopper: it is unknown, not "off sale".
  if (!row || row.goodsStatus === 'draft') throw notFound();
  if (row.goodsStatus !== 'on_sale' || row.storeStatus !== 'open') throw new Refusal(CART_MESSAGES.offSale);
  if (row.monthlyRent === null || row.buyoutPrice === null) throw new Refusal(CART_MESSAGES.termUnavailable(termMonths));
  if (row.stock < 1) throw new Refusal(CART_MESSAGES.outOfStock);
  return {
    skuId: row.skuId,
    ...skuFacts(row),
    slug: row.slug,
    tags: row.tags,
    stock: row.stock,
    deposit: row.deposit,
    termMonths,
    monthlyRent: row.monthlyRent,
    buyoutPrice: row.buyoutPrice,
  };
}
