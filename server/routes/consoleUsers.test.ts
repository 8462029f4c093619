import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, ne } from 'drizzle-orm';
import type { MenuItem } from '@/contract/auth';
import type { ConsoleUser } from '@/contract/consoleUsers';
import { sessions, stores, sysUsers } from '../db/schema';
import { saveUser, setUserDisabled } from '../domain/console/users';
import { startTestServer, type TestServer } from '../testing/harness';
import { logInAsAdmin, type StaffLogin } from '../testing/staff';

let server: TestServer;
let admin: StaffLogin;
let geekId: number;
before(async () => {
  server = await startTestServer();
  admin = await logInAsAdmin(server);
  const [geek] = await server.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, 'geek'));
  assert.ok(geek);
  geekId = geek.id;
});
after(() => server.close());

type PageBody<T> = { code: number; msg: string; rows: T[]; total: number };

let serial = 0;
const save = (body: Record<string, unknown>, token = admin.token) => server.post<ConsoleUser>('/api/sys/user/save', body, { token });

async function newEditor(fields: Record<string, unknown> = {}) {
  serial += 1;
  const account = { username: `staff_${serial}`, password: 'Staff2026ok' };
  const answer = await save({ username: account.username, nickName: `店员${serial}`, role: 'editor', storeId: geekId, phone: null, password: account.password, ...fields });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.ok(answer.body.data);
  return { ...account, user: answer.body.data };
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);
const menuUrls = async (token: string) => flatten((await server.get<{ list: MenuItem[] }>('/auth/api/menus/sys/90', { token })).body.data?.list ?? []).map((item) => item.url);

test('the role name is trimmed and must be admin or editor; an editor belongs to a shop, an admin to none', async () => {
  const base = { username: 'role_check', nickName: '角色测试', password: 'Staff2026ok' };
  assert.deepEqual((await save({ ...base, role: 'root', storeId: null })).body, { code: 500, msg: '角色只能是 admin（平台管理员）或 editor（商家员工）' });
  assert.deepEqual((await save({ ...base, role: 'Admin', storeId: null })).body, { code: 500, msg: '角色只能是 admin（平台管理员）或 editor（商家员工）' });
  assert.deepEqual((await save({ ...base, role: 'editor', storeId: null })).body, { code: 500, msg: '商家员工须选择所属店铺' });
  assert.deepEqual((await save({ ...base, role: 'admin', storeId: geekId })).body, { code: 500, msg: '平台管理员不属于任何店铺，请不要选择店铺' });
  assert.deepEqual((await save({ ...base, role: 'editor', storeId: 999_999 })).body, { code: 500, msg: '所属店铺不存在' });
  assert.deepEqual((await save({ username: 'role_check', nickName: '角色测试', role: 'admin' })).body, { code: 500, msg: '请设置初始密码' });
  const created = await save({ ...base, role: '  editor ', storeId: geekId });
  assert.equal(created.body.code, 200, created.body.msg);
  assert.deepEqual([created.body.data?.role, created.body.data?.roleName, created.body.data?.storeId], ['editor', '商家员工', geekId]);
  assert.deepEqual((await save({ ...base, role: 'editor', storeId: geekId })).body, { code: 500, msg: '登录账号已被使用，请换一个' });
  assert.deepEqual((await save({ id: created.body.data?.id, ...base, role: 'editor', storeId: geekId })).body, { code: 500, msg: '修改密码请使用重置密码' });
});

test('a new login works with its password; a role change reaches the user at their next menu call', async () => {
  const editor = await newEditor();
  const token = await server.logInToBackOffice(editor);
  const before = await menuUrls(token);
  assert.ok(before.includes('/console/shop') && !before.includes('/console/users'));
  assert.equal((await server.post('/api/sys/user/list', {}, { token })).body.code, 403);

  const promoted = await save({ id: editor.user.id, username: editor.username, nickName: editor.user.nickName, role: 'admin', storeId: null });
  assert.equal(promoted.body.data?.role, 'admin');
  // The same session, no new login.
  const after = await menuUrls(token);
  assert.ok(after.includes('/console/users') && !after.includes('/console/shop'));
  assert.equal((await server.post('/api/sys/user/list', {}, { token })).body.code, 200);
});

test('nobody disables themselves or changes their own role; another admin may be disabled', async () => {
  assert.deepEqual((await server.post('/api/sys/user/status', { id: admin.userId, disabled: true }, { token: admin.token })).body, { code: 500, msg: '不能停用自己的账号' });
  assert.deepEqual((await save({ id: admin.userId, username: 'admin', nickName: '平台管理员', role: 'editor', storeId: geekId })).body, {
    code: 500,
    msg: '不能修改自己的角色或所属店铺',
  });
  assert.equal((await save({ id: admin.userId, username: 'admin', nickName: '平台管理员（改名）', role: 'admin', storeId: null })).body.code, 200);

  serial += 1;
  const second = await save({ username: `admin_${serial}`, nickName: '第二管理员', role: 'admin', storeId: null, password: 'Admin2026ok' });
  assert.ok(second.body.data);
  const secondToken = await server.logInToBackOffice({ username: `admin_${serial}`, password: 'Admin2026ok' });
  assert.equal((await server.post('/api/sys/user/status', { id: second.body.data.id, disabled: true }, { token: admin.token })).body.code, 200);
  assert.equal((await server.get('/auth/api/info/sys', { token: secondToken })).body.code, 401);
});

