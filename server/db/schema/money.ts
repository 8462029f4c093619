/**
 * Money after checkout that is not a bill: renewals (续租) of running orders and buyouts (买断):
 * the quote given to the customer and the payment that used it. Top-ups are online trades of
 * purpose `topup` whose credit is a `recharge` row of the balance ledger (payments.ts).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { customers } from './customers';
import { rentalOrders } from './orders';

/**
 * A renewal of a running order: `months` more at the order's monthly rent, bills `first_period` …
 * `last_period` appended, the end date moved from `previous_end_date` to `new_end_date`. The key is
 * unique per customer, so a retried renewal appends once.
 */
export const orderRenewals = pgTable(
  'order_renewals',
  {
    id: serial('id').primaryKey(),
    renewalNo: text('renewal_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    months: integer('months').notNull(),
    amountPerPeriod: integer('amount_per_period').notNull(),
    total: integer('total').notNull(),
    firstPeriod: integer('first_period').notNull(),
    lastPeriod: integer('last_period').notNull(),
    previousEndDate: date('previous_end_date', { mode: 'string' }).notNull(),
    newEndDate: date('new_end_date', { mode: 'string' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_renewals_renewal_no_key').on(t.renewalNo),
    uniqueIndex('order_renewals_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('order_renewals_order_idx').on(t.orderId, t.firstPeriod),
    check('order_renewals_months_positive', sql`${t.months} > 0`),
    check('order_renewals_periods', sql`${t.firstPeriod} >= 1 and ${t.lastPeriod} = ${t.firstPeriod} + ${t.months} - 1`),
    check('order_renewals_money', sql`${t.amountPerPeriod} >= 0 and ${t.total} = ${t.amountPerPeriod} * ${t.months}`),
  ],
);

/**
 * A buyout quote (contract/rentalRules.ts buyoutQuote): the numbers as they were when it was given,
 * valid until `expires_at`. `open` until paid; an expired open quote can no longer be paid.
 */
export const buyoutQuotes = pgTable(
  'buyout_quotes',
  {
    id: serial('id').primaryKey(),
    quoteNo: text('quote_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    unpaidRent: integer('unpaid_rent').notNull(),
    unpaidPeriods: integer('unpaid_periods').notNull(),
    buyoutPrice: integer('buyout_price').notNull(),
    deposit: integer('deposit').notNull(),
    gross: integer('gross').notNull(),
    depositOffset: integer('deposit_offset').notNull(),
    amountDue: integer('amount_due').notNull(),
    depositRefund: integer('deposit_refund').notNull(),
    /** How a deposit surplus goes back: to the balance, through the provider, or nothing to return. */
    depositRefundTo: text('deposit_refund_to', { enum: ['balance', 'online', 'none'] }).notNull(),
    status: text('status', { enum: ['open', 'paid'] })
      .notNull()
      .default('open'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('buyout_quotes_quote_no_key').on(t.quoteNo),
    index('buyout_quotes_order_idx').on(t.orderId, t.createdAt),
    // One paid quote per order: an order is bought out once.
    uniqueIndex('buyout_quotes_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
    check('buyout_quotes_status_check', sql`${t.status} in ('open', 'paid')`),
    check('buyout_quotes_refund_to_check', sql`${t.depositRefundTo} in ('balance', 'online', 'none')`),
    check(
      'buyout_quotes_arithmetic',
      sql`${t.unpaidRent} >= 0 and ${t.buyoutPrice} >= 0 and ${t.deposit} >= 0 and ${t.gross} = ${t.unpaidRent} + ${t.buyoutPrice} and ${t.depositOffset} = least(${t.gross}, ${t.deposit}) and ${t.amountDue} = ${t.gross} - ${t.depositOffset} and ${t.depositRefund} = ${t.deposit} - ${t.depositOffset}`,
    ),
  ],
);

/**
 * A buyout paid (by balance or online): one per quote and one per order, whatever the code does.
 * The key is unique per customer (an online one's is `online:<trade>`); `trade_no` is the online
 * trade that paid it.
 */
export const buyoutPayments = pgTable(
  'buyout_payments',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => buyoutQuotes.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method', { enum: ['balance', 'online'] }).notNull(),
    amount: integer('amount').notNull(),
    depositRefund: integer('deposit_refund').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    tradeNo: text('trade_no'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('buyout_payments_quote_key').on(t.quoteId),
    uniqueIndex('buyout_payments_order_key').on(t.orderId),
    uniqueIndex('buyout_payments_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('buyout_payments_trade_no_key').on(t.tradeNo),
    check('buyout_payments_method_check', sql`${t.method} in ('balance', 'online')`),
    check('buyout_payments_money', sql`${t.amount} >= 0 and ${t.depositRefund} >= 0`),
  ],
);
