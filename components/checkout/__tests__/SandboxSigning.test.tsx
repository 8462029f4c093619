import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { SandboxSigning } from '@/components/checkout/SandboxSigning';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));
beforeEach(() => push.mockReset());

const SIGN_NO = 'f'.repeat(32);

/** The sandbox provider's signing page API; records the buttons pressed. */
function provider(status: 'pending' | 'signed' | 'cancelled' = 'pending') {
  const pressed: string[] = [];
  server.use(
    http.get(apiUrl(`api/pay/sandboxSign/${SIGN_NO}`), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { signNo: SIGN_NO, subject: '电脑租赁账单自动扣款', status, singleLimit: 500_000 } }),
    ),
    http.post(apiUrl(`api/pay/sandboxSign/${SIGN_NO}/confirm`), () => {
      pressed.push('confirm');
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { status: 'signed' } });
    }),
    http.post(apiUrl(`api/pay/sandboxSign/${SIGN_NO}/cancel`), () => {
      pressed.push('cancel');
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { status: 'cancelled' } });
    }),
  );
  return pressed;
}

test('the page shows what is signed with its single-charge limit, says nothing is charged, and 同意签约 goes back to 个人中心', async () => {
  const notices = recordNotices();
  const pressed = provider();
  render(<SandboxSigning signNo={SIGN_NO} />);
  expect(await screen.findByTestId('sandbox-single-limit')).toHaveTextContent('¥5,000.00');
  expect(screen.getByText('签约项目：电脑租赁账单自动扣款')).toBeInTheDocument();
  expect(screen.getByTestId('sandbox-notice')).toHaveTextContent('沙箱签约，不产生真实扣款');
  await userEvent.click(screen.getByRole('button', { name: '同意签约' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/myAccount#withholding'));
  expect(pressed).toEqual(['confirm']);
  expect(notices.seen).toContainEqual({ type: 'success', message: '签约成功，自动扣款已开通' });
  notices.restore();
});

test('取消 cancels at the provider and goes back without a success notice', async () => {
  const notices = recordNotices();
  const pressed = provider();
  render(<SandboxSigning signNo={SIGN_NO} />);
  await userEvent.click(await screen.findByRole('button', { name: '取消' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/myAccount#withholding'));
  expect(pressed).toEqual(['cancel']);
  expect(notices.seen).toEqual([]);
  notices.restore();
});

test('a page already signed or cancelled offers no buttons, only the way back', async () => {
  provider('cancelled');
  render(<SandboxSigning signNo={SIGN_NO} />);
  expect(await screen.findByText('该签约已取消，如需开通请回到“个人中心”重新签约')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '同意签约' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '返回个人中心' }));
  expect(push).toHaveBeenCalledWith('/myAccount#withholding');
});
