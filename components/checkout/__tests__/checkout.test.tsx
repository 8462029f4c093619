import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';
import { CheckoutForm } from '@/components/checkout/CheckoutForm';
import { PaymentPanel, formatCountdown } from '@/components/checkout/PaymentPanel';
import { checkoutSourceFrom } from '@/components/checkout/checkout-source';
import type { CheckoutPreview } from '@/lib/contract/orders';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

beforeEach(() => push.mockReset());

const PREVIEW: CheckoutPreview = {
  items: [{ goodsId: 1, skuId: 11, goodsName: 'ThinkPad T14', skuName: 'i5/16GB/512GB', image: '/goods/t14.svg', config: { cpu: 'i5', memory: '16GB', storage: '512GB', graphics: '集显', screen: '14' }, termMonths: 12, quantity: 2, monthlyRent: 23_900, deposit: 150_000, buyoutPrice: 300_000, freight: 0 }],
  termMonths: 12,
  storeId: 1,
  storeName: '云租优选旗舰店',
  quantity: 2,
  couponId: null,
  firstMonthRent: 47_800,
  deposit: 300_000,
  freight: 0,
  couponDiscount: 0,
  payable: 347_800,
  totalRent: 573_600,
};

test('the checkout URL names cart lines or one configuration, nothing else', () => {
  expect(checkoutSourceFrom({ lines: '3,1,3' })).toEqual({ kind: 'cart', lineIds: [3, 1] });
  expect(checkoutSourceFrom({ skuId: '11', termMonths: '12', quantity: '2' })).toEqual({ kind: 'rentNow', skuId: 11, termMonths: 12, quantity: 2 });
  expect(checkoutSourceFrom({ lines: '1,x' })).toBeNull();
  expect(checkoutSourceFrom({ skuId: '11' })).toBeNull();
  expect(checkoutSourceFrom({})).toBeNull();
});

test('the breakdown is the server\'s; bad address fields are named and nothing is ordered; a retry keeps the same attempt key', async () => {
  const orders: Array<{ idempotencyKey: string; cartLineIds: number[] }> = [];
  let fail = true;
  server.use(
    http.get(apiUrl('api/wOrder/fhslAndJe'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: PREVIEW })),
    http.post(apiUrl('api/wOrder/addOrder'), async ({ request }) => {
      orders.push((await request.json()) as { idempotencyKey: string; cartLineIds: number[] });
      if (fail) {
        fail = false;
        return HttpResponse.error();
      }
      return HttpResponse.json({ code: 200, msg: '下单成功', data: { orderNo: 'ZL20261122120000000001' } });
    }),
  );
  render(<CheckoutForm source={{ kind: 'cart', lineIds: [5] }} />);
  expect(await screen.findByTestId('checkout-payable')).toHaveTextContent('¥3,478.00');
  expect(screen.getByText('¥5,736.00')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
  expect(await screen.findByText('请输入收货人姓名')).toBeInTheDocument();
  expect(screen.getByText('请选择所在地区')).toBeInTheDocument();
  expect(orders).toEqual([]);

  await userEvent.type(screen.getByLabelText(/收货人/), '张伟');
  await userEvent.type(screen.getByLabelText(/手机号码/), '13800138000');
  await userEvent.click(screen.getByLabelText('所在地区'));
  await userEvent.click(await screen.findByRole('option', { name: '广东' }));
  await userEvent.click(await screen.findByRole('option', { name: '深圳' }));
  await userEvent.click(await screen.findByRole('option', { name: '南山区' }));
  await userEvent.type(screen.getByLabelText(/详细地址/), '科技园南区 8 栋 1201');

  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(orders).toHaveLength(1));
  await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/immediatelyPay?orderNo=ZL20261122120000000001'));
  expect(orders).toHaveLength(2);
  expect(orders[1]?.idempotencyKey).toBe(orders[0]?.idempotencyKey);
  expect(orders[1]?.cartLineIds).toEqual([5]);
});

test('the countdown reads minutes and seconds', () => {
  expect(formatCountdown(1800)).toBe('30:00');
  expect(formatCountdown(61)).toBe('01:01');
  expect(formatCountdown(-5)).toBe('00:00');
});

test('paying by balance shows the amount and the deadline, and a retried payment carries the same key', async () => {
  const payments: string[] = [];
  server.use(
    http.get(apiUrl('api/wOrder/pdZydd'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: { orderNo: 'ZL20261122120000000001', mine: true, payable: true, amount: 347_800, secondsLeft: 1799 } })),
    http.post(apiUrl('api/wOrder/yezf'), async ({ request }) => {
      const body = (await request.json()) as { idempotencyKey: string };
      payments.push(body.idempotencyKey);
      if (payments.length === 1) return HttpResponse.error();
      return HttpResponse.json({ code: 200, msg: '支付成功', data: { orderNo: 'ZL20261122120000000001', status: 1, amount: 347_800, balance: 4_652_200, paidAt: '2026-11-22 12:01:00' } });
    }),
  );
  render(<PaymentPanel orderNo="ZL20261122120000000001" />);
  expect(await screen.findByTestId('pay-amount')).toHaveTextContent('¥3,478.00');
  expect(screen.getByRole('timer')).toHaveTextContent('29:59');
  await userEvent.click(screen.getByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(payments).toHaveLength(1));
  await userEvent.click(await screen.findByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/orderFinish?orderNo=ZL20261122120000000001'));
  expect(payments[1]).toBe(payments[0]);
});
