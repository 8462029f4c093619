import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { WITHHOLDING_RULE } from '@/contract/withholding';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { BillList } from '@/components/bills/BillList';
import type { BillSummary, BillView } from '@/contract/bills';
import { billFiltersFromQuery } from '@/lib/bills/filters';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const ORDER = 'ZL20261122120000000001';

const bill = (period: number, status: 0 | 1 | 2, extra: Partial<BillView> = {}): BillView => ({
  billId: 100 + period,
  orderNo: ORDER,
  goodsName: 'ThinkPad T14 Gen 5',
  kind: 'rent',
  period,
  periods: 12,
  dueDate: `2026-${String(period).padStart(2, '0')}-25`,
  amount: 47_800,
  status,
  statusName: { 0: '待支付', 1: '已支付', 2: '逾期' }[status],
  overdueDays: status === 2 ? 10 : 0,
  lateFee: status === 2 ? 2_390 : 0,
  total: 47_800 + (status === 2 ? 2_390 : 0),
  renewal: false,
  paidAt: status === 1 ? '2026-01-25 10:00:00' : null,
  ...extra,
});

const SUMMARY: BillSummary = {
  month: '2026-03',
  due: { count: 2, rent: 95_600, lateFee: 2_390, total: 97_990, billIds: [102, 103] },
  overdue: { count: 1, rent: 47_800, lateFee: 2_390 },
  orders: [{ orderNo: ORDER, goodsName: 'ThinkPad T14 Gen 5' }],
};

function serve(rows: BillView[], options: { refuseFirstPayAll?: string } = {}) {
  const calls = { list: [] as Record<string, unknown>[], payAll: [] as Array<{ billIds: number[]; amount: number; idempotencyKey: string }>, online: 0 };
  let refusal = options.refuseFirstPayAll;
  server.use(
    http.post(apiUrl('api/wBill/summary'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: SUMMARY })),
    http.get(apiUrl('api/wUser/daikou'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { agreement: null, methods: ['balance', 'provider'], required: false, rule: WITHHOLDING_RULE } }),
    ),
    http.post(apiUrl('api/wBill/list'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.list.push(body);
      const shown = rows.filter((row) => (body.status === undefined || row.status === body.status) && (body.orderNo === undefined || row.orderNo === body.orderNo));
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: shown, total: shown.length });
    }),
    http.post(apiUrl('api/wBill/payAll'), async ({ request }) => {
      const body = (await request.json()) as { billIds: number[]; amount: number; idempotencyKey: string };
      calls.payAll.push(body);
      if (refusal) {
        const msg = refusal;
        refusal = undefined;
        return HttpResponse.json({ code: 500, msg });
      }
      return HttpResponse.json({
        code: 200,
        msg: '支付成功',
        data: { bills: [], count: 2, rent: 95_600, lateFee: 2_390, total: 97_990, balance: 12_010, paidAt: '2026-03-28 10:00:00' },
      });
    }),
    http.post(apiUrl('api/wBill/liJiZhiFu'), () => {
      calls.online += 1;
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { tradeNo: 'b'.repeat(32), payUrl: `/paySandbox?tradeNo=${'b'.repeat(32)}`, amount: 97_990 } });
    }),
  );
  return calls;
}

const renderList = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BillList />
    </SWRConfig>,
  );

beforeEach(() => push.mockReset());

test('bills show period n of N, the days overdue and the late fee, and this month’s total due', async () => {
  serve([bill(1, 1), bill(2, 2), bill(3, 0, { renewal: true })]);
  renderList();
  expect(await screen.findByTestId('due-this-month')).toHaveTextContent('¥979.90');
  expect(screen.getByText('逾期 1 期，请尽快支付')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '账单列表' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  expect(within(rows[1] as HTMLElement).getByText(/10 天/)).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('¥23.90')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('¥501.90')).toBeInTheDocument();
  expect(within(rows[2] as HTMLElement).getByText('续租')).toBeInTheDocument();
  expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /支付/ })).not.toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByRole('button', { name: `支付订单 ${ORDER} 第 2 期账单` })).toBeInTheDocument();
  // Without automatic payment, the way to sign it.
  const autoPay = await screen.findByTestId('bill-autopay');
  expect(autoPay).toHaveTextContent('开通自动扣款（账户余额或在线支付免密扣款），账单到期日当天自动扣款');
  expect(within(autoPay).getByRole('link', { name: '去开通' })).toHaveAttribute('href', '/myAccount#withholding');
});

