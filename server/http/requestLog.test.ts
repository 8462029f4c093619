import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { jsonLogger } from '../runtime/log';
import { DEFAULT_PEER, startTestServer, type TestServer } from '../testing/harness';

// The real JSON logger, writing into an array instead of stdout.
const written: string[] = [];
const log = jsonLogger({ destination: { write: (line: string) => void written.push(line) } });
type Line = Record<string, unknown>;
const lines = (): Line[] => written.map((line) => JSON.parse(line) as Line);
const linesOf = (requestId: string) => lines().filter((line) => line.requestId === requestId);

let server: TestServer;
before(async () => {
  server = await startTestServer({ log });
});
after(async () => {
  await server?.close();
});

const call = (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  server.app.request(url, { method: init.method ?? 'GET', body: init.body, headers: { 'x-test-peer': DEFAULT_PEER, 'content-type': 'application/json', ...init.headers } });

test('each request is one JSON line with its id, the route pattern, the status and the time taken; the id is answered', async () => {
  const answer = await call('/api/register/reg/choice/1', { headers: { 'x-request-id': 'nginx-4f2a9c11' } });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('x-request-id'), 'nginx-4f2a9c11');
  const [line, ...more] = linesOf('nginx-4f2a9c11');
  assert.equal(more.length, 0, 'one line a request');
  assert.deepEqual(
    { level: line?.level, msg: line?.msg, method: line?.method, route: line?.route, status: line?.status, process: line?.process },
    { level: 'info', msg: 'request', method: 'GET', route: '/api/register/reg/choice/:type', status: 200, process: 'product-server' },
  );
  assert.equal(typeof line?.ms, 'number');
  assert.match(String(line?.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

test('without an id, or with one that is not a plain token, the server makes its own', async () => {
  for (const given of [undefined, 'short', 'x'.repeat(65), 'evil id with spaces', 'a"}{"level":"fatal']) {
    const answer = await call('/api/register/reg/choice/1', given === undefined ? {} : { headers: { 'x-request-id': given } });
    const id = answer.headers.get('x-request-id') ?? '';
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, `a fresh id instead of ${JSON.stringify(given)}`);
    assert.equal(linesOf(id).length, 1);
  }
  assert.ok(!lines().some((line) => line.level === 'fatal'), 'nothing the caller sends forges a line');
});

test('no password, token, code or query value reaches the log', async () => {
  const account = await server.registerPersonal();
  written.length = 0;
  const password = 'Wrong#Pass-7731';
  const token = 'tok-9d8c7b6a5f4e3d2c1b0a';
  await call('/api/register/reg/paLogin', {
    method: 'POST',
    headers: { 'x-request-id': 'login-00000001', apiToken: token },
    body: JSON.stringify({ phone: account.phone, passWord: password }),
  });
  await call(`/api/register/reg/choice/1?secret=query-value-551`, { headers: { 'x-request-id': 'query-0000001', apiToken: account.token } });
  const text = written.join('');
  for (const secret of [password, token, account.token, account.passWord, 'query-value-551']) {
    assert.ok(!text.includes(secret), `the log holds ${secret}`);
  }
  assert.equal(linesOf('login-00000001')[0]?.route, '/api/register/reg/paLogin');
  assert.equal(linesOf('query-0000001')[0]?.route, '/api/register/reg/choice/:type');
});

test('an unknown address is logged without a route, and an unexpected failure names its request', async () => {
  await call('/api/no/such/route', { headers: { 'x-request-id': 'lost-00000001' } });
  assert.deepEqual(
    linesOf('lost-00000001').map((line) => [line.route, line.status]),
    [[null, 404]],
  );

  const failing = await startTestServer({
    log,
    overrides: {
      captcha: {
        make: () => {
          throw new Error('font file missing');
        },
      },
    },
  });
  try {
    await failing.app.request('/auth/api/captcha', { headers: { 'x-test-peer': DEFAULT_PEER, 'x-request-id': 'fail-00000001' } });
  } finally {
    await failing.close();
  }
  const [failure, access] = linesOf('fail-00000001');
  assert.equal(failure?.level, 'error');
  assert.equal((failure?.err as { message?: string } | undefined)?.message, 'font file missing');
  assert.equal(access?.msg, 'request');
});
