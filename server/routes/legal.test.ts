import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { TAGS } from '@/contract/cacheTags';
import type { LegalFacts, LegalFactsSettings } from '@/contract/legal';
import { auditLog, siteLegalFacts } from '../db/schema';
import { formatShanghai, HOUR_MS } from '../domain/shared/clock';
import { DEMO_LEGAL_FACTS } from '../seed/data/demoLegalFacts';
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

const FACTS: LegalFacts = {
  icpRecord: '京ICP备2024087654号-2',
  policeRecord: '京公网安备11010802045678号',
  telecomLicence: '京B2-20240321',
  companyName: '云租电脑（北京）科技有限公司',
  creditCode: '91110108MA01XYW12C',
  registeredAddress: '北京市海淀区中关村大街 27 号 10 层',
  legalRepresentative: '王明远',
  businessScope: '计算机及通讯设备租赁；办公设备租赁服务；电子产品销售。',
};

const publicFacts = async () => (await server.get<LegalFacts | null>('/api/site/legal')).body;
const save = (body: unknown, token = admin.token) => server.post<LegalFactsSettings>('/api/sys/legal/save', body, { token });

test('the public read answers the demo facts the seed wrote, with nobody logged in', async () => {
  const answer = await publicFacts();
  assert.equal(answer.code, 200, answer.msg);
  assert.deepEqual(answer.data, DEMO_LEGAL_FACTS);
});

test('the platform saves new facts: the public read answers them at once, the footer tag is revalidated, the audit log names the fields', async () => {
  server.clock.advance(HOUR_MS);
  const saved = await save({ ...FACTS, policeRecord: '京公网安备 11010802045678号', creditCode: '91110108ma01xyw12c' });
  assert.equal(saved.body.code, 200, saved.body.msg);
  assert.equal(saved.body.msg, '备案与证照信息已保存');
  // Spaces copied from a certificate dropped, the credit code upper case.
  assert.deepEqual(saved.body.data, { facts: FACTS, updatedAt: formatShanghai(server.clock.now()), updatedBy: 'admin' });
  assert.deepEqual(server.storefront.tags, [TAGS.legal]);

  assert.deepEqual((await publicFacts()).data, FACTS);
  assert.deepEqual((await server.get<LegalFactsSettings>('/api/sys/legal/info', { token: admin.token })).body.data, saved.body.data);

  const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'legal.edit')).orderBy(desc(auditLog.id)).limit(1);
  assert.equal(audit?.username, 'admin');
  assert.equal(audit?.targetType, 'site_legal_facts');
  assert.equal(audit?.summary, '修改备案与证照信息：ICP 备案号、公安联网备案号、增值电信业务经营许可证、企业名称、统一社会信用代码、注册地址、法定代表人、经营范围');
});

test('the optional record numbers may be left empty; the audit log names only what changed', async () => {
  assert.equal((await save(FACTS)).body.code, 200);
  const saved = await save({ ...FACTS, policeRecord: '', telecomLicence: '' });
  assert.equal(saved.body.code, 200, saved.body.msg);
  assert.deepEqual((await publicFacts()).data, { ...FACTS, policeRecord: '', telecomLicence: '' });
  const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'legal.edit')).orderBy(desc(auditLog.id)).limit(1);
  assert.equal(audit?.summary, '修改备案与证照信息：公安联网备案号、增值电信业务经营许可证');
});

test('a merchant is refused reading and saving, and nothing changes', async () => {
  assert.equal((await save(FACTS)).body.code, 200);
  const before = await server.db.select().from(siteLegalFacts);
  server.storefront.tags.length = 0;

  const write = await save({ ...FACTS, companyName: '冒名科技有限公司' }, merchant.token);
  assert.deepEqual(write.body, { code: 403, msg: '当前操作没有权限' });
  // Refused for the role before the body is read: a malformed body is refused the same way.
  assert.equal((await save({ icpRecord: 1 }, merchant.token)).body.code, 403);
  assert.equal((await server.get('/api/sys/legal/info', { token: merchant.token })).body.code, 403);

  assert.deepEqual(await server.db.select().from(siteLegalFacts), before);
  assert.deepEqual(server.storefront.tags, []);
  assert.deepEqual((await publicFacts()).data, FACTS);
});

test('without a back-office session the save is refused with 401', async () => {
  assert.equal((await save(FACTS, '')).body.code, 401);
});

test('bad input is refused with a Chinese sentence naming the rule, and nothing is saved', async () => {
  assert.equal((await save(FACTS)).body.code, 200);
  server.storefront.tags.length = 0;
  const refusals: [Partial<Record<keyof LegalFacts, unknown>>, string][] = [
    [{ icpRecord: '' }, '请填写 ICP 备案号'],
    [{ icpRecord: 'ICP备2023012345号' }, 'ICP 备案号格式不正确，如 粤ICP备2023012345号-1'],
    [{ policeRecord: '粤公网安备4403050200888号' }, '公安联网备案号格式不正确，如 粤公网安备44030502008888号（14 位数字）'],
    [{ telecomLicence: '粤B9-2023' }, '增值电信业务经营许可证编号格式不正确，如 粤B2-20230456'],
    [{ companyName: '  ' }, '请填写企业名称'],
    [{ creditCode: '9144030' }, '统一社会信用代码应为 18 位'],
    [{ creditCode: '91440300MA5FYK7QIX' }, '统一社会信用代码格式不正确'],
    [{ registeredAddress: '深圳' }, '注册地址至少 5 个字'],
    [{ legalRepresentative: undefined }, '请填写法定代表人'],
    [{ businessScope: '租'.repeat(1001) }, '经营范围不能超过 1000 个字'],
  ];
  for (const [change, msg] of refusals) {
    const answer = await save({ ...FACTS, ...change });
    assert.deepEqual([change, answer.body], [change, { code: 500, msg }]);
  }
  assert.equal((await save({ ...FACTS, extra: 'x' })).body.code, 500);
  assert.deepEqual((await publicFacts()).data, FACTS);
  assert.deepEqual(server.storefront.tags, []);
});

test('a shop without legal facts answers null until the platform saves them', async () => {
  await server.db.delete(siteLegalFacts);
  assert.deepEqual(await publicFacts(), { code: 200, msg: '操作成功', data: null });
  assert.deepEqual((await server.get<LegalFactsSettings>('/api/sys/legal/info', { token: admin.token })).body.data, { facts: null, updatedAt: null, updatedBy: null });
  assert.equal((await save(FACTS)).body.code, 200);
  assert.deepEqual((await publicFacts()).data, FACTS);
});
