import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { UserInfo } from '@/contract/auth';
import { COMPANY_CREDIT_LINE_DEFAULT, type VerificationReviewRow, type VerificationState, type VerificationView } from '@/contract/identity';
import type { RentingSwitch } from '@/contract/orders';
import { auditLog, customerNotifications, customers, customerVerifications } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { companyAccount } from '../testing/creditScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { companyBody, companyUnderReview, creditCodeFailingCheck, residentIdBornOn, uploadLicence, validCreditCode } from '../testing/identityScenarios';
import { pngImage } from '../testing/images';

let server: TestServer;
let admin: string;
let merchant: string;
before(async () => {
  server = await startTestServer();
  admin = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  merchant = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
});
after(() => server.close());

type Submitted = VerificationView & { creditCodeWarning?: string | null };
const info = (token: string) => server.get<VerificationView>('/api/wUserAuth/info', { token });
const submitPerson = (token: string, body: unknown) => server.post<Submitted>('/api/wUserAuth/person', body, { token });
const submitCompany = (token: string, body: unknown) => server.post<Submitted>('/api/wUserAuth/company', body, { token });
const review = (id: number, body: unknown, token = admin) => server.post<VerificationReviewRow>(`/api/sys/userAuth/${id}/review`, body, { token });
const requestsOf = (customerId: number) => server.db.select().from(customerVerifications).where(eq(customerVerifications.customerId, customerId));

async function customerRow(globalId: string) {
  const [row] = await server.db.select().from(customers).where(eq(customers.globalId, globalId));
  assert.ok(row);
  return row;
}

// ---------------------------------------------------------------------------------------------
// A person

test('a person of age with a valid ID is verified at once; userInfo, the verified check and the page all say 已认证, the ID only masked', async () => {
  const person = await server.registerPersonal();
  const before = await info(person.token);
  assert.deepEqual(before.body.data, { accountType: 'personal', kind: 'person', status: 0, statusName: '未认证', canSubmit: true, request: null, creditLine: 0 });

  const idNumber = residentIdBornOn('19900307');
  const answer = await submitPerson(person.token, { name: '王小明', idNumber: ` ${idNumber.slice(0, 6)} ${idNumber.slice(6)} ` });

  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '实名认证成功');
  const view = answer.body.data;
  assert.ok(view?.request);
  assert.equal(view.status, 2);
  assert.equal(view.statusName, '已认证');
  assert.equal(view.canSubmit, false);
  assert.equal(view.request.idNumberMasked, `${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}`);
  const user = await server.post<UserInfo>('/auth/api/info/token', {}, { token: person.token });
  assert.equal(user.body.data?.verified, true);
  assert.equal(user.body.data?.verifyStatus, 2);
  assert.equal(user.body.data?.verifyStatusName, '已认证');
  assert.equal(user.body.data?.pname, '王小明');
  const check = await server.get<VerificationState>('/api/wGoods/userIsRenZhang', { token: person.token });
  assert.deepEqual(check.body.data, { verified: true, accountType: 'personal', status: 2, statusName: '已认证' });

  // Stored whole, shown nowhere whole.
  const [row] = await requestsOf((await customerRow(person.globalId)).id);
  assert.equal(row?.idNumber, idNumber);
  assert.equal(row?.decidedBy, 'provider');
  for (const said of [answer, await info(person.token), user, check]) assert.ok(!JSON.stringify(said.body).includes(idNumber), 'the whole ID number is shown');
});

test('someone who turns 18 tomorrow on the Shanghai calendar is refused today, and accepted once the Shanghai date comes', async () => {
  // The harness clock: 2026-03-02 10:00 in Shanghai.
  const person = await server.registerPersonal();
  const refused = await submitPerson(person.token, { name: '李小龙', idNumber: residentIdBornOn('20080303') });
  assert.deepEqual(refused.body, { code: 500, msg: '未满 18 周岁不能进行实名认证' });
  assert.deepEqual(await requestsOf((await customerRow(person.globalId)).id), []);

  // 2026-03-02 23:30 UTC is already 03-03 07:30 in Shanghai: the birthday has come there.
  server.clock.set('2026-03-02T23:30:00Z');
  const accepted = await submitPerson(person.token, { name: '李小龙', idNumber: residentIdBornOn('20080303') });
  assert.equal(accepted.body.data?.status, 2, accepted.body.msg);
  server.clock.set('2026-03-02T02:00:00Z');
});

