// `npm run budget` (part of `npm test`, after the build): the public pages' first-load JavaScript
// against the app's own /404, which carries only the framework and the shop's frame. Each public
// page may add 20 KiB gzipped to it (the product page, with its rental picker, 35 KiB), and none
// may carry a schema library, the HTTP client or MUI, which only forms and the back office need.
// Fails naming the page, the chunks it adds and what they hold. See docs/performance.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadJs, kib } from './first-load-js.mjs';

const root = process.cwd();
const pages = path.join(root, '.next', 'server', 'app');

/** The first prerendered page of a dynamic route (demo ids differ between databases). */
function firstOf(dir) {
  const found = existsSync(path.join(pages, dir)) ? readdirSync(path.join(pages, dir)).filter((name) => name.endsWith('.html')).sort() : [];
  if (found.length === 0) throw new Error(`[budget] no prerendered page under ${dir}/: run npm run build first`);
  return `${dir}/${found[0]}`;
}

const KIB = 1024;
export const PUBLIC_PAGES = [
  { name: '/Homepage', file: 'Homepage.html', allowance: 20 * KIB },
  { name: '/list', file: 'list/all.html', allowance: 20 * KIB },
  { name: 'product page', file: firstOf('details'), allowance: 35 * KIB },
  { name: 'store page', file: firstOf('storeDetail'), allowance: 20 * KIB },
  { name: 'news article', file: firstOf('newsDetail'), allowance: 20 * KIB },
  { name: 'help page', file: 'commonProblem.html', allowance: 20 * KIB },
  { name: '/mobileIndex', file: 'mobileIndex.html', allowance: 20 * KIB },
];

/** Libraries a public page must not load, told by strings that survive minification. */
const FORBIDDEN = [
  { library: 'zod', marker: '$ZodObject' },
  { library: 'ky (HTTP client)', marker: 'ForceRetryError' },
  { library: 'MUI (emotion)', marker: 'data-emotion' },
];

const read = (file) => readFileSync(path.join(pages, file), 'utf8');
const reference = firstLoadJs(root, read('404.html'));
const referenceChunks = new Set(reference.chunks.map((chunk) => chunk.src));
const failures = [];
const rows = [];

for (const page of PUBLIC_PAGES) {
  const load = firstLoadJs(root, read(page.file));
  const added = load.chunks.filter((chunk) => !referenceChunks.has(chunk.src));
  const budget = reference.total + page.allowance;
  rows.push(`${page.name.padEnd(14)} ${String(kib(load.total)).padStart(6)} KiB  (+${kib(load.total - reference.total)} of +${kib(page.allowance)})`);
  const carried = load.chunks.flatMap((chunk) => {
    const text = readFileSync(path.join(root, '.next', chunk.src.replace(/^\/_next\//, '')), 'utf8');
    return FORBIDDEN.filter((rule) => text.includes(rule.marker)).map((rule) => `${rule.library} in ${chunk.src}`);
  });
  if (load.total > budget) {
    const list = added.map((chunk) => `${chunk.src} ${kib(chunk.bytes)} KiB`).join(', ');
    failures.push(`${page.name} loads ${kib(load.total)} KiB, over its budget of ${kib(budget)} KiB (/404 ${kib(reference.total)} + ${kib(page.allowance)}); chunks beyond /404's: ${list}`);
  }
  for (const found of carried) failures.push(`${page.name} loads ${found}`);
}

console.info(`[budget] first-load JS, gzipped; /404 ${kib(reference.total)} KiB\n${rows.join('\n')}`);
if (failures.length > 0) {
  console.error(`[budget] failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.info('[budget] every public page is within its budget');
