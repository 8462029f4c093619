/**
 * What happens to an order after it is paid and approved: its shipment (carrier and waybill), the
 * devices it sent out (one row per unit, with the serial number), and the customer's return (the
 * return waybill and the early-return fee). Written by domain/orders/shipping.ts and returns.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReturnAddress } from '@/contract/orderFulfilment';
import { goods, goodsSkus } from './catalog';
import { at } from './columns';
import { rentalOrderItems, rentalOrders } from './orders';

/** How an order left the shop (2 → 3): one row per order. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    waybillNo: text('waybill_no').notNull(),
    /** Who shipped: a back-office user, or the system (the development door). */
    actorKind: text('actor_kind', { enum: ['sys', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    shippedAt: at('shipped_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_shipments_order_key').on(t.orderId),
    check('order_shipments_actor_kind_check', sql`${t.actorKind} in ('sys', 'system')`),
  ],
);

/**
 * One unit sent to a customer, named by its serial number, pointing at the order item that holds
 * the goods and configuration snapshot. A serial is live while the unit is out (shipped, rented,
 * on its way back): `released_at` is set when the merchant has it back (6) or the customer bought
 * it (8), and only then may the same serial ship again.
 */
export const rentalDevices = pgTable(
  'rental_devices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => rentalOrderItems.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    serialNo: text('serial_no').notNull(),
    shippedAt: at('shipped_at').notNull(),
    releasedAt: at('released_at'),
    releaseReason: text('release_reason', { enum: ['returned', 'bought_out'] }),
  },
  (t) => [
    // Two live units can never carry one serial, whatever the code does.
    uniqueIndex('rental_devices_live_serial_key').on(t.serialNo).where(sql`${t.releasedAt} is null`),
    index('rental_devices_serial_idx').on(t.serialNo),
    index('rental_devices_order_idx').on(t.orderId),
    check('rental_devices_serial_format', sql`${t.serialNo} ~ '^[A-Z0-9][A-Z0-9-]{3,39}$'`),
    check('rental_devices_release_reason', sql`(${t.releasedAt} is null) = (${t.releaseReason} is null)`),
  ],
);

/**
 * The customer's return (4 → 5): one row per order. The early-return fee is recorded here (the
 * deposit covers `fee_from_deposit`, the rest is paid separately when the merchant settles the
 * order); the bills not yet due were cancelled in the same transaction.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    waybillNo: text('waybill_no').notNull(),
    /** The address shown to the customer when they asked, kept as it was. */
    address: jsonb('address').$type<ReturnAddress>().notNull(),
    daysSinceReceipt: integer('days_since_receipt').notNull(),
    noReasonReturn: boolean('no_reason_return').notNull(),
    cancelledPeriods: integer('cancelled_periods').notNull(),
    rentNotYetDue: integer('rent_not_yet_due').notNull(),
    earlyReturnFee: integer('early_return_fee').notNull(),
    feeFromDeposit: integer('fee_from_deposit').notNull(),
    feeToPay: integer('fee_to_pay').notNull(),
    requestedAt: at('requested_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_returns_order_key').on(t.orderId),
    check(
      'order_returns_money_not_negative',
      sql`${t.rentNotYetDue} >= 0 and ${t.earlyReturnFee} >= 0 and ${t.feeFromDeposit} >= 0 and ${t.feeToPay} >= 0 and ${t.cancelledPeriods} >= 0 and ${t.daysSinceReceipt} >= 0`,
    ),
    check('order_returns_fee_split', sql`${t.earlyReturnFee} = ${t.feeFromDeposit} + ${t.feeToPay}`),
  ],
);
