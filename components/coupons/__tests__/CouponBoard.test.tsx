import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider, createStore } from 'jotai';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { CouponBoard } from '@/components/coupons/CouponBoard';
import type { CouponOffer } from '@/contract/coupons';
import { EMPTY_SESSION, sessionAtom, sessionRestoredAtom } from '@/lib/session/state';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
}));

const offer = (id: number, patch: Partial<CouponOffer> = {}): CouponOffer => ({
  id,
  name: `优惠券 ${id}`,
  amount: 5000,
  threshold: 0,
  validDays: 30,
  total: 100,
  remaining: 40,
  scope: '全场通用',
  claimed: false,
  ...patch,
});

const SERVED = [offer(1), offer(2, { name: '满 1000 减 100', amount: 10000, threshold: 100000 }), offer(3, { name: '开学季限量券', remaining: 0 })];

function renderBoard(loggedIn: boolean) {
  const store = createStore();
  store.set(sessionAtom, loggedIn ? { ...EMPTY_SESSION, token: 'm', userName: '张伟', globalId: 'g-1' } : EMPTY_SESSION);
  store.set(sessionRestoredAtom, true);
  // Strict mode, as in next.config.mjs: effects run twice in development and must still claim once.
  return render(
    <StrictMode>
      <Provider store={store}>
        <CouponBoard offers={SERVED} />
      </Provider>
    </StrictMode>,
  );
}

/** The product server as a customer who holds coupon 1 sees it; records every claim. */
function answerCoupons({ refuse }: { refuse?: string } = {}) {
  const claims: unknown[] = [];
  let held = new Set([1]);
  server.use(
    http.get(apiUrl('api/coupon/centre'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: SERVED.map((item) => ({ ...item, claimed: held.has(item.id) })) })),
    http.post(apiUrl('api/coupon/claim'), async ({ request }) => {
      const body = (await request.json()) as { templateId: number };
      claims.push(body);
      if (refuse) return HttpResponse.json({ code: 500, msg: refuse });
      held = new Set([...held, body.templateId]);
      return HttpResponse.json({
        code: 200,
        msg: '领取成功',
        data: { id: 9, templateId: body.templateId, name: 'x', amount: 5000, threshold: 0, status: 'unused', claimedAt: '2026-11-01 10:00:00', expiresAt: '2026-12-01 10:00:00' },
      });
    }),
  );
  return claims;
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

beforeEach(() => {
  push.mockReset();
  window.history.replaceState(null, '', '/receiveCoupons');
});

test('the served offers show amount, threshold, scope, validity and stock', () => {
  renderBoard(false);
  const second = within(card('满 1000 减 100'));
  expect(second.getByText('¥100.00')).toBeInTheDocument();
  expect(second.getByText('满¥1,000.00可用')).toBeInTheDocument();
  expect(second.getByText('适用范围：全场通用')).toBeInTheDocument();
  expect(second.getByText('有效期：领取后 30 天内有效')).toBeInTheDocument();
  expect(second.getByText('剩余 40/100 张')).toBeInTheDocument();
  expect(within(card('优惠券 1')).getByText('无门槛')).toBeInTheDocument();
  expect(within(card('开学季限量券')).getByRole('button', { name: '已领完' })).toBeDisabled();
});

test('a visitor without a session is sent to the login, which comes back to claim the coupon', async () => {
  const claims = answerCoupons();
  renderBoard(false);
  await userEvent.click(within(card('满 1000 减 100')).getByRole('button', { name: '立即领取' }));
  expect(push).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/receiveCoupons?claim=2')}`);
  expect(claims).toHaveLength(0);
});

test('a customer sees what they already hold, claims another and it is marked 已领取', async () => {
  const notices = recordNotices();
  const claims = answerCoupons();
  renderBoard(true);
  expect(await within(card('优惠券 1')).findByRole('button', { name: '已领取' })).toBeDisabled();

  await userEvent.click(within(card('满 1000 减 100')).getByRole('button', { name: '立即领取' }));
  expect(await within(card('满 1000 减 100')).findByRole('button', { name: '已领取' })).toBeDisabled();
  expect(claims).toEqual([{ templateId: 2 }]);
  expect(notices.seen).toContainEqual({ type: 'success', message: '领取成功' });
  expect(within(card('满 1000 减 100')).getByText('剩余 39/100 张')).toBeInTheDocument();
  notices.restore();
});

test('back from the login with ?claim=<id>, the coupon is claimed once and the request leaves the address', async () => {
  const notices = recordNotices();
  const claims = answerCoupons();
  window.history.replaceState(null, '', '/receiveCoupons?claim=2');
  renderBoard(true);
  expect(await within(card('满 1000 减 100')).findByRole('button', { name: '已领取' })).toBeDisabled();
  expect(claims).toEqual([{ templateId: 2 }]);
  expect(window.location.pathname + window.location.search).toBe('/receiveCoupons');
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '领取成功' }));
  notices.restore();
});

test('without a session a ?claim=<id> address claims nothing', async () => {
  const claims = answerCoupons();
  window.history.replaceState(null, '', '/receiveCoupons?claim=2');
  renderBoard(false);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(claims).toHaveLength(0);
  expect(within(card('满 1000 减 100')).getByRole('button', { name: '立即领取' })).toBeEnabled();
});

test('a coupon that ran out meanwhile shows the refusal and then 已领完', async () => {
  const notices = recordNotices();
  answerCoupons({ refuse: '优惠券已领完' });
  renderBoard(true);
  await within(card('优惠券 1')).findByRole('button', { name: '已领取' });
  await userEvent.click(within(card('满 1000 减 100')).getByRole('button', { name: '立即领取' }));
  expect(await within(card('满 1000 减 100')).findByRole('button', { name: '已领完' })).toBeDisabled();
  expect(notices.seen).toContainEqual({ type: 'warning', message: '优惠券已领完' });
  notices.restore();
});
