/** Logins of customers and back-office users. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sysUsers } from './console';
import { at } from './columns';
import { customers } from './customers';

/** A login. Only the SHA-256 of the token is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['customer', 'sys'] }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sysUserId: integer('sys_user_id').references(() => sysUsers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /**
     * The session as its owner's device list names it (/accountSafe): random, so it says nothing
     * about the token, and useful only together with the owner's own session.
     */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** The browser's User-Agent and the client's address at login (shown in the device list). */
    userAgent: text('user_agent'),
    clientAddress: text('client_address'),
  },
  (t) => [
    index('sessions_customer_id_idx').on(t.customerId),
    index('sessions_sys_user_id_idx').on(t.sysUserId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_public_id_key').on(t.publicId),
    check(
      'sessions_owner_matches_kind',
      sql`(${t.kind} = 'customer' and ${t.customerId} is not null and ${t.sysUserId} is null)
        or (${t.kind} = 'sys' and ${t.sysUserId} is not null and ${t.customerId} is null)`,
    ),
  ],
);
