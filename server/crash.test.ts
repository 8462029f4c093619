/**
 * kill -9 of the product server during a stream of orders and balance payments, on PGlite: after
 * each restart every order answered code 200 is there with its items, and no payment exists
 * without its debit (server/testing/crashScenario.ts). The real process on a throwaway DATA_DIR,
 * three kill/restart cycles.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { openDatabase } from './db/client';
import { lockPathFor } from './db/dataDirLock';
import { runCrashScenario } from './testing/crashScenario';
import { killAllServers, PROCESS_TEST_TIMEOUT_MS } from './testing/serverProcess';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zulin-crash-'));
const dataDir = path.join(tmp, 'pglite');

after(async () => {
  await killAllServers();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('kill -9 during a stream of orders loses nothing acknowledged and never a debit (PGlite)', { timeout: PROCESS_TEST_TIMEOUT_MS }, async (t) => {
  await runCrashScenario({
    env: { DATA_DIR: dataDir },
    openDb: async () => {
      const handle = await openDatabase({ dataDir });
      return { db: handle.db, close: handle.close };
    },
    cycles: 3,
    concurrency: 6,
    killAfterMs: [300, 1500],
    lockFile: lockPathFor(dataDir),
    diagnostic: (message) => t.diagnostic(message),
  });
});
