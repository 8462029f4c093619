import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { DictEntry } from '@/contract/auth';
import type { DictDataRow, DictTypeSummary } from '@/contract/dicts';
import type { AuditRow } from '@/contract/audit';
import { auditLog, dictData } from '../db/schema';
import { seedReferenceData } from '../seed/seed';
import { startTestServer, type TestServer } from '../testing/harness';
import { logInAsAdmin, logInAsMerchant, type StaffLogin } from '../testing/staff';

let server: TestServer;
let admin: StaffLogin;
let merchant: StaffLogin;
before(async () => {
  server = await startTestServer();
  admin = await logInAsAdmin(server);
  merchant = await logInAsMerchant(server);
});
after(() => server.close());
beforeEach(() => {
  server.storefront.tags.length = 0;
});

const entries = async (dictType: string) => (await server.get<DictEntry[]>(`/system/dict/data/type/${dictType}`)).body.data ?? [];
async function list(query: string, token = admin.token) {
  const answer = await server.get(`/api/sys/dict/data/list?${query}`, { token });
  return { code: answer.body.code, msg: answer.body.msg, rows: (answer.body.rows ?? []) as DictDataRow[], total: Number(answer.body.total ?? 0) };
}

async function entryId(dictType: string, dictValue: string): Promise<number> {
  const [row] = await server.db
    .select({ id: dictData.id })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.dictValue, dictValue)));
  assert.ok(row, `${dictType} ${dictValue}`);
  return row.id;
}

test('the admin sees every dictionary with its Chinese name and size', async () => {
  const answer = await server.get<DictTypeSummary[]>('/api/sys/dict/types', { token: admin.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  const orderStatus = answer.body.data?.find((type) => type.dictType === 'rental_order_status');
  assert.deepEqual(orderStatus, { dictType: 'rental_order_status', name: '租赁订单状态', count: 11 });
});

test("a dictionary's entries are paged and sorted on the server, and searched by label", async () => {
  const first = await list('dictType=rental_order_status&page=1&limit=5&sort=dictSort&order=asc');
  assert.equal(first.code, 200, first.msg);
  assert.equal(first.total, 11);
  assert.deepEqual(
    first.rows.map((row) => row.dictLabel),
    ['待支付', '待审核', '待发货', '待收货', '租赁中'],
  );
  const third = await list('dictType=rental_order_status&page=3&limit=5&sort=dictSort&order=asc');
  assert.deepEqual(
    third.rows.map((row) => row.dictValue),
    ['10'],
  );
  const searched = await list('dictType=rental_order_status&dictLabel=%E5%B7%B2');
  assert.deepEqual(searched.rows.map((row) => row.dictLabel).sort(), ['已买断', '已关闭', '已取消', '已完成', '已归还'].sort());
  assert.equal((await list('dictType=rental_order_status&dictLabel=%25')).total, 0, 'a % is text, not a pattern');
});

test('a list without a valid type is refused in Chinese', async () => {
  const answer = await list('page=1');
  assert.equal(answer.code, 500);
  assert.match(answer.msg, /字典类型/);
  assert.equal((await list('dictType=DROP%20TABLE')).code, 500);
});

test('the admin adds an entry: the public read has it at once, the storefront rebuilds dictionary pages, the audit log says who', async () => {
  const answer = await server.post<DictDataRow>(
    '/api/sys/dict/data/add',
    { dictType: 'bill_status', dictLabel: '已减免', dictValue: '9', dictSort: 9, listClass: 'success' },
    { token: admin.token },
  );
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.deepEqual((await entries('bill_status')).at(-1), { dictLabel: '已减免', dictValue: '9', dictSort: 9, listClass: 'success' });
  assert.deepEqual(server.storefront.tags, ['dict']);
  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(answer.body.data?.id)));
  assert.equal(audit?.action, 'dict.add');
  assert.equal(audit?.username, 'admin');
  assert.match(audit?.summary ?? '', /账单状态「已减免」（9）/);
});

test('a value already in the dictionary is refused, on add and on edit, and nothing changes', async () => {
  const before = await entries('bill_status');
  const added = await server.post('/api/sys/dict/data/add', { dictType: 'bill_status', dictLabel: '重复', dictValue: '1', dictSort: 1 }, { token: admin.token });
  assert.deepEqual([added.body.code, added.body.msg], [500, '该字典中已存在相同的字典键值']);
  const edited = await server.post(
    '/api/sys/dict/data/edit',
    { id: await entryId('bill_status', '0'), dictLabel: '待支付', dictValue: '1', dictSort: 1, listClass: 'warning' },
    { token: admin.token },
  );
  assert.deepEqual([edited.body.code, edited.body.msg], [500, '该字典中已存在相同的字典键值']);
  assert.deepEqual(await entries('bill_status'), before);
  assert.deepEqual(server.storefront.tags, []);
});

test("an edit changes the label and colour everywhere the dictionary is read, and survives the next start's seed", async () => {
  const id = await entryId('bill_status', '2');
  const answer = await server.post<DictDataRow>('/api/sys/dict/data/edit', { id, dictLabel: '已逾期', dictValue: '2', dictSort: 3, listClass: 'warning' }, { token: admin.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  await seedReferenceData(server.db);
  const overdue = (await entries('bill_status')).find((entry) => entry.dictValue === '2');
  assert.deepEqual(overdue, { dictLabel: '已逾期', dictValue: '2', dictSort: 3, listClass: 'warning' });
  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'dict.edit'), eq(auditLog.targetId, String(id))));
  assert.match(audit?.summary ?? '', /标签 逾期 → 已逾期，样式 danger → warning/);
});

