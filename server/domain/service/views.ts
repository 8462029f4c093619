/**
 * Service requests as the customer and the back office see them: the list's summaries and one
 * request's details (photos, timeline, thread). Photos are addressed through the door of whoever
 * reads: the customer's own file route, or the back office's.
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  OPEN_SERVICE_STATUSES,
  SERVICE_KIND_NAMES,
  SERVICE_STATUS,
  SERVICE_STATUS_NAMES,
  serviceReasonLabel,
  type ServiceActor,
  type ServiceKind,
  type ServiceRequestDetail,
  type ServiceRequestSummary,
  type ServiceStatus,
  type SysServiceRequestDetail,
} from '@/contract/serviceRequests';
import type { Db } from '../../db/client';
import { customers, rentalOrderItems, rentalOrders, serviceRequestEvents, serviceRequestMessages, serviceRequestPhotos, serviceRequests, stores } from '../../db/schema';
import { fileUrl, sysFileUrl } from '../files/uploads';
import { formatShanghai } from '../shared/clock';
import { customerDisplayName } from '../customers/displayName';

/** Whose door the photo URLs go through. */
export type Reader = 'customer' | 'sys';

/** The order's goods in a few words: the first item's name, and how many units in all. */
export function goodsSummary(items: readonly { goodsName: string; quantity: number }[]): string {
  const [first] = items;
  if (!first) return '';
  const units = items.reduce((total, item) => total + item.quantity, 0);
  return units > 1 ? `${first.goodsName} 等 ${units} 件` : first.goodsName;
}

/** Items of these orders, in order, grouped by order. */
export async function itemsByOrder(db: Db, orderIds: readonly number[]): Promise<Map<number, { goodsName: string; quantity: number }[]>> {
  const grouped = new Map<number, { goodsName: string; quantity: number }[]>();
  if (orderIds.length === 0) return grouped;
  const rows = await db
    .select({ orderId: rentalOrderItems.orderId, goodsName: rentalOrderItems.goodsName, quantity: rentalOrderItems.quantity })
    .from(rentalOrderItems)
    .where(inArray(rentalOrderItems.orderId, [...orderIds]))
    .orderBy(asc(rentalOrderItems.id));
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row]);
  return grouped;
}

const summaryColumns = { request: serviceRequests, orderNo: rentalOrders.orderNo, storeName: stores.name };

type SummaryRow = { request: typeof serviceRequests.$inferSelect; orderNo: string; storeName: string };

async function summaries(db: Db, rows: SummaryRow[]): Promise<ServiceRequestSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.request.id);
  const [items, photoCounts, replyCounts] = await Promise.all([
    itemsByOrder(db, [...new Set(rows.map((row) => row.request.orderId))]),
    db
      .select({ requestId: serviceRequestPhotos.requestId, n: count() })
      .from(serviceRequestPhotos)
      .where(inArray(serviceRequestPhotos.requestId, ids))
      .groupBy(serviceRequestPhotos.requestId),
    db
      .select({ requestId: serviceRequestMessages.requestId, n: count() })
      .from(serviceRequestMessages)
      .where(and(inArray(serviceRequestMessages.requestId, ids), ne(serviceRequestMessages.author, 'customer')))
      .groupBy(serviceRequestMessages.requestId),
  ]);
  const photos = new Map(photoCounts.map((row) => [row.requestId, row.n]));
  const replies = new Map(replyCounts.map((row) => [row.requestId, row.n]));
  return rows.map(({ request, orderNo, storeName }) => {
    const kind = request.kind as ServiceKind;
    const status = request.status as ServiceStatus;
    return {
      serviceNo: request.serviceNo,
      orderNo,
      kind,
      kindName: SERVICE_KIND_NAMES[kind],
      reason: request.reason,
      reasonName: serviceReasonLabel(kind, request.reason),
      serialNo: request.serialNo,
      status,
      statusName: SERVICE_STATUS_NAMES[status],
      storeName,
      goodsName: goodsSummary(items.get(request.orderId) ?? []),
      photoCount: photos.get(request.id) ?? 0,
      replyCount: replies.get(request.id) ?? 0,
      createdAt: formatShanghai(request.createdAt),
      updatedAt: formatShanghai(request.updatedAt),
    };
  });
}

