// `npm run soak` (not part of `npm test`): the cluster (scripts/cluster/) from nothing, then mixed
// traffic through nginx for ten minutes: customers browsing the public pages, searching, and
// ordering and paying by balance; a merchant paging through the console's goods and orders. Every
// 10 s it reads each process's memory (proportional set size; a process with children, nginx and
// PostgreSQL, counted with them); per minute, the p99 of every answer and the 5xx count. After warm-up (the
// first two minutes) each process's memory must be flat: the least-squares slope is reported.
// The books are checked as the commerce bench's are. Writes the "soak" section of bench/results.md.
//   npm run soak [-- --minutes 10] [--warm-up 2]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PUBLIC_PAGES } from '../scripts/public-pages.mjs';
import { ensureClusterPackages, startCluster } from '../scripts/cluster/cluster.mjs';
import { consoleLogin } from '../test/cluster/client.mjs';
import { benchCustomers, checkBooks, customerLoop, stockNow } from './commerce.mjs';
import { writeResultsSection } from './results-file.mjs';
import { KEYWORDS } from './search.mjs';
import { machineDescription, percentile, round } from './stats.mjs';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' }, 'warm-up': { type: 'string', default: '2' } } });
const minutes = Number(values.minutes);
const warmUpMinutes = Number(values['warm-up']);
const root = process.cwd();
const CUSTOMERS = 8;
const BROWSERS = 4;
const SEARCHERS = 2;
const ORDERS_EACH = 1200;

ensureClusterPackages();
if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('dist/server/main.mjs')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const dir = path.join(os.tmpdir(), `zulin-soak-${process.pid}`);
const cluster = await startCluster({ dir, fresh: true, env: { DEV_OUTBOX: '1' } });
// Stock and balances for about 9 orders a second for the whole run.
const plan = await benchCustomers(['--count', String(CUSTOMERS), '--orders-each', String(ORDERS_EACH)], root, { DATABASE_URL: cluster.databaseUrl });
const stockBefore = await stockNow(cluster.productServerUrls[0], plan);
const told = new Map(plan.customers.map((customer) => [customer.phone, { placed: [], paid: [] }]));

const started = performance.now();
const deadline = started + minutes * 60_000;
const minuteOf = (at) => Math.floor((at - started) / 60_000);
/** Every answer's minute, latency and status (0: none came). */
const answers = [];
const note = (at, status, url) => answers.push({ minute: minuteOf(at), ms: performance.now() - at, status, url });

async function timedFetch(url, init) {
  const at = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    note(at, response.status, url);
  } catch {
    note(at, 0, url);
  }
}

