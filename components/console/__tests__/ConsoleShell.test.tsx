/** The console's shell: kept-alive tabs, tab-scoped queries, the 404 of ungranted paths, buttons, an empty menu. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { http } from 'msw';
import type { MenuItem, SysUserInfo } from '@/contract/auth';
import { reloadAt } from '@/lib/navigation';
import { rebuildRoutes } from '@/lib/console/rebuild';
import { apiUrl, server } from '@/test/msw/server';
import { envelope, ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { ConsoleShell } from '../shell/ConsoleShell';
import { useConsoleQuery, useLeaveGuard } from '../hooks';
import { Permitted } from '../Permitted';

const location = { pathname: '/console/dashboard', search: '' };
const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() };

jest.mock('next/navigation', () => ({
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.search),
  useRouter: () => router,
}));
jest.mock('@/lib/navigation', () => ({ reloadAt: jest.fn() }));

/** A page with an unsaved input and its own query on show. */
function FormPage({ name }: { name: string }) {
  const [draft, setDraft] = useState('');
  const { query, setQuery } = useConsoleQuery();
  return (
    <div>
      <label>
        {name}草稿
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <output aria-label={`${name}查询`}>{JSON.stringify(query)}</output>
      <button onClick={() => setQuery({ status: '2' })}>{name}筛选</button>
      {/* Two changes before the page renders again, as a fast click after a choice makes on a busy machine. */}
      <button
        onClick={() => {
          setQuery({ status: '2' });
          setQuery({ page: '3' });
        }}
      >
        {name}连续筛选
      </button>
      <Permitted perm="order:ship">
        <button>{name}发货</button>
      </Permitted>
    </div>
  );
}

/** A form that asks before its tab goes while it holds input. */
function GuardedPage() {
  const [draft, setDraft] = useState('');
  useLeaveGuard(draft !== '');
  return (
    <label>
      账单备注
      <input value={draft} onChange={(event) => setDraft(event.target.value)} />
    </label>
  );
}

jest.mock('@/components/console/registry', () => ({
  CONSOLE_PAGES: {
    '/console/dashboard': { component: () => <p>工作台内容</p>, affix: true },
    '/console/orders': { component: () => <FormPage name="订单" /> },
    '/console/devices': { component: () => <FormPage name="设备" /> },
    '/console/bills': { component: () => <GuardedPage /> },
  },
  registeredMeta: (path: string) => (path === '/console/dashboard' ? { affix: true } : undefined),
}));

const staff: SysUserInfo = { userId: '2', username: 'merchant', nickName: '云租优选店长', role: 'editor', storeId: '1', storeName: '云租优选旗舰店' };
const page = (id: number, name: string, url: string, children: MenuItem[] = []): MenuItem => ({ id, name, url, icon: '', type: 1, hidden: false, children });
const button = (id: number, key: string): MenuItem => ({ id, name: key, url: key, icon: '', type: 4, hidden: false, children: [] });
const MENU: MenuItem[] = [
  page(100, '工作台', '/console/dashboard'),
  page(310, '租赁订单', '/console/orders', [button(312, 'order:ship')]),
  page(400, '设备管理', '/console/devices', [button(401, 'device:add')]),
  page(320, '账单管理', '/console/bills'),
  page(700, '店铺设置', '/console/shop'),
];

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
  Object.assign(location, { pathname: '/console/dashboard', search: '' });
  for (const fn of Object.values(router)) fn.mockClear();
  jest.mocked(reloadAt).mockClear();
});
afterEach(() => notices.restore());

function renderShell(menu: MenuItem[] = MENU) {
  const ui = () => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
      <ConsoleShell staff={staff} initialMenu={menu} initialSidebarOpen />
    </SWRConfig>
  );
  const view = render(ui());
  const go = (pathname: string, search = '') => {
    Object.assign(location, { pathname, search });
    view.rerender(ui());
  };
  return { ...view, go };
}

