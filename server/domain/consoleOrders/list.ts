/**
 * The back office's order list (`POST /api/sys/order/list`), its per-status counts and the rows
 * of its export: the orders of the staff member's shops, filtered by status, a keyword (order
 * number, customer name or mobile number, recipient, goods name), the day placed and (admins) the
 * shop, sorted on the server. One filter for all three, so a tab's count is what the tab lists.
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_KIND_NAMES, PAYMENT_METHOD_NAMES, type ConsoleOrderCounts, type ConsoleOrderFilters, type ConsoleOrderRow, type PaymentMethod } from '@/contract/consoleOrders';
import type { ConsoleListParams } from '@/contract/console';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { maskedPhone } from '@/contract/format';
import type { Db } from '../../db/client';
import { bills, customers, orderRenewals, parcelSignatures, payments, rentalOrderItems, rentalOrders, stores } from '../../db/schema';
import { orderByOf, offsetOf } from '../shared/listing';
import { shopScope, type Staff } from '../staff/scope';
import { shanghaiDay } from '../shared/calendar';
import { orderGoodsName } from '../bills/read';
import { likePattern } from '../shared/listing';
import { customerDisplayName } from '../customers/displayName';
import { DAY_MS, formatShanghai } from '../shared/clock';

/** The first instant of a Shanghai day `YYYY-MM-DD`. */
export const shanghaiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (keyword === undefined) return undefined;
  const pattern = likePattern(keyword);
  return sql`(${rentalOrders.orderNo} ilike ${pattern}
    or exists (select 1 from ${rentalOrderItems} where ${rentalOrderItems.orderId} = ${rentalOrders.id} and ${rentalOrderItems.goodsName} ilike ${pattern})
    or exists (select 1 from ${customers} where ${customers.id} = ${rentalOrders.customerId}
      and (${customers.personName} ilike ${pattern} or ${customers.companyName} ilike ${pattern} or ${customers.phone} ilike ${pattern}))
    or ${rentalOrders.address}->>'name' ilike ${pattern}
    or ${rentalOrders.address}->>'phone' ilike ${pattern})`;
}

/** The orders the staff member reaches that the filters select. */
export function consoleFilter(staff: Staff, filters: ConsoleOrderFilters): SQL {
  return and(
    shopScope(staff, rentalOrders.storeId),
    filters.storeId === undefined ? undefined : eq(rentalOrders.storeId, filters.storeId),
    filters.status === undefined ? undefined : eq(rentalOrders.status, filters.status),
    keywordFilter(filters.keyword),
    filters.createdFrom === undefined ? undefined : gte(rentalOrders.createdAt, shanghaiDayStart(filters.createdFrom)),
    filters.createdTo === undefined ? undefined : lt(rentalOrders.createdAt, new Date(shanghaiDayStart(filters.createdTo).getTime() + DAY_MS)),
  ) as SQL;
}

const SORTS = { createdAt: rentalOrders.createdAt, payable: rentalOrders.payable, status: rentalOrders.status };

const rowSelection = (today: string) => ({
  order: rentalOrders,
  storeName: stores.name,
  accountType: customers.accountType,
  companyName: customers.companyName,
  personName: customers.personName,
  phone: customers.phone,
  goodsSummary: orderGoodsName,
  quantity: sql<number>`(select coalesce(sum(${rentalOrderItems.quantity}), 0)::int from ${rentalOrderItems} where ${rentalOrderItems.orderId} = ${rentalOrders.id})`,
  // The first payment as it was made: a refunded one still says how the customer paid.
  paidMethod: sql<PaymentMethod | null>`(select ${payments.method} from ${payments} where ${payments.orderId} = ${rentalOrders.id} and ${payments.status} in ('succeeded', 'refunded') order by ${payments.id} desc limit 1)`,
  renewals: sql<number>`(select count(*)::int from ${orderRenewals} where ${orderRenewals.orderId} = ${rentalOrders.id})`,
  overdueBills: sql<number>`(select count(*)::int from ${bills} where ${bills.orderId} = ${rentalOrders.id} and ${bills.status} in (0, 2) and ${bills.dueDate} < ${today})`,
  returnSigned: sql<boolean>`exists (select 1 from ${parcelSignatures} where ${parcelSignatures.orderId} = ${rentalOrders.id} and ${parcelSignatures.leg} = 'return')`,
});

