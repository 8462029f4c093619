/** The product server bundled as `npm run build:server` bundles it, for tests that start the real process. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles server/main.ts with the options of `npm run build:server` into a throwaway folder under
 * dist/ (so the bundle's bare imports resolve from the project's node_modules): what production
 * starts, and ~0.3 s faster per start than compiling through tsx.
 */
export async function bundleServer(): Promise<{ entry: string; remove: () => void }> {
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, 'dist', 'server-bundle-'));
  const entry = path.join(dir, 'main.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    outfile: entry,
    logLevel: 'silent',
  });
  return { entry, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
