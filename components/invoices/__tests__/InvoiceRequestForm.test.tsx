import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { InvoiceRequestForm } from '@/components/invoices/InvoiceRequestForm';
import type { InvoiceableItem, InvoiceRequestDetail, InvoiceSettings } from '@/contract/invoices';

// Many typed keystrokes and dialogs: on two busy cores a test takes seconds.
jest.setTimeout(20_000);

const ORDER_A = 'ZL20261122120000000001';
const ORDER_B = 'ZL20261122120000000002';

const item = (sourceId: number, orderNo: string, period: number, amount: number, storeId = 1, freight = 0): InvoiceableItem => ({
  kind: 'rent',
  kindName: '租金',
  sourceId,
  orderNo,
  storeId,
  storeName: storeId === 1 ? '云租优选旗舰店' : '联想官方租赁店',
  label: `第 ${period}/12 期租金`,
  period,
  periods: 12,
  amount,
  freight,
  paidAt: '2026-11-22 12:00:00',
});

const ROWS = [item(11, ORDER_A, 1, 49_400, 1, 2_300), item(12, ORDER_A, 2, 47_800), item(21, ORDER_B, 1, 23_900, 2)];

const SETTINGS: InvoiceSettings = {
  accountType: 'company',
  companyName: '深圳市云启科技有限公司',
  verified: true,
  email: 'caiwu@yunqi.example.cn',
  titles: [
    {
      id: 7,
      kind: 'company',
      name: '深圳市云启科技有限公司',
      taxNo: '91440300MA5G8K3Q21',
      address: null,
      telephone: null,
      bankName: null,
      bankAccount: null,
      isDefault: true,
      updatedAt: '2026-11-22 12:00:00',
    },
  ],
  qualification: null,
};

function serve(settings: InvoiceSettings = SETTINGS) {
  const asked: Array<{ orderNo?: string }> = [];
  const applied: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wInvoice/invoiceable'), async ({ request }) => {
      const body = (await request.json()) as { orderNo?: string };
      asked.push(body);
      const rows = body.orderNo ? ROWS.filter((row) => row.orderNo === body.orderNo) : ROWS;
      return HttpResponse.json({ code: 200, msg: '查询成功', rows, total: rows.length });
    }),
    http.get(apiUrl('api/wInvoiceTitle/info'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: settings })),
    http.post(apiUrl('api/wInvoice/apply'), async ({ request }) => {
      applied.push(await request.json());
      const made: Partial<InvoiceRequestDetail> = { requestNo: 'FP20261122130000123456' };
      return HttpResponse.json({ code: 200, msg: '发票申请已提交', data: made });
    }),
  );
  return { asked, applied };
}

const renderForm = (orderNo?: string) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <InvoiceRequestForm {...(orderNo ? { orderNo } : {})} />
    </SWRConfig>,
  );

const box = (name: string) => screen.getByRole('checkbox', { name });

test("the order list's link narrows the list to that order and ticks its paid amounts; the total is what was paid, freight included", async () => {
  const { asked } = serve();
  renderForm(ORDER_A);
  await waitFor(() => expect(box(`选择 ${ORDER_A} 第 1/12 期租金`)).toBeChecked(), { timeout: 5000 });
  expect(box(`选择 ${ORDER_A} 第 2/12 期租金`)).toBeChecked();
  expect(screen.queryByRole('checkbox', { name: `选择 ${ORDER_B} 第 1/12 期租金` })).not.toBeInTheDocument();
  expect(asked[0]).toMatchObject({ orderNo: ORDER_A, page: 1 });
  expect(screen.getByTestId('invoice-selection')).toHaveTextContent('已选 2 期（云租优选旗舰店），开票金额 ¥972.00');
  expect(screen.getByText('含运费 ¥23.00')).toBeInTheDocument();
  expect(screen.getByText(/押金和优惠券抵扣的金额不开具发票/)).toBeInTheDocument();
});

