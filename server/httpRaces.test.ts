/**
 * Balance payments racing over real HTTP against the real product server on a fresh PGlite
 * folder (server/testing/httpRaces.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { openDatabase } from './db/client';
import { runHttpRaces } from './testing/httpRaces';
import { PROCESS_TEST_TIMEOUT_MS } from './testing/serverProcess';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zulin-races-'));
const dataDir = path.join(tmp, 'pglite');
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('payments racing over HTTP never overdraw the balance and never charge an order twice (PGlite)', { timeout: PROCESS_TEST_TIMEOUT_MS }, (t) =>
  runHttpRaces({
    env: { DATA_DIR: dataDir },
    openDb: async () => {
      const handle = await openDatabase({ dataDir });
      return { db: handle.db, close: handle.close };
    },
    diagnostic: (message) => t.diagnostic(message),
  }),
);
