/**
 * The customers of the commerce bench (bench/commerce.mjs): personal accounts that exist before
 * the shop starts, each with a known password and a balance for a whole run, and the SKU they all
 * rent, with the stock for it. Everything goes through the product server's own code, as real use
 * would: a registration with its texted code, top-ups through the sandbox cashier and its
 * notification (a `recharge` ledger row each), the stock set by the back office's goods save.
 *
 *   npx tsx server/seed/demo/benchCustomers.ts --data-dir <DATA_DIR> [--count 20] [--orders-each 400]
 *     Prepares the folder as the product server does on its start (seed/prepare.ts; SEED_DEMO must
 *     stay on: the SKU comes from the demo catalogue), then the customers and the stock, and prints
 *     the plan as JSON on stdout (progress goes to stderr). Running it again adds only what is missing.
 *
 *   npx tsx server/seed/demo/benchCustomers.ts --data-dir <DATA_DIR> --count 20 --sku <id> --report
 *     After the shop has stopped: those customers' books and the SKU's stock as the database holds
 *     them, as JSON, for the bench to hold against what its clients were told. Nothing is written.
 *
 * With DATABASE_URL instead of --data-dir both work on PostgreSQL. The PGlite folder is locked
 * meanwhile, so a product server cannot open it at the same time.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { and, asc, desc, eq, inArray, isNull, not, notExists, sql } from 'drizzle-orm';
import { PROCUREMENT_ONLY } from '../../domain/orders/eligibility';
import { registerBody, SMS_PURPOSE } from '@/contract/auth';
import { GOODS_LIMITS, goodsSaveBody } from '@/contract/goodsConsole';
import { TOP_UP_MAX, TOP_UP_MIN } from '@/contract/money';
import type { OrderAddress } from '@/contract/orders';
import { ConfigError, parseConfig } from '../../runtime/config';
import { startTopUp } from '../../domain/onlineTrades/announce';
import type { Staff } from '../../domain/staff/scope';
import { goodsEditDocument, saveGoods } from '../../domain/catalog/goodsEditing';
import { findCustomerByPhone, type CustomerAccount } from '../../domain/customers/accounts';
import { registerCustomer } from '../../domain/customers/login';
import { storeSmsCode } from '../../domain/customers/smsCodes';
import { rentNowPreview } from '../../domain/orders/checkout';
import { balanceOf } from '../../domain/payments/ledger';
import { handleTradeNotification } from '../../domain/onlineTrades/notification';
import { HOUR_MS, systemClock } from '../../domain/shared/clock';
import { silentLogger, type Logger } from '../../runtime/log';
import { sandboxPaymentProvider, type SandboxPaymentProvider } from '../../providers/payment';
import type { Db } from '../../db/client';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../../db/dataDirLock';
import { openAndPrepare } from '../prepare';
import { balanceLedger, customers, goods, goodsSkus, leasePlans, payments, rentalOrderItems, rentalOrders, stores, sysUsers } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';

export const BENCH_PASSWORD = 'Bench@2026';
/** 199 0000 0001 …: a block no demo account or test uses, so the bench's accounts are recognised by their number. */
const PHONE_PREFIX = '1990000';
export const BENCH_TERM_MONTHS = 12;
/** Where every bench order goes; the consignee's phone is the customer's own. */
export const BENCH_ADDRESS: Omit<OrderAddress, 'phone'> = { name: '压测客户', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区高新南七道 18 号' };
/** The machine the commands run on, as the registration's sign-in record names it. */
const COMMAND_ADDRESS = '127.0.0.1';
/** Orders each customer can afford, and the SKU hold, unless told otherwise: more than a minute of ordering on a small machine. */
export const DEFAULT_ORDERS_EACH = 400;

export const benchPhone = (index: number) => `${PHONE_PREFIX}${String(index + 1).padStart(4, '0')}`;
const benchPhones = (count: number) => Array.from({ length: count }, (_, index) => benchPhone(index));

export type BenchSku = { skuId: number; goodsId: number; goodsName: string; skuName: string; stock: number };

export type BenchPlan = {
  password: string;
  termMonths: number;
  address: Omit<OrderAddress, 'phone'>;
  sku: BenchSku;
  /** What one order of one unit costs to pay (fen): first month's rent, deposit, freight to the address. */
  payable: number;
  ordersEach: number;
  customers: { phone: string; customerId: number; balance: number; topUps: number }[];
};

/**
 * The SKU the bench rents: the cheapest that anyone may rent for BENCH_TERM_MONTHS months, in a
 * shop other than the demo merchant's (whose workbench demo orders from it), that no order but
 * the bench's names (the demo history's orders, placed when the shop first starts, take the
 * laptops of their stories), so that during a run nothing but the bench moves its stock.
 */
export async function chooseBenchSku(db: Db): Promise<BenchSku> {
  const [row] = await db
    .select({ skuId: goodsSkus.id, goodsId: goods.id, goodsName: goods.name, skuName: goodsSkus.name, stock: goodsSkus.stock })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .innerJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, BENCH_TERM_MONTHS)))
    .where(
      and(
        eq(goods.status, 'on_sale'),
        eq(stores.status, 'open'),
        sql`${stores.slug} <> ${DEMO_ACCOUNTS.merchant.storeSlug}`,
        isNull(goodsSkus.retiredAt),
        not(PROCUREMENT_ONLY),
        notExists(
          db
            .select({ id: rentalOrderItems.id })
            .from(rentalOrderItems)
            .innerJoin(rentalOrders, eq(rentalOrders.id, rentalOrderItems.orderId))
            .innerJoin(customers, eq(customers.id, rentalOrders.customerId))
            .where(and(eq(rentalOrderItems.skuId, goodsSkus.id), sql`${customers.phone} not like ${`${PHONE_PREFIX}%`}`)),
        ),
      ),
    )
    .orderBy(asc(sql`${goodsSkus.deposit} + ${leasePlans.monthlyRent}`), asc(goodsSkus.id))
    .limit(1);
  if (!row) throw new Error('the catalogue has no SKU the bench can rent (run with the demo seed)');
  return row;
}

