/**
 * Where uploaded files' bytes live. The embedded shop keeps them in a folder under DATA_DIR's
 * parent, one file per key; a shop on PostgreSQL keeps them in the database (file_blobs), where
 * every product server replica reads them and a database backup holds them (docs/scale-out.md).
 * An object store (OSS, COS, S3 …) would plug in behind the same FileStorage. Keys are made by the
 * product server (random, see domain/files), never by a client, and are checked again here so
 * that no key can name a path outside the folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FILE_KEY_PATTERN } from '@/contract/files';
import type { Db } from '../db/client';
import { fileBlobs } from '../db/schema';

export interface FileStorage {
  /** Stores the bytes under the key (replacing nothing: keys are new). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes; removing a missing key is no error. */
  remove(key: string): Promise<void>;
}

export function newFileKey(extension: 'jpg' | 'png' | 'webp'): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

function checkedKey(key: string): string {
  if (!FILE_KEY_PATTERN.test(key)) throw new RangeError('not a file key');
  return key;
}

/**
 * Files in `root`, spread over 256 sub-folders by the key's first two characters. A write goes to
 * a temporary name first and is renamed into place, so a crash never leaves half a file under a key.
 */
export function folderFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), checkedKey(key));
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Files in the database's file_blobs table: one row per key, written once. */
export function databaseFileStorage(db: Db): FileStorage {
  return {
    async put(key, bytes) {
      await db.insert(fileBlobs).values({ key: checkedKey(key), bytes });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: fileBlobs.bytes })
        .from(fileBlobs)
        .where(eq(fileBlobs.key, checkedKey(key)));
      return row ? new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
    },
    async remove(key) {
      await db.delete(fileBlobs).where(eq(fileBlobs.key, checkedKey(key)));
    },
  };
}

/** The shop's file storage: the database when it runs on PostgreSQL (DATABASE_URL), else the folder. */
export function shopFileStorage(config: { databaseUrl: string | null; filesDir: string }, db: Db): FileStorage {
  return config.databaseUrl ? databaseFileStorage(db) : folderFileStorage(config.filesDir);
}
