/** Files customers upload (business licences, service-request photos); the bytes live in FileStorage. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { customers } from './customers';

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    /** The storage key (random, made by the server): also the file's public name in URLs. */
    key: text('key').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** What the file was uploaded for: it can only be attached to that (contract/files.ts). */
    purpose: text('purpose', { enum: ['licence', 'service'] }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
    /** Set when a request claims the file; unclaimed files are deleted after a day. */
    attachedAt: at('attached_at'),
  },
  (t) => [
    uniqueIndex('uploaded_files_key_key').on(t.key),
    index('uploaded_files_customer_idx').on(t.customerId, t.createdAt),
    index('uploaded_files_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
    check('uploaded_files_purpose_check', sql`${t.purpose} in ('licence', 'service')`),
    check('uploaded_files_size_positive', sql`${t.size} > 0`),
  ],
);
