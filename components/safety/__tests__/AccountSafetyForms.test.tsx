import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { ChangePasswordForm } from '@/components/safety/ChangePasswordForm';
import { ChangePhoneForm } from '@/components/safety/ChangePhoneForm';
import { SignedInSessions } from '@/components/safety/SignedInSessions';
import type { SignedInSession } from '@/contract/accountSafety';
import { EMPTY_SESSION, sessionAtom } from '@/lib/session/state';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

function renderWithState(ui: ReactNode) {
  const store = createStore();
  store.set(sessionAtom, { ...EMPTY_SESSION, token: 'm', globalId: 'g-1', phone: '13800138000', username: '13800138000' });
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
    </Provider>,
  );
  return store;
}

/** Answers the news list (the top bar's mark is read again after a change that writes a 消息). */
function serveNewsList() {
  server.use(
    http.get(apiUrl('api/wUserNews/listForPage'), () =>
      HttpResponse.json({ code: 200, msg: '查询成功', page: { list: [], totalCount: 0, pageSize: 99, currPage: 1, totalPage: 0 }, unreadCount: 0 }),
    ),
  );
}

const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input' });

afterEach(() => refresh.mockReset());

// ---------------------------------------------------------------------------------------------

test('the password form checks the rules and the repeat before asking anything, and says why at the field', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wUser/updatePassword'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '密码已修改', data: { signedOut: 0 } });
    }),
  );
  renderWithState(<ChangePasswordForm />);
  await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
  expect(screen.getByText('请输入原密码')).toBeInTheDocument();
  expect(textbox('原密码')).toHaveFocus();

  await userEvent.type(textbox('原密码'), 'Zulin@2026');
  await userEvent.type(textbox('新密码'), 'short1');
  await userEvent.type(textbox('确认新密码'), 'short2');
  await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
  expect(screen.getByText('密码长度为 8 到 32 位')).toBeInTheDocument();
  expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a password change asks first, then says how many other devices were signed out and clears the form', async () => {
  serveNewsList();
  const notices = recordNotices();
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wUser/updatePassword'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '密码已修改，其他设备已退出登录', data: { signedOut: 2 } });
    }),
  );
  renderWithState(<ChangePasswordForm />);
  await userEvent.type(textbox('原密码'), 'Zulin@2026');
  await userEvent.type(textbox('新密码'), 'Better456');
  await userEvent.type(textbox('确认新密码'), 'Better456');
  await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('其他已登录的设备都将退出登录');
  notices.answer(true);
  expect(await screen.findByRole('status')).toHaveTextContent('密码已修改。其他 2 台设备已退出登录，当前设备保持登录。');
  expect(sent).toEqual([{ oldPassWord: 'Zulin@2026', passWord: 'Better456' }]);
  expect(textbox('原密码')).toHaveValue('');
  notices.restore();
});

test('a wrong old password is the server’s refusal, shown by the HTTP client, and what was typed stays', async () => {
  const notices = recordNotices();
  server.use(http.post(apiUrl('api/wUser/updatePassword'), () => HttpResponse.json({ code: 500, msg: '原密码错误' })));
  renderWithState(<ChangePasswordForm />);
  await userEvent.type(textbox('原密码'), 'Wrong1234');
  await userEvent.type(textbox('新密码'), 'Better456');
  await userEvent.type(textbox('确认新密码'), 'Better456');
  await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(true);
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '原密码错误' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(textbox('原密码')).toHaveValue('Wrong1234');
  notices.restore();
});

// ---------------------------------------------------------------------------------------------

test('the mobile form sends a code to the current number and one to the new number, then changes it and refreshes the session', async () => {
  serveNewsList();
  const notices = recordNotices();
  const codes: unknown[] = [];
  const changes: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wUser/updatePhone/vCode'), async ({ request }) => {
      codes.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '验证码已发送', data: { expiresInSeconds: 300, resendInSeconds: 60 } });
    }),
    http.post(apiUrl('api/wUser/updatePhone'), async ({ request }) => {
      changes.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '手机号已更换', data: { mobile: '13700001234' } });
    }),
    http.post(apiUrl('auth/api/info/token'), () =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: { quanJuId: 'g-1', mobile: '13700001234', cname: null, pname: '张伟', balance: 0, accountType: 'personal', verified: false },
      }),
    ),
  );
  const store = renderWithState(<ChangePhoneForm currentPhone="13800138000" />);
  expect(screen.getByTestId('current-phone')).toHaveTextContent('138****8000');

  await userEvent.click(screen.getByRole('button', { name: '获取验证码（原手机号）' }));
  expect(await screen.findByRole('button', { name: /秒后重发（原手机号）/ })).toBeDisabled();
  // The new number is checked before its code is asked.
  await userEvent.click(screen.getByRole('button', { name: '获取验证码（新手机号）' }));
  expect(screen.getByText('请输入新手机号码')).toBeInTheDocument();
  await userEvent.type(textbox('新手机号'), '13700001234');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码（新手机号）' }));
  await waitFor(() => expect(codes).toEqual([{ step: 'old' }, { step: 'new', phone: '13700001234' }]));

  await userEvent.type(textbox('原手机号验证码'), '111111');
  await userEvent.type(textbox('新手机号验证码'), '222222');
  await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('由 138****8000 更换为 137****1234');
  notices.answer(true);
  expect(await screen.findByRole('status')).toHaveTextContent('手机号已更换为 137****1234，请使用新手机号登录。');
  expect(changes).toEqual([{ oldCode: '111111', phone: '13700001234', code: '222222' }]);
  await waitFor(() => expect(store.get(sessionAtom).phone).toBe('13700001234'));
  expect(refresh).toHaveBeenCalled();
  notices.restore();
});

