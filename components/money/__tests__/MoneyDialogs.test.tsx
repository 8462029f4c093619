import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { BuyoutDialog } from '@/components/money/BuyoutDialog';
import { RenewDialog } from '@/components/money/RenewDialog';
import { TopUpDialog } from '@/components/money/TopUpDialog';
import type { BuyoutQuoteView, RenewalPreview } from '@/contract/money';
import { RENEWAL_TERMS, RULE_TEXT } from '@/contract/rentalRules';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const ORDER = 'ZL20261122120000000001';
const withSwr = (node: React.ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>;

const preview = (allowed: boolean): RenewalPreview => ({
  orderNo: ORDER,
  allowed,
  reason: allowed ? null : '您有账单已逾期 9 天，请先结清逾期账单后再续租',
  monthlyRent: 47_800,
  periods: 12,
  endDate: '2027-11-25',
  options: RENEWAL_TERMS.map((months) => ({
    months,
    amountPerPeriod: 47_800,
    total: 47_800 * months,
    newEndDate: `2028-${String(months === 12 ? 11 : (11 + months) % 12 || 12).padStart(2, '0')}-25`,
  })),
  renewals: [],
});

beforeEach(() => push.mockReset());

test('a renewal picks a published term, shows the rule, and is sent once with one key', async () => {
  const notices = recordNotices();
  const renewals: Array<{ months: number; idempotencyKey: string }> = [];
  server.use(
    http.get(apiUrl(`api/wOrder/renewal/${ORDER}`), () => HttpResponse.json({ code: 200, msg: '操作成功', data: preview(true) })),
    http.post(apiUrl('api/wOrder/renew'), async ({ request }) => {
      renewals.push((await request.json()) as { months: number; idempotencyKey: string });
      return HttpResponse.json({
        code: 200,
        msg: '续租成功，已追加 3 期账单',
        data: {
          renewalNo: 'XZ20261122120000000001',
          orderNo: ORDER,
          months: 3,
          firstPeriod: 13,
          lastPeriod: 15,
          periods: 15,
          amountPerPeriod: 47_800,
          total: 143_400,
          previousEndDate: '2027-11-25',
          newEndDate: '2028-02-25',
          createdAt: '2026-11-22 12:00:00',
        },
      });
    }),
  );
  const onClose = jest.fn();
  render(withSwr(<RenewDialog order={{ orderNo: ORDER }} open onClose={onClose} />));
  const dialog = await screen.findByRole('dialog', { name: `续租 · 订单 ${ORDER}` });
  expect(await within(dialog).findByText(RULE_TEXT.renewal)).toBeInTheDocument();
  const confirm = within(dialog).getByRole('button', { name: '确认续租' });
  expect(confirm).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('radio', { name: /^续租 3 个月：每期 ¥478\.00，共 ¥1,434\.00/ }));
  await userEvent.click(confirm);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(renewals).toHaveLength(1);
  expect(renewals[0]?.months).toBe(3);
  expect(notices.seen).toContainEqual({ type: 'success', message: '续租成功：新增第 13–15 期账单，租期延长至 2028-02-25' });
  notices.restore();
});

test('a renewal refused now says why and offers no term', async () => {
  server.use(http.get(apiUrl(`api/wOrder/renewal/${ORDER}`), () => HttpResponse.json({ code: 200, msg: '操作成功', data: preview(false) })));
  render(withSwr(<RenewDialog order={{ orderNo: ORDER }} open onClose={jest.fn()} />));
  expect(await screen.findByText('您有账单已逾期 9 天，请先结清逾期账单后再续租')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '确认续租' })).toBeDisabled();
});

const quote = (extra: Partial<BuyoutQuoteView> = {}): BuyoutQuoteView => ({
  quoteNo: 'BQ20261122120000000001',
  orderNo: ORDER,
  unpaidRent: 478_000,
  unpaidPeriods: 10,
  buyoutPrice: 600_000,
  deposit: 300_000,
  gross: 1_078_000,
  depositOffset: 300_000,
  amountDue: 778_000,
  depositRefund: 0,
  depositRefundTo: 'none',
  status: 'open',
  createdAt: '2026-11-22 12:00:00',
  expiresAt: '2026-11-22 14:00:00',
  secondsLeft: 7200,
  ...extra,
});