const tabs = () =>
  within(screen.getByRole('tablist', { name: '已打开的页面' }))
    .getAllByRole('tab')
    .map((tab) => tab.getAttribute('aria-label'));
function panel(path: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-console-page="${path}"]`);
  if (!found) throw new Error(`no page ${path}`);
  return found;
}

test('visited pages stay mounted with their unsaved input while another tab is shown; closing a tab drops its page', () => {
  const { go } = renderShell();
  go('/console/orders');
  fireEvent.change(screen.getByLabelText('订单草稿'), { target: { value: '未保存' } });
  go('/console/devices');
  expect(tabs()).toEqual(['工作台', '租赁订单', '设备管理']);
  expect(panel('/console/orders')).not.toBeVisible();
  go('/console/orders');
  expect(screen.getByLabelText('订单草稿')).toHaveValue('未保存');

  fireEvent.click(screen.getByRole('button', { name: '关闭设备管理' }));
  expect(tabs()).toEqual(['工作台', '租赁订单']);
  expect(screen.queryByLabelText('设备草稿')).toBeNull();
  expect(router.push).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: '关闭租赁订单' }));
  expect(router.push).toHaveBeenCalledWith('/console/dashboard', { scroll: false });
});

test('each tab reads its own query: a hidden tab does not follow the address bar, and its filter changes only its memory', () => {
  const { go } = renderShell();
  go('/console/orders', 'status=1&page=2');
  go('/console/devices', 'state=in');
  expect(screen.getByLabelText('订单查询', { selector: 'output' })).toHaveTextContent('{"status":"1","page":"2"}');
  expect(screen.getByLabelText('设备查询', { selector: 'output' })).toHaveTextContent('{"state":"in"}');

  // The active tab's filter goes to the address bar (the history API: no server round trip); a hidden one's stays with its tab.
  const replaceState = jest.spyOn(window.history, 'replaceState');
  fireEvent.click(screen.getByRole('button', { name: '设备筛选' }));
  expect(replaceState).toHaveBeenCalledWith(null, '', '/console/devices?state=in&status=2');
  replaceState.mockClear();
  fireEvent.click(screen.getByRole('button', { name: '订单筛选', hidden: true }));
  expect(replaceState).not.toHaveBeenCalled();
  replaceState.mockRestore();
  fireEvent.click(screen.getByRole('tab', { name: '租赁订单' }));
  expect(router.push).toHaveBeenCalledWith('/console/orders?status=2&page=2', { scroll: false });
});

test('a second change of the query before the page renders again keeps the first (a search right after choosing a type)', () => {
  const { go } = renderShell();
  go('/console/devices', 'state=in');
  const replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => {});
  fireEvent.click(screen.getByRole('button', { name: '设备连续筛选' }));
  expect(replaceState).toHaveBeenLastCalledWith(null, '', '/console/devices?state=in&status=2&page=3');
  replaceState.mockRestore();
});

test('刷新 through /redirect/console mounts that page anew and puts its address back; the other tabs keep theirs', () => {
  const { go } = renderShell();
  go('/console/orders');
  fireEvent.change(screen.getByLabelText('订单草稿'), { target: { value: '会被刷新' } });
  go('/console/devices');
  fireEvent.change(screen.getByLabelText('设备草稿'), { target: { value: '保留' } });
  go('/redirect/console/orders', 'status=3');
  expect(router.replace).toHaveBeenCalledWith('/console/orders?status=3', { scroll: false });
  go('/console/orders', 'status=3');
  expect(screen.getByLabelText('订单草稿')).toHaveValue('');
  expect(screen.getByLabelText('设备草稿', { selector: 'input' })).toHaveValue('保留');
});

test('a path the menu does not grant is the 404 panel and opens no tab; a menu page nobody built is the 404 panel in its tab', () => {
  const { go } = renderShell();
  go('/console/dicts');
  expect(screen.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  expect(tabs()).toEqual(['工作台']);
  go('/console/shop');
  expect(tabs()).toEqual(['工作台', '店铺设置']);
  expect(within(panel('/console/shop')).getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('a tab holding unsaved input asks before it closes: 继续编辑 keeps it with its input, 确定离开 closes it', async () => {
  const { go } = renderShell();
  go('/console/bills');
  fireEvent.click(screen.getByRole('button', { name: '关闭账单管理' }));
  expect(tabs()).toEqual(['工作台']);
  expect(notices.confirms).toEqual([]);

  go('/console/dashboard');
  go('/console/bills');
  fireEvent.change(screen.getByLabelText('账单备注'), { target: { value: '未保存' } });
  fireEvent.click(screen.getByRole('button', { name: '关闭账单管理' }));
  expect(notices.confirms).toEqual([{ title: '系统提示', message: '当前页面有未保存的修改，离开后修改将丢失，确定离开吗？', confirmText: '确定离开', cancelText: '继续编辑' }]);
  notices.answer(false);
  await waitFor(() => expect(tabs()).toEqual(['工作台', '账单管理']));
  expect(screen.getByLabelText('账单备注')).toHaveValue('未保存');

  fireEvent.click(screen.getByRole('button', { name: '关闭账单管理' }));
  notices.answer(true);
  await waitFor(() => expect(tabs()).toEqual(['工作台']));
  expect(router.push).toHaveBeenCalledWith('/console/dashboard', { scroll: false });
});

test('a button shows only on the page whose menu entry grants it', () => {
  const { go } = renderShell();
  go('/console/orders');
  expect(screen.getByRole('button', { name: '订单发货' })).toBeVisible();
  go('/console/devices');
  expect(screen.queryByRole('button', { name: '设备发货' })).toBeNull();
});

test('the workbench tab cannot be closed, by icon or middle click', () => {
  renderShell();
  expect(screen.queryByRole('button', { name: '关闭工作台' })).toBeNull();
  fireEvent(screen.getByRole('tab', { name: '工作台' }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
  expect(tabs()).toEqual(['工作台']);
});

test('an empty menu says 对不起您菜单权限不足，请联系管理员 for 3 seconds, then ends the console session', async () => {
  // The 3 seconds on a faked clock: waited out in real time they left a busy machine little of the
  // wait's 5. The mocked product server answers on process.nextTick, which stays real (see SetPassword.test.tsx).
  jest.useFakeTimers({ doNotFake: ['nextTick'] });
  try {
    let loggedOutAt = 0;
    server.use(
      http.post(apiUrl('logout'), () => {
        loggedOutAt = Date.now();
        return envelope(200, '退出成功');
      }),
    );
    const shown = Date.now();
    renderShell([]);
    expect(notices.seen).toEqual([{ type: 'error', message: '对不起您菜单权限不足，请联系管理员' }]);
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(loggedOutAt).toBe(0);
    expect(reloadAt).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/console/login'));
    expect(loggedOutAt - shown).toBeGreaterThanOrEqual(3000);
  } finally {
    jest.useRealTimers();
  }
});

test('rebuilding the routes reads who is logged in again with the menu: a new name and shop show in the navbar', async () => {
  server.use(
    http.get(apiUrl('auth/api/menus/sys/90'), () => ok({ list: MENU })),
    http.get(apiUrl('auth/api/info/sys'), () => ok({ ...staff, nickName: '极客数码店长', storeId: '2', storeName: '极客数码租赁' })),
  );
  // On SWR's own cache, as in the console: rebuildRoutes reaches it.
  render(
    <SWRConfig value={{ dedupingInterval: 0, revalidateOnFocus: false }}>
      <ConsoleShell staff={staff} initialMenu={MENU} initialSidebarOpen />
    </SWRConfig>,
  );
  expect(screen.getByTestId('console-nickname')).toHaveTextContent('云租优选店长');
  await act(() => rebuildRoutes());
  fireEvent.click(await screen.findByRole('button', { name: '极客数码店长的账户菜单' }));
  expect(screen.getByRole('menuitem', { name: '商家员工 · 极客数码租赁' })).toBeInTheDocument();
});
