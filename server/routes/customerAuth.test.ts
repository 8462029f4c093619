import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LoginData, UserInfo } from '@/contract/auth';
import { customers } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { MINUTE_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const userInfo = (token: string) => server.post<UserInfo>('/auth/api/info/token', {}, { token });
const paLogin = (phone: string, passWord: string, peer?: string) => server.post<LoginData>('/api/register/reg/paLogin', { phone, passWord }, { peer });

describe('registration', () => {
  test('a personal customer registers with an SMS code and is logged in at once', async () => {
    const phone = server.newPhone();
    assert.equal((await server.sendCode(phone, 1)).body.code, 200);
    const answer = await server.post<LoginData>('/api/register/reg/zcInformation', {
      accountType: 'personal',
      phone,
      code: await server.latestCode(phone),
      passWord: 'Secret123',
      pname: '王小明',
    });
    assert.equal(answer.body.code, 200);
    assert.equal(answer.body.msg, '注册成功');
    assert.match(String(answer.body.token), /^[A-Za-z0-9_-]{43}$/);
    assert.match(answer.body.data?.quanJuId ?? '', /^[0-9a-f]{24}$/);

    const info = await userInfo(String(answer.body.token));
    assert.deepEqual(info.body.data, {
      quanJuId: answer.body.data?.quanJuId,
      mobile: phone,
      cname: null,
      pname: '王小明',
      balance: 0,
      accountType: 'personal',
      verified: false,
      verifyStatus: 0,
      verifyStatusName: '未认证',
    });
  });

  test('a company customer registers with its company name and contact person', async () => {
    server.clock.advance(MINUTE_MS);
    const phone = server.newPhone();
    await server.sendCode(phone, 1);
    const answer = await server.post<LoginData>('/api/register/reg/zcInformation', {
      accountType: 'company',
      phone,
      code: await server.latestCode(phone),
      passWord: 'Company2026',
      cname: '杭州未来科技有限公司',
      contactName: '陈静',
      industry: 'it',
      companySize: '20-99',
    });
    assert.equal(answer.body.code, 200, answer.body.msg);
    const info = await userInfo(String(answer.body.token));
    assert.equal(info.body.data?.accountType, 'company');
    assert.equal(info.body.data?.cname, '杭州未来科技有限公司');
    assert.equal(info.body.data?.pname, '陈静');
    assert.equal(info.body.data?.balance, 0);
  });

  test('a registered customer logs in with the password chosen at registration', async () => {
    const account = await server.registerPersonal(undefined, 'MyPass2026');
    const answer = await paLogin(account.phone, 'MyPass2026');
    assert.equal(answer.body.code, 200);
    assert.equal(answer.body.msg, '登录成功');
    assert.equal(answer.body.data?.quanJuId, account.globalId);
    assert.notEqual(answer.body.token, account.token);
  });

  test('asking for a register code for a registered phone is refused', async () => {
    const answer = await server.sendCode(DEMO_ACCOUNTS.personal.phone, 1);
    assert.deepEqual(answer.body, { code: 500, msg: '该手机号已注册' });
  });

  test('registering without a valid code creates no account', async () => {
    const phone = server.newPhone();
    const answer = await server.post('/api/register/reg/zcInformation', {
      accountType: 'personal',
      phone,
      code: '123456',
      passWord: 'Secret123',
      pname: '李雷',
    });
    assert.deepEqual(answer.body, { code: 500, msg: '验证码已失效，请重新获取' });
    assert.equal((await server.db.select().from(customers).where(eq(customers.phone, phone))).length, 0);
  });

  test('a weak password is refused with the password rule', async () => {
    const answer = await server.post('/api/register/reg/zcInformation', {
      accountType: 'personal',
      phone: server.newPhone(),
      code: '123456',
      passWord: 'abcdefgh',
      pname: '李雷',
    });
    assert.deepEqual(answer.body, { code: 500, msg: '密码须同时包含字母和数字' });
  });

  test('passwords are stored as argon2id hashes, never in clear', async () => {
    const account = await server.registerPersonal(undefined, 'Stored2026');
    const [row] = await server.db.select().from(customers).where(eq(customers.phone, account.phone));
    assert.ok(row);
    assert.match(row.passwordHash, /^\$argon2id\$/);
    assert.ok(!row.passwordHash.includes('Stored2026'));
  });
});

describe('password login', () => {
  test('the demo customers log in with their documented password', async () => {
    for (const demo of [DEMO_ACCOUNTS.personal, DEMO_ACCOUNTS.company]) {
      const answer = await paLogin(demo.phone, demo.password, '198.51.100.1');
      assert.equal(answer.body.code, 200, demo.phone);
      const info = await userInfo(String(answer.body.token));
      assert.equal(info.body.data?.balance, demo.balance);
    }
  });

  test('a wrong password and an unknown phone get the identical answer', async () => {
    const wrongPassword = await paLogin(DEMO_ACCOUNTS.company.phone, 'Wrong2026', '198.51.100.2');
    const unknownPhone = await paLogin('13699999999', 'Wrong2026', '198.51.100.2');
    assert.deepEqual(wrongPassword.body, { code: 500, msg: '手机号或密码错误' });
    assert.deepEqual(unknownPhone.body, wrongPassword.body);
    assert.equal(unknownPhone.status, wrongPassword.status);
  });

  test('after five failures a phone is locked for 15 minutes, even with the right password', async () => {
    const account = await server.registerPersonal();
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await paLogin(account.phone, 'Wrong0000')).body.msg, '手机号或密码错误');
    }
    assert.deepEqual((await paLogin(account.phone, account.passWord)).body, {
      code: 500,
      msg: '登录失败次数过多，请 15 分钟后再试',
    });
    server.clock.advance(15 * MINUTE_MS + 1000);
    assert.equal((await paLogin(account.phone, account.passWord)).body.code, 200);
  });

  test('50 parallel wrong passwords for one phone get at most 5 password checks', async () => {
    const account = await server.registerPersonal();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => paLogin(account.phone, `Guess${String(i).padStart(4, '0')}`, `198.51.100.${100 + (i % 50)}`)));
    const messages = answers.map((answer) => answer.body.msg);
    // Every password check of a wrong password answers 手机号或密码错误: their number is the number of checks.
    assert.equal(messages.filter((msg) => msg === '手机号或密码错误').length, 5);
    assert.equal(messages.filter((msg) => msg === '登录失败次数过多，请 15 分钟后再试').length, 45);
    assert.equal((await paLogin(account.phone, account.passWord)).body.msg, '登录失败次数过多，请 15 分钟后再试');
  });

  test('50 parallel wrong passwords from one address get at most 30 password checks', async () => {
    const sprayer = '198.51.100.77';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => paLogin(`1362222${String(i).padStart(4, '0')}`, 'Guess2026', sprayer)));
    const messages = answers.map((answer) => answer.body.msg);
    assert.equal(messages.filter((msg) => msg === '手机号或密码错误').length, 30);
    assert.equal(messages.filter((msg) => msg === '登录失败次数过多，请 15 分钟后再试').length, 20);
  });

  test('successful logins from one address do not lock it out', async () => {
    const { phone, password } = DEMO_ACCOUNTS.company;
    for (let i = 0; i < 35; i += 1) {
      assert.equal((await paLogin(phone, password, '198.51.100.78')).body.code, 200, `login ${i + 1}`);
    }
  });

  test('a successful login clears the failures of that phone', async () => {
    const account = await server.registerPersonal();
    for (let i = 0; i < 4; i += 1) await paLogin(account.phone, 'Wrong0000');
    assert.equal((await paLogin(account.phone, account.passWord)).body.code, 200);
    for (let i = 0; i < 4; i += 1) await paLogin(account.phone, 'Wrong0000');
    assert.equal((await paLogin(account.phone, account.passWord)).body.code, 200);
  });

  test('thirty failures from one client address lock that address, not others', async () => {
    const sprayer = '198.51.100.66';
    for (let i = 0; i < 30; i += 1) {
      assert.equal((await paLogin(`1360000${String(i).padStart(4, '0')}`, 'Guess2026', sprayer)).body.msg, '手机号或密码错误');
    }
    const personal = DEMO_ACCOUNTS.personal;
    assert.equal((await paLogin(personal.phone, personal.password, sprayer)).body.msg, '登录失败次数过多，请 15 分钟后再试');
    assert.equal((await paLogin(personal.phone, personal.password, '198.51.100.67')).body.code, 200);
  });

  test('behind the storefront proxy the address comes from X-Forwarded-For', async () => {
    const forwarded = (client: string, attempt: number) =>
      server.post(
        '/api/register/reg/paLogin',
        { phone: `1351111${String(attempt).padStart(4, '0')}`, passWord: 'Guess2026' },
        {
          peer: '127.0.0.1',
          headers: { 'x-forwarded-for': `10.9.9.9, ${client}` },
        },
      );
    for (let i = 0; i < 30; i += 1) await forwarded('192.0.2.44', i);
    assert.equal((await forwarded('192.0.2.44', 99)).body.msg, '登录失败次数过多，请 15 分钟后再试');
    // Another browser behind the same proxy is not punished, and the phone limit is separate.
    const other = await server.post(
      '/api/register/reg/paLogin',
      { phone: DEMO_ACCOUNTS.company.phone, passWord: DEMO_ACCOUNTS.company.password },
      { peer: '127.0.0.1', headers: { 'x-forwarded-for': '192.0.2.45' } },
    );
    assert.equal(other.body.code, 200);
  });
});

