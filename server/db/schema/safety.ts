/** Account safety (/accountSafe) and the reminders the 消息 list receives (/news). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bills } from './bills';
import { at } from './columns';
import { customers } from './customers';
import { customerNotifications } from './notifications';

/**
 * One customer login attempt that reached the check (right or wrong password or code), for the
 * recent sign-ins of /accountSafe. A try against a phone nobody registered has no customer and
 * is not kept. Housekeeping keeps it bounded (age and a number per customer).
 */
export const loginRecords = pgTable(
  'login_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** password (密码) or sms (验证码). */
    method: text('method', { enum: ['password', 'sms'] }).notNull(),
    success: boolean('success').notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent'),
    at: at('at').notNull(),
  },
  (t) => [
    index('login_records_customer_at_idx').on(t.customerId, t.at),
    index('login_records_at_idx').on(t.at),
    check('login_records_method_check', sql`${t.method} in ('password', 'sms')`),
  ],
);

/**
 * The reminder three days before a bill falls due, at most one per bill: the primary key is the
 * bill, so two scheduler runs (two replicas, a restart in between) write it once.
 */
export const billDueReminders = pgTable('bill_due_reminders', {
  billId: integer('bill_id')
    .primaryKey()
    .references(() => bills.id, { onDelete: 'cascade' }),
  notificationId: bigint('notification_id', { mode: 'number' }).references(() => customerNotifications.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
});
