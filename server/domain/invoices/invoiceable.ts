/**
 * What a customer may invoice: the paid amounts of every invoiceable kind (INVOICEABLE_KINDS of
 * contract/rentalRules.ts), each kind read by ONE function, its source. A source answers the paid
 * rows of one payer in the common shape below; everything else — what is still free to request,
 * the order statuses that allow an invoice, sorting and paging, the checks of a request and of an
 * issue — is decided here once for all kinds.
 *
 * Buyouts: the buyout payment (one per order) is invoiced as what it settled, the deposit set
 * off against it included (help page); the bills it settled (status 5 买断结清) are never paid as
 * bills, so the rent source never sees them.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InvoiceableItem } from '@/contract/invoices';
import { INVOICEABLE_KIND_NAMES, type InvoiceableKind } from '@/contract/rentalRules';
import { ORDER_STATUS } from '@/contract/orders';
import type { Executor } from '../../db/client';
import { billPayments, bills, buyoutPayments, buyoutQuotes, invoiceRequestItems, payments, rentalOrders, stores } from '../../db/schema';
import { formatShanghai } from '../shared/clock';

/** A paid amount as a source reads it. */
export type PaidRow = {
  kind: InvoiceableKind;
  sourceId: number;
  orderId: number;
  orderNo: string;
  orderStatus: number;
  storeId: number;
  storeName: string;
  amount: number;
  freight: number;
  period: number | null;
  periods: number | null;
  paidAt: Date;
  /** On an open or issued request already. */
  claimed: boolean;
};

export type PaidRowFilter = {
  /** Who paid: the invoice goes to whoever paid, also after a change of renting entity. */
  payerId: number;
  orderNo?: string | undefined;
  /** Only these rows of the kind. */
  sourceIds?: readonly number[] | undefined;
};

/** One kind's paid amounts of one payer. */
export type InvoiceableSource = (db: Executor, filter: PaidRowFilter) => Promise<PaidRow[]>;

/**
 * Orders whose money is settled: from approval (待发货) to bought out. A paid order still in
 * review may be rejected and refunded; a cancelled or closed one has given its money back (the
 * help page: 订单关闭或款项已退回的，不能申请发票).
 */
export const INVOICEABLE_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.awaitingShipment,
  ORDER_STATUS.shipped,
  ORDER_STATUS.renting,
  ORDER_STATUS.returning,
  ORDER_STATUS.returned,
  ORDER_STATUS.completed,
  ORDER_STATUS.boughtOut,
];

