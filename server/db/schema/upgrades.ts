/**
 * Upgrades of running rentals (升级换机, docs/product-rules.md#upgrades): one row per application,
 * with the numbers of contract/rentalRules.ts `upgradeQuote` fixed when it was made, how it was
 * paid, and what followed (the new units shipped, the swap, the old units back and inspected).
 * Written by domain/upgrades/.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SkuConfig } from '@/contract/cart';
import { UPGRADE_STATUSES } from '@/contract/upgrades';
import { bills } from './bills';
import { goods, goodsSkus } from './catalog';
import { at } from './columns';
import { customerCoupons } from './coupons';
import { customers } from './customers';
import { rentalOrderItems, rentalOrders } from './orders';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const orderUpgrades = pgTable(
  'order_upgrades',
  {
    id: serial('id').primaryKey(),
    /** `SJ` + Shanghai time to the second + 6 random digits. */
    upgradeNo: text('upgrade_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rentalOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => rentalOrderItems.id),
    fromSkuId: integer('from_sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    fromGoodsName: text('from_goods_name').notNull(),
    fromSkuName: text('from_sku_name').notNull(),
    fromUnitRent: integer('from_unit_rent').notNull(),
    fromUnitDeposit: integer('from_unit_deposit').notNull(),
    toGoodsId: integer('to_goods_id')
      .notNull()
      .references(() => goods.id),
    toSkuId: integer('to_sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    toGoodsName: text('to_goods_name').notNull(),
    toSkuName: text('to_sku_name').notNull(),
    toImage: text('to_image').notNull().default(''),
    toConfig: jsonb('to_config').$type<SkuConfig>().notNull(),
    toUnitRent: integer('to_unit_rent').notNull(),
    toUnitDeposit: integer('to_unit_deposit').notNull(),
    toBuyoutPrice: integer('to_buyout_price').notNull(),
    quantity: integer('quantity').notNull(),
    monthlyRentBefore: integer('monthly_rent_before').notNull(),
    monthlyRentAfter: integer('monthly_rent_after').notNull(),
    depositTopUp: integer('deposit_top_up').notNull(),
    upgradeFee: integer('upgrade_fee').notNull(),
    couponId: integer('coupon_id').references(() => customerCoupons.id),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    amountDue: integer('amount_due').notNull(),
    status: text('status', { enum: UPGRADE_STATUSES }).notNull(),
    /** The key of the application (sq); the same key answers the same application. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** How the amount was paid (null while unpaid, or when nothing was due), the balance payment's key, the online trade. */
    paidBy: text('paid_by', { enum: ['balance', 'online'] }),
    paymentKey: text('payment_key'),
    tradeNo: text('trade_no'),
    paidAt: at('paid_at'),
    decidedBy: integer('decided_by'),
    rejectReason: text('reject_reason'),
    carrier: text('carrier'),
    waybillNo: text('waybill_no'),
    newSerials: text('new_serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    oldSerials: text('old_serials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The Shanghai day the customer confirmed the new units: the new rent runs from it. */
    swapDay: text('swap_day'),
    periodsRewritten: integer('periods_rewritten').notNull().default(0),
    returnCarrier: text('return_carrier'),
    returnWaybillNo: text('return_waybill_no'),
    inspectionResult: text('inspection_result', { enum: ['pass', 'damaged'] }),
    damageFee: integer('damage_fee').notNull().default(0),
    damageFromDeposit: integer('damage_from_deposit').notNull().default(0),
    damageBilled: integer('damage_billed').notNull().default(0),
    feeBillId: integer('fee_bill_id').references(() => bills.id),
    inspectionRemark: text('inspection_remark').notNull().default(''),
    inspectionPhotoKeys: text('inspection_photo_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_upgrades_upgrade_no_key').on(t.upgradeNo),
    uniqueIndex('order_upgrades_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('order_upgrades_payment_key').on(t.customerId, t.paymentKey),
    // One application under way per order (unpaid or further), whatever the code does: two racing applications make one.
    uniqueIndex('order_upgrades_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.status} not in ('completed', 'rejected', 'cancelled')`),
    index('order_upgrades_order_idx').on(t.orderId, t.createdAt),
    check('order_upgrades_status_check', sql`${t.status} in (${quoted(UPGRADE_STATUSES)})`),
    check('order_upgrades_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_upgrades_money_not_negative',
      sql`${t.depositTopUp} >= 0 and ${t.upgradeFee} >= 0 and ${t.couponDiscount} >= 0 and ${t.amountDue} >= 0 and ${t.damageFee} >= 0 and ${t.damageFromDeposit} >= 0 and ${t.damageBilled} >= 0`,
    ),
    check('order_upgrades_amount_split', sql`${t.amountDue} = ${t.depositTopUp} + ${t.upgradeFee} - ${t.couponDiscount}`),
    check('order_upgrades_damage_split', sql`${t.damageFee} = ${t.damageFromDeposit} + ${t.damageBilled}`),
    check('order_upgrades_paid_by_check', sql`${t.paidBy} is null or ${t.paidBy} in ('balance', 'online')`),
    check('order_upgrades_online_has_trade', sql`(${t.paidBy} = 'online') = (${t.tradeNo} is not null)`),
  ],
);
