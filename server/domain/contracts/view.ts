/**
 * An order's lease contract as its renting customer and the shop's staff read it, and the PDFs they
 * download (docs/product-rules.md#contracts). The customer reaches their own orders' documents (and
 * a transfer agreement they signed as the person handing the rental over); staff reach their shop's
 * orders (the platform every shop's). Anything else is 404, like an unknown order. A signed
 * contract is shown and downloaded as kept; an unsigned one as the draft it would be now.
 */
import { and, eq } from 'drizzle-orm';
import { maskedPhone } from '@/contract/format';
import { CONTRACT_MESSAGES, documentFileName, type ContractDownloadForm, type LeaseContractView } from '@/contract/orderDocuments';
import { ORDER_STATUS } from '@/contract/orders';
import type { Db, Executor } from '../../db/client';
import { orderTransfers, rentalOrders } from '../../db/schema';
import { notFound } from '../shared/refusal';
import { shopScope, type Staff } from '../staff/scope';
import { documentByNo, documentsOf, documentView, leaseOf } from './kept';
import { leaseFactsOf, type LeaseOrder } from './leaseFacts';
import { leaseTermsHash, leaseText } from './leaseText';
import { documentPdf } from './pdf';
import { renterOrder, signingRefusal } from './sign';

async function staffOrder(db: Executor, staff: Staff, orderNo: string): Promise<LeaseOrder> {
  const [order] = await db
    .select()
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), shopScope(staff, rentalOrders.storeId)));
  if (!order) throw notFound();
  return order;
}

async function contractView(db: Db, order: LeaseOrder): Promise<LeaseContractView> {
  const [lease, documents, facts] = [await leaseOf(db, order.id), await documentsOf(db, order.id), await leaseFactsOf(db, order)];
  const reason = signingRefusal(order, lease !== undefined);
  return {
    orderNo: order.orderNo,
    signed: lease !== undefined,
    // Shipped, cancelled or closed without one (orders shipped before contracts were signed online): it can no longer be signed.
    stateName: lease ? CONTRACT_MESSAGES.stateSigned : order.status >= ORDER_STATUS.shipped ? CONTRACT_MESSAGES.stateClosed : CONTRACT_MESSAGES.stateUnsigned,
    signable: reason === null,
    reason,
    signerPhone: maskedPhone(facts.customer.phone),
    contentHash: leaseTermsHash(facts),
    text: lease ? lease.content : leaseText(facts, null, []),
    contract: lease ? documentView(lease) : null,
    documents: documents.map(documentView),
  };
}

/** `GET /api/wOrder/contract/{orderNo}`. */
export async function customerContractView(db: Db, customerId: number, orderNo: string): Promise<LeaseContractView> {
  return contractView(db, await renterOrder(db, customerId, orderNo));
}

/** `GET /api/sys/order/contract/{orderNo}`. */
export async function staffContractView(db: Db, staff: Staff, orderNo: string): Promise<LeaseContractView> {
  return contractView(db, await staffOrder(db, staff, orderNo));
}

export type DocumentFile = { bytes: Uint8Array; fileName: string };

/** The lease contract's PDF: the kept bytes once signed, else the draft drawn now (marked 草稿). */
async function leaseFile(db: Db, order: LeaseOrder, now: Date): Promise<DocumentFile> {
  const lease = await leaseOf(db, order.id);
  if (lease) return { bytes: lease.pdf, fileName: documentFileName('lease', order.orderNo) };
  const facts = await leaseFactsOf(db, order);
  return { bytes: await documentPdf(leaseText(facts, null, []), null, now), fileName: documentFileName('lease', order.orderNo, false) };
}

/** A kept document of the order, by number; 404 when it is another order's. */
async function keptFile(db: Db, orderId: number, orderNo: string, documentNo: string): Promise<DocumentFile> {
  const document = await documentByNo(db, documentNo);
  if (!document || document.orderId !== orderId) throw notFound();
  return { bytes: document.pdf, fileName: documentFileName(document.kind, orderNo) };
}

/**
 * `POST /api/wOrder/contract/download`. The order's renting customer downloads any of its
 * documents; the person who handed a rental over downloads the transfer agreement they signed.
 */
export async function customerDocumentFile(db: Db, customerId: number, form: ContractDownloadForm, now: Date): Promise<DocumentFile> {
  const [order] = await db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, form.orderNo));
  if (!order) throw notFound();
  if (order.customerId === customerId) return form.documentNo ? keptFile(db, order.id, order.orderNo, form.documentNo) : leaseFile(db, order, now);
  if (!form.documentNo) throw notFound();
  const document = await documentByNo(db, form.documentNo);
  if (!document?.transferId || document.orderId !== order.id) throw notFound();
  const [transfer] = await db
    .select({ id: orderTransfers.id })
    .from(orderTransfers)
    .where(and(eq(orderTransfers.id, document.transferId), eq(orderTransfers.fromCustomerId, customerId)));
  if (!transfer) throw notFound();
  return { bytes: document.pdf, fileName: documentFileName(document.kind, order.orderNo) };
}

/** `POST /api/sys/order/contract/download`: the shop's order's contract or one of its kept documents. */
export async function staffDocumentFile(db: Db, staff: Staff, form: ContractDownloadForm, now: Date): Promise<DocumentFile> {
  const order = await staffOrder(db, staff, form.orderNo);
  return form.documentNo ? keptFile(db, order.id, order.orderNo, form.documentNo) : leaseFile(db, order, now);
}
