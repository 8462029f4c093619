/**
 * The ledger property over random sequences of what customers and staff do (testing/ledgerProperty.ts):
 * money in through the provider = provider refunds + money still held; each balance = its ledger;
 * no online payment ever becomes balance. `LEDGER_SEED` replays a run, `LEDGER_RUNS` takes more.
 * On PostgreSQL too: `npm run test:server:pg` runs this file against a scratch database.
 */
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../testing/harness';
import { reachedSoFar, runSequence, stepArbitrary } from '../testing/ledgerProperty';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const RUNS = Number(process.env.LEDGER_RUNS ?? 8);
const SEED = process.env.LEDGER_SEED === undefined ? undefined : Number(process.env.LEDGER_SEED);

test('whatever customers and staff do, money paid online goes back online, each balance is its ledger, and the provider agrees', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 6, maxLength: 14 }), (steps) => runSequence(server, steps)),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  if (process.env.LEDGER_REPORT === '1') console.info(await reachedSoFar(server));
});