test('amounts of another shop cannot join a selection, and the special VAT invoice waits for an approved qualification', async () => {
  serve();
  renderForm();
  await userEvent.click(await screen.findByRole('checkbox', { name: `选择 ${ORDER_A} 第 2/12 期租金` }));
  const other = box(`选择 ${ORDER_B} 第 1/12 期租金`);
  expect(other).toBeDisabled();
  expect(within(other.closest('tr') as HTMLElement).getByText('与已选款项不是同一商家，请分开申请')).toBeInTheDocument();
  await userEvent.click(box(`选择 ${ORDER_A} 第 2/12 期租金`));
  expect(box(`选择 ${ORDER_B} 第 1/12 期租金`)).toBeEnabled();

  expect(await screen.findByRole('radio', { name: '增值税专用发票' })).toBeDisabled();
  expect(screen.getByText(/提交增值税专用发票资质并通过审核后可选/)).toBeInTheDocument();
});

test('with an approved qualification the special invoice is made out to it, without a title', async () => {
  const { applied } = serve({
    ...SETTINGS,
    qualification: {
      id: 3,
      name: '深圳市云启科技有限公司',
      taxNo: '91440300MA5G8K3Q21',
      address: null,
      telephone: null,
      bankName: null,
      bankAccount: null,
      status: 1,
      statusName: '已通过',
      reason: null,
      submittedAt: '2026-11-20 10:00:00',
      reviewedAt: '2026-11-21 10:00:00',
    },
  });
  const notices = recordNotices();
  renderForm();
  await userEvent.click(await screen.findByRole('checkbox', { name: `选择 ${ORDER_B} 第 1/12 期租金` }));
  await userEvent.click(await screen.findByRole('radio', { name: '增值税专用发票' }));
  expect(screen.getByLabelText('专用发票资质')).toHaveTextContent('纳税人识别号：91440300MA5G8K3Q21');
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toBe('申请开具增值税专用发票：抬头「深圳市云启科技有限公司」，共 1 期，金额 ¥239.00，开具后发送至 caiwu@yunqi.example.cn。');
  notices.answer(true);
  await waitFor(() => expect(applied).toHaveLength(1));
  expect(applied[0]).toEqual({ type: 2, items: [{ kind: 'rent', sourceId: 21 }], email: 'caiwu@yunqi.example.cn', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  notices.restore();
});

test('a submit says what is missing and sends nothing; once complete and confirmed it sends the amounts, the default title and the email', async () => {
  const { applied } = serve();
  const notices = recordNotices();
  renderForm();
  await screen.findByRole('checkbox', { name: `选择 ${ORDER_A} 第 1/12 期租金` });
  await screen.findByRole('combobox', { name: /发票抬头/ });
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  expect(await screen.findByText('请选择要开票的款项')).toBeInTheDocument();

  await userEvent.click(box(`选择 ${ORDER_A} 第 1/12 期租金`));
  await userEvent.click(box(`选择 ${ORDER_A} 第 2/12 期租金`));
  const email = screen.getByRole('textbox', { name: '接收邮箱' });
  expect(email).toHaveValue('caiwu@yunqi.example.cn');
  await userEvent.clear(email);
  await userEvent.type(email, 'caiwu@');
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
  expect(notices.confirms).toEqual([]);
  expect(applied).toEqual([]);

  await userEvent.type(email, 'yunqi.example.cn');
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toBe('申请开具增值税普通发票：抬头「深圳市云启科技有限公司」，共 2 期，金额 ¥972.00，开具后发送至 caiwu@yunqi.example.cn。');
  notices.answer(true);
  await waitFor(() => expect(applied).toHaveLength(1));
  expect(applied[0]).toEqual({
    type: 1,
    titleId: 7,
    items: [
      { kind: 'rent', sourceId: 11 },
      { kind: 'rent', sourceId: 12 },
    ],
    email: 'caiwu@yunqi.example.cn',
    idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '发票申请已提交（FP20261122130000123456），预计 3 个工作日内开具' }));
  await waitFor(() => expect(screen.getByTestId('invoice-selection')).toHaveTextContent('已选 0 期'));
  notices.restore();
});

test('a customer with nothing to invoice reads what to do next', async () => {
  server.use(
    http.post(apiUrl('api/wInvoice/invoiceable'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: 0 })),
    http.get(apiUrl('api/wInvoiceTitle/info'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: { ...SETTINGS, titles: [] } })),
  );
  renderForm();
  expect(await screen.findByText('暂无可开票的款项')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/myOrderList');
  expect(await screen.findByText(/还没有发票抬头/)).toBeInTheDocument();
});