describe('SMS-code login and password reset', () => {
  test('a customer logs in with a login code', async () => {
    const account = await server.registerPersonal();
    server.clock.advance(MINUTE_MS);
    assert.equal((await server.sendCode(account.phone, 2)).body.code, 200);
    const answer = await server.post<LoginData>('/api/register/reg/yanLogin', {
      phone: account.phone,
      code: await server.latestCode(account.phone),
    });
    assert.equal(answer.body.code, 200);
    assert.equal(answer.body.msg, '登录成功');
    assert.equal(answer.body.data?.quanJuId, account.globalId);
  });

  test('a register code does not log in', async () => {
    const phone = server.newPhone();
    server.clock.advance(MINUTE_MS);
    await server.sendCode(phone, 1);
    const answer = await server.post('/api/register/reg/yanLogin', { phone, code: await server.latestCode(phone) });
    assert.deepEqual(answer.body, { code: 500, msg: '验证码已失效，请重新获取' });
  });

  test('resetting the password ends every session and only the new password works', async () => {
    const account = await server.registerPersonal(undefined, 'OldPass2026');
    const second = await paLogin(account.phone, 'OldPass2026');
    server.clock.advance(MINUTE_MS);
    await server.sendCode(account.phone, 3);
    const reset = await server.post('/api/register/reg/resetPassword', {
      phone: account.phone,
      code: await server.latestCode(account.phone),
      passWord: 'NewPass2026',
    });
    assert.deepEqual(reset.body, { code: 200, msg: '密码已重置，请重新登录', data: null });
    for (const token of [account.token, String(second.body.token)]) {
      assert.equal((await userInfo(token)).body.code, 401);
    }
    assert.equal((await paLogin(account.phone, 'OldPass2026')).body.msg, '手机号或密码错误');
    assert.equal((await paLogin(account.phone, 'NewPass2026')).body.code, 200);
  });
});
