/** Coupons: the coupon centre's offers and the coupons customers claimed. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { customers } from './customers';

/** Coupons on offer in the coupon centre. `remaining` only falls, by one conditional UPDATE per claim. */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Fen off the rent. */
    amount: integer('amount').notNull(),
    /** Minimum rent (fen) the order must reach; 0 is 无门槛. */
    threshold: integer('threshold').notNull().default(0),
    /** Days a claimed coupon stays valid. */
    validDays: integer('valid_days').notNull(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    /** What it applies to, said for people: 全场通用, 限笔记本 … */
    scope: text('scope').notNull().default('全场通用'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('coupon_templates_active_idx').on(t.active, t.sort),
    check('coupon_templates_amount_positive', sql`${t.amount} > 0`),
    check('coupon_templates_threshold_not_negative', sql`${t.threshold} >= 0`),
    check('coupon_templates_valid_days_positive', sql`${t.validDays} > 0`),
    check('coupon_templates_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.total}`),
  ],
);

/** A customer's claimed coupon: one per customer and template. */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Copied from the template when claimed, so a later edit of the template changes nothing. */
    amount: integer('amount').notNull(),
    threshold: integer('threshold').notNull(),
    status: text('status', { enum: ['unused', 'used', 'expired'] })
      .notNull()
      .default('unused'),
    claimedAt: at('claimed_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('customer_coupons_customer_template_key').on(t.customerId, t.templateId),
    index('customer_coupons_customer_idx').on(t.customerId, t.status),
    check('customer_coupons_status_check', sql`${t.status} in ('unused', 'used', 'expired')`),
  ],
);
