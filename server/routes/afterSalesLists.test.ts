/**
 * The back office's after-sales lists (服务申请, 发票申请, 企业认证, 专票资质) page and sort on the
 * product server like every other console list: a whitelisted column both ways, the id breaking
 * ties in the same direction (so pages never repeat or skip a row), each list's own order when no
 * column is chosen, and the shared schema's refusals.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SysInvoiceRequest, SysVatQualification } from '@/contract/invoices';
import type { VerificationReviewRow } from '@/contract/identity';
import type { ServiceRequestSummary } from '@/contract/serviceRequests';
import { customerVerifications, invoiceRequests, serviceRequests, vatQualifications } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { shanghaiDay } from '../domain/shared/calendar';
import { MINUTE_MS } from '../domain/shared/clock';
import { companyAccount } from '../testing/creditScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { companyUnderReview, validCreditCode } from '../testing/identityScenarios';
import { addTitle, apply, customerIdOf, paidOrder } from '../testing/invoices';
import { rentableSkus } from '../testing/rentals';
import { orderInStatus, registeredCustomer, requestService, twoShops } from '../testing/serviceScenarios';

let server: TestServer;
let admin: string;
before(async () => {
  server = await startTestServer();
  admin = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
});
after(() => server.close());

type Params = Record<string, string | number>;
type ListAnswer<R> = { code: number; msg: string; rows?: R[]; total?: number };
type Read<R> = (params: Params) => Promise<ListAnswer<R>>;
/** A row's id and the values of the columns it can be sorted by, as stored (times in ms; no time sorts last). */
type Keys = { id: number; [column: string]: number };

const getList =
  <R>(path: string): Read<R> =>
  async (params) => {
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
    return (await server.get<never>(`${path}?${query}`, { token: admin })).body as ListAnswer<R>;
  };
const postList =
  <R>(path: string): Read<R> =>
  async (params) =>
    (await server.post<never>(path, params, { token: admin })).body as ListAnswer<R>;

const time = (at: Date | null) => (at === null ? Number.POSITIVE_INFINITY : at.getTime());

async function rowsOf<R>(read: Read<R>, params: Params): Promise<R[]> {
  const answer = await read(params);
  assert.equal(answer.code, 200, answer.msg);
  const rows = answer.rows ?? [];
  if (params.limit === 100) assert.equal(rows.length, answer.total, 'every row fits one page of 100');
  return rows;
}

/** Each row runs after the one before by `column` in `direction`, a tie by id the same way. */
function assertOrdered(keys: Keys[], column: string, direction: 'asc' | 'desc', label: string): void {
  const expected = direction === 'asc' ? 1 : -1;
  keys.forEach((next, index) => {
    const previous = index === 0 ? undefined : keys[index - 1];
    if (previous === undefined) return;
    // Two rows without the time (NaN) tie like two equal values.
    const step = Math.sign((next[column] ?? 0) - (previous[column] ?? 0)) || Math.sign(next.id - previous.id);
    assert.equal(step, expected, `${label}: row ${previous.id} before row ${next.id}`);
  });
}

/**
 * Sorted by `column` both ways: ordered by it with ties by id, the one the other reversed, and
 * pages of two walking the same rows (none twice, none left out). `ties`: the rows must share
 * some value of the column, so the tie-break is seen at work.
 */
