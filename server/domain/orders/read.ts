/** The customer's orders as the personal center shows them: one order, and the paged list (searchable by order number or goods name). */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, type OrderItem, type OrderStatus, type RentalOrderView } from '@/contract/orders';
import type { Db } from '../../db/client';
import { rentalOrderItems, rentalOrders, stores } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { NO_LIFE, orderLives } from './life';
import { orderSearch } from './search';

type OrderRow = typeof rentalOrders.$inferSelect & { storeName: string };

/** An order line as every view shows it (the customer's and the back office's): the snapshot taken at checkout. */
export function orderItemView(item: typeof rentalOrderItems.$inferSelect): OrderItem {
  return {
    goodsId: item.goodsId,
    skuId: item.skuId,
    goodsName: item.goodsName,
    skuName: item.skuName,
    image: item.image,
    config: item.config,
    termMonths: item.termMonths,
    quantity: item.quantity,
    monthlyRent: item.monthlyRent,
    rentRate: item.rentRate,
    deposit: item.deposit,
    buyoutPrice: item.buyoutPrice,
    freight: item.freight,
  };
}

async function views(db: Db, rows: OrderRow[]): Promise<RentalOrderView[]> {
  if (rows.length === 0) return [];
  const itemRows = await db
    .select()
    .from(rentalOrderItems)
    .where(
      inArray(
        rentalOrderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(rentalOrderItems.id));
  const lives = await orderLives(db, rows);
  return rows.map((row) => {
    const items: OrderItem[] = itemRows.filter((item) => item.orderId === row.id).map(orderItemView);
    const status = row.status as OrderStatus;
    return {
      orderNo: row.orderNo,
      status,
      statusName: ORDER_STATUS_NAMES[status],
      storeId: row.storeId,
      storeName: row.storeName,
      termMonths: row.termMonths,
      quantity: items.reduce((total, item) => total + item.quantity, 0),
      items,
      address: row.address,
      invoice: row.invoice,
      firstMonthRent: row.monthlyRent,
      deposit: row.deposit,
      depositWaived: row.depositWaived,
      freight: row.freight,
      couponDiscount: row.couponDiscount,
      payable: row.payable,
      totalRent: row.totalRent,
      payDeadline: formatShanghai(row.payDeadline),
      createdAt: formatShanghai(row.createdAt),
      paidAt: row.paidAt ? formatShanghai(row.paidAt) : null,
      life: lives.get(row.id) ?? NO_LIFE,
    };
  });
}

const orderColumns = { order: rentalOrders, storeName: stores.name };

async function orderRows(db: Db, where: SQL, paging?: { page: number; limit: number }): Promise<OrderRow[]> {
  let query = db
    .select(orderColumns)
    .from(rentalOrders)
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .where(where)
    .orderBy(desc(rentalOrders.createdAt), desc(rentalOrders.id))
    .$dynamic();
  if (paging) query = query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  return (await query).map((row) => ({ ...row.order, storeName: row.storeName }));
}

/** The caller's order by number, or null (another customer's order is null too). */
export async function orderView(db: Db, customerId: number, orderNo: string): Promise<RentalOrderView | null> {
  const [view] = await views(db, await orderRows(db, and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)) as SQL));
  return view ?? null;
}

/** `POST /api/wOrder/dingD`: the caller's orders, newest first, optionally of one status and matching a search. */
export async function orderPage(
  db: Db,
  customerId: number,
  query: { page: number; limit: number; status?: number | undefined; keyword?: string | undefined },
): Promise<{ rows: RentalOrderView[]; total: number }> {
  const where = and(eq(rentalOrders.customerId, customerId), query.status === undefined ? undefined : eq(rentalOrders.status, query.status), orderSearch(query.keyword)) as SQL;
  const [totals] = await db.select({ n: count() }).from(rentalOrders).where(where);
  return { rows: await views(db, await orderRows(db, where, query)), total: totals?.n ?? 0 };
}