type Selected = {
  order: typeof rentalOrders.$inferSelect;
  storeName: string;
  accountType: 'company' | 'personal';
  companyName: string | null;
  personName: string | null;
  phone: string;
  goodsSummary: string | null;
  quantity: number;
  paidMethod: PaymentMethod | null;
  renewals: number;
  overdueBills: number;
  returnSigned: boolean;
};

function rowOf(row: Selected): ConsoleOrderRow {
  const { order } = row;
  const status = order.status as OrderStatus;
  return {
    orderNo: order.orderNo,
    status,
    statusName: ORDER_STATUS_NAMES[status],
    customer: { name: customerDisplayName(row), phoneMasked: maskedPhone(row.phone), accountType: row.accountType, accountTypeName: ACCOUNT_KIND_NAMES[row.accountType] },
    storeId: order.storeId,
    storeName: row.storeName,
    goodsSummary: row.goodsSummary ?? '',
    quantity: Number(row.quantity),
    termMonths: order.termMonths,
    payable: order.payable,
    deposit: order.deposit,
    depositWaived: order.depositWaived,
    paidMethod: row.paidMethod,
    paidMethodName: row.paidMethod ? PAYMENT_METHOD_NAMES[row.paidMethod] : null,
    createdAt: formatShanghai(order.createdAt),
    paidAt: order.paidAt ? formatShanghai(order.paidAt) : null,
    flags: {
      renewals: Number(row.renewals),
      boughtOut: status === 8,
      overdueBills: Number(row.overdueBills),
      returnToInspect: status === ORDER_STATUS.returning && Boolean(row.returnSigned),
    },
  };
}

async function selectRows(db: Db, where: SQL, params: Pick<ConsoleListParams, 'sort' | 'order'>, now: Date, window: { limit: number; offset: number }): Promise<ConsoleOrderRow[]> {
  const rows = await db
    .select(rowSelection(shanghaiDay(now)))
    .from(rentalOrders)
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .innerJoin(customers, eq(customers.id, rentalOrders.customerId))
    .where(where)
    .orderBy(...orderByOf(params, SORTS, rentalOrders.id, [desc(rentalOrders.createdAt)]))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row: Selected) => rowOf(row));
}

/** `POST /api/sys/order/list`. */
export async function consoleOrderPage(db: Db, staff: Staff, query: ConsoleOrderFilters & ConsoleListParams, now: Date): Promise<{ rows: ConsoleOrderRow[]; total: number }> {
  const where = consoleFilter(staff, query);
  const [totals] = await db.select({ n: count() }).from(rentalOrders).where(where);
  return { rows: await selectRows(db, where, query, now, { limit: query.limit, offset: offsetOf(query) }), total: totals?.n ?? 0 };
}

/** Every order the filters select (the export), at most `max` + 1 so the caller can tell too many. */
export function consoleOrderRows(db: Db, staff: Staff, query: ConsoleOrderFilters & Pick<ConsoleListParams, 'sort' | 'order'>, now: Date, max: number): Promise<ConsoleOrderRow[]> {
  return selectRows(db, consoleFilter(staff, query), query, now, { limit: max + 1, offset: 0 });
}

/** `GET /api/sys/order/statusCount`: every status present, 0 included. */
export async function consoleOrderCounts(db: Db, staff: Staff, filters: ConsoleOrderFilters): Promise<ConsoleOrderCounts> {
  const rows = await db
    .select({ status: rentalOrders.status, n: count() })
    .from(rentalOrders)
    .where(consoleFilter(staff, { ...filters, status: undefined }))
    .groupBy(rentalOrders.status);
  const byStatus = Object.fromEntries(Object.keys(ORDER_STATUS_NAMES).map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) byStatus[row.status as OrderStatus] = row.n;
  return { total: rows.reduce((total, row) => total + row.n, 0), byStatus };
}