// Each process's memory, children included, every 10 s.
const PROCESSES = ['product-server-1', 'product-server-2', 'storefront-1', 'storefront-2', 'redis', 'nginx', 'postgres'];
const samples = Object.fromEntries(PROCESSES.map((name) => [name, []]));
function childrenOf() {
  const map = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(parent, [...(map.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}
/**
 * Proportional set size (each shared page divided among the processes that map it), so that
 * PostgreSQL's backends, which all map the same shared buffers, are not counted once each.
 */
function pssOfTree(pid, children) {
  let kib = 0;
  try {
    kib = Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
  for (const child of children.get(pid) ?? []) kib += pssOfTree(child, children);
  return kib;
}
// The Node processes' own view: the JavaScript heap in use and the memory outside it (buffers), from their /metrics.
const NODE_PROCESSES = ['product-server-1', 'product-server-2', 'storefront-1', 'storefront-2'];
const heapSamples = Object.fromEntries(NODE_PROCESSES.map((name) => [name, { heap: [], external: [] }]));
async function sampleHeaps(at) {
  await Promise.all(
    NODE_PROCESSES.map(async (name) => {
      const text = await fetch(`${cluster.urlOf(name)}/metrics`).then(
        (answer) => answer.text(),
        () => '',
      );
      const read = (metric) => Number(new RegExp(`^${metric} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) / 2 ** 20;
      heapSamples[name].heap.push({ at, mib: read('nodejs_heap_size_used_bytes') });
      heapSamples[name].external.push({ at, mib: read('nodejs_external_memory_bytes') });
    }),
  );
}
const postmaster = () => Number(fs.readFileSync(path.join(dir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
const sampler = setInterval(() => {
  const children = childrenOf();
  const at = (performance.now() - started) / 60_000;
  for (const name of PROCESSES) {
    const pid = name === 'postgres' ? postmaster() : cluster.pid(name);
    samples[name].push({ at, mib: pssOfTree(pid, children) / 1024 });
  }
  void sampleHeaps(at);
}, 10_000);

const commerceErrors = [];
const cut = [];
const commerce = plan.customers.map(async (customer) => {
  while (performance.now() < deadline) {
    const at = performance.now();
    const errors = [];
    await customerLoop({ base: cluster.shopUrl, plan, customer, deadline: 0, timings: null, errors, told: told.get(customer.phone), patienceMs: 60_000, cut });
    answers.push({ minute: minuteOf(at), ms: performance.now() - at, status: errors.length ? 500 : 200, iteration: true });
    commerceErrors.push(...errors);
  }
});
const browsing = Array.from({ length: BROWSERS }, async (_, worker) => {
  for (let index = worker; performance.now() < deadline; index += 1) await timedFetch(`${cluster.shopUrl}${PUBLIC_PAGES[index % PUBLIC_PAGES.length].path}`);
});
const searching = Array.from({ length: SEARCHERS }, async (_, worker) => {
  for (let index = worker; performance.now() < deadline; index += 1) {
    const keyword = encodeURIComponent(KEYWORDS[index % KEYWORDS.length]);
    await timedFetch(index % 2 ? `${cluster.shopUrl}/list?keyword=${keyword}` : `${cluster.apiUrl}/api/wGoods/search?keyword=${keyword}&limit=20`);
  }
});
const staff = await consoleLogin({
  captchaVia: cluster.shopUrl,
  loginVia: cluster.shopUrl,
  outboxOf: cluster.productServerUrls[0],
  username: 'merchant',
  password: 'Merchant@2026',
});
const consoleLists = (async () => {
  const headers = { 'content-type': 'application/json', cookie: staff.jar.header, origin: cluster.shopUrl, 'sec-fetch-site': 'same-origin' };
  for (let index = 0; performance.now() < deadline; index += 1) {
    const list = index % 2 ? 'api/sys/order/list' : 'api/sys/goods/list';
    await timedFetch(`${cluster.shopUrl}/prod-api/${list}`, { method: 'POST', headers, body: JSON.stringify({ page: 1 + (index % 5), limit: 20 }) });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})();
await Promise.all([...commerce, ...browsing, ...searching, consoleLists]);
clearInterval(sampler);

const report = await benchCustomers(['--count', String(CUSTOMERS), '--sku', String(plan.sku.skuId), '--report'], root, { DATABASE_URL: cluster.databaseUrl });
const books = checkBooks(plan, told, report, stockBefore);
await cluster.stop();
// Logs of a run where something failed are kept for reading; the rest goes.
const failed = answers.some((answer) => answer.status >= 500 || answer.status === 0) || cut.length > 0 || commerceErrors.length > 0;
const keptLogs = failed ? path.join(os.tmpdir(), `zulin-soak-logs-${process.pid}`) : null;
if (keptLogs) fs.cpSync(cluster.logsDir, keptLogs, { recursive: true });
fs.rmSync(dir, { recursive: true, force: true });

/** Least-squares slope of MiB over minutes, after warm-up. */
function slope(points) {
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.at, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.mib, 0) / n;
  const num = points.reduce((sum, point) => sum + (point.at - meanX) * (point.mib - meanY), 0);
  const den = points.reduce((sum, point) => sum + (point.at - meanX) ** 2, 0);
  return { perMinute: den === 0 ? 0 : num / den, mean: meanY };
}
const memoryRows = PROCESSES.map((name) => {
  const warm = samples[name].filter((point) => point.at >= warmUpMinutes);
  const { perMinute, mean } = slope(warm);
  const first = warm[0]?.mib ?? 0;
  const last = warm.at(-1)?.mib ?? 0;
  // Flat: over the measured span it grows by less than 5% of its size (and 1 MiB a minute).
  const flat = perMinute * (minutes - warmUpMinutes) < Math.max(0.05 * mean, 1) && perMinute < Math.max(1, 0.01 * mean);
  return `| ${name} | ${round(first)} → ${round(last)} MiB | ${round(perMinute)} MiB/min (${round((100 * perMinute) / mean)} % of its size a minute) | ${flat ? 'yes' : '**no**'} |`;
});
const heapRows = NODE_PROCESSES.map((name) => {
  const row = (points) => {
    const warm = points.filter((point) => point.at >= warmUpMinutes && Number.isFinite(point.mib));
    return `${round(warm[0]?.mib ?? 0)} → ${round(warm.at(-1)?.mib ?? 0)} MiB (${round(slope(warm).perMinute)} MiB/min)`;
  };
  return `| ${name} | ${row(heapSamples[name].heap)} | ${row(heapSamples[name].external)} |`;
});
const minuteRows = Array.from({ length: minutes }, (_, minute) => {
  const these = answers.filter((answer) => answer.minute === minute);
  const requests = these.filter((answer) => !answer.iteration);
  const iterations = these.filter((answer) => answer.iteration);
  const fivexx = requests.filter((answer) => answer.status >= 500 || answer.status === 0).length;
  return `| ${minute + 1} | ${requests.length} | ${percentile(
    requests.map((answer) => answer.ms),
    50,
  )} ms | ${percentile(
    requests.map((answer) => answer.ms),
    99,
  )} ms | ${iterations.length} | ${percentile(
    iterations.map((answer) => answer.ms),
    99,
  )} ms | ${fivexx} | ${iterations.filter((answer) => answer.status !== 200).length} |`;
});
const total5xx = answers.filter((answer) => !answer.iteration && (answer.status >= 500 || answer.status === 0)).length;
const machine = machineDescription();
const markdown = [
  '## Soak (`npm run soak`)',
  '',
  `${new Date().toISOString()} on ${machine}; the cluster (two product servers, two storefronts, nginx, PostgreSQL, Redis) and the load on the same cores. ${minutes} minutes: ${BROWSERS} browsers over the public pages, ${SEARCHERS} searchers (the API and /list?keyword=), ${CUSTOMERS} customers ordering and paying by balance, a merchant paging the console's goods and orders, all through nginx (the API searches straight to its balancer).`,
  '',
  `Requests: ${answers.filter((answer) => !answer.iteration).length}, 5xx or no answer: ${total5xx}. Commerce: ${answers.filter((answer) => answer.iteration).length} iterations, ${commerceErrors.length} failed${commerceErrors.length ? ` (${[...new Set(commerceErrors.map((error) => `${error.step}: ${error.message}`))].slice(0, 3).join('; ')})` : ''}, ${cut.length} calls cut and asked again${cut.length ? ` (${[...new Set(cut)].slice(0, 3).join('; ')})` : ''}.${
    keptLogs
      ? ` Failed requests: ${
          answers
            .filter((answer) => !answer.iteration && (answer.status >= 500 || answer.status === 0))
            .map((answer) => `${answer.status} ${answer.url.replace(cluster.shopUrl, '')}`)
            .slice(0, 5)
            .join(', ') || 'none'
        }.`
      : ''
  } Books: ${books.problems.length === 0 ? `exact (${books.units} units ordered, every balance and ledger as told)` : `**${books.problems.length} problems**: ${books.problems.slice(0, 5).join('; ')}`}.`,
  '',
  `Memory after the ${warmUpMinutes}-minute warm-up (proportional set size, a process with its children; sampled every 10 s):`,
  '',
  '| process | first → last | slope | flat |',
  '| --- | --- | --- | --- |',
  ...memoryRows,
  '',
  'Inside the Node processes (their own /metrics, same samples): the JavaScript heap in use, and the memory outside it (buffers):',
  '',
  '| process | heap used | external |',
  '| --- | --- | --- |',
  ...heapRows,
  '',
  'Per minute:',
  '',
  '| minute | requests | p50 | p99 | commerce iterations | iteration p99 | 5xx | failed iterations |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...minuteRows,
].join('\n');
writeResultsSection(root, 'soak', markdown);
console.info(markdown);
if (keptLogs) console.info(`[soak] something failed: the cluster's logs are in ${keptLogs}`);
process.exit(0);
