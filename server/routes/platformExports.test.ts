/**
 * The platform pages' exports (入驻申请 / 合作申请, 店铺管理, 优惠券, 后台用户): form-encoded like
 * the download helper sends them (docs/product-rules.md#downloads), the list's filters applied,
 * Chinese headers, money in yuan; a merchant is refused with 403 (also in the staff matrix).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readSheet } from 'read-excel-file/node';
import { DEFAULT_PEER, startTestServer, type TestServer } from '../testing/harness';
import { submitApplication } from '../testing/applications';
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

function download(path: string, token: string, form: Record<string, string> = {}) {
  return server.app.request(path, {
    method: 'POST',
    headers: { 'x-test-peer': DEFAULT_PEER, apiToken: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

async function sheet(path: string, form: Record<string, string> = {}) {
  const response = await download(path, admin.token, form);
  assert.equal(response.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await response.clone().text());
  const [headers = [], ...rows] = await readSheet(Buffer.from(await response.arrayBuffer()));
  return { headers, rows, fileName: decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '') };
}

test("合作申请 exports only cooperation applications matching the keyword, under the page's name", async () => {
  const cooperation = await submitApplication(server, 'cooperation', { company: '导出测试物流有限公司' });
  await submitApplication(server, 'join', { company: '导出测试数码有限公司' });
  const { headers, rows, fileName } = await sheet('/api/sys/application/export', { kind: 'cooperation', keyword: '导出测试' });
  assert.match(fileName, /^合作申请_\d{8}\.xlsx$/);
  assert.deepEqual(headers.slice(0, 6), ['编号', '企业名称', '联系人', '手机号码', '统一社会信用代码', '合作类型']);
  assert.ok(!headers.includes('开通店铺'));
  assert.deepEqual(
    rows.map((row) => [row[0], row[1], row[3], row[7]]),
    [[cooperation.id, cooperation.company, cooperation.phone, '待处理']],
  );
});

test('入驻申请 exports with what an approval opened as columns', async () => {
  const { headers, rows, fileName } = await sheet('/api/sys/application/export', { status: 'pending', sort: 'submittedAt', order: 'asc' });
  assert.match(fileName, /^入驻申请_/);
  assert.deepEqual(headers.slice(-2), ['开通店铺', '商家登录账号']);
  assert.ok(rows.length >= 1);
  assert.ok(rows.every((row) => row[7] === '待处理'));
});

test('the store export follows the quality-store filter sent as text', async () => {
  const featured = await sheet('/api/sys/store/export', { featured: 'true' });
  const others = await sheet('/api/sys/store/export', { featured: 'false', status: 'open' });
  const column = featured.headers.indexOf('优质店铺');
  assert.ok(featured.rows.length > 0 && others.rows.length > 0);
  assert.ok(featured.rows.every((row) => row[column] === '是'));
  assert.ok(others.rows.every((row) => row[column] === '否' && row[featured.headers.indexOf('状态')] === '营业中'));
  assert.equal(featured.rows.length + others.rows.length, (await sheet('/api/sys/store/export')).rows.length);
  assert.match(featured.fileName, /^店铺_/);
});

test('the coupon export writes money as yuan numbers and follows the active filter', async () => {
  const { headers, rows } = await sheet('/api/sys/coupon/export', { active: 'true', sort: 'sort', order: 'asc' });
  const list = await server.post<unknown>('/api/sys/coupon/list', { active: true, sort: 'sort', order: 'asc', limit: 100 }, { token: admin.token });
  const templates = (list.body as unknown as { rows: { id: number; amount: number; threshold: number }[] }).rows;
  assert.deepEqual(headers.slice(2, 4), ['优惠金额（元）', '使用门槛（元，0 为无门槛）']);
  assert.deepEqual(
    rows.map((row) => [row[0], row[2], row[3]]),
    templates.map((template) => [template.id, template.amount / 100, template.threshold / 100]),
  );
  assert.deepEqual((await sheet('/api/sys/coupon/export', { active: 'false' })).rows, []);
});

test('the user export follows role and state', async () => {
  const { headers, rows } = await sheet('/api/sys/user/export', { role: 'editor', disabled: 'false', sort: 'username', order: 'asc' });
  assert.deepEqual(headers, ['编号', '登录账号', '姓名', '角色', '所属店铺', '手机号码', '状态', '在线会话', '创建时间']);
  assert.ok(rows.some((row) => row[1] === 'merchant' && row[4] === '云租优选旗舰店'));
  assert.ok(rows.every((row) => row[3] === '商家员工' && row[6] === '启用'));
});

test('a filter out of its values is refused in words; a merchant is refused with 403', async () => {
  const wrong = await download('/api/sys/store/export', admin.token, { featured: 'maybe' });
  assert.deepEqual(await wrong.json(), { code: 500, msg: '优质店铺筛选不正确' });
  for (const path of ['/api/sys/application/export', '/api/sys/store/export', '/api/sys/coupon/export', '/api/sys/user/export']) {
    const refused = await download(path, merchant.token);
    assert.deepEqual([path, await refused.json()], [path, { code: 403, msg: '当前操作没有权限' }]);
  }
});
