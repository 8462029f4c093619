/**
 * Backup and restore of a shop on the embedded database (PGlite): the database and the uploaded
 * files together, so a restored shop shows every order, ledger row and picture it had.
 *
 *   npm run backup -- [--to <folder>]        (DATA_DIR, FILES_DIR as the product server reads them)
 *   npm run restore -- --from <folder>
 *
 * Both hold the data folder's lock (dataDirLock.ts) while they work, so they refuse while a product
 * server runs on it: stop the shop first. A backup is a folder: `database.tar.gz` (PGlite's own
 * dump of the whole cluster), `files/` (a copy of FILES_DIR) and `backup.json` (when, and what it
 * holds). Restore writes into an empty or absent DATA_DIR and FILES_DIR only: it never overwrites a
 * shop. On PostgreSQL, back up with pg_dump and the files folder instead (README, "Backup").
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, parseConfig } from '../runtime/config';
import { PGLITE_EXTENSIONS } from './client';
import { acquireDataDirLock, DataDirLockedError } from './dataDirLock';

const DATABASE_FILE = 'database.tar.gz';
const FILES_FOLDER = 'files';
const MANIFEST = 'backup.json';

export type BackupManifest = { createdAt: string; database: string; files: number; bytes: number };

function isEmptyOrAbsent(folder: string): boolean {
  return !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;
}

function fileCount(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** Writes the backup of the stopped shop at `dataDir` and `filesDir` into the new folder `to`. */
export async function backupShop(options: { dataDir: string; filesDir: string; to: string; now?: Date }): Promise<BackupManifest> {
  if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) throw new ConfigError(`No shop database at ${options.dataDir}`);
  if (!isEmptyOrAbsent(options.to)) throw new ConfigError(`The backup folder ${options.to} is not empty: name a new one`);
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS });
    let dump: Blob;
    try {
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    fs.mkdirSync(options.to, { recursive: true });
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.writeFileSync(path.join(options.to, DATABASE_FILE), bytes);
    if (fs.existsSync(options.filesDir)) fs.cpSync(options.filesDir, path.join(options.to, FILES_FOLDER), { recursive: true });
    const manifest: BackupManifest = { createdAt: (options.now ?? new Date()).toISOString(), database: DATABASE_FILE, files: fileCount(options.filesDir), bytes: bytes.length };
    fs.writeFileSync(path.join(options.to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    lock.release();
  }
}

/** Restores the backup in `from` into an empty or absent `dataDir` and `filesDir`. */
export async function restoreShop(options: { from: string; dataDir: string; filesDir: string }): Promise<BackupManifest> {
  const manifestPath = path.join(options.from, MANIFEST);
  if (!fs.existsSync(manifestPath)) throw new ConfigError(`No backup at ${options.from} (${MANIFEST} is missing)`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
  if (!isEmptyOrAbsent(options.dataDir)) throw new ConfigError(`DATA_DIR ${options.dataDir} is not empty: restore into a new folder, never over a shop`);
  if (!isEmptyOrAbsent(options.filesDir)) throw new ConfigError(`FILES_DIR ${options.filesDir} is not empty: restore into a new folder, never over a shop`);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const dump = new Blob([fs.readFileSync(path.join(options.from, manifest.database))]);
    const client = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
    await client.close();
    const files = path.join(options.from, FILES_FOLDER);
    if (fs.existsSync(files)) fs.cpSync(files, options.filesDir, { recursive: true });
    return manifest;
  } finally {
    lock.release();
  }
}

const USAGE = 'usage: npm run backup -- [--to <folder>]  |  npm run restore -- --from <folder>   (DATA_DIR and FILES_DIR as for the product server)';

async function run(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' }, from: { type: 'string' } } });
  const config = parseConfig(process.env);
  if (config.databaseUrl) throw new ConfigError('DATABASE_URL is set: back up PostgreSQL with pg_dump and the files folder (README, "Backup")');
  if (positionals[0] === 'backup') {
    const to = path.resolve(values.to ?? path.join('backups', `shop-${new Date().toISOString().replace(/[:.]/g, '-')}`));
    const manifest = await backupShop({ dataDir: config.dataDir, filesDir: config.filesDir, to });
    console.info(`[backup] ${config.dataDir} and ${manifest.files} files written to ${to} (database ${(manifest.bytes / 1024 / 1024).toFixed(1)} MB)`);
  } else if (positionals[0] === 'restore' && values.from) {
    const manifest = await restoreShop({ from: path.resolve(values.from), dataDir: config.dataDir, filesDir: config.filesDir });
    console.info(`[restore] the backup of ${manifest.createdAt} restored into ${config.dataDir} and ${config.filesDir}`);
  } else {
    throw new ConfigError(USAGE);
  }
}

if (process.argv[1] && /backup\.ts$/.test(process.argv[1])) {
  run().catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
}
