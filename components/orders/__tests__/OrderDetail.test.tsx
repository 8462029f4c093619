import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { OrderDetail } from '@/components/orders/OrderDetail';
import { activeStep } from '@/components/orders/OrderProgress';
import { paymentOutcome } from '@/components/checkout/paymentOutcome';
import type { BillView } from '@/contract/bills';
import type { OrderStatus, RentalOrderDetail } from '@/contract/orders';
import { ORDER_STATUS_NAMES } from '@/contract/orders';
import { trackingOf } from '@/test/fixtures/tracking';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const ORDER_NO = 'ZL20261122120000123456';

function detail(status: OrderStatus, extra: Partial<RentalOrderDetail> = {}): RentalOrderDetail {
  return {
    orderNo: ORDER_NO,
    status,
    statusName: ORDER_STATUS_NAMES[status],
    storeId: 1,
    storeName: '云租优选旗舰店',
    termMonths: 12,
    quantity: 2,
    items: [
      {
        goodsId: 1,
        skuId: 11,
        goodsName: 'ThinkPad T14',
        skuName: 'i5/16GB',
        image: '/goods/t14.svg',
        config: { cpu: 'i5', memory: '16GB', storage: '512GB', graphics: '集显', screen: '14' },
        termMonths: 12,
        quantity: 2,
        monthlyRent: 23_900,
        rentRate: 100,
        deposit: 150_000,
        buyoutPrice: 300_000,
        freight: 0,
      },
    ],
    address: { name: '张伟', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋' },
    invoice: { type: 1, title: '张伟', taxNo: null },
    payDeadline: '2026-11-22 12:30:00',
    createdAt: '2026-11-22 12:00:00',
    paidAt: status === 0 ? null : '2026-11-22 12:05:00',
    firstMonthRent: 47_800,
    deposit: 300_000,
    depositWaived: 0,
    freight: 0,
    couponDiscount: 5_000,
    payable: 342_800,
    totalRent: 573_600,
    history: [
      { fromStatus: null, toStatus: 0, statusName: '待支付', actor: 'customer', note: '', at: '2026-11-22 12:00:00' },
      { fromStatus: 0, toStatus: 1, statusName: '待审核', actor: 'customer', note: '余额支付', at: '2026-11-22 12:05:00' },
    ],
    shippedAt: status >= 3 ? '2026-11-24 09:00:00' : null,
    rentStartDate: status >= 4 ? '2026-11-25' : null,
    rentEndDate: status >= 4 ? '2027-11-25' : null,
    risk: null,
    life: {
      approvedAt: status >= 2 ? '2026-11-22 12:06:00' : null,
      shipBy: status >= 2 ? '2026-11-24 12:06:00' : null,
      shipment: status >= 3 ? { carrier: '顺丰速运', waybillNo: 'SF1234567890123', shippedAt: '2026-11-24 09:00:00' } : null,
      autoReceiptAt: status >= 3 ? '2026-12-01 09:00:00' : null,
      rentStartDate: status >= 4 ? '2026-11-25' : null,
      rentEndDate: status >= 4 ? '2027-11-25' : null,
      return: null,
    },
    devices:
      status >= 3
        ? [
            { serialNo: 'PF4ABC01', goodsName: 'ThinkPad T14', skuName: 'i5/16GB' },
            { serialNo: 'PF4ABC02', goodsName: 'ThinkPad T14', skuName: 'i5/16GB' },
          ]
        : [],
    ...extra,
  };
}

const bill = (period: number, status: 0 | 1 | 2, amount = 47_800): BillView => ({
  billId: 100 + period,
  orderNo: ORDER_NO,
  goodsName: 'ThinkPad T14',
  kind: 'rent',
  period,
  periods: 12,
  dueDate: `2026-${String(10 + period).padStart(2, '0')}-25`,
  amount,
  status,
  statusName: { 0: '待支付', 1: '已支付', 2: '逾期' }[status],
  overdueDays: 0,
  lateFee: 0,
  total: amount,
  renewal: false,
  paidAt: status === 1 ? '2026-11-22 12:05:00' : null,
});

function serve(initial: RentalOrderDetail, bills: BillView[] = []) {
  let current = initial;
  const calls = { fhqs: [] as string[], billPayments: [] as Array<{ billId: number; idempotencyKey: string }>, tracking: [] as string[] };
  let failNextBillPayment = false;
  let failTracking = false;
  let afterReceipt: BillView[] | null = null;
  server.use(
    http.get(apiUrl('api/wOrder/tracking'), ({ request }) => {
      calls.tracking.push(new URL(request.url).searchParams.get('orderNo') ?? '');
      if (failTracking) return HttpResponse.json({ code: 500, msg: '物流信息暂时无法查询，请稍后再试' });
      return HttpResponse.json({ code: 200, msg: '操作成功', data: trackingOf(ORDER_NO) });
    }),
    http.get(apiUrl(`api/wOrder/detail/${ORDER_NO}`), () => HttpResponse.json({ code: 200, msg: '操作成功', data: current })),
    // The lease contract panel (tested in LeaseContractPanel.test.tsx): an unsigned contract.
    http.get(apiUrl('api/wOrder/contract/:orderNo'), () =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: {
          orderNo: ORDER_NO,
          signed: false,
          stateName: '待签署',
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
    http.post(apiUrl('api/wGoods/upGoodsItem'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { orderNo: ORDER_NO, current: null, refusal: null, offers: [], upgrade: null } }),
    ),
    http.get(apiUrl('api/wOrder/addOrderHuoquIp'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { orderNo: ORDER_NO, ip: '203.0.113.7', placedAt: '2026-11-22 12:00:00' } }),
    ),
    http.post(apiUrl('api/wOrder/fhqs'), async ({ request }) => {
      calls.fhqs.push(((await request.json()) as { orderNo: string }).orderNo);
      current = detail(4);
      if (afterReceipt) bills = afterReceipt;
      return HttpResponse.json({ code: 200, msg: '已确认收货，租期从今天开始计算', data: current });
    }),
    http.post(apiUrl('api/wBill/list'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: bills, total: bills.length })),
    http.post(apiUrl('api/wBill/yezf'), async ({ request }) => {
      const body = (await request.json()) as { billId: number; idempotencyKey: string };
      calls.billPayments.push(body);
      if (failNextBillPayment) {
        failNextBillPayment = false;
        return HttpResponse.json({ code: 500, msg: '余额不足，请充值后再支付' });
      }
      bills = bills.map((row) => (row.billId === body.billId ? { ...row, status: 1, statusName: '已支付', paidAt: '2026-12-25 10:00:00' } : row));
      return HttpResponse.json({ code: 200, msg: '支付成功', data: { ...bills.find((row) => row.billId === body.billId), balance: 1_000_00 } });
    }),
  );
  return {
    calls,
    failTracking: (fail: boolean) => (failTracking = fail),
    failNextBillPayment: () => (failNextBillPayment = true),
    billsAfterReceipt: (rows: BillView[]) => (afterReceipt = rows),
  };
}

