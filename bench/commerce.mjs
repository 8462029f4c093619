// The commerce path under load: customers at once log in, add to the cart, order and pay by
// balance, over and over, through the storefront's /prod-api door as a browser does (a cookie jar
// each, the shop's Origin on every call). Reports orders per second, the p50/p99 of a whole
// iteration and of each step, and every failure; then, with the shop stopped, holds the database
// to what the clients were told: each balance and ledger, the paid orders, the SKU's stock.
// The customers exist before the shop starts (prepareCommerce, server/seed/demo/benchCustomers.ts).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { percentile, round } from './stats.mjs';

const CLI = ['node_modules/tsx/dist/cli.mjs', 'server/seed/demo/benchCustomers.ts'];
/** A desktop browser's: the product server keeps it on each session and sign-in record. */
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CALL_TIMEOUT_MS = 60_000;
/** The order statuses that are not (or no longer) paid: 待支付, 已取消, 已关闭. */
const UNPAID_STATUSES = new Set([0, 9, 10]);
const STEPS = [
  { key: 'login', name: 'log in (paLogin)' },
  { key: 'cart', name: 'add to cart (addCarGoods)' },
  { key: 'order', name: 'place the order (addOrder)' },
  { key: 'pay', name: 'pay by balance (yezf)' },
];

