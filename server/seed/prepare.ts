/**
 * What the product server does to its database before it opens the port: open it (PGlite in
 * DATA_DIR or PostgreSQL at DATABASE_URL), apply the migrations, seed (reference data always,
 * the demo with SEED_DEMO) and warm it up, the listings too. One function for main.ts and for the
 * commands that prepare a data folder before a server opens it (demo/seedBigCatalog.ts), so both
 * leave the database in the same state.
 */
import type { Config } from '../runtime/config';
import { warmUpListings } from '../domain/catalog/listings';
import { systemClock } from '../domain/shared/clock';
import { shopFileStorage, type FileStorage } from '../providers/fileStorage';
import { openDatabase, warmUp, type DatabaseHandle } from '../db/client';
import { seedDatabase } from './seed';

export async function openAndPrepare(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'filesDir' | 'migrationsDir' | 'seedDemo'>,
): Promise<{ handle: DatabaseHandle; files: FileStorage }> {
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    // The demo seed stores the demo licence picture in the shop's file storage.
    const files = shopFileStorage(config, handle.db);
    await handle.migrate(config.migrationsDir, (db) => seedDatabase(db, { demo: config.seedDemo, now: systemClock.now(), files }));
    await warmUp(handle.db);
    await warmUpListings(handle.db);
    return { handle, files };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
