import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { smsCodes } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../domain/clock';
import { capturingLogger } from '../testing/capturingLogger';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
const log = capturingLogger();
before(async () => {
  server = await startTestServer({ log });
});
after(() => server.close());

const codeLogin = (phone: string, code: string) => server.post('/api/register/reg/yanLogin', { phone, code });
/** A different six-digit code than the real one. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('a code is sent as six digits, logged by the sandbox and shown by the dev outbox', async () => {
  const phone = server.newPhone();
  const answer = await server.sendCode(phone, 1);
  assert.deepEqual(answer.body, { code: 200, msg: '验证码已发送', data: { expiresInSeconds: 300, resendInSeconds: 60 } });
  const outbox = await server.get<{ phone: string; code: string; type: number; sentAt: string }>(`/dev/sms/latest?phone=${phone}`);
  assert.equal(outbox.body.data?.phone, phone);
  assert.equal(outbox.body.data?.type, 1);
  assert.match(outbox.body.data?.code ?? '', /^\d{6}$/);
  assert.equal(outbox.body.data?.sentAt, '2026-03-02 10:00:00');
  assert.ok(log.lines.includes(`[sms] ${phone} ${outbox.body.data?.code}`));
});

test('codes are stored salted and hashed, never in clear', async () => {
  const phone = server.newPhone();
  await server.sendCode(phone, 1);
  const code = await server.latestCode(phone);
  const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
  assert.ok(row);
  assert.match(row.codeHash, /^[0-9a-f]{64}$/);
  assert.ok(!JSON.stringify(row).includes(`"${code}"`));
});

test('a second code within 60 seconds is refused with the seconds left; after 60 seconds it is sent', async () => {
  const phone = server.newPhone();
  assert.equal((await server.sendCode(phone, 1)).body.code, 200);
  server.clock.advance(59 * SECOND_MS);
  assert.deepEqual((await server.sendCode(phone, 1)).body, { code: 500, msg: '验证码发送过于频繁，请 1 秒后再试' });
  server.clock.advance(2 * SECOND_MS);
  assert.equal((await server.sendCode(phone, 1)).body.code, 200);
});

test('a phone gets at most ten codes a day, and more again the next day', async () => {
  const phone = server.newPhone();
  server.clock.set('2026-03-03T16:30:00Z'); // 00:30 on 4 March in Shanghai
  for (let i = 0; i < 10; i += 1) {
    assert.equal((await server.sendCode(phone, 1, { peer: `198.51.100.${i}` })).body.code, 200, `code ${i + 1}`);
    server.clock.advance(61 * SECOND_MS);
  }
  assert.deepEqual((await server.sendCode(phone, 1)).body, { code: 500, msg: '今日验证码发送次数已达上限，请明天再试' });
  server.clock.set('2026-03-04T16:00:00Z'); // midnight in Shanghai
  assert.equal((await server.sendCode(phone, 1)).body.code, 200);
});

test('five wrong tries kill the code: even the right code is refused afterwards', async () => {
  const phone = DEMO_ACCOUNTS.personal.phone;
  server.clock.advance(MINUTE_MS);
  await server.sendCode(phone, 2);
  const code = await server.latestCode(phone);
  for (let i = 1; i <= 4; i += 1) {
    assert.deepEqual((await codeLogin(phone, wrongOf(code))).body, { code: 500, msg: '验证码错误' });
  }
  const fifth = await codeLogin(phone, wrongOf(code));
  assert.deepEqual(fifth.body, { code: 500, msg: '验证码错误次数过多，请重新获取' });
  assert.deepEqual((await codeLogin(phone, code)).body, { code: 500, msg: '验证码错误次数过多，请重新获取' });
});

test('a code older than five minutes is refused', async () => {
  const phone = DEMO_ACCOUNTS.company.phone;
  server.clock.advance(MINUTE_MS);
  await server.sendCode(phone, 2);
  const code = await server.latestCode(phone);
  server.clock.advance(5 * MINUTE_MS + SECOND_MS);
  assert.deepEqual((await codeLogin(phone, code)).body, { code: 500, msg: '验证码已过期，请重新获取' });
});

test('a code works once', async () => {
  const phone = DEMO_ACCOUNTS.company.phone;
  server.clock.advance(MINUTE_MS);
  await server.sendCode(phone, 2);
  const code = await server.latestCode(phone);
  assert.equal((await codeLogin(phone, code)).body.code, 200);
  assert.deepEqual((await codeLogin(phone, code)).body, { code: 500, msg: '验证码已失效，请重新获取' });
});

test('only the newest code of a phone counts', async () => {
  const phone = DEMO_ACCOUNTS.company.phone;
  server.clock.advance(MINUTE_MS);
  await server.sendCode(phone, 2);
  const older = await server.latestCode(phone);
  server.clock.advance(MINUTE_MS);
  await server.sendCode(phone, 2);
  const newer = await server.latestCode(phone);
  if (older !== newer) assert.equal((await codeLogin(phone, older)).body.msg, '验证码错误');
  assert.equal((await codeLogin(phone, newer)).body.code, 200);
});

test('login and reset codes are refused for a phone that is not registered', async () => {
  for (const type of [2, 3] as const) {
    assert.deepEqual((await server.sendCode(server.newPhone(), type)).body, { code: 500, msg: '该手机号尚未注册' });
  }
});

test('the code type must be 1 to 4 and the phone a mainland mobile number', async () => {
  assert.deepEqual((await server.get('/api/register/reg/vCode?phone=13700009999&type=5')).body, { code: 500, msg: '验证码类型不正确' });
  assert.deepEqual((await server.get('/api/register/reg/vCode?phone=12345&type=1')).body, { code: 500, msg: '请输入正确的手机号码' });
  assert.deepEqual((await server.get('/api/register/reg/vCode?type=1')).body, { code: 500, msg: '请输入手机号码' });
});

test('one client address may ask for at most 30 codes an hour, whatever the phones', async () => {
  const peer = '198.51.100.200';
  server.clock.advance(DAY_MS);
  for (let i = 0; i < 30; i += 1) {
    assert.equal((await server.sendCode(server.newPhone(), 1, { peer })).body.code, 200);
  }
  assert.deepEqual((await server.sendCode(server.newPhone(), 1, { peer })).body, { code: 500, msg: '验证码发送过于频繁，请稍后再试' });
  assert.equal((await server.sendCode(server.newPhone(), 1, { peer: '198.51.100.201' })).body.code, 200);
  server.clock.advance(61 * MINUTE_MS);
  assert.equal((await server.sendCode(server.newPhone(), 1, { peer })).body.code, 200);
});

test('a code the provider failed to send does not count against the cooldown', async () => {
  const failing = await startTestServer({ overrides: { sms: { send: () => Promise.reject(new Error('provider down')) } } });
  try {
    const phone = failing.newPhone();
    assert.deepEqual((await failing.sendCode(phone, 1)).body, { code: 500, msg: '短信发送失败，请稍后再试' });
    assert.equal((await failing.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length, 0);
  } finally {
    await failing.close();
  }
});