/** The lists' order unless the back office sorts otherwise. */
const NEWEST_REQUESTS_FIRST: SQL[] = [desc(serviceRequests.createdAt), desc(serviceRequests.id)];

/** A page of requests matching `where`, newest first unless `order` says otherwise. */
export async function summaryPage(
  db: Db,
  where: SQL,
  page: { page: number; limit: number },
  order: SQL[] = NEWEST_REQUESTS_FIRST,
): Promise<{ rows: ServiceRequestSummary[]; total: number }> {
  const [totals] = await db.select({ n: count() }).from(serviceRequests).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(serviceRequests)
    .innerJoin(rentalOrders, eq(rentalOrders.id, serviceRequests.orderId))
    .innerJoin(stores, eq(stores.id, serviceRequests.storeId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows: await summaries(db, rows), total: totals?.n ?? 0 };
}

/** One request matching `where` (the caller's scope), in full; null when there is none. */
export async function detailWhere(db: Db, where: SQL, reader: 'customer'): Promise<ServiceRequestDetail | null>;
export async function detailWhere(db: Db, where: SQL, reader: 'sys'): Promise<SysServiceRequestDetail | null>;
export async function detailWhere(db: Db, where: SQL, reader: Reader): Promise<ServiceRequestDetail | SysServiceRequestDetail | null> {
  const [row] = await db
    .select({ ...summaryColumns, address: rentalOrders.address, companyName: customers.companyName, personName: customers.personName })
    .from(serviceRequests)
    .innerJoin(rentalOrders, eq(rentalOrders.id, serviceRequests.orderId))
    .innerJoin(stores, eq(stores.id, serviceRequests.storeId))
    .innerJoin(customers, eq(customers.id, serviceRequests.customerId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const [summary] = await summaries(db, [row]);
  if (!summary) return null;
  const requestId = row.request.id;
  const [photos, events, messages] = await Promise.all([
    db.select({ key: serviceRequestPhotos.fileKey }).from(serviceRequestPhotos).where(eq(serviceRequestPhotos.requestId, requestId)).orderBy(asc(serviceRequestPhotos.sort)),
    db.select().from(serviceRequestEvents).where(eq(serviceRequestEvents.requestId, requestId)).orderBy(asc(serviceRequestEvents.createdAt), asc(serviceRequestEvents.id)),
    db.select().from(serviceRequestMessages).where(eq(serviceRequestMessages.requestId, requestId)).orderBy(asc(serviceRequestMessages.createdAt), asc(serviceRequestMessages.id)),
  ]);
  const open = OPEN_SERVICE_STATUSES.includes(summary.status);
  const detail: ServiceRequestDetail = {
    ...summary,
    description: row.request.description,
    photos: photos.map(({ key }) => ({ key, url: reader === 'customer' ? fileUrl(key) : sysFileUrl(key) })),
    timeline: events.map((event) => {
      const toStatus = event.toStatus as ServiceStatus;
      return {
        fromStatus: event.fromStatus === null ? null : (event.fromStatus as ServiceStatus),
        toStatus,
        statusName: SERVICE_STATUS_NAMES[toStatus],
        actor: event.actor as ServiceActor,
        actorName: event.actorName,
        remark: event.remark,
        at: formatShanghai(event.createdAt),
      };
    }),
    thread: messages.map((message) => ({
      id: message.id,
      author: message.author as ServiceActor,
      authorName: message.authorName,
      content: message.content,
      at: formatShanghai(message.createdAt),
    })),
    canCancel: summary.status === SERVICE_STATUS.pending,
    canFollowUp: open,
  };
  if (reader === 'customer') return detail;
  return {
    ...detail,
    customerName: customerDisplayName(row),
    contact: { name: row.address.name, phone: row.address.phone },
  };
}
