/**
 * Changing the cart: adding (merged into the line of the same SKU and term), removing, the
 * quantity, the term and the ticks. Every change is checked against the SKU's current state.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { CART_LINES_MAX, CART_MESSAGES, type CartLine, type CartSelection } from '@/contract/cart';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import { notFound, Refusal } from '../shared/refusal';
import { customerCartLine, loadCartLines, rentableSku, toCartLine } from './lines';
import { cartCount, selectionOf } from './read';

/** `POST /api/wCar/addCarGoods`: adds, or merges into the line of the same SKU and term. */
export async function addToCart(db: Db, customerId: number, input: { skuId: number; termMonths: number; quantity: number }, now: Date): Promise<{ id: number; cartCount: number }> {
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
  return { id: line.id, cartCount: await cartCount(db, customerId) };
}

/** `DELETE /api/wCar/{id}`. */
export async function removeCartLine(db: Db, customerId: number, id: number): Promise<{ cartCount: number }> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw notFound();
  return { cartCount: await cartCount(db, customerId) };
}

/** `POST /api/wCar/shuLiang`: 1 … stock; an off-sale line cannot be changed, only removed. */
export async function setCartQuantity(db: Db, customerId: number, id: number, quantity: number, now: Date): Promise<CartLine> {
  const line = await customerCartLine(db, customerId, id);
  if (line.problem === '商品已下架') throw new Refusal(CART_MESSAGES.offSale);
  if (quantity > line.stock) throw new Refusal(line.stock === 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.overStock(line.stock));
  await db
    .update(cartLines)
    .set({ quantity, updatedAt: now })
    .where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)));
  return toCartLine(await customerCartLine(db, customerId, id));
}

/**
 * `POST /api/wCar/zuQi` (租期): moves a line to another lease plan of its SKU. When the cart
 * already holds that SKU on that term, the two lines become one (their quantities added, still
 * within stock), as addCarGoods would have done; the answer is the line that remains.
 */
export async function setCartTerm(db: Db, customerId: number, id: number, termMonths: number, now: Date): Promise<CartLine> {
  const line = await customerCartLine(db, customerId, id);
  if (line.termMonths === termMonths) return toCartLine(line);
  if (line.problem === '商品已下架') throw new Refusal(CART_MESSAGES.offSale);
  await rentableSku(db, line.skuId, termMonths);
  const keptId = await db.transaction(async (tx) => {
    const [twin] = await tx
      .select({ id: cartLines.id, quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.customerId, customerId), eq(cartLines.skuId, line.skuId), eq(cartLines.termMonths, termMonths)));
    if (!twin) {
      await tx
        .update(cartLines)
        .set({ termMonths, updatedAt: now })
        .where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)));
      return id;
    }
    const merged = twin.quantity + line.quantity;
    if (merged > line.stock) throw new Refusal(CART_MESSAGES.overStock(line.stock));
    await tx.update(cartLines).set({ quantity: merged, selected: true, updatedAt: now }).where(eq(cartLines.id, twin.id));
    await tx.delete(cartLines).where(and(eq(cartLines.id, id), eq(cartLines.customerId, customerId)));
    return twin.id;
  });
  return toCartLine(await customerCartLine(db, customerId, keptId));
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
