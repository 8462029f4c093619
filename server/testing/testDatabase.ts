/**
 * The throwaway PostgreSQL database of the `.pgtest.ts` files: `npm run test:server:pg` names it
 * in TEST_DATABASE_URL (scripts/with-postgres.sh). Each file empties it first, so it starts as a
 * new deployment would.
 */
import postgres from 'postgres';

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

/**
 * A new empty database beside the one TEST_DATABASE_URL names (its role may create databases),
 * for one in-process test server: with TEST_DATABASE_URL set, the whole product-server suite runs
 * on PostgreSQL, each test file on a database of its own, as it does on its own in-memory PGlite.
 */
export async function createScratchDatabase(baseUrl: string): Promise<ScratchDatabase> {
  scratchSerial += 1;
  const name = `zulin_scratch_${process.pid}_${scratchSerial}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = postgres(baseUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
