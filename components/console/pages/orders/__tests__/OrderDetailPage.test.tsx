/** 订单详情: the actions the detail allows (a held-back one disabled with its reason), a delivered return's notice and the parcels, and 完结's question with the deposit refund. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ConsoleInspection } from '@/contract/consoleOrders';
import { detailOf, ORDER_A } from '@/test/fixtures/consoleOrders';
import { RETURN_ON_ITS_WAY, SIGNED_SHIPMENT, trackingOf } from '@/test/fixtures/tracking';
import { MERCHANT, menuOf, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import OrderDetailPage from '../OrderDetailPage';

jest.setTimeout(20_000);

const menu = menuOf([
  { url: '/console/orders', name: '租赁订单', buttons: ['order:approve', 'order:ship', 'order:receive', 'order:complete'] },
  { url: '/console/orders/detail', name: '订单详情', hidden: true },
]);

const inspection: ConsoleInspection = {
  result: 'damaged',
  resultName: '存在损坏',
  damageFee: 20000,
  remark: '屏幕右下角碎裂',
  photos: [{ key: `${'c'.repeat(32)}.png`, url: `/prod-api/api/sys/file/${'c'.repeat(32)}.png` }],
  deposit: 300000,
  earlyReturnFee: 9000,
  depositDeduction: 29000,
  feeBilled: 0,
  depositRefund: 271000,
  inspectedBy: '云租优选店长（商家）',
  inspectedAt: '2026-11-12 10:00:00',
  refundTo: null,
  completedBy: null,
  completedAt: null,
};

const SIGNED_RETURN = {
  ...RETURN_ON_ITS_WAY,
  state: 'signed' as const,
  stateName: '已签收',
  signedAt: '2026-12-21 15:02:00',
  steps: [
    { at: '2026-12-21 15:02:00', state: 'signed' as const, stateName: '已签收', place: '深圳市', description: '快件已签收，签收人：前台代收。感谢使用京东物流，期待再次为您服务' },
  ],
};

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
  server.use(
    http.get(apiUrl('system/dict/data/type/:type'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: [] })),
    // The contract section: an order whose contract is not signed (what it shows is the server's answer).
    http.get(apiUrl('api/sys/order/contract/:orderNo'), ({ params }) =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: {
          orderNo: params.orderNo,
          signed: false,
          stateName: '未签署',
          signable: false,
          reason: null,
          signerPhone: '138****8000',
          contentHash: '0'.repeat(64),
          text: { title: '租赁合同', subtitle: '', sections: [] },
          contract: null,
          documents: [],
        },
      }),
    ),
    http.get(apiUrl('api/sys/order/tracking'), ({ request }) =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: trackingOf(new URL(request.url).searchParams.get('orderNo') ?? '', [SIGNED_SHIPMENT, SIGNED_RETURN]) }),
    ),
  );
});
afterEach(() => notices.restore());

const payments = [
  {
    method: 'balance' as const,
    methodName: '余额支付',
    status: 'succeeded' as const,
    statusName: '支付成功',
    amount: 323900,
    tradeNo: null,
    createdAt: '2026-11-01 10:00:00',
    paidAt: '2026-11-01 10:01:00',
  },
];

test("an action a rule holds back is disabled with the product server's reason", async () => {
  const reason = '订单还有未结清的账单：归还费用（¥90.00），请待客户结清后再完结订单';
  server.use(
    http.get(apiUrl(`api/sys/order/detail/${ORDER_A}`), () =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: detailOf(ORDER_A, {
          status: 6,
          statusName: '已归还',
          inspection,
          payments,
          actions: [{ action: 'complete', name: '完结订单', permission: 'order:complete', enabled: false, reason }],
        }),
      }),
    ),
  );
  renderConsolePage(OrderDetailPage, { path: '/console/orders/detail', search: `orderNo=${ORDER_A}`, menu, staff: MERCHANT });
  expect(await screen.findByRole('heading', { name: `订单 ${ORDER_A}` })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '完结订单' })).toBeDisabled();
  expect(screen.getByLabelText(`完结订单（${reason}）`)).toBeInTheDocument();
  // The sections: the inspection with its photo through the console's file route, the history.
  expect(screen.getByRole('region', { name: '归还与验机' })).toHaveTextContent('屏幕右下角碎裂');
  expect(screen.getByAltText('验机照片 1')).toHaveAttribute('src', `/prod-api/api/sys/file/${'c'.repeat(32)}.png`);
  expect(screen.getByRole('link', { name: '设备 TP0001101 的记录' })).toHaveAttribute('href', '/console/devices?serialNo=TP0001101');
});

test('a return the carrier delivered tells the shop to inspect it, and 物流跟踪 shows both parcels with their steps', async () => {
  server.use(
    http.get(apiUrl(`api/sys/order/detail/${ORDER_A}`), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: detailOf(ORDER_A, { returnArrivedAt: '2026-12-21 15:02:00', payments }) }),
    ),
  );
  renderConsolePage(OrderDetailPage, { path: '/console/orders/detail', search: `orderNo=${ORDER_A}`, menu, staff: MERCHANT });
  const back = await screen.findByRole('region', { name: '归还与验机' });
  expect(back).toHaveTextContent('退货已签收，请验机（快递已于 2026-12-21 15:02:00 签收）');
  const tracking = screen.getByRole('region', { name: '物流跟踪' });
  const shipment = await within(tracking).findByRole('list', { name: '发货物流轨迹' });
  expect(within(shipment).getAllByRole('listitem')).toHaveLength(SIGNED_SHIPMENT.steps.length);
  expect(within(within(tracking).getByRole('list', { name: '退回物流轨迹' })).getByRole('listitem')).toHaveTextContent('2026-12-21 15:02:00 · 深圳市 · 已签收');
});

test('a delivered return already inspected no longer asks for inspection', async () => {
  server.use(
    http.get(apiUrl(`api/sys/order/detail/${ORDER_A}`), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: detailOf(ORDER_A, { status: 6, statusName: '已归还', inspection, returnArrivedAt: '2026-12-21 15:02:00', payments }) }),
    ),
  );
  renderConsolePage(OrderDetailPage, { path: '/console/orders/detail', search: `orderNo=${ORDER_A}`, menu, staff: MERCHANT });
  const back = await screen.findByRole('region', { name: '归还与验机' });
  expect(back).not.toHaveTextContent('退货已签收');
});

test('完结 asks with what the deposit settles to, then completes', async () => {
  let completed: unknown = null;
  server.use(
    http.get(apiUrl(`api/sys/order/detail/${ORDER_A}`), () =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: detailOf(ORDER_A, {
          status: 6,
          statusName: '已归还',
          inspection,
          payments,
          actions: [{ action: 'complete', name: '完结订单', permission: 'order:complete', enabled: true, reason: null }],
        }),
      }),
    ),
    http.post(apiUrl('api/sys/order/complete'), async ({ request }) => {
      completed = await request.json();
      return HttpResponse.json({ code: 200, msg: '订单已完结，押金已结算', data: detailOf(ORDER_A, { status: 7, statusName: '已完成', actions: [] }) });
    }),
  );
  renderConsolePage(OrderDetailPage, { path: '/console/orders/detail', search: `orderNo=${ORDER_A}`, menu, staff: MERCHANT });
  await userEvent.click(await screen.findByRole('button', { name: '完结订单' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toBe(`确认完结订单 ${ORDER_A}？押金 ¥3,000.00，扣除提前归还费 ¥90.00、损坏赔偿 ¥200.00，退还客户 ¥2,710.00（退回客户的账户余额）。`);
  notices.answer(true);
  await waitFor(() => expect(completed).toEqual({ orderNo: ORDER_A }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '订单已完结，押金已结算' }));
});
