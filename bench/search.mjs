// The search part of the bench: the generated 100,000-goods catalogue (server/seed/demo/bigCatalog.ts)
// is written into the bench's stopped shop, the shop started on it, and every keyword below asked
// in turn, one request at a time, of the goods search API and of /list?keyword= (the page a
// shopper's search opens), on PGlite and then on PostgreSQL (Debian's, through
// scripts/with-postgres.sh, which this file also runs as: `node bench/search.mjs --postgres OUT`).
// docs/search.md says what the search does and how it was made fast.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../scripts/processes.mjs';
import { percentile, round } from './stats.mjs';
import { BASE, PRODUCT_API, startShop } from './shop.mjs';

/** What shoppers type: model numbers, makers in both scripts, parts of Chinese words, configurations. */
export const KEYWORDS = [
  'ThinkPad T14',
  'T14',
  '联想',
  'Lenovo',
  '轻薄',
  '游戏本',
  '拯救者 Y9000P',
  'MacBook Air M3',
  '华为 MateBook 14s',
  'i5-1340P',
  '天选',
  '4060',
  '戴尔 XPS',
  '学生',
  '本',
];
export const SEARCH_GOODS = 100_000;
const ROUNDS = 20;
const GOAL = { p50: 20, p99: 100 };

/** Every keyword once (the first asking counts its total), then ROUNDS more times each, timed. */
async function timeRequests(urlOf, isAnswer) {
  for (const keyword of KEYWORDS) await ask(urlOf(keyword), isAnswer);
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const keyword of KEYWORDS) times.push(await ask(urlOf(keyword), isAnswer));
  }
  return times.sort((a, b) => a - b);
}

async function ask(url, isAnswer) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok || !isAnswer(body)) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return ms;
}

const apiUrl = (keyword) => `${PRODUCT_API}/api/wGoods/search?${new URLSearchParams({ keyword, page: '1', limit: '20' })}`;
const listUrl = (keyword) => `${BASE}/list?${new URLSearchParams({ keyword })}`;
const isSearchAnswer = (body) => {
  const answer = JSON.parse(body);
  return answer.code === 200 && Array.isArray(answer.rows) && answer.total > 0;
};

function row(database, what, times) {
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  return {
    part: `search, ${SEARCH_GOODS.toLocaleString('en')} goods (${database})`,
    what,
    value: `p50 ${p50} ms, p99 ${p99} ms (${times.length} requests, ${KEYWORDS.length} keywords)`,
    reference: '',
    ratio: '',
    goal: `p50 < ${GOAL.p50} ms, p99 < ${GOAL.p99} ms`,
    holds: p50 < GOAL.p50 && p99 < GOAL.p99,
    raw: { p50, p99, slowest: round(times.at(-1)), requests: times.length },
  };
}

/** Writes the catalogue (the shop stopped), starts the shop on it, measures both, stops it. */
async function measureOn(database, { dataDir, databaseUrl }) {
  console.info(`[bench] writing ${SEARCH_GOODS.toLocaleString('en')} goods (${database})`);
  await run(
    process.execPath,
    ['--import', 'tsx', 'server/seed/demo/seedBigCatalog.ts', ...(databaseUrl ? [] : ['--data-dir', dataDir]), '--count', String(SEARCH_GOODS)],
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  );
  const shop = await startShop(dataDir, { databaseUrl });
  try {
    return [
      row(database, 'goods search API (/api/wGoods/search)', await timeRequests(apiUrl, isSearchAnswer)),
      row(database, 'search page (/list?keyword=)', await timeRequests(listUrl, (body) => body.includes('</html>'))),
    ];
  } finally {
    await shop.stop();
  }
}

/** The whole part: PGlite in the bench's folder, then PostgreSQL in a throwaway database. */
export async function measureSearch({ dataDir }) {
  const rows = await measureOn('PGlite', { dataDir });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'zl-bench-pg-'));
  const out = path.join(scratch, 'rows.json');
  try {
    await run('bash', ['scripts/with-postgres.sh', process.execPath, 'bench/search.mjs', '--postgres', out]);
    rows.push(...JSON.parse(readFileSync(out, 'utf8')));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}

// Run by with-postgres.sh: the database it names in TEST_DATABASE_URL, uploads in a folder of its own.
if (process.argv[2] === '--postgres') {
  const out = process.argv[3];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!out || !databaseUrl) throw new Error('usage: bash scripts/with-postgres.sh node bench/search.mjs --postgres OUT');
  const files = mkdtempSync(path.join(os.tmpdir(), 'zl-bench-files-'));
  try {
    writeFileSync(out, JSON.stringify(await measureOn('PostgreSQL', { dataDir: files, databaseUrl })));
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
}