/** A registration as the form sends it, with the code the phone was texted (stored by the per-phone rules of a sent code). */
async function register(db: Db, phone: string, name: string, now: Date): Promise<CustomerAccount> {
  // The per-address hourly limit of sent codes guards the public door, not an operator's command
  // registering many accounts from one machine; the phone's own cooldown and daily limit still apply.
  const pending = await db.transaction((tx) => storeSmsCode(tx, { phone, purpose: SMS_PURPOSE.register, clientAddress: COMMAND_ADDRESS, now }));
  const body = registerBody.parse({ accountType: 'personal', phone, code: pending.code, passWord: BENCH_PASSWORD, pname: name });
  // The session a registration opens is never used (the bench logs in by password): let it lapse soon.
  const { customer } = await registerCustomer(db, body, { now, clientAddress: COMMAND_ADDRESS, sessionTtlMs: HOUR_MS, userAgent: 'benchCustomers' });
  return customer;
}

/** Top-ups through the cashier until the balance reaches `target`: each paid, then its notification handled, as the shop's own cashier page does. */
async function topUpTo(db: Db, provider: SandboxPaymentProvider, customerId: number, target: number, now: Date, log: Logger): Promise<number> {
  let balance = await balanceOf(db, customerId);
  let topUps = 0;
  while (balance < target) {
    const amount = Math.min(TOP_UP_MAX, Math.max(TOP_UP_MIN, target - balance));
    const trade = await startTopUp(
      db,
      provider,
      { customerId, payer: { channel: 'desktop', clientAddress: COMMAND_ADDRESS } },
      { amount, idempotencyKey: `bench-topup-${randomUUID()}` },
      now,
      log,
    );
    await provider.confirm(trade.tradeNo);
    await handleTradeNotification(db, provider, trade.tradeNo, now, log);
    const after = await balanceOf(db, customerId);
    if (after !== balance + amount) throw new Error(`top-up ${trade.tradeNo} of customer ${customerId} moved the balance from ${balance} to ${after}, not by ${amount}`);
    balance = after;
    topUps += 1;
  }
  return topUps;
}

/** Raises the SKU's stock to `wanted` the way the back office does: its goods saved again by the platform's admin with that one number changed. */
async function stockUpTo(db: Db, sku: BenchSku, wanted: number, now: Date): Promise<number> {
  if (sku.stock >= wanted) return sku.stock;
  const [admin] = await db
    .select({ id: sysUsers.id, role: sysUsers.role, storeId: sysUsers.storeId, username: sysUsers.username, nickName: sysUsers.nickName })
    .from(sysUsers)
    .where(eq(sysUsers.username, DEMO_ACCOUNTS.admin.username));
  if (!admin) throw new Error(`the back office has no ${DEMO_ACCOUNTS.admin.username} to set the stock`);
  const staff: Staff = admin;
  const document = await goodsEditDocument(db, staff, sku.goodsId);
  const input = goodsSaveBody.parse({
    id: document.id,
    name: document.name,
    subtitle: document.subtitle,
    categoryId: document.categoryId,
    brand: document.brand,
    model: document.model,
    condition: document.condition,
    zones: document.zones,
    tags: document.tags,
    images: document.images,
    specs: document.specs,
    description: document.description,
    skus: document.skus.map((row) => ({
      id: row.id,
      name: row.name,
      cpu: row.cpu,
      memory: row.memory,
      storage: row.storage,
      graphics: row.graphics,
      screen: row.screen,
      stock: row.id === sku.skuId ? wanted : row.stock,
      deposit: row.deposit,
      plans: row.plans,
    })),
  });
  await saveGoods(db, staff, input, now);
  const [after] = await db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, sku.skuId));
  return after?.stock ?? 0;
}

