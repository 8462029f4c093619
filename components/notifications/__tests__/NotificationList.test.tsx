import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { createStore, Provider } from 'jotai';
import { server, apiUrl } from '@/test/msw/server';
import { NotificationList } from '@/components/notifications/NotificationList';
import { SessionLinks } from '@/components/layout/SessionLinks';
import type { NotificationView } from '@/contract/notifications';
import { EMPTY_SESSION, sessionAtom, sessionRestoredAtom } from '@/lib/session/state';

const note = (id: number, title: string, read: boolean, orderNo: string | null = null): NotificationView => ({
  id,
  title,
  content: `${title}的内容`,
  read,
  createdAt: `2026-11-2${id} 10:00:00`,
  orderNo,
});

/** The product server's 消息 of one customer, read and marked as it would. */
function serveNotes(initial: NotificationView[]) {
  let notes = [...initial];
  const asked: string[] = [];
  const marked: unknown[] = [];
  const answer = () => ({
    code: 200,
    msg: '查询成功',
    page: { list: notes, totalCount: notes.length, pageSize: 99, currPage: 1, totalPage: 1 },
    unreadCount: notes.filter((one) => !one.read).length,
  });
  server.use(
    http.get(apiUrl('api/wUserNews/listForPage'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(answer());
    }),
    http.post(apiUrl('api/wUserNews/read'), async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      marked.push(id);
      notes = notes.map((one) => (one.id === id ? { ...one, read: true } : one));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { marked: 1, unreadCount: answer().unreadCount } });
    }),
    http.post(apiUrl('api/wUserNews/readAll'), () => {
      marked.push('all');
      notes = notes.map((one) => ({ ...one, read: true }));
      return HttpResponse.json({ code: 200, msg: '已全部标记为已读', data: { marked: 1, unreadCount: 0 } });
    }),
    http.get(apiUrl('api/wCar/carNumber'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: { carShuLian: 0 } })),
  );
  return { asked, marked };
}

/** The /news page with the top bar's session links beside it, on one session. */
function renderNews(withTopBar = false) {
  const store = createStore();
  store.set(sessionAtom, { ...EMPTY_SESSION, token: 'm', globalId: 'g-1', userName: '张伟', personName: '张伟' });
  store.set(sessionRestoredAtom, true);
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {withTopBar ? (
          <nav aria-label="顶部导航">
            <SessionLinks />
          </nav>
        ) : null}
        <NotificationList />
      </SWRConfig>
    </Provider>,
  );
  return store;
}

test('the list asks for page 1, limit 99 and the customer’s id, and marks the unread ones', async () => {
  const { asked } = serveNotes([note(3, '账单即将到期', false, 'ZL20261122120000000001'), note(2, '订单已发货', true, 'ZL20261122120000000001'), note(1, '登录密码已修改', false)]);
  renderNews();
  expect(await screen.findByRole('listitem', { name: '未读：账单即将到期' })).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: '已读：订单已发货' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '未读（2）' })).toBeInTheDocument();
  expect(asked[0]).toBe('?page=1&limit=99&userId=g-1');
  const reminder = screen.getByRole('listitem', { name: '未读：账单即将到期' });
  expect(within(reminder).getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/submitOrder?orderNo=ZL20261122120000000001');
});

test('marking one read clears its mark, and the top bar’s indicator turns off when nothing is unread', async () => {
  const { marked } = serveNotes([note(2, '订单已发货', false), note(1, '订单支付成功', true)]);
  const store = renderNews(true);
  await waitFor(() => expect(store.get(sessionAtom).isNews).toBe(true));
  expect(await screen.findByTestId('news-mark')).toHaveTextContent('1');
  expect(screen.getByRole('link', { name: '消息，1 条未读' })).toHaveAttribute('href', '/news');

  await userEvent.click(await screen.findByRole('button', { name: '将“订单已发货”标为已读' }));
  expect(await screen.findByRole('listitem', { name: '已读：订单已发货' })).toBeInTheDocument();
  expect(marked).toEqual([2]);
  await waitFor(() => expect(store.get(sessionAtom).isNews).toBe(false));
  expect(screen.queryByTestId('news-mark')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '消息' })).toBeInTheDocument();
});

test('marking all read clears every mark and the indicator', async () => {
  const { marked } = serveNotes([note(3, 'a', false), note(2, 'b', false), note(1, 'c', false)]);
  const store = renderNews(true);
  expect(await screen.findByTestId('news-mark')).toHaveTextContent('3');
  await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
  await waitFor(() => expect(screen.getAllByRole('listitem', { name: /^已读：/ })).toHaveLength(3));
  expect(marked).toEqual(['all']);
  await waitFor(() => expect(store.get(sessionAtom).isNews).toBe(false));
  expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
});

test('no 消息: the page says what will arrive here and where to go', async () => {
  serveNotes([]);
  renderNews();
  expect(await screen.findByText('暂无消息。下单、支付、发货、账单到期和账户安全的通知都会发到这里。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/myOrderList');
});

test('the unread tab shows only the unread ones, and says so when all are read', async () => {
  serveNotes([note(2, '订单已发货', false), note(1, '订单支付成功', true)]);
  renderNews();
  await userEvent.click(await screen.findByRole('tab', { name: '未读（1）' }));
  expect(within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: '将“订单已发货”标为已读' }));
  expect(await screen.findByText('没有未读消息，所有消息都已读过。')).toBeInTheDocument();
});

test('a list that cannot load says so (the top bar’s mark stays off: an empty list on failure)', async () => {
  server.use(
    http.get(apiUrl('api/wUserNews/listForPage'), () => HttpResponse.json({ code: 500, msg: '系统繁忙，请稍后再试' })),
    http.get(apiUrl('api/wCar/carNumber'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: { carShuLian: 0 } })),
  );
  const store = renderNews(true);
  expect(await screen.findByText('消息加载失败，请稍后重试')).toBeInTheDocument();
  expect(store.get(sessionAtom).isNews).toBe(false);
});

test('more than a page of 消息 is paged ten at a time', async () => {
  serveNotes(Array.from({ length: 12 }, (_, i) => note(i + 1, `消息 ${i + 1}`, true)));
  renderNews();
  const list = await screen.findByRole('list', { name: '消息列表' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  await userEvent.click(screen.getByRole('button', { name: /第 2 页|page 2/ }));
  expect(within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem')).toHaveLength(2);
});
