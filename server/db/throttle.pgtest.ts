/**
 * The throttles on a PostgreSQL server, where parallel requests run on separate connections
 * (PGlite has one, so its tests cannot show a race between connections). Each attack sends 50
 * requests at once and counts how many got past the limit. TEST_DATABASE_URL names a throwaway
 * database (`npm run test:server:pg`); it is emptied first.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CaptchaChallenge } from '@/contract/auth';
import { MINUTE_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { emptyTestDatabase, testDatabaseUrl } from '../testing/testDatabase';
import { smsCodes } from './schema';

const url = testDatabaseUrl();
const THROTTLED = '登录失败次数过多，请 15 分钟后再试';

let server: TestServer;
before(async () => {
  await emptyTestDatabase(url);
  server = await startTestServer({ databaseUrl: url });
});
after(async () => {
  if (server) await server.close();
});

const fifty = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: 50 }, (_, i) => make(i)));
const tally = (answers: { body: { msg?: string } }[], msg: string) => answers.filter((answer) => answer.body.msg === msg).length;

test('50 parallel wrong passwords for one phone get at most 5 password checks on PostgreSQL', async () => {
  const account = await server.registerPersonal();
  const answers = await fifty((i) =>
    server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: `Guess${String(i).padStart(4, '0')}` }, { peer: `198.51.100.${i}` }),
  );
  assert.equal(tally(answers, '手机号或密码错误'), 5);
  assert.equal(tally(answers, THROTTLED), 45);
});

test('50 parallel wrong back-office passwords for one account get at most 5 password checks on PostgreSQL', async () => {
  const captchas = await fifty(async (i) => {
    const image = await server.get<CaptchaChallenge>('/auth/api/captcha', { peer: `198.51.100.${200 + (i % 5)}` });
    const uuid = image.body.data?.uuid ?? '';
    const answer = await server.get<{ text: string }>(`/dev/captcha/latest?uuid=${uuid}`);
    return { uuid, text: answer.body.data?.text ?? '' };
  });
  const answers = await Promise.all(
    captchas.map(({ uuid, text }, i) =>
      server.post('/auth/api/login/sys', { username: 'merchant', password: `Nope${String(i).padStart(4, '0')}`, code: text, uuid }, { peer: '198.51.100.99' }),
    ),
  );
  assert.equal(tally(answers, '账号或密码错误'), 5);
  assert.equal(tally(answers, THROTTLED), 45);
});

test('50 parallel code requests from one address send at most 30 on PostgreSQL', async () => {
  const answers = await fifty(() => server.sendCode(server.newPhone(), 1, { peer: '198.51.100.150' }));
  assert.equal(tally(answers, '验证码已发送'), 30);
  assert.equal(tally(answers, '验证码发送过于频繁，请稍后再试'), 20);
});

test('50 parallel wrong guesses of one SMS code are counted as 5 on PostgreSQL', async () => {
  const victim = await server.registerPersonal();
  server.clock.advance(MINUTE_MS);
  await server.sendCode(victim.phone, 2);
  const code = await server.latestCode(victim.phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const answers = await fifty(() => server.post('/api/register/reg/yanLogin', { phone: victim.phone, code: wrong }));
  assert.equal(tally(answers, '验证码错误'), 4);
  assert.equal(tally(answers, '验证码错误次数过多，请重新获取'), 46);
  const rows = await server.db.select().from(smsCodes).where(eq(smsCodes.phone, victim.phone));
  assert.deepEqual(
    rows.filter((row) => row.purpose === 2).map((row) => row.wrongAttempts),
    [5],
  );
});
