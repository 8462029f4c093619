// The shop as several processes on one machine (docs/scale-out.md): PostgreSQL, Redis, two product
// servers, two storefronts and nginx in front, all on loopback. `npm run cluster` runs it in the
// foreground (scripts/cluster/cli.mjs); the cluster suite starts it inside its own process to kill
// and restart pieces of it (test/cluster/).
//
// A replica that exits without being asked to is started again after a second, as a service
// manager would; the database, Redis and nginx are the operator's to restart.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from './nginx.mjs';
import { postgresServer } from './postgres.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const CLUSTER_PORTS = { nginx: 3300, api: 3301, postgres: 3302, redis: 3303, productServers: [3311, 3312], storefronts: [3321, 3322] };

/** Installs Debian's PostgreSQL, Redis and nginx where they are missing (scripts/ensure-debian.sh). */
export function ensureClusterPackages() {
  execFileSync('bash', ['scripts/ensure-debian.sh', 'redis-server', 'redis-server', 'nginx', 'nginx', '/usr/lib/postgresql/*/bin/postgres', 'postgresql'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

export const defaultClusterDir = () => process.env.CLUSTER_DIR ?? path.join(os.tmpdir(), 'zulin-cluster');

/** The secrets of one cluster folder, made at its first start and kept beside its data. */
function secretsOf(dir) {
  const file = path.join(dir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const secrets = {
    postgresPassword: randomBytes(18).toString('base64url'),
    revalidateSecret: randomBytes(24).toString('base64url'),
    metricsToken: randomBytes(24).toString('base64url'),
  };
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

async function answersOk(url) {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await answer.arrayBuffer();
    return answer.ok;
  } catch {
    return false;
  }
}

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} not ready within ${timeoutMs / 1000} s`);
}

/** The last lines of a log that are not JSON log records (what a process printed as it crashed), at most 30. */
function crashLines(file) {
  try {
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('{'))
      .slice(-30);
  } catch {
    return [];
  }
}

/**
 * Starts the cluster in `dir` (kept between starts unless `fresh`). `env` is added to every
 * replica's environment (the suite's DEV_OUTBOX=1). Resolves once nginx answers with both
 * storefronts and both product servers ready.
 */
export async function startCluster({ dir = defaultClusterDir(), fresh = false, env = {}, say = (line) => console.info(`[cluster] ${line}`) } = {}) {
  if (fresh) fs.rmSync(dir, { recursive: true, force: true });
  for (const sub of ['logs', 'nginx-temp', 'postgres']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.chmodSync(dir, 0o755);
  const secrets = secretsOf(dir);
  const logFile = (name) => path.join(dir, 'logs', `${name}.log`);
  const state = { supervisor: process.pid, pids: {} };
  const writeState = () => fs.writeFileSync(path.join(dir, 'cluster.json'), JSON.stringify(state));
  const stopping = { now: false };
  const children = new Map();

  /** A long-running process whose output goes to its log file; started again if it dies unasked. */
  function supervise(name, command, args, childEnv) {
    const entry = { name, child: null, expectedExit: false, exits: 0, crashShown: false };
    const launch = () => {
      const out = fs.openSync(logFile(name), 'a');
      const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...childEnv } });
      fs.closeSync(out);
      entry.child = child;
      state.pids[name] = child.pid;
      writeState();
      child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
      child.exited.then(({ code, signal }) => {
        entry.exits += 1;
        if (stopping.now || entry.expectedExit) return;
        say(`${name} exited (${signal ?? code}); starting it again`);
        // Exiting by itself (a code, not a signal) is a crash: its stack is in the log, which the suite
        // deletes after a run, so its last lines that are not log records are shown, once per process
        // (a crash loop would repeat the same stack).
        if (signal === null && !entry.crashShown) {
          entry.crashShown = true;
          for (const line of crashLines(logFile(name))) say(`  ${name}: ${line}`);
        }
        setTimeout(() => {
          if (!stopping.now) launch();
        }, 1000);
      });
    };
    launch();
    children.set(name, entry);
    return entry;
  }

  const redisUrl = `redis://127.0.0.1:${CLUSTER_PORTS.redis}`;
  const shopUrl = `http://127.0.0.1:${CLUSTER_PORTS.nginx}`;
  const productServerUrls = CLUSTER_PORTS.productServers.map((port) => `http://127.0.0.1:${port}`);
  const storefrontUrls = CLUSTER_PORTS.storefronts.map((port) => `http://127.0.0.1:${port}`);
  const replicaUrls = new Map([
    ...productServerUrls.map((url, index) => [`product-server-${index + 1}`, url]),
    ...storefrontUrls.map((url, index) => [`storefront-${index + 1}`, url]),
  ]);
  const urlOf = (name) => {
    const url = replicaUrls.get(name);
    if (!url) throw new Error(`no replica ${name}`);
    return url;
  };

  /** Stops what was started: every supervised process at once (15 s before SIGKILL), then PostgreSQL. */
  let postgres = null;
  async function stopAll() {
    if (stopping.now) return;
    stopping.now = true;
    await Promise.all(
      [...children.values()].map(async (entry) => {
        const { child } = entry;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.kill(entry.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
        await child.exited;
        clearTimeout(timer);
      }),
    );
    postgres?.stop('fast');
    fs.rmSync(path.join(dir, 'cluster.json'), { force: true });
  }

  // A start that fails half-way stops what it had started.
  try {
    // PostgreSQL
    postgres = postgresServer({ dir: path.join(dir, 'postgres'), port: CLUSTER_PORTS.postgres, logFile: logFile('postgres'), user: 'zulin', password: secrets.postgresPassword });
    if (postgres.init()) say('PostgreSQL: a new database');
    else if (!postgres.running()) postgres.start();
    say(`PostgreSQL on 127.0.0.1:${CLUSTER_PORTS.postgres}`);

    // Redis: the storefronts' shared page cache; nothing in it that a restart cannot rebuild.
    supervise('redis', 'redis-server', [
      '--port',
      String(CLUSTER_PORTS.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ]);

    // nginx, before the replicas: it takes each in as soon as it answers.
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxConfig({ dir, port: CLUSTER_PORTS.nginx, apiPort: CLUSTER_PORTS.api, storefronts: CLUSTER_PORTS.storefronts, productServers: CLUSTER_PORTS.productServers }),
    );
    supervise('nginx', 'nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', logFile('nginx-error')]);

    const common = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', REVALIDATE_SECRET: secrets.revalidateSecret, ...env };
    // One after the other: the first migrates and seeds the demo, the second finds it done.
    for (const [index, port] of CLUSTER_PORTS.productServers.entries()) {
      const name = `product-server-${index + 1}`;
      supervise(name, process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
        ...common,
        REPLICA: name,
        DATABASE_URL: postgres.url,
        PRODUCT_SERVER_HOST: '127.0.0.1',
        PRODUCT_SERVER_PORT: String(port),
        // A back-office change asks any storefront (through nginx) to drop the tags from the shared cache.
        STOREFRONT_URL: shopUrl,
        METRICS_TOKEN: secrets.metricsToken,
      });
      await until(name, () => answersOk(`${productServerUrls[index]}/health`), 180_000);
      say(`${name} ready on ${productServerUrls[index]}`);
    }

    for (const [index, port] of CLUSTER_PORTS.storefronts.entries()) {
      const name = `storefront-${index + 1}`;
      supervise(name, process.execPath, ['scripts/storefront.mjs'], {
        ...common,
        REPLICA: name,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        PRODUCT_API_URL: `http://127.0.0.1:${CLUSTER_PORTS.api}`,
        TRUSTED_PROXY_HOPS: '1',
        REDIS_URL: redisUrl,
        METRICS_TOKEN: secrets.metricsToken,
      });
    }
    await Promise.all(storefrontUrls.map((url, index) => until(`storefront-${index + 1}`, () => answersOk(`${url}/health`), 120_000)));
    await until('nginx', () => answersOk(`${shopUrl}/health`), 30_000);
    say(`the shop answers at ${shopUrl}/ (storefronts ${storefrontUrls.join(', ')}; product servers ${productServerUrls.join(', ')})`);
  } catch (error) {
    await stopAll();
    throw error;
  }

  const cluster = {
    dir,
    shopUrl,
    apiUrl: `http://127.0.0.1:${CLUSTER_PORTS.api}`,
    productServerUrls,
    storefrontUrls,
    databaseUrl: postgres.url,
    redisUrl,
    secrets,
    postgres,
    logsDir: path.join(dir, 'logs'),
    /** Sends `signal` to a supervised process; it is started again unless the cluster is stopping. */
    kill(name, signal = 'SIGKILL') {
      const entry = children.get(name);
      if (!entry?.child) throw new Error(`no process ${name}`);
      const { child } = entry;
      child.kill(signal);
      return child.exited;
    },
    /** The address of a replica by its name (`storefront-2`). */
    urlOf,
    /** Resolves when the named replica answers its readiness check again. */
    async ready(name, timeoutMs = 120_000) {
      await until(name, () => answersOk(`${urlOf(name)}/health`), timeoutMs);
    },
    pid: (name) => children.get(name)?.child?.pid,
    stop: stopAll,
  };
  return cluster;
}

/** Stops the cluster a supervisor in another process runs in `dir` (`npm run cluster:stop`). */
export async function stopClusterIn(dir = defaultClusterDir()) {
  const file = path.join(dir, 'cluster.json');
  if (!fs.existsSync(file)) return false;
  const state = JSON.parse(fs.readFileSync(file, 'utf8'));
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive(state.supervisor)) {
    process.kill(state.supervisor, 'SIGTERM');
    await until('the cluster to stop', async () => !alive(state.supervisor), 60_000);
  }
  // A supervisor killed outright leaves its children: stop what it recorded.
  for (const pid of Object.values(state.pids)) if (alive(pid)) process.kill(pid, 'SIGTERM');
  postgresServer({ dir: path.join(dir, 'postgres'), port: CLUSTER_PORTS.postgres, logFile: path.join(dir, 'logs', 'postgres.log'), user: 'zulin', password: '' }).stop('fast');
  fs.rmSync(file, { force: true });
  return true;
}