test('a delete removes the entry and is audited; an unknown id answers 404', async () => {
  const added = await server.post<DictDataRow>(
    '/api/sys/dict/data/add',
    { dictType: 'news_type', dictLabel: '行业报告', dictValue: 'report', dictSort: 3 },
    { token: admin.token },
  );
  const id = added.body.data?.id ?? 0;
  const removed = await server.post('/api/sys/dict/data/remove', { id }, { token: admin.token });
  assert.equal(removed.body.code, 200, removed.body.msg);
  assert.ok(!(await entries('news_type')).some((entry) => entry.dictValue === 'report'));
  assert.equal((await server.post('/api/sys/dict/data/remove', { id }, { token: admin.token })).body.code, 404);
  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'dict.remove'), eq(auditLog.targetId, String(id))));
  assert.match(audit?.summary ?? '', /删除字典数据：资讯类型「行业报告」（report）/);
});

test('malformed entries are refused with the field named in Chinese', async () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ dictType: 'bill_status', dictLabel: '', dictValue: 'x', dictSort: 1 }, /请输入字典标签/],
    [{ dictType: 'bill_status', dictLabel: '甲', dictValue: 'a b', dictSort: 1 }, /字典键值只能包含/],
    [{ dictType: 'bill_status', dictLabel: '甲', dictValue: 'x', dictSort: -1 }, /显示排序不能小于 0/],
    [{ dictType: 'bill_status', dictLabel: '甲', dictValue: 'x', dictSort: 1, listClass: 'pink' }, /回显样式不正确/],
    [{ dictType: 'bill_status', dictLabel: '甲', dictValue: 'x', dictSort: 1, cssClass: 'x' }, /不支持的字段/],
  ];
  for (const [body, message] of cases) {
    const answer = await server.post('/api/sys/dict/data/add', body, { token: admin.token });
    assert.equal(answer.body.code, 500, JSON.stringify(body));
    assert.match(answer.body.msg, message);
  }
});

test('a merchant can neither read nor change the dictionaries (403), and nothing changes', async () => {
  const before = await entries('bill_status');
  for (const [method, path, body] of [
    ['GET', '/api/sys/dict/types', undefined],
    ['GET', '/api/sys/dict/data/list?dictType=bill_status', undefined],
    ['POST', '/api/sys/dict/data/add', { dictType: 'bill_status', dictLabel: '免单', dictValue: '8', dictSort: 8 }],
    ['POST', '/api/sys/dict/data/edit', { id: await entryId('bill_status', '1'), dictLabel: '免单', dictValue: '1', dictSort: 2 }],
    ['POST', '/api/sys/dict/data/remove', { id: await entryId('bill_status', '1') }],
  ] as const) {
    const answer = await server.request(method, path, body ? JSON.stringify(body) : undefined, { token: merchant.token });
    assert.deepEqual([path, answer.body.code, answer.body.msg], [path, 403, '当前操作没有权限']);
  }
  assert.deepEqual(await entries('bill_status'), before);
});

test('without a back-office session the dictionary calls answer 401', async () => {
  assert.equal((await server.get('/api/sys/dict/types')).body.code, 401);
  assert.equal((await server.post('/api/sys/dict/data/add', { dictType: 'bill_status', dictLabel: '甲', dictValue: 'x', dictSort: 1 })).body.code, 401);
});

test('the audit log lists the changes newest first, filtered by who, what and day', async () => {
  await server.post('/api/sys/dict/data/add', { dictType: 'goods_sort', dictLabel: '审计一', dictValue: 'audit_one', dictSort: 10 }, { token: admin.token });
  server.clock.advance(60_000);
  await server.post('/api/sys/dict/data/add', { dictType: 'goods_sort', dictLabel: '审计二', dictValue: 'audit_two', dictSort: 11 }, { token: admin.token });
  const read = async (query: string, token = admin.token) => {
    const answer = await server.get(`/api/sys/audit/list?${query}`, { token });
    return { body: { code: answer.body.code, msg: answer.body.msg, rows: (answer.body.rows ?? []) as AuditRow[], total: Number(answer.body.total ?? 0) } };
  };

  const newest = await read('limit=2');
  assert.equal(newest.body.code, 200, newest.body.msg);
  assert.match(newest.body.rows[0]?.summary ?? '', /审计二/);
  assert.match(newest.body.rows[1]?.summary ?? '', /审计一/);
  assert.match(newest.body.rows[0]?.at ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(newest.body.rows[0]?.username, 'admin');

  const oldestFirst = await read('sort=at&order=asc&limit=100');
  const summaries = oldestFirst.body.rows.map((row) => row.summary);
  assert.ok(summaries.findIndex((text) => text.includes('审计一')) < summaries.findIndex((text) => text.includes('审计二')));

  const adds = await read('action=dict.add&limit=100');
  assert.ok(adds.body.rows.length > 0 && adds.body.rows.every((row) => row.action === 'dict.add'));
  const dictAll = await read('action=dict&limit=100');
  assert.ok(dictAll.body.total >= adds.body.total && dictAll.body.rows.every((row) => row.action.startsWith('dict.')));
  assert.equal((await read('action=dic&limit=100')).body.total, 0, 'a prefix is a whole part of the key');
  assert.equal((await read('username=merchant')).body.total, 0);

  const today = newest.body.rows[0]?.at.slice(0, 10) ?? '';
  assert.ok((await read(`from=${today}&to=${today}`)).body.total >= 2);
  assert.equal((await read('from=2000-01-01&to=2000-01-02')).body.total, 0);
  assert.deepEqual([(await read('from=2026-13-45')).body.code, (await read('from=2026-13-45')).body.msg], [500, '开始日期不正确']);
  assert.equal((await read('from=yesterday')).body.code, 500);
  assert.equal((await read('limit=2', merchant.token)).body.code, 403);
});
