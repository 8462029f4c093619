import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InvoiceSettings, InvoiceTitle } from '@/contract/invoices';
import { INVOICE_TITLES_MAX } from '@/contract/invoices';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { businessSnapshot, changedTables } from '../security/snapshot';
import { startTestServer, type TestServer } from '../testing/harness';
import { addTitle, logIn } from '../testing/invoices';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const COMPANY = DEMO_ACCOUNTS.company.companyName;

async function settings(token: string): Promise<InvoiceSettings> {
  const answer = await server.get<InvoiceSettings>('/api/wInvoiceTitle/info', { token });
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data;
}

const defaults = (titles: InvoiceTitle[]) => titles.filter((title) => title.isDefault).map((title) => title.name);

test("a person's titles: the first is the default, another may take it over, deleting the default passes it to the newest", async () => {
  const { token } = await server.registerPersonal();
  const empty = await settings(token);
  assert.deepEqual(empty, { accountType: 'personal', companyName: null, verified: false, email: null, titles: [], qualification: null });

  const first = await addTitle(server, token, { kind: 'person', name: '王芳' });
  assert.equal(first.isDefault, true);
  await addTitle(server, token, { kind: 'person', name: '王芳（家庭）' });
  assert.deepEqual(defaults((await settings(token)).titles), ['王芳']);
  const third = await addTitle(server, token, { kind: 'person', name: '王小芳', isDefault: true });
  assert.deepEqual(defaults((await settings(token)).titles), ['王小芳']);

  const renamed = await server.post<InvoiceTitle>('/api/wInvoiceTitle/edit', { id: first.id, kind: 'person', name: '王芳芳' }, { token });
  assert.equal(renamed.body.data?.name, '王芳芳', renamed.body.msg);
  assert.equal(renamed.body.data?.isDefault, false, 'an edit leaves the default where it is');
  const chosen = await server.post<InvoiceTitle>('/api/wInvoiceTitle/default', { id: first.id }, { token });
  assert.equal(chosen.body.data?.isDefault, true);
  assert.deepEqual(defaults((await settings(token)).titles), ['王芳芳']);

  const deleted = await server.request('DELETE', `/api/wInvoiceTitle/${first.id}`, undefined, { token });
  assert.deepEqual(deleted.body, { code: 200, msg: '抬头已删除', data: { id: first.id } });
  const left = (await settings(token)).titles;
  assert.deepEqual(
    left.map((title) => [title.name, title.isDefault]),
    [
      ['王小芳', true],
      ['王芳（家庭）', false],
    ],
  );
  assert.equal(left[0]?.id, third.id);
  assert.equal((await server.request('DELETE', `/api/wInvoiceTitle/${first.id}`, undefined, { token })).body.code, 404);
  assert.equal((await server.request('DELETE', '/api/wInvoiceTitle/abc', undefined, { token })).body.code, 404);
});

test('a personal account keeps person titles only; a company account only titles in its verified name, with its taxpayer number', async () => {
  const { token } = await server.registerPersonal();
  const before = await businessSnapshot(server.db);
  const company = await server.post('/api/wInvoiceTitle/add', { kind: 'company', name: COMPANY, taxNo: '91350100M000100Y43' }, { token });
  assert.equal(company.body.msg, '个人账户只能使用个人抬头；需要以企业名义开票的，请使用该企业的账户下单');
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const owner = await logIn(server, DEMO_ACCOUNTS.company.phone, DEMO_ACCOUNTS.company.password);
  const person = await server.post('/api/wInvoiceTitle/add', { kind: 'person', name: '李娜' }, { token: owner.token });
  assert.equal(person.body.msg, '企业账户请使用企业抬头');
  const otherName = await server.post('/api/wInvoiceTitle/add', { kind: 'company', name: '深圳市别家科技有限公司', taxNo: '91350100M000100Y43' }, { token: owner.token });
  assert.equal(otherName.body.msg, `企业发票抬头须与认证的企业名称「${COMPANY}」一致`);
  const noTaxNo = await server.post('/api/wInvoiceTitle/add', { kind: 'company', name: COMPANY }, { token: owner.token });
  assert.equal(noTaxNo.body.msg, '请输入纳税人识别号');

  const saved = await addTitle(server, owner.token, {
    kind: 'company',
    name: COMPANY,
    taxNo: '9135 0100 m000 100y43',
    address: '深圳市南山区科技园',
    telephone: '0755-86668888',
    bankName: '',
    bankAccount: ' ',
  });
  assert.deepEqual(
    { kind: saved.kind, name: saved.name, taxNo: saved.taxNo, address: saved.address, telephone: saved.telephone, bankName: saved.bankName, bankAccount: saved.bankAccount },
    { kind: 'company', name: COMPANY, taxNo: '91350100M000100Y43', address: '深圳市南山区科技园', telephone: '0755-86668888', bankName: null, bankAccount: null },
  );
  const info = await settings(owner.token);
  assert.equal(info.companyName, COMPANY);
  assert.equal(info.verified, true);
});

