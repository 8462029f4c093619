/**
 * Opening a fresh PGlite runs initdb (~4 s); loading a dumped folder takes well under a second.
 * The first test file to need a database builds a migrated, seeded snapshot and leaves it in the
 * temp folder under a name derived from everything that shapes it, so a changed migration, seed
 * or PGlite version builds a new one instead of reusing a stale one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_EXTENSIONS } from '../db/client';
import * as schema from '../db/schema';
import { seedDatabase } from '../seed/seed';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url));
const DB_DIR = fileURLToPath(new URL('../db', import.meta.url));
/** The domain code the demo seed writes through (seedIdentityDemo) shapes the snapshot too. */
const SHAPING_DIRS = ['../domain/identity', '../domain/addresses', '../domain/files'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
const SHAPING_FILES = [
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL('../domain/auth/passwords.ts', import.meta.url)),
  fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
];

/** The instant the snapshot's demo rows were written; the harness clock starts here too. */
export const TEMPLATE_TIME = new Date('2026-03-02T02:00:00Z');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(DB_DIR), ...SHAPING_DIRS.flatMap(filesUnder), ...SHAPING_FILES]) {
    hash.update(path.basename(file)).update(fs.existsSync(file) ? fs.readFileSync(file) : '');
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seedDatabase(db, { demo: true, now: TEMPLATE_TIME });
    // Flushed first: a snapshot dumped at a checkpoint opened 0.3 CPU-s faster each time.
    await client.query('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Read once per process: a process runs several test files (runTestFiles.ts), and a Blob never changes. */
let template: Promise<Blob> | undefined;

export function databaseTemplate(): Promise<Blob> {
  template ??= readOrBuildTemplate();
  return template;
}

async function readOrBuildTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `zulin-server-test-db-${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const built = await buildTemplate();
  // Snapshots of older schemas are never read again.
  for (const old of fs.readdirSync(os.tmpdir()).filter((name) => /^zulin-server-test-db-[0-9a-f]+\.tar$/.test(name))) {
    fs.rmSync(path.join(os.tmpdir(), old), { force: true });
  }
  // Written aside then renamed: a test file running in parallel never reads half a snapshot.
  const draft = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(draft, Buffer.from(await built.arrayBuffer()));
  fs.renameSync(draft, file);
  return built;
}
