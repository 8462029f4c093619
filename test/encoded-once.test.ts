/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { server as productServer } from '@/test/msw/server';
import { EncodedBodies, encodedOnceResponse, matchesEtag } from '../scripts/encoded-once.mjs';

const PAGE = `<!DOCTYPE html><html lang="zh-CN"><body>${'<p>联想 ThinkPad X1 月租 ¥299.00 起</p>'.repeat(600)}</body></html>`;

let server: Server;
let base: string;
let bodies: EncodedBodies;

beforeEach(async () => {
  bodies = new EncodedBodies(1024 * 1024);
  server = createServer({ ServerResponse: encodedOnceResponse(bodies) }, (request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(PAGE));
    if (request.url === '/callback') return void response.end(PAGE, () => undefined);
    response.end(request.url === '/small' ? '<p>小页面</p>' : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A real server on loopback: the mocked product server lets these requests through.
  productServer.use(http.get(`${base}/*`, () => passthrough()));
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a cached page reaches the browser byte for byte, encoded once however often it is asked for', async () => {
  const encode = jest.spyOn(Buffer, 'from');
  for (const path of ['/', '/', '/callback']) {
    const response = await fetch(`${base}${path}`);
    expect(await response.text()).toBe(PAGE);
  }
  expect(encode.mock.calls.filter(([value]) => value === PAGE)).toHaveLength(1);
  expect(bodies.size).toBe(1);
});

test('small bodies are sent as they are, and the remembered bytes never pass the limit', () => {
  const small = new EncodedBodies(Buffer.byteLength(PAGE) * 2);
  const pages = [PAGE, `${PAGE} `, `${PAGE}  `];
  for (const page of pages) expect(small.entryOf(page).bytes.toString('utf8')).toBe(page);
  expect(small.size).toBe(1);
  expect(small.entryOf(pages[2]!)).toBe(small.entryOf(pages[2]!));
});

test('a browser that has the page gets 304 and no body; a changed page gets a new ETag', async () => {
  const first = await fetch(`${base}/`);
  const etag = first.headers.get('etag') ?? '';
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  const again = await fetch(`${base}/`, { headers: { 'If-None-Match': `W/"other", ${etag}` } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(bodies.entryOf(`${PAGE} `).etag).not.toBe(etag);
  expect(matchesEtag('"other"', etag)).toBe(false);
});
