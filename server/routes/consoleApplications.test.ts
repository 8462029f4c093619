import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { SysUserInfo } from '@/contract/auth';
import type { ApplicationApproved, ConsoleApplication } from '@/contract/consoleApplications';
import type { StoreCard, StoreDetail } from '@/contract/stores';
import { TAGS } from '@/contract/cacheTags';
import { auditLog, merchantApplications, smsCodes, stores, sysUsers } from '../db/schema';
import { approvalNotice, rejectionNotice } from '../domain/content/applicationReview';
import { MINUTE_MS, SECOND_MS } from '../domain/shared/clock';
import { submitApplication } from '../testing/applications';
import { startTestServer, type TestServer } from '../testing/harness';
import { logInAsAdmin, type StaffLogin } from '../testing/staff';

let server: TestServer;
let admin: StaffLogin;
before(async () => {
  server = await startTestServer();
  admin = await logInAsAdmin(server);
});
after(() => server.close());

type PageBody<T> = { code: number; msg: string; rows: T[]; total: number };

let serial = 0;
/** Names nobody used yet: each test opens its own shop. */
function shopFor(id: number) {
  serial += 1;
  return { id, storeName: `星河电脑租赁${serial}号店`, slug: `xinghe-${serial}`, city: '杭州', intro: '设计师电脑租赁', username: `xinghe_${serial}` };
}

const approve = (body: Record<string, unknown>, token = admin.token) => server.post<ApplicationApproved>('/api/sys/application/approve', body, { token });

async function outbox(phone: string, kind: 'code' | 'notice') {
  const answer = await server.get<{ code: string; type: number; text: string }>(`/dev/sms/latest?phone=${phone}&kind=${kind}`);
  return answer.body.data ?? null;
}

test('approving a shop application opens the shop, its store page and its first merchant login, and texts the applicant a password code', async () => {
  const application = await submitApplication(server);
  const shop = shopFor(application.id);
  server.storefront.tags.length = 0;
  const answer = await approve(shop);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '已通过，店铺已开通');
  const approved = answer.body.data;
  assert.ok(approved?.application.store);
  assert.equal(approved.passwordCodeSent, true);
  assert.equal(approved.application.status, 'approved');
  assert.equal(approved.application.statusName, '已通过');
  assert.equal(approved.application.reviewer, '平台管理员');
  assert.equal(approved.application.merchantUsername, shop.username);
  const storeId = approved.application.store.id;

  // The public store page works at once, and the storefront is asked to rebuild it.
  const page = await server.get<StoreDetail>(`/api/store/${storeId}`);
  assert.equal(page.body.code, 200, page.body.msg);
  assert.equal(page.body.data?.name, shop.storeName);
  assert.equal(page.body.data?.logo, `/stores/${shop.slug}.svg`);
  assert.equal(page.body.data?.goodsCount, 0);
  const list = (await server.get('/api/store/list?limit=60')).body as unknown as PageBody<StoreCard>;
  assert.ok(list.rows.some((store) => store.id === storeId));
  assert.deepEqual(server.storefront.tags, [TAGS.stores, TAGS.store(storeId)]);

  // The login: an editor of that shop with the applicant's phone, whose password nobody knows.
  const [login] = await server.db.select().from(sysUsers).where(eq(sysUsers.username, shop.username));
  assert.ok(login);
  assert.deepEqual([login.role, login.storeId, login.phone, login.nickName, login.disabled], ['editor', storeId, application.phone, '王小明', false]);

  // Two messages: the result with the login name, then the code (type 7).
  assert.equal((await outbox(application.phone, 'notice'))?.text, approvalNotice(shop.storeName, shop.username));
  const code = await outbox(application.phone, 'code');
  assert.equal(code?.type, 7);
  assert.match(code?.code ?? '', /^\d{6}$/);

  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'application.approve'), eq(auditLog.targetId, String(application.id))));
  assert.match(audit?.summary ?? '', new RegExp(`开通店铺「${shop.storeName}」`));
});

