/**
 * Marks the scripts the public pages run while they load with V8's explicit compile hint, so Chrome
 * compiles their functions on its streaming thread while they download, instead of on the main
 * thread at the first call. Without it, React DOM's module alone was compiled lazily inside the
 * hydration task (about 70 ms of main thread here, four times that on Lighthouse's phone). See
 * docs/performance.md. Runs after `next build`, before anything serves the chunks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scriptsOf } from './first-load-js.mjs';
import { PUBLIC_PAGES, REFERENCE, prerenderedFile } from './public-pages.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to every first-load script of /404 and the public pages; returns how many. */
export function addCompileHints(root) {
  const pages = [REFERENCE, ...PUBLIC_PAGES].map((page) => readFileSync(prerenderedFile(root, page), 'utf8'));
  const scripts = new Set(pages.flatMap(scriptsOf));
  let marked = 0;
  for (const src of scripts) {
    const file = path.join(root, '.next', src.replace(/^\/_next\//, ''));
    const text = readFileSync(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + text);
    marked += 1;
  }
  return { scripts: scripts.size, marked };
}
