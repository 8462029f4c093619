import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { acquireDataDirLock, DataDirLockedError, lockPathFor } from './dataDirLock';

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zulin-lock-'));
  dataDir = path.join(dir, 'pglite');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

test('the lock is a file beside the data folder holding our pid, removed on release', () => {
  const lock = acquireDataDirLock(dataDir);
  assert.equal(lock.path, `${dataDir}.lock`);
  assert.equal(fs.readFileSync(lock.path, 'utf8').trim(), String(process.pid));
  lock.release();
  assert.equal(fs.existsSync(lock.path), false);
});

test('a folder locked by a live process is refused, naming that pid in English and Chinese', () => {
  fs.writeFileSync(lockPathFor(dataDir), `${process.ppid}\n`);
  assert.throws(
    () => acquireDataDirLock(dataDir),
    (error: unknown) =>
      error instanceof DataDirLockedError &&
      error.message.includes(`pid ${process.ppid}`) &&
      error.message.includes('Another product server') &&
      error.message.includes('数据目录'),
  );
});

test('a lock left by a dead process is taken over', () => {
  fs.writeFileSync(lockPathFor(dataDir), `${deadPid()}\n`);
  const lock = acquireDataDirLock(dataDir);
  assert.equal(fs.readFileSync(lock.path, 'utf8').trim(), String(process.pid));
  lock.release();
});

test('releasing does not remove a lock that another process now holds', () => {
  const lock = acquireDataDirLock(dataDir);
  fs.writeFileSync(lock.path, `${process.ppid}\n`);
  lock.release();
  assert.equal(fs.existsSync(lock.path), true);
});
