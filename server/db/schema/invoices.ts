/**
 * Invoices: a customer's titles, receiving email and special VAT invoice qualification, and the
 * invoice requests with the paid amounts each covers. A paid amount (a bill for rent, later a
 * buyout) is claimed by at most one request that is open or issued: the partial unique index on
 * (kind, source_id) where `claimed` holds whatever the code does; rejecting a request unclaims
 * its items, so they may be requested again (withdrawing one or recording its red-letter invoice
 * unclaims those whose money was kept).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceBuyer } from '@/contract/invoices';
import { sysUsers } from './console';
import { stores } from './catalog';
import { at } from './columns';
import { customers } from './customers';
import { rentalOrders } from './orders';

/** The address invoices are sent to (数电发票 by email): one row per customer. */
export const invoiceSettings = pgTable('invoice_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** 抬头 for ordinary invoices: a person's name, or the company's name and taxpayer number (with optional address, telephone and bank). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['person', 'company'] }).notNull(),
    name: text('name').notNull(),
    taxNo: text('tax_no'),
    address: text('address'),
    telephone: text('telephone'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('invoice_titles_customer_idx').on(t.customerId),
    // One default per customer, whatever the code does.
    uniqueIndex('invoice_titles_one_default_key')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    check('invoice_titles_kind_check', sql`${t.kind} in ('person', 'company')`),
    check('invoice_titles_company_tax_no', sql`${t.kind} = 'person' or ${t.taxNo} is not null`),
  ],
);

/**
 * A company's 增值税专用发票 qualification: at most one per customer, reviewed by the platform
 * (status 0 审核中, 1 已通过, 2 未通过 with the reason). Submitting again sends it back to review.
 */
export const vatQualifications = pgTable(
  'vat_qualifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    taxNo: text('tax_no').notNull(),
    address: text('address'),
    telephone: text('telephone'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    status: integer('status').notNull().default(0),
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => sysUsers.id),
  },
  (t) => [
    uniqueIndex('vat_qualifications_customer_key').on(t.customerId),
    index('vat_qualifications_status_idx').on(t.status, t.submittedAt),
    check('vat_qualifications_status_range', sql`${t.status} between 0 and 2`),
  ],
);

/**
 * An invoice request: one seller (the shop that was paid issues it), one buyer (copied from a
 * title or the qualification when requested, so later edits change nothing), status 0 申请中,
 * 1 已开具 (invoice number and time), 2 已驳回 (reason). When money it covers goes back: an issued
 * one 3 待红冲 until the seller records the red-letter invoice, 4 已红冲 (its number, date and time);
 * one not yet issued 5 已撤回; all three with the reason and time the money went back. The
 * idempotency key is unique per customer.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    requestNo: text('request_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    type: integer('type').notNull(),
    status: integer('status').notNull().default(0),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    email: text('email').notNull(),
    amount: integer('amount').notNull(),
    itemCount: integer('item_count').notNull(),
    invoiceNo: text('invoice_no'),
    /**
     * The date on the invoice (Shanghai calendar day), as the seller enters it. Requests issued
     * before the column existed have none: their invoice is dated the Shanghai day of `issued_at`.
     */
    invoiceDate: date('invoice_date', { mode: 'string' }),
    /** When the issue was recorded. */
    issuedAt: at('issued_at'),
    rejectReason: text('reject_reason'),
    /** Why money the request covers went back, in the customer's words, and when (待红冲, 已红冲, 已撤回). */
    moneyBackReason: text('money_back_reason'),
    moneyBackAt: at('money_back_at'),
    /** The red-letter invoice (红字发票) that reversed the invoice: number, the date it carries, when it was recorded. */
    redLetterNo: text('red_letter_no'),
    redLetterDate: date('red_letter_date', { mode: 'string' }),
    redLetteredAt: at('red_lettered_at'),
    reviewedBy: integer('reviewed_by').references(() => sysUsers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_requests_request_no_key').on(t.requestNo),
    uniqueIndex('invoice_requests_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    // An invoice number names one invoice.
    uniqueIndex('invoice_requests_invoice_no_key')
      .on(t.invoiceNo)
      .where(sql`${t.invoiceNo} is not null`),
    uniqueIndex('invoice_requests_red_letter_no_key')
      .on(t.redLetterNo)
      .where(sql`${t.redLetterNo} is not null`),
    index('invoice_requests_customer_idx').on(t.customerId, t.status, t.createdAt),
    index('invoice_requests_store_idx').on(t.storeId, t.status, t.createdAt),
    check('invoice_requests_type_check', sql`${t.type} in (1, 2)`),
    check('invoice_requests_status_range', sql`${t.status} between 0 and 5`),
    check('invoice_requests_amount_positive', sql`${t.amount} > 0 and ${t.itemCount} > 0`),
    // An invoice that was issued (已开具, 待红冲, 已红冲) keeps its number. Issued rows of before the
    // invoice date keep none (no backfill), so the date is not required here; issueInvoice always
    // writes it, and only a request that was issued may carry one.
    check('invoice_requests_issued_has_number', sql`${t.status} not in (1, 3, 4) or (${t.invoiceNo} is not null and ${t.issuedAt} is not null)`),
    check('invoice_requests_dated_only_when_issued', sql`${t.invoiceDate} is null or ${t.status} in (1, 3, 4)`),
    check('invoice_requests_rejected_has_reason', sql`${t.status} <> 2 or ${t.rejectReason} is not null`),
    check('invoice_requests_money_back_has_reason', sql`(${t.status} in (3, 4, 5)) = (${t.moneyBackReason} is not null and ${t.moneyBackAt} is not null)`),
    check(
      'invoice_requests_red_lettered_has_number',
      sql`(${t.status} = 4) = (${t.redLetterNo} is not null and ${t.redLetterDate} is not null and ${t.redLetteredAt} is not null)`,
    ),
  ],
);

/**
 * The paid amounts a request covers, copied when requested. `kind` + `source_id` name the paid
 * thing in its own table (rent: `bills.id`; buyout: the buyout payment's id), so a new kind needs
 * no column. `claimed` is true while the request is open or issued (待红冲 included); a withdrawn or
 * red-lettered request lets go of the amounts whose money was kept, so they can be requested
 * again, and keeps the ones whose money went back for good.
 */
export const invoiceRequestItems = pgTable(
  'invoice_request_items',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => invoiceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['rent', 'buyout'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    amount: integer('amount').notNull(),
    freight: integer('freight').notNull().default(0),
    period: integer('period'),
    periods: integer('periods'),
    paidAt: at('paid_at').notNull(),
    claimed: boolean('claimed').notNull().default(true),
  },
  (t) => [
    index('invoice_request_items_request_idx').on(t.requestId),
    // A paid amount is on at most one open or issued request.
    uniqueIndex('invoice_request_items_claim_key')
      .on(t.kind, t.sourceId)
      .where(sql`${t.claimed}`),
    check('invoice_request_items_kind_check', sql`${t.kind} in ('rent', 'buyout')`),
    check('invoice_request_items_amount_positive', sql`${t.amount} > 0 and ${t.freight} >= 0 and ${t.freight} <= ${t.amount}`),
  ],
);
