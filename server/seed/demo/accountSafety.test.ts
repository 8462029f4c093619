/**
 * The demo of /accountSafe and /news, as the seed writes it: the company signed in on two devices
 * with sign-ins behind them (one failed), each demo customer with read and unread 消息 (the new
 * devices they signed in from), written once however often the shop starts.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LoginRecordView, SignedInSession } from '@/contract/accountSafety';
import type { NotificationPage } from '@/contract/notifications';
import { DEMO_ACCOUNTS } from '../seed';
import { startTestServer, type TestServer } from '../../testing/harness';
import { DEMO_BROWSERS, seedAccountSafetyDemo } from './accountSafety';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

/** Logs in as the customer at the office PC the demo already knows (no new-device 消息). */
async function officeSession(account: { phone: string; password: string }): Promise<string> {
  const login = await server.post('/api/register/reg/paLogin', { phone: account.phone, passWord: account.password }, { headers: { 'user-agent': DEMO_BROWSERS.chromeWindows } });
  assert.equal(login.body.code, 200, login.body.msg);
  return login.body.token as string;
}

test('the seed wrote it once: running it again changes nothing', async () => {
  assert.equal(await seedAccountSafetyDemo(server.db, { now: server.clock.now(), accounts: DEMO_ACCOUNTS }), false);
});

test('the demo company is signed in on two devices besides this one: a Windows PC and an iPhone', async () => {
  const token = await officeSession(DEMO_ACCOUNTS.company);
  const devices = (await server.get<SignedInSession[]>('/api/wUser/devices', { token })).body.data ?? [];
  const others = devices.filter((device) => !device.current).map((device) => `${device.browser} · ${device.os} · ${device.clientAddress}`);
  assert.deepEqual(others, ['Chrome 131 · Windows 10 · 116.24.66.10', 'Safari 18 · iOS 18.1 · 223.104.63.21']);
});

test('the demo company has recent sign-ins by password and code, one of them a failed try from an unknown machine', async () => {
  const token = await officeSession(DEMO_ACCOUNTS.company);
  const records = (await server.get<LoginRecordView[]>('/api/wUser/loginRecords', { token })).body.data ?? [];
  assert.ok(records.length >= 6);
  assert.deepEqual(
    records.filter((record) => !record.success).map((record) => `${record.browser} · ${record.os} · ${record.clientAddress}`),
    ['Firefox 133 · Linux · 45.76.188.23'],
  );
  assert.ok(records.some((record) => record.methodName === '验证码' && record.success));
});

test('both demo customers have read and unread 消息, the newest unread', async () => {
  for (const account of [DEMO_ACCOUNTS.personal, DEMO_ACCOUNTS.company]) {
    const token = await officeSession(account);
    const answer = (await server.get('/api/wUserNews/listForPage?page=1&limit=99', { token })).body as unknown as NotificationPage;
    const marks = answer.page.list.map((note) => note.read);
    assert.ok(marks.includes(true) && marks.includes(false), `${account.phone}: ${JSON.stringify(answer.page.list)}`);
    assert.equal(answer.page.list[0]?.read, false);
    // Other demo history (the verification's outcome) writes 消息 too; the sign-ins wrote theirs.
    assert.ok(answer.page.list.some((note) => note.title === '新设备登录提醒'));
  }
});
