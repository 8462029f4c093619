/** /console/setPassword: the code button and its 60-second wait, the repeat, the rule, and what is sent. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { envelope, ok } from '@/test/msw/envelope';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { SetPassword } from '../SetPassword';

let notices: RecordingNotifier;
let codeBodies: unknown[];
let setBodies: unknown[];
let tokenHeaders: (string | null)[];
beforeEach(() => {
  notices = recordNotices();
  codeBodies = [];
  setBodies = [];
  tokenHeaders = [];
  server.use(
    http.post(apiUrl('auth/api/sys/password/code'), async ({ request }) => {
      codeBodies.push(await request.json());
      tokenHeaders.push(request.headers.get('isToken'));
      return ok({ expiresInSeconds: 300, resendInSeconds: 60 });
    }),
    http.post(apiUrl('auth/api/sys/password/set'), async ({ request }) => {
      setBodies.push(await request.json());
      return envelope(200, '密码已设置，请使用新密码登录', { data: null });
    }),
  );
});
afterEach(() => {
  notices.restore();
  jest.useRealTimers();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('获取验证码 needs the account, sends it trimmed without a session, then waits 60 seconds', async () => {
  // The mocked product server answers on process.nextTick (msw's interceptors), which a faked
  // clock would hold back; a browser has no nextTick, so leaving it real hides nothing.
  jest.useFakeTimers({ advanceTimers: true, doNotFake: ['nextTick'] });
  render(<SetPassword />);
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('请输入账号')).toBeInTheDocument();
  expect(codeBodies).toEqual([]);

  type(/账号/, '  abc_rent ');
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  const waiting = await screen.findByRole('button', { name: '60 秒后重发' });
  expect(waiting).toBeDisabled();
  expect(codeBodies).toEqual([{ username: 'abc_rent' }]);
  expect(tokenHeaders).toEqual(['false']);
  expect(notices.seen).toContainEqual({ type: 'success', message: '如账号存在且绑定了手机，验证码已发送至该手机' });

  act(() => jest.advanceTimersByTime(1000));
  expect(await screen.findByRole('button', { name: '59 秒后重发' })).toBeDisabled();
  for (let second = 0; second < 59; second += 1) act(() => jest.advanceTimersByTime(1000));
  expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
});

test('two different passwords are refused on the page, and so is one that breaks the rule', async () => {
  render(<SetPassword />);
  type(/账号/, 'abc_rent');
  type(/短信验证码/, '123456');
  type(/^新密码/, 'Abcd2026');
  type(/确认新密码/, 'Abcd2025');
  fireEvent.click(screen.getByRole('button', { name: '设置密码' }));
  expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();

  type(/^新密码/, 'abcdefgh');
  type(/确认新密码/, 'abcdefgh');
  fireEvent.click(screen.getByRole('button', { name: '设置密码' }));
  expect(await screen.findByText('密码须同时包含字母和数字')).toBeInTheDocument();
  type(/短信验证码/, '12345');
  fireEvent.click(screen.getByRole('button', { name: '设置密码' }));
  expect(await screen.findByText('验证码为 6 位数字')).toBeInTheDocument();
  expect(setBodies).toEqual([]);
});

test('the account, code and password are sent; success says so and leads to the console login', async () => {
  render(<SetPassword />);
  type(/账号/, ' abc_rent ');
  type(/短信验证码/, ' 654321 ');
  type(/^新密码/, 'Abcd2026');
  type(/确认新密码/, 'Abcd2026');
  fireEvent.click(screen.getByRole('button', { name: '设置密码' }));
  expect(await screen.findByText('密码已设置，请使用新密码登录', { selector: '.MuiAlert-message' })).toBeInTheDocument();
  expect(setBodies).toEqual([{ username: 'abc_rent', code: '654321', password: 'Abcd2026' }]);
  expect(screen.getByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/console/login');
});

test('a wrong code is shown and the form keeps what was typed', async () => {
  server.use(http.post(apiUrl('auth/api/sys/password/set'), () => envelope(500, '账号或验证码不正确，请重新获取验证码')));
  render(<SetPassword />);
  type(/账号/, 'abc_rent');
  type(/短信验证码/, '000000');
  type(/^新密码/, 'Abcd2026');
  type(/确认新密码/, 'Abcd2026');
  fireEvent.click(screen.getByRole('button', { name: '设置密码' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '账号或验证码不正确，请重新获取验证码' }));
  expect(screen.getByLabelText(/账号/)).toHaveValue('abc_rent');
  expect(screen.getByLabelText(/^新密码/)).toHaveValue('Abcd2026');
  expect(screen.getByRole('button', { name: '设置密码' })).toBeEnabled();
});
