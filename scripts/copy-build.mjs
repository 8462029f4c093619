// A private copy of the storefront's build for one browser-test shop (playwright.config.ts): the
// storefront writes the pages it re-renders into its build folder, so shops side by side each
// need their own. The build cache is left behind; nothing at run time reads it.
//   node scripts/copy-build.mjs TARGET
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const target = process.argv[2];
if (!target) throw new Error('usage: node scripts/copy-build.mjs TARGET');
rmSync(target, { recursive: true, force: true });
cpSync('.next', target, { recursive: true, filter: (source) => source !== join('.next', 'cache') });
