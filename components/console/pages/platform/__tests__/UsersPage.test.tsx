/**
 * 后台用户: the role rule (admin or editor; an editor needs a shop, an admin has none), the
 * password on creation only, refusals kept in the dialog, disabling oneself refused by the server
 * and shown, and the route table rebuilt after a change of one's own account.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleStore } from '@/contract/consoleStores';
import type { ConsoleUser } from '@/contract/consoleUsers';
import { rebuildRoutes } from '@/lib/console/rebuild';
import { envelope, ok } from '@/test/msw/envelope';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { ADMIN, answerDictionaries, renderConsolePage } from '@/test/console-page';
import { UserDialog } from '../UserDialog';
import UsersPage from '../UsersPage';

jest.mock('@/lib/console/rebuild', () => ({ rebuildRoutes: jest.fn(() => Promise.resolve()) }));

const user = (id: number, username: string, extra: Partial<ConsoleUser> = {}): ConsoleUser => ({
  id,
  username,
  nickName: `${username} 的姓名`,
  role: 'editor',
  roleName: '商家员工',
  storeId: 1,
  storeName: '云租优选旗舰店',
  phone: '13700001111',
  disabled: false,
  sessions: 1,
  createdAt: '2026-10-01 08:00:00',
  ...extra,
});
const SELF = user(1, 'admin', { nickName: '平台管理员', role: 'admin', roleName: '平台管理员', storeId: null, storeName: null, phone: null });
const MERCHANT = user(2, 'merchant');
const STORES = [
  { label: '云租优选旗舰店', value: '1' },
  { label: '极客数码租赁', value: '2' },
];

let notices: RecordingNotifier;
let saved: unknown[];
beforeEach(() => {
  notices = recordNotices();
  saved = [];
  answerDictionaries();
  jest.mocked(rebuildRoutes).mockClear();
  server.use(
    http.post(apiUrl('api/sys/user/list'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [SELF, MERCHANT], total: 2 })),
    http.post(apiUrl('api/sys/store/list'), () =>
      HttpResponse.json({
        code: 200,
        msg: '查询成功',
        rows: [{ id: 1, name: '云租优选旗舰店', status: 'open' } as ConsoleStore, { id: 2, name: '极客数码租赁', status: 'open' } as ConsoleStore],
        total: 2,
      }),
    ),
    http.post(apiUrl('api/sys/user/save'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return ok({ ...MERCHANT, ...body });
    }),
  );
});
afterEach(() => notices.restore());

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

test('a new editor needs a shop: without one nothing is sent; with one the body names it and the initial password', async () => {
  render(<UserDialog user={null} self={false} stores={STORES} onClose={jest.fn()} onSaved={jest.fn()} />);
  type(/登录账号/, 'geek_staff');
  type(/姓名/, '赵强');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('请选择角色')).toBeInTheDocument();

  await choose(/角色/, '商家员工');
  type(/手机号码/, '13712340000');
  type(/初始密码/, 'Geek2026pass');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('商家员工须选择所属店铺')).toBeInTheDocument();
  expect(saved).toEqual([]);

  await choose(/所属店铺/, '极客数码租赁');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(saved).toEqual([{ username: 'geek_staff', nickName: '赵强', role: 'editor', storeId: 2, phone: '13712340000', password: 'Geek2026pass' }]));
  expect(notices.seen).toContainEqual({ type: 'success', message: '用户已保存' });
});

test('an admin has no shop: the select goes away and a shop chosen before is not sent', async () => {
  render(<UserDialog user={MERCHANT} self={false} stores={STORES} onClose={jest.fn()} onSaved={jest.fn()} />);
  expect(screen.getByRole('combobox', { name: /所属店铺/ })).toHaveTextContent('云租优选旗舰店');
  expect(screen.queryByLabelText(/初始密码/)).toBeNull();
  await choose(/角色/, '平台管理员');
  expect(screen.queryByRole('combobox', { name: /所属店铺/ })).toBeNull();
  type(/手机号码/, '');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(saved).toEqual([{ id: 2, username: 'merchant', nickName: 'merchant 的姓名', role: 'admin', storeId: null, phone: null }]));
});

test('the password rule of contract/auth.ts and the phone rule of docs/product-rules.md#validation are checked on the page', async () => {
  render(<UserDialog user={null} self={false} stores={STORES} onClose={jest.fn()} onSaved={jest.fn()} />);
  type(/登录账号/, 'ops_two');
  type(/姓名/, '运营二');
  await choose(/角色/, '平台管理员');
  type(/手机号码/, '12345678901');
  type(/初始密码/, 'onlyletters');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
  expect(screen.getByText('密码须同时包含字母和数字')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('a login already taken is shown and the dialog keeps what was typed', async () => {
  server.use(http.post(apiUrl('api/sys/user/save'), () => envelope(500, '登录账号已被使用，请换一个')));
  render(<UserDialog user={null} self={false} stores={STORES} onClose={jest.fn()} onSaved={jest.fn()} />);
  type(/登录账号/, 'merchant');
  type(/姓名/, '重名');
  await choose(/角色/, '平台管理员');
  type(/初始密码/, 'Abcd1234');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '登录账号已被使用，请换一个' }));
  expect(screen.getByLabelText(/登录账号/)).toHaveValue('merchant');
  expect(screen.getByLabelText(/初始密码/)).toHaveValue('Abcd1234');
});

test("editing one's own account keeps role and shop fixed and rebuilds the routes afterwards", async () => {
  renderConsolePage(UsersPage, { path: '/console/users', buttons: ['user:add', 'user:edit', 'user:resetPwd'], staff: ADMIN });
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText('admin');
  fireEvent.click(await screen.findByRole('button', { name: '修改 admin' }));
  const dialog = screen.getByRole('dialog', { name: '修改用户' });
  expect(within(dialog).getByRole('combobox', { name: /角色/ })).toHaveAttribute('aria-disabled', 'true');
  expect(within(dialog).getByText('不能修改自己的角色或所属店铺')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(/姓名/), { target: { value: '平台运营' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(rebuildRoutes).toHaveBeenCalledTimes(1));
  expect(saved).toEqual([{ id: 1, username: 'admin', nickName: '平台运营', role: 'admin', storeId: null, phone: null }]);
});

test('editing another account does not rebuild the routes', async () => {
  renderConsolePage(UsersPage, { path: '/console/users', staff: ADMIN, buttons: ['user:edit'] });
  await screen.findAllByText('merchant');
  fireEvent.click(await screen.findByRole('button', { name: '修改 merchant' }));
  fireEvent.click(within(screen.getByRole('dialog', { name: '修改用户' })).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '用户已保存' }));
  expect(rebuildRoutes).not.toHaveBeenCalled();
});

test('停用 asks first; disabling oneself is refused by the product server and the refusal is shown', async () => {
  let sent: unknown = null;
  server.use(
    http.post(apiUrl('api/sys/user/status'), async ({ request }) => {
      sent = await request.json();
      return envelope(500, '不能停用自己的账号');
    }),
  );
  renderConsolePage(UsersPage, { path: '/console/users', staff: ADMIN, buttons: ['user:edit'] });
  await screen.findAllByText('admin');
  fireEvent.click(await screen.findByRole('button', { name: '停用 admin' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toBe('确认停用用户「平台管理员（admin）」吗？停用后其登录会话立即失效。');
  notices.answer(true);
  await waitFor(() => expect(sent).toEqual({ id: 1, disabled: true }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '不能停用自己的账号' }));
  expect(notices.seen.some((seen) => seen.type === 'success')).toBe(false);
});

test('重置密码 checks the rule and the repeat, then sends the new password', async () => {
  let sent: unknown = null;
  server.use(
    http.post(apiUrl('api/sys/user/resetPwd'), async ({ request }) => {
      sent = await request.json();
      return ok(MERCHANT);
    }),
  );
  renderConsolePage(UsersPage, { path: '/console/users', staff: ADMIN, buttons: ['user:resetPwd'] });
  await screen.findAllByText('merchant');
  fireEvent.click(await screen.findByRole('button', { name: '重置密码 merchant' }));
  const dialog = screen.getByRole('dialog', { name: '重置密码' });
  fireEvent.change(within(dialog).getByLabelText(/^新密码/), { target: { value: 'Newpass2026' } });
  fireEvent.change(within(dialog).getByLabelText(/确认新密码/), { target: { value: 'Newpass2025' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await within(dialog).findByText('两次输入的密码不一致')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(/确认新密码/), { target: { value: 'Newpass2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(sent).toEqual({ id: 2, password: 'Newpass2026' }));
  expect(screen.queryByRole('button', { name: '修改 merchant' })).toBeNull();
});
