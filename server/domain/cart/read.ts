/** What the cart shows: the badge's count, the lines, one line and its terms, the ticked selection. */
import { count, eq, sum } from 'drizzle-orm';
import type { CartLine, CartLineTerms, CartSelection } from '@/contract/cart';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import { freightOf, priceOrder } from '../pricing/pricing';
import { customerCartLine, loadCartLines, toCartLine, type CartLineRow } from './lines';

/** `GET /api/wCar/carNumber`: units in the cart (the top bar's badge). */
export async function cartCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(cartLines.quantity) })
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId));
  return Number(row?.total ?? 0);
}

/** `POST /api/wCar/list`. */
export async function cartPage(db: Db, customerId: number, paging: { page: number; limit: number }): Promise<{ rows: CartLine[]; total: number }> {
  const [totals] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.customerId, customerId));
  const rows = await loadCartLines(db, customerId, { page: paging });
  return { rows: rows.map(toCartLine), total: totals?.n ?? 0 };
}

/** `GET /api/wCar/{id}`. */
export async function cartLine(db: Db, customerId: number, id: number): Promise<CartLine> {
  return toCartLine(await customerCartLine(db, customerId, id));
}

/** `GET /api/wCar/fanHui/{id}`: the SKU's plans, so the customer can pick another term. */
export async function cartLineTerms(db: Db, customerId: number, id: number): Promise<CartLineTerms> {
  const line = await customerCartLine(db, customerId, id);
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
