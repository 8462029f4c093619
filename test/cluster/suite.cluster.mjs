// The cluster suite (`npm run test:cluster`, part of `npm test`): starts the cluster of
// scripts/cluster/ from nothing in a folder of its own, proves what the replicas share
// (proof.mjs), survives faults under load (faults.mjs), and then reads every process's log for
// secrets. The product servers open their /dev outbox (DEV_OUTBOX=1) for SMS codes and captchas.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import postgres from 'postgres';
import { benchCustomers } from '../../bench/commerce.mjs';
import { writeResultsSection } from '../../bench/results-file.mjs';
import { machineDescription } from '../../bench/stats.mjs';
import { startCluster } from '../../scripts/cluster/cluster.mjs';
import { cookieValuesSeen } from './client.mjs';
import { FAULT_CUSTOMERS, faultTests } from './faults.mjs';
import { PROOF_CUSTOMERS, proofTests } from './proof.mjs';

const dir = path.join(os.tmpdir(), `zulin-cluster-test-${process.pid}`);
let cluster;
let sql;
let plan;
const figures = {};

before(
  async () => {
    cluster = await startCluster({ dir, fresh: true, env: { DEV_OUTBOX: '1' } });
    sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
    // Customers with money on their balance and no history (server/seed/demo/benchCustomers.ts): the
    // fault tests' load uses the first FAULT_CUSTOMERS, the proofs the ones after.
    plan = await benchCustomers(['--count', String(Math.max(...Object.values(PROOF_CUSTOMERS)) + 1)], process.cwd(), { DATABASE_URL: cluster.databaseUrl });
  },
  { timeout: 600_000 },
);

after(async () => {
  await sql?.end();
  await cluster?.stop();
  if (process.env.RECORD_FIGURES === '1') recordFigures();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** With RECORD_FIGURES=1, the faults' figures become the "faults" section of bench/results.md. */
function recordFigures() {
  const { kill, postgres: restart, propagationMs } = figures;
  if (!kill || !restart) return;
  const machine = machineDescription();
  writeResultsSection(
    process.cwd(),
    'faults',
    [
      '## Cluster faults (`npm run test:cluster`, recorded with `RECORD_FIGURES=1`)',
      '',
      `${new Date().toISOString()} on ${machine}; the cluster and its load on the same cores. ${FAULT_CUSTOMERS} customers ordering and paying by balance and 4 browsers over the public pages, all through nginx.`,
      '',
      '| fault | what the clients saw | back | books afterwards |',
      '| --- | --- | --- | --- |',
      `| kill -9 of product-server-1, then of storefront-1 | ${kill.cutCalls} calls cut and asked again with their keys, ${kill.failedCalls} other calls failed cleanly (后端接口连接异常, a 502, or an answer cut mid-body); ${kill.pages} pages, ${kill.pagesNot200} not 200 | product server answering again ${kill.productBackMs} ms after the kill (restarted by the supervisor after 1 s), storefront ${kill.storefrontBackMs} ms | exact: ${kill.orders} paid orders in all, every balance, ledger and unit of stock as told |`,
      `| PostgreSQL restarted (\`pg_ctl restart -m fast\`) | ${restart.cutCalls} calls cut and asked again, ${restart.failedCalls} failed cleanly | restart took ${restart.restartMs} ms; the product servers reconnected without restarting | exact: ${restart.orders} paid orders in all |`,
      '',
      `A console change of a goods title and price showed on both storefronts ${propagationMs} ms after the save answered (goal: 2 s).`,
    ].join('\n'),
  );
}

const the = () => ({ cluster, sql, figures, plan });
proofTests(the);
faultTests(the);

test('no log line of any process holds a password, token or secret', () => {
  const secrets = [...Object.values(cluster.secrets), 'Zulin@2026', 'Merchant@2026', ...cookieValuesSeen];
  assert.ok(cookieValuesSeen.size >= 4, 'the suite saw the sessions it looks for');
  const logs = fs.readdirSync(cluster.logsDir).map((name) => [name, fs.readFileSync(path.join(cluster.logsDir, name), 'utf8')]);
  assert.ok(
    logs.some(([name, text]) => name.startsWith('product-server') && text.includes('"requestId"')),
    'the product servers log their requests',
  );
  for (const [name, text] of logs) for (const secret of secrets) assert.ok(!text.includes(secret), `${name} holds a secret (${secret.slice(0, 3)}…)`);
});