/** Runs the customers' command; answers its stdout's last line as JSON (it logs to stderr). */
export function benchCustomers(args, root = process.cwd(), env = {}) {
  return new Promise((resolve, reject) => {
    // process.execPath: the Node that runs the bench (24, through npm), not the machine's.
    const child = spawn(process.execPath, [...CLI, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`benchCustomers.ts ${args.join(' ')} exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
      } catch (error) {
        reject(new Error(`benchCustomers.ts answered no JSON: ${error.message}`));
      }
    });
  });
}

/** Before the shop starts on `dataDir`: the customers, their balances and the SKU's stock. Answers the plan. */
export async function prepareCommerce({ dataDir, customers = 20, root = process.cwd() }) {
  console.info(`[bench] preparing ${customers} commerce customers in ${dataDir}`);
  return benchCustomers(['--data-dir', dataDir, '--count', String(customers)], root);
}

/** The cookies a browser would keep for the shop: what Set-Cookie gives, until it expires them. */
export class CookieJar {
  #cookies = new Map();

  keep(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = value === '' || attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * `unanswered`: the shop never said whether the call happened: no answer came, a proxy answered
 * 502–504, the door could not reach a product server (后端接口连接异常), or the product server failed
 * inside (系统繁忙，请稍后再试, server/domain/shared/refusal.ts). Anything else is the shop's answer.
 */
export class StepFailure extends Error {
  constructor(message, unanswered) {
    super(message);
    this.unanswered = unanswered;
  }
}

const UNANSWERED_MESSAGES = new Set(['后端接口连接异常', '系统繁忙，请稍后再试']);

/** One POST through the door from a page of the shop; answers the envelope, or throws when it is not code 200. */
export async function post(base, jar, path, body, { page, anonymous = false }) {
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json;charset=utf-8',
    origin: base,
    referer: `${base}${page}`,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    'user-agent': USER_AGENT,
  };
  if (jar.header) headers.cookie = jar.header;
  // The shop's login calls say they need no session (lib/api/browser/account.ts).
  if (anonymous) headers.isToken = 'false';
  let response;
  try {
    response = await fetch(`${base}/prod-api/${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new StepFailure(`${path}: ${error.name === 'TimeoutError' ? `no answer in ${CALL_TIMEOUT_MS / 1000} s` : error.message}`, true);
  }
  jar.keep(response);
  const envelope = await response.json().catch(() => null);
  if (response.status !== 200 || envelope?.code !== 200) {
    const unanswered = response.status >= 502 || envelope === null || UNANSWERED_MESSAGES.has(envelope.msg);
    throw new StepFailure(`${path}: HTTP ${response.status}, ${envelope ? `${envelope.code} ${envelope.msg}` : 'no JSON'}`, unanswered);
  }
  return envelope;
}

/**
 * A call with an idempotency key, asked again with the same key while the shop has not answered
 * (a replica died under it, the database restarted): as a browser's retry would, it never makes a
 * second order or payment, and in the end the client knows what happened. Gives up after `patienceMs`.
 */
async function untilAnswered(call, patienceMs, cut) {
  const deadline = performance.now() + patienceMs;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof StepFailure) || !error.unanswered || performance.now() > deadline) throw error;
      cut?.push(error.message);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * One customer's loop until `deadline`: what it was told, and how long each step took. With
 * `patienceMs`, an order or payment the shop did not answer is asked again with its key (the fault
 * tests), and what each unanswered try said goes into `cut`; without, it is an error.
 */
export async function customerLoop({ base, plan, customer, deadline, timings, errors, told, patienceMs = 0, cut }) {
  const jar = new CookieJar();
  const address = { ...plan.address, phone: customer.phone };
  const timed = async (step, run) => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timings?.[step].push(performance.now() - started);
    }
  };
  do {
    const started = performance.now();
    let step = 'login';
    try {
      await timed('login', () => post(base, jar, 'api/register/reg/paLogin', { phone: customer.phone, passWord: plan.password }, { page: '/login', anonymous: true }));
      step = 'cart';
      const line = await timed('cart', () =>
        post(base, jar, 'api/wCar/addCarGoods', { skuId: plan.sku.skuId, termMonths: plan.termMonths, quantity: 1 }, { page: `/details?id=${plan.sku.goodsId}` }),
      );
      step = 'order';
      const orderKey = randomUUID();
      const order = await timed('order', () =>
        untilAnswered(
          () => post(base, jar, 'api/wOrder/addOrder', { cartLineIds: [line.data.id], address, idempotencyKey: orderKey }, { page: `/order?ids=${line.data.id}` }),
          patienceMs,
          cut,
        ),
      );
      // Usually one unit; two when an earlier add to the cart went through unanswered (a fault test's
      // kill) and this one joined its line: the order's payable tells.
      told.placed.push({ orderNo: order.data.orderNo, units: order.data.payable / plan.payable });
      step = 'pay';
      const paymentKey = randomUUID();
      const payment = await timed('pay', () =>
        untilAnswered(
          () => post(base, jar, 'api/wOrder/yezf', { orderNo: order.data.orderNo, idempotencyKey: paymentKey }, { page: `/immediatelyPay?orderNo=${order.data.orderNo}` }),
          patienceMs,
          cut,
        ),
      );
      told.paid.push({ orderNo: order.data.orderNo, amount: payment.data.amount });
      timings?.iteration.push(performance.now() - started);
    } catch (error) {
      if (!(error instanceof StepFailure)) throw error;
      errors.push({ phone: customer.phone, step, message: error.message, unanswered: error.unanswered });
    }
  } while (performance.now() < deadline);
}

/** The SKU's stock as the product server answers the product page (read beside the door: arrangement, not load). */
export async function stockNow(productApi, plan) {
  const response = await fetch(`${productApi}/api/wGoods/productDetails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: plan.sku.goodsId }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const envelope = await response.json();
  const sku = envelope.data?.skus?.find((row) => row.id === plan.sku.skuId);
  if (!sku) throw new Error(`the product server does not show SKU ${plan.sku.skuId}: ${envelope.msg}`);
  return sku.stock;
}

/**
 * What the database holds against what the clients were told: for each customer, the balance is
 * the starting one less what its paid orders cost, the ledger adds up to it (the top-ups, one
 * payment row per paid order, nothing else), the orders the database has paid are exactly those the
 * clients were told were paid and it has no order they were not told of; the SKU's stock is what
 * it was when the load began less the units ordered.
 */
export function checkBooks(plan, told, report, stockBefore) {
  const problems = [];
  let ledgersExact = 0;
  for (const customer of plan.customers) {
    const mine = told.get(customer.phone);
    const row = report.customers.find((candidate) => candidate.phone === customer.phone);
    if (!row) {
      problems.push(`${customer.phone}: not in the database`);
      continue;
    }
    const before = problems.length;
    const spent = mine.paid.reduce((total, payment) => total + payment.amount, 0);
    if (row.balance !== customer.balance - spent) problems.push(`${customer.phone}: balance ${row.balance}, expected ${customer.balance} − ${spent}`);
    if (row.ledger.sum !== row.balance || row.ledger.lastBalanceAfter !== row.balance) {
      problems.push(`${customer.phone}: ledger sums to ${row.ledger.sum}, last balance ${row.ledger.lastBalanceAfter}, balance ${row.balance}`);
    }
    const { recharge, payment, ...others } = row.ledger.byKind;
    if ((recharge?.sum ?? 0) !== customer.balance) problems.push(`${customer.phone}: top-ups ${recharge?.sum ?? 0}, the plan says ${customer.balance}`);
    if ((payment?.rows ?? 0) !== mine.paid.length || (payment?.sum ?? 0) !== -spent) {
      problems.push(`${customer.phone}: ${payment?.rows ?? 0} payment rows of ${payment?.sum ?? 0}, told ${mine.paid.length} payments of ${spent}`);
    }
    if (Object.keys(others).length > 0) problems.push(`${customer.phone}: other ledger rows ${JSON.stringify(others)}`);
    const inDatabase = new Map(row.orders.map((order) => [order.orderNo, order]));
    const placed = new Set(mine.placed.map((order) => order.orderNo));
    for (const order of row.orders) if (!placed.has(order.orderNo)) problems.push(`${customer.phone}: order ${order.orderNo} (status ${order.status}) nobody was told of`);
    for (const orderNo of placed) if (!inDatabase.has(orderNo)) problems.push(`${customer.phone}: order ${orderNo} placed but not in the database`);
    const paid = new Map(mine.paid.map((payment) => [payment.orderNo, payment.amount]));
    for (const order of row.orders) {
      const amount = paid.get(order.orderNo);
      if (amount === undefined && order.paid > 0) problems.push(`${customer.phone}: order ${order.orderNo} paid in the database (${order.paid}, status ${order.status}), not told`);
      if (amount !== undefined && (order.paid !== amount || UNPAID_STATUSES.has(order.status)))
        problems.push(`${customer.phone}: order ${order.orderNo} told paid ${amount}, database ${order.paid} (status ${order.status})`);
    }
    if (problems.length === before) ledgersExact += 1;
  }
  const units = [...told.values()].reduce((total, mine) => total + mine.placed.reduce((sum, order) => sum + order.units, 0), 0);
  const stockExact = report.sku.stock === stockBefore - units;
  if (!stockExact) problems.push(`stock ${report.sku.stock}, expected ${stockBefore} − ${units}`);
  const ledgerExact = ledgersExact === plan.customers.length && report.customers.length === plan.customers.length;
  return { ledgerExact, ledgersExact, stockExact, units, problems };
}

/**
 * `customers` customers of `plan` (prepareCommerce, before the shop started) loop for `seconds`
 * through the storefront at `base`; then `stopShop` stops the shop and the database in `dataDir`
 * is read back (benchCustomers.ts --report) and held to what the clients were told.
 */
export async function measureCommerce({ base, productApi, dataDir, seconds = 60, customers = 20, plan, stopShop, root = process.cwd() }) {
  if (typeof stopShop !== 'function') throw new Error("measureCommerce reads the books back from the stopped shop's folder: pass stopShop");
  const people = plan.customers.slice(0, customers);
  if (people.length < customers) throw new Error(`the plan has ${plan.customers.length} customers, not ${customers}`);
  const told = new Map(people.map((customer) => [customer.phone, { placed: [], paid: [] }]));
  const warmUpErrors = [];
  const errors = [];
  const timings = Object.fromEntries([...STEPS.map((step) => [step.key, []]), ['iteration', []]]);

  const stockBefore = await stockNow(productApi, plan);
  // One untimed round each first (the door's route and the JIT warm up); its orders count in the books.
  await Promise.all(people.map((customer) => customerLoop({ base, plan, customer, deadline: 0, timings: null, errors: warmUpErrors, told: told.get(customer.phone) })));
  console.info(`[bench] commerce: ${people.length} customers for ${seconds} s`);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(people.map((customer) => customerLoop({ base, plan, customer, deadline, timings, errors, told: told.get(customer.phone) })));
  const elapsed = (performance.now() - started) / 1000;

  await stopShop();
  const report = await benchCustomers(['--data-dir', dataDir, '--count', String(plan.customers.length), '--sku', String(plan.sku.skuId), '--report'], root);
  const books = checkBooks({ ...plan, customers: people }, told, { ...report, customers: report.customers.filter((row) => told.has(row.phone)) }, stockBefore);

  const orders = timings.iteration.length;
  const failed = errors.length + warmUpErrors.length;
  const rate = orders / elapsed;
  const ms = (values) => `p50 ${percentile(values, 50)} ms, p99 ${percentile(values, 99)} ms`;
  const byStep = Object.fromEntries(STEPS.map((step) => [step.key, errors.filter((error) => error.step === step.key).length]));
  const raw = {
    customers: people.length,
    seconds: elapsed,
    orders,
    ordersPerSecond: rate,
    iteration: { p50: percentile(timings.iteration, 50), p99: percentile(timings.iteration, 99), count: orders },
    steps: Object.fromEntries(
      STEPS.map((step) => [
        step.key,
        { p50: percentile(timings[step.key], 50), p99: percentile(timings[step.key], 99), count: timings[step.key].length, failed: byStep[step.key] },
      ]),
    ),
    errors: errors.slice(0, 50),
    warmUpErrors: warmUpErrors.slice(0, 50),
    stock: { before: stockBefore, after: report.sku.stock, prepared: plan.sku.stock, unitsOrdered: books.units },
    books,
  };
  const goal = 'none failed; ledger and stock exact after';
  const rows = [
    {
      part: 'commerce',
      what: `${people.length} customers: log in, add to cart, order, pay by balance (${Math.round(elapsed)} s)`,
      value: `${round(rate)} orders/s (${orders}), iteration ${ms(timings.iteration)}, ${failed} failed`,
      reference: '',
      ratio: '',
      goal,
      holds: failed === 0 && books.ledgerExact && books.stockExact,
      raw,
    },
    ...STEPS.map((step) => ({
      part: 'commerce',
      what: `step: ${step.name}`,
      value: `${ms(timings[step.key])} (${timings[step.key].length} calls)${byStep[step.key] ? `, ${byStep[step.key]} failed` : ''}`,
      reference: '',
      ratio: '',
      goal: 'none failed',
      holds: byStep[step.key] === 0,
      raw: raw.steps[step.key],
    })),
    {
      part: 'commerce',
      what: 'the books after the run (database read back)',
      value:
        `balances and ledgers exact for ${books.ledgersExact} of ${people.length} customers; ` +
        `${[...told.values()].reduce((total, mine) => total + mine.paid.length, 0)} paid orders told; ` +
        `stock ${stockBefore} → ${report.sku.stock} for ${books.units} units ordered` +
        (books.problems.length ? `; ${books.problems.length} problems, first: ${books.problems[0]}` : ''),
      reference: '',
      ratio: '',
      goal: 'ledger and stock exact',
      holds: books.ledgerExact && books.stockExact,
      raw: books,
    },
  ];
  for (const error of [...warmUpErrors, ...errors].slice(0, 5)) console.warn(`[bench] commerce failure: ${error.phone} ${error.step}: ${error.message}`);
  return rows;
}
