/**
 * Everything a refused request must leave as it was: money, carts, orders and their history,
 * bills, payments, trades, coupons, risk decisions, transfers, stock, and which sessions exist
 * (not when they were last seen: any call slides its own). Throttle counters and SMS codes are
 * left out on purpose: refusals may count an attempt.
 */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type BusinessSnapshot = Record<string, string>;

/**
 * Each table a refused request must leave alone, once: a new table adds a line. `columns` when
 * only some columns count (a session's last use slides with every call; a coupon template's
 * remaining count is what a claim changes).
 */
const WATCHED: readonly { table: string; columns?: string }[] = [
  { table: 'customers', columns: 'id, balance, password_hash, phone, verified, credit_line, cname, pname' },
  { table: 'balance_ledger' },
  { table: 'cart_lines' },
  { table: 'rental_orders' },
  { table: 'rental_order_items' },
  { table: 'order_history' },
  { table: 'customer_notifications' },
  { table: 'bills' },
  { table: 'bill_payments' },
  { table: 'payments' },
  { table: 'online_trades' },
  { table: 'sandbox_trades' },
  { table: 'coupon_templates' },
  { table: 'customer_coupons' },
  { table: 'risk_records' },
  { table: 'order_transfers' },
  { table: 'merchant_applications' },
  { table: 'goods' },
  { table: 'goods_skus' },
  { table: 'lease_plans' },
  { table: 'news' },
  { table: 'carousel_slides' },
  { table: 'stores' },
  { table: 'sys_users' },
  { table: 'dict_data' },
  { table: 'site_legal_facts' },
  { table: 'audit_log' },
  { table: 'sessions', columns: 'public_id, kind, customer_id, sys_user_id' },
  // Service requests, and which uploads are claimed.
  { table: 'service_requests' },
  { table: 'service_request_photos' },
  { table: 'service_request_events' },
  { table: 'service_request_messages' },
  { table: 'uploaded_files', columns: 'key, attached_at, store_id' },
  // Shipping and returns.
  { table: 'rental_devices' },
  { table: 'order_shipments' },
  { table: 'order_returns' },
  // The shops' devices and their histories.
  { table: 'store_devices' },
  { table: 'store_device_events' },
  { table: 'login_records' },
  // Verification and the address book.
  { table: 'customer_verifications' },
  { table: 'customer_addresses' },
  // Money after checkout: settlements, online trades of bills, renewals, buyouts.
  { table: 'bill_settlements' },
  { table: 'online_trade_bills' },
  { table: 'order_renewals' },
  { table: 'buyout_quotes' },
  { table: 'buyout_payments' },
  // Automatic payment: agreements (ours and the sandbox provider's) and the due days' attempts.
  { table: 'withholding_agreements' },
  { table: 'withholding_attempts' },
  { table: 'sandbox_agreements' },
  // Invoices.
  { table: 'invoice_settings' },
  { table: 'invoice_titles' },
  { table: 'vat_qualifications' },
  { table: 'invoice_requests' },
  { table: 'invoice_request_items' },
  // The order desk: inspections of returns and their settlement.
  { table: 'order_inspections' },
  // Signed and generated order documents (the bytes are covered by their hash).
  { table: 'order_documents', columns: 'id, document_no, order_id, kind, transfer_id, based_on, sha256' },
];

const rowsOf = ({ table, columns }: (typeof WATCHED)[number]) => `(select ${columns ?? '*'} from ${table})`;

/** One query: each table's rows as JSON (snapshot) or as one md5 (digest), in a fixed order. */
const perTable = (expression: (rows: string) => string) =>
  sql.raw(`select ${WATCHED.map((watched) => `(select ${expression(`${rowsOf(watched)}`)}) as ${watched.table}`).join(', ')}`);

const SNAPSHOT_QUERY = perTable((rows) => `coalesce(json_agg(r order by r::text)::text, '[]') from ${rows} r`);
const DIGEST_QUERY = perTable((rows) => `md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${rows} r`);

async function oneRow(db: Db, query: ReturnType<typeof sql.raw>): Promise<BusinessSnapshot> {
  const result: unknown = await db.execute(query);
  // PGlite answers { rows }, postgres-js an array of rows.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  const [row] = rows;
  assert.ok(row, 'the snapshot query answers one row');
  return row;
}

/** Every watched table's rows, for comparing before and after one refused call. */
export const businessSnapshot = (db: Db) => oneRow(db, SNAPSHOT_QUERY);

/** The same tables as one cheap digest per table, for suites that compare thousands of times. */
export const businessDigest = (db: Db) => oneRow(db, DIGEST_QUERY);

/**
 * What the next transaction to write will be numbered. Every insert, update or delete is done by a
 * transaction that has been given a number, so while this stays the same nothing was written.
 */
async function nextTransactionId(db: Db): Promise<string> {
  const [row] = Object.values(await oneRow(db, sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as next')));
  assert.ok(row !== undefined);
  return row;
}

/**
 * Watches the business tables across many requests: `changed()` names the tables that changed
 * since the last look. The digest is read again only when some transaction wrote in between, so a
 * suite that looks after each of thousands of refused requests hashes the tables only after the
 * few that wrote something (a throttle counter, an SMS code), not after every one.
 */
export async function watchBusiness(db: Db): Promise<{ changed(): Promise<string[]> }> {
  // The number is read before the digest: a write landing between the two shows as a new number.
  let lastWriter = await nextTransactionId(db);
  let known = await businessDigest(db);
  return {
    async changed() {
      const writer = await nextTransactionId(db);
      if (writer === lastWriter) return [];
      lastWriter = writer;
      const now = await businessDigest(db);
      const changed = changedTables(known, now);
      known = now;
      return changed;
    },
  };
}

/** The tables that differ, each named, so a failure says what a refused request changed. */
export function changedTables(before: BusinessSnapshot, after: BusinessSnapshot): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}

export function assertNothingChanged(before: BusinessSnapshot, after: BusinessSnapshot, what: string): void {
  assert.deepEqual(changedTables(before, after), [], `${what} changed the database`);
}
