/**
 * Automatic monthly payment (代扣, contract/withholding.ts): the agreements customers sign, and one
 * attempt per bill. The attempt's unique bill is what makes the due day's payment happen once,
 * whichever product server's scheduler gets there first.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bills } from './bills';
import { at } from './columns';
import { customers } from './customers';

/** An agreement: in force while `ended_at` is null; at most one in force per customer. */
export const withholdingAgreements = pgTable(
  'withholding_agreements',
  {
    id: serial('id').primaryKey(),
    agreementNo: text('agreement_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method').notNull(),
    /** The address the customer signed from, as the door saw it. */
    signedFrom: text('signed_from'),
    signedAt: at('signed_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('withholding_agreements_no_key').on(t.agreementNo),
    uniqueIndex('withholding_agreements_one_in_force')
      .on(t.customerId)
      .where(sql`${t.endedAt} is null`),
    check('withholding_agreements_method', sql`${t.method} in ('balance')`),
  ],
);

/** The due day's attempt to pay one bill under an agreement: `paid`, or `failed` with the reason the customer was told. */
export const withholdingAttempts = pgTable(
  'withholding_attempts',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => withholdingAgreements.id),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    attemptedAt: at('attempted_at').notNull(),
  },
  (t) => [
    uniqueIndex('withholding_attempts_bill_key').on(t.billId),
    index('withholding_attempts_agreement_idx').on(t.agreementId),
    check('withholding_attempts_outcome', sql`${t.outcome} in ('paid', 'failed')`),
  ],
);
