/**
 * The real process: started the way `npm run start:server` and a developer start it, on a
 * throwaway DATA_DIR and a free port. Slow (PGlite initialises a new folder), so one file.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { lockPathFor } from './db/dataDirLock';
import { bundleServer, PROCESS_TEST_TIMEOUT_MS, STARTUP_TIMEOUT_MS } from './testing/serverProcess';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Running = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

let tmp: string;
let dataDir: string;
before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zulin-main-'));
  dataDir = path.join(tmp, 'pglite');
});
// A failed test must not leave a server running (nor a test waiting on one): every child dies here.
const launched = new Set<ChildProcess>();
after(() => {
  for (const child of launched) child.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

function launch(args: string[], env: Record<string, string> = {}): Omit<Running, 'url'> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PRODUCT_SERVER_PORT: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launched.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function start(args: string[], env?: Record<string, string>): Promise<Running> {
  const running = launch(args, env);
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/\S+)/.exec(running.output());
    if (match?.[1]) return { ...running, url: match[1] };
    if (running.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  running.child.kill('SIGKILL');
  throw new Error(`server did not start:\n${running.output()}`);
}

async function stop(running: Running): Promise<number | null> {
  running.child.kill('SIGTERM');
  return running.exited;
}

async function dictionaryAnswer(url: string): Promise<unknown> {
  const response = await fetch(`${url}/system/dict/data/type/sys_yes_no`);
  return ((await response.json()) as { code: number }).code;
}

let first: Running;

test('the server starts on a fresh data folder, logs its URL once, and answers', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
  first = await start(['--import', 'tsx', 'server/main.ts']);
  assert.match(first.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(first.output().match(/listening on/g)?.length, 1);
  assert.match(first.output(), /DEVELOPMENT ROUTES ARE ON \(NODE_ENV=development\)/, 'npm run dev says loudly that the /dev routes are open');
  assert.equal(await dictionaryAnswer(first.url), 200);
  assert.equal(fs.readFileSync(lockPathFor(dataDir), 'utf8').trim(), String(first.child.pid));
  assert.match(first.output(), /demo history written in \d+ ms/, 'a fresh shop starts lived in');
});

test('a second process on the same DATA_DIR is refused with exit code 1', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
  const second = launch(['--import', 'tsx', 'server/main.ts']);
  const code = await second.exited;
  assert.equal(code, 1);
  assert.match(second.output(), new RegExp(`Another product server \\(pid ${first.child.pid}\\)`));
  assert.match(second.output(), /另一个商品服务进程/);
  assert.equal(await dictionaryAnswer(first.url), 200, 'the first server is unharmed');
});

test('SIGTERM stops the server with exit code 0 and releases the lock', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
  assert.equal(await stop(first), 0);
  assert.equal(fs.existsSync(lockPathFor(dataDir)), false);
  assert.match(first.output(), /stopped/);
});

test('the production bundle starts on the existing folder, taking over a stale lock', { timeout: PROCESS_TEST_TIMEOUT_MS }, async (t) => {
  const bundle = await bundleServer();
  t.after(bundle.remove);
  const outfile = bundle.entry;
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  fs.writeFileSync(lockPathFor(dataDir), `${dead}\n`);

  // NODE_ENV unset, as `npm start` once left it: that must count as production.
  const bundled = await start([outfile], { NODE_ENV: '' });
  try {
    assert.equal(await dictionaryAnswer(bundled.url), 200);
    const captcha = (await (await fetch(`${bundled.url}/auth/api/captcha`)).json()) as { code: number; data?: { img: string } };
    assert.equal(captcha.code, 200, 'svg-captcha finds its font from the bundle');
    assert.match(captcha.data?.img ?? '', /^data:image\/svg\+xml;base64,/);
    const dev = await fetch(`${bundled.url}/dev/sms/latest?phone=13800138000`);
    assert.equal(dev.status, 404, 'no /dev routes in production');
    const ship = await fetch(`${bundled.url}/dev/orders/ZL00000000000000000001/ship`, { method: 'POST' });
    assert.equal(ship.status, 404, 'no shipping door in production');
    assert.doesNotMatch(bundled.output(), /DEVELOPMENT ROUTES ARE ON/);
    assert.doesNotMatch(bundled.output(), /demo history written/, 'the history is written once per database');
  } finally {
    assert.equal(await stop(bundled), 0);
  }
});
