// `npm run lighthouse`: audits the public pages in Debian's Chromium and prints the four scores of
// each. Desktop preset for the shop pages, mobile preset for /mobileIndex. Targets (results in docs/performance.md):
// performance ≥ 95, accessibility, best practices and SEO 100.
//   npm run lighthouse [-- --base http://127.0.0.1:3000] [--only mobileIndex,list]
// It audits a running shop (npm start); without one it builds nothing and says so.
import { audit } from './lighthouse-audit.mjs';

const baseIndex = process.argv.indexOf('--base');
const base = (baseIndex > 0 ? process.argv[baseIndex + 1] : undefined) ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const outDir = 'lighthouse';

const PAGES = [
  { name: 'Homepage', path: '/Homepage', preset: 'desktop' },
  { name: 'list', path: '/list', preset: 'desktop' },
  { name: 'details', path: '/details?id=1', preset: 'desktop' },
  { name: 'commonProblem', path: '/commonProblem', preset: 'desktop' },
  { name: 'mobileIndex', path: '/mobileIndex', preset: 'mobile' },
];

try {
  await fetch(`${base}/Homepage`, { signal: AbortSignal.timeout(5000) });
} catch {
  console.error(`[lighthouse] nothing answers at ${base}: start the shop first (npm run build && npm start)`);
  process.exit(1);
}

const rows = [];
// `--only mobileIndex,list` audits just those (by name).
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? new Set(process.argv[onlyIndex + 1].split(',')) : null;
for (const page of PAGES.filter((candidate) => !only || only.has(candidate.name))) {
  rows.push({ page: page.path, preset: page.preset, ...audit(`${base}${page.path}`, page.preset, outDir, page.name) });
}
const columns = ['page', 'preset', 'performance', 'accessibility', 'best-practices', 'seo', 'LCP', 'TBT', 'error'];
const width = (column) => Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length));
const line = (cells) =>
  cells
    .map((cell, i) => String(cell ?? '').padEnd(width(columns[i])))
    .join('  ')
    .trimEnd();
console.info([line(columns), ...rows.map((row) => line(columns.map((column) => row[column])))].join('\n'));
