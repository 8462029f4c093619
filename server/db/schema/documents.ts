/**
 * An order's documents (docs/product-rules.md#contracts): the signed lease contract, the device
 * annex written at shipping and the transfer agreements, each kept as the exact PDF bytes with
 * their SHA-256, the text they were drawn from and who signed. A row is written once and never
 * updated: a signed contract is immutable, and what follows it is a new row naming its hash.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentSignature, DocumentText, OrderDocumentKind } from '@/contract/orderDocuments';
import { at } from './columns';
import { orderTransfers, rentalOrders } from './orders';

/** contract/orderDocuments.ts's kinds, written out: drizzle-kit reads this file without the `@/` alias. */
const KINDS = ['lease', 'annex', 'transfer'] as const satisfies readonly OrderDocumentKind[];

/** bytea: postgres.js reads it as a Buffer, PGlite as a Uint8Array; both are Uint8Arrays. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    documentNo: text('document_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    kind: text('kind', { enum: KINDS }).notNull(),
    /** The change of renting entity a transfer agreement records. */
    transferId: integer('transfer_id').references(() => orderTransfers.id),
    /** The SHA-256 of the signed lease contract this document follows (an annex, a transfer agreement), when there is one. */
    basedOn: text('based_on'),
    /** The text the PDF was drawn from, as pages show it. */
    content: jsonb('content').$type<DocumentText>().notNull(),
    signatures: jsonb('signatures').$type<DocumentSignature[]>().notNull(),
    pdf: bytes('pdf').notNull(),
    /** Lower-case hex SHA-256 of `pdf`. */
    sha256: text('sha256').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_documents_no_key').on(t.documentNo),
    // One lease contract and one device annex per order; one agreement per transfer. Two signings at once make one contract.
    uniqueIndex('order_documents_one_lease')
      .on(t.orderId)
      .where(sql`${t.kind} = 'lease'`),
    uniqueIndex('order_documents_one_annex')
      .on(t.orderId)
      .where(sql`${t.kind} = 'annex'`),
    uniqueIndex('order_documents_transfer_key').on(t.transferId),
    index('order_documents_order_idx').on(t.orderId, t.id),
    check('order_documents_kind_check', sql`${t.kind} in ('lease', 'annex', 'transfer')`),
    check('order_documents_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('order_documents_transfer_check', sql`(${t.kind} = 'transfer') = (${t.transferId} is not null)`),
  ],
);
