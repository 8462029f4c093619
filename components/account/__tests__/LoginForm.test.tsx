import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'jotai';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { LoginForm } from '@/components/account/LoginForm';

const replace = jest.fn();
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => search,
}));

const info = { quanJuId: 'g-1', mobile: '13800138000', cname: null, pname: '张伟', balance: 5000000, accountType: 'personal', verified: false };

function answerLogin() {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('api/register/reg/paLogin'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '登录成功', data: { quanJuId: 'g-1' } });
    }),
    http.post(apiUrl('auth/api/info/token'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: info })),
  );
  return bodies;
}

function renderForm(redirect?: string) {
  search = new URLSearchParams(redirect === undefined ? '' : { redirect });
  return render(
    <Provider>
      <LoginForm />
    </Provider>,
  );
}

beforeEach(() => replace.mockReset());

test('a malformed phone number is refused in place, without a call', async () => {
  const bodies = answerLogin();
  renderForm();
  await userEvent.type(screen.getByLabelText('手机号码'), '12345');
  await userEvent.type(screen.getByLabelText('密码'), 'Zulin@2026');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
  expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});

test('the login name is trimmed and the customer goes back to the page that asked', async () => {
  const bodies = answerLogin();
  renderForm('/myOrderList?status=1');
  await userEvent.type(screen.getByLabelText('手机号码'), ' 13800138000 ');
  await userEvent.type(screen.getByLabelText('密码'), 'Zulin@2026');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/myOrderList?status=1'));
  expect(bodies).toEqual([{ phone: '13800138000', passWord: 'Zulin@2026' }]);
});

test('a redirect to another site or to the payment page ends on the home page', async () => {
  for (const hostile of ['//evil.example/x', '/immediatelyPay?orderNo=9']) {
    answerLogin();
    const { unmount } = renderForm(hostile);
    await userEvent.type(screen.getByLabelText('手机号码'), '13800138000');
    await userEvent.type(screen.getByLabelText('密码'), 'Zulin@2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(replace).toHaveBeenLastCalledWith('/Homepage'));
    unmount();
    window.sessionStorage.clear();
  }
});

test('a refused login shows the server reason and keeps what was typed', async () => {
  const notices = recordNotices();
  server.use(http.post(apiUrl('api/register/reg/paLogin'), () => HttpResponse.json({ code: 500, msg: '手机号或密码错误' })));
  renderForm();
  await userEvent.type(screen.getByLabelText('手机号码'), '13800138000');
  await userEvent.type(screen.getByLabelText('密码'), 'Wrong2026');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '手机号或密码错误' }));
  expect(screen.getByLabelText('手机号码')).toHaveValue('13800138000');
  expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  expect(replace).not.toHaveBeenCalled();
  notices.restore();
});