test('the buyout quote shows the rule’s arithmetic and is paid from the balance with one key', async () => {
  const notices = recordNotices();
  const payments: Array<{ quoteNo: string; idempotencyKey: string }> = [];
  server.use(
    http.post(apiUrl('api/wOrder/buyout/quote'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: quote() })),
    http.post(apiUrl('api/wOrder/buyout/yezf'), async ({ request }) => {
      payments.push((await request.json()) as { quoteNo: string; idempotencyKey: string });
      return HttpResponse.json({
        code: 200,
        msg: '买断成功，设备归您所有',
        data: { orderNo: ORDER, quoteNo: quote().quoteNo, amount: 778_000, depositRefund: 0, depositRefundTo: 'none', balance: 22_000, paidAt: '2026-11-22 12:01:00' },
      });
    }),
  );
  const onClose = jest.fn();
  render(withSwr(<BuyoutDialog order={{ orderNo: ORDER }} open onClose={onClose} />));
  const table = await screen.findByRole('table', { name: '买断报价' });
  expect(within(table).getByText('剩余未付租金（10 期）')).toBeInTheDocument();
  expect(within(table).getByText('¥10,780.00')).toBeInTheDocument();
  expect(within(table).getByText('-¥3,000.00')).toBeInTheDocument();
  expect(screen.getByTestId('pay-dialog-amount')).toHaveTextContent('¥7,780.00');
  expect(screen.getByRole('timer')).toHaveTextContent('有效期至 2026-11-22 14:00:00（剩余 120:00）');
  expect(screen.getByText(RULE_TEXT.buyout)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(payments).toEqual([{ quoteNo: quote().quoteNo, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown as string }]);
  expect(notices.seen).toContainEqual({ type: 'success', message: '买断成功，设备归您所有' });
  notices.restore();
});

test('a buyout the deposit covers is confirmed with one button and says where the surplus goes; no quote says why', async () => {
  server.use(
    http.post(apiUrl('api/wOrder/buyout/quote'), () =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: quote({
          unpaidRent: 47_800,
          unpaidPeriods: 1,
          buyoutPrice: 0,
          gross: 47_800,
          depositOffset: 47_800,
          amountDue: 0,
          depositRefund: 252_200,
          depositRefundTo: 'online',
        }),
      }),
    ),
  );
  const { unmount } = render(withSwr(<BuyoutDialog order={{ orderNo: ORDER }} open onClose={jest.fn()} />));
  expect(await screen.findByText('剩余押金原路退回支付账户')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '确认买断' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: '在线支付' })).not.toBeInTheDocument();
  unmount();

  server.use(http.post(apiUrl('api/wOrder/buyout/quote'), () => HttpResponse.json({ code: 500, msg: '该订单有逾期账单，请先在“我的账单”结清后再买断' })));
  render(withSwr(<BuyoutDialog order={{ orderNo: ORDER }} open onClose={jest.fn()} />));
  expect(await screen.findByText('该订单有逾期账单，请先在“我的账单”结清后再买断')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '余额支付' })).toBeDisabled();
});

test('a top-up takes yuan with at most two decimals within the bounds and opens the cashier', async () => {
  const topUps: Array<{ amount: number }> = [];
  server.use(
    http.post(apiUrl('api/wUser/recharge'), async ({ request }) => {
      topUps.push((await request.json()) as { amount: number });
      return HttpResponse.json({ code: 200, msg: '请在收银台完成充值', data: { tradeNo: 'c'.repeat(32), payUrl: `/paySandbox?tradeNo=${'c'.repeat(32)}`, amount: 123_450 } });
    }),
  );
  render(<TopUpDialog open onClose={jest.fn()} min={100} max={5_000_000} />);
  const amount = screen.getByRole('textbox', { name: '充值金额' });
  await userEvent.type(amount, '60000');
  expect(screen.getByText('单次充值金额为 ¥1.00 至 ¥50,000.00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '去支付' })).toBeDisabled();
  await userEvent.clear(amount);
  await userEvent.type(amount, '1234.5');
  await userEvent.click(screen.getByRole('button', { name: '去支付' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(`/paySandbox?tradeNo=${'c'.repeat(32)}`));
  expect(topUps).toEqual([expect.objectContaining({ amount: 123_450 })]);
});
