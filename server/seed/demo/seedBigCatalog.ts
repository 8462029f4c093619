/**
 * Fills a shop database with the generated big catalogue (bigCatalog.ts) before a product server
 * opens it, for the bench:
 *
 *   npx tsx server/seed/demo/seedBigCatalog.ts --data-dir <DATA_DIR> [--count 100000]   (PGlite)
 *   DATABASE_URL=postgres://… npx tsx server/seed/demo/seedBigCatalog.ts [--count 100000]
 *
 * A new folder or database is first migrated and seeded exactly as the product server does on
 * its start (seed/prepare.ts, with the same settings from the environment: SEED_DEMO must stay on,
 * the catalogue needs the demo shops). The PGlite folder is locked meanwhile, so a server cannot
 * open it halfway. Running it again adds only the goods that are missing up to --count.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../../runtime/config';
import { systemClock } from '../../domain/shared/clock';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../../db/dataDirLock';
import { openAndPrepare } from '../prepare';
import { BIG_CATALOGUE_DEFAULT_COUNT, seedBigCatalog } from './bigCatalog';

const USAGE = 'usage: npx tsx server/seed/demo/seedBigCatalog.ts --data-dir <DATA_DIR> [--count 100000]  (or DATABASE_URL=… without --data-dir)';

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, count: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const count = values.count === undefined ? BIG_CATALOGUE_DEFAULT_COUNT : Number(values.count);
  if (!Number.isInteger(count) || count < 0) throw new ConfigError(`--count must be a whole number, not ${values.count}\n${USAGE}`);
  if (!process.env.DATABASE_URL?.trim() && !values['data-dir']) throw new ConfigError(`Name the PGlite folder with --data-dir, or set DATABASE_URL\n${USAGE}`);
  const config = parseConfig({ ...process.env, ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}) });
  if (!config.seedDemo) throw new ConfigError('The big catalogue is demo data on top of the demo shops: unset SEED_DEMO=0');

  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    lock = acquireDataDirLock(config.dataDir);
  }
  try {
    const started = performance.now();
    const { handle } = await openAndPrepare(config);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
    console.info(`[big catalogue] ${where} migrated and seeded in ${Math.round(performance.now() - started)} ms`);
    try {
      const result = await seedBigCatalog(handle.db, { count, now: systemClock.now(), log: (line) => console.info(line) });
      console.info(
        `[big catalogue] ${result.inserted.toLocaleString('en')} goods written in ${(result.ms / 1000).toFixed(1)} s; ${result.total.toLocaleString('en')} generated goods in all`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    lock?.release();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