test('an impossible birth date, a date still to come, a wrong check character and a wrong shape are refused, and nothing is stored', async () => {
  const person = await server.registerPersonal();
  const valid = residentIdBornOn('19900307');
  const cases: Array<[string, string]> = [
    [residentIdBornOn('19900230'), '身份证号码中的出生日期不正确'],
    [residentIdBornOn('19000229'), '身份证号码中的出生日期不正确'],
    [residentIdBornOn('20300101'), '身份证号码中的出生日期不正确'],
    [`${valid.slice(0, 17)}${valid.endsWith('1') ? '2' : '1'}`, '身份证号码校验位不正确，请核对后重新输入'],
    ['11010519900307', '身份证号码应为 18 位，最后一位可以是数字或 X'],
    ['', '请输入身份证号码'],
  ];
  for (const [idNumber, msg] of cases) {
    const answer = await submitPerson(person.token, { name: '王小明', idNumber });
    assert.deepEqual(answer.body, { code: 500, msg }, idNumber);
  }
  assert.deepEqual((await submitPerson(person.token, { name: 'Wang', idNumber: residentIdBornOn('19900307') })).body, { code: 500, msg: '请输入身份证上的中文姓名' });
  assert.equal((await info(person.token)).body.data?.status, 0);
});

test('an ID number already verifying another account is refused', async () => {
  const first = await server.registerPersonal();
  const second = await server.registerPersonal();
  const idNumber = residentIdBornOn('19850101');
  assert.equal((await submitPerson(first.token, { name: '赵六', idNumber })).body.data?.status, 2);
  assert.deepEqual((await submitPerson(second.token, { name: '赵六', idNumber })).body, { code: 500, msg: '该身份证号码已用于认证其他账户，如有疑问请联系客服' });
});

test("each account verifies as what it is: a company cannot send a person's verification, nor a person a company's", async () => {
  const company = await companyAccount(server, { verified: false, creditLine: 0 });
  assert.deepEqual((await submitPerson(company.token, { name: '王小明', idNumber: residentIdBornOn('19900307') })).body, { code: 500, msg: '企业账户请提交企业认证' });
  const person = await server.registerPersonal();
  const licenceKey = await uploadLicence(server, person.token);
  assert.deepEqual((await submitCompany(person.token, companyBody(licenceKey))).body, { code: 500, msg: '个人账户请提交个人实名认证' });
});

test('a verified account cannot submit again', async () => {
  const person = await server.registerPersonal();
  await submitPerson(person.token, { name: '孙七', idNumber: residentIdBornOn('19920202') });
  assert.deepEqual((await submitPerson(person.token, { name: '孙七', idNumber: residentIdBornOn('19920202') })).body, { code: 500, msg: '账户已完成认证，无需重复提交' });
});

test('when the provider fails the request waits for the platform, which can approve a person', async () => {
  const failing = await startTestServer({
    overrides: { verification: { name: 'failing', verifyPerson: () => Promise.reject(new Error('unreachable')), verifyCompany: () => Promise.reject(new Error('unreachable')) } },
  });
  try {
    const person = await failing.registerPersonal();
    const sent = await failing.post<Submitted>('/api/wUserAuth/person', { name: '周八', idNumber: residentIdBornOn('19880808') }, { token: person.token });
    assert.equal(sent.body.code, 200, sent.body.msg);
    assert.equal(sent.body.msg, '认证资料已提交，平台将在 1–3 个工作日内完成审核');
    assert.equal(sent.body.data?.statusName, '审核中');
    const adminToken = await failing.logInToBackOffice(DEMO_ACCOUNTS.admin);
    assert.deepEqual((await failing.post(`/api/sys/userAuth/${sent.body.data?.request?.id}/review`, { decision: 'approve', creditLine: 100 }, { token: adminToken })).body, {
      code: 500,
      msg: '个人实名认证无需设置免押额度',
    });
    const approved = await failing.post<VerificationReviewRow>(`/api/sys/userAuth/${sent.body.data?.request?.id}/review`, { decision: 'approve' }, { token: adminToken });
    assert.equal(approved.body.data?.statusName, '已认证', approved.body.msg);
    assert.equal((await failing.get<VerificationView>('/api/wUserAuth/info', { token: person.token })).body.data?.status, 2);
  } finally {
    await failing.close();
  }
});

