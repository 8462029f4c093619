/**
 * The throwaway PostgreSQL database of the `.pgtest.ts` files: `npm run test:server:pg` names it
 * in TEST_DATABASE_URL (scripts/with-postgres.sh). Each file empties it first, so it starts as a
 * new deployment would.
 */
import postgres from 'postgres';
import { templateKey } from './template';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must name a throwaway PostgreSQL database (npm run test:server:pg sets it)');
  return url;
}

/** Drops everything in the database: the next server or migration starts from nothing. */
export async function emptyTestDatabase(url: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  } finally {
    await admin.end();
  }
}

export type ScratchDatabase = { url: string; drop(): Promise<void> };

let scratchSerial = 0;

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The migrated, seeded database every scratch database is copied from (PostgreSQL's CREATE
 * DATABASE … TEMPLATE copies files: a fraction of a second, where migrating and seeding a new
 * database took seconds, and the suite makes some eighty). The first test file of a run to need
 * it builds it under an advisory lock the other files wait on; its name carries the same key as
 * the PGlite snapshot (template.ts), so a changed migration or seed builds a new one.
 */
async function templateDatabase(baseUrl: string, build: (url: string) => Promise<void>): Promise<string> {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1)}_template_${templateKey()}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const [found] = await admin`select 1 as found from pg_database where datname = ${name}`;
    if (!found) {
      const draft = `${name}_draft`;
      await admin.unsafe(`drop database if exists ${draft}`);
      await admin.unsafe(`create database ${draft}`);
      const url = new URL(baseUrl);
      url.pathname = `/${draft}`;
      await build(url.toString());
      // Renamed only once whole: a file that finds the template finds it complete.
      await admin.unsafe(`alter database ${draft} rename to ${name}`);
    }
    await admin`select pg_advisory_unlock(hashtext(${name}))`;
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * A new database beside the one TEST_DATABASE_URL names (its role may create databases), copied
 * from the run's migrated and seeded template, for one in-process test server: with
 * TEST_DATABASE_URL set, the whole product-server suite runs on PostgreSQL, each test file on a
 * database of its own, as it does on its own in-memory PGlite. Its name starts with the base
 * database's name, so scripts/with-postgres.sh drops any that a test could not drop itself.
 */
export async function createScratchDatabase(baseUrl: string, build: (url: string) => Promise<void>): Promise<ScratchDatabase> {
  scratchSerial += 1;
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1)}_${process.pid}_${scratchSerial}`;
  if (!/^\w+$/.test(name)) throw new Error(`unexpected scratch database name ${name}`);
  const template = await templateDatabase(baseUrl, build);
  await onServer(baseUrl, `create database ${name} template ${template}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // Not WITH (FORCE): a non-superuser may not end a backend of another role (autovacuum's),
      // and every connection of the test server is closed by now. A database still busy is left
      // for the runner's clean-up.
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        try {
          await onServer(baseUrl, `drop database if exists ${name}`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    },
  };
}
