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
import { onlineTrades } from './payments';

/**
 * An agreement: in force while `ended_at` is null (at most one per customer, a pending one counts);
 * it collects once signed. From the balance it is signed at once; through the payment provider
 * (`provider`) it is pending (`signed_at` null) until the provider says the customer signed there.
 */
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
    /** Null while a provider agreement waits for the customer's signature at the provider. */
    signedAt: at('signed_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('withholding_agreements_no_key').on(t.agreementNo),
    uniqueIndex('withholding_agreements_one_in_force')
      .on(t.customerId)
      .where(sql`${t.endedAt} is null`),
    check('withholding_agreements_method', sql`${t.method} in ('balance', 'provider')`),
    check('withholding_agreements_balance_signed', sql`${t.method} = 'provider' or ${t.signedAt} is not null`),
  ],
);

/**
 * The due day's attempt to pay one bill under an agreement: `paid`, or `failed` with the reason the
 * customer was told; through the provider it is `pending` from its claim, which opens its trade
 * (`trade_id`, a `bills` trade) in the same transaction, until the provider answered; the scheduler
 * resumes a pending one.
 */
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
    /** The online trade a provider withholding pays the bill with. */
    tradeId: integer('trade_id').references(() => onlineTrades.id),
    attemptedAt: at('attempted_at').notNull(),
  },
  (t) => [
    uniqueIndex('withholding_attempts_bill_key').on(t.billId),
    index('withholding_attempts_agreement_idx').on(t.agreementId),
    // The scheduler's work list: provider withholdings whose answer was not recorded.
    index('withholding_attempts_pending_idx')
      .on(t.attemptedAt)
      .where(sql`${t.outcome} = 'pending'`),
    check('withholding_attempts_outcome', sql`${t.outcome} in ('pending', 'paid', 'failed')`),
  ],
);
