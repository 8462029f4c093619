import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { OrderTransferForm } from '@/components/orders/OrderTransferForm';
import type { OrderTransferBody, OrderTransferPreview, OrderTransferResult } from '@/contract/orderTransfers';

const ORDER_NO = 'ZL20261122120000000001';

const PREVIEW: OrderTransferPreview = {
  orderNo: ORDER_NO,
  status: 4,
  statusName: '租赁中',
  storeName: '云租优选旗舰店',
  items: [
    {
      goodsId: 1,
      skuId: 11,
      goodsName: 'ThinkPad T14',
      skuName: 'i5/16GB/512GB',
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
  termMonths: 12,
  quantity: 2,
  monthlyRent: 47_800,
  remainingPeriods: 11,
  remainingRent: 525_800,
  overduePeriods: 0,
  depositHeld: 300_000,
  deposit: 300_000,
  depositRefundTo: 'balance',
  depositWaived: 0,
  rentStartedAt: '2026-11-22 12:00:00',
  allowed: true,
  reason: null,
  transfers: [],
};

const RESULT: OrderTransferResult = {
  transferNo: 'ZT20261122130000123456',
  orderNo: ORDER_NO,
  companyName: '深圳市云启科技有限公司',
  companyDepositPaid: 0,
  companyDepositWaived: 300_000,
  depositRefunded: 300_000,
  depositRefundTo: 'balance',
  balance: 5_300_000,
  createdAt: '2026-11-22 13:00:00',
};

function servePreview(preview: OrderTransferPreview = PREVIEW) {
  server.use(http.get(apiUrl(`api/wOrder/changeBodyOrder/${ORDER_NO}`), () => HttpResponse.json({ code: 200, msg: '操作成功', data: preview })));
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillForm() {
  await userEvent.type(field('企业账户手机号'), '13900139000');
  await userEvent.type(field('企业授权验证码'), '123456');
  await userEvent.type(field('紧急联系人'), '李娜');
  await userEvent.type(field('紧急联系人手机号'), '13600004444');
}

test('the order is shown with its money formatted, and what the change will do in plain words', async () => {
  servePreview();
  render(<OrderTransferForm orderNo={ORDER_NO} />);
  expect(await screen.findByTestId('transfer-monthly-rent')).toHaveTextContent('¥478.00');
  expect(screen.getByTestId('transfer-remaining-rent')).toHaveTextContent('¥5,258.00');
  expect(screen.getByTestId('transfer-deposit')).toHaveTextContent('¥3,000.00');
  expect(screen.getByText('ThinkPad T14')).toBeInTheDocument();
  expect(screen.getByText('¥239.00/台/月')).toBeInTheDocument();
  expect(screen.getByText('11 期')).toBeInTheDocument();
  const effects = screen.getByRole('region', { name: '变更后将会：' });
  expect(effects).toHaveTextContent('您已支付的押金 ¥3,000.00 退回您的账户余额');
  expect(effects).toHaveTextContent('剩余 11 期租金共 ¥5,258.00（每期 ¥478.00）由企业支付');
  expect(screen.getByRole('button', { name: '确认变更' })).toBeInTheDocument();
});

test('when the change is not allowed the reason is shown instead of the form', async () => {
  servePreview({ ...PREVIEW, allowed: false, reason: '该订单无法线上签约转移协议，请您联系您的专属客户经理进行线下签约。' });
  render(<OrderTransferForm orderNo={ORDER_NO} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('该订单无法线上签约转移协议，请您联系您的专属客户经理进行线下签约。');
  expect(screen.queryByRole('button', { name: '确认变更' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '企业账户手机号' })).not.toBeInTheDocument();
});

test('fields are checked with the shared rules: each bad one says why and the first gets the focus, and nothing is sent', async () => {
  const sent: unknown[] = [];
  servePreview();
  server.use(
    http.post(apiUrl('api/wOrder/changeBodyOrder'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '租赁主体变更成功', data: RESULT });
    }),
  );
  const notices = recordNotices();
  render(<OrderTransferForm orderNo={ORDER_NO} />);
  await userEvent.click(await screen.findByRole('button', { name: '确认变更' }));

  expect(await screen.findByText('请输入企业账户手机号码')).toBeInTheDocument();
  expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  expect(screen.getByText('请填写紧急联系人姓名和手机号')).toBeInTheDocument();
  expect(screen.getByText('请输入正确的紧急联系人手机号码')).toBeInTheDocument();
  expect(field('企业账户手机号')).toHaveFocus();
  expect(field('企业账户手机号')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(field('企业账户手机号'), '13900139000');
  expect(screen.queryByText('请输入企业账户手机号码')).not.toBeInTheDocument();
  await userEvent.type(field('企业授权验证码'), '12');
  await userEvent.click(screen.getByRole('button', { name: '确认变更' }));
  expect(await screen.findByText('验证码为 6 位数字')).toBeInTheDocument();
  expect(field('企业授权验证码')).toHaveFocus();
  expect(notices.confirms).toEqual([]);
  expect(sent).toEqual([]);
  notices.restore();
});

test('the consent code goes to the company phone as type 4 with the session, and the button waits 60 seconds', async () => {
  const asked: Array<{ phone: string | null; type: string | null; isToken: string | null }> = [];
  servePreview();
  server.use(
    http.get(apiUrl('api/register/reg/vCode'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({ phone: query.get('phone'), type: query.get('type'), isToken: request.headers.get('isToken') });
      return HttpResponse.json({ code: 200, msg: '验证码已发送', data: { expiresInSeconds: 300, resendInSeconds: 60 } });
    }),
  );
  const notices = recordNotices();
  render(<OrderTransferForm orderNo={ORDER_NO} />);
  await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('请输入企业账户手机号码')).toBeInTheDocument();
  expect(asked).toEqual([]);

  await userEvent.type(field('企业账户手机号'), '13900139000');
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
  expect(asked).toEqual([{ phone: '13900139000', type: '4', isToken: null }]);
  expect(notices.seen).toContainEqual({ type: 'success', message: '验证码已发送至企业账户手机，5 分钟内有效' });
  notices.restore();
});

test('确认变更 asks first; the submit carries the shared body, a retry the same key, and success shows the transfer', async () => {
  const sent: OrderTransferBody[] = [];
  servePreview();
  server.use(
    http.post(apiUrl('api/wOrder/changeBodyOrder'), async ({ request }) => {
      sent.push((await request.json()) as OrderTransferBody);
      if (sent.length === 1) return HttpResponse.json({ code: 500, msg: '企业账户余额不足，无法支付押金 ¥3,000.00，请充值后再试' });
      return HttpResponse.json({ code: 200, msg: '租赁主体变更成功', data: RESULT });
    }),
  );
  const notices = recordNotices();
  render(<OrderTransferForm orderNo={ORDER_NO} />);
  await screen.findByRole('button', { name: '确认变更' });
  await fillForm();

  await userEvent.click(screen.getByRole('button', { name: '确认变更' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('押金 ¥3,000.00 将退回您的账户余额');
  notices.answer(false);
  await waitFor(() => expect(screen.getByRole('button', { name: '确认变更' })).toBeEnabled());
  expect(sent).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: '确认变更' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(sent).toHaveLength(1));
  // The refusal is shown once, by the HTTP client; the form keeps what was typed.
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '企业账户余额不足，无法支付押金 ¥3,000.00，请充值后再试' }));
  expect(field('紧急联系人')).toHaveValue('李娜');

  await userEvent.click(await screen.findByRole('button', { name: '确认变更' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(3));
  notices.answer(true);

  const done = await screen.findByRole('status', { name: '租赁主体变更成功' });
  expect(done).toHaveFocus();
  expect(done).toHaveTextContent('ZT20261122130000123456');
  expect(done).toHaveTextContent('深圳市云启科技有限公司');
  expect(screen.getByTestId('transfer-refunded')).toHaveTextContent('¥3,000.00');
  expect(screen.getByTestId('transfer-refunded-to')).toHaveTextContent('退回账户余额');
  expect(screen.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/myOrderList');
  expect(screen.getByRole('link', { name: '查看账户余额' })).toHaveAttribute('href', '/myAccount');

  expect(sent).toHaveLength(2);
  expect(sent[0]).toEqual({
    orderNo: ORDER_NO,
    companyPhone: '13900139000',
    code: '123456',
    contact: { name: '李娜', phone: '13600004444' },
    idempotencyKey: sent[0]?.idempotencyKey,
  });
  expect(sent[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(sent[1]).toEqual(sent[0]);
  expect(notices.seen.filter((seen) => seen.type === 'warning')).toHaveLength(1);
  notices.restore();
});
