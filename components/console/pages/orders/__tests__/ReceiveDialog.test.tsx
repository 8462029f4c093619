/** 签收验机: the damage fee typed in yuan is sent as exact fen; a damaged result needs a fee, a remark and photos. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import type { ReceiveReturnInput } from '@/contract/consoleOrders';
import { detailOf, ORDER_A } from '@/test/fixtures/consoleOrders';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { ReceiveDialog } from '../ReceiveDialog';
import { yuanToFen } from '@/lib/format/yuan';
import { settleReturn } from '@/contract/returnSettlement';

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
  server.use(http.get(apiUrl(`api/sys/order/detail/${ORDER_A}`), () => HttpResponse.json({ code: 200, msg: '操作成功', data: detailOf(ORDER_A) })));
});
afterEach(() => notices.restore());

function renderDialog() {
  const onDone = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ReceiveDialog orderNo={ORDER_A} onClose={jest.fn()} onDone={onDone} />
    </SWRConfig>,
  );
  return { onDone };
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

test('yuan as typed becomes fen by its digits, never by floating point', () => {
  expect(yuanToFen('0.29')).toBe(29);
  expect(yuanToFen('199.9')).toBe(19990);
  expect(yuanToFen('1,299.05')).toBe(129905);
  expect(yuanToFen('¥88')).toBe(8800);
  expect(yuanToFen('1.005')).toBeNull();
  expect(yuanToFen('-5')).toBeNull();
  expect(yuanToFen('')).toBeNull();
  // The product server's order: the early-return fee first, then the damage fee; the rest billed.
  expect(settleReturn({ deposit: 10000, earlyReturnFee: 9000, damageFee: 5000 })).toMatchObject({ depositDeduction: 10000, feeBilled: 4000, depositRefund: 0 });
});

test('damaged: the fee in yuan is sent as exact fen with the remark and the uploaded photos, after the settlement is confirmed', async () => {
  let sent: ReceiveReturnInput | null = null;
  const purposes: string[] = [];
  server.use(
    http.post(apiUrl('api/sys/file/upload'), async ({ request }) => {
      purposes.push(String((await request.formData()).get('purpose')));
      const key = `${'c'.repeat(32)}.png`;
      return HttpResponse.json({ code: 200, msg: '上传成功', data: { key, mime: 'image/png', size: 4, url: `/prod-api/api/sys/file/${key}`, purpose: 'inspection' } });
    }),
    http.post(apiUrl('api/sys/order/receive'), async ({ request }) => {
      sent = (await request.json()) as ReceiveReturnInput;
      return HttpResponse.json({ code: 200, msg: '已签收验机', data: detailOf(ORDER_A, { status: 6 }) });
    }),
  );
  const { onDone } = renderDialog();
  expect(await screen.findByText(/客户已通过 顺丰速运 寄回/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '有损坏' }));
  await userEvent.type(screen.getByRole('textbox', { name: '损坏赔偿（元）' }), '199.9');
  await userEvent.type(screen.getByRole('textbox', { name: '损坏说明' }), '屏幕右下角碎裂');
  await userEvent.upload(screen.getByLabelText('上传验机照片'), png('screen.png'));
  expect(await screen.findByAltText('验机照片 1')).toBeInTheDocument();

  // Deposit ¥3,000.00 less the early-return fee ¥90.00 and the damage fee ¥199.90.
  const settlement = screen.getByRole('region', { name: '押金结算' });
  expect(settlement).toHaveTextContent('押金抵扣¥289.90');
  expect(screen.getByTestId('deposit-refund')).toHaveTextContent('¥2,710.10');

  await userEvent.click(screen.getByRole('button', { name: '确认验机' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toBe('确认验机结果为存在损坏，收取损坏赔偿 ¥199.90？押金 ¥3,000.00 抵扣后退还客户 ¥2,710.10。');
  notices.answer(true);
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(sent).toEqual({ orderNo: ORDER_A, result: 'damaged', damageFee: 19990, remark: '屏幕右下角碎裂', photos: [`${'c'.repeat(32)}.png`] });
  expect(purposes).toEqual(['inspection']);
});

test('damaged without a fee, a remark or photos says what is missing and sends nothing; a fee the deposit does not cover shows the bill', async () => {
  let calls = 0;
  server.use(
    http.post(apiUrl('api/sys/order/receive'), () => {
      calls += 1;
      return HttpResponse.json({ code: 200, msg: '已签收验机' });
    }),
  );
  renderDialog();
  await screen.findByText(/客户已通过 顺丰速运 寄回/);
  await userEvent.click(screen.getByRole('radio', { name: '有损坏' }));
  await userEvent.click(screen.getByRole('button', { name: '确认验机' }));
  expect(await screen.findByText('请填写损坏赔偿金额')).toBeInTheDocument();
  expect(screen.getByText('请填写损坏说明')).toBeInTheDocument();
  expect(screen.getByText('请上传损坏照片')).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: '损坏赔偿（元）' }), '12.345');
  await userEvent.click(screen.getByRole('button', { name: '确认验机' }));
  expect(await screen.findByText('请输入正确的金额（元），最多两位小数')).toBeInTheDocument();

  await userEvent.clear(screen.getByRole('textbox', { name: '损坏赔偿（元）' }));
  await userEvent.type(screen.getByRole('textbox', { name: '损坏赔偿（元）' }), '3000');
  expect(screen.getByTestId('deposit-refund')).toHaveTextContent('¥0.00');
  expect(screen.getByTestId('fee-billed')).toHaveTextContent('¥90.00');
  expect(calls).toBe(0);
  expect(notices.confirms).toHaveLength(0);
});

test('passed: nothing is asked and no fee is sent', async () => {
  let sent: ReceiveReturnInput | null = null;
  server.use(
    http.post(apiUrl('api/sys/order/receive'), async ({ request }) => {
      sent = (await request.json()) as ReceiveReturnInput;
      return HttpResponse.json({ code: 200, msg: '已签收验机', data: detailOf(ORDER_A, { status: 6 }) });
    }),
  );
  const { onDone } = renderDialog();
  await screen.findByText(/客户已通过 顺丰速运 寄回/);
  expect(screen.queryByRole('textbox', { name: '损坏赔偿（元）' })).toBeNull();
  expect(screen.getByTestId('deposit-refund')).toHaveTextContent('¥2,910.00');
  await userEvent.click(screen.getByRole('button', { name: '确认验机' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(sent).toEqual({ orderNo: ORDER_A, result: 'pass' });
  expect(notices.confirms).toHaveLength(0);
});
