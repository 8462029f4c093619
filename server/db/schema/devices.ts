/**
 * A shop's devices and what happens to an order after it is paid and approved: the inventory of
 * units by serial number (with every change of state), its shipment (carrier and waybill), the
 * devices it sent out (one row per unit, pointing at the shop's device), and the customer's return
 * (the return waybill and the early-return fee). Written by domain/devices/ and
 * domain/orders/shipping.ts and returns.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReturnAddress } from '@/contract/orderFulfilment';
import { DEVICE_EVENT_REASONS, STORE_DEVICE_STATES } from '@/contract/storeDevices';
import { goods, goodsSkus, stores } from './catalog';
import { at } from './columns';
import { rentalOrderItems, rentalOrders } from './orders';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One physical unit a shop owns, named by the maker's serial (unique across the platform: a serial
 * names one machine wherever it is). Its state: 在库 inStock, 租出 rented (exactly while a live
 * `rental_devices` row points at it), 维修中 repair, 已售出 sold (bought out), 报废 scrapped.
 * `goods_id` repeats the SKU's goods for the list's filters.
 */
export const storeDevices = pgTable(
  'store_devices',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    serialNo: text('serial_no').notNull(),
    state: text('state', { enum: STORE_DEVICE_STATES }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('store_devices_serial_key').on(t.serialNo),
    index('store_devices_store_state_idx').on(t.storeId, t.state),
    // Shipping picks a SKU's units in stock, longest in stock first.
    index('store_devices_sku_state_idx').on(t.skuId, t.state, t.updatedAt),
    check('store_devices_serial_format', sql`${t.serialNo} ~ '^[A-Z0-9][A-Z0-9-]{3,39}$'`),
    check('store_devices_state_check', sql`${t.state} in (${quoted(STORE_DEVICE_STATES)})`),
    check('store_devices_note_length', sql`char_length(${t.note}) <= 200`),
  ],
);

/**
 * A device's history: every change of state, when, why, who (a back-office user, the system, or
 * the customer buying it out), the order it concerned, and a note. The first row (from null) is
 * the device entering the inventory.
 */
export const storeDeviceEvents = pgTable(
  'store_device_events',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => storeDevices.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: STORE_DEVICE_STATES }),
    toState: text('to_state', { enum: STORE_DEVICE_STATES }).notNull(),
    reason: text('reason', { enum: DEVICE_EVENT_REASONS }).notNull(),
    actorKind: text('actor_kind', { enum: ['sys', 'system', 'customer'] }).notNull(),
    actorId: integer('actor_id'),
    orderId: integer('order_id').references(() => rentalOrders.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('store_device_events_device_idx').on(t.deviceId, t.createdAt),
    index('store_device_events_order_idx').on(t.orderId),
    check(
      'store_device_events_state_check',
      sql`${t.toState} in (${quoted(STORE_DEVICE_STATES)}) and (${t.fromState} is null or ${t.fromState} in (${quoted(STORE_DEVICE_STATES)}))`,
    ),
    check('store_device_events_reason_check', sql`${t.reason} in (${quoted(DEVICE_EVENT_REASONS)})`),
    check('store_device_events_actor_check', sql`${t.actorKind} in ('sys', 'system', 'customer')`),
  ],
);

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
  (t) => [uniqueIndex('order_shipments_order_key').on(t.orderId), check('order_shipments_actor_kind_check', sql`${t.actorKind} in ('sys', 'system')`)],
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
    /** The shop's device that went out (null only for units shipped before the inventory existed). */
    storeDeviceId: integer('store_device_id').references(() => storeDevices.id),
    shippedAt: at('shipped_at').notNull(),
    releasedAt: at('released_at'),
    releaseReason: text('release_reason', { enum: ['returned', 'bought_out'] }),
  },
  (t) => [
    // Two live units can never carry one serial, whatever the code does.
    uniqueIndex('rental_devices_live_serial_key')
      .on(t.serialNo)
      .where(sql`${t.releasedAt} is null`),
    index('rental_devices_serial_idx').on(t.serialNo),
    index('rental_devices_order_idx').on(t.orderId),
    index('rental_devices_store_device_idx').on(t.storeDeviceId),
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
