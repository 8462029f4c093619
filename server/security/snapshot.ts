/**
 * Everything a refused request must leave as it was: money, carts, orders and their history,
 * bills, payments, trades, coupons, risk decisions, transfers, stock, and which sessions exist
 * (not when they were last seen: any call slides its own). Throttle counters and SMS codes are
 * left out on purpose: refusals may count an attempt.
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
  customerAddresses,
  customerCoupons,
  customerNotifications,
  customers,
  customerVerifications,
  goodsSkus,
  invoiceRequestItems,
  invoiceRequests,
  invoiceSettings,
  invoiceTitles,
  onlineTradeBills,
  onlineTrades,
  orderHistory,
  orderRenewals,
  orderTransfers,
  orderReturns,
  orderShipments,
  payments,
  rentalDevices,
  rentalOrderItems,
  rentalOrders,
  riskRecords,
  sandboxTrades,
  serviceRequestEvents,
  serviceRequestMessages,
  serviceRequestPhotos,
  serviceRequests,
  sessions,
  uploadedFiles,
  vatQualifications,
} from '../db/schema';

export type BusinessSnapshot = Record<string, string>;

/** Each table a refused request must leave alone, read in a fixed order. A new table adds a line. */
const TABLES: Record<string, (db: Db) => Promise<unknown[]>> = {
  customerRows: (db) => db.select({ id: customers.id, balance: customers.balance, passwordHash: customers.passwordHash, phone: customers.phone, verified: customers.verified, creditLine: customers.creditLine }).from(customers).orderBy(asc(customers.id)),
  ledger: (db) => db.select().from(balanceLedger).orderBy(asc(balanceLedger.id)),
  carts: (db) => db.select().from(cartLines).orderBy(asc(cartLines.id)),
  orders: (db) => db.select().from(rentalOrders).orderBy(asc(rentalOrders.id)),
  items: (db) => db.select().from(rentalOrderItems).orderBy(asc(rentalOrderItems.id)),
  history: (db) => db.select().from(orderHistory).orderBy(asc(orderHistory.id)),
  notifications: (db) => db.select().from(customerNotifications).orderBy(asc(customerNotifications.id)),
  billRows: (db) => db.select().from(bills).orderBy(asc(bills.id)),
  billPaymentRows: (db) => db.select().from(billPayments).orderBy(asc(billPayments.id)),
  paymentRows: (db) => db.select().from(payments).orderBy(asc(payments.id)),
  trades: (db) => db.select().from(onlineTrades).orderBy(asc(onlineTrades.id)),
  sandbox: (db) => db.select().from(sandboxTrades).orderBy(asc(sandboxTrades.tradeNo)),
  templates: (db) => db.select({ id: couponTemplates.id, remaining: couponTemplates.remaining }).from(couponTemplates).orderBy(asc(couponTemplates.id)),
  coupons: (db) => db.select().from(customerCoupons).orderBy(asc(customerCoupons.id)),
  risks: (db) => db.select().from(riskRecords).orderBy(asc(riskRecords.id)),
  transfers: (db) => db.select().from(orderTransfers).orderBy(asc(orderTransfers.id)),
  skus: (db) => db.select({ id: goodsSkus.id, stock: goodsSkus.stock }).from(goodsSkus).orderBy(asc(goodsSkus.id)),
  sessionRows: (db) => db.select({ publicId: sessions.publicId, kind: sessions.kind, customerId: sessions.customerId, sysUserId: sessions.sysUserId }).from(sessions).orderBy(asc(sessions.publicId)),
  // Service requests, and which uploads are claimed.
  serviceRows: (db) => db.select().from(serviceRequests).orderBy(asc(serviceRequests.id)),
  servicePhotos: (db) => db.select().from(serviceRequestPhotos).orderBy(asc(serviceRequestPhotos.id)),
  serviceEvents: (db) => db.select().from(serviceRequestEvents).orderBy(asc(serviceRequestEvents.id)),
  serviceMessages: (db) => db.select().from(serviceRequestMessages).orderBy(asc(serviceRequestMessages.id)),
  uploads: (db) => db.select({ key: uploadedFiles.key, attachedAt: uploadedFiles.attachedAt }).from(uploadedFiles).orderBy(asc(uploadedFiles.id)),
  // Shipping and returns.
  devices: (db) => db.select().from(rentalDevices).orderBy(asc(rentalDevices.id)),
  shipments: (db) => db.select().from(orderShipments).orderBy(asc(orderShipments.id)),
  returns: (db) => db.select().from(orderReturns).orderBy(asc(orderReturns.id)),
  // Verification and the address book.
  verifications: (db) => db.select().from(customerVerifications).orderBy(asc(customerVerifications.id)),
  addresses: (db) => db.select().from(customerAddresses).orderBy(asc(customerAddresses.id)),
  // Money after checkout: settlements, online trades of bills, renewals, buyouts.
  settlements: (db) => db.select().from(billSettlements).orderBy(asc(billSettlements.id)),
  tradeBills: (db) => db.select().from(onlineTradeBills).orderBy(asc(onlineTradeBills.id)),
  renewals: (db) => db.select().from(orderRenewals).orderBy(asc(orderRenewals.id)),
  quotes: (db) => db.select().from(buyoutQuotes).orderBy(asc(buyoutQuotes.id)),
  buyouts: (db) => db.select().from(buyoutPayments).orderBy(asc(buyoutPayments.id)),
  // Invoices.
  invoiceSettingRows: (db) => db.select().from(invoiceSettings).orderBy(asc(invoiceSettings.customerId)),
  titleRows: (db) => db.select().from(invoiceTitles).orderBy(asc(invoiceTitles.id)),
  qualificationRows: (db) => db.select().from(vatQualifications).orderBy(asc(vatQualifications.id)),
  requestRows: (db) => db.select().from(invoiceRequests).orderBy(asc(invoiceRequests.id)),
  requestItemRows: (db) => db.select().from(invoiceRequestItems).orderBy(asc(invoiceRequestItems.id)),
};

export async function businessSnapshot(db: Db): Promise<BusinessSnapshot> {
  const entries = await Promise.all(Object.entries(TABLES).map(async ([name, read]) => [name, JSON.stringify(await read(db))] as const));
  return Object.fromEntries(entries);
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
  'service_requests',
  'service_request_photos',
  'service_request_events',
  'service_request_messages',
  'uploaded_files',
  'invoice_settings',
  'invoice_titles',
  'vat_qualifications',
  'invoice_requests',
  'invoice_request_items',
  'rental_devices',
  'order_shipments',
  'order_returns',
  'login_records',
  'customer_verifications',
  'customer_addresses',
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
