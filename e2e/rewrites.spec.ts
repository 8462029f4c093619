import http from 'node:http';
import { expect, test } from '@playwright/test';
import { STORE } from '../playwright.config';

/**
 * The middleware rewrites query-addressed public pages to their cached form (/details?id=2 →
 * /details/2). That rewrite once left the process: Next compared it with an origin built from a
 * different host name, treated it as an outside address and proxied it over HTTP, which under load
 * hung up (HTTP 500, "socket hang up"). Here thousands of first visits to rewritten URLs arrive at
 * once, each with a Host header a browser, a proxy or an attacker might send; none may fail.
 */
const STORE_PORT = Number(new URL(STORE).port);
const HOSTS = [`127.0.0.1:${STORE_PORT}`, `localhost:${STORE_PORT}`, 'shop.example.com', 'evil.example:8443', `[::1]:${STORE_PORT}`, '10.0.0.1', 'localhost'];
const REQUESTS = 2400;
const CONCURRENCY = 64;

function rewrittenUrls(): string[] {
  const urls: string[] = [];
  for (let id = 1; id <= 170; id += 1) urls.push(`/details?id=${id}`);
  for (let id = 1; id <= 170; id += 1) urls.push(`/purchaseDetail?id=${id}`);
  for (let id = 1; id <= 14; id += 1) urls.push(`/storeDetail?id=${id}`);
  for (let id = 1; id <= 45; id += 1) urls.push(`/newsDetail?id=${id}`, `/purchaseNewsDetail?id=${id}`);
  for (const type of ['all', 'news', 'procurement']) for (let page = 1; page <= 6; page += 1) urls.push(`/newsCenter?type=${type}&page=${page}`);
  for (let page = 1; page <= 50; page += 1) urls.push(`/list?page=${page}`, `/list?condition=new&page=${page}`, `/list?sort=rentAsc&page=${page}`);
  return urls;
}

type Visit = { status: number; body: string; rewrite: string | undefined };

function visit(path: string, host: string): Promise<Visit> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: STORE_PORT, path, method: 'GET', headers: { host, accept: 'text/html' }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const rewrite = response.headers['x-middleware-rewrite'];
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), rewrite: Array.isArray(rewrite) ? rewrite[0] : rewrite }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(60_000, () => request.destroy(new Error(`timed out: ${path}`)));
    request.end();
  });
}

test('thousands of concurrent first visits to rewritten URLs under any Host header are served in process, never 5xx', async () => {
  test.setTimeout(300_000);
  const urls = rewrittenUrls();
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  async function worker(): Promise<void> {
    while (next < REQUESTS) {
      const n = next;
      next += 1;
      const path = urls[n % urls.length] ?? '/details?id=1';
      const host = HOSTS[n % HOSTS.length] ?? 'localhost';
      try {
        const { status, body, rewrite } = await visit(path, host);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || body.includes('Internal Server Error')) failures.push(`${status} ${path} (Host: ${host})`);
        // An absolute rewrite target is one Next proxies over HTTP instead of serving in process.
        if (rewrite !== undefined && !rewrite.startsWith('/')) failures.push(`${path} (Host: ${host}) was proxied to ${rewrite}`);
      } catch (error) {
        failures.push(`${path} (Host: ${host}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
  console.info(`rewritten-URL visits by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(failures.slice(0, 20)).toEqual([]);
  // The demo catalogue really was served, not only 404s.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 2);
});
