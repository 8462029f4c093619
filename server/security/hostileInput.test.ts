/**
 * Hostile input: fast-check drives every route of the product server (endpoints.ts) with random
 * and boundary bodies, queries and path parameters. Whatever arrives, the server answers with its
 * envelope — never an HTTP 5xx, never a stack trace, a file path, SQL or zod's English, never an
 * unexpected failure (系统繁忙, logged as [error]) — and a refused request changes nothing.
 *
 * Deterministic: HOSTILE_SEED (default below) fixes every run; a failure prints the seed and the
 * path to replay it. HOSTILE_RUNS sets the runs per route (default 30).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { CODE } from '@/contract/envelope';
import type { BuyoutQuoteView, OnlineTradeAnswer } from '@/contract/money';
import { bills, couponTemplates, news, rentalOrders } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { MESSAGES } from '../domain/shared/refusal';
import { capturingLogger } from '../testing/capturingLogger';
import { DEFAULT_PEER, startTestServer, type TestServer } from '../testing/harness';
import { rentAnotherOrder } from '../testing/billScenarios';
import { rentableSkus } from '../testing/rentals';
import { requestParts } from '@/contract/endpoint';
import { ENDPOINTS, type Endpoint, type ExampleIds } from './endpoints';
import { hostileBody, hostileQuery, hostileSegment, spoiltBody, spoiltQuery } from './hostileValues';
import { watchBusiness } from './snapshot';
import { arrangeStranger } from './twoCustomers';

const SEED = Number(process.env.HOSTILE_SEED ?? 20_260_917);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);

const KNOWN_CODES = new Set<number>(Object.values(CODE));
/** What only a leak of internals looks like: stack frames, source paths, SQL, driver and zod wording. */
const INTERNALS = [
  /\n\s+at /,
  /\bat (async )?[\w$.<>]+ \(/,
  /\b(Type|Reference|Syntax|Range)?Error:/,
  /node_modules|\/work\/|\/home\/|\/srv\/|file:\/\//,
  /\.(ts|js|mjs):\d+/,
  /\b(select|insert into|delete from)\b.+\b(from|values|where)\b/i,
  /\bupdate\b.+\bset\b/i,
  /duplicate key|violates|relation "|column "|syntax error at|invalid byte sequence|invalid input syntax/i,
  /ZodError|invalid_type|Expected (string|number|object)|Invalid input/,
];

let server: TestServer;
const log = capturingLogger();
let customerToken = '';
let sysToken = '';
let ids: ExampleIds;
before(async () => {
  server = await startTestServer({ log });
  const customer = await arrangeStranger(server);
  customerToken = customer.token;
  sysToken = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  const [sku] = await rentableSkus(server.db, 50);
  const [article] = await server.db.select({ id: news.id }).from(news).where(eq(news.status, 'published')).orderBy(asc(news.id)).limit(1);
  const [template] = await server.db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.active, true)).orderBy(asc(couponTemplates.id)).limit(1);
  assert.ok(sku && article && template);
  const line = await server.post<{ id: number }>('/api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: 12, quantity: 1 }, { token: customerToken });
  assert.ok(line.body.data, line.body.msg);
  // A running order with bills, its buyout quote and a top-up trade: money after checkout reaches its domain.
  const renting = await rentAnotherOrder(server, customer);
  const [bill] = await server.db
    .select({ id: bills.id })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(rentalOrders.orderNo, renting), eq(bills.status, 0)))
    .orderBy(asc(bills.period))
    .limit(1);
  const quote = await server.post<BuyoutQuoteView>('/api/wOrder/buyout/quote', { orderNo: renting }, { token: customerToken });
  const topUp = await server.post<OnlineTradeAnswer>('/api/wUser/recharge', { amount: 10_000, idempotencyKey: randomUUID() }, { token: customerToken });
  assert.ok(bill && quote.body.data && topUp.body.data, `${quote.body.msg} ${topUp.body.msg}`);
  ids = {
    globalId: customer.globalId,
    orderNo: customer.own.orderNo,
    cartLineId: line.body.data.id,
    skuId: sku.skuId,
    goodsId: sku.goodsId,
    storeId: sku.storeId,
    newsId: article.id,
    templateId: template.id,
    billId: bill.id,
    quoteNo: quote.body.data.quoteNo,
    tradeNo: topUp.body.data.tradeNo,
  };
});
after(() => server.close());

type Attempt = { path: string; query: string; body: string | undefined; session: 'own' | 'none' | 'forged' };

/** Mostly a well-formed call with a value or two spoilt; sometimes anything at all. Built lazily: the ids exist only after `before`. */
function attemptOf(endpoint: Endpoint): fc.Arbitrary<Attempt> {
  const example = endpoint.example?.(ids) ?? {};
  const params = endpoint.path.split('/').filter((part) => part.startsWith(':'));
  const segment = (param: string) => {
    const known = example.params?.[param.slice(1)];
    return known === undefined ? hostileSegment : fc.oneof({ weight: 2, arbitrary: fc.constant(encodeURIComponent(known)) }, { weight: 1, arbitrary: hostileSegment });
  };
  const query = example.query ? fc.oneof({ weight: 4, arbitrary: spoiltQuery(example.query) }, { weight: 1, arbitrary: hostileQuery }) : hostileQuery;
  const body = example.body ? fc.oneof({ weight: 4, arbitrary: spoiltBody(example.body) }, { weight: 1, arbitrary: hostileBody }) : hostileBody;
  return fc.record({
    path: fc.tuple(...params.map(segment)).map((segments) => params.reduce((path, param, index) => path.replace(param, segments[index] ?? ''), endpoint.path)),
    query,
    body: endpoint.method === 'GET' ? fc.constant(undefined) : body,
    session: fc.constantFrom('own', 'own', 'own', 'none', 'forged'),
  });
}

