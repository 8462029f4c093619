// `npm run budget` (part of `npm test`, after the build): the public pages' first-load JavaScript
// against the app's own /404, which carries only the framework and the shop's frame. Each public
// page may add 20 KiB gzipped to it (the product page, with its rental picker, 35 KiB), and none
// may carry a schema library, the HTTP client or MUI, which only forms and the back office need.
// Fails naming the page, the chunks it adds and what they hold. It also fails when a script the page
// loads lacks the build's compile hint. See docs/performance.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from './compile-hints.mjs';
import { firstLoadJs, kib } from './first-load-js.mjs';
import { PUBLIC_PAGES, REFERENCE, prerenderedFile } from './public-pages.mjs';

const root = process.cwd();
const KIB = 1024;

/** Libraries a public page must not load, told by strings that survive minification. */
const FORBIDDEN = [
  { library: 'zod', marker: '$ZodObject' },
  { library: 'ky (HTTP client)', marker: 'ForceRetryError' },
  { library: 'MUI (emotion)', marker: 'data-emotion' },
];

const read = (page) => readFileSync(prerenderedFile(root, page), 'utf8');
const reference = firstLoadJs(root, read(REFERENCE));
const referenceChunks = new Set(reference.chunks.map((chunk) => chunk.src));
const failures = [];
const rows = [];

for (const page of PUBLIC_PAGES) {
  const load = firstLoadJs(root, read(page));
  const allowance = page.jsAllowanceKib * KIB;
  const added = load.chunks.filter((chunk) => !referenceChunks.has(chunk.src));
  const budget = reference.total + allowance;
  rows.push(`${page.name.padEnd(14)} ${String(kib(load.total)).padStart(6)} KiB  (+${kib(load.total - reference.total)} of +${kib(allowance)})`);
  const carried = load.chunks.flatMap((chunk) => {
    const text = readFileSync(path.join(root, '.next', chunk.src.replace(/^\/_next\//, '')), 'utf8');
    const unhinted = text.startsWith(COMPILE_HINT) ? [] : [`${chunk.src} without the compile hint (scripts/compile-hints.mjs)`];
    return [...unhinted, ...FORBIDDEN.filter((rule) => text.includes(rule.marker)).map((rule) => `${rule.library} in ${chunk.src}`)];
  });
  if (load.total > budget) {
    const list = added.map((chunk) => `${chunk.src} ${kib(chunk.bytes)} KiB`).join(', ');
    failures.push(
      `${page.name} loads ${kib(load.total)} KiB, over its budget of ${kib(budget)} KiB (/404 ${kib(reference.total)} + ${kib(allowance)}); chunks beyond /404's: ${list}`,
    );
  }
  for (const found of carried) failures.push(`${page.name} loads ${found}`);
}

console.info(`[budget] first-load JS, gzipped; /404 ${kib(reference.total)} KiB\n${rows.join('\n')}`);
if (failures.length > 0) {
  console.error(`[budget] failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.info('[budget] every public page is within its budget');