async function assertSortsBy<R>(read: Read<R>, keysOf: (rows: R[]) => Promise<Keys[]>, column: string, filters: Params = {}, ties = false): Promise<void> {
  const up = await keysOf(await rowsOf(read, { ...filters, sort: column, order: 'asc', limit: 100 }));
  const down = await keysOf(await rowsOf(read, { ...filters, sort: column, order: 'desc', limit: 100 }));
  const values = new Set(up.map((keys) => keys[column]));
  assert.ok(values.size > 1, `${column}: the rows differ in it`);
  if (ties) assert.ok(values.size < up.length, `${column}: some rows share a value`);
  assertOrdered(up, column, 'asc', `${column} asc`);
  assertOrdered(down, column, 'desc', `${column} desc`);
  assert.deepEqual(
    down.map((keys) => keys.id),
    up.map((keys) => keys.id).reverse(),
  );
  const paged: number[] = [];
  for (let page = 1; (page - 1) * 2 < up.length; page += 1) {
    paged.push(...(await keysOf(await rowsOf(read, { ...filters, sort: column, order: 'asc', limit: 2, page }))).map((keys) => keys.id));
  }
  assert.deepEqual(
    paged,
    up.map((keys) => keys.id),
  );
}

/** An unknown column, a column of another list and 101 rows a page are refused as every console list refuses them; 100 is served. */
async function assertRefusals<R>(read: Read<R>, otherListsColumn: string): Promise<void> {
  assert.deepEqual(await read({ sort: 'name' }), { code: 500, msg: '排序字段不正确' });
  assert.deepEqual(await read({ sort: otherListsColumn }), { code: 500, msg: '排序字段不正确' });
  assert.deepEqual(await read({ order: 'up' }), { code: 500, msg: '排序方向不正确' });
  assert.deepEqual(await read({ limit: 101 }), { code: 500, msg: '每页最多 100 条' });
  assert.equal((await read({ limit: 100 })).code, 200);
}

describe('服务申请 (POST /api/sys/wService/list)', () => {
  const read = postList<ServiceRequestSummary>('/api/sys/wService/list');
  async function keysOf(rows: ServiceRequestSummary[]): Promise<Keys[]> {
    const stored = new Map((await server.db.select().from(serviceRequests)).map((row) => [row.serviceNo, row]));
    return rows.map((row) => {
      const request = stored.get(row.serviceNo);
      assert.ok(request, row.serviceNo);
      return { id: request.id, createdAt: time(request.createdAt), updatedAt: time(request.updatedAt), status: request.status };
    });
  }

  before(async () => {
    const shops = await twoShops(server);
    const first = await registeredCustomer(server);
    const second = await registeredCustomer(server);
    const firstOrder = await orderInStatus(server, first, shops.merchantShop, 4);
    const secondOrder = await orderInStatus(server, second, shops.otherShop, 4);
    // Three kinds about one order at the same moment: equal times, told apart by id.
    const made: string[] = [];
    for (const fields of [
      { kind: 'repair', reason: 'keyboard_touchpad' },
      { kind: 'replacement', reason: 'hardware_fault' },
      { kind: 'return', reason: 'fault_within_7_days' },
    ]) {
      const answer = await requestService(server, first.token, { orderNo: firstOrder, ...fields });
      assert.ok(answer.body.data, answer.body.msg);
      made.push(answer.body.data.serviceNo);
    }
    server.clock.advance(5 * MINUTE_MS);
    const later = await requestService(server, second.token, { orderNo: secondOrder });
    assert.ok(later.body.data, later.body.msg);
    server.clock.advance(5 * MINUTE_MS);
    for (const change of [
      { serviceNo: made[0], status: 1, remark: '已受理' },
      { serviceNo: later.body.data.serviceNo, status: 3, remark: '非质量问题' },
    ]) {
      assert.equal((await server.post('/api/sys/wService/status', change, { token: admin })).body.code, 200);
    }
  });

  test('sorts by the time asked, the last change and the status, both ways, ties by id', async () => {
    await assertSortsBy(read, keysOf, 'createdAt', {}, true);
    await assertSortsBy(read, keysOf, 'updatedAt');
    await assertSortsBy(read, keysOf, 'status', {}, true);
    await assertSortsBy(read, keysOf, 'createdAt', { kind: 'repair' });
  });

  test('unsorted, the newest requests come first, as before', async () => {
    assertOrdered(await keysOf(await rowsOf(read, { limit: 100 })), 'createdAt', 'desc', 'newest first');
  });

  test('an unknown column and more than 100 rows a page are refused', async () => {
    await assertRefusals(read, 'amount');
  });
});

