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
