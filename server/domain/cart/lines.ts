/**
 * The customer's cart. A line is a SKU on a lease term with a quantity; prices, stock and whether
 * the goods can still be rented are read fresh on every call (never stored in the line, never
 * taken from the browser). Every line id is looked up together with its owner: another
 * customer's line is code 404, like an unknown one.
 */
import { and, asc, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { CART_LINES_MAX, CART_MESSAGES, type CartLine, type CartLineProblem, type CartLineTerms, type CartSelection } from '@/contract/cart';
import { CODE } from '@/contract/envelope';
import type { LeasePlan } from '@/contract/goods';
import type { Db } from '../../db/client';
import { cartLines, goods, goodsSkus, leasePlans, stores } from '../../db/schema';
import { freightOf, priceOrder } from '../orders/pricing';
import { MESSAGES, Refusal } from '../shared/refusal';

const notFound = () => new Refusal(MESSAGES.notFound, CODE.notFound);

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

type SkuFactsRow = { goodsId: number; goodsName: string; images: string[]; skuName: string; cpu: string; memory: string; storage: string; graphics: string; screen: string; storeId: number; storeName: string };

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

async function ownLine(db: Db, customerId: number, id: number): Promise<CartLineRow> {
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

/** `GET /api/wCar/carNumber`: units in the cart (the top bar's badge). */
export async function cartCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ total: sum(cartLines.quantity) }).from(cartLines).where(eq(cartLines.customerId, customerId));
  return Number(row?.total ?? 0);
}

/** `POST /api/wCar/addCarGoods`: adds, or merges into the line of the same SKU and term. */
export async function addToCart(db: Db, customerId: number, input: { skuId: number; termMonths: number; quantity: number }, now: Date): Promise<{ id: number; carShuLian: number }> {
  const sku = await rentableSku(db, input.skuId, input.termMonths);
  const [existing] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.skuId, input.skuId), eq(cartLines.termMonths, input.termMonths)));
  if ((existing?.quantity ?? 0) + input.quantity > sku.stock) throw new Refusal(CART_MESSAGES.overStock(sku.stock));
  if (!existing) {
    const [lines] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.customerId, customerId));
    if ((lines?.n ?? 0) >= CART_LINES_MAX) throw new Refusal(CART_MESSAGES.cartFull);
  }
  const [line] = await db
    .insert(cartLines)
    .values({ customerId, skuId: input.skuId, termMonths: input.termMonths, quantity: input.quantity, selected: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.skuId, cartLines.termMonths],
      set: { quantity: sql`${cartLines.quantity} + ${input.quantity}`, selected: true, updatedAt: now },
    })
    .returning({ id: cartLines.id });
  if (!line) throw new Error('cart upsert returned no row');
  return { id: line.id, carShuLian: await cartCount(db, customerId) };
}

/** `POST /api/wCar/list`. */
export async function cartPage(db: Db, customerId: number, paging: { page: number; limit: number }): Promise<{ rows: CartLine[]; total: number }> {
  const [totals] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.customerId, customerId));
  const rows = await loadCartLines(db, customerId, { page: paging });
  return { rows: rows.map(toCartLine), total: totals?.n ?? 0 };
}

/** `GET /api/wCar/{id}`. */
export async function cartLine(db: Db, customerId: number, id: number): Promise<CartLine> {
  return toCartLine(await ownLine(db, customerId, id));
}

/** `DELETE /api/wCar/{id}`. */
export async function removeCartLine(db: Db, customerId: number, id: number): Promise<{ carShuLian: number }> {
  const removed = await db.delete(cartLines).where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId))).returning({ id: cartLines.id });
  if (removed.length === 0) throw notFound();
  return { carShuLian: await cartCount(db, customerId) };
}

/** `POST /api/wCar/shuLiang`: 1 … stock; an off-sale line cannot be changed, only removed. */
export async function setCartQuantity(db: Db, customerId: number, id: number, quantity: number, now: Date): Promise<CartLine> {
  const line = await ownLine(db, customerId, id);
  if (line.problem === '商品已下架') throw new Refusal(CART_MESSAGES.offSale);
  if (quantity > line.stock) throw new Refusal(line.stock === 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.overStock(line.stock));
  await db.update(cartLines).set({ quantity, updatedAt: now }).where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)));
  return toCartLine(await ownLine(db, customerId, id));
}

/**
 * `POST /api/wCar/zuQi` (租期): moves a line to another lease plan of its SKU. When the cart
 * already holds that SKU on that term, the two lines become one (their quantities added, still
 * within stock), as addCarGoods would have done; the answer is the line that remains.
 */
export async function setCartTerm(db: Db, customerId: number, id: number, termMonths: number, now: Date): Promise<CartLine> {
  const line = await ownLine(db, customerId, id);
  if (line.termMonths === termMonths) return toCartLine(line);
  if (line.problem === '商品已下架') throw new Refusal(CART_MESSAGES.offSale);
  await rentableSku(db, line.skuId, termMonths);
  const keptId = await db.transaction(async (tx) => {
    const [twin] = await tx
      .select({ id: cartLines.id, quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.customerId, customerId), eq(cartLines.skuId, line.skuId), eq(cartLines.termMonths, termMonths)));
    if (!twin) {
      await tx.update(cartLines).set({ termMonths, updatedAt: now }).where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)));
      return id;
    }
    const merged = twin.quantity + line.quantity;
    if (merged > line.stock) throw new Refusal(CART_MESSAGES.overStock(line.stock));
    await tx.update(cartLines).set({ quantity: merged, selected: true, updatedAt: now }).where(eq(cartLines.id, twin.id));
    await tx.delete(cartLines).where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)));
    return twin.id;
  });
  return toCartLine(await ownLine(db, customerId, keptId));
}

/** `GET /api/wCar/fanHui/{id}`: the SKU's plans, so the customer can pick another term. */
export async function cartLineTerms(db: Db, customerId: number, id: number): Promise<CartLineTerms> {
  const line = await ownLine(db, customerId, id);
  return { id: line.id, termMonths: line.termMonths, quantity: line.quantity, stock: line.stock, plans: line.plans };
}

/** What the ticked lines that can be ordered cost now (no coupon; freight to a non-remote province). */
export function selectionOf(lines: readonly CartLineRow[]): CartSelection {
  const orderable = lines.filter((line) => line.selected && line.problem === null && line.monthlyRent !== null);
  const price = priceOrder(
    orderable.map((line) => ({ monthlyRent: line.monthlyRent ?? 0, deposit: line.deposit, quantity: line.quantity, freight: freightOf(line, null) })),
    1,
    null,
  );
  return {
    selectedIds: orderable.map((line) => line.id),
    quantity: orderable.reduce((total, line) => total + line.quantity, 0),
    firstMonthRent: price.firstMonthRent,
    deposit: price.deposit,
    freight: price.freight,
    payable: price.payable,
  };
}

/** `POST /api/wCar/yxJ`: ticks or unticks the lines, then answers the selection. Any id not the caller's → 404, nothing changed. */
export async function selectCartLines(db: Db, customerId: number, ids: number[], selected: boolean, now: Date): Promise<CartSelection> {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(cartLines)
        .set({ selected, updatedAt: now })
        .where(and(eq(cartLines.customerId, customerId), inArray(cartLines.id, unique)))
        .returning({ id: cartLines.id });
      if (changed.length !== unique.length) throw notFound();
    });
  }
  return selectionOf(await loadCartLines(db, customerId));
}
