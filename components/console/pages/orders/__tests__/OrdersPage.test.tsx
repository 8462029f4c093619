/** 租赁订单: row actions follow the status and the menu's buttons; 关闭 is hidden for an editor; a delivered return says 退货已签收，请验机; the status tabs count. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { rowOf, ORDER_A, ORDER_B } from '@/test/fixtures/consoleOrders';
import { ADMIN, MERCHANT, menuOf, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import OrdersPage from '../OrdersPage';

const ORDER_C = 'ZL20261120123000777777';
const SHOP_BUTTONS = ['order:approve', 'order:ship', 'order:receive', 'order:complete', 'order:export'];
const menu = (buttons: string[]) =>
  menuOf([
    { url: '/console/orders', name: '租赁订单', buttons },
    { url: '/console/orders/detail', name: '订单详情', hidden: true },
  ]);

/** 归还中, the carrier having delivered the return to the shop. */
const returnDelivered = (() => {
  const row = rowOf(ORDER_C, 5, '归还中');
  return { ...row, flags: { ...row.flags, returnToInspect: true } };
})();

let notices: RecordingNotifier;
let listed: Array<Record<string, unknown>>;
beforeEach(() => {
  notices = recordNotices();
  listed = [];
  server.use(
    http.post(apiUrl('api/sys/order/list'), async ({ request }) => {
      listed.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [rowOf(ORDER_A, 2, '待发货'), rowOf(ORDER_B, 1, '待审核'), returnDelivered], total: 3 });
    }),
    http.get(apiUrl('api/sys/order/statusCount'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { total: 3, byStatus: { 0: 0, 1: 1, 2: 1, 3: 0, 4: 0, 5: 1, 6: 0, 7: 0, 8: 0, 9: 0, 10: 0 } } }),
    ),
    http.get(apiUrl('system/dict/data/type/rental_order_status'), () =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: [
          { dictLabel: '待审核', dictValue: '1', dictSort: 1, listClass: 'primary' },
          { dictLabel: '待发货', dictValue: '2', dictSort: 2, listClass: 'primary' },
          { dictLabel: '归还中', dictValue: '5', dictSort: 5, listClass: 'warning' },
        ],
      }),
    ),
    http.post(apiUrl('api/sys/store/list'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [{ id: 1, name: '云租优选旗舰店', status: 'open' }], total: 1 })),
  );
});
afterEach(() => notices.restore());

const row = async (orderNo: string) => (await screen.findByRole('link', { name: orderNo })).closest<HTMLElement>('[role="row"]') ?? document.body;

test("an editor (no order:close in their menu) sees each row's actions by status, and never 关闭", async () => {
  renderConsolePage(OrdersPage, { path: '/console/orders', menu: menu(SHOP_BUTTONS), staff: MERCHANT });
  const toShip = await row(ORDER_A);
  expect(within(toShip).getByRole('button', { name: `发货 ${ORDER_A}` })).toBeInTheDocument();
  expect(within(toShip).queryByRole('button', { name: `关闭 ${ORDER_A}` })).toBeNull();
  expect(screen.queryByRole('button', { name: /^关闭 ZL/ })).toBeNull();
  expect(within(await row(ORDER_B)).getByRole('button', { name: `审核 ${ORDER_B}` })).toBeInTheDocument();
  expect(within(await row(ORDER_C)).getByRole('button', { name: `签收验机 ${ORDER_C}` })).toBeInTheDocument();
  expect(within(await row(ORDER_C)).queryByRole('button', { name: `发货 ${ORDER_C}` })).toBeNull();
  // The return the carrier delivered tells the shop to inspect it; the others say nothing of it.
  expect(within(await row(ORDER_C)).getByText('退货已签收，请验机')).toBeInTheDocument();
  expect(within(toShip).queryByText('退货已签收，请验机')).toBeNull();
  expect(screen.getByRole('link', { name: `详情 ${ORDER_A}` })).toHaveAttribute('href', `/console/orders/detail?orderNo=${ORDER_A}`);
  // The shop's own list: no shop filter, no shop column.
  expect(screen.queryByRole('combobox', { name: '店铺' })).toBeNull();
});

test('an editor without order:ship has no 发货 and no 批量发货', async () => {
  renderConsolePage(OrdersPage, { path: '/console/orders', menu: menu(['order:approve']), staff: MERCHANT });
  await row(ORDER_A);
  expect(screen.queryByRole('button', { name: `发货 ${ORDER_A}` })).toBeNull();
  expect(screen.queryByRole('button', { name: /^批量发货/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
});

test('an admin sees 关闭 on an order 待发货 and closes it with a reason, confirmed first', async () => {
  let closed: unknown = null;
  server.use(
    http.post(apiUrl('api/sys/order/close'), async ({ request }) => {
      closed = await request.json();
      return HttpResponse.json({ code: 200, msg: '订单已关闭，已支付款项原路退回', data: null });
    }),
  );
  renderConsolePage(OrdersPage, { path: '/console/orders', menu: menu([...SHOP_BUTTONS, 'order:close']), staff: ADMIN });
  await userEvent.click(within(await row(ORDER_A)).getByRole('button', { name: `关闭 ${ORDER_A}` }));
  const dialog = await screen.findByRole('dialog', { name: `关闭订单 ${ORDER_A}` });
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭订单' }));
  expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
  // Pasted: typed key by key, the reason renders the dialog over the list once a character.
  await userEvent.click(within(dialog).getByRole('textbox', { name: '关闭原因' }));
  await userEvent.paste('商家无货，协商关闭');
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭订单' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(closed).toBeNull();
  notices.answer(true);
  await waitFor(() => expect(closed).toEqual({ orderNo: ORDER_A, reason: '商家无货，协商关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the status tabs show the counts and filter the list by status', async () => {
  const { tabQuery } = renderConsolePage(OrdersPage, { path: '/console/orders', menu: menu(SHOP_BUTTONS), staff: MERCHANT });
  await userEvent.click(await screen.findByRole('tab', { name: '待发货 1' }));
  expect(tabQuery()).toEqual({ status: '2' });
  await waitFor(() => expect(listed.at(-1)).toMatchObject({ status: '2', page: 1, sort: 'createdAt', order: 'desc' }));
  expect(screen.getByRole('tab', { name: '全部 3' })).toBeInTheDocument();
});