describe('发票申请 (GET /api/wInvoice/sys/list)', () => {
  const read = getList<SysInvoiceRequest>('/api/wInvoice/sys/list');
  async function keysOf(rows: SysInvoiceRequest[]): Promise<Keys[]> {
    const stored = new Map((await server.db.select().from(invoiceRequests)).map((row) => [row.requestNo, row]));
    return rows.map((row) => {
      const request = stored.get(row.requestNo);
      assert.ok(request, row.requestNo);
      return { id: request.id, createdAt: time(request.createdAt), amount: request.amount, status: request.status };
    });
  }

  before(async () => {
    const account = await server.registerPersonal();
    const renter = { token: account.token, customerId: await customerIdOf(server, account.globalId) };
    const titleId = (await addTitle(server, renter.token, { kind: 'person', name: '王芳' })).id;
    const skus = await rentableSkus(server.db, 5);
    const cheap = skus[0];
    const dearer = skus.find((sku) => cheap !== undefined && sku.monthlyRent > cheap.monthlyRent);
    assert.ok(cheap && dearer);
    // Two requests of each price: equal amounts, told apart by id.
    const requestNos: string[] = [];
    for (const skuId of [cheap.skuId, cheap.skuId, dearer.skuId, dearer.skuId]) {
      const { bills } = await paidOrder(server, renter, { skuId, status: 2 });
      const requested = await apply(server, renter.token, { type: 1, titleId, items: [{ kind: 'rent', sourceId: bills[0]?.id ?? 0 }] });
      assert.ok(requested.body.data, requested.body.msg);
      requestNos.push(requested.body.data.requestNo);
      server.clock.advance(MINUTE_MS);
    }
    const [issued, , rejected] = requestNos;
    const invoiceDate = shanghaiDay(server.clock.now());
    assert.equal((await server.post('/api/wInvoice/sys/issue', { requestNo: issued, invoiceNo: '26442000000055550001', invoiceDate }, { token: admin })).body.code, 200);
    assert.equal((await server.post('/api/wInvoice/sys/reject', { requestNo: rejected, reason: '抬头有误' }, { token: admin })).body.code, 200);
  });

  test('sorts by the time asked, the amount and the status, both ways, ties by id', async () => {
    await assertSortsBy(read, keysOf, 'createdAt');
    await assertSortsBy(read, keysOf, 'amount', {}, true);
    await assertSortsBy(read, keysOf, 'status', {}, true);
  });

  test('unsorted, the newest requests come first, as before', async () => {
    assertOrdered(await keysOf(await rowsOf(read, { limit: 100 })), 'createdAt', 'desc', 'newest first');
  });

  test('an unknown column and more than 100 rows a page are refused', async () => {
    await assertRefusals(read, 'submittedAt');
  });
});

