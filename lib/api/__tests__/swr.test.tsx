import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { createStore, Provider } from 'jotai';
import { server, apiUrl } from '@/test/msw/server';
import { useOrderBills, useOrders, useRevalidateAfter, type Change } from '@/lib/api/browser/swr';
import { EMPTY_SESSION, sessionAtom } from '@/lib/session/state';

/** How often each product-server read was asked. */
function countReads() {
  const reads = { orders: 0, bills: 0, cartCount: 0, news: 0 };
  server.use(
    http.post(apiUrl('api/wOrder/dingD'), () => {
      reads.orders += 1;
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: reads.orders });
    }),
    http.post(apiUrl('api/wBill/list'), () => {
      reads.bills += 1;
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: reads.bills });
    }),
    http.get(apiUrl('api/wCar/carNumber'), () => {
      reads.cartCount += 1;
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { carShuLian: 5 } });
    }),
    http.get(apiUrl('api/wUserNews/listForPage'), () => {
      reads.news += 1;
      const unread = { id: 1, title: '订单支付成功', content: '…', read: false, createdAt: '2026-11-22 12:00:00', orderNo: null };
      return HttpResponse.json({ code: 200, msg: '查询成功', page: { list: [unread], totalCount: 1, pageSize: 99, currPage: 1, totalPage: 1 }, unreadCount: 1 });
    }),
  );
  return reads;
}

/** Two pages' worth of data on one screen (an order list and one order's bills), and a button per change. */
function Screen() {
  const orders = useOrders({ page: 1, limit: 10 });
  const bills = useOrderBills('ZL1', 4);
  const revalidateAfter = useRevalidateAfter();
  const changes: Change[] = ['billPaid', 'cartChanged'];
  return (
    <>
      <p>{`orders ${orders.data?.total ?? '-'} bills ${bills.data?.total ?? '-'}`}</p>
      {changes.map((change) => (
        <button key={change} type="button" onClick={() => void revalidateAfter(change)}>
          {change}
        </button>
      ))}
    </>
  );
}

function renderScreen() {
  const store = createStore();
  store.set(sessionAtom, { ...EMPTY_SESSION, token: 'm', globalId: 'g-1', cartCount: 1 });
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Screen />
      </SWRConfig>
    </Provider>,
  );
  return store;
}

test('paying a bill reads again the bills and the orders shown anywhere on the page', async () => {
  const reads = countReads();
  renderScreen();
  expect(await screen.findByText('orders 1 bills 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'billPaid' }));
  expect(await screen.findByText('orders 2 bills 2')).toBeInTheDocument();
  expect(reads.cartCount).toBe(0);
});

test('a change that writes a 消息 reads the list again and turns the top bar’s unread mark on', async () => {
  const reads = countReads();
  const store = renderScreen();
  expect(await screen.findByText('orders 1 bills 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'billPaid' }));
  await waitFor(() => expect(store.get(sessionAtom).isNews).toBe(true));
  expect(reads.news).toBe(1);
  expect(store.get(sessionAtom).newsList).toEqual([{ id: 1, title: '订单支付成功', createdAt: '2026-11-22 12:00:00' }]);
});

test('a cart change refreshes the cart count and leaves orders and bills alone', async () => {
  const reads = countReads();
  const store = renderScreen();
  expect(await screen.findByText('orders 1 bills 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'cartChanged' }));
  await waitFor(() => expect(store.get(sessionAtom).cartCount).toBe(5));
  expect(reads).toEqual({ orders: 1, bills: 1, cartCount: 1, news: 0 });
});
