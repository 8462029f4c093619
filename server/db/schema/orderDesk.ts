/**
 * The back office's order desk: the inspection of a returned order (5 → 6) and the settlement of
 * its deposit at completion (6 → 7). One row per order, written by domain/consoleOrders/.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sysUsers } from './console';
import { bills } from './bills';
import { at } from './columns';
import { rentalOrders } from './orders';

/**
 * A returned order as the merchant found it, and what its deposit pays. The money is fixed at
 * inspection: the early-return fee (from order_returns) and the damage fee are taken from the cash
 * deposit first (`deposit_deduction`), what the deposit cannot cover is billed to the customer
 * (`fee_billed`, the order's `fee` bill), and the rest of the deposit (`deposit_refund`) goes back at
 * completion the way it was paid (`refund_to`, with `completed_at` and who).
 */
export const orderInspections = pgTable(
  'order_inspections',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    result: text('result', { enum: ['pass', 'damaged'] }).notNull(),
    damageFee: integer('damage_fee').notNull().default(0),
    remark: text('remark').notNull().default(''),
    /** Keys of the staff's uploads (purpose inspection), in the order given. */
    photoKeys: text('photo_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The cash deposit held when inspected. */
    deposit: integer('deposit').notNull(),
    earlyReturnFee: integer('early_return_fee').notNull(),
    depositDeduction: integer('deposit_deduction').notNull(),
    feeBilled: integer('fee_billed').notNull(),
    feeBillId: integer('fee_bill_id').references(() => bills.id),
    depositRefund: integer('deposit_refund').notNull(),
    inspectedBy: integer('inspected_by')
      .notNull()
      .references(() => sysUsers.id),
    inspectedAt: at('inspected_at').notNull(),
    refundTo: text('refund_to', { enum: ['balance', 'online', 'none'] }),
    completedBy: integer('completed_by').references(() => sysUsers.id),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('order_inspections_order_key').on(t.orderId),
    check('order_inspections_result_check', sql`${t.result} in ('pass', 'damaged')`),
    check('order_inspections_refund_to_check', sql`${t.refundTo} is null or ${t.refundTo} in ('balance', 'online', 'none')`),
    check(
      'order_inspections_money_not_negative',
      sql`${t.damageFee} >= 0 and ${t.deposit} >= 0 and ${t.earlyReturnFee} >= 0 and ${t.depositDeduction} >= 0 and ${t.feeBilled} >= 0 and ${t.depositRefund} >= 0`,
    ),
    check('order_inspections_pass_costs_nothing', sql`${t.result} = 'damaged' or ${t.damageFee} = 0`),
    check('order_inspections_deposit_split', sql`${t.deposit} = ${t.depositDeduction} + ${t.depositRefund}`),
    check('order_inspections_fees_split', sql`${t.earlyReturnFee} + ${t.damageFee} = ${t.depositDeduction} + ${t.feeBilled}`),
    check('order_inspections_fee_bill', sql`(${t.feeBilled} > 0) = (${t.feeBillId} is not null)`),
    check('order_inspections_completed', sql`(${t.completedAt} is null) = (${t.refundTo} is null) and (${t.completedAt} is null) = (${t.completedBy} is null)`),
  ],
);
