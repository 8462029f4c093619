import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { OrderList } from '@/components/orders/OrderList';
import type { RentalOrderView } from '@/contract/orders';

const order = (orderNo: string, status: 0 | 1 | 9, statusName: string): RentalOrderView => ({
  orderNo,
  status,
  statusName,
  storeId: 1,
  storeName: '云租优选旗舰店',
  termMonths: 12,
  quantity: 1,
  items: [{ goodsId: 1, skuId: 11, goodsName: 'ThinkPad T14', skuName: 'i5/16GB', image: '/goods/t14.svg', config: { cpu: 'i5', memory: '16GB', storage: '512GB', graphics: '集显', screen: '14' }, termMonths: 12, quantity: 1, monthlyRent: 23_900, rentRate: 100, deposit: 150_000, buyoutPrice: 300_000, freight: 0 }],
  address: { name: '张伟', phone: '13800138000', province: '广东', city: '深圳', district: '南山区', detail: '科技园' },
  invoice: null,
  payDeadline: '2026-11-22 12:30:00',
  createdAt: '2026-11-22 12:00:00',
  paidAt: null,
  firstMonthRent: 23_900,
  deposit: 150_000,
  depositWaived: 0,
  freight: 0,
  couponDiscount: 0,
  payable: 173_900,
  totalRent: 286_800,
});

function serveOrders() {
  const asked: Array<{ status?: number }> = [];
  const cancelled: string[] = [];
  let rows = [order('ZL20261122120000000002', 0, '待支付'), order('ZL20261122120000000001', 1, '待审核')];
  server.use(
    http.post(apiUrl('api/wOrder/dingD'), async ({ request }) => {
      const body = (await request.json()) as { status?: number };
      asked.push(body);
      const shown = body.status === undefined ? rows : rows.filter((row) => row.status === body.status);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: shown, total: shown.length });
    }),
    http.post(apiUrl('api/wOrder/cancel'), async ({ request }) => {
      const { orderNo } = (await request.json()) as { orderNo: string };
      cancelled.push(orderNo);
      rows = rows.map((row) => (row.orderNo === orderNo ? { ...row, status: 9, statusName: '已取消' } : row));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: rows.find((row) => row.orderNo === orderNo) });
    }),
  );
  return { asked, cancelled };
}

const renderList = () => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}><OrderList /></SWRConfig>);

test('orders show their status, amount and, when unpaid, the way to pay', async () => {
  serveOrders();
  renderList();
  const unpaid = await screen.findByRole('listitem', { name: '订单 ZL20261122120000000002' });
  expect(within(unpaid).getByText('待支付')).toBeInTheDocument();
  expect(within(unpaid).getByText('¥1,739.00')).toBeInTheDocument();
  expect(within(unpaid).getByRole('link', { name: '去支付' })).toHaveAttribute('href', '/immediatelyPay?orderNo=ZL20261122120000000002');
  expect(within(screen.getByRole('listitem', { name: '订单 ZL20261122120000000001' })).queryByRole('link', { name: '去支付' })).not.toBeInTheDocument();
});

test('a status tab asks the server for that status only', async () => {
  const { asked } = serveOrders();
  renderList();
  await screen.findByRole('list', { name: '订单列表' });
  await userEvent.click(screen.getByRole('tab', { name: '待审核' }));
  await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, limit: 10, status: 1 }));
  expect(await screen.findByRole('listitem', { name: '订单 ZL20261122120000000001' })).toBeInTheDocument();
});

test('cancelling an unpaid order asks first, then shows it cancelled', async () => {
  const notices = recordNotices();
  const { cancelled } = serveOrders();
  renderList();
  const unpaid = await screen.findByRole('listitem', { name: '订单 ZL20261122120000000002' });
  await userEvent.click(within(unpaid).getByRole('button', { name: '取消订单' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(true);
  await waitFor(() => expect(cancelled).toEqual(['ZL20261122120000000002']));
  await waitFor(() => expect(within(screen.getByRole('listitem', { name: '订单 ZL20261122120000000002' })).getByText('已取消')).toBeInTheDocument());
  notices.restore();
});
