import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CaptchaChallenge, MenuItem, SysUserInfo } from '@/contract/auth';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../domain/shared/clock';
import { startTestServer, type RequestOptions, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function captcha(opts?: RequestOptions) {
  const image = await server.get<CaptchaChallenge>('/auth/api/captcha', opts);
  const uuid = image.body.data?.uuid ?? '';
  const answer = await server.get<{ uuid: string; text: string }>(`/dev/captcha/latest?uuid=${uuid}`);
  return { uuid, text: answer.body.data?.text ?? '', img: image.body.data?.img ?? '' };
}

const login = (body: Record<string, string>, opts?: RequestOptions) => server.post<SysUserInfo>('/auth/api/login/sys', body, opts);

async function loginAs(account: { username: string; password: string }) {
  const { uuid, text } = await captcha();
  const answer = await login({ username: account.username, password: account.password, code: text, uuid });
  assert.equal(answer.body.code, 200, answer.body.msg);
  return String(answer.body.token);
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

test('the captcha is a base64 SVG data URL of four characters without look-alikes', async () => {
  const { img, text } = await captcha();
  assert.match(img, /^data:image\/svg\+xml;base64,/);
  assert.match(Buffer.from(img.split(',')[1] ?? '', 'base64').toString(), /^<svg /);
  assert.match(text, /^[2-9a-hjkmnp-zA-HJKMNP-Z]{4}$/);
});

test('the admin logs in with the captcha typed in any case', async () => {
  const { uuid, text } = await captcha();
  const answer = await login({ username: 'admin', password: DEMO_ACCOUNTS.admin.password, code: text.toUpperCase(), uuid });
  assert.equal(answer.body.code, 200);
  assert.equal(answer.body.msg, '登录成功');
  assert.match(String(answer.body.token), /^[A-Za-z0-9_-]{43}$/);
  assert.equal(answer.body.data?.role, 'admin');
});

test('a wrong captcha is refused and spends the captcha', async () => {
  const { uuid, text } = await captcha();
  const { password } = DEMO_ACCOUNTS.admin;
  assert.deepEqual((await login({ username: 'admin', password, code: 'zzzz', uuid })).body, { code: 500, msg: '验证码错误' });
  assert.deepEqual((await login({ username: 'admin', password, code: text, uuid })).body, { code: 500, msg: '验证码已失效' });
});

test('a captcha works once', async () => {
  const { uuid, text } = await captcha();
  const { password } = DEMO_ACCOUNTS.admin;
  assert.equal((await login({ username: 'admin', password, code: text, uuid })).body.code, 200);
  assert.deepEqual((await login({ username: 'admin', password, code: text, uuid })).body, { code: 500, msg: '验证码已失效' });
});

test('a captcha older than two minutes is refused as expired', async () => {
  const { uuid, text } = await captcha();
  server.clock.advance(2 * MINUTE_MS + SECOND_MS);
  const answer = await login({ username: 'admin', password: DEMO_ACCOUNTS.admin.password, code: text, uuid });
  assert.deepEqual(answer.body, { code: 500, msg: '验证码已失效' });
});

test('an unknown user and a wrong password get the same answer', async () => {
  const first = await captcha();
  const wrongPassword = await login({ username: 'admin', password: 'Nope2026', code: first.text, uuid: first.uuid });
  const second = await captcha();
  const unknownUser = await login({ username: 'nobody', password: 'Nope2026', code: second.text, uuid: second.uuid });
  assert.deepEqual(wrongPassword.body, { code: 500, msg: '账号或密码错误' });
  assert.deepEqual(unknownUser.body, wrongPassword.body);
});

test('five failed back-office logins lock the account for 15 minutes', async () => {
  const peer = '198.51.100.90';
  for (let i = 0; i < 5; i += 1) {
    const { uuid, text } = await captcha({ peer });
    assert.equal((await login({ username: 'merchant', password: 'Nope2026', code: text, uuid }, { peer })).body.msg, '账号或密码错误');
  }
  const { uuid, text } = await captcha({ peer });
  const locked = await login({ username: 'merchant', password: DEMO_ACCOUNTS.merchant.password, code: text, uuid }, { peer });
  assert.equal(locked.body.msg, '登录失败次数过多，请 15 分钟后再试');
  server.clock.advance(15 * MINUTE_MS + SECOND_MS);
  await loginAs(DEMO_ACCOUNTS.merchant);
});

test('50 parallel wrong back-office passwords for one account get at most 5 password checks', async () => {
  const peer = '198.51.100.91';
  // Each attempt needs its own captcha; an address may fetch 30 a minute, so fetch them from several.
  const captchas = await Promise.all(Array.from({ length: 50 }, (_, i) => captcha({ peer: `198.51.100.${150 + (i % 5)}` })));
  const answers = await Promise.all(captchas.map(({ uuid, text }, i) => login({ username: 'admin', password: `Nope${String(i).padStart(4, '0')}`, code: text, uuid }, { peer })));
  const messages = answers.map((answer) => answer.body.msg);
  assert.equal(messages.filter((msg) => msg === '账号或密码错误').length, 5);
  assert.equal(messages.filter((msg) => msg === '登录失败次数过多，请 15 分钟后再试').length, 45);
  server.clock.advance(15 * MINUTE_MS + SECOND_MS);
  await loginAs(DEMO_ACCOUNTS.admin);
});

const buttonsOf = (list: MenuItem[], url: string) =>
  flatten(list)
    .find((item) => item.url === url)
    ?.children.filter((child) => child.type === 4)
    .map((child) => child.url);

test('the admin sees every console page, holds every button (*:*:*) and the platform directory', async () => {
  const token = await loginAs(DEMO_ACCOUNTS.admin);
  const answer = await server.get<{ list: MenuItem[] }>('/auth/api/menus/sys/90', { token });
  assert.equal(answer.body.code, 200);
  const list = answer.body.data?.list ?? [];
  assert.deepEqual(
    list.map((item) => [item.type, item.url]),
    [
      [1, '/console/dashboard'],
      [0, '/console/catalog'],
      [0, '/console/trade'],
      [1, '/console/devices'],
      [0, '/console/aftersales'],
      [0, '/console/platform'],
    ],
  );
  assert.deepEqual(buttonsOf(list, '/console/dashboard'), ['*:*:*']);
  assert.deepEqual(buttonsOf(list, '/console/orders'), ['order:approve', 'order:ship', 'order:receive', 'order:complete', 'order:close', 'order:export']);
  assert.deepEqual(buttonsOf(list, '/console/goods'), ['goods:add', 'goods:edit', 'goods:publish', 'goods:export']);
  assert.deepEqual(
    flatten(list)
      .filter((item) => item.hidden)
      .map((item) => item.url),
    ['/console/goods/edit', '/console/orders/detail'],
  );
  assert.ok(flatten(list).some((item) => item.url === '/console/applications'));
  assert.deepEqual(Object.keys(list[0] ?? {}).sort(), ['children', 'hidden', 'icon', 'id', 'name', 'type', 'url']);
});

test("a merchant sees their shop's pages and the hotline, no platform page, and not the platform's order:close", async () => {
  const token = await loginAs(DEMO_ACCOUNTS.merchant);
  const answer = await server.get<{ list: MenuItem[] }>('/auth/api/menus/sys/90', { token });
  const list = answer.body.data?.list ?? [];
  assert.deepEqual(
    list.map((item) => item.url),
    ['/console/dashboard', '/console/catalog', '/console/trade', '/console/devices', '/console/aftersales', '/console/shop', 'tel:400-6050-766'],
  );
  const urls = flatten(list).map((item) => item.url);
  for (const platformOnly of ['*:*:*', 'order:close', '/console/applications', '/console/verifications', '/console/users']) assert.ok(!urls.includes(platformOnly), platformOnly);
  assert.deepEqual(buttonsOf(list, '/console/orders'), ['order:approve', 'order:ship', 'order:receive', 'order:complete', 'order:export']);
  const info = await server.get<SysUserInfo>('/auth/api/info/sys', { token });
  assert.equal(info.body.data?.role, 'editor');
  assert.notEqual(info.body.data?.storeId, null);
  assert.equal(info.body.data?.storeName, '云租优选旗舰店');
});

test('an unknown menu group is an empty list', async () => {
  const token = await loginAs(DEMO_ACCOUNTS.admin);
  for (const group of ['91', 'abc']) {
    assert.deepEqual((await server.get(`/auth/api/menus/sys/${group}`, { token })).body, { code: 200, msg: '操作成功', data: { list: [] } });
  }
});

test('menus need a back-office session', async () => {
  const answer = await server.get('/auth/api/menus/sys/90');
  assert.equal(answer.status, 401);
  assert.equal(answer.body.code, 401);
});

test('a back-office session lasts 12 hours', async () => {
  const token = await loginAs(DEMO_ACCOUNTS.admin);
  server.clock.advance(12 * 60 * MINUTE_MS + SECOND_MS);
  assert.equal((await server.get('/auth/api/menus/sys/90', { token })).body.code, 401);
});

test('a stolen back-office session kept busy still dies 7 days after login', async () => {
  const token = await loginAs(DEMO_ACCOUNTS.merchant);
  for (let hours = 11; hours < 7 * 24; hours += 11) {
    server.clock.advance(11 * HOUR_MS);
    assert.equal((await server.get('/auth/api/info/sys', { token })).body.code, 200, `after ${hours} hours`);
  }
  server.clock.advance(3 * HOUR_MS); // 168 hours after login, 3 hours after the last use
  assert.equal((await server.get('/auth/api/info/sys', { token })).body.code, 401);
});

test("the back office's logout ends the back-office session, and the customer logout cannot", async () => {
  const token = await loginAs(DEMO_ACCOUNTS.admin);
  const info = () => server.get('/auth/api/info/sys', { token });
  assert.equal((await server.post('/auth/api/logout', {}, { token })).body.code, 200);
  assert.equal((await info()).body.code, 200, 'a customer logout leaves the back-office session alone');
  assert.equal((await server.post('/logout', {}, { token })).body.code, 200);
  assert.equal((await info()).body.code, 401);
});