function tokenFor(endpoint: Endpoint, session: Attempt['session']): string | undefined {
  if (session === 'none' || (session === 'own' && endpoint.caller === 'none')) return undefined;
  if (session === 'forged') return 'forged-token-0000000000000000000000000000000';
  return endpoint.caller === 'sys' ? sysToken : customerToken;
}

/** One request straight to the app, read as raw text: the body must be the envelope whatever happened. */
async function send(endpoint: Endpoint, attempt: Attempt): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'x-test-peer': DEFAULT_PEER, 'content-type': 'application/json' };
  const token = tokenFor(endpoint, attempt.session);
  if (token) headers.apiToken = token;
  const response = await server.app.request(`${attempt.path}${attempt.query}`, { method: endpoint.method, headers, body: attempt.body });
  return { status: response.status, text: await response.text() };
}

function checkAnswer(endpoint: Endpoint, status: number, text: string, attempt: Attempt): { code: number; msg: string } {
  const said = `HTTP ${status} ${text.slice(0, 300)}`;
  assert.ok(status < 500, `HTTP 5xx: ${said}`);
  assert.ok([200, 401, 404].includes(status), `unexpected HTTP status: ${said}`);
  for (const pattern of INTERNALS) assert.doesNotMatch(text, pattern, `internal detail in the answer: ${said}`);
  const body = JSON.parse(text) as Record<string, unknown>;
  assert.ok(typeof body === 'object' && body !== null && !Array.isArray(body), `not an envelope: ${said}`);
  const { code, msg } = body;
  assert.ok(typeof code === 'number' && KNOWN_CODES.has(code), `unknown code: ${said}`);
  assert.ok(typeof msg === 'string' && /[\u4e00-\u9fff]/.test(msg), `msg is not a Chinese sentence: ${said}`);
  assert.notEqual(
    msg,
    MESSAGES.busy,
    `an unexpected failure (系统繁忙): ${said}; log: ${log.lines
      .filter((line) => line.startsWith('[error]'))
      .slice(-1)
      .join('')}`,
  );
  // A success carries data, a page of rows, or (the message list, docs/product-rules.md#envelope) its own page.
  if (code === CODE.ok) assert.ok('data' in body || ('rows' in body && 'total' in body) || 'page' in body, `a success without data: ${said}`);
  if (attempt.body !== undefined && attempt.body.length > (endpoint.maxBodyBytes ?? 64 * 1024)) assert.deepEqual(body, { code: CODE.refused, msg: MESSAGES.tooLarge }, said);
  return { code, msg };
}

test('each example is a well-formed call by its endpoint declaration: what it sends is what the declared schema takes', async () => {
  const problems: string[] = [];
  for (const endpoint of ENDPOINTS) {
    const example = endpoint.example?.(ids) ?? {};
    const name = `${endpoint.method} ${endpoint.path}`;
    const request = endpoint.request;
    if (!request) {
      if (example.body !== undefined || example.query !== undefined) problems.push(`${name}: declares no request, but its example sends one`);
      continue;
    }
    const { kind, schema } = requestParts(request);
    // A request with nothing required (no query at all) needs no example.
    if (!endpoint.example && !(await schema.safeParseAsync({})).success) {
      problems.push(`${name}: takes a request with required fields, but has no example`);
      continue;
    }
    const [sent, other] = kind === 'query' ? [example.query ?? {}, example.body] : [example.body ?? {}, example.query];
    if (other !== undefined) problems.push(`${name}: its example sends ${kind === 'query' ? 'a body' : 'a query'} the declaration does not take`);
    const parsed = await schema.safeParseAsync(sent);
    if (!parsed.success) problems.push(`${name}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  }
  assert.deepEqual(problems, []);
});

for (const endpoint of ENDPOINTS) {
  test(`hostile bodies, queries and path values sent to ${endpoint.method} ${endpoint.path} get the envelope, no internals, and change nothing when refused`, async () => {
    const business = await watchBusiness(server.db);
    await fc.assert(
      fc.asyncProperty(attemptOf(endpoint), async (attempt) => {
        const errorsBefore = log.lines.length;
        const { status, text } = await send(endpoint, attempt);
        const { code } = checkAnswer(endpoint, status, text, attempt);
        const logged = log.lines.slice(errorsBefore).filter((line) => line.startsWith('[error]'));
        assert.deepEqual(logged, [], 'the server logged an unexpected failure');
        const changed = await business.changed();
        if (code !== CODE.ok) assert.deepEqual(changed, [], `a refused request (code ${code}) changed the database`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
}

test('after every hostile request, no prototype was polluted (__proto__ and constructor keys stayed data)', () => {
  const probe: Record<string, unknown> = {};
  assert.equal(probe.polluted, undefined);
  assert.equal(probe.admin, undefined);
  assert.equal(Object.getPrototypeOf(probe), Object.prototype);
});