test('taxpayer numbers: the 18-character credit code and the older 15, 17 and 20-character forms; a legal early code failing its check character is kept', async () => {
  const owner = await logIn(server, DEMO_ACCOUNTS.company.phone, DEMO_ACCOUNTS.company.password);
  const add = (taxNo: string) => server.post<InvoiceTitle>('/api/wInvoiceTitle/add', { kind: 'company', name: COMPANY, taxNo }, { token: owner.token });
  for (const taxNo of ['91350100M000100Y43', '91350211M0000XUF46', '440301123456789', '44030119800101123', '44030119800101123X01']) {
    const answer = await add(taxNo);
    assert.equal(answer.body.data?.taxNo, taxNo, `${taxNo}: ${answer.body.msg}`);
  }
  assert.equal((await add('1234567890123')).body.msg, '纳税人识别号应为 15、17、18 或 20 位');
  assert.equal((await add('91350100M000100Y4I')).body.msg, '纳税人识别号格式不正确');
  assert.equal((await add('44A301123456789')).body.msg, '纳税人识别号格式不正确', '15 characters: the division code is six digits');
  assert.equal((await add('44030119800101123Y01')).body.msg, '纳税人识别号格式不正确');
});

test(`at most ${INVOICE_TITLES_MAX} titles per account`, async () => {
  const { token } = await server.registerPersonal();
  for (let i = 0; i < INVOICE_TITLES_MAX; i += 1) await addTitle(server, token, { kind: 'person', name: `抬头${i}号` });
  const full = await server.post('/api/wInvoiceTitle/add', { kind: 'person', name: '多出来的' }, { token });
  assert.equal(full.body.msg, `最多保存 ${INVOICE_TITLES_MAX} 个发票抬头，请先删除不用的抬头`);
});

test('the receiving email is checked and saved; fields the call does not take are refused', async () => {
  const { token } = await server.registerPersonal();
  assert.equal((await server.post('/api/wInvoiceTitle/email', { email: 'wang@' }, { token })).body.msg, '请输入正确的邮箱地址');
  assert.equal((await server.post('/api/wInvoiceTitle/email', {}, { token })).body.msg, '请输入接收邮箱');
  const saved = await server.post('/api/wInvoiceTitle/email', { email: ' Wang.Fang+invoice@example.com.cn ' }, { token });
  assert.deepEqual(saved.body, { code: 200, msg: '接收邮箱已保存', data: { email: 'Wang.Fang+invoice@example.com.cn' } });
  await server.post('/api/wInvoiceTitle/email', { email: 'finance@example.com' }, { token });
  assert.equal((await settings(token)).email, 'finance@example.com');
  assert.equal((await server.post('/api/wInvoiceTitle/add', { kind: 'person', name: '王芳', taxNo: '91350100M000100Y43' }, { token })).body.msg, '不支持的字段：taxNo');
  assert.equal((await server.post('/api/wInvoiceTitle/add', { name: '王芳' }, { token })).body.msg, '请选择抬头类型（个人或企业）');
  assert.equal((await server.get('/api/wInvoiceTitle/info')).status, 401);
});
