/**
 * Opens the database: embedded PGlite in a folder (the default) or a PostgreSQL server when
 * DATABASE_URL is set. Both are handed out as the same drizzle type, so no other module knows
 * which one it talks to.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or an open transaction: functions that take part in their caller's transaction accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the migrations in `folder`, then runs `prepare` (the seed) while still holding the
   * migration lock, so replicas that start together neither migrate nor seed twice.
   */
  migrate(folder: string, prepare?: (db: Db) => Promise<void>): Promise<void>;
  /** The connection pool as the database sees it: its size, and this process's open connections by state (GET /metrics). */
  pool(): Promise<PoolStats>;
  close(): Promise<void>;
};

export type PoolStats = { max: number; connections: Record<string, number> };

/** PostgreSQL connections per product server; PGlite is one connection inside the process. */
const POOL_MAX = 10;

export type DatabaseTarget =
  | { databaseUrl: string }
  /**
   * `loadDataDir`: start from a dumped PGlite folder (tests reuse a migrated snapshot).
   * `sharedBuffers`: PostgreSQL's buffer pool when not its 128 MB; PGlite's start grows with it,
   * and for a small throwaway test database the pool cost more than loading the data.
   */
  | { dataDir: string; loadDataDir?: Blob; sharedBuffers?: string };

/**
 * PostgreSQL extensions the migrations create. PGlite must be handed their bundles at every
 * open (a dumped folder records the extension but does not carry its code).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Any constant: it names the advisory lock replicas queue on while migrating. */
const MIGRATION_LOCK_KEY = 73_290_415;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return 'databaseUrl' in target ? openPostgres(target.databaseUrl) : openPglite(target);
}

/** `dataDir` is a folder, or `memory://` for a throwaway database (tests). */
async function openPglite({ dataDir, loadDataDir, sharedBuffers }: Extract<DatabaseTarget, { dataDir: string }>): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    // One process owns the folder (see dataDirLock.ts), so no database lock is needed here.
    async migrate(folder, prepare) {
      await migratePglite(db, { migrationsFolder: folder });
      if (prepare) await prepare(db);
    },
    pool: async () => ({ max: 1, connections: { active: 1 } }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A name of its own per process, so pg_stat_activity tells this pool's connections from the other replicas'.
  const applicationName = `zulin-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const client = postgres(url, { max: POOL_MAX, onnotice: () => {}, connection: { application_name: applicationName } });
  const db = drizzlePostgres(client, { schema });
  return {
    db,
    driver: 'postgres',
    async migrate(folder, prepare) {
      // A session-level advisory lock needs one fixed connection: a dedicated client of size 1.
      const lockClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        const lockedDb = drizzlePostgres(lockClient, { schema });
        await migratePostgres(lockedDb, { migrationsFolder: folder });
        if (prepare) await prepare(lockedDb);
        await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      } finally {
        await lockClient.end({ timeout: 5 });
      }
    },
    async pool() {
      const rows = await client<{ state: string | null; count: number }[]>`
        select state, count(*)::int as count from pg_stat_activity where application_name = ${applicationName} group by state`;
      return { max: POOL_MAX, connections: Object.fromEntries(rows.map((row) => [row.state ?? 'unknown', row.count])) };
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** One cheap query so the first customer does not pay for opening and planning. */
export async function warmUp(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
