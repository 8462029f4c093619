/**
 * Balance payments racing over real HTTP against the real product server on PostgreSQL, where
 * the server holds many connections (server/testing/httpRaces.ts). `npm run test:server:pg`
 * provides TEST_DATABASE_URL; the database it names is emptied first.
 */
import { before, test } from 'node:test';
import { runHttpRaces } from '../testing/httpRaces';
import { PROCESS_TEST_TIMEOUT_MS } from '../testing/serverProcess';
import { emptyTestDatabase, testDatabaseUrl } from '../testing/testDatabase';
import { openDatabase } from './client';

const url = testDatabaseUrl();

before(async () => {
  // A fresh database: the server migrates and seeds it at its first start.
  await emptyTestDatabase(url);
});

test('payments racing over HTTP never overdraw the balance and never charge an order twice (PostgreSQL)', { timeout: PROCESS_TEST_TIMEOUT_MS }, (t) =>
  runHttpRaces({
    env: { DATABASE_URL: url },
    openDb: async () => {
      const handle = await openDatabase({ databaseUrl: url });
      return { db: handle.db, close: handle.close };
    },
    diagnostic: (message) => t.diagnostic(message),
  }),
);