// ---------------------------------------------------------------------------------------------
// A company

test('a company goes to review; the admin approves it with the published default credit line, and it may rent procurement goods', async () => {
  const company = await companyUnderReview(server);
  assert.equal(company.answer.msg, '认证资料已提交，平台将在 1–3 个工作日内完成审核');
  assert.equal(company.answer.data?.statusName, '审核中');
  assert.equal(company.answer.data?.canSubmit, false);
  assert.equal(company.answer.data?.creditCodeWarning, null);
  assert.equal(company.answer.data?.request?.licenceUrl, `/prod-api/api/file/${company.licenceKey}`);
  // Still 审核中: a second submission waits.
  const again = await submitCompany(company.token, companyBody(await uploadLicence(server, company.token)));
  assert.deepEqual(again.body, { code: 500, msg: '认证资料正在审核中，请耐心等待审核结果' });
  const user = await server.post<UserInfo>('/auth/api/info/token', {}, { token: company.token });
  assert.deepEqual([user.body.data?.verified, user.body.data?.verifyStatus, user.body.data?.verifyStatusName], [false, 1, '审核中']);

  const queue = await server.get<VerificationReviewRow>('/api/sys/userAuth/list?status=pending', { token: admin });
  const listed = (queue.body.rows as VerificationReviewRow[]).find((row) => row.id === company.requestId);
  assert.ok(listed, 'the request is in the queue');
  assert.equal(listed.defaultCreditLine, COMPANY_CREDIT_LINE_DEFAULT);
  assert.equal(listed.licenceSysUrl, `/prod-api/api/sys/file/${company.licenceKey}`);

  const approved = await review(company.requestId, { decision: 'approve' });
  assert.equal(approved.body.code, 200, approved.body.msg);
  assert.equal(approved.body.msg, '审核完成');
  assert.equal(approved.body.data?.statusName, '已认证');
  assert.equal(approved.body.data?.creditLine, COMPANY_CREDIT_LINE_DEFAULT);
  assert.equal(approved.body.data?.decidedBy, 'sys');

  const row = await customerRow(company.globalId);
  assert.deepEqual([row.verified, row.creditLine, row.companyName], [true, COMPANY_CREDIT_LINE_DEFAULT, '杭州测试科技有限公司']);
  const view = await info(company.token);
  assert.deepEqual([view.body.data?.status, view.body.data?.creditLine], [2, COMPANY_CREDIT_LINE_DEFAULT]);
  const procurement = await server.get<RentingSwitch>(`/api/wOrder/judgeSwitch/${company.globalId}/procurement`, { token: company.token });
  assert.equal(procurement.body.data?.allowed, true);
  const [note] = await server.db.select().from(customerNotifications).where(eq(customerNotifications.customerId, row.id)).orderBy(desc(customerNotifications.id)).limit(1);
  assert.equal(note?.title, '企业认证已通过');
  assert.match(note?.content ?? '', /¥50,000\.00/);

  // Decided once: a second decision is refused and changes nothing.
  assert.deepEqual((await review(company.requestId, { decision: 'reject', reason: '资料不清晰' })).body, { code: 500, msg: '该认证申请已处理，请刷新后查看' });
  assert.equal((await customerRow(company.globalId)).verified, true);
});

