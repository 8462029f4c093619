/**
 * After-sales service requests (退换维修): the request, its photos, its status history and its
 * thread of messages. Written only by server/domain/service/.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { at } from './columns';
import { customers } from './customers';
import { uploadedFiles } from './files';
import { rentalOrders } from './orders';

/**
 * One request. Status 0 待受理, 1 处理中, 2 已完成, 3 已驳回, 4 已撤销 (contract/serviceRequests.ts);
 * `store_id` is the order's shop, copied so a merchant's list needs no join.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    serviceNo: text('service_no').notNull(),
    /** Who asked (the order's customer when asking). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', { enum: ['return', 'replacement', 'repair'] }).notNull(),
    /** A value of the kind's fixed reason list. */
    reason: text('reason').notNull(),
    /** The device the request is about (upper-case), or null for the order as a whole. */
    serialNo: text('serial_no'),
    description: text('description').notNull(),
    status: integer('status').notNull().default(0),
    /** The key the storefront sent: the same key answers the same request. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('service_requests_service_no_key').on(t.serviceNo),
    uniqueIndex('service_requests_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    // One open request per order, kind and device, whatever the code does.
    uniqueIndex('service_requests_open_key')
      .on(t.orderId, t.kind, sql`coalesce(${t.serialNo}, '')`)
      .where(sql`${t.status} in (0, 1)`),
    index('service_requests_customer_idx').on(t.customerId, t.status, t.createdAt),
    index('service_requests_store_idx').on(t.storeId, t.status, t.createdAt),
    index('service_requests_order_idx').on(t.orderId),
    check('service_requests_status_range', sql`${t.status} between 0 and 4`),
    check('service_requests_kind_check', sql`${t.kind} in ('return', 'replacement', 'repair')`),
    check('service_requests_serial_format', sql`${t.serialNo} is null or ${t.serialNo} ~ '^[A-Z0-9][A-Z0-9-]{3,39}$'`),
  ],
);

/** The photos a request attached: each uploaded file serves one request only. */
export const serviceRequestPhotos = pgTable(
  'service_request_photos',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .references(() => uploadedFiles.key, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('service_request_photos_file_key').on(t.fileKey), index('service_request_photos_request_idx').on(t.requestId, t.sort)],
);

/** Every status of a request: who set it (customer or back-office user, with the name shown then) and when. */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** Null for the creation. */
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actor: text('actor', { enum: ['customer', 'merchant', 'platform'] }).notNull(),
    /** Customer id or back-office user id. */
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('service_request_events_request_idx').on(t.requestId, t.createdAt),
    check('service_request_events_actor_check', sql`${t.actor} in ('customer', 'merchant', 'platform')`),
  ],
);

/** The thread: merchant or platform replies and the customer's follow-ups. */
export const serviceRequestMessages = pgTable(
  'service_request_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'merchant', 'platform'] }).notNull(),
    authorId: integer('author_id').notNull(),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('service_request_messages_request_idx').on(t.requestId, t.createdAt),
    check('service_request_messages_author_check', sql`${t.author} in ('customer', 'merchant', 'platform')`),
  ],
);