test('with automatic payment through the provider, the line names the method; while signing, it says so', async () => {
  serve([bill(1, 1)]);
  const agreement = {
    agreementNo: 'DK20260315120000654321',
    method: 'provider',
    methodName: '在线支付免密扣款',
    status: 'signed',
    signedAt: '2026-03-15 12:00:00',
    signUrl: null,
    endedAt: null,
  };
  let status = 'signed';
  server.use(
    http.get(apiUrl('api/wUser/daikou'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { agreement: { ...agreement, status }, methods: ['balance', 'provider'], required: false, rule: WITHHOLDING_RULE } }),
    ),
  );
  const { unmount } = renderList();
  expect(await screen.findByTestId('bill-autopay')).toHaveTextContent('已开通自动扣款：账单到期日当天自动通过在线支付免密扣款扣款。');
  unmount();
  status = 'pending';
  renderList();
  const autoPay = await screen.findByTestId('bill-autopay');
  expect(autoPay).toHaveTextContent('自动扣款签约中（在线支付免密扣款），完成签约后生效。');
  expect(within(autoPay).getByRole('link', { name: '继续签约' })).toHaveAttribute('href', '/myAccount#withholding');
});

test('filtering by status asks the server again from the first page; no bill says what to do next', async () => {
  const calls = serve([bill(1, 1)]);
  renderList();
  await screen.findByRole('table', { name: '账单列表' });
  await userEvent.click(screen.getByRole('combobox', { name: '账单状态' }));
  await userEvent.click(await screen.findByRole('option', { name: '逾期' }));
  await waitFor(() => expect(calls.list.at(-1)).toEqual({ page: 1, limit: 10, status: 2 }));
  expect(await screen.findByText('没有符合条件的账单，换个筛选条件试试')).toBeInTheDocument();
});

test('全部支付 pays every due bill at once for the total shown, one key for the retry of a refused attempt', async () => {
  const notices = recordNotices();
  const calls = serve([bill(2, 2), bill(3, 0)], { refuseFirstPayAll: '余额不足，请充值后再支付' });
  renderList();
  await screen.findByTestId('due-this-month');
  await userEvent.click(screen.getByRole('button', { name: '全部支付' }));
  const dialog = await screen.findByRole('dialog', { name: '全部支付' });
  expect(within(dialog).getByTestId('pay-dialog-amount')).toHaveTextContent('¥979.90');
  expect(within(dialog).getByText(/逾期违约金 ¥23\.90（单独记录）/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(calls.payAll).toHaveLength(1));
  expect(screen.getByRole('dialog', { name: '全部支付' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(calls.payAll).toHaveLength(2));
  expect(calls.payAll[0]).toMatchObject({ billIds: [102, 103], amount: 97_990 });
  expect(calls.payAll[1]?.idempotencyKey).toBe(calls.payAll[0]?.idempotencyKey);
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '支付成功，账户余额 ¥120.10' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  notices.restore();
});

test('paying online opens the provider’s cashier', async () => {
  const calls = serve([bill(2, 2)]);
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: `支付订单 ${ORDER} 第 2 期账单` }));
  const dialog = await screen.findByRole('dialog', { name: '支付账单' });
  expect(within(dialog).getByTestId('pay-dialog-amount')).toHaveTextContent('¥501.90');
  await userEvent.click(within(dialog).getByRole('button', { name: '在线支付' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(`/paySandbox?tradeNo=${'b'.repeat(32)}`));
  expect(calls.online).toBe(1);
});

test("opened from an overdue-bill notice, the list shows that order's overdue bills with the filters set, and they stand out", async () => {
  const calls = serve([bill(1, 1), bill(2, 2), bill(3, 0)]);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BillList initialFilters={billFiltersFromQuery({ status: '2', orderNo: ORDER })} />
    </SWRConfig>,
  );
  const table = await screen.findByRole('table', { name: '账单列表' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(within(rows[0] as HTMLElement).getByText('逾期')).toBeInTheDocument();
  expect(within(rows[0] as HTMLElement).getByRole('button', { name: `支付订单 ${ORDER} 第 2 期账单` })).toBeInTheDocument();
  expect(rows[0]).toHaveStyle({ backgroundColor: '#fef3f2' });
  expect(calls.list[0]).toEqual({ page: 1, limit: 10, status: 2, orderNo: ORDER });
  expect(screen.getByRole('combobox', { name: '账单状态' })).toHaveTextContent('逾期');
  expect(screen.getByRole('combobox', { name: '订单' })).toHaveTextContent(ORDER);
});

test('an address naming no valid filter opens every bill', () => {
  expect(billFiltersFromQuery({ status: '9', orderNo: 'ZL1', month: '2026-13' })).toEqual({});
  expect(billFiltersFromQuery({ status: ['2', '1'], month: '2026-03' })).toEqual({ status: 2, month: '2026-03' });
  expect(billFiltersFromQuery({})).toEqual({});
});
