/**
 * What the carriers said about orders' parcels (docs/product-rules.md#tracking): one row per order
 * and leg once the parcel is 已签收. The scheduler writes it; its unique (order, leg) makes that
 * happen once, whichever product server gets there first. A shipment's row brings the automatic
 * receipt forward (contract/rentalRules.ts `autoReceiptAt`); a return's row is the shop's notice
 * that the devices are back to inspect (退货已签收，请验机).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { rentalOrders } from './orders';

export const parcelSignatures = pgTable(
  'parcel_signatures',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    leg: text('leg', { enum: ['shipment', 'return'] }).notNull(),
    /** The waybill the carrier signed for, as the order names it. */
    carrier: text('carrier').notNull(),
    waybillNo: text('waybill_no').notNull(),
    /** The carrier's time of 已签收. */
    signedAt: at('signed_at').notNull(),
    /** When the scheduler learnt it. */
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [uniqueIndex('parcel_signatures_order_leg_key').on(t.orderId, t.leg), check('parcel_signatures_leg_check', sql`${t.leg} in ('shipment', 'return')`)],
);
