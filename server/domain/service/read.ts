/** Service requests as their customer reads them, and the orders a new request can be made for. */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { SERVICE_KINDS, SERVICE_ORDER_STATUSES, type ServiceableOrder, type ServiceKind, type ServiceRequestDetail, type ServiceRequestSummary } from '@/contract/serviceRequests';
import type { Db } from '../../db/client';
import { rentalOrders, serviceRequests, stores } from '../../db/schema';
import { notFound } from '../shared/refusal';
import { detailWhere, goodsSummary, itemsByOrder, summaryPage } from './views';

/** `POST /api/wService/list`: the caller's requests, newest first. */
export function customerServicePage(
  db: Db,
  customerId: number,
  query: { page: number; limit: number; status?: number | undefined; kind?: ServiceKind | undefined },
): Promise<{ rows: ServiceRequestSummary[]; total: number }> {
  const where = and(
    eq(serviceRequests.customerId, customerId),
    query.status === undefined ? undefined : eq(serviceRequests.status, query.status),
    query.kind === undefined ? undefined : eq(serviceRequests.kind, query.kind),
  ) as SQL;
  return summaryPage(db, where, query);
}

/** `GET /api/wService/detail/{serviceNo}`: the caller's request; another's or an unknown one is 404. */
export async function customerServiceDetail(db: Db, customerId: number, serviceNo: string): Promise<ServiceRequestDetail> {
  const detail = await detailWhere(db, and(eq(serviceRequests.serviceNo, serviceNo), eq(serviceRequests.customerId, customerId)) as SQL, 'customer');
  if (!detail) throw notFound();
  return detail;
}

/** Every order status some kind allows. */
const SERVICEABLE_STATUSES: OrderStatus[] = [...new Set(Object.values(SERVICE_ORDER_STATUSES).flat())];

/** More than any customer's running rentals; the form lists them in one select. */
const SERVICEABLE_ORDERS_MAX = 100;

/** `GET /api/wService/orders`: the caller's orders a request can be made for now, newest first, each with the kinds it allows. */
export async function serviceableOrders(db: Db, customerId: number): Promise<ServiceableOrder[]> {
  const rows = await db
    .select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo, status: rentalOrders.status, storeName: stores.name })
    .from(rentalOrders)
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .where(and(eq(rentalOrders.customerId, customerId), inArray(rentalOrders.status, SERVICEABLE_STATUSES)))
    .orderBy(desc(rentalOrders.createdAt), desc(rentalOrders.id))
    .limit(SERVICEABLE_ORDERS_MAX);
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const status = row.status as OrderStatus;
    const orderItems = items.get(row.id) ?? [];
    return {
      orderNo: row.orderNo,
      status,
      statusName: ORDER_STATUS_NAMES[status],
      storeName: row.storeName,
      goodsName: goodsSummary(orderItems),
      quantity: orderItems.reduce((total, item) => total + item.quantity, 0),
      kinds: SERVICE_KINDS.filter((kind) => SERVICE_ORDER_STATUSES[kind].includes(status)),
    };
  });
}
