/**
 * /accountSafe on the product server: changing the password (old one required, the rules,
 * throttled like a login, every other device signed out), changing the mobile number (a code to
 * the old and one to the new number, the new one free, sessions kept, a 消息), the devices signed
 * in (browser and system from the User-Agent of the login, the address, 当前设备; signing out one
 * by its opaque id or all others) and the recent sign-ins.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { LoginRecordView, SignedInSession } from '@/contract/accountSafety';
import type { UserInfo } from '@/contract/auth';
import type { NotificationPage } from '@/contract/notifications';
import { customerNotifications, customers, loginRecords, smsCodes } from '../db/schema';
import { LOGIN_RECORDS_KEPT_PER_CUSTOMER, purgeOldLoginRecords } from '../domain/accountSafety/loginRecords';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../domain/shared/clock';
import { purgeExpiredRows } from '../domain/housekeeping';
import { startTestServer, type TestServer } from '../testing/harness';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());
// Every test registers accounts from the default address: a new hour gives it its 30 SMS again.
beforeEach(() => server.clock.advance(HOUR_MS));

type Account = { phone: string; passWord: string; token: string };

/** A password login from a browser and an address: the new session's token. */
async function logIn(account: { phone: string; passWord: string }, userAgent: string, peer: string): Promise<string> {
  const answer = await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: account.passWord }, { peer, headers: { 'user-agent': userAgent } });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(typeof answer.body.token, 'string');
  return answer.body.token as string;
}

const devicesOf = async (token: string) => {
  const answer = await server.get<SignedInSession[]>('/api/wUser/devices', { token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  return answer.body.data ?? [];
};

const isLive = async (token: string) => (await server.post('/auth/api/info/token', {}, { token })).body.code === 200;

const notesOf = async (token: string) => {
  const answer = await server.get('/api/wUserNews/listForPage?page=1&limit=99', { token });
  return (answer.body as unknown as NotificationPage).page.list;
};

const changePassword = (token: string, oldPassWord: string, passWord: string, peer?: string) =>
  server.post<{ signedOut: number }>('/api/wUser/updatePassword', { oldPassWord, passWord }, { token, ...(peer ? { peer } : {}) });

/** A customer signed in on three devices: the registration's, Chrome on Windows and Safari on an iPhone. */
async function customerOnThreeDevices(): Promise<Account & { windows: string; iphone: string }> {
  const account = await server.registerPersonal();
  const windows = await logIn(account, CHROME_ON_WINDOWS, '198.51.100.21');
  const iphone = await logIn(account, SAFARI_ON_IPHONE, '198.51.100.22');
  return { ...account, windows, iphone };
}

// ---------------------------------------------------------------------------------------------
// Password

test('a password change needs the right old password: a wrong one is refused and nothing changes', async () => {
  const account = await customerOnThreeDevices();
  const answer = await changePassword(account.windows, 'Wrong9999', 'Better456');
  assert.deepEqual(answer.body, { code: 500, msg: '原密码错误' });
  assert.ok(await isLive(account.iphone));
  const login = await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: account.passWord });
  assert.equal(login.body.code, 200, 'the old password still logs in');
});

test('the new password follows the registration rules, says why when it does not, and may not equal the old one', async () => {
  const account = await server.registerPersonal();
  const refusals = [
    [{ oldPassWord: account.passWord, passWord: 'short1' }, '密码长度为 8 到 32 位'],
    [{ oldPassWord: account.passWord, passWord: 'lettersonly' }, '密码须同时包含字母和数字'],
    [{ oldPassWord: account.passWord, passWord: 'has space 123' }, '密码不能包含空格'],
    [{ oldPassWord: account.passWord }, '请输入新密码'],
    [{ passWord: 'Better456' }, '请输入原密码'],
    [{ oldPassWord: account.passWord, passWord: account.passWord }, '新密码不能与原密码相同'],
  ] as const;
  for (const [body, msg] of refusals) {
    assert.deepEqual((await server.post('/api/wUser/updatePassword', body, { token: account.token })).body, { code: 500, msg }, JSON.stringify(body));
  }
});

