/**
 * The product server's layers, read from its imports (docs/architecture.md): runtime (settings,
 * log) at the bottom, then the database (schema, client, migrations), the providers, the domain's
 * aggregates, the seeding and the HTTP layer above them, and main.ts/app.ts on top. No folder may
 * import one above it, and no two folders may import each other: a pair that does is one folder
 * in two places, and every change to one reaches into the other.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const SERVER = path.resolve(__dirname);
const ROOT = path.resolve(SERVER, '..');

/** Two-way pairs not yet untangled (docs/architecture.md#server-layers): none is left, and none may come back. */
const KNOWN_PAIRS = new Set<string>([]);

/** What each layer must never import (a folder of server/, or the app outside it). */
const FORBIDDEN: Record<string, readonly string[]> = {
  runtime: ['db', 'providers', 'domain', 'seed', 'http', 'routes', 'security', 'testing'],
  db: ['providers', 'domain', 'seed', 'http', 'routes', 'security', 'testing'],
  providers: ['domain', 'seed', 'http', 'routes', 'security', 'testing'],
  domain: ['seed', 'http', 'routes', 'security', 'testing'],
  seed: ['http', 'routes', 'security', 'testing'],
  http: ['routes', 'seed', 'security', 'testing'],
};
/** The domain's own kernel (clock, refusals, throttles) sits below the providers, which keep time with its clock. */
const ALLOWED: Record<string, readonly string[]> = { providers: ['domain/shared'] };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|pgtest)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** server/domain/<aggregate>, server/<folder>, or the file's own name for main.ts, app.ts. */
function folderOf(file: string): string {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0] === 'domain' && parts.length > 2) return `domain/${parts[1]}`;
  return parts.length > 1 ? (parts[0] as string) : path.basename(file, path.extname(file));
}

/** Every import of the server's own code, as [importing folder, imported folder, importing file]. */
function imports(): { from: string; to: string; file: string; target: string }[] {
  const found: { from: string; to: string; file: string; target: string }[] = [];
  for (const file of sourceFiles(SERVER).filter((f) => !f.includes(`${path.sep}testing${path.sep}`))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const spec = match[1] as string;
      const target = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
      if (!target) continue;
      const relative = path.relative(SERVER, target);
      const outside = relative.startsWith('..');
      found.push({
        from: folderOf(file),
        to: outside ? `../${path.relative(ROOT, target).split(path.sep)[0]}` : folderOf(`${target}.ts`),
        file: path.relative(ROOT, file),
        target: spec,
      });
    }
  }
  return found;
}

test('no two folders of the product server import each other, beyond the pairs still listed', () => {
  const edges = new Set(
    imports()
      .filter((edge) => edge.from !== edge.to)
      .map((edge) => `${edge.from} -> ${edge.to}`),
  );
  const pairs = [...edges]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
  assert.deepEqual(
    pairs.filter((pair) => !KNOWN_PAIRS.has(pair)),
    [],
    'new two-way imports',
  );
  assert.deepEqual(
    [...KNOWN_PAIRS].filter((pair) => !pairs.includes(pair)),
    [],
    'untangled pairs still listed: remove them from KNOWN_PAIRS',
  );
});

test('no layer imports one above it', () => {
  const wrong = imports()
    .filter(({ from, to }) => FORBIDDEN[from.split('/')[0] as string]?.includes(to.split('/')[0] as string) && !ALLOWED[from]?.includes(to))
    .map(({ file, target }) => `${file} imports ${target}`);
  assert.deepEqual(wrong, []);
});

test('the import reader sees imports (a check that cannot go blind)', () => {
  const all = imports();
  assert.ok(
    all.some(({ from, to }) => from === 'domain/orders' && to === 'db'),
    'orders reads the database',
  );
  assert.ok(
    all.some(({ from, to }) => from === 'seed' && to.startsWith('domain/')),
    'the seed writes through the domain',
  );
});