describe('企业认证 (GET /api/sys/userAuth/list)', () => {
  const read = getList<VerificationReviewRow>('/api/sys/userAuth/list');
  async function keysOf(rows: VerificationReviewRow[]): Promise<Keys[]> {
    const stored = new Map((await server.db.select().from(customerVerifications)).map((row) => [row.id, row]));
    const rank = { pending: 1, approved: 2, rejected: 3 } as const;
    return rows.map((row) => {
      const request = stored.get(row.id);
      assert.ok(request, String(row.id));
      assert.equal(row.status, rank[request.status], 'the rank is the status the list shows');
      return { id: request.id, submittedAt: time(request.submittedAt), reviewedAt: time(request.reviewedAt), status: rank[request.status] };
    });
  }

  before(async () => {
    // Two at one moment, one later (all left 审核中), then two decided.
    await companyUnderReview(server);
    await companyUnderReview(server);
    server.clock.advance(MINUTE_MS);
    await companyUnderReview(server);
    server.clock.advance(MINUTE_MS);
    const approved = await companyUnderReview(server);
    const rejected = await companyUnderReview(server);
    server.clock.advance(MINUTE_MS);
    assert.equal((await server.post(`/api/sys/userAuth/${approved.requestId}/review`, { decision: 'approve' }, { token: admin })).body.code, 200);
    assert.equal((await server.post(`/api/sys/userAuth/${rejected.requestId}/review`, { decision: 'reject', reason: '营业执照照片模糊' }, { token: admin })).body.code, 200);
  });

  test('sorts by the time sent, the time decided and the status (审核中, 已认证, 未通过), both ways, ties by id', async () => {
    await assertSortsBy(read, keysOf, 'submittedAt', {}, true);
    await assertSortsBy(read, keysOf, 'reviewedAt', {}, true);
    await assertSortsBy(read, keysOf, 'status', {}, true);
    await assertSortsBy(read, keysOf, 'submittedAt', { status: 'pending' }, true);
  });

  test('unsorted, the queue of 审核中 runs oldest first and the whole list newest first, as before', async () => {
    const queue = await keysOf(await rowsOf(read, { status: 'pending', limit: 100 }));
    assert.ok(queue.length >= 3);
    assertOrdered(queue, 'submittedAt', 'asc', 'the queue');
    assertOrdered(await keysOf(await rowsOf(read, { limit: 100 })), 'submittedAt', 'desc', 'newest first');
  });

  test('an unknown column and more than 100 rows a page are refused', async () => {
    await assertRefusals(read, 'createdAt');
  });
});

describe('专票资质 (GET /api/wInvoiceTitle/sys/qualifications)', () => {
  const read = getList<SysVatQualification>('/api/wInvoiceTitle/sys/qualifications');
  async function keysOf(rows: SysVatQualification[]): Promise<Keys[]> {
    const stored = new Map((await server.db.select().from(vatQualifications)).map((row) => [row.id, row]));
    return rows.map((row) => {
      const qualification = stored.get(row.id);
      assert.ok(qualification, String(row.id));
      return { id: qualification.id, submittedAt: time(qualification.submittedAt), reviewedAt: time(qualification.reviewedAt), status: qualification.status };
    });
  }

  before(async () => {
    const ids: number[] = [];
    for (const moment of [0, 0, MINUTE_MS, MINUTE_MS]) {
      server.clock.advance(moment);
      const company = await companyAccount(server, { verified: true, creditLine: 0 });
      const submitted = await server.post<{ id: number }>(
        '/api/wInvoiceTitle/qualification',
        { name: '测试科技有限公司', taxNo: validCreditCode(), bankName: '招商银行深圳科技园支行', bankAccount: '755912345610001' },
        { token: company.token },
      );
      assert.ok(submitted.body.data, submitted.body.msg);
      ids.push(submitted.body.data.id);
    }
    server.clock.advance(MINUTE_MS);
    const [, approved, rejected] = ids;
    assert.equal((await server.post('/api/wInvoiceTitle/sys/review', { id: approved, approved: true }, { token: admin })).body.code, 200);
    assert.equal((await server.post('/api/wInvoiceTitle/sys/review', { id: rejected, approved: false, reason: '开户银行与账号不一致' }, { token: admin })).body.code, 200);
  });

  test('sorts by the time sent, the time reviewed and the status, both ways, ties by id', async () => {
    await assertSortsBy(read, keysOf, 'submittedAt', {}, true);
    await assertSortsBy(read, keysOf, 'reviewedAt', {}, true);
    await assertSortsBy(read, keysOf, 'status', {}, true);
  });

  test('unsorted, the newest submissions come first, as before', async () => {
    assertOrdered(await keysOf(await rowsOf(read, { limit: 100 })), 'submittedAt', 'desc', 'newest first');
  });

  test('an unknown column and more than 100 rows a page are refused', async () => {
    await assertRefusals(read, 'amount');
  });
});