test('a password change signs out every other device, keeps this one, logs in with the new password only, and writes a 消息', async () => {
  const account = await customerOnThreeDevices();
  const answer = await changePassword(account.windows, account.passWord, 'Better456');
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '密码已修改，其他设备已退出登录');
  assert.deepEqual(answer.body.data, { signedOut: 2 });

  assert.ok(await isLive(account.windows), 'the device that changed it stays signed in');
  assert.equal(await isLive(account.iphone), false);
  assert.equal(await isLive(account.token), false);
  assert.deepEqual(
    (await devicesOf(account.windows)).map((device) => device.current),
    [true],
  );

  assert.equal((await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: account.passWord })).body.msg, '手机号或密码错误');
  assert.equal((await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: 'Better456' })).body.code, 200);

  const note = (await notesOf(account.windows)).find((one) => one.title === '登录密码已修改');
  assert.match(note?.content ?? '', /其他 2 台设备已退出登录/);
  assert.equal(note?.read, false);
});

test('guessing the old password is throttled like a login: the sixth try in 15 minutes is refused even when right, and the count clears later', async () => {
  const account = await server.registerPersonal();
  for (let i = 0; i < 5; i += 1) assert.equal((await changePassword(account.token, `Wrong${i}234`, 'Better456')).body.msg, '原密码错误');
  const sixth = await changePassword(account.token, account.passWord, 'Better456');
  assert.deepEqual(sixth.body, { code: 500, msg: '原密码错误次数过多，请 15 分钟后再试' });
  server.clock.advance(15 * MINUTE_MS + 1000);
  assert.equal((await changePassword(account.token, account.passWord, 'Better456')).body.code, 200);
});

test('parallel guesses of the old password get five checks, not fifty', async () => {
  const account = await server.registerPersonal();
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => changePassword(account.token, `Guess${i}234`, 'Better456')));
  const msgs = answers.map((answer) => answer.body.msg);
  assert.equal(msgs.filter((msg) => msg === '原密码错误').length, 5);
  assert.equal(msgs.filter((msg) => msg === '原密码错误次数过多，请 15 分钟后再试').length, 45);
});

test('one address trying the old passwords of many accounts is stopped after 30 tries', async () => {
  const peer = '198.51.100.99';
  const accounts = await Promise.all(Array.from({ length: 7 }, () => server.registerPersonal()));
  const msgs: string[] = [];
  for (const account of accounts) {
    for (let i = 0; i < 5; i += 1) msgs.push((await changePassword(account.token, `Spray${i}234`, 'Better456', peer)).body.msg);
  }
  assert.equal(msgs.filter((msg) => msg === '原密码错误').length, 30);
  assert.equal(msgs.at(-1), '原密码错误次数过多，请 15 分钟后再试');
  server.clock.advance(15 * MINUTE_MS + 1000);
});

// ---------------------------------------------------------------------------------------------
// Mobile number

const sendChangeCode = (token: string, body: unknown) => server.post('/api/wUser/updatePhone/vCode', body, { token });

async function latestCodeOf(phone: string, purpose: number): Promise<{ code: string; purpose: number }> {
  const answer = await server.get<{ code: string; type: number }>(`/dev/sms/latest?phone=${phone}`);
  assert.ok(answer.body.data, `no SMS for ${phone}`);
  assert.equal(answer.body.data.type, purpose);
  return { code: answer.body.data.code, purpose: answer.body.data.type };
}

