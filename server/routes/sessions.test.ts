import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LoginData, UserInfo } from '@/contract/auth';
import { customers, sessions } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { deleteOtherCustomerSessions } from '../domain/auth/sessions';
import { sha256Hex } from '../domain/auth/tokens';
import { HOUR_MS, SECOND_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const userInfo = (token: string, body: unknown = {}) => server.post<UserInfo>('/auth/api/info/token', body, { token });

async function loginCompany() {
  const { phone, password } = DEMO_ACCOUNTS.company;
  const answer = await server.post<LoginData>('/api/register/reg/paLogin', { phone, passWord: password });
  return { token: String(answer.body.token), quanJuId: answer.body.data?.quanJuId ?? '' };
}

test('userInfo answers the customer of the token, balance in fen', async () => {
  const { token, quanJuId } = await loginCompany();
  const answer = await userInfo(token, { quanJuId });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, {
    code: 200,
    msg: '操作成功',
    data: {
      quanJuId,
      mobile: DEMO_ACCOUNTS.company.phone,
      cname: DEMO_ACCOUNTS.company.companyName,
      pname: DEMO_ACCOUNTS.company.personName,
      balance: 20_000_000,
      accountType: 'company',
      verified: true,
      verifyStatus: 2,
      verifyStatusName: '已认证',
    },
  });
});

test('a protected call without the apiToken header is answered with HTTP 401', async () => {
  const answer = await server.post('/auth/api/info/token', {});
  assert.equal(answer.status, 401);
  assert.equal(answer.body.code, 401);
  assert.equal(typeof answer.body.msg, 'string');
});

test('an unknown token is code 401 asking to log in again', async () => {
  const answer = await userInfo('not-a-real-token');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { code: 401, msg: '登录状态已过期，请重新登录' });
});

test('a session unused for longer than its lifetime expires', async () => {
  const { token } = await loginCompany();
  server.clock.advance(168 * HOUR_MS - SECOND_MS);
  assert.equal((await userInfo(token)).body.code, 200);
  server.clock.advance(168 * HOUR_MS + SECOND_MS);
  assert.deepEqual((await userInfo(token)).body, { code: 401, msg: '登录状态已过期，请重新登录' });
});

test('a session in use slides forward instead of expiring', async () => {
  const { token } = await loginCompany();
  for (let day = 0; day < 7; day += 1) {
    server.clock.advance(100 * HOUR_MS);
    assert.equal((await userInfo(token)).body.code, 200, `after ${(day + 1) * 100} hours`);
  }
});

test('a stolen session kept busy still dies 30 days after login', async () => {
  const { token } = await loginCompany();
  for (let hours = 100; hours < 720; hours += 100) {
    server.clock.advance(100 * HOUR_MS);
    assert.equal((await userInfo(token)).body.code, 200, `after ${hours} hours`);
  }
  server.clock.advance(20 * HOUR_MS); // 720 hours: 30 days after login
  assert.deepEqual((await userInfo(token)).body, { code: 401, msg: '登录状态已过期，请重新登录' });
  assert.equal(
    (
      await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(token)))
    ).length,
    0,
  );
});

test('a session lifetime setting longer than 30 days still ends 30 days after login', async () => {
  const longLived = await startTestServer({ settings: { customerSessionTtlMs: 90 * 24 * HOUR_MS } });
  try {
    const { phone, password } = DEMO_ACCOUNTS.company;
    const login = await longLived.post<LoginData>('/api/register/reg/paLogin', { phone, passWord: password });
    const token = String(login.body.token);
    longLived.clock.advance(30 * 24 * HOUR_MS - SECOND_MS);
    assert.equal((await longLived.post('/auth/api/info/token', {}, { token })).body.code, 200);
    longLived.clock.advance(SECOND_MS);
    assert.equal((await longLived.post('/auth/api/info/token', {}, { token })).body.code, 401);
  } finally {
    await longLived.close();
  }
});

test('a password change ends every other session of the account and keeps the one that changed it', async () => {
  const { phone, password } = DEMO_ACCOUNTS.personal;
  const devices = await Promise.all(
    ['198.51.100.11', '198.51.100.12', '198.51.100.13'].map((peer) => server.post<LoginData>('/api/register/reg/paLogin', { phone, passWord: password }, { peer })),
  );
  const [keep, ...others] = devices.map((answer) => String(answer.body.token));
  const company = await loginCompany();
  const [customer] = await server.db.select().from(customers).where(eq(customers.phone, phone));
  assert.ok(customer && keep);
  await deleteOtherCustomerSessions(server.db, customer.id, sha256Hex(keep));
  assert.equal((await userInfo(keep)).body.code, 200);
  for (const token of others) assert.equal((await userInfo(token)).body.code, 401);
  assert.equal((await userInfo(company.token)).body.code, 200, 'another account keeps its sessions');
});

test('logout ends the session, with the token in the header or in the body', async () => {
  const first = await loginCompany();
  const logout = await server.post('/auth/api/logout', {}, { token: first.token });
  assert.deepEqual(logout.body, { code: 200, msg: '退出成功', data: null });
  assert.equal((await userInfo(first.token)).body.code, 401);

  const second = await loginCompany();
  assert.equal((await server.post('/auth/api/logout', { token: second.token })).body.code, 200);
  assert.equal((await userInfo(second.token)).body.code, 401);
});

test("a customer token sent to the back office's logout ends nothing", async () => {
  const customer = await loginCompany();
  assert.equal((await server.post('/logout', {}, { token: customer.token })).body.code, 200);
  assert.equal((await server.post('/logout', { token: customer.token })).body.code, 200);
  assert.equal((await userInfo(customer.token)).body.code, 200);
});

test('logging out twice, or without a session, still answers 200', async () => {
  assert.equal((await server.post('/auth/api/logout', {})).body.code, 200);
  assert.equal((await server.post('/logout', '')).body.code, 200);
  assert.equal((await server.post('/auth/api/logout', {}, { token: 'gone' })).body.code, 200);
});

test("userInfo with another customer's quanJuId answers 401", async () => {
  const mine = await loginCompany();
  const { phone, password } = DEMO_ACCOUNTS.personal;
  const theirs = await server.post<LoginData>('/api/register/reg/paLogin', { phone, passWord: password });
  const answer = await userInfo(mine.token, { quanJuId: theirs.body.data?.quanJuId });
  assert.equal(answer.body.code, 401);
});

test("the database keeps only the token's SHA-256, never the token", async () => {
  const { token } = await loginCompany();
  assert.equal((await server.db.select().from(sessions).where(eq(sessions.tokenHash, token))).length, 0);
  const [row] = await server.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  assert.equal(row?.kind, 'customer');
});

test('a customer token opens nothing in the back office', async () => {
  const { token } = await loginCompany();
  const answer = await server.get('/auth/api/menus/sys/90', { token });
  assert.deepEqual(answer.body, { code: 401, msg: '登录状态已过期，请重新登录' });
});
