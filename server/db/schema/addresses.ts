/** The customer's address book: at most 20 addresses, exactly one default while any exist. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { customers } from './customers';

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The recipient. */
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull(),
    /** A short word the customer chose (公司, 家 …). */
    tag: text('tag'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.createdAt),
    // At most one default per customer, whatever the code does (the book keeps exactly one).
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);
