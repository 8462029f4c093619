/** Bills: the instalments of an order, and bills paid from the balance. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { customers } from './customers';
import { rentalOrders } from './orders';

/** One instalment of an order: status 0 待支付, 1 已支付, 2 逾期, 3 已退款, 4 已取消 (dictionary bill_status). */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    periods: integer('periods').notNull(),
    /** Calendar day in Asia/Shanghai. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    status: integer('status').notNull().default(0),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bills_order_period_key').on(t.orderId, t.period),
    index('bills_due_idx').on(t.status, t.dueDate),
    check('bills_status_range', sql`${t.status} between 0 and 4`),
    check('bills_period_range', sql`${t.period} >= 1 and ${t.period} <= ${t.periods}`),
    check('bills_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * A bill paid from the balance (`POST /api/wBill/yezf`): the customer's idempotency key (unique
 * per customer) and at most one row per bill, so a bill can never be charged twice.
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
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bill_payments_bill_key').on(t.billId),
    uniqueIndex('bill_payments_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    check('bill_payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);