test('the platform keeps one enabled admin, whoever acts', async () => {
  // Every admin but the demo one disabled: it is the last, and neither disabling nor demoting it goes through.
  await server.db
    .update(sysUsers)
    .set({ disabled: true })
    .where(and(eq(sysUsers.role, 'admin'), ne(sysUsers.id, admin.userId)));
  const someoneElse = { id: -1, role: 'admin' as const, storeId: null, username: 'ops', nickName: '运维' };
  await assert.rejects(setUserDisabled(server.db, someoneElse, { id: admin.userId, disabled: true }, server.clock.now()), { message: '至少保留一个启用的平台管理员' });
  const demote = { id: admin.userId, username: 'admin', nickName: '平台管理员', role: 'editor' as const, storeId: geekId, phone: null };
  await assert.rejects(saveUser(server.db, someoneElse, demote, server.clock.now()), { message: '至少保留一个启用的平台管理员' });
  const [row] = await server.db.select().from(sysUsers).where(eq(sysUsers.id, admin.userId));
  assert.deepEqual([row?.role, row?.disabled], ['admin', false]);
});

test('disabling a user ends every session at once, and they cannot log in until enabled', async () => {
  const editor = await newEditor();
  const first = await server.logInToBackOffice(editor);
  const second = await server.logInToBackOffice(editor);
  const answer = await server.post<ConsoleUser>('/api/sys/user/status', { id: editor.user.id, disabled: true }, { token: admin.token });
  assert.equal(answer.body.msg, '用户已停用');
  assert.deepEqual([answer.body.data?.disabled, answer.body.data?.sessions], [true, 0]);
  for (const token of [first, second]) assert.equal((await server.get('/auth/api/info/sys', { token })).body.code, 401);
  assert.deepEqual(await server.db.select().from(sessions).where(eq(sessions.sysUserId, editor.user.id)), []);
  await assert.rejects(server.logInToBackOffice(editor), /账号已停用，请联系管理员/);
  await server.post('/api/sys/user/status', { id: editor.user.id, disabled: false }, { token: admin.token });
  assert.equal(typeof (await server.logInToBackOffice(editor)), 'string');
});

test("a reset password replaces the old one and ends the user's sessions", async () => {
  const editor = await newEditor({ phone: '13700007777' });
  const token = await server.logInToBackOffice(editor);
  assert.deepEqual((await server.post('/api/sys/user/resetPwd', { id: editor.user.id, password: 'short1' }, { token: admin.token })).body, {
    code: 500,
    msg: '密码长度为 8 到 32 位',
  });
  const reset = await server.post<ConsoleUser>('/api/sys/user/resetPwd', { id: editor.user.id, password: 'Fresh2026ok' }, { token: admin.token });
  assert.equal(reset.body.msg, '密码已重置，该用户需重新登录');
  assert.equal((await server.get('/auth/api/info/sys', { token })).body.code, 401);
  await assert.rejects(server.logInToBackOffice(editor), /账号或密码错误/);
  assert.equal(typeof (await server.logInToBackOffice({ username: editor.username, password: 'Fresh2026ok' })), 'string');
  // The admin's own session survives a reset of their own password.
  assert.equal((await server.post('/api/sys/user/resetPwd', { id: admin.userId, password: 'Admin@2026' }, { token: admin.token })).body.code, 200);
  assert.equal((await server.get('/auth/api/info/sys', { token: admin.token })).body.code, 200);
  assert.deepEqual((await server.post('/api/sys/user/resetPwd', { id: 999_999, password: 'Fresh2026ok' }, { token: admin.token })).body, { code: 404, msg: '访问资源不存在' });
});

test("the user list filters by keyword, role, shop and state, and shows each user's shop", async () => {
  const editor = await newEditor({ phone: '13700006666' });
  const list = (body: Record<string, unknown>) => server.post('/api/sys/user/list', body, { token: admin.token }).then((answer) => answer.body as unknown as PageBody<ConsoleUser>);
  const found = await list({ keyword: '13700006666' });
  assert.deepEqual(
    found.rows.map((row) => row.id),
    [editor.user.id],
  );
  assert.equal(found.rows[0]?.storeName, '极客数码租赁');
  assert.ok((await list({ storeId: geekId, limit: 100 })).rows.every((row) => row.storeId === geekId));
  assert.ok((await list({ role: 'admin', limit: 100 })).rows.every((row) => row.role === 'admin' && row.storeId === null));
  assert.deepEqual((await server.post('/api/sys/user/list', { role: 'root' }, { token: admin.token })).body, {
    code: 500,
    msg: '角色只能是 admin（平台管理员）或 editor（商家员工）',
  });
  const [row] = await server.db.select({ phone: sysUsers.phone }).from(sysUsers).where(eq(sysUsers.id, editor.user.id));
  assert.equal(row?.phone, '13700006666');
});
