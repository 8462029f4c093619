/** The customer's 消息 list. */
import { bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { customers } from './customers';
import { rentalOrders } from './orders';

/** The customer's 消息 list (wUserNews). */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => rentalOrders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('customer_notifications_customer_idx').on(t.customerId, t.createdAt)],
);
