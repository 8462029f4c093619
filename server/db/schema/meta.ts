/** Facts about the database itself. */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Key/value facts about the database itself, e.g. that the demo data was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull(),
});