test('the new merchant sets a password with the SMS code, logs in to their own shop, and the code works once', async () => {
  const application = await submitApplication(server);
  const shop = shopFor(application.id);
  const approved = (await approve(shop)).body.data;
  assert.ok(approved?.application.store);
  const code = (await outbox(application.phone, 'code'))?.code ?? '';

  // Before a password is set, nothing opens the login.
  await assert.rejects(server.logInToBackOffice({ username: shop.username, password: 'Guess12345' }), /账号或密码错误/);

  const set = await server.post('/auth/api/sys/password/set', { username: shop.username, code, password: 'Shop2026ok' });
  assert.deepEqual(set.body, { code: 200, msg: '密码已设置，请使用新密码登录', data: null });
  const token = await server.logInToBackOffice({ username: shop.username, password: 'Shop2026ok' });
  const info = await server.get<SysUserInfo>('/auth/api/info/sys', { token });
  assert.deepEqual(info.body.data, {
    userId: info.body.data?.userId,
    username: shop.username,
    nickName: '王小明',
    role: 'editor',
    storeId: String(approved.application.store.id),
    storeName: approved.application.store.name,
  });

  // The same code again is refused, with the one answer every bad code gets.
  const again = await server.post('/auth/api/sys/password/set', { username: shop.username, code, password: 'Another2026' });
  assert.deepEqual(again.body, { code: 500, msg: '账号或验证码不正确，请重新获取验证码' });

  // A fresh code (asked for on the public page) sets another password and ends the open session.
  server.clock.advance(61 * SECOND_MS);
  const asked = await server.post('/auth/api/sys/password/code', { username: shop.username });
  assert.equal(asked.body.code, 200, asked.body.msg);
  const fresh = (await outbox(application.phone, 'code'))?.code ?? '';
  assert.notEqual(fresh, '');
  assert.equal((await server.post('/auth/api/sys/password/set', { username: shop.username, code: fresh, password: 'Another2026' })).body.code, 200);
  assert.equal((await server.get('/auth/api/info/sys', { token })).body.code, 401);
  assert.equal(typeof (await server.logInToBackOffice({ username: shop.username, password: 'Another2026' })), 'string');
});

test('asking for a password code answers the same for an unknown login, a login without a phone and a real one', async () => {
  const application = await submitApplication(server);
  const shop = shopFor(application.id);
  assert.equal((await approve(shop)).body.code, 200);
  server.clock.advance(61 * SECOND_MS);
  const before = await server.db.select().from(smsCodes).where(eq(smsCodes.phone, application.phone));
  const real = await server.post('/auth/api/sys/password/code', { username: shop.username }, { peer: '192.0.2.61' });
  const unknown = await server.post('/auth/api/sys/password/code', { username: 'nobody_here' }, { peer: '192.0.2.61' });
  const noPhone = await server.post('/auth/api/sys/password/code', { username: 'merchant' }, { peer: '192.0.2.61' });
  // Within the phone's cooldown the code is held back, and that is not said either.
  const tooSoon = await server.post('/auth/api/sys/password/code', { username: shop.username }, { peer: '192.0.2.61' });
  for (const answer of [unknown, noPhone, tooSoon]) assert.deepEqual(answer.body, real.body);
  assert.equal(real.body.msg, '如账号存在且绑定了手机，验证码已发送至该手机');
  const after = await server.db.select().from(smsCodes).where(eq(smsCodes.phone, application.phone));
  assert.equal(after.length, before.length + 1);

  // A wrong code, an unknown login: one refusal.
  const wrong = await server.post('/auth/api/sys/password/set', { username: shop.username, code: '000000', password: 'Shop2026ok' }, { peer: '192.0.2.62' });
  const nobody = await server.post('/auth/api/sys/password/set', { username: 'nobody_here', code: '000000', password: 'Shop2026ok' }, { peer: '192.0.2.62' });
  assert.deepEqual(wrong.body, { code: 500, msg: '账号或验证码不正确，请重新获取验证码' });
  assert.deepEqual(nobody.body, wrong.body);
  // The shop's password rule.
  const weak = await server.post('/auth/api/sys/password/set', { username: shop.username, code: '000000', password: 'abcdefgh' }, { peer: '192.0.2.62' });
  assert.deepEqual(weak.body, { code: 500, msg: '密码须同时包含字母和数字' });
});

test('asking for codes is throttled per address whatever the username', async () => {
  const peer = '192.0.2.63';
  const answers = [];
  for (let i = 0; i < 11; i += 1) answers.push(await server.post('/auth/api/sys/password/code', { username: `ghost_${i}` }, { peer }));
  assert.deepEqual(
    answers.slice(0, 10).map((answer) => answer.body.code),
    Array(10).fill(200),
  );
  assert.deepEqual(answers[10]?.body, { code: 500, msg: '操作过于频繁，请稍后再试' });
});

test('a taken slug, store name or login name is refused and opens nothing', async () => {
  const application = await submitApplication(server);
  const storesBefore = (await server.db.select({ id: stores.id }).from(stores)).length;
  const usersBefore = (await server.db.select({ id: sysUsers.id }).from(sysUsers)).length;
  const shop = shopFor(application.id);
  assert.deepEqual((await approve({ ...shop, slug: 'yunzu' })).body, { code: 500, msg: '店铺标识已被使用，请换一个' });
  assert.deepEqual((await approve({ ...shop, storeName: '云租优选旗舰店' })).body, { code: 500, msg: '店铺名称已被使用，请换一个' });
  assert.deepEqual((await approve({ ...shop, username: 'merchant' })).body, { code: 500, msg: '登录账号已被使用，请换一个' });
  assert.equal((await server.db.select({ id: stores.id }).from(stores)).length, storesBefore);
  assert.equal((await server.db.select({ id: sysUsers.id }).from(sysUsers)).length, usersBefore);
  const [row] = await server.db.select().from(merchantApplications).where(eq(merchantApplications.id, application.id));
  assert.equal(row?.status, 'pending');

  // The shapes the rules allow.
  assert.deepEqual((await approve({ ...shop, slug: 'Bad_Slug' })).body, { code: 500, msg: '店铺标识只能包含小写字母、数字和连字符（不能以连字符开头或结尾）' });
  assert.deepEqual((await approve({ ...shop, username: 'ab' })).body, { code: 500, msg: '登录账号为 4 到 30 位小写字母、数字或下划线' });
  assert.equal((await approve(shop)).body.code, 200);
});

