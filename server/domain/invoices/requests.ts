/**
 * Invoice requests as the customer makes and reads them. A request covers paid amounts of ONE
 * seller (the shop that was paid issues the invoice: the help page says a small-scale taxpayer
 * shop invoices at its own rate), at most INVOICE_PERIODS_MAX of them, across orders if need be.
 * It is ONE transaction: the request row (which claims the customer's idempotency key first, so a
 * doubled submit answers the first request) and its items, each claiming its paid amount under a
 * partial unique index, so an amount can never be on two open or issued requests, whatever races.
 * The rent it covers is read again under a share lock before the commit, so a refund of it racing
 * the request either waits and then withdraws the request (moneyReturned.ts) or is seen here.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import {
  INVOICE_MESSAGES,
  INVOICE_STATUS,
  INVOICE_TYPE,
  QUALIFICATION_STATUS,
  type InvoiceBuyer,
  type InvoiceRequestDetail,
  type InvoiceRequestSummary,
  type InvoiceType,
} from '@/contract/invoices';
import type { InvoiceableKind } from '@/contract/rentalRules';
import type { Db, Executor } from '../../db/client';
import { bills, invoiceRequestItems, invoiceRequests, invoiceTitles, rentalOrders, stores, vatQualifications } from '../../db/schema';
import type { CustomerAccount } from '../customers/accounts';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { invoiceableItemView, isInvoiceable, paidRows, type PaidRow } from './invoiceable';
import { refuseUnlessOwnName } from './titles';
import { requestSummaryView } from './views';

/** FP + Shanghai time to the second + 6 random digits, as order numbers are made. */
export function newInvoiceRequestNo(now: Date): string {
  return `FP${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Thrown inside the transaction when the idempotency key already names a request. */
class KeyTaken extends Error {}

export type InvoiceRequestInput = {
  type: InvoiceType;
  titleId?: number | undefined;
  items: readonly { kind: InvoiceableKind; sourceId: number }[];
  email: string;
  idempotencyKey: string;
};

/** Who the invoice is made out to: the caller's title (ordinary) or approved qualification (special). */
async function buyerOf(db: Executor, customer: Pick<CustomerAccount, 'id' | 'accountType' | 'companyName'>, input: InvoiceRequestInput): Promise<InvoiceBuyer> {
  if (input.type === INVOICE_TYPE.special) {
    const [qualification] = await db.select().from(vatQualifications).where(eq(vatQualifications.customerId, customer.id));
    if (!qualification || qualification.status !== QUALIFICATION_STATUS.approved) throw new Refusal(INVOICE_MESSAGES.qualificationNotApproved);
    const { name, taxNo, address, telephone, bankName, bankAccount } = qualification;
    return { kind: 'company', name, taxNo, address, telephone, bankName, bankAccount };
  }
  const [title] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, input.titleId ?? 0), eq(invoiceTitles.customerId, customer.id)));
  if (!title) throw notFound();
  // The account may have changed since the title was saved (a renamed company).
  refuseUnlessOwnName(customer, title.kind, title.name);
  const { kind, name, taxNo, address, telephone, bankName, bankAccount } = title;
  return { kind, name, taxNo, address, telephone, bankName, bankAccount };
}

/** The paid rows the request names, checked: all the caller's (else 404), all free, one seller. */
async function requestedRows(db: Executor, payerId: number, items: InvoiceRequestInput['items']): Promise<PaidRow[]> {
  const kinds = [...new Set(items.map((item) => item.kind))];
  const rows = (
    await Promise.all(kinds.map((kind) => paidRows(db, { payerId, sourceIds: items.filter((item) => item.kind === kind).map((item) => item.sourceId) }, [kind])))
  ).flat();
  const found = new Set(rows.map((row) => `${row.kind}:${row.sourceId}`));
  // Another customer's bill, an unpaid or refunded one and an unknown id answer alike.
  if (!items.every((item) => found.has(`${item.kind}:${item.sourceId}`))) throw notFound();
  if (rows.some((row) => row.claimed)) throw new Refusal(INVOICE_MESSAGES.alreadyRequested);
  if (!rows.every(isInvoiceable)) throw new Refusal(INVOICE_MESSAGES.nothingInvoiceable);
  if (new Set(rows.map((row) => row.storeId)).size > 1) throw new Refusal(INVOICE_MESSAGES.oneSeller);
  return rows;
}

/** `POST /api/wInvoice/apply`. The same key answers the request it made, whatever the body says now. */
export async function requestInvoice(db: Db, customer: CustomerAccount, input: InvoiceRequestInput, now: Date): Promise<InvoiceRequestDetail> {
  const existing = await requestNoByKey(db, customer.id, input.idempotencyKey);
  if (existing) return invoiceRequestDetail(db, customer.id, existing);
  const buyer = await buyerOf(db, customer, input);
  const rows = await requestedRows(db, customer.id, input.items);
  const first = rows[0];
  if (!first) throw new Refusal(INVOICE_MESSAGES.nothingInvoiceable);
  try {
    const requestNo = await db.transaction(async (tx) => {
      const [request] = await tx
        .insert(invoiceRequests)
        .values({
          requestNo: newInvoiceRequestNo(now),
          customerId: customer.id,
          storeId: first.storeId,
          type: input.type,
          status: INVOICE_STATUS.requested,
          buyer,
          email: input.email,
          amount: rows.reduce((total, row) => total + row.amount, 0),
          itemCount: rows.length,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [invoiceRequests.customerId, invoiceRequests.idempotencyKey] })
        .returning({ id: invoiceRequests.id, requestNo: invoiceRequests.requestNo });
      if (!request) throw new KeyTaken();
      // The claim index refuses an amount another open or issued request holds (a racing twin
      // with another key waits on it and then finds it taken).
      const claimed = await tx
        .insert(invoiceRequestItems)
        .values(
          rows.map((row) => ({
            requestId: request.id,
            kind: row.kind,
            sourceId: row.sourceId,
            orderId: row.orderId,
            amount: row.amount,
            freight: row.freight,
            period: row.period,
            periods: row.periods,
            paidAt: row.paidAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: invoiceRequestItems.id });
      if (claimed.length !== rows.length) throw new Refusal(INVOICE_MESSAGES.alreadyRequested);
      if (!(await rentStillPaid(tx, rows))) throw new Refusal(INVOICE_MESSAGES.nothingInvoiceable);
      return request.requestNo;
    });
    return invoiceRequestDetail(db, customer.id, requestNo);
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const answered = await requestNoByKey(db, customer.id, input.idempotencyKey);
    if (!answered) throw new Error('idempotency key taken but no request found');
    return invoiceRequestDetail(db, customer.id, answered);
  }
}

/**
 * Whether the rent bills among `rows` are all still paid, read under a share lock: a refund that
 * changed one meanwhile has committed (and is seen), or waits for this transaction to end.
 */
async function rentStillPaid(tx: Executor, rows: readonly PaidRow[]): Promise<boolean> {
  const billIds = rows.filter((row) => row.kind === 'rent').map((row) => row.sourceId);
  if (billIds.length === 0) return true;
  const paid = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(inArray(bills.id, billIds), eq(bills.status, BILL_STATUS.paid)))
    .for('share');
  return paid.length === billIds.length;
}

async function requestNoByKey(db: Executor, customerId: number, key: string): Promise<string | null> {
  const [row] = await db
    .select({ requestNo: invoiceRequests.requestNo })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.customerId, customerId), eq(invoiceRequests.idempotencyKey, key)));
  if (!row) return null;
  return row.requestNo;
}

/** The items a request covers, in order and period order. */
export async function requestItems(db: Executor, requestId: number) {
  const rows = await db
    .select({ item: invoiceRequestItems, orderNo: rentalOrders.orderNo, storeId: rentalOrders.storeId, storeName: stores.name })
    .from(invoiceRequestItems)
    .innerJoin(rentalOrders, eq(rentalOrders.id, invoiceRequestItems.orderId))
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .where(eq(invoiceRequestItems.requestId, requestId))
    .orderBy(asc(rentalOrders.orderNo), asc(invoiceRequestItems.period), asc(invoiceRequestItems.id));
  return rows.map(({ item, orderNo, storeId, storeName }) =>
    invoiceableItemView({
      kind: item.kind,
      sourceId: item.sourceId,
      orderNo,
      storeId,
      storeName,
      amount: item.amount,
      freight: item.freight,
      period: item.period,
      periods: item.periods,
      paidAt: item.paidAt,
    }),
  );
}

/** A request with what it covers; `scope` says whose requests may be reached (another's is 404). */
export async function requestDetailWhere(db: Executor, where: SQL) {
  const [row] = await db.select({ request: invoiceRequests, storeName: stores.name }).from(invoiceRequests).innerJoin(stores, eq(stores.id, invoiceRequests.storeId)).where(where);
  if (!row) throw notFound();
  return { row: row.request, detail: { ...requestSummaryView(row.request, row.storeName), items: await requestItems(db, row.request.id) } };
}

/** `GET /api/wInvoice/{requestNo}`. */
export async function invoiceRequestDetail(db: Executor, customerId: number, requestNo: string): Promise<InvoiceRequestDetail> {
  return (await requestDetailWhere(db, and(eq(invoiceRequests.requestNo, requestNo), eq(invoiceRequests.customerId, customerId)) as SQL)).detail;
}

/** The lists' order unless the back office sorts otherwise. */
const NEWEST_REQUESTS_FIRST: SQL[] = [desc(invoiceRequests.createdAt), desc(invoiceRequests.id)];

/** A page of requests that `where` picks, newest first unless `order` says otherwise. */
export async function requestPageWhere(db: Executor, where: SQL | undefined, query: { page: number; limit: number }, order: SQL[] = NEWEST_REQUESTS_FIRST) {
  const [totals] = await db.select({ n: count() }).from(invoiceRequests).where(where);
  const rows = await db
    .select({ request: invoiceRequests, storeName: stores.name })
    .from(invoiceRequests)
    .innerJoin(stores, eq(stores.id, invoiceRequests.storeId))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: totals?.n ?? 0 };
}

/** `POST /api/wInvoice/list`: the caller's requests, newest first, optionally of one status. */
export async function invoiceRequestPage(
  db: Executor,
  customerId: number,
  query: { page: number; limit: number; status?: number | undefined },
): Promise<{ rows: InvoiceRequestSummary[]; total: number }> {
  const where = and(eq(invoiceRequests.customerId, customerId), query.status === undefined ? undefined : eq(invoiceRequests.status, query.status));
  const { rows, total } = await requestPageWhere(db, where, query);
  return { rows: rows.map((row) => requestSummaryView(row.request, row.storeName)), total };
}
