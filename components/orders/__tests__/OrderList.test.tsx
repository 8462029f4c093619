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
  items: [
    {
      goodsId: 1,
      skuId: 11,
      goodsName: 'ThinkPad T14',
      skuName: 'i5/16GB',
      image: '/goods/t14.svg',
      config: { cpu: 'i5', memory: '16GB', storage: '512GB', graphics: '集显', screen: '14' },
      termMonths: 12,
      quantity: 1,
      monthlyRent: 23_900,
      rentRate: 100,
      deposit: 150_000,
      buyoutPrice: 300_000,
      freight: 0,
    },
  ],
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
  life: { approvedAt: null, shipBy: null, shipment: null, autoReceiptAt: null, rentStartDate: null, rentEndDate: null, return: null },
});

function serveOrders() {
  const asked: Array<{ status?: number; keyword?: string }> = [];
  const counted: Array<string | null> = [];
  const cancelled: string[] = [];
  let rows = [order('ZL20261122120000000002', 0, '待支付'), order('ZL20261122120000000001', 1, '待审核')];
  const matching = (keyword?: string) =>
    keyword ? rows.filter((row) => row.orderNo.includes(keyword) || row.items.some((item) => item.goodsName.toLowerCase().includes(keyword.toLowerCase()))) : rows;
  server.use(
    http.post(apiUrl('api/wOrder/dingD'), async ({ request }) => {
      const body = (await request.json()) as { status?: number; keyword?: string };
      asked.push(body);
      const found = matching(body.keyword);
      const shown = body.status === undefined ? found : found.filter((row) => row.status === body.status);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: shown, total: shown.length });
    }),
    http.get(apiUrl('api/wOrder/statusCount'), ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword');
      counted.push(keyword);
      const found = matching(keyword ?? undefined);
      const byStatus = Object.fromEntries(Array.from({ length: 11 }, (_, status) => [status, found.filter((row) => row.status === status).length]));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { total: found.length, byStatus } });
    }),
    http.post(apiUrl('api/wOrder/cancel'), async ({ request }) => {
      const { orderNo } = (await request.json()) as { orderNo: string };
      cancelled.push(orderNo);
      rows = rows.map((row) => (row.orderNo === orderNo ? { ...row, status: 9, statusName: '已取消' } : row));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: rows.find((row) => row.orderNo === orderNo) });
    }),
  );
  return { asked, counted, cancelled };
}

const renderList = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderList />
    </SWRConfig>,
  );

test('orders show their status, amount and, when unpaid, the way to pay', async () => {
  serveOrders();
  renderList();
  const unpaid = await screen.findByRole('listitem', { name: '订单 ZL20261122120000000002' });
  expect(within(unpaid).getByText('待支付')).toBeInTheDocument();
  expect(within(unpaid).getByText('¥1,739.00')).toBeInTheDocument();
  expect(within(unpaid).getByRole('link', { name: '去支付' })).toHaveAttribute('href', '/immediatelyPay?orderNo=ZL20261122120000000002');
  expect(within(screen.getByRole('listitem', { name: '订单 ZL20261122120000000001' })).queryByRole('link', { name: '去支付' })).not.toBeInTheDocument();
});

test('a status tab asks the server for that status only, and every tab says how many orders it holds', async () => {
  const { asked } = serveOrders();
  renderList();
  await screen.findByRole('list', { name: '订单列表' });
  expect(await screen.findByRole('tab', { name: '全部订单 2' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '待支付 1' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '租赁中 0' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: '待审核 1' }));
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

test('each order says in one sentence what happens next, from its own deadline', async () => {
  serveOrders();
  renderList();
  const unpaid = await screen.findByRole('listitem', { name: '订单 ZL20261122120000000002' });
  expect(within(unpaid).getByText('请在 2026-11-22 12:30:00 前完成支付，超时订单将自动取消。')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: '订单 ZL20261122120000000001' })).getByText('平台正在审核订单，审核通过后商家将在 48 小时内发货。')).toBeInTheDocument();
});

test('a search asks the server for the list and the counts of that search, and says when nothing matches', async () => {
  const { asked, counted } = serveOrders();
  renderList();
  await screen.findByRole('list', { name: '订单列表' });
  const search = screen.getByRole('search', { name: '搜索订单' });
  await userEvent.type(within(search).getByRole('textbox', { name: '订单号或商品名称' }), ' 00000001 ');
  await userEvent.click(within(search).getByRole('button', { name: '搜索' }));
  await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, limit: 10, keyword: '00000001' }));
  expect(counted.at(-1)).toBe('00000001');
  expect(await screen.findByRole('tab', { name: '全部订单 1' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('listitem', { name: '订单 ZL20261122120000000002' })).not.toBeInTheDocument());

  // The box shows the search as it was sent.
  const box = () => within(screen.getByRole('search', { name: '搜索订单' }));
  expect(box().getByRole('textbox', { name: '订单号或商品名称' })).toHaveValue('00000001');
  await userEvent.clear(box().getByRole('textbox', { name: '订单号或商品名称' }));
  await userEvent.type(box().getByRole('textbox', { name: '订单号或商品名称' }), 'MacBook');
  await userEvent.click(box().getByRole('button', { name: '搜索' }));
  expect(await screen.findByText('没有找到与「MacBook」相关的订单，请换个订单号或商品名称试试')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '查看全部订单' }));
  expect(await screen.findByRole('listitem', { name: '订单 ZL20261122120000000002' })).toBeInTheDocument();
});
