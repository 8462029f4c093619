/** Bills: the instalments of an order, and how they were paid (balance or online, one settlement per payment). */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { customers } from './customers';
import { rentalOrders } from './orders';

/**
 * One instalment of an order: status 0 待支付, 1 已支付, 2 逾期, 3 已退款, 4 已取消 (not yet due when the order was returned), 5 买断结清 (settled by a
 * buyout, never paid as a bill; dictionary bill_status). `late_fee` and `overdue_days` are what was
 * charged when an overdue bill was paid (the late fee of an unpaid bill is computed from the clock).
 * `kind` `rent` is a period of the rent (n of N); `fee` is what a return's fees left over the deposit
 * (early-return fee and damage fee beyond the cash deposit, billed at inspection; an upgrade's old
 * units billed likewise: numbered n of n after the order's earlier fee bills), paid like any bill and never invoiced as rent.
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['rent', 'fee'] })
      .notNull()
      .default('rent'),
    period: integer('period').notNull(),
    periods: integer('periods').notNull(),
    /** Calendar day in Asia/Shanghai. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    status: integer('status').notNull().default(0),
    /** The late fee charged with the payment (fen), and the whole days it was overdue then. */
    lateFee: integer('late_fee').notNull().default(0),
    overdueDays: integer('overdue_days').notNull().default(0),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bills_order_period_key').on(t.orderId, t.kind, t.period),
    index('bills_due_idx').on(t.status, t.dueDate),
    check('bills_status_range', sql`${t.status} between 0 and 5`),
    check('bills_kind_check', sql`${t.kind} in ('rent', 'fee')`),
    check('bills_period_range', sql`${t.period} >= 1 and ${t.period} <= ${t.periods}`),
    check('bills_amount_not_negative', sql`${t.amount} >= 0 and ${t.lateFee} >= 0 and ${t.overdueDays} >= 0`),
  ],
);

/**
 * One payment of one or several bills (`yezf`, `payAll`, or an online trade's notification): the
 * customer's idempotency key (unique per customer; an online settlement's key is `online:<trade>`,
 * which no client key can equal), the trade number of an online one (unique: a trade settles once),
 * and the sums. Its bills are its `bill_payments` rows.
 */
export const billSettlements = pgTable(
  'bill_settlements',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method', { enum: ['balance', 'online'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    tradeNo: text('trade_no'),
    rent: integer('rent').notNull(),
    lateFee: integer('late_fee').notNull(),
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bill_settlements_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('bill_settlements_trade_no_key').on(t.tradeNo),
    check('bill_settlements_method_check', sql`${t.method} in ('balance', 'online')`),
    check('bill_settlements_sums', sql`${t.rent} >= 0 and ${t.lateFee} >= 0 and ${t.amount} = ${t.rent} + ${t.lateFee}`),
  ],
);

/**
 * A bill paid: at most one row per bill, so a bill can never be charged twice whatever the code
 * does. `amount` is the rent, `late_fee` the late fee charged with it (recorded apart: it is no rent).
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The payment it was part of (null only for rows written before settlements existed, all by balance). */
    settlementId: integer('settlement_id').references(() => billSettlements.id),
    method: text('method', { enum: ['balance', 'online'] })
      .notNull()
      .default('balance'),
    amount: integer('amount').notNull(),
    lateFee: integer('late_fee').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bill_payments_bill_key').on(t.billId),
    index('bill_payments_settlement_idx').on(t.settlementId),
    check('bill_payments_amount_not_negative', sql`${t.amount} >= 0 and ${t.lateFee} >= 0`),
    check('bill_payments_method_check', sql`${t.method} in ('balance', 'online')`),
  ],
);
