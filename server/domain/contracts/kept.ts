/**
 * Keeping an order's documents (docs/product-rules.md#contracts): a document is drawn once, its
 * PDF bytes and their SHA-256 written in one row that is never updated, and read back as those
 * bytes. `checkKeptDocument` hashes the stored bytes again: a byte changed since keeping shows as a
 * hash that no longer matches.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  ORDER_DOCUMENT_KIND_NAMES,
  ORDER_DOCUMENT_PREFIXES,
  type DocumentCheck,
  type DocumentSignature,
  type DocumentText,
  type OrderDocumentKind,
  type OrderDocumentView,
} from '@/contract/orderDocuments';
import type { Executor } from '../../db/client';
import { orderDocuments } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { sha256Hex } from './documentText';
import { documentPdf } from './pdf';

export type KeptDocument = typeof orderDocuments.$inferSelect;

/** HT/FJ/XY + Shanghai time to the second + 6 random digits. */
export function newDocumentNo(kind: OrderDocumentKind, now: Date): string {
  return `${ORDER_DOCUMENT_PREFIXES[kind]}${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export type NewDocument = {
  documentNo: string;
  orderId: number;
  kind: OrderDocumentKind;
  transferId?: number;
  basedOn: string | null;
  text: DocumentText;
  signatures: DocumentSignature[];
};

/**
 * Draws the document and keeps it in the caller's transaction. Null when the order already keeps
 * one of a kind it may have only once (a lease contract, an annex): the unique index decides, so
 * two signings at once keep one contract.
 */
export async function keepDocument(tx: Executor, document: NewDocument, now: Date): Promise<KeptDocument | null> {
  const pdf = await documentPdf(document.text, document.documentNo, now);
  const [kept] = await tx
    .insert(orderDocuments)
    .values({
      documentNo: document.documentNo,
      orderId: document.orderId,
      kind: document.kind,
      transferId: document.transferId ?? null,
      basedOn: document.basedOn,
      content: document.text,
      signatures: document.signatures,
      pdf,
      sha256: sha256Hex(pdf),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return kept ?? null;
}

/** The order's signed lease contract, or undefined. */
export async function leaseOf(db: Executor, orderId: number): Promise<KeptDocument | undefined> {
  const [row] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, 'lease')));
  return row;
}

/** Every document kept for the order, oldest first. */
export function documentsOf(db: Executor, orderId: number): Promise<KeptDocument[]> {
  return db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderId)).orderBy(asc(orderDocuments.id));
}

export async function documentByNo(db: Executor, documentNo: string): Promise<KeptDocument | undefined> {
  const [row] = await db.select().from(orderDocuments).where(eq(orderDocuments.documentNo, documentNo));
  return row;
}

export function documentView(row: KeptDocument): OrderDocumentView {
  return {
    documentNo: row.documentNo,
    kind: row.kind,
    kindName: ORDER_DOCUMENT_KIND_NAMES[row.kind],
    createdAt: formatShanghai(row.createdAt),
    sha256: row.sha256,
    basedOn: row.basedOn,
    signatures: row.signatures,
  };
}

/** The stored bytes hashed again against the stored hash: `intact` is false when either changed since keeping. */
export async function checkKeptDocument(db: Executor, documentNo: string): Promise<DocumentCheck | null> {
  const row = await documentByNo(db, documentNo);
  if (!row) return null;
  const computed = sha256Hex(row.pdf);
  return { documentNo, stored: row.sha256, computed, intact: computed === row.sha256 };
}
