// Faults under load on the running cluster (docs/scale-out.md): kill -9 of a product server and
// then of a storefront, and a PostgreSQL restart, while customers browse, order and pay through
// nginx. Afterwards every balance, ledger row, paid order and unit of stock in the database is
// what the clients were told (bench/commerce.mjs's checkBooks), and each process is back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PUBLIC_PAGES } from '../../scripts/public-pages.mjs';
import { benchCustomers, checkBooks, customerLoop, stockNow } from '../../bench/commerce.mjs';

/** The plan's first customers (suite.cluster.mjs) put the load on; the proofs use later ones. */
export const FAULT_CUSTOMERS = 6;
/**
 * What a customer may meet while a piece is down: the catalogue's words for "try again", a proxy's
 * 502–504, or an answer cut off mid-body by the kill (its headers had left, its JSON had not: a
 * browser sees a network error). Never a refusal or a wrong answer.
 */
const CLEAN_FAILURES = /后端接口连接异常|系统繁忙，请稍后再试|HTTP 50[234]|HTTP 200, no JSON$/;
const BROWSED = PUBLIC_PAGES.map((page) => page.path);

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pages fetched through nginx in a loop until `stop()`: each answer's time and status. */
function browse(base) {
  const seen = [];
  let running = true;
  const loops = Array.from({ length: 4 }, async (_, worker) => {
    for (let index = worker; running; index += 1) {
      const path = BROWSED[index % BROWSED.length];
      const at = performance.now();
      // A page whose body the kill cut off mid-way counts as not answered (0), like one never answered.
      const status = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) })
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0);
      seen.push({ at, status, path });
    }
  });
  return {
    seen,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export function faultTests(the) {
  const state = { plan: null, told: null, stockBefore: 0, errors: [] };

  async function underLoad(during) {
    const { cluster, plan } = the();
    if (!state.plan) {
      state.plan = { ...plan, customers: plan.customers.slice(0, FAULT_CUSTOMERS) };
      state.told = new Map(state.plan.customers.map((customer) => [customer.phone, { placed: [], paid: [] }]));
      state.stockBefore = await stockNow(cluster.productServerUrls[0], state.plan);
    }
    const errors = [];
    const cut = [];
    const browsing = browse(cluster.shopUrl);
    let loading = true;
    const loops = state.plan.customers.map(async (customer) => {
      // One iteration at a time (deadline 0), each call that goes unanswered asked again with its key.
      while (loading)
        await customerLoop({
          base: cluster.shopUrl,
          plan: state.plan,
          customer,
          deadline: 0,
          timings: null,
          errors,
          told: state.told.get(customer.phone),
          patienceMs: 60_000,
          cut,
        });
    });
    const events = await during();
    loading = false;
    await Promise.all(loops);
    await browsing.stop();
    state.errors.push(...errors);
    return { errors, cut, browsed: browsing.seen, events };
  }

  async function booksExact() {
    const { cluster, plan } = the();
    const report = await benchCustomers(['--count', String(plan.customers.length), '--sku', String(plan.sku.skuId), '--report'], process.cwd(), {
      DATABASE_URL: cluster.databaseUrl,
    });
    const mine = report.customers.filter((row) => state.told.has(row.phone));
    const books = checkBooks(state.plan, state.told, { ...report, customers: mine }, state.stockBefore);
    assert.deepEqual(books.problems, []);
    const orders = [...state.told.values()].reduce((total, mine) => total + mine.paid.length, 0);
    assert.ok(orders > 0, 'orders were paid under load');
    return { orders, units: books.units };
  }

  test('kill -9 of a product server and then of a storefront under load: nginx routes around, nothing acknowledged is lost, both come back', { timeout: 300_000 }, async (t) => {
    const { cluster } = the();
    const { errors, cut, browsed, events } = await underLoad(async () => {
      await pause(4000);
      const productKilled = performance.now();
      await cluster.kill('product-server-1', 'SIGKILL');
      await cluster.ready('product-server-1');
      const productBack = performance.now();
      await pause(3000);
      const storefrontKilled = performance.now();
      await cluster.kill('storefront-1', 'SIGKILL');
      await cluster.ready('storefront-1');
      const storefrontBack = performance.now();
      await pause(4000);
      return { productKilled, productBack, storefrontKilled, storefrontBack };
    });
    // Every call the kill cut was told a clean "try again", and asked again with its key.
    for (const message of [...cut, ...errors.map((error) => error.message)]) assert.match(message, CLEAN_FAILURES);
    // Browsing: nginx passes a page nobody answered to the other storefront; 5 s after each kill every page answers.
    const failedAfter = browsed.filter(
      (page) => page.status !== 200 && ((page.at > events.productKilled + 5000 && page.at < events.storefrontKilled) || page.at > events.storefrontKilled + 5000),
    );
    assert.deepEqual(failedAfter, []);
    const books = await booksExact();
    // The restarted processes serve again.
    const replicas = new Set();
    for (let index = 0; index < 12; index += 1) replicas.add((await fetch(`${cluster.shopUrl}/health`)).headers.get('x-replica'));
    assert.deepEqual(replicas, new Set(['storefront-1', 'storefront-2']));
    t.diagnostic(
      `kill -9: ${books.orders} orders paid in all, ${cut.length} calls cut and asked again, ${errors.length} failed, ${browsed.length} pages (${browsed.filter((page) => page.status !== 200).length} not 200); product server back in ${Math.round(events.productBack - events.productKilled)} ms, storefront in ${Math.round(events.storefrontBack - events.storefrontKilled)} ms`,
    );
    the().figures.kill = {
      ...books,
      cutCalls: cut.length,
      failedCalls: errors.length,
      pages: browsed.length,
      pagesNot200: browsed.filter((page) => page.status !== 200).length,
      productBackMs: Math.round(events.productBack - events.productKilled),
      storefrontBackMs: Math.round(events.storefrontBack - events.storefrontKilled),
    };
  });

  test('PostgreSQL restarted under load: the product servers reconnect by themselves, failures are clean, nothing is half-applied', { timeout: 300_000 }, async (t) => {
    const { cluster } = the();
    const pids = ['product-server-1', 'product-server-2'].map((name) => cluster.pid(name));
    const { errors, cut, events } = await underLoad(async () => {
      await pause(4000);
      const restarting = performance.now();
      cluster.postgres.restart('fast');
      const restarted = performance.now();
      await pause(6000);
      return { restarting, restarted };
    });
    for (const message of [...cut, ...errors.map((error) => error.message)]) assert.match(message, CLEAN_FAILURES);
    const books = await booksExact();
    // The same processes, answering again: nobody restarted them.
    assert.deepEqual(
      ['product-server-1', 'product-server-2'].map((name) => cluster.pid(name)),
      pids,
    );
    for (const server of cluster.productServerUrls) assert.equal((await fetch(`${server}/health`)).status, 200);
    t.diagnostic(
      `PostgreSQL restart: ${Math.round(events.restarted - events.restarting)} ms down, ${cut.length} calls cut and asked again (${[...new Set(cut.map((message) => message.replace(/^[^:]*: /, '')))].join('; ') || 'none'}), ${errors.length} failed, ${books.orders} orders paid in all`,
    );
    the().figures.postgres = { ...books, cutCalls: cut.length, failedCalls: errors.length, restartMs: Math.round(events.restarted - events.restarting) };
  });
}