test('a rejected company reads the reason, sends again with a new licence, and is approved with the credit line the reviewer sets', async () => {
  const company = await companyUnderReview(server);
  const rejected = await review(company.requestId, { decision: 'reject', reason: '营业执照照片模糊，请重新拍摄上传' });
  assert.equal(rejected.body.data?.statusName, '未通过', rejected.body.msg);
  const view = (await info(company.token)).body.data;
  assert.deepEqual([view?.status, view?.statusName, view?.canSubmit, view?.request?.rejectReason], [3, '未通过', true, '营业执照照片模糊，请重新拍摄上传']);
  assert.equal((await customerRow(company.globalId)).verified, false);

  // The old picture belongs to the rejected request: a new one is needed.
  assert.deepEqual((await submitCompany(company.token, companyBody(company.licenceKey))).body, { code: 500, msg: '图片不存在或已被使用，请重新上传' });
  const resent = await submitCompany(company.token, companyBody(await uploadLicence(server, company.token)));
  assert.equal(resent.body.data?.statusName, '审核中', resent.body.msg);
  const approved = await review(resent.body.data?.request?.id ?? 0, { decision: 'approve', creditLine: 12_345_600 });
  assert.equal(approved.body.data?.creditLine, 12_345_600, approved.body.msg);
  assert.equal((await customerRow(company.globalId)).creditLine, 12_345_600);
  assert.equal((await requestsOf((await customerRow(company.globalId)).id)).length, 2);

  // Both decisions are in the audit log, each with the admin who took it.
  const { phone } = await customerRow(company.globalId);
  const audited = async (id: number) =>
    (
      await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'verification'), eq(auditLog.targetId, String(id))))
    ).map((row) => [row.action, row.username, row.summary]);
  assert.deepEqual(await audited(company.requestId), [
    ['verification.reject', DEMO_ACCOUNTS.admin.username, `驳回认证：企业认证 #${company.requestId}（杭州测试科技有限公司，${phone}），原因：营业执照照片模糊，请重新拍摄上传`],
  ]);
  const resentId = resent.body.data?.request?.id ?? 0;
  assert.deepEqual(await audited(resentId), [
    ['verification.approve', DEMO_ACCOUNTS.admin.username, `认证通过：企业认证 #${resentId}（杭州测试科技有限公司，${phone}），免押额度 ¥123,456.00`],
  ]);
});

test('a credit code that fails its check character is a warning stored with the request, and review still goes on; a wrong length or alphabet is refused', async () => {
  // A legal early code that fails the check (contract/__tests__/creditCode.test.ts).
  const legalEarly = await companyUnderReview(server, '91350211M0000XUF46');
  assert.equal(legalEarly.answer.code, 200);
  assert.match(legalEarly.answer.data?.creditCodeWarning ?? '', /校验位未通过核验/);
  assert.equal(legalEarly.answer.data?.request?.creditCodeWarning, legalEarly.answer.data?.creditCodeWarning);
  const detail = await server.get<VerificationReviewRow>(`/api/sys/userAuth/${legalEarly.requestId}`, { token: admin });
  assert.match(detail.body.data?.creditCodeWarning ?? '', /校验位未通过核验/);
  assert.equal((await review(legalEarly.requestId, { decision: 'approve' })).body.data?.statusName, '已认证');

  const other = await companyUnderReview(server, creditCodeFailingCheck());
  assert.ok(other.answer.data?.creditCodeWarning);

  const company = await companyAccount(server, { verified: false, creditLine: 0 });
  const licenceKey = await uploadLicence(server, company.token);
  const code = validCreditCode();
  assert.deepEqual((await submitCompany(company.token, companyBody(licenceKey, code.slice(0, 17)))).body, { code: 500, msg: '统一社会信用代码应为 18 位' });
  assert.deepEqual((await submitCompany(company.token, companyBody(licenceKey, `${code.slice(0, 10)}I${code.slice(11)}`))).body, { code: 500, msg: '统一社会信用代码格式不正确' });
  assert.deepEqual((await submitCompany(company.token, { ...companyBody(licenceKey), licenceKey: undefined })).body, { code: 500, msg: '请上传营业执照照片' });
  assert.equal((await info(company.token)).body.data?.status, 0);
});

test('a licence picture another customer uploaded cannot be attached', async () => {
  const owner = await companyAccount(server, { verified: false, creditLine: 0 });
  const thief = await companyAccount(server, { verified: false, creditLine: 0 });
  const licenceKey = await uploadLicence(server, owner.token);
  assert.deepEqual((await submitCompany(thief.token, companyBody(licenceKey))).body, { code: 500, msg: '图片不存在或已被使用，请重新上传' });
  assert.equal((await info(thief.token)).body.data?.status, 0);
  // Still the owner's to use.
  assert.equal((await submitCompany(owner.token, companyBody(licenceKey))).body.data?.status, 1);
});

test('a credit code that verifies another company already cannot be approved again', async () => {
  const code = validCreditCode();
  const first = await companyUnderReview(server, code);
  const second = await companyUnderReview(server, code);
  assert.equal((await review(first.requestId, { decision: 'approve' })).body.code, 200);
  assert.deepEqual((await review(second.requestId, { decision: 'approve' })).body, { code: 500, msg: '该统一社会信用代码已认证其他企业账户，如有疑问请联系客服' });
  assert.equal((await customerRow(second.globalId)).verified, false);
});

