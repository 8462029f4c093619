import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { smsCodes } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../domain/shared/clock';
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

test('a phone gets at most ten codes of one kind a day, and more again the next day', async () => {
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

test('requesting a new code does not invalidate the code the victim already received', async () => {
  const victim = await server.registerPersonal();
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2);
  const received = await server.latestCode(victim.phone);
  server.clock.advance(MINUTE_MS);
  assert.equal((await server.sendCode(victim.phone, 2, { peer: '198.51.100.30' })).body.code, 200);
  assert.notEqual(await server.latestCode(victim.phone), received, "the stranger's code is a new one");
  assert.equal((await codeLogin(victim.phone, received)).body.code, 200);
});

test('a code used retires the other live codes of its kind', async () => {
  const victim = await server.registerPersonal();
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2);
  const first = await server.latestCode(victim.phone);
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2);
  const second = await server.latestCode(victim.phone);
  assert.equal((await codeLogin(victim.phone, second)).body.code, 200);
  assert.deepEqual((await codeLogin(victim.phone, first)).body, { code: 500, msg: '验证码已失效，请重新获取' });
});

test('a stranger who requests 10 login codes for a victim does not stop the victim from getting a password-reset code', async () => {
  const victim = await server.registerPersonal();
  const stranger = { peer: '198.51.100.31' };
  for (let i = 0; i < 10; i += 1) {
    server.clock.advance(61 * SECOND_MS);
    assert.equal((await server.sendCode(victim.phone, 2, stranger)).body.code, 200, `login code ${i + 1}`);
  }
  server.clock.advance(61 * SECOND_MS);
  assert.deepEqual((await server.sendCode(victim.phone, 2, stranger)).body, { code: 500, msg: '今日验证码发送次数已达上限，请明天再试' });
  // Right away: a login code just sent holds back neither the daily count nor the cooldown of a reset code.
  assert.equal((await server.sendCode(victim.phone, 3)).body.code, 200);
  const reset = await server.post('/api/register/reg/resetPassword', {
    phone: victim.phone,
    code: await server.latestCode(victim.phone),
    passWord: 'Reclaimed2026',
  });
  assert.equal(reset.body.code, 200, reset.body.msg);
});

test('the guess budget does not grow with the number of live codes', async () => {
  const victim = await server.registerPersonal();
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2);
  const first = await server.latestCode(victim.phone);
  const guessesMissing = (...codes: string[]) => {
    let guess = 0;
    while (codes.includes(String(guess).padStart(6, '0'))) guess += 1;
    return String(guess).padStart(6, '0');
  };
  for (let i = 1; i <= 3; i += 1) {
    assert.deepEqual((await codeLogin(victim.phone, guessesMissing(first))).body, { code: 500, msg: '验证码错误' });
  }
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2, { peer: '198.51.100.32' });
  const second = await server.latestCode(victim.phone);
  assert.deepEqual((await codeLogin(victim.phone, guessesMissing(first, second))).body, { code: 500, msg: '验证码错误' });
  assert.deepEqual((await codeLogin(victim.phone, guessesMissing(first, second))).body, { code: 500, msg: '验证码错误次数过多，请重新获取' });
  for (const code of [first, second]) {
    assert.deepEqual((await codeLogin(victim.phone, code)).body, { code: 500, msg: '验证码错误次数过多，请重新获取' });
  }
});

test('after the live codes are guessed to death the victim can still get a fresh one', async () => {
  const victim = await server.registerPersonal();
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2);
  const killed = await server.latestCode(victim.phone);
  for (let i = 0; i < 5; i += 1) await codeLogin(victim.phone, wrongOf(killed));
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2);
  assert.equal((await codeLogin(victim.phone, await server.latestCode(victim.phone))).body.code, 200);
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

test('50 parallel code requests from one address send at most 30', async () => {
  const peer = '198.51.100.202';
  server.clock.advance(DAY_MS);
  const answers = await Promise.all(Array.from({ length: 50 }, () => server.sendCode(server.newPhone(), 1, { peer })));
  const messages = answers.map((answer) => answer.body.msg);
  assert.equal(messages.filter((msg) => msg === '验证码已发送').length, 30);
  assert.equal(messages.filter((msg) => msg === '验证码发送过于频繁，请稍后再试').length, 20);
});

test('50 parallel requests for one phone and kind send one code', async () => {
  const phone = server.newPhone();
  server.clock.advance(DAY_MS);
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => server.sendCode(phone, 1, { peer: `198.51.100.${i}` })));
  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1);
  assert.equal((await server.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length, 1);
});

test('50 parallel wrong guesses of one code are counted as 5 and checked no further', async () => {
  const victim = await server.registerPersonal();
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2);
  const code = await server.latestCode(victim.phone);
  const answers = await Promise.all(Array.from({ length: 50 }, () => codeLogin(victim.phone, wrongOf(code))));
  const messages = answers.map((answer) => answer.body.msg);
  assert.equal(messages.filter((msg) => msg === '验证码错误').length, 4);
  assert.equal(messages.filter((msg) => msg === '验证码错误次数过多，请重新获取').length, 46);
  const rows = await server.db.select().from(smsCodes).where(eq(smsCodes.phone, victim.phone));
  assert.deepEqual(
    rows.filter((row) => row.purpose === 2).map((row) => row.wrongAttempts),
    [5],
  );
});

test('a code the provider failed to send does not count against the cooldown', async () => {
  const failing = await startTestServer({
    overrides: { sms: { send: () => Promise.reject(new Error('provider down')), notify: () => Promise.reject(new Error('provider down')) } },
  });
  try {
    const phone = failing.newPhone();
    assert.deepEqual((await failing.sendCode(phone, 1)).body, { code: 500, msg: '短信发送失败，请稍后再试' });
    assert.equal((await failing.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length, 0);
  } finally {
    await failing.close();
  }
});
