/** The customer's cart. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { goodsSkus } from './catalog';
import { at } from './columns';
import { customers } from './customers';

/** A cart line: one SKU on one lease term. Prices are never stored here; they are read fresh. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id, { onDelete: 'cascade' }),
    termMonths: integer('term_months').notNull(),
    quantity: integer('quantity').notNull(),
    /** Ticked for checkout (wCar/yxJ). */
    selected: boolean('selected').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // Adding the same SKU and term again merges into this line.
    uniqueIndex('cart_lines_customer_sku_term_key').on(t.customerId, t.skuId, t.termMonths),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_lines_term_positive', sql`${t.termMonths} > 0`),
  ],
);
