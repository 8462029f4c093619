/**
 * One process per PGlite folder: a second opener would corrupt it (docs/setup.md#pglite). The lock is a
 * file beside the folder holding the owner's pid. It appears atomically (written aside, then
 * hard-linked into place), and a lock whose pid is dead is taken over, so a crash never leaves
 * the shop unable to start.
 */
import fs from 'node:fs';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another product server (pid ${ownerPid}) is using DATA_DIR ${dataDir}; refusing to open it twice.\n` +
        `另一个商品服务进程（pid ${ownerPid}）正在使用数据目录 ${dataDir}，为避免损坏数据，本进程不再启动。`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release(): void };

export function lockPathFor(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // our own pid in an old lock: a previous life of this container
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Places a file with our pid at `lockPath` only if none is there. */
function tryCreate(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(draft, `${process.pid}\n`);
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Moves a dead owner's lock aside. Renaming is atomic: if two processes race, the loser either
 * finds nothing to rename or renames the winner's fresh lock, notices the pid changed, and puts
 * it back.
 */
function removeStale(lockPath: string, stalePid: number): void {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch {
    return;
  }
  if (readPid(aside) !== stalePid) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // Someone else holds a lock now; ours is not needed to protect it.
    }
  }
  fs.rmSync(aside, { force: true });
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = lockPathFor(dataDir);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(lockPath)) {
      return {
        path: lockPath,
        release() {
          if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    }
    const owner = readPid(lockPath);
    if (owner !== null && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    if (owner === null) {
      // Unreadable or empty: not written by tryCreate (which links complete files); treat as stale.
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    removeStale(lockPath, owner);
  }
  const owner = readPid(lockPath) ?? 0;
  throw new DataDirLockedError(dataDir, owner);
}