const renderDetail = (order: RentalOrderDetail, canChangeRenter = true) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderDetail initial={order} canChangeRenter={canChangeRenter} globalId="G-TEST-0001" />
    </SWRConfig>,
  );

test('an order shows its money, items, address, invoice, history and where it was placed from', async () => {
  serve(detail(2), [bill(1, 1, 42_800)]);
  renderDetail(detail(2));
  expect(screen.getByText('商家将在 2026-11-24 12:06:00 前发货，发货后可在此查看运单号。')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '物流与设备' })).not.toBeInTheDocument();
  const money = screen.getByRole('region', { name: '费用明细' });
  expect(within(money).getByText('¥478.00')).toBeInTheDocument();
  expect(within(money).getByText('¥3,000.00')).toBeInTheDocument();
  expect(screen.getByTestId('order-coupon')).toHaveTextContent('-¥50.00');
  expect(screen.getByTestId('order-payable')).toHaveTextContent('¥3,428.00');
  expect(screen.getByText('¥5,736.00')).toBeInTheDocument();
  expect(screen.getByText('增值税普通发票 · 张伟')).toBeInTheDocument();
  const history = screen.getByRole('list', { name: '订单记录' });
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['2026-11-22 12:00:00提交订单 · 您', '2026-11-22 12:05:00待审核 · 您 · 余额支付']);
  expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
  const bills = await screen.findByRole('table', { name: '账单' });
  expect(within(bills).getByText('第 1/12 期')).toBeInTheDocument();
  expect(within(bills).getByText('¥428.00')).toBeInTheDocument();
  expect(within(bills).queryByRole('button')).not.toBeInTheDocument();
});

