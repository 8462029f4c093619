/** Rental orders: the order, what it rents, its history, its risk check and its changes of renting entity. */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SkuConfig } from '@/contract/cart';
import type { OrderAddress, OrderInvoice } from '@/contract/orders';
import { sysUsers } from './console';
import { goods, goodsSkus, stores } from './catalog';
import { at } from './columns';
import { customerCoupons } from './coupons';
import { customers } from './customers';

/**
 * A rental order. Status 0–10 as the table of docs/product-rules.md#order-lifecycle; only transition()
 * (domain/orders/lifecycle.ts) changes it.
 * Money fields are fen and fixed at creation from the prices of that moment.
 */
export const rentalOrders = pgTable(
  'rental_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: integer('status').notNull().default(0),
    termMonths: integer('term_months').notNull(),
    /** The delivery address copied into the order, so a later edit of the address book changes nothing. */
    address: jsonb('address').$type<OrderAddress>().notNull(),
    invoice: jsonb('invoice').$type<OrderInvoice>(),
    /** Rent of one month for all items (unit rent × quantity, summed). */
    monthlyRent: integer('monthly_rent').notNull(),
    /** Cash deposit collected with the first payment. */
    deposit: integer('deposit').notNull(),
    /** Deposit not collected because a verified company's credit line covers it. */
    depositWaived: integer('deposit_waived').notNull().default(0),
    freight: integer('freight').notNull(),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** The customer coupon used (released again when the order is cancelled unpaid). */
    couponId: integer('coupon_id').references(() => customerCoupons.id),
    /** First payment: first month's rent + deposit + freight − coupon. */
    payable: integer('payable').notNull(),
    /** monthlyRent × termMonths. */
    totalRent: integer('total_rent').notNull(),
    payDeadline: at('pay_deadline').notNull(),
    /** The key the storefront sent with addOrder: the same key answers the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    paidAt: at('paid_at'),
    /** Set by the transition 2 → 3: the automatic receipt counts 7 days from it. */
    shippedAt: at('shipped_at'),
    /** Set by the transition 3 → 4: the rent starts, and the bills of periods 2…n fall due monthly from it. */
    rentStartedAt: at('rent_started_at'),
    /** The address the order was placed from, as the product server saw it (addOrderHuoquIp); a risk signal. */
    clientIp: text('client_ip'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('rental_orders_order_no_key').on(t.orderNo),
    uniqueIndex('rental_orders_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('rental_orders_customer_idx').on(t.customerId, t.status, t.createdAt),
    index('rental_orders_store_idx').on(t.storeId, t.status),
    // The unpaid-order sweep reads this.
    index('rental_orders_unpaid_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.status} = 0`),
    // The automatic-receipt sweep reads this.
    index('rental_orders_shipped_idx')
      .on(t.shippedAt)
      .where(sql`${t.status} = 3`),
    check('rental_orders_status_range', sql`${t.status} between 0 and 10`),
    check('rental_orders_term_positive', sql`${t.termMonths} > 0`),
    check(
      'rental_orders_money_not_negative',
      sql`${t.monthlyRent} >= 0 and ${t.deposit} >= 0 and ${t.depositWaived} >= 0 and ${t.freight} >= 0 and ${t.couponDiscount} >= 0 and ${t.payable} >= 0 and ${t.totalRent} >= 0`,
    ),
  ],
);

/** What the order rents: a snapshot of goods and SKU, so later edits of the catalogue change nothing. */
export const rentalOrderItems = pgTable(
  'rental_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    goodsName: text('goods_name').notNull(),
    skuName: text('sku_name').notNull(),
    image: text('image').notNull().default(''),
    config: jsonb('config').$type<SkuConfig>().notNull(),
    termMonths: integer('term_months').notNull(),
    /** Fen per unit and month, as charged (after a procurement tier discount). */
    monthlyRent: integer('monthly_rent').notNull(),
    /** Percent of the list rent charged: below 100 when a procurement quantity tier applied. */
    rentRate: integer('rent_rate').notNull().default(100),
    /** Fen per unit. */
    deposit: integer('deposit').notNull(),
    buyoutPrice: integer('buyout_price').notNull(),
    /** Fen for all units of this item. */
    freight: integer('freight').notNull().default(0),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('rental_order_items_order_idx').on(t.orderId), check('rental_order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Every status change of an order: who made it and when (docs/product-rules.md#order-lifecycle). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    /** Null for the creation of the order. */
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ['customer', 'sys', 'system'] }).notNull(),
    /** Customer id or back-office user id; null for the system (timeouts, scheduler). */
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt), check('order_history_actor_kind_check', sql`${t.actorKind} in ('customer', 'sys', 'system')`)],
);

/** The risk check of a paid order (/risk/record/getRiskUsers/orderno): one row per order, written once. */
export const riskRecords = pgTable(
  'risk_records',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['low', 'medium', 'high'] }).notNull(),
    decision: text('decision', { enum: ['pass', 'review', 'reject'] }).notNull(),
    /** The rules that fired, in Chinese, as the back office shows them. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    checkedAt: at('checked_at').notNull(),
    /** A held order's manual review in the back office: who decided, what, why, when (null until then). */
    reviewOutcome: text('review_outcome', { enum: ['approved', 'rejected'] }),
    reviewedBy: integer('reviewed_by').references(() => sysUsers.id),
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    uniqueIndex('risk_records_order_key').on(t.orderId),
    check('risk_records_level_check', sql`${t.level} in ('low', 'medium', 'high')`),
    check('risk_records_decision_check', sql`${t.decision} in ('pass', 'review', 'reject')`),
    check('risk_records_review_outcome_check', sql`${t.reviewOutcome} is null or ${t.reviewOutcome} in ('approved', 'rejected')`),
    check('risk_records_review_complete', sql`(${t.reviewOutcome} is null) = (${t.reviewedAt} is null)`),
  ],
);

/** A change of renting entity (/changeBodyOrder): a running rental moved from a personal account to a company account. */
export const orderTransfers = pgTable(
  'order_transfers',
  {
    id: serial('id').primaryKey(),
    transferNo: text('transfer_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    fromCustomerId: integer('from_customer_id')
      .notNull()
      .references(() => customers.id),
    toCustomerId: integer('to_customer_id')
      .notNull()
      .references(() => customers.id),
    /** The emergency contact the company names for the rental. */
    contact: jsonb('contact').$type<{ name: string; phone: string }>().notNull(),
    /** The person's cash deposit given back, and the way it went (the way it was paid). */
    depositRefund: integer('deposit_refund').notNull().default(0),
    depositRefundTo: text('deposit_refund_to', { enum: ['balance', 'online', 'none'] })
      .notNull()
      .default('none'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_transfers_transfer_no_key').on(t.transferNo),
    check(
      'order_transfers_deposit_refund',
      sql`${t.depositRefund} >= 0 and ${t.depositRefundTo} in ('balance', 'online', 'none') and (${t.depositRefund} = 0) = (${t.depositRefundTo} = 'none')`,
    ),
    uniqueIndex('order_transfers_from_idempotency_key').on(t.fromCustomerId, t.idempotencyKey),
    index('order_transfers_order_idx').on(t.orderId),
    // Whether a company took a rental over from a person (withholding/required.ts asks it for every order).
    index('order_transfers_to_customer_idx').on(t.toCustomerId),
  ],
);
