import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { WITHHOLDING_RULE, type WithholdingState } from '@/contract/withholding';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { WithholdingCard } from '@/components/money/WithholdingCard';

const AGREEMENT = { agreementNo: 'DK20260315120000123456', method: 'balance', methodName: '账户余额', status: 'signed', signedAt: '2026-03-15 12:00:00', signUrl: null, endedAt: null } as const;

/** A product server holding the customer's agreement; records what was sent. */
function serve(initial: WithholdingState['agreement']) {
  let agreement = initial;
  const sent: string[] = [];
  server.use(
    http.get(apiUrl('api/wUser/daikou'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: { agreement, rule: WITHHOLDING_RULE } })),
    http.post(apiUrl('api/wUser/daikou/sign'), async ({ request }) => {
      sent.push(`sign ${JSON.stringify(await request.json())}`);
      agreement = AGREEMENT;
      return HttpResponse.json({ code: 200, msg: '自动扣款已开通', data: { agreement, rule: WITHHOLDING_RULE } });
    }),
    http.post(apiUrl('api/wUser/daikou/end'), () => {
      sent.push('end');
      agreement = null;
      return HttpResponse.json({ code: 200, msg: '自动扣款已关闭', data: { agreement, rule: WITHHOLDING_RULE } });
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

test('signing needs the agreement ticked first, then the card shows the agreement in force', async () => {
  const notices = recordNotices();
  const sent = serve(null);
  renderCard();
  expect(await screen.findByTestId('withholding-status')).toHaveTextContent('未开通');
  expect(screen.getByText(WITHHOLDING_RULE)).toBeInTheDocument();
  const sign = screen.getByRole('button', { name: '开通自动扣款' });
  expect(sign).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《自动扣款服务协议》' }));
  await userEvent.click(sign);
  await waitFor(() => expect(screen.getByTestId('withholding-status')).toHaveTextContent('已开通'));
  expect(sent).toEqual(['sign {"method":"balance","agree":true}']);
  expect(screen.getByText(/协议编号 DK20260315120000123456 · 扣款方式 账户余额 · 开通时间 2026-03-15 12:00:00/)).toBeInTheDocument();
  expect(notices.seen).toContainEqual({ type: 'success', message: '自动扣款已开通' });
  notices.restore();
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
