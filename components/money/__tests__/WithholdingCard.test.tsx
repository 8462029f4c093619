import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { WITHHOLDING_REQUIRED, WITHHOLDING_RULE, type WithholdingAgreementView, type WithholdingMethod, type WithholdingState } from '@/contract/withholding';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { WithholdingCard } from '@/components/money/WithholdingCard';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));
beforeEach(() => push.mockReset());

const AGREEMENT: WithholdingAgreementView = {
  agreementNo: 'DK20260315120000123456',
  method: 'balance',
  methodName: '账户余额',
  status: 'signed',
  signedAt: '2026-03-15 12:00:00',
  signUrl: null,
  endedAt: null,
};
const SIGN_URL = `/signSandbox?signNo=${'e'.repeat(32)}`;
const PENDING: WithholdingAgreementView = {
  ...AGREEMENT,
  agreementNo: 'DK20260315120000654321',
  method: 'provider',
  methodName: '在线支付免密扣款',
  status: 'pending',
  signedAt: null,
  signUrl: SIGN_URL,
};

type Account = { methods?: WithholdingMethod[]; required?: boolean };

/** A product server holding the customer's agreement; records what was sent. */
function serve(initial: WithholdingState['agreement'], account: Account = {}) {
  let agreement = initial;
  const sent: string[] = [];
  const answer = (msg: string) =>
    HttpResponse.json({ code: 200, msg, data: { agreement, methods: account.methods ?? ['balance', 'provider'], required: account.required ?? false, rule: WITHHOLDING_RULE } });
  server.use(
    http.get(apiUrl('api/wUser/daikou'), () => answer('操作成功')),
    http.post(apiUrl('api/wUser/daikou/sign'), async ({ request }) => {
      const body = (await request.json()) as { method: WithholdingMethod };
      sent.push(`sign ${JSON.stringify(body)}`);
      agreement = body.method === 'provider' ? PENDING : AGREEMENT;
      return answer(body.method === 'provider' ? '请在签约页面完成签约，签约成功后自动扣款即开通' : '自动扣款已开通');
    }),
    http.post(apiUrl('api/wUser/daikou/end'), () => {
      sent.push('end');
      agreement = null;
      return answer('自动扣款已关闭');
    }),
  );
  return sent;
}

const renderCard = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <WithholdingCard />
    </SWRConfig>,
  );

test('signing from the balance needs the agreement ticked first, then the card shows the agreement in force', async () => {
  const notices = recordNotices();
  const sent = serve(null);
  renderCard();
  expect(await screen.findByTestId('withholding-status')).toHaveTextContent('未开通');
  expect(screen.getByText(WITHHOLDING_RULE)).toBeInTheDocument();
  const methods = screen.getByRole('radiogroup', { name: '扣款方式' });
  expect(within(methods).getByRole('radio', { name: '账户余额' })).toBeChecked();
  expect(within(methods).getByRole('radio', { name: '在线支付免密扣款' })).not.toBeChecked();
  const sign = screen.getByRole('button', { name: '开通自动扣款' });
  expect(sign).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《自动扣款服务协议》' }));
  await userEvent.click(sign);
  await waitFor(() => expect(screen.getByTestId('withholding-status')).toHaveTextContent('已开通'));
  expect(sent).toEqual(['sign {"method":"balance","agree":true}']);
  expect(screen.getByText(/协议编号 DK20260315120000123456 · 扣款方式 账户余额 · 开通时间 2026-03-15 12:00:00/)).toBeInTheDocument();
  expect(notices.seen).toContainEqual({ type: 'success', message: '自动扣款已开通' });
  expect(push).not.toHaveBeenCalled();
  notices.restore();
});

test('choosing 在线支付免密扣款 goes on to the provider’s signing page', async () => {
  const sent = serve(null);
  renderCard();
  await userEvent.click(await screen.findByRole('radio', { name: '在线支付免密扣款' }));
  expect(screen.getByRole('radio', { name: '在线支付免密扣款' })).toHaveAccessibleDescription('前往支付机构页面签约，到期日当天由支付机构免密扣款');
  await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《自动扣款服务协议》' }));
  await userEvent.click(screen.getByRole('button', { name: '前往签约' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(SIGN_URL));
  expect(sent).toEqual(['sign {"method":"provider","agree":true}']);
});

test('a signing pending at the provider shows 签约中, continues on the signing page or is cancelled', async () => {
  const notices = recordNotices();
  const sent = serve(PENDING);
  renderCard();
  expect(await screen.findByTestId('withholding-status')).toHaveTextContent('签约中');
  expect(screen.getByText(/扣款方式 在线支付免密扣款 · 请在支付机构的签约页面完成签约/)).toBeInTheDocument();
  expect(screen.queryByRole('radiogroup', { name: '扣款方式' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '继续签约' }));
  expect(push).toHaveBeenCalledWith(SIGN_URL);
  await userEvent.click(screen.getByRole('button', { name: '取消签约' }));
  await waitFor(() => expect(screen.getByTestId('withholding-status')).toHaveTextContent('未开通'));
  expect(sent).toEqual(['end']);
  expect(notices.seen).toContainEqual({ type: 'success', message: '已取消签约' });
  notices.restore();
});

test('without online payment the provider method is shown as not open and cannot be chosen', async () => {
  serve(null, { methods: ['balance'] });
  renderCard();
  const provider = await screen.findByRole('radio', { name: '在线支付免密扣款' });
  expect(provider).toBeDisabled();
  expect(provider).toHaveAccessibleDescription('暂未开通');
});

test('a 个人转对公账户 without an agreement is told it must sign to order again, and not once it has signed', async () => {
  serve(null, { required: true });
  const { unmount } = renderCard();
  expect(await screen.findByText(WITHHOLDING_REQUIRED.rule)).toBeInTheDocument();
  unmount();
  serve(AGREEMENT, { required: true });
  renderCard();
  await screen.findByRole('button', { name: '关闭自动扣款' });
  expect(screen.queryByText(WITHHOLDING_REQUIRED.rule)).not.toBeInTheDocument();
});

test('ending asks first; 再想想 keeps the agreement, confirming ends it', async () => {
  const notices = recordNotices();
  const sent = serve(AGREEMENT);
  renderCard();
  const end = await screen.findByRole('button', { name: '关闭自动扣款' });
  await userEvent.click(end);
  expect(notices.confirms).toHaveLength(1);
  notices.answer(false);
  await waitFor(() => expect(sent).toEqual([]));
  await userEvent.click(end);
  notices.answer(true);
  await waitFor(() => expect(screen.getByTestId('withholding-status')).toHaveTextContent('未开通'));
  expect(sent).toEqual(['end']);
  notices.restore();
});