test('a shipped order is received after confirming: the server is told once and the rent dates appear', async () => {
  const notices = recordNotices();
  const { calls, billsAfterReceipt } = serve(detail(3), [bill(1, 1)]);
  billsAfterReceipt([bill(1, 1), bill(2, 0)]);
  renderDetail(detail(3));
  expect(screen.getByText('设备已由顺丰速运发出（运单号 SF1234567890123），收到后请确认收货；2026-12-01 09:00:00 起将自动确认收货。')).toBeInTheDocument();
  const shipping = screen.getByRole('region', { name: '物流与设备' });
  expect(within(shipping).getByText(/顺丰速运 · 运单号 SF1234567890123/)).toBeInTheDocument();
  expect(
    within(within(shipping).getByRole('list', { name: '设备序列号' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent),
  ).toEqual(['PF4ABC01', 'PF4ABC02']);
  expect(await within(await screen.findByRole('table', { name: '账单' })).findByText('第 1/12 期')).toBeInTheDocument();
  expect(screen.queryByText('第 2/12 期')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '确认收货' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(calls.fhqs).toEqual([]);
  notices.answer(true);
  await waitFor(() => expect(calls.fhqs).toEqual([ORDER_NO]));
  expect(await screen.findByText(/租期至 2027-11-25/)).toBeInTheDocument();
  // The schedule written on receipt is read again.
  expect(await within(screen.getByRole('table', { name: '账单' })).findByText('第 2/12 期')).toBeInTheDocument();
  expect(notices.seen).toContainEqual({ type: 'success', message: '已确认收货，租期从今天开始计算' });
  notices.restore();
});

test('a shipped order shows where its parcel is, newest step first; a failed read offers 重试, which reads again', async () => {
  const { calls, failTracking } = serve(detail(3));
  failTracking(true);
  renderDetail(detail(3));
  const tracking = screen.getByRole('region', { name: '物流跟踪' });
  expect(await within(tracking).findByRole('alert')).toHaveTextContent('物流信息暂时无法查询，请稍后再试');
  expect(calls.tracking).toEqual([ORDER_NO]);
  failTracking(false);
  await userEvent.click(within(tracking).getByRole('button', { name: '重试' }));
  const steps = await within(tracking).findByRole('list', { name: '发货物流轨迹' });
  expect(calls.tracking).toEqual([ORDER_NO, ORDER_NO]);
  expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('快件已签收，签收人：本人。感谢使用顺丰速运，期待再次为您服务2026-11-25 11:34:00 · 北京市 · 已签收');
  expect(within(tracking).queryByRole('alert')).not.toBeInTheDocument();
});

test('an order not shipped yet asks nothing of the carriers', async () => {
  const { calls } = serve(detail(2));
  renderDetail(detail(2));
  expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '物流跟踪' })).not.toBeInTheDocument();
  expect(calls.tracking).toEqual([]);
});

