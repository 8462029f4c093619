import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CODE } from '@/contract/envelope';
import { MESSAGES } from '../domain/shared/refusal';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { moneyOutcomes } from '../domain/payments/outcomes';
import { createMetrics } from '../http/metrics';
import { rentableSkus } from '../testing/rentals';
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

test("the scheduler's runs are counted by outcome, and what they changed by kind", async () => {
  const metrics = createMetrics();
  metrics.schedulerRun(0.2, {
    cancelled: 2,
    parcelsSigned: 0,
    returnsArrived: 0,
    received: 0,
    withheld: 2,
    withholdingFailed: 0,
    overdue: 1,
    reminded: 0,
    riskChecked: 3,
    tradesClosed: 0,
    refundsSent: 1,
  });
  metrics.schedulerRun(0.1, {
    cancelled: 1,
    parcelsSigned: 0,
    returnsArrived: 0,
    received: 0,
    withheld: 0,
    withholdingFailed: 1,
    overdue: 0,
    reminded: 0,
    riskChecked: 0,
    tradesClosed: 0,
    refundsSent: 0,
  });
  metrics.schedulerRun(0.05, null);
  const text = await metrics.registry.metrics();
  assert.match(text, /^scheduler_run_duration_seconds_count\{outcome="ok"\} 2$/m);
  assert.match(text, /^scheduler_run_duration_seconds_count\{outcome="failed"\} 1$/m);
  for (const [kind, count] of [
    ['cancelled', 3],
    ['withheld', 2],
    ['withholdingFailed', 1],
    ['overdue', 1],
    ['riskChecked', 3],
    ['refundsSent', 1],
  ] as const) {
    assert.match(text, new RegExp(`^scheduler_changes_total\\{kind="${kind}"\\} ${count}$`, 'm'));
  }
  assert.doesNotMatch(text, /kind="received"/, 'a kind nothing happened to is not invented');
});

test("the database pool and the shop's payments by outcome are read at each scrape: a balance payment shows at once", async () => {
  const metrics = createMetrics({ sources: { pool: async () => ({ max: 10, connections: { active: 1, idle: 4 } }), money: () => moneyOutcomes(server.db) } });
  const paidByBalance = async () => {
    const text = await metrics.scrape();
    assert.match(text, /^db_pool_max_connections 10$/m);
    assert.match(text, /^db_pool_connections\{state="idle"\} 4$/m);
    const count = text.match(/^shop_payments\{method="balance",status="succeeded"\} (\d+)$/m);
    const fen = text.match(/^shop_payments_fen\{method="balance",status="succeeded"\} (\d+)$/m);
    return { count: Number(count?.[1] ?? 0), fen: Number(fen?.[1] ?? 0) };
  };
  const before = await paidByBalance();

  const login = await server.post('/api/register/reg/paLogin', { phone: DEMO_ACCOUNTS.personal.phone, passWord: DEMO_ACCOUNTS.personal.password });
  const token = login.body.token ?? '';
  const [sku] = await rentableSkus(server.db);
  assert.ok(sku);
  const line = await server.post<{ id: number }>('/api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: 12, quantity: 1 }, { token });
  const address = { name: '张伟', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园科苑路 15 号' };
  const order = await server.post<{ orderNo: string }>('/api/wOrder/addOrder', { cartLineIds: [line.body.data?.id], address, idempotencyKey: randomUUID() }, { token });
  assert.equal(order.body.code, 200, order.body.msg);
  const paid = await server.post<{ amount: number }>('/api/wOrder/yezf', { orderNo: order.body.data?.orderNo, idempotencyKey: randomUUID() }, { token });
  assert.equal(paid.body.code, 200, paid.body.msg);

  assert.deepEqual(await paidByBalance(), { count: before.count + 1, fen: before.fen + (paid.body.data?.amount ?? Number.NaN) });
});

test('a database that does not answer leaves its gauges out of the scrape, not the scrape out', async () => {
  const down = async () => {
    throw new Error('connection refused');
  };
  const metrics = createMetrics({ sources: { pool: down, money: down } });
  const text = await metrics.scrape();
  assert.match(text, /^# TYPE shop_payments gauge$/m);
  assert.doesNotMatch(text, /^shop_payments\{/m);
  assert.doesNotMatch(text, /^db_pool_connections\{/m);
});
