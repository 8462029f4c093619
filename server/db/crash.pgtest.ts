/**
 * kill -9 of the product server (not of the database) during a stream of orders and balance
 * payments, on PostgreSQL: the same checks as crash.test.ts (server/testing/crashScenario.ts).
 * `npm run test:server:pg` provides TEST_DATABASE_URL; the database it names is emptied first.
 */
import { after, before, test } from 'node:test';
import { runCrashScenario } from '../testing/crashScenario';
import { killAllServers, PROCESS_TEST_TIMEOUT_MS } from '../testing/serverProcess';
import { emptyTestDatabase, testDatabaseUrl } from '../testing/testDatabase';
import { openDatabase } from './client';

const url = testDatabaseUrl();

before(async () => {
  // A fresh database: the server migrates and seeds it at its first start, as a new deployment.
  await emptyTestDatabase(url);
});
after(killAllServers);

test('kill -9 of the product server during a stream of orders loses nothing acknowledged and never a debit (PostgreSQL)', { timeout: PROCESS_TEST_TIMEOUT_MS }, async (t) => {
  await runCrashScenario({
    env: { DATABASE_URL: url },
    openDb: async () => {
      const handle = await openDatabase({ databaseUrl: url });
      return { db: handle.db, close: handle.close };
    },
    cycles: 3,
    concurrency: 6,
    killAfterMs: [300, 1500],
    diagnostic: (message) => t.diagnostic(message),
  });
});