test('the mobile form names the missing codes and sends nothing', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wUser/updatePhone'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '', data: { mobile: '' } });
    }),
  );
  renderWithState(<ChangePhoneForm currentPhone="13800138000" />);
  await userEvent.type(textbox('新手机号'), '1370000');
  await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
  expect(screen.getByText('请输入原手机号收到的验证码')).toBeInTheDocument();
  expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
  expect(screen.getByText('请输入新手机号收到的验证码')).toBeInTheDocument();
  expect(textbox('原手机号验证码')).toHaveFocus();
  expect(sent).toEqual([]);
});

// ---------------------------------------------------------------------------------------------

const DEVICES: SignedInSession[] = [
  {
    sessionId: '11111111-1111-4111-8111-111111111111',
    browser: 'Chrome 126',
    os: 'Windows 10',
    deviceType: 'desktop',
    clientAddress: '116.24.1.8',
    signedInAt: '2026-11-20 09:00:00',
    lastSeenAt: '2026-11-22 10:00:00',
    current: true,
  },
  {
    sessionId: '22222222-2222-4222-8222-222222222222',
    browser: 'Safari 18',
    os: 'iOS 18.1',
    deviceType: 'mobile',
    clientAddress: '223.104.5.6',
    signedInAt: '2026-11-21 20:00:00',
    lastSeenAt: '2026-11-21 22:00:00',
    current: false,
  },
];

function serveDevices() {
  let devices = [...DEVICES];
  const signedOut: unknown[] = [];
  server.use(
    http.get(apiUrl('api/wUser/devices'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: devices })),
    http.post(apiUrl('api/wUser/devices/signOut'), async ({ request }) => {
      const body = (await request.json()) as { sessionId: string };
      signedOut.push(body);
      devices = devices.filter((device) => device.sessionId !== body.sessionId);
      return HttpResponse.json({ code: 200, msg: '该设备已退出登录', data: null });
    }),
    http.post(apiUrl('api/wUser/devices/signOutOthers'), () => {
      const count = devices.filter((device) => !device.current).length;
      devices = devices.filter((device) => device.current);
      return HttpResponse.json({ code: 200, msg: '其他设备已全部退出登录', data: { signedOut: count } });
    }),
  );
  return signedOut;
}

test('the device list marks the current device and offers to sign out only the others', async () => {
  serveDevices();
  renderWithState(<SignedInSessions />);
  const current = await screen.findByRole('listitem', { name: 'Chrome 126 · Windows 10（当前设备）' });
  expect(within(current).getByText('当前设备')).toBeInTheDocument();
  expect(within(current).queryByRole('button')).not.toBeInTheDocument();
  const phone = screen.getByRole('listitem', { name: 'Safari 18 · iOS 18.1' });
  expect(phone).toHaveTextContent('登录地址 223.104.5.6 · 登录于 2026-11-21 20:00:00 · 最近活跃 2026-11-21 22:00:00');
  expect(within(phone).getByRole('button', { name: '退出 Safari 18 · iOS 18.1' })).toBeEnabled();
});

test('signing out a device asks first, sends its session id, and the list follows', async () => {
  const notices = recordNotices();
  const signedOut = serveDevices();
  renderWithState(<SignedInSessions />);
  await userEvent.click(await screen.findByRole('button', { name: '退出 Safari 18 · iOS 18.1' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('Safari 18 · iOS 18.1（223.104.5.6）');
  notices.answer(false);
  await waitFor(() => expect(screen.getByRole('button', { name: '退出 Safari 18 · iOS 18.1' })).toBeEnabled());
  expect(signedOut).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: '退出 Safari 18 · iOS 18.1' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari 18 · iOS 18.1' })).not.toBeInTheDocument());
  expect(signedOut).toEqual([{ sessionId: DEVICES[1]?.sessionId }]);
  expect(notices.seen).toContainEqual({ type: 'success', message: '该设备已退出登录' });
  expect(screen.getByRole('button', { name: '退出其他所有设备' })).toBeDisabled();
  notices.restore();
});

test('“sign out all others” asks first and leaves the current device', async () => {
  const notices = recordNotices();
  serveDevices();
  renderWithState(<SignedInSessions />);
  await userEvent.click(await screen.findByRole('button', { name: '退出其他所有设备' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(true);
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '已退出 1 台其他设备' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByText('只有当前设备登录了您的账户。在其他设备登录后，会显示在这里。')).toBeInTheDocument();
  notices.restore();
});

test('a device list that cannot load says so and offers a retry', async () => {
  let calls = 0;
  server.use(
    http.get(apiUrl('api/wUser/devices'), () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ code: 500, msg: '系统繁忙，请稍后再试' }) : HttpResponse.json({ code: 200, msg: '操作成功', data: DEVICES });
    }),
  );
  const notices = recordNotices();
  renderWithState(<SignedInSessions />);
  expect(await screen.findByText('登录设备加载失败，请稍后重试')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('listitem', { name: 'Chrome 126 · Windows 10（当前设备）' })).toBeInTheDocument();
  notices.restore();
});
