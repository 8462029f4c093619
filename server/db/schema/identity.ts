/** Real-name and business verification requests: one row per submission, decided by the provider or the platform. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sysUsers } from './console';
import { at } from './columns';
import { customers } from './customers';

export const customerVerifications = pgTable(
  'customer_verifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['person', 'company'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The person's name (as on the ID card), or the company's name (as on the licence). */
    name: text('name').notNull(),
    /** The 18-character resident ID (people). Stored for the record; every answer masks it. */
    idNumber: text('id_number'),
    /** Unified social credit code (companies), upper case. */
    creditCode: text('credit_code'),
    legalPerson: text('legal_person'),
    /** The business licence picture (an uploaded file of purpose licence, claimed by this request). */
    licenceKey: text('licence_key'),
    /** The warning the credit code earned when submitted (its check character failed): the reviewer sees it. */
    creditCodeWarning: text('credit_code_warning'),
    /** The verification provider the request was sent to (`sandbox`, `review`). */
    provider: text('provider').notNull(),
    rejectReason: text('reject_reason'),
    /** The credit line granted with an approval (companies), fen. */
    creditLine: integer('credit_line'),
    /** Who decided: the provider at once, or a back-office user (reviewed_by). */
    decidedBy: text('decided_by', { enum: ['provider', 'sys'] }),
    reviewedBy: integer('reviewed_by').references(() => sysUsers.id),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    index('customer_verifications_customer_idx').on(t.customerId, t.id),
    index('customer_verifications_status_idx').on(t.status, t.submittedAt),
    // One open request per account; a resident ID or credit code verifies one account at a time.
    uniqueIndex('customer_verifications_one_pending')
      .on(t.customerId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('customer_verifications_id_number_approved')
      .on(t.idNumber)
      .where(sql`${t.status} = 'approved' and ${t.idNumber} is not null`),
    uniqueIndex('customer_verifications_credit_code_approved')
      .on(t.creditCode)
      .where(sql`${t.status} = 'approved' and ${t.creditCode} is not null`),
    check('customer_verifications_kind_check', sql`${t.kind} in ('person', 'company')`),
    check('customer_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'customer_verifications_fields_check',
      sql`(${t.kind} = 'person' and ${t.idNumber} is not null) or (${t.kind} = 'company' and ${t.creditCode} is not null and ${t.legalPerson} is not null and ${t.licenceKey} is not null)`,
    ),
    check('customer_verifications_reject_reason_check', sql`${t.status} <> 'rejected' or ${t.rejectReason} is not null`),
    check('customer_verifications_credit_line_check', sql`${t.creditLine} is null or ${t.creditLine} >= 0`),
  ],
);
