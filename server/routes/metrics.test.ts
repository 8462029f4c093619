import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CODE } from '@/contract/envelope';
import { MESSAGES } from '../domain/shared/refusal';
import { createMetrics } from '../metrics';
import { DEFAULT_PEER, startTestServer, type TestServer } from '../testing/harness';

const TOKEN = 'scraper-token-0123456789abcdef';
let server: TestServer;
before(async () => {
  server = await startTestServer({ settings: { metricsToken: TOKEN } });
});
after(async () => {
  await server?.close();
});

const scrape = (headers: Record<string, string>) => server.app.request('/metrics', { headers });

test('an operator on the machine reads the request counts by route pattern and status in Prometheus format', async () => {
  for (let i = 0; i < 3; i += 1) await server.get('/api/register/reg/choice/1');
  await server.get('/api/no/such/route');
  const answer = await scrape({ 'x-test-peer': '127.0.0.1' });
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  const text = await answer.text();
  assert.match(text, /^http_request_duration_seconds_count\{method="GET",route="\/api\/register\/reg\/choice\/:type",status="200"\} 3$/m);
  assert.match(text, /^http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1$/m);
  assert.match(text, /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/register\/reg\/choice\/:type",status="200"\} \d+$/m);
});

test('anyone else finds no metrics there: another address, a call the storefront forwarded, a wrong token', async () => {
  const refusals: Record<string, string>[] = [
    { 'x-test-peer': DEFAULT_PEER },
    { 'x-test-peer': '127.0.0.1', 'x-forwarded-for': '203.0.113.7' },
    { 'x-test-peer': DEFAULT_PEER, authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    { 'x-test-peer': DEFAULT_PEER, authorization: TOKEN },
  ];
  for (const headers of refusals) {
    const answer = await scrape(headers);
    assert.equal(answer.status, 404, JSON.stringify(headers));
    assert.deepEqual(await answer.json(), { code: CODE.notFound, msg: MESSAGES.notFound });
  }
});

test('a scraper on another machine reads them with METRICS_TOKEN', async () => {
  const answer = await scrape({ 'x-test-peer': DEFAULT_PEER, authorization: `Bearer ${TOKEN}` });
  assert.equal(answer.status, 200);
  assert.match(await answer.text(), /# TYPE http_request_duration_seconds histogram/);
});

test('the scheduler\'s runs are counted by outcome, and what they changed by kind', async () => {
  const metrics = createMetrics();
  metrics.schedulerRun(0.2, { cancelled: 2, received: 0, overdue: 1, reminded: 0, riskChecked: 3, tradesClosed: 0, refundsSent: 1 });
  metrics.schedulerRun(0.1, { cancelled: 1, received: 0, overdue: 0, reminded: 0, riskChecked: 0, tradesClosed: 0, refundsSent: 0 });
  metrics.schedulerRun(0.05, null);
  const text = await metrics.registry.metrics();
  assert.match(text, /^scheduler_run_duration_seconds_count\{outcome="ok"\} 2$/m);
  assert.match(text, /^scheduler_run_duration_seconds_count\{outcome="failed"\} 1$/m);
  for (const [kind, count] of [['cancelled', 3], ['overdue', 1], ['riskChecked', 3], ['refundsSent', 1]] as const) {
    assert.match(text, new RegExp(`^scheduler_changes_total\\{kind="${kind}"\\} ${count}$`, 'm'));
  }
  assert.doesNotMatch(text, /kind="received"/, 'a kind nothing happened to is not invented');
});
