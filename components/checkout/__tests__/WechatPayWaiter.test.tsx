import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';
import { WechatPayWaiter, WECHAT_POLL_MS } from '@/components/checkout/WechatPayWaiter';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const TRADE = 'c'.repeat(32);
const ORDER = 'ZL20261122120000000001';
/** The tests ask every 40 ms instead of every two seconds. */
const POLL = 40;

beforeEach(() => push.mockReset());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shop's trade query: pending for the first `pendingFor` asks, then `then`. */
function shop(path: 'api/wUser/tradeQuery' | 'api/wOrder/tradeQuery', pendingFor: number, then: string) {
  let asks = 0;
  server.use(
    http.post(apiUrl(path), () => {
      asks += 1;
      const status = asks > pendingFor ? then : 'pending';
      const data =
        path === 'api/wOrder/tradeQuery'
          ? { orderNo: ORDER, tradeNo: TRADE, status, orderStatus: status === 'paid' ? 1 : 0 }
          : { tradeNo: TRADE, purpose: 'topup', amount: 10_000, orderNo: null, status };
      return HttpResponse.json({ code: 200, msg: '操作成功', data });
    }),
  );
  return () => asks;
}

test('the page asks every two seconds', () => {
  expect(WECHAT_POLL_MS).toBe(2000);
});

test('asks the trade until it is paid, then sends a top-up back to the account and asks no more', async () => {
  const asks = shop('api/wUser/tradeQuery', 2, 'paid');
  render(<WechatPayWaiter tradeNo={TRADE} purpose="topup" orderNo={null} pollMs={POLL} />);
  expect(screen.getByRole('status')).toHaveTextContent('等待支付结果…');
  await waitFor(() => expect(push).toHaveBeenCalledWith('/myAccount'));
  expect(asks()).toBe(3);
  await pause(POLL * 4);
  expect(asks()).toBe(3);
  expect(push).toHaveBeenCalledTimes(1);
});

test("an order's first payment is asked by its order and goes on to the risk check", async () => {
  shop('api/wOrder/tradeQuery', 0, 'paid');
  render(<WechatPayWaiter tradeNo={TRADE} purpose="order" orderNo={ORDER} pollMs={POLL} />);
  await waitFor(() => expect(push).toHaveBeenCalledWith(`/orderFinish?orderNo=${ORDER}`));
});

test('a trade closed meanwhile is said so, and nothing is asked after', async () => {
  const asks = shop('api/wUser/tradeQuery', 1, 'closed');
  render(<WechatPayWaiter tradeNo={TRADE} purpose="topup" orderNo={null} pollMs={POLL} />);
  expect(await screen.findByText('该交易已关闭，无法支付。如需支付，请返回重新发起。')).toBeInTheDocument();
  await pause(POLL * 4);
  expect(asks()).toBe(2);
  expect(push).not.toHaveBeenCalled();
});

test('leaving the page stops the asking', async () => {
  const asks = shop('api/wUser/tradeQuery', 1000, 'paid');
  const { unmount } = render(<WechatPayWaiter tradeNo={TRADE} purpose="topup" orderNo={null} pollMs={POLL} />);
  await waitFor(() => expect(asks()).toBeGreaterThanOrEqual(2));
  unmount();
  const asked = asks();
  await pause(POLL * 4);
  // At most the ask already on its way when the page was left.
  expect(asks()).toBeLessThanOrEqual(asked + 1);
  expect(push).not.toHaveBeenCalled();
});
