import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';
import { SandboxCashier } from '@/components/checkout/SandboxCashier';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const TRADE = 'a'.repeat(32);
const ORDER = 'ZL20261122120000000001';

beforeEach(() => push.mockReset());

function provider(confirmed: 'paid' | 'closed' = 'paid') {
  const calls: string[] = [];
  let notified = false;
  server.use(
    http.get(apiUrl(`api/pay/sandbox/${TRADE}`), () =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: { tradeNo: TRADE, purpose: 'order', orderNo: ORDER, amount: 232_600, subject: 'ThinkPad T14 Gen 5', status: 'pending' },
      }),
    ),
    http.post(apiUrl(`api/pay/sandbox/${TRADE}/confirm`), () => {
      calls.push('confirm');
      // The provider notifies the shop a moment later, not with its answer.
      if (confirmed === 'paid') setTimeout(() => (notified = true), 200);
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { status: confirmed } });
    }),
    http.post(apiUrl(`api/pay/sandbox/${TRADE}/cancel`), () => {
      calls.push('cancel');
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { status: 'cancelled' } });
    }),
    http.post(apiUrl('api/wOrder/tradeQuery'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { orderNo: ORDER, tradeNo: TRADE, status: notified ? 'paid' : 'pending', orderStatus: notified ? 1 : 0 } }),
    ),
  );
  return calls;
}

test("confirming waits for the provider's notification to reach the shop, then shows the finished order", async () => {
  const calls = provider();
  render(<SandboxCashier tradeNo={TRADE} />);
  expect(await screen.findByTestId('sandbox-amount')).toHaveTextContent('¥2,326.00');
  await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
  expect(await screen.findByText('支付成功，正在等待商户确认…')).toBeInTheDocument();
  expect(push).not.toHaveBeenCalled();
  await waitFor(() => expect(push).toHaveBeenCalledWith(`/orderFinish?orderNo=${ORDER}`), { timeout: 3000 });
  expect(calls).toEqual(['confirm']);
});

test('the page says plainly, next to the amount, that the sandbox takes no real money', async () => {
  provider();
  render(<SandboxCashier tradeNo={TRADE} />);
  await screen.findByTestId('sandbox-amount');
  expect(screen.getByTestId('sandbox-notice')).toHaveTextContent('沙箱支付，不产生真实扣款');
});

test('a trade closed meanwhile (a newer payment of the order) is shown closed, and nothing waits for a payment', async () => {
  const calls = provider('closed');
  render(<SandboxCashier tradeNo={TRADE} />);
  await userEvent.click(await screen.findByRole('button', { name: '确认支付' }));
  expect(await screen.findByText('该交易已关闭，无法支付。如需支付，请返回重新发起。')).toBeInTheDocument();
  expect(screen.queryByText('支付成功，正在等待商户确认…')).not.toBeInTheDocument();
  expect(push).not.toHaveBeenCalled();
  expect(calls).toEqual(['confirm']);
});

test("cancelling returns to the order's payment page", async () => {
  const calls = provider();
  render(<SandboxCashier tradeNo={TRADE} />);
  await userEvent.click(await screen.findByRole('button', { name: '取消支付' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(`/immediatelyPay?orderNo=${ORDER}`));
  expect(calls).toEqual(['cancel']);
});
