/**
 * Uploaded images: customers' (business licences, service-request photos) and back-office staff's
 * (goods pictures, inspection photos, news, carousel and shop pictures). The bytes live in
 * FileStorage; a row names exactly one owner, a customer or a staff member.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FilePurpose } from '@/contract/files';
import { sysUsers } from './console';
import { stores } from './catalog';
import { at } from './columns';
import { customers } from './customers';

/** contract/files.ts's FILE_PURPOSES, written out: drizzle-kit reads this file without the `@/` alias. */
const FILE_PURPOSES = ['licence', 'service', 'goods', 'inspection', 'news', 'carousel', 'store'] as const satisfies readonly FilePurpose[];

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    /** The storage key (random, made by the server): also the file's public name in URLs. */
    key: text('key').notNull(),
    /** The customer who uploaded it (licence, service); null for a staff upload. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The back-office user who uploaded it (goods, inspection, news, carousel, store); null for a customer's. */
    sysUserId: integer('sys_user_id').references(() => sysUsers.id),
    /**
     * The shop a staff upload belongs to: the editor's shop when uploaded, the shop of the content
     * that claimed it once attached (an admin's upload for a shop's goods or inspection). Its staff
     * may read it in the back office; null: the platform's.
     */
    storeId: integer('store_id').references(() => stores.id),
    /** What the file was uploaded for: it can only be attached to that (contract/files.ts). */
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
    /** Set when a request claims the file; unclaimed files are deleted after a day. */
    attachedAt: at('attached_at'),
  },
  (t) => [
    uniqueIndex('uploaded_files_key_key').on(t.key),
    index('uploaded_files_customer_idx').on(t.customerId, t.createdAt),
    index('uploaded_files_sys_user_idx').on(t.sysUserId, t.createdAt),
    index('uploaded_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
    check('uploaded_files_purpose_check', sql`${t.purpose} in ('licence', 'service', 'goods', 'inspection', 'news', 'carousel', 'store')`),
    check('uploaded_files_size_positive', sql`${t.size} > 0`),
    // Exactly one owner, and the owner's kind fits the purpose: customers upload licences and
    // service photos, staff everything else.
    check('uploaded_files_one_owner', sql`(${t.customerId} is null) <> (${t.sysUserId} is null)`),
    check('uploaded_files_owner_fits_purpose', sql`(${t.customerId} is not null) = (${t.purpose} in ('licence', 'service'))`),
  ],
);

/** bytea: postgres.js reads it as a Buffer, PGlite as a Uint8Array; both are Uint8Arrays. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The files' bytes, for a shop on PostgreSQL (providers/fileStorage.ts's databaseFileStorage):
 * every product server replica reads every file, and a database backup holds them. No foreign
 * key to uploaded_files: the bytes are written before the row that names them
 * (domain/files/uploads.ts), as with a folder or an object store.
 */
export const fileBlobs = pgTable('file_blobs', {
  key: text('key').primaryKey(),
  bytes: bytes('bytes').notNull(),
});
