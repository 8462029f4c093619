/**
 * Everything a refused request must leave as it was: money, carts, orders and their history,
 * bills, payments, trades, coupons, risk decisions, transfers, stock. Sessions, throttle counters
 * and SMS codes are left out on purpose: refusals may count an attempt.
 */
import assert from 'node:assert/strict';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  balanceLedger,
  billPayments,
  billSettlements,
  bills,
  buyoutPayments,
  buyoutQuotes,
  cartLines,
  couponTemplates,
  customerCoupons,
  customerNotifications,
  customers,
  goodsSkus,
  onlineTradeBills,
  onlineTrades,
  orderHistory,
  orderRenewals,
  orderTransfers,
  payments,
  rentalOrderItems,
  rentalOrders,
  riskRecords,
  sandboxTrades,
} from '../db/schema';

export type BusinessSnapshot = Record<string, string>;

export async function businessSnapshot(db: Db): Promise<BusinessSnapshot> {
  const [customerRows, ledger, carts, orders, items, history, notifications, billRows, billPaymentRows, paymentRows, trades, sandbox, templates, coupons, risks, transfers, skus, ...money] =
    await Promise.all([
      db.select({ id: customers.id, balance: customers.balance, passwordHash: customers.passwordHash, phone: customers.phone, verified: customers.verified }).from(customers).orderBy(asc(customers.id)),
      db.select().from(balanceLedger).orderBy(asc(balanceLedger.id)),
      db.select().from(cartLines).orderBy(asc(cartLines.id)),
      db.select().from(rentalOrders).orderBy(asc(rentalOrders.id)),
      db.select().from(rentalOrderItems).orderBy(asc(rentalOrderItems.id)),
      db.select().from(orderHistory).orderBy(asc(orderHistory.id)),
      db.select().from(customerNotifications).orderBy(asc(customerNotifications.id)),
      db.select().from(bills).orderBy(asc(bills.id)),
      db.select().from(billPayments).orderBy(asc(billPayments.id)),
      db.select().from(payments).orderBy(asc(payments.id)),
      db.select().from(onlineTrades).orderBy(asc(onlineTrades.id)),
      db.select().from(sandboxTrades).orderBy(asc(sandboxTrades.tradeNo)),
      db.select({ id: couponTemplates.id, remaining: couponTemplates.remaining }).from(couponTemplates).orderBy(asc(couponTemplates.id)),
      db.select().from(customerCoupons).orderBy(asc(customerCoupons.id)),
      db.select().from(riskRecords).orderBy(asc(riskRecords.id)),
      db.select().from(orderTransfers).orderBy(asc(orderTransfers.id)),
      db.select({ id: goodsSkus.id, stock: goodsSkus.stock }).from(goodsSkus).orderBy(asc(goodsSkus.id)),
      db.select().from(billSettlements).orderBy(asc(billSettlements.id)),
      db.select().from(onlineTradeBills).orderBy(asc(onlineTradeBills.id)),
      db.select().from(orderRenewals).orderBy(asc(orderRenewals.id)),
      db.select().from(buyoutQuotes).orderBy(asc(buyoutQuotes.id)),
      db.select().from(buyoutPayments).orderBy(asc(buyoutPayments.id)),
    ]);
  const [settlements, tradeBills, renewals, quotes, buyouts] = money;
  const tables = { customerRows, ledger, carts, orders, items, history, notifications, billRows, billPaymentRows, paymentRows, trades, sandbox, templates, coupons, risks, transfers, skus, settlements, tradeBills, renewals, quotes, buyouts };
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, JSON.stringify(rows)]));
}

/** The tables that differ, each named, so a failure says what a refused request changed. */
export function changedTables(before: BusinessSnapshot, after: BusinessSnapshot): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}

export function assertNothingChanged(before: BusinessSnapshot, after: BusinessSnapshot, what: string): void {
  assert.deepEqual(changedTables(before, after), [], `${what} changed the database`);
}

/** The same tables as `businessSnapshot`, as one cheap digest per table (one query), for suites that compare thousands of times. */
const DIGESTED_TABLES = [
  'customers',
  'balance_ledger',
  'cart_lines',
  'rental_orders',
  'rental_order_items',
  'order_history',
  'customer_notifications',
  'bills',
  'bill_payments',
  'payments',
  'online_trades',
  'sandbox_trades',
  'coupon_templates',
  'customer_coupons',
  'risk_records',
  'order_transfers',
  'merchant_applications',
  'goods_skus',
  'bill_settlements',
  'online_trade_bills',
  'order_renewals',
  'buyout_quotes',
  'buyout_payments',
  'goods',
  'news',
  'sys_users',
] as const;

const DIGEST_QUERY = sql.raw(
  `select ${DIGESTED_TABLES.map((table) => `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${table} r) as ${table}`).join(', ')}`,
);

export async function businessDigest(db: Db): Promise<BusinessSnapshot> {
  const result: unknown = await db.execute(DIGEST_QUERY);
  // PGlite answers { rows }, postgres-js an array of rows.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  const [row] = rows;
  assert.ok(row, 'the digest query answers one row');
  return row;
}