test('declining the receipt confirmation tells the server nothing', async () => {
  const notices = recordNotices();
  const { calls } = serve(detail(3));
  renderDetail(detail(3));
  await userEvent.click(screen.getByRole('button', { name: '确认收货' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(false);
  await waitFor(() => expect(screen.getByRole('button', { name: '确认收货' })).toBeEnabled());
  expect(calls.fhqs).toEqual([]);
  notices.restore();
});

test('an unpaid order offers payment and cancelling; a running rental of a personal account offers a change of renter', async () => {
  serve(detail(0));
  const { unmount } = renderDetail(detail(0));
  expect(screen.getByRole('link', { name: '去支付' })).toHaveAttribute('href', `/immediatelyPay?orderNo=${ORDER_NO}`);
  expect(screen.getByRole('button', { name: '取消订单' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: '账单' })).not.toBeInTheDocument();
  unmount();

  serve(detail(4));
  const personal = renderDetail(detail(4));
  expect(screen.getByRole('link', { name: '变更租赁主体' })).toHaveAttribute('href', `/changeBodyOrder?orderNo=${ORDER_NO}`);
  personal.unmount();
  renderDetail(detail(4), false);
  expect(screen.queryByRole('link', { name: '变更租赁主体' })).not.toBeInTheDocument();
});

test('an unpaid bill is paid from the balance after confirming, and a retry of a failed attempt uses the same key', async () => {
  const notices = recordNotices();
  const { calls, failNextBillPayment } = serve(detail(4), [bill(1, 1), bill(2, 2), bill(3, 0), bill(4, 0)]);
  renderDetail(detail(4));
  const bills = await screen.findByRole('table', { name: '账单' });
  expect(within(bills).getByText('逾期')).toBeInTheDocument();
  // The overdue bill and the next one can be paid; the one after waits.
  expect(
    within(bills)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['支付第 2 期账单', '支付第 3 期账单']);
  expect(within(bills).getByText('未到期')).toBeInTheDocument();
  failNextBillPayment();
  await userEvent.click(within(bills).getByRole('button', { name: '支付第 2 期账单' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toBe('使用账户余额支付第 2/12 期账单 ¥478.00？');
  notices.answer(true);
  await waitFor(() => expect(calls.billPayments).toHaveLength(1));
  await waitFor(() => expect(within(bills).getByRole('button', { name: '支付第 2 期账单' })).toBeEnabled());
  await userEvent.click(within(bills).getByRole('button', { name: '支付第 2 期账单' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(calls.billPayments).toHaveLength(2));
  expect(calls.billPayments[1]?.idempotencyKey).toBe(calls.billPayments[0]?.idempotencyKey);
  await waitFor(() => expect(within(bills).queryByRole('button', { name: '支付第 2 期账单' })).not.toBeInTheDocument());
  expect(notices.seen).toContainEqual({ type: 'success', message: '支付成功，账户余额 ¥1,000.00' });
  notices.restore();
});

test('the progress follows the lifecycle and ended orders have none', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((status) => activeStep(status as OrderStatus))).toEqual([1, 2, 3, 4, 5, 6, 6, 8, 8]);
  expect(activeStep(9)).toBeNull();
  expect(activeStep(10)).toBeNull();
});

test('the finished page says what the payment led to', () => {
  expect(paymentOutcome(ORDER_NO, 2)).toEqual({ kind: 'approved', title: `支付成功！订单 ${ORDER_NO} 已通过审核，商家将在 48 小时内发货。` });
  expect(paymentOutcome(ORDER_NO, 1).kind).toBe('reviewing');
  expect(paymentOutcome(ORDER_NO, 10).title).toBe(`订单 ${ORDER_NO} 未通过审核，已关闭，支付的款项原路退回：余额支付的退回账户余额，在线支付的退回原支付方式。`);
  expect(paymentOutcome(ORDER_NO, 0).kind).toBe('unpaid');
});
