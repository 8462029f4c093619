import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { OrderActions } from '@/components/orders/OrderActions';
import type { ReturnQuote } from '@/contract/orderFulfilment';
import { RULE_TEXT } from '@/contract/rentalRules';

const ORDER_NO = 'ZL20261122120000654321';

const QUOTE: ReturnQuote = {
  orderNo: ORDER_NO,
  allowed: true,
  reason: null,
  address: { recipient: '云租电脑售后检测中心', phone: '400-6050-766', address: '深圳市宝安区福永街道凤凰第四工业区 6 栋云租电脑售后检测中心', source: 'platform' },
  rentStartDate: '2026-11-01',
  rentEndDate: '2027-11-01',
  daysSinceReceipt: 24,
  noReasonReturn: false,
  dueUnpaidPeriods: 0,
  dueUnpaidAmount: 0,
  billsNotYetDue: Array.from({ length: 11 }, (_, i) => ({
    period: i + 2,
    periods: 12,
    dueDate: `2026-12-0${(i % 9) + 1}`,
    amount: 23_900,
    paid: i === 0,
    refundTo: i === 0 ? ('balance' as const) : null,
  })),
  rentNotYetDue: 262_900,
  earlyReturnFee: 78_870,
  deposit: 50_000,
  feeFromDeposit: 50_000,
  feeToPay: 28_870,
};

function serve(quote: ReturnQuote = QUOTE) {
  const returned: unknown[] = [];
  server.use(
    http.get(apiUrl(`api/wOrder/returnQuote/${ORDER_NO}`), () => HttpResponse.json({ code: 200, msg: '操作成功', data: quote })),
    http.post(apiUrl('api/wOrder/returnOrder'), async ({ request }) => {
      returned.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '归还申请已提交，请按退回地址寄回设备', data: { order: { orderNo: ORDER_NO, status: 5 }, return: {} } });
    }),
  );
  return returned;
}

const renderActions = (status: 0 | 3 | 4 | 5 = 4) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderActions order={{ orderNo: ORDER_NO, status }} />
    </SWRConfig>,
  );

test('a running rental opens the return dialog: the address, the bills cancelled, the fee and the rule, before anything is sent', async () => {
  const returned = serve();
  renderActions();
  await userEvent.click(screen.getByRole('button', { name: `申请归还订单 ${ORDER_NO}` }));
  const dialog = await screen.findByRole('dialog', { name: `申请归还 · 订单 ${ORDER_NO}` });
  expect(await within(dialog).findByText(QUOTE.address.address)).toBeInTheDocument();
  expect(within(dialog).getByText('云租电脑售后检测中心 400-6050-766')).toBeInTheDocument();
  const fees = within(dialog).getByLabelText('归还费用');
  expect(within(fees).getByText('11 期，共 ¥2,629.00，申请后取消（已提前支付的 1 期退回账户余额）')).toBeInTheDocument();
  expect(within(fees).getByText('¥788.70')).toBeInTheDocument();
  expect(within(fees).getByText('¥500.00，另需支付 ¥288.70')).toBeInTheDocument();
  expect(within(dialog).getByText(RULE_TEXT.earlyReturn)).toBeInTheDocument();
  expect(returned).toEqual([]);
});

test('the return waybill is required: without it nothing is sent; with it the return goes with the carrier chosen', async () => {
  const notices = recordNotices();
  const returned = serve();
  renderActions();
  await userEvent.click(screen.getByRole('button', { name: `申请归还订单 ${ORDER_NO}` }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(QUOTE.address.address);
  await userEvent.click(within(dialog).getByRole('button', { name: '确认申请归还' }));
  expect(await within(dialog).findByText('请输入正确的运单号（8–30 位字母或数字）')).toBeInTheDocument();
  expect(returned).toEqual([]);

  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '快递公司' }), '京东物流');
  await userEvent.type(within(dialog).getByRole('textbox', { name: '退回运单号' }), ' jd0012345678 ');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认申请归还' }));
  await waitFor(() => expect(returned).toEqual([{ orderNo: ORDER_NO, carrier: '京东物流', waybillNo: 'JD0012345678' }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(notices.seen).toContainEqual({ type: 'success', message: '归还申请已提交，请按退回地址寄回设备' });
  notices.restore();
});

test('a return the rule does not allow yet says why and cannot be submitted', async () => {
  serve({ ...QUOTE, allowed: false, reason: '请先结清已到期的 1 期账单（共 ¥239.00）再申请归还', dueUnpaidPeriods: 1, dueUnpaidAmount: 23_900 });
  renderActions();
  await userEvent.click(screen.getByRole('button', { name: `申请归还订单 ${ORDER_NO}` }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('请先结清已到期的 1 期账单（共 ¥239.00）再申请归还')).toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox', { name: '退回运单号' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '确认申请归还' })).toBeDisabled();
});

test('the return, service request and invoice follow the status', () => {
  serve();
  const { unmount } = renderActions(0);
  expect(screen.queryByRole('button', { name: `申请归还订单 ${ORDER_NO}` })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '申请发票' })).not.toBeInTheDocument();
  unmount();
  const shipped = renderActions(3);
  expect(screen.getByRole('link', { name: '退换维修' })).toHaveAttribute('href', `/returnAndReplaceAndRepair?orderNo=${ORDER_NO}`);
  expect(screen.getByRole('link', { name: '申请发票' })).toHaveAttribute('href', `/myInvoice?orderNo=${ORDER_NO}`);
  expect(screen.queryByRole('button', { name: `申请归还订单 ${ORDER_NO}` })).not.toBeInTheDocument();
  shipped.unmount();
  renderActions(5);
  expect(screen.queryByRole('link', { name: '退换维修' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '申请发票' })).toBeInTheDocument();
});
