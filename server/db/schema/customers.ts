/** Customer accounts (company or personal). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** The public id the storefront keeps as GlobalId (the wire's quanJuId); random so ids cannot be enumerated. */
    globalId: text('quan_ju_id').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: text('account_type', { enum: ['company', 'personal'] }).notNull(),
    /** Company name (company accounts only; the wire's cname). */
    companyName: text('cname'),
    /** The person's name, or a company account's contact person (the wire's pname). */
    personName: text('pname'),
    industry: text('industry'),
    companySize: text('company_size'),
    referral: text('referral'),
    balance: integer('balance').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    /** Deposit-free credit (fen) of a verified company: deposits waived on its open orders stay within it. */
    creditLine: integer('credit_line').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('customers_quan_ju_id_key').on(t.globalId),
    uniqueIndex('customers_phone_key').on(t.phone),
    check('customers_balance_not_negative', sql`${t.balance} >= 0`),
    check('customers_credit_line_not_negative', sql`${t.creditLine} >= 0`),
    check('customers_account_type_check', sql`${t.accountType} in ('company', 'personal')`),
  ],
);
