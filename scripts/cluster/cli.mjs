// `npm run cluster` (start, in the foreground; Ctrl-C stops it) and `npm run cluster:stop` (from
// another terminal); `install` only installs the packages (the cluster suite's first step). Installs Debian's PostgreSQL, Redis and nginx when missing and builds the shop
// when no build is there. CLUSTER_DIR: where its data and logs live (default: the system's
// temporary folder); `--fresh` starts from an empty database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { defaultClusterDir, ensureClusterPackages, startCluster, stopClusterIn } from './cluster.mjs';

const command = process.argv[2] ?? 'start';

if (command === 'stop') {
  const stopped = await stopClusterIn();
  console.info(stopped ? '[cluster] stopped' : `[cluster] no cluster runs in ${defaultClusterDir()}`);
  process.exit(0);
}

ensureClusterPackages();
if (command === 'install') process.exit(0);
if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('dist/server/main.mjs')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const cluster = await startCluster({ fresh: process.argv.includes('--fresh') });
console.info(`[cluster] logs in ${cluster.logsDir}; npm run cluster:stop or Ctrl-C stops everything`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.info('[cluster] stopping');
    await cluster.stop();
    process.exit(0);
  });
}