test('changing the mobile number sends one code to the old number and one to the new: the account moves, its sessions stay, and a 消息 says so', async () => {
  const account = await customerOnThreeDevices();
  const newPhone = server.newPhone();
  server.clock.advance(61_000);

  const toOld = await sendChangeCode(account.windows, { step: 'old' });
  assert.equal(toOld.body.code, 200, toOld.body.msg);
  assert.deepEqual(toOld.body.data, { expiresInSeconds: 300, resendInSeconds: 60 });
  const toNew = await sendChangeCode(account.windows, { step: 'new', phone: newPhone });
  assert.equal(toNew.body.code, 200, toNew.body.msg);
  const oldCode = await latestCodeOf(account.phone, 5);
  const newCode = await latestCodeOf(newPhone, 6);

  const answer = await server.post('/api/wUser/updatePhone', { oldCode: oldCode.code, phone: newPhone, code: newCode.code }, { token: account.windows });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.deepEqual(answer.body.data, { mobile: newPhone });

  const info = await server.post<UserInfo>('/auth/api/info/token', {}, { token: account.iphone });
  assert.equal(info.body.data?.mobile, newPhone, 'the other devices stay signed in and see the new number');
  assert.ok(await isLive(account.token));
  assert.equal((await server.post('/api/register/reg/paLogin', { phone: newPhone, passWord: account.passWord })).body.code, 200);
  assert.equal((await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: account.passWord })).body.msg, '手机号或密码错误');

  const note = (await notesOf(account.windows)).find((one) => one.title === '登录手机号已更换');
  assert.ok(note?.content.includes(`${account.phone.slice(0, 3)}****${account.phone.slice(7)}`), note?.content);
  assert.ok(note?.content.includes(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`), note?.content);

  // Both codes are used up.
  const used = await server.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, newPhone), eq(smsCodes.purpose, 6)));
  assert.ok(used.every((row) => row.consumedAt !== null));
});

test('a number someone already uses is refused when its code is asked and when the change is submitted', async () => {
  const account = await server.registerPersonal();
  const other = await server.registerPersonal();
  const asked = await sendChangeCode(account.token, { step: 'new', phone: other.phone });
  assert.deepEqual(asked.body, { code: 500, msg: '该手机号已注册' });
  const submitted = await server.post('/api/wUser/updatePhone', { oldCode: '123456', phone: other.phone, code: '123456' }, { token: account.token });
  assert.deepEqual(submitted.body, { code: 500, msg: '该手机号已注册' });
  assert.deepEqual((await sendChangeCode(account.token, { step: 'new', phone: account.phone })).body, { code: 500, msg: '新手机号不能与当前手机号相同' });
});

test('a number registered after its code was sent is still refused, and the codes stay usable', async () => {
  const account = await server.registerPersonal();
  const newPhone = server.newPhone();
  server.clock.advance(61_000);
  assert.equal((await sendChangeCode(account.token, { step: 'old' })).body.code, 200);
  assert.equal((await sendChangeCode(account.token, { step: 'new', phone: newPhone })).body.code, 200);
  const oldCode = await latestCodeOf(account.phone, 5);
  const newCode = await latestCodeOf(newPhone, 6);
  await server.registerPersonal(newPhone);
  const answer = await server.post('/api/wUser/updatePhone', { oldCode: oldCode.code, phone: newPhone, code: newCode.code }, { token: account.token });
  assert.deepEqual(answer.body, { code: 500, msg: '该手机号已注册' });
  const [me] = await server.db.select({ phone: customers.phone }).from(customers).where(eq(customers.phone, account.phone));
  assert.ok(me, 'the account keeps its number');
});

test('a wrong code of either number refuses the change and counts against that number’s code; the right ones still work afterwards', async () => {
  const account = await server.registerPersonal();
  const newPhone = server.newPhone();
  server.clock.advance(61_000);
  await sendChangeCode(account.token, { step: 'old' });
  await sendChangeCode(account.token, { step: 'new', phone: newPhone });
  const oldCode = (await latestCodeOf(account.phone, 5)).code;
  const newCode = (await latestCodeOf(newPhone, 6)).code;
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  const badOld = await server.post('/api/wUser/updatePhone', { oldCode: wrong(oldCode), phone: newPhone, code: newCode }, { token: account.token });
  assert.deepEqual(badOld.body, { code: 500, msg: '验证码错误' });
  const badNew = await server.post('/api/wUser/updatePhone', { oldCode, phone: newPhone, code: wrong(newCode) }, { token: account.token });
  assert.deepEqual(badNew.body, { code: 500, msg: '验证码错误' });
  const [oldRow] = await server.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, account.phone), eq(smsCodes.purpose, 5)));
  const [newRow] = await server.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, newPhone), eq(smsCodes.purpose, 6)));
  assert.deepEqual([oldRow?.wrongAttempts, oldRow?.consumedAt, newRow?.wrongAttempts, newRow?.consumedAt], [1, null, 1, null]);

  const good = await server.post('/api/wUser/updatePhone', { oldCode, phone: newPhone, code: newCode }, { token: account.token });
  assert.equal(good.body.code, 200, good.body.msg);
});

test('the codes of a change of number keep the SMS limits per phone and purpose: one a minute, and a login code of the same phone is not blocked by them', async () => {
  const account = await server.registerPersonal();
  server.clock.advance(61_000);
  assert.equal((await sendChangeCode(account.token, { step: 'old' })).body.code, 200);
  const again = await sendChangeCode(account.token, { step: 'old' });
  assert.equal(again.body.code, 500);
  assert.match(again.body.msg, /^验证码发送过于频繁，请 \d+ 秒后再试$/);
  assert.equal((await server.sendCode(account.phone, 2)).body.code, 200, 'a login code has its own limit');
  // A code for a change of number never logs in.
  const changeCode = await server.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, account.phone), eq(smsCodes.purpose, 5)));
  assert.equal(changeCode.length, 1);
});

test('the change-of-number codes need a session, and the public vCode does not send them', async () => {
  const account = await server.registerPersonal();
  const noSession = await server.post('/api/wUser/updatePhone/vCode', { step: 'old' });
  assert.equal(noSession.status, 401);
  const viaPublic = await server.get(`/api/register/reg/vCode?phone=${account.phone}&type=5`);
  assert.deepEqual(viaPublic.body, { code: 500, msg: '验证码类型不正确' });
  assert.deepEqual((await sendChangeCode(account.token, { step: 'elsewhere' })).body, { code: 500, msg: '请选择验证码发送的手机号（原手机号或新手机号）' });
});

// ---------------------------------------------------------------------------------------------
// Devices

test('the device list shows each live session with its browser, system and address, the current one first and marked', async () => {
  const account = await customerOnThreeDevices();
  server.clock.advance(2 * 60 * MINUTE_MS);
  assert.ok(await isLive(account.iphone), 'the iPhone is used again (last seen moves)');
  const devices = await devicesOf(account.windows);
  assert.equal(devices.length, 3);
  const [current, ...others] = devices;
  assert.deepEqual(
    { browser: current?.browser, os: current?.os, deviceType: current?.deviceType, clientAddress: current?.clientAddress, current: current?.current },
    { browser: 'Chrome 126', os: 'Windows 10', deviceType: 'desktop', clientAddress: '198.51.100.21', current: true },
  );
  const iphone = others[0];
  assert.deepEqual(
    { browser: iphone?.browser, os: iphone?.os, deviceType: iphone?.deviceType, clientAddress: iphone?.clientAddress, current: iphone?.current },
    {
      browser: 'Safari 18',
      os: 'iOS 18.1',
      deviceType: 'mobile',
      clientAddress: '198.51.100.22',
      current: false,
    },
  );
  assert.ok(iphone && iphone.lastSeenAt > iphone.signedInAt, 'last seen follows use');
  assert.equal(others[1]?.browser, '未知浏览器', 'the registration came without a User-Agent');
  for (const device of devices) assert.match(device.sessionId, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.ok(!JSON.stringify(devices).includes(account.iphone), 'no token in the list');
});

test('signing out one device by its id ends that session only; the current device cannot be signed out this way', async () => {
  const account = await customerOnThreeDevices();
  const devices = await devicesOf(account.windows);
  const iphone = devices.find((device) => device.browser === 'Safari 18');
  const current = devices.find((device) => device.current);
  assert.ok(iphone && current);

  const answer = await server.post('/api/wUser/devices/signOut', { sessionId: iphone.sessionId }, { token: account.windows });
  assert.deepEqual(answer.body, { code: 200, msg: '该设备已退出登录', data: null });
  assert.equal(await isLive(account.iphone), false);
  assert.ok(await isLive(account.token));
  assert.ok(await isLive(account.windows));

  const again = await server.post('/api/wUser/devices/signOut', { sessionId: iphone.sessionId }, { token: account.windows });
  assert.equal(again.body.code, 404, 'an ended session is unknown');
  const self = await server.post('/api/wUser/devices/signOut', { sessionId: current.sessionId }, { token: account.windows });
  assert.deepEqual(self.body, { code: 500, msg: '当前设备请使用页面顶部的“退出”退出登录' });
  assert.ok(await isLive(account.windows));
  assert.deepEqual((await server.post('/api/wUser/devices/signOut', { sessionId: 'not-a-session' }, { token: account.windows })).body, { code: 500, msg: '设备标识不正确' });
});

test('another customer can neither see nor sign out a customer’s devices', async () => {
  const victim = await customerOnThreeDevices();
  const stranger = await server.registerPersonal();
  const victimDevices = await devicesOf(victim.windows);
  const strangerDevices = await devicesOf(stranger.token);
  assert.equal(strangerDevices.length, 1);
  assert.ok(!victimDevices.some((device) => device.sessionId === strangerDevices[0]?.sessionId));
  for (const device of victimDevices) {
    assert.equal((await server.post('/api/wUser/devices/signOut', { sessionId: device.sessionId }, { token: stranger.token })).body.code, 404);
  }
  assert.deepEqual((await server.post('/api/wUser/devices/signOutOthers', {}, { token: stranger.token })).body.data, { signedOut: 0 });
  assert.equal((await devicesOf(victim.windows)).length, 3);
});

test('“sign out all others” ends every other session of the customer and keeps the current one', async () => {
  const account = await customerOnThreeDevices();
  const answer = await server.post('/api/wUser/devices/signOutOthers', {}, { token: account.iphone });
  assert.deepEqual(answer.body, { code: 200, msg: '其他设备已全部退出登录', data: { signedOut: 2 } });
  assert.deepEqual([await isLive(account.iphone), await isLive(account.windows), await isLive(account.token)], [true, false, false]);
  assert.equal((await server.post('/api/wUser/devices/signOutOthers', {}, { token: account.iphone })).body.msg, '没有其他已登录的设备');
});

test('an expired session is no longer listed', async () => {
  const account = await customerOnThreeDevices();
  // Keep the Windows session busy; the others idle past the 168-hour lifetime.
  for (let day = 0; day < 8; day += 1) {
    server.clock.advance(DAY_MS);
    assert.ok(await isLive(account.windows));
  }
  assert.deepEqual(
    (await devicesOf(account.windows)).map((device) => device.browser),
    ['Chrome 126'],
  );
});

// ---------------------------------------------------------------------------------------------
// Recent sign-ins

const recordsOf = async (token: string) => {
  const answer = await server.get<LoginRecordView[]>('/api/wUser/loginRecords', { token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  return answer.body.data ?? [];
};

test('every login that reached the check is a sign-in record: right and wrong passwords and codes, with time, address, browser and method', async () => {
  const account = await server.registerPersonal();
  const peer = '198.51.100.40';
  await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: 'Wrong1234' }, { peer, headers: { 'user-agent': CHROME_ON_WINDOWS } });
  server.clock.advance(1000);
  await logIn(account, CHROME_ON_WINDOWS, peer);
  server.clock.advance(61_000);
  await server.sendCode(account.phone, 2);
  const code = await server.latestCode(account.phone);
  await server.post('/api/register/reg/yanLogin', { phone: account.phone, code: code === '000000' ? '111111' : '000000' }, { peer, headers: { 'user-agent': SAFARI_ON_IPHONE } });
  server.clock.advance(1000);
  const byCode = await server.post('/api/register/reg/yanLogin', { phone: account.phone, code }, { peer, headers: { 'user-agent': SAFARI_ON_IPHONE } });
  assert.equal(byCode.body.code, 200, byCode.body.msg);

  const records = await recordsOf(account.token);
  assert.deepEqual(
    records.map((record) => [record.methodName, record.success, record.browser, record.clientAddress]),
    [
      ['验证码', true, 'Safari 18', peer],
      ['验证码', false, 'Safari 18', peer],
      ['密码', true, 'Chrome 126', peer],
      ['密码', false, 'Chrome 126', peer],
    ],
  );
  assert.match(records[0]?.at ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('a throttled login and a login to an unknown phone leave no record; the list shows the last 20', async () => {
  const account = await server.registerPersonal();
  const peer = '198.51.100.41';
  for (let i = 0; i < 6; i += 1) await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: `Wrong${i}234` }, { peer });
  assert.equal((await recordsOf(account.token)).length, 5, 'the sixth was throttled before any check');
  server.clock.advance(15 * MINUTE_MS + 1000);
  for (let i = 0; i < 20; i += 1) {
    await logIn(account, CHROME_ON_WINDOWS, peer);
    server.clock.advance(1000);
  }
  const records = await recordsOf(account.token);
  assert.equal(records.length, 20);
  assert.ok(records.every((record) => record.success));
});

test('housekeeping keeps the sign-in records bounded: 90 days, and the newest 100 per customer', async () => {
  const account = await server.registerPersonal();
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, account.phone));
  assert.ok(row);
  const now = server.clock.now();
  const attempt = (at: Date) => ({ customerId: row.id, method: 'password' as const, success: false, clientAddress: '198.51.100.50', userAgent: null, at });
  await server.db
    .insert(loginRecords)
    .values([
      attempt(new Date(now.getTime() - 91 * DAY_MS)),
      ...Array.from({ length: LOGIN_RECORDS_KEPT_PER_CUSTOMER + 10 }, (_, i) => attempt(new Date(now.getTime() - i * MINUTE_MS))),
    ]);
  await purgeExpiredRows(server.db, server.files, now);
  const kept = await server.db.select().from(loginRecords).where(eq(loginRecords.customerId, row.id));
  assert.equal(kept.length, LOGIN_RECORDS_KEPT_PER_CUSTOMER);
  assert.ok(kept.every((record) => now.getTime() - record.at.getTime() < (LOGIN_RECORDS_KEPT_PER_CUSTOMER + 10) * MINUTE_MS));
  assert.ok(
    kept.some((record) => record.at.getTime() === now.getTime()),
    'the newest stay',
  );
  await purgeOldLoginRecords(server.db, now);
  assert.equal((await server.db.select().from(loginRecords).where(eq(loginRecords.customerId, row.id))).length, LOGIN_RECORDS_KEPT_PER_CUSTOMER);
});

test('every /accountSafe call needs a session', async () => {
  for (const [method, path] of [
    ['GET', '/api/wUser/devices'],
    ['GET', '/api/wUser/loginRecords'],
    ['POST', '/api/wUser/devices/signOutOthers'],
    ['POST', '/api/wUser/updatePassword'],
    ['POST', '/api/wUser/updatePhone'],
  ] as const) {
    const answer = await server.request(method, path, method === 'POST' ? '{}' : undefined);
    assert.equal(answer.status, 401, path);
    const expired = await server.request(method, path, method === 'POST' ? '{}' : undefined, { token: 'expired-token-00000000000000000000000000000' });
    assert.equal(expired.body.code, 401, path);
  }
});

test('the 消息 of a change are the account’s own (no other customer hears of it)', async () => {
  const account = await server.registerPersonal();
  const stranger = await server.registerPersonal();
  assert.equal((await changePassword(account.token, account.passWord, 'Better456')).body.code, 200);
  const theirs = await server.db
    .select()
    .from(customerNotifications)
    .innerJoin(customers, eq(customers.id, customerNotifications.customerId))
    .where(eq(customers.phone, stranger.phone));
  assert.deepEqual(theirs, []);
});

test('a successful login from a new kind of device writes a 新设备登录提醒; the same browser again, a newer version of it, or a failed try writes none', async () => {
  const account = await server.registerPersonal();
  const titles = async () => (await notesOf(account.token)).map((note) => note.title);
  await logIn(account, CHROME_ON_WINDOWS, '198.51.100.60');
  assert.deepEqual(await titles(), [], 'the first sign-in on record has nothing to compare with');
  await logIn(account, CHROME_ON_WINDOWS.replace('Chrome/126', 'Chrome/131'), '198.51.100.61');
  await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: 'Wrong1234' }, { headers: { 'user-agent': SAFARI_ON_IPHONE } });
  assert.deepEqual(await titles(), []);
  await logIn(account, SAFARI_ON_IPHONE, '198.51.100.62');
  const [alert, ...rest] = await notesOf(account.token);
  assert.deepEqual(rest, []);
  assert.equal(alert?.title, '新设备登录提醒');
  assert.match(alert?.content ?? '', /在新设备（Safari 18 · iOS 18\.1，地址 198\.51\.100\.62）登录/);
});
