// Child-process helpers shared by the build, start and test scripts.
import { spawn } from 'node:child_process';

export const PRODUCT_SERVER_PORT = process.env.PRODUCT_SERVER_PORT ?? '8080';
export const PRODUCT_API_URL = process.env.PRODUCT_API_URL ?? `http://127.0.0.1:${PRODUCT_SERVER_PORT}`;

/** Starts a long-running child that shares this terminal; its exit is reported through `exited`. */
export function startChild(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...env } });
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ name, code, signal })));
  return child;
}

/** Whether anything answers HTTP at the URL (any status counts: the process is up). */
export async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Waits until the URL answers, or the child exits, or the time runs out. */
export async function waitUntilAnswering(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child.name ?? 'process'} exited before ${url} answered`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