/**
 * `count` customers (199 0000 0001 …, password BENCH_PASSWORD), each able to pay `ordersEach`
 * orders of one unit of the bench SKU from the balance, and that SKU with stock for all of them.
 * Accounts already there are kept and topped up only as far as needed.
 */
export async function prepareBenchCustomers(db: Db, options: { count: number; ordersEach: number; provider: SandboxPaymentProvider; now: Date; log?: Logger }): Promise<BenchPlan> {
  const { count, ordersEach, provider, now } = options;
  const log = options.log ?? silentLogger;
  const units = count * ordersEach;
  if (units > GOODS_LIMITS.stockMax) throw new RangeError(`${count} customers × ${ordersEach} orders need ${units} units; a SKU holds at most ${GOODS_LIMITS.stockMax}`);
  const sku = await chooseBenchSku(db);

  const accounts: CustomerAccount[] = [];
  for (const [index, phone] of benchPhones(count).entries()) {
    accounts.push((await findCustomerByPhone(db, phone)) ?? (await register(db, phone, `压测客户${String(index + 1).padStart(2, '0')}`, now)));
  }
  const first = accounts[0];
  if (!first) throw new RangeError('the bench needs at least one customer');
  // Priced as the checkout prices it for these customers and this address (no coupon).
  const { payable } = await rentNowPreview(db, first, { skuId: sku.skuId, termMonths: BENCH_TERM_MONTHS, quantity: 1, province: BENCH_ADDRESS.province }, now);

  const prepared: BenchPlan['customers'] = [];
  for (const account of accounts) {
    const topUps = await topUpTo(db, provider, account.id, payable * ordersEach, now, log);
    prepared.push({ phone: account.phone, customerId: account.id, balance: await balanceOf(db, account.id), topUps });
  }
  const stock = await stockUpTo(db, sku, units, now);
  return { password: BENCH_PASSWORD, termMonths: BENCH_TERM_MONTHS, address: BENCH_ADDRESS, sku: { ...sku, stock }, payable, ordersEach, customers: prepared };
}

export type BenchLedger = { rows: number; sum: number; lastBalanceAfter: number | null; byKind: Record<string, { rows: number; sum: number }> };
export type BenchOrder = { orderNo: string; status: number; payable: number; paid: number; units: number };
export type BenchReport = {
  sku: { skuId: number; stock: number };
  customers: { phone: string; customerId: number; balance: number; ledger: BenchLedger; orders: BenchOrder[] }[];
};

/** The bench customers' balances, ledgers and orders, and the SKU's stock, as the database holds them. */
export async function benchReport(db: Db, options: { count: number; skuId: number }): Promise<BenchReport> {
  const [sku] = await db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, options.skuId));
  if (!sku) throw new Error(`no SKU ${options.skuId}`);
  const people = await db
    .select({ id: customers.id, phone: customers.phone, balance: customers.balance })
    .from(customers)
    .where(inArray(customers.phone, benchPhones(options.count)))
    .orderBy(asc(customers.phone));
  const report: BenchReport['customers'] = [];
  for (const person of people) {
    const rows = await db
      .select({ kind: balanceLedger.kind, amount: balanceLedger.amount, balanceAfter: balanceLedger.balanceAfter })
      .from(balanceLedger)
      .where(eq(balanceLedger.customerId, person.id))
      .orderBy(desc(balanceLedger.id));
    const byKind: BenchLedger['byKind'] = {};
    for (const row of rows) {
      const kind = (byKind[row.kind] ??= { rows: 0, sum: 0 });
      kind.rows += 1;
      kind.sum += row.amount;
    }
    const placed = await db
      .select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo, status: rentalOrders.status, payable: rentalOrders.payable })
      .from(rentalOrders)
      .where(eq(rentalOrders.customerId, person.id))
      .orderBy(asc(rentalOrders.id));
    const ids = placed.map((order) => order.id);
    const [paidRows, unitRows] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .select({ orderId: payments.orderId, paid: sql<number>`sum(${payments.amount})::int` })
              .from(payments)
              .where(and(inArray(payments.orderId, ids), eq(payments.status, 'succeeded')))
              .groupBy(payments.orderId),
            db
              .select({ orderId: rentalOrderItems.orderId, units: sql<number>`sum(${rentalOrderItems.quantity})::int` })
              .from(rentalOrderItems)
              .where(and(inArray(rentalOrderItems.orderId, ids), eq(rentalOrderItems.skuId, options.skuId)))
              .groupBy(rentalOrderItems.orderId),
          ]);
    const paid = new Map(paidRows.map((row) => [row.orderId, row.paid]));
    const units = new Map(unitRows.map((row) => [row.orderId, row.units]));
    const orders = placed.map(({ id, ...order }) => ({ ...order, paid: paid.get(id) ?? 0, units: units.get(id) ?? 0 }));
    report.push({
      phone: person.phone,
      customerId: person.id,
      balance: person.balance,
      ledger: { rows: rows.length, sum: rows.reduce((total, row) => total + row.amount, 0), lastBalanceAfter: rows[0]?.balanceAfter ?? null, byKind },
      orders,
    });
  }
  return { sku: { skuId: options.skuId, stock: sku.stock }, customers: report };
}

