import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';
import { PaymentResult } from '@/components/checkout/PaymentResult';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const TRADE = 'b'.repeat(32);

beforeEach(() => push.mockReset());

/** The shop's view of a top-up trade: pending until `recordedAfter` asks, then paid (the shop learned it by query or notification). */
function shop(statuses: Array<'pending' | 'paid' | 'closed'>) {
  let asked = 0;
  server.use(
    http.post(apiUrl('api/wUser/tradeQuery'), () => {
      const status = statuses[Math.min(asked, statuses.length - 1)];
      asked += 1;
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { tradeNo: TRADE, purpose: 'topup', amount: 50_000, orderNo: null, status } });
    }),
  );
  return () => asked;
}

test('back from the provider, the page asks the shop until the payment is recorded, then goes on to where the top-up is shown', async () => {
  shop(['pending', 'pending', 'paid']);
  render(<PaymentResult tradeNo={TRADE} />);
  expect(await screen.findByTestId('result-amount')).toHaveTextContent('¥500.00');
  expect(screen.getByRole('status')).toHaveTextContent('正在确认支付结果…');
  await waitFor(() => expect(push).toHaveBeenCalledWith('/myAccount'), { timeout: 8000 });
});

test('a trade the shop closed is not shown as paid, and nothing moves on', async () => {
  shop(['pending', 'closed']);
  render(<PaymentResult tradeNo={TRADE} />);
  expect(await screen.findByText('该交易已关闭，无法支付。如需支付，请返回重新发起。', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(push).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/myAccount');
});

test('刷新 asks again after the page gave up waiting', async () => {
  const asked = shop(['closed', 'closed', 'paid']);
  render(<PaymentResult tradeNo={TRADE} />);
  await userEvent.click(await screen.findByRole('button', { name: '刷新' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/myAccount'));
  expect(asked()).toBeGreaterThanOrEqual(3);
});
