/**
 * What a customer does with service requests: ask (for their own order in a state where the kind
 * makes sense, with photos they uploaded for it), follow up while it is open, and withdraw it
 * while nobody has taken it up. Each is one transaction; a refusal leaves nothing behind, the
 * photos' claim included.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import {
  OPEN_SERVICE_STATUSES,
  SERVICE_KIND_NAMES,
  SERVICE_MESSAGES,
  SERVICE_MESSAGES_MAX,
  SERVICE_ORDER_STATUSES,
  SERVICE_REQUESTS_PER_DAY,
  SERVICE_STATUS,
  SERVICE_STATUS_NAMES,
  type ServiceRequestDetail,
  type ServiceRequestInput,
  type ServiceStatus,
} from '@/contract/serviceRequests';
import type { Db, Executor } from '../../db/client';
import { rentalOrders, serviceRequestMessages, serviceRequestPhotos, serviceRequests } from '../../db/schema';
import type { CustomerAccount } from '../customers/accounts';
import { claimUploads } from '../files/uploads';
import { lockCustomerOrder } from '../orders/access';
import { DAY_MS, formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { takeSlot } from '../shared/throttle';
import { serialBelongsToOrder } from './devices';
import { isOpen, recordServiceCreated, transitionService, type ServiceActorRef, type ServiceRequestRow } from './lifecycle';
import { customerServiceDetail } from './read';
import { customerDisplayName } from '../customers/displayName';

/** SR + Shanghai time to the second + 6 random digits (as order numbers are made). */
export function newServiceNo(now: Date): string {
  return `SR${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const customerActor = (customer: CustomerAccount): ServiceActorRef => ({ actor: 'customer', id: customer.id, name: customerDisplayName(customer) });

async function requestByKey(db: Executor, customerId: number, key: string) {
  const [row] = await db
    .select({ serviceNo: serviceRequests.serviceNo, orderNo: rentalOrders.orderNo })
    .from(serviceRequests)
    .innerJoin(rentalOrders, eq(rentalOrders.id, serviceRequests.orderId))
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.idempotencyKey, key)));
  return row ?? null;
}

/** The request a key already made: answered again for the same order, refused for another. */
function sameRequest(made: { serviceNo: string; orderNo: string }, orderNo: string): string {
  if (made.orderNo !== orderNo) throw new Refusal(SERVICE_MESSAGES.keyReused);
  return made.serviceNo;
}

/**
 * `POST /api/wService/add`. The same idempotency key answers the request it made (a double click
 * or a retry never makes two); a refused attempt leaves nothing, so the key may be used again.
 */
export async function createServiceRequest(db: Db, customer: CustomerAccount, input: ServiceRequestInput, now: Date): Promise<ServiceRequestDetail> {
  const made = await requestByKey(db, customer.id, input.idempotencyKey);
  if (made) return customerServiceDetail(db, customer.id, sameRequest(made, input.orderNo));
  const allowed = await takeSlot(db, { key: `service:customer:${customer.id}`, max: SERVICE_REQUESTS_PER_DAY, windowMs: DAY_MS }, now);
  if (!allowed) throw new Refusal(SERVICE_MESSAGES.tooMany);

  const serviceNo = await db.transaction(async (tx) => {
    // The order's lock queues every request for it, so the checks below see each other's rows.
    const order = await lockCustomerOrder(tx, customer.id, input.orderNo);
    const twin = await requestByKey(tx, customer.id, input.idempotencyKey);
    if (twin) return sameRequest(twin, input.orderNo);

    const kindName = SERVICE_KIND_NAMES[input.kind];
    const status = order.status as OrderStatus;
    if (!SERVICE_ORDER_STATUSES[input.kind].includes(status)) throw new Refusal(SERVICE_MESSAGES.orderStatus(ORDER_STATUS_NAMES[status], kindName));
    const serialNo = input.serialNo ?? null;
    if (serialNo !== null && !(await serialBelongsToOrder(tx, order.id, serialNo))) throw new Refusal(SERVICE_MESSAGES.serialNotOfOrder);

    const [open] = await tx
      .select({ serviceNo: serviceRequests.serviceNo })
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.orderId, order.id),
          eq(serviceRequests.kind, input.kind),
          serialNo === null ? isNull(serviceRequests.serialNo) : eq(serviceRequests.serialNo, serialNo),
          inArray(serviceRequests.status, [...OPEN_SERVICE_STATUSES]),
        ) as SQL,
      )
      .limit(1);
    if (open) throw new Refusal(SERVICE_MESSAGES.duplicate(kindName, open.serviceNo));

    const [request] = await tx
      .insert(serviceRequests)
      .values({
        serviceNo: newServiceNo(now),
        customerId: customer.id,
        orderId: order.id,
        storeId: order.storeId,
        kind: input.kind,
        reason: input.reason,
        serialNo,
        description: input.description,
        status: SERVICE_STATUS.pending,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!request) throw new Error('service request insert answered no row');
    const photos = await claimUploads(tx, customer.id, 'service', input.photoKeys, now);
    if (photos.length > 0) {
      const position = new Map(input.photoKeys.map((key, index) => [key, index]));
      await tx.insert(serviceRequestPhotos).values(photos.map((photo) => ({ requestId: request.id, fileKey: photo.key, sort: position.get(photo.key) ?? 0 })));
    }
    await recordServiceCreated(tx, request.id, customerActor(customer), now);
    return request.serviceNo;
  });
  return customerServiceDetail(db, customer.id, serviceNo);
}

/** The caller's request, locked for the rest of the transaction; 404 when it is not theirs. */
async function lockCustomerRequest(tx: Executor, customerId: number, serviceNo: string): Promise<{ request: ServiceRequestRow; orderNo: string }> {
  const [row] = await tx
    .select({ request: serviceRequests, orderNo: rentalOrders.orderNo })
    .from(serviceRequests)
    .innerJoin(rentalOrders, eq(rentalOrders.id, serviceRequests.orderId))
    .where(and(eq(serviceRequests.serviceNo, serviceNo), eq(serviceRequests.customerId, customerId)))
    .for('update', { of: serviceRequests });
  if (!row) throw notFound();
  return row;
}

/** `POST /api/wService/cancel`: 待受理 → 已撤销. */
export async function cancelServiceRequest(db: Db, customer: CustomerAccount, serviceNo: string, now: Date): Promise<ServiceRequestDetail> {
  await db.transaction(async (tx) => {
    const { request, orderNo } = await lockCustomerRequest(tx, customer.id, serviceNo);
    await transitionService(tx, request, orderNo, SERVICE_STATUS.cancelled, customerActor(customer), '', now);
  });
  return customerServiceDetail(db, customer.id, serviceNo);
}

/** Adds a message to an open request's thread, in the caller's transaction (the request row locked). */
export async function appendMessage(tx: Executor, request: ServiceRequestRow, by: ServiceActorRef, content: string, now: Date): Promise<void> {
  if (!isOpen(request.status)) throw new Refusal(SERVICE_MESSAGES.closed(SERVICE_STATUS_NAMES[request.status as ServiceStatus]));
  const [held] = await tx.select({ n: count() }).from(serviceRequestMessages).where(eq(serviceRequestMessages.requestId, request.id));
  if ((held?.n ?? 0) >= SERVICE_MESSAGES_MAX) throw new Refusal(SERVICE_MESSAGES.threadFull);
  await tx.insert(serviceRequestMessages).values({ requestId: request.id, author: by.actor, authorId: by.id, authorName: by.name, content, createdAt: now });
  await tx.update(serviceRequests).set({ updatedAt: now }).where(eq(serviceRequests.id, request.id));
}

/** `POST /api/wService/followUp`: the customer adds to an open request. */
export async function followUpServiceRequest(db: Db, customer: CustomerAccount, input: { serviceNo: string; content: string }, now: Date): Promise<ServiceRequestDetail> {
  await db.transaction(async (tx) => {
    const { request } = await lockCustomerRequest(tx, customer.id, input.serviceNo);
    await appendMessage(tx, request, customerActor(customer), input.content, now);
  });
  return customerServiceDetail(db, customer.id, input.serviceNo);
}
