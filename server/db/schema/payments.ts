/** Money: the balance ledger, order payments, online trades and refunds, and the sandbox provider's own trades. */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bills } from './bills';
import { at } from './columns';
import { customers } from './customers';
import { rentalOrders } from './orders';

/**
 * Every change of a customer's balance. `amount` is negative for a debit; `balanceAfter` is the
 * balance the same transaction left, so the ledger can be checked against customers.balance.
 */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => rentalOrders.id),
    billId: integer('bill_id').references(() => bills.id),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', { enum: ['payment', 'refund', 'recharge', 'deposit_refund'] }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('balance_ledger_customer_idx').on(t.customerId, t.createdAt),
    check('balance_ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
    check('balance_ledger_kind_check', sql`${t.kind} in ('payment', 'refund', 'recharge', 'deposit_refund')`),
  ],
);

/** A payment attempt of an order: by balance or online. The idempotency key is unique per customer. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method', { enum: ['balance', 'online'] }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The payment provider's trade number (online payments). */
    providerTradeNo: text('provider_trade_no'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('payments_provider_trade_no_key').on(t.providerTradeNo),
    index('payments_order_idx').on(t.orderId),
    // At most one successful payment per order: a second charge cannot be recorded even by a bug.
    uniqueIndex('payments_order_succeeded_key').on(t.orderId).where(sql`${t.status} = 'succeeded'`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
    check('payments_method_check', sql`${t.method} in ('balance', 'online')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`),
  ],
);

/**
 * An online payment attempt of an order (`liJiZhiFu`): our record of the trade opened at the
 * payment provider. The trade number is random (32 hex); the key is unique per customer, so a
 * retry answers the same trade while it is open. An order has at most one `open` trade (partial
 * unique index): opening another, paying the order from the balance or cancelling it closes the
 * open one here and then at the provider (`provider_closed_at` set once the provider confirmed;
 * the scheduler retries until it does). A trade's money is recorded in `payments` when the
 * provider's notification arrives: `paid` when it paid the order, `refunded` when the order did
 * not need it and it goes back through the provider (`online_refunds`).
 */
export const onlineTrades = pgTable(
  'online_trades',
  {
    id: serial('id').primaryKey(),
    tradeNo: text('trade_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['open', 'closed', 'paid', 'refunded'] }).notNull().default('open'),
    createdAt: at('created_at').notNull(),
    /** When this server stopped accepting the trade (superseded, order paid another way, cancelled). */
    closedAt: at('closed_at'),
    /** When the provider confirmed that the closed trade can no longer be paid there. */
    providerClosedAt: at('provider_closed_at'),
  },
  (t) => [
    uniqueIndex('online_trades_trade_no_key').on(t.tradeNo),
    uniqueIndex('online_trades_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('online_trades_order_idx').on(t.orderId, t.createdAt),
    // At most one trade per order can be paid at the provider: a racing second open fails here.
    uniqueIndex('online_trades_one_open_per_order').on(t.orderId).where(sql`${t.status} = 'open'`),
    // The scheduler's work list: closed here, not yet confirmed closed at the provider.
    index('online_trades_closing_idx').on(t.closedAt).where(sql`${t.status} = 'closed' and ${t.providerClosedAt} is null`),
    check('online_trades_amount_not_negative', sql`${t.amount} >= 0`),
    check('online_trades_status_check', sql`${t.status} in ('open', 'closed', 'paid', 'refunded')`),
  ],
);

/**
 * Money paid online that goes back the way it came (原路退回), never to the balance: a trade paid
 * for an order that did not need it (paid another way, superseded, cancelled or closed), or the
 * payment of an order closed after payment (risk check rejected). Written `pending` in the
 * transaction that decides it; the provider is asked after the commit (`refund_no` makes that call
 * idempotent at the provider), then `succeeded`. A failed call stays pending and the scheduler
 * retries it. One refund per trade: the unique trade number makes a second refund impossible.
 */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    /** `unneeded`: the order did not need this payment; `order_closed`: the order was closed after payment. */
    reason: text('reason', { enum: ['unneeded', 'order_closed'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    uniqueIndex('online_refunds_refund_no_key').on(t.refundNo),
    uniqueIndex('online_refunds_trade_no_key').on(t.tradeNo),
    index('online_refunds_order_idx').on(t.orderId),
    index('online_refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('online_refunds_amount_positive', sql`${t.amount} > 0`),
    check('online_refunds_reason_check', sql`${t.reason} in ('unneeded', 'order_closed')`),
    check('online_refunds_status_check', sql`${t.status} in ('pending', 'succeeded')`),
  ],
);

/** The embedded sandbox payment provider's own trades (what a real provider keeps on its side). */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    tradeNo: text('trade_no').primaryKey(),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'closed', 'refunded'] }).notNull(),
    /** What went back to the payer (fen), and under which refund number (the idempotency of `refund`). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundNo: text('refund_no'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('sandbox_trades_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled', 'closed', 'refunded')`),
    check('sandbox_trades_refund_within_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);