const USAGE =
  'usage: npx tsx server/seed/demo/benchCustomers.ts --data-dir <DATA_DIR> [--count 20] [--orders-each 400]\n' +
  '       npx tsx server/seed/demo/benchCustomers.ts --data-dir <DATA_DIR> --count 20 --sku <id> --report\n' +
  '       (or DATABASE_URL=… without --data-dir)';

/** Progress for the operator on stderr: stdout carries only the JSON the bench reads. */
const stderrLogger: Logger = {
  debug: () => {},
  info: (message) => console.error(message),
  warn: (message) => console.error(message),
  error: (message, error) => console.error(message, error ?? ''),
};

function wholeNumber(raw: string | undefined, fallback: number, name: string): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`--${name} must be a whole number above 0, not ${raw}\n${USAGE}`);
  return value;
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      count: { type: 'string' },
      'orders-each': { type: 'string' },
      sku: { type: 'string' },
      report: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const count = wholeNumber(values.count, 20, 'count');
  if (!process.env.DATABASE_URL?.trim() && !values['data-dir']) throw new ConfigError(`Name the PGlite folder with --data-dir, or set DATABASE_URL\n${USAGE}`);
  const config = parseConfig({ ...process.env, ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}) });
  if (values.report && values.sku === undefined) throw new ConfigError(`--report needs the --sku the plan named\n${USAGE}`);
  if (!values.report && !config.seedDemo) throw new ConfigError('The bench rents from the demo catalogue: unset SEED_DEMO=0');

  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    if (values.report && !fs.existsSync(config.dataDir)) throw new ConfigError(`No database at ${config.dataDir}`);
    fs.mkdirSync(config.dataDir, { recursive: true });
    lock = acquireDataDirLock(config.dataDir);
  }
  try {
    const target = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
    // A report reads the folder as the shop left it: no migration, no seed.
    const handle: DatabaseHandle = values.report ? await openDatabase(target) : (await openAndPrepare(config)).handle;
    try {
      if (values.report) {
        console.info(JSON.stringify(await benchReport(handle.db, { count, skuId: wholeNumber(values.sku, 0, 'sku') })));
        return;
      }
      const started = performance.now();
      const provider = sandboxPaymentProvider(handle.db, systemClock, stderrLogger);
      // The cashier's own delivery of each notification comes after ours and is a duplicate.
      provider.onPaid(async (tradeNo) => {
        await handleTradeNotification(handle.db, provider, tradeNo, systemClock.now(), stderrLogger);
      });
      const ordersEach = wholeNumber(values['orders-each'], DEFAULT_ORDERS_EACH, 'orders-each');
      const plan = await prepareBenchCustomers(handle.db, { count, ordersEach, provider, now: systemClock.now(), log: stderrLogger });
      await provider.idle();
      const topUps = plan.customers.reduce((total, customer) => total + customer.topUps, 0);
      console.error(
        `[bench customers] ${count} customers ready (${topUps} top-ups) for SKU ${plan.sku.skuId} (${plan.sku.goodsName} ${plan.sku.skuName}, stock ${plan.sku.stock}, ${plan.payable} fen an order) in ${Math.round(performance.now() - started)} ms`,
      );
      console.info(JSON.stringify(plan));
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

// Run as a command only, not when the test imports the functions above.
if (process.argv[1] && /benchCustomers\.ts$/.test(process.argv[1])) {
  run().catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
}