/** Whether the paid row of `kind` whose id is `sourceId` is on an open or issued request. */
export function isClaimed(kind: InvoiceableKind, sourceId: SQL | typeof bills.id | typeof buyoutPayments.id): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${invoiceRequestItems} where ${invoiceRequestItems.kind} = ${kind} and ${invoiceRequestItems.sourceId} = ${sourceId} and ${invoiceRequestItems.claimed})`;
}

/**
 * Rent: bills paid (status 1), renewal bills included (they are bills of the order). The amount
 * is the bill's, so the coupon (taken off period 1) is never invoiced and a deposit never is;
 * period 1 carries the order's freight, paid with it and invoiced with the rent (help page: 运费
 * 并入租金开具). The payer is who paid the bill (`bill_payments`) or, for period 1, the order's
 * first payment; a bill paid some other way counts as the order's customer's.
 */
export const rentBills: InvoiceableSource = async (db, filter) => {
  const freight = sql<number>`case when ${bills.period} = 1 then ${rentalOrders.freight} else 0 end`;
  const payer = sql`coalesce(${billPayments.customerId}, ${payments.customerId}, ${rentalOrders.customerId})`;
  const rows = await db
    .select({
      sourceId: bills.id,
      orderId: rentalOrders.id,
      orderNo: rentalOrders.orderNo,
      orderStatus: rentalOrders.status,
      storeId: rentalOrders.storeId,
      storeName: stores.name,
      rent: bills.amount,
      freight: freight.mapWith(Number),
      period: bills.period,
      periods: bills.periods,
      paidAt: bills.paidAt,
      claimed: isClaimed('rent', bills.id).mapWith(Boolean),
    })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .leftJoin(billPayments, eq(billPayments.billId, bills.id))
    .leftJoin(payments, and(eq(bills.period, 1), eq(payments.orderId, bills.orderId), eq(payments.status, 'succeeded')))
    .where(
      and(
        eq(bills.status, 1),
        // A return's fees beyond the deposit are no rent.
        eq(bills.kind, 'rent'),
        sql`${payer} = ${filter.payerId}`,
        filter.orderNo === undefined ? undefined : eq(rentalOrders.orderNo, filter.orderNo),
        filter.sourceIds === undefined ? undefined : inArray(bills.id, [...filter.sourceIds]),
      ),
    );
  return rows.map(({ rent, paidAt, ...row }) => ({ ...row, kind: 'rent' as const, amount: rent + row.freight, paidAt: paidAt ?? new Date(0) }));
};

/** Buyouts: what the buyout settled (paid + deposit set off), paid by whoever paid the quote. */
export const boughtOutOrders: InvoiceableSource = async (db, filter) => {
  const rows = await db
    .select({
      sourceId: buyoutPayments.id,
      orderId: rentalOrders.id,
      orderNo: rentalOrders.orderNo,
      orderStatus: rentalOrders.status,
      storeId: rentalOrders.storeId,
      storeName: stores.name,
      amount: buyoutQuotes.gross,
      paidAt: buyoutPayments.createdAt,
      claimed: isClaimed('buyout', buyoutPayments.id).mapWith(Boolean),
    })
    .from(buyoutPayments)
    .innerJoin(buyoutQuotes, eq(buyoutQuotes.id, buyoutPayments.quoteId))
    .innerJoin(rentalOrders, eq(rentalOrders.id, buyoutPayments.orderId))
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .where(
      and(
        eq(buyoutPayments.customerId, filter.payerId),
        filter.orderNo === undefined ? undefined : eq(rentalOrders.orderNo, filter.orderNo),
        filter.sourceIds === undefined ? undefined : inArray(buyoutPayments.id, [...filter.sourceIds]),
      ),
    );
  return rows.map((row) => ({ ...row, kind: 'buyout' as const, freight: 0, period: null, periods: null }));
};

/** One source per kind. */
export const INVOICEABLE_SOURCES: { readonly [K in InvoiceableKind]: InvoiceableSource } = { rent: rentBills, buyout: boughtOutOrders };

/** Whether a paid row may go on a new request now. */
export function isInvoiceable(row: PaidRow): boolean {
  return !row.claimed && row.amount > 0 && INVOICEABLE_ORDER_STATUSES.includes(row.orderStatus);
}

/** Paid rows of every kind, newest payment first (then by kind and id, so pages never overlap). */
export async function paidRows(db: Executor, filter: PaidRowFilter, kinds?: readonly InvoiceableKind[]): Promise<PaidRow[]> {
  const sources = Object.entries(INVOICEABLE_SOURCES).filter(([kind]) => kinds === undefined || kinds.includes(kind as InvoiceableKind));
  const rows = (await Promise.all(sources.map(([, source]) => source(db, filter)))).flat();
  return rows.sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || a.kind.localeCompare(b.kind) || b.sourceId - a.sourceId);
}

export function itemLabel(kind: InvoiceableKind, period: number | null, periods: number | null): string {
  return period !== null && periods !== null ? `第 ${period}/${periods} 期${INVOICEABLE_KIND_NAMES[kind]}` : INVOICEABLE_KIND_NAMES[kind];
}

export function invoiceableItemView(row: Omit<PaidRow, 'claimed' | 'orderStatus' | 'orderId'>): InvoiceableItem {
  return {
    kind: row.kind,
    kindName: INVOICEABLE_KIND_NAMES[row.kind],
    sourceId: row.sourceId,
    orderNo: row.orderNo,
    storeId: row.storeId,
    storeName: row.storeName,
    label: itemLabel(row.kind, row.period, row.periods),
    period: row.period,
    periods: row.periods,
    amount: row.amount,
    freight: row.freight,
    paidAt: formatShanghai(row.paidAt),
  };
}

/** `POST /api/wInvoice/invoiceable`: the caller's paid amounts free to request, a page of them. */
export async function invoiceablePage(
  db: Executor,
  customerId: number,
  query: { page: number; limit: number; orderNo?: string | undefined },
): Promise<{ rows: InvoiceableItem[]; total: number }> {
  const free = (await paidRows(db, { payerId: customerId, orderNo: query.orderNo })).filter(isInvoiceable);
  const start = (query.page - 1) * query.limit;
  return { rows: free.slice(start, start + query.limit).map(invoiceableItemView), total: free.length };
}
