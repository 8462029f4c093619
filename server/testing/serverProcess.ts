/**
 * The product server as a real process, for tests that need one (main.test.ts, the crash test,
 * the HTTP races): bundled as `npm run build:server` bundles it, started with node itself (no npm
 * or shell in between, so a SIGKILL reaches the process that holds the database) on a free port.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Both are guards against a hang, never bounds on speed: on a 2-core machine busy with other test
// processes a first start (bundle, a new PGlite folder, migrations, the demo seed) took 35 s, and a
// kill/restart test four starts and its streams of orders, 101 s.
export const STARTUP_TIMEOUT_MS = 180_000;
/** The timeout of a test that starts, kills and restarts real server processes. */
export const PROCESS_TEST_TIMEOUT_MS = 600_000;

/** Every server this process started and has not seen exit: killed on the way out, whatever happened. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
  exited: Promise<Exit>;
  /** Milliseconds from spawn to a healthy answer. */
  startMs: number;
};

/**
 * Starts node itself on the bundle (no npm or shell in between, so SIGKILL reaches the process that
 * holds the database), on a free port (PRODUCT_SERVER_PORT=0, the log line names it), and waits for
 * /health. `env` selects the database: DATA_DIR or DATABASE_URL. The demo seed without the demo
 * customers' history (DEMO_HISTORY=0): the scenarios count orders, bills and stock from a bare seed.
 */
export async function startServer(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DEV_OUTBOX: '1', PRODUCT_SERVER_PORT: '0', SEED_DEMO: '1', DEMO_HISTORY: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    }),
  );
  const deadline = started + STARTUP_TIMEOUT_MS;
  let url: string | null = null;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    url ??= /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? null;
    if (url) {
      const health = await fetch(`${url}/health`).catch(() => null);
      if (health?.status === 200) break;
    }
    await sleep(25);
  }
  if (!url || child.exitCode !== null || child.signalCode !== null || Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`the product server did not start:\n${output}`);
  }
  assert.ok(child.pid, 'the server has a pid');
  return { child, pid: child.pid, url, output: () => output, exited, startMs: Date.now() - started };
}

/** Every server still running, killed: the tests' after hooks call it so a failed test leaves nothing behind. */
export async function killAllServers(): Promise<void> {
  const waiting = [...live].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of live) child.kill('SIGKILL');
  await Promise.all(waiting);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Bundles server/main.ts with the options of `npm run build:server` into a throwaway folder under
 * dist/ (so the bundle's bare imports resolve from the project's node_modules): what production
 * starts, and ~0.3 s faster per start than compiling through tsx.
 */
export async function bundleServer(): Promise<{ entry: string; remove: () => void }> {
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, 'dist', 'server-bundle-'));
  const entry = path.join(dir, 'main.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node24',
    outfile: entry,
    logLevel: 'silent',
  });
  return { entry, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