test('the licence picture is readable by its owner and the platform, by no other customer and no merchant', async () => {
  const company = await companyUnderReview(server);
  const stranger = await server.registerPersonal();
  const own = await server.app.request(`/api/file/${company.licenceKey}`, { headers: { apiToken: company.token, 'x-test-peer': '203.0.113.10' } });
  assert.equal(own.headers.get('content-type'), 'image/png');
  assert.deepEqual(Buffer.from(await own.arrayBuffer()), Buffer.from(pngImage(4, 3)));
  const byAdmin = await server.app.request(`/api/sys/file/${company.licenceKey}`, { headers: { apiToken: admin, 'x-test-peer': '203.0.113.10' } });
  assert.equal(byAdmin.headers.get('content-type'), 'image/png');
  assert.equal((await server.get(`/api/file/${company.licenceKey}`, { token: stranger.token })).body.code, 404);
  assert.equal((await server.get(`/api/sys/file/${company.licenceKey}`, { token: merchant })).body.code, 404);
});

// ---------------------------------------------------------------------------------------------
// The review is the platform's

test('a merchant (editor) may neither list, read nor decide verification requests, and a customer token opens none of it', async () => {
  const company = await companyUnderReview(server);
  for (const answer of [
    await server.get('/api/sys/userAuth/list', { token: merchant }),
    await server.get(`/api/sys/userAuth/${company.requestId}`, { token: merchant }),
    await review(company.requestId, { decision: 'approve', creditLine: 999_999_00 }, merchant),
  ]) {
    assert.deepEqual(answer.body, { code: 403, msg: '当前操作没有权限' });
  }
  assert.equal((await review(company.requestId, { decision: 'approve' }, company.token)).body.code, 401);
  assert.equal((await server.get('/api/sys/userAuth/list')).status, 401);
  const [row] = await server.db
    .select()
    .from(customerVerifications)
    .where(and(eq(customerVerifications.id, company.requestId)));
  assert.equal(row?.status, 'pending');
  assert.equal((await customerRow(company.globalId)).verified, false);
});

test('the review refuses malformed decisions and unknown requests', async () => {
  const company = await companyUnderReview(server);
  assert.deepEqual((await review(company.requestId, { decision: 'reject' })).body, { code: 500, msg: '请填写驳回原因' });
  assert.deepEqual((await review(company.requestId, { decision: 'maybe' })).body, { code: 500, msg: '审核结论不正确，应为 approve 或 reject' });
  assert.deepEqual((await review(company.requestId, { decision: 'approve', creditLine: -1 })).body, { code: 500, msg: '免押额度应为 0 到 ¥10,000,000.00 的整数（分）' });
  assert.equal((await review(999_999, { decision: 'approve' })).body.code, 404);
  assert.equal((await server.get('/api/sys/userAuth/abc', { token: admin })).body.code, 404);
  assert.deepEqual((await server.get('/api/sys/userAuth/list?status=done', { token: admin })).body, { code: 500, msg: '审核状态不正确，应为 pending、approved 或 rejected' });
});

test('the demo company was verified through the review path with its licence, the demo person through the provider', async () => {
  const company = await customerRow(
    (await server.post<{ quanJuId: string }>('/api/register/reg/paLogin', { phone: DEMO_ACCOUNTS.company.phone, passWord: DEMO_ACCOUNTS.company.password })).body.data?.quanJuId ??
      '',
  );
  const [companyRequest] = await requestsOf(company.id);
  assert.deepEqual(
    [companyRequest?.kind, companyRequest?.status, companyRequest?.decidedBy, companyRequest?.creditLine],
    ['company', 'approved', 'sys', DEMO_ACCOUNTS.company.creditLine],
  );
  assert.ok(companyRequest?.licenceKey);
  assert.deepEqual([company.verified, company.creditLine], [true, DEMO_ACCOUNTS.company.creditLine]);
  const person = await customerRow(
    (await server.post<{ quanJuId: string }>('/api/register/reg/paLogin', { phone: DEMO_ACCOUNTS.personal.phone, passWord: DEMO_ACCOUNTS.personal.password })).body.data
      ?.quanJuId ?? '',
  );
  const [personRequest] = await requestsOf(person.id);
  assert.deepEqual([personRequest?.kind, personRequest?.status, personRequest?.decidedBy, person.verified], ['person', 'approved', 'provider', true]);
});
