/**
 * The public pages that customers and search engines arrive on, with their first-load JS allowance
 * over the app's /404 (docs/performance.md). One list for the JS budget, the build's compile hints
 * and the bench.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The page every budget is measured against: the framework and the shop's frame, nothing more. */
export const REFERENCE = { path: '/404', prerendered: '404.html' };

/**
 * `path` is what the bench requests; `prerendered` is the build's HTML for the same page, under
 * .next/server/app (a folder for a dynamic route, whose demo ids differ between databases).
 */
export const PUBLIC_PAGES = [
  { name: 'home', path: '/Homepage', prerendered: 'Homepage.html', jsAllowanceKib: 20 },
  { name: 'list', path: '/list', prerendered: 'list/all.html', jsAllowanceKib: 20 },
  { name: 'product page', path: '/details?id=1', prerendered: 'details/', jsAllowanceKib: 35 },
  { name: 'store page', path: '/storeDetail?id=1', prerendered: 'storeDetail/', jsAllowanceKib: 20 },
  { name: 'news article', path: '/newsDetail?id=1', prerendered: 'newsDetail/', jsAllowanceKib: 20 },
  { name: 'help page', path: '/commonProblem', prerendered: 'commonProblem.html', jsAllowanceKib: 20 },
  { name: '/mobileIndex', path: '/mobileIndex', prerendered: 'mobileIndex.html', jsAllowanceKib: 20 },
];

/** Where the build keeps the prerendered pages. */
export const prerenderedDir = (root) => path.join(root, '.next', 'server', 'app');

/** The prerendered HTML file of `page`; for a dynamic route, its first prerendered page. */
export function prerenderedFile(root, page) {
  const dir = prerenderedDir(root);
  if (!page.prerendered.endsWith('/')) return path.join(dir, page.prerendered);
  const folder = path.join(dir, page.prerendered);
  const found = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.html'))
        .sort()
    : [];
  if (found.length === 0) throw new Error(`no prerendered page under ${page.prerendered}: run npm run build first`);
  return path.join(folder, found[0]);
}
