/** Verification: SMS codes, captchas, rate limits. All in the database so replicas share them. */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /**
     * 1 register, 2 login by code, 3 password reset, 4 a company's consent to take over a rental,
     * 5 and 6 a change of mobile number (5 to the old number, 6 to the new one), 7 a merchant
     * login's password (sent to the phone of a back-office user).
     */
    purpose: integer('purpose').notNull(),
    /** sha256(salt:phone:purpose:code); six digits are few, so the salt keeps rows independent. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    clientAddress: text('client_address').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_address_created_idx').on(t.clientAddress, t.createdAt),
    check('sms_codes_purpose_check', sql`${t.purpose} in (1, 2, 3, 4, 5, 6, 7, 8)`),
  ],
);

/** What the sandbox SMS sender "sent": read by GET /dev/sms/latest. A real provider writes none. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /** A code's purpose, or 0 for a notice (no code: `code` is empty). */
    purpose: integer('purpose').notNull(),
    code: text('code').notNull(),
    /** A notice's words; empty for a code. */
    text: text('text').notNull().default(''),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('sms_outbox_phone_sent_idx').on(t.phone, t.sentAt)],
);

export const captchas = pgTable(
  'captchas',
  {
    uuid: text('uuid').primaryKey(),
    /** As drawn; the check ignores case. */
    answer: text('answer').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);

/** One row per counted event (a failed login, a lookup …); a limit counts rows in a window. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at), index('throttle_events_at_idx').on(t.at)],
);