test('an application is decided once; an unknown one, or a cooperation application, is 404', async () => {
  const application = await submitApplication(server);
  const shop = shopFor(application.id);
  assert.equal((await approve(shop)).body.code, 200);
  assert.deepEqual((await approve({ ...shopFor(application.id) })).body, { code: 500, msg: '该申请已处理，请刷新后查看' });
  assert.deepEqual((await server.post('/api/sys/application/reject', { id: application.id, reason: '重复提交' }, { token: admin.token })).body, {
    code: 500,
    msg: '该申请已处理，请刷新后查看',
  });
  const cooperation = await submitApplication(server, 'cooperation');
  assert.deepEqual((await approve(shopFor(cooperation.id))).body, { code: 404, msg: '访问资源不存在' });
  assert.deepEqual((await approve(shopFor(999_999))).body, { code: 404, msg: '访问资源不存在' });
  assert.deepEqual((await server.get('/api/sys/application/detail/abc', { token: admin.token })).body, { code: 404, msg: '访问资源不存在' });
});

test('a rejected application keeps its reason, opens nothing, and the applicant is told by SMS', async () => {
  const application = await submitApplication(server);
  const storesBefore = (await server.db.select({ id: stores.id }).from(stores)).length;
  assert.deepEqual((await server.post('/api/sys/application/reject', { id: application.id, reason: '' }, { token: admin.token })).body, { code: 500, msg: '请填写驳回原因' });
  const answer = await server.post<ConsoleApplication>('/api/sys/application/reject', { id: application.id, reason: '营业执照已过期' }, { token: admin.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.data?.status, 'rejected');
  assert.equal(answer.body.data?.remark, '营业执照已过期');
  assert.equal(answer.body.data?.store, null);
  assert.equal((await server.db.select({ id: stores.id }).from(stores)).length, storesBefore);
  assert.equal((await outbox(application.phone, 'notice'))?.text, rejectionNotice('营业执照已过期'));
  assert.equal(await outbox(application.phone, 'code'), null);
});

test('the lists filter by kind, status and keyword, pending work included', async () => {
  const pending = await submitApplication(server, 'join', { company: '宁波独一无二租赁有限公司' });
  const cooperation = await submitApplication(server, 'cooperation', { company: '宁波独一无二物流有限公司' });
  const list = (body: Record<string, unknown>) =>
    server.post('/api/sys/application/list', body, { token: admin.token }).then((answer) => answer.body as unknown as PageBody<ConsoleApplication>);
  const joins = await list({ keyword: '独一无二' });
  assert.deepEqual(
    joins.rows.map((row) => row.id),
    [pending.id],
  );
  assert.equal(joins.rows[0]?.phone, pending.phone);
  assert.deepEqual(
    (await list({ kind: 'cooperation', keyword: '独一无二' })).rows.map((row) => row.id),
    [cooperation.id],
  );
  assert.deepEqual((await list({ status: 'approved', keyword: '独一无二' })).rows, []);
  const all = await list({ status: 'pending', limit: 100 });
  assert.ok(all.rows.every((row) => row.kind === 'join' && row.status === 'pending'));
  assert.deepEqual((await server.post('/api/sys/application/list', { kind: 'other' }, { token: admin.token })).body, {
    code: 500,
    msg: '申请类型不正确，应为 join 或 cooperation',
  });
});

test('a cooperation application is contacted, then closed, and stays closed', async () => {
  const application = await submitApplication(server, 'cooperation');
  const handle = (body: Record<string, unknown>) => server.post<ConsoleApplication>('/api/sys/cooperation/handle', { id: application.id, ...body }, { token: admin.token });
  const contacted = await handle({ status: 'contacted', remark: '已电话沟通，下周面谈' });
  assert.equal(contacted.body.data?.status, 'contacted');
  assert.equal(contacted.body.data?.remark, '已电话沟通，下周面谈');
  server.clock.advance(MINUTE_MS);
  assert.equal((await handle({ status: 'closed', remark: '已签约' })).body.data?.statusName, '已关闭');
  assert.deepEqual((await handle({ status: 'contacted', remark: '再次联系' })).body, { code: 500, msg: '该合作申请已关闭' });
  assert.deepEqual((await handle({ status: 'approved', remark: '通过' })).body, { code: 500, msg: '处理结果应为 contacted（已联系）或 closed（已关闭）' });
  const join = await submitApplication(server);
  assert.deepEqual((await server.post('/api/sys/cooperation/handle', { id: join.id, status: 'closed', remark: '不合适' }, { token: admin.token })).body, {
    code: 404,
    msg: '访问资源不存在',
  });
});
