import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { CheckoutVerificationNotice } from '@/components/identity/CheckoutVerificationNotice';
import { VerificationPanel } from '@/components/identity/VerificationPanel';
import { creditCodeCheckCharacter } from '@/contract/creditCode';
import type { VerificationView } from '@/contract/identity';
import { residentIdCheckCharacter } from '@/contract/residentId';

jest.setTimeout(20_000);

const withId = (body17: string) => body17 + residentIdCheckCharacter(body17);
const ADULT_ID = withId('11010519900307123');
const thisYear = new Date().getFullYear();
const CHILD_ID = withId(`110105${thisYear - 10}0101123`);
const codeOf = (body17: string) => body17 + creditCodeCheckCharacter(body17);
const GOOD_CODE = codeOf('91440300MA5F8K2L3');
const EARLY_CODE = '91350211M0000XUF46';

const NONE = (kind: 'person' | 'company'): VerificationView => ({
  accountType: kind === 'company' ? 'company' : 'personal',
  kind,
  status: 0,
  statusName: '未认证',
  canSubmit: true,
  request: null,
  creditLine: 0,
});

function serve(view: VerificationView) {
  const sent: Array<{ path: string; body: Record<string, unknown> }> = [];
  let current = view;
  server.use(
    http.get(apiUrl('api/wUserAuth/info'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: current })),
    http.post(apiUrl('api/wUserAuth/:kind'), async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path: String(params.kind), body });
      current = { ...current, status: params.kind === 'person' ? 2 : 1, statusName: params.kind === 'person' ? '已认证' : '审核中', canSubmit: false };
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { ...current, creditCodeWarning: null } });
    }),
    http.post(apiUrl('api/file/upload'), () =>
      HttpResponse.json({ code: 200, msg: '上传成功', data: { key: `${'b'.repeat(32)}.png`, mime: 'image/png', size: 10, url: `/prod-api/api/file/${'b'.repeat(32)}.png` } }),
    ),
  );
  return sent;
}

const renderFresh = (ui: React.ReactElement) => render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);

test("a person's form checks the name, the check character and the age before sending, then sends the ID as typed and shows 已认证", async () => {
  const notices = recordNotices();
  const sent = serve(NONE('person'));
  renderFresh(<VerificationPanel />);
  expect(await screen.findByTestId('verification-status')).toHaveTextContent('未认证');
  await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
  expect(await screen.findByText('请输入真实姓名')).toBeInTheDocument();
  expect(screen.getByText('请输入身份证号码')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText(/真实姓名/), '王小明');
  await userEvent.type(screen.getByLabelText(/身份证号码/), `${ADULT_ID.slice(0, 17)}${ADULT_ID.endsWith('1') ? '2' : '1'}`);
  await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
  expect(await screen.findByText('身份证号码校验位不正确，请核对后重新输入')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText(/身份证号码/));
  await userEvent.type(screen.getByLabelText(/身份证号码/), CHILD_ID);
  await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
  expect(await screen.findByText('未满 18 周岁不能进行实名认证')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.clear(screen.getByLabelText(/身份证号码/));
  await userEvent.type(screen.getByLabelText(/身份证号码/), ADULT_ID.toLowerCase());
  await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
  await waitFor(() => expect(sent).toEqual([{ path: 'person', body: { name: '王小明', idNumber: ADULT_ID.toLowerCase() } }]));
  await waitFor(() => expect(screen.getByTestId('verification-status')).toHaveTextContent('已认证'));
  expect(screen.queryByRole('button', { name: '提交认证' })).not.toBeInTheDocument();
  expect(notices.seen).toContainEqual({ type: 'success', message: '实名认证成功' });
  notices.restore();
});

test("a company's credit code that fails its check character is a warning, not a refusal: the form still sends it with the licence", async () => {
  const notices = recordNotices();
  const sent = serve(NONE('company'));
  renderFresh(<VerificationPanel />);
  await userEvent.type(await screen.findByLabelText(/企业名称/), '深圳市云启科技有限公司');
  await userEvent.type(screen.getByLabelText(/统一社会信用代码/), GOOD_CODE.slice(0, 10));
  await userEvent.type(screen.getByLabelText(/法定代表人/), '王建国');
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('统一社会信用代码应为 18 位')).toBeInTheDocument();
  expect(screen.getByText('请上传营业执照照片')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText(/统一社会信用代码/));
  await userEvent.type(screen.getByLabelText(/统一社会信用代码/), EARLY_CODE.toLowerCase());
  expect(await screen.findByRole('status')).toHaveTextContent('校验位未通过核验');
  await userEvent.upload(screen.getByLabelText('上传营业执照'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'licence.png', { type: 'image/png' }));
  expect(await screen.findByAltText('营业执照 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '仍然提交审核' }));
  await waitFor(() =>
    expect(sent).toEqual([
      { path: 'company', body: { companyName: '深圳市云启科技有限公司', creditCode: EARLY_CODE.toLowerCase(), legalPerson: '王建国', licenceKey: `${'b'.repeat(32)}.png` } },
    ]),
  );
  await waitFor(() => expect(screen.getByTestId('verification-status')).toHaveTextContent('审核中'));
  notices.restore();
});

test('a rejected request shows its reason and offers the form again; a pending one shows what was sent, the ID masked, and no form', async () => {
  const request = {
    id: 3,
    kind: 'person' as const,
    status: 3 as const,
    statusName: '未通过',
    name: '王小明',
    idNumberMasked: '1101**********1234',
    creditCode: null,
    legalPerson: null,
    licenceUrl: null,
    creditCodeWarning: null,
    rejectReason: '身份信息核验不一致',
    submittedAt: '2026-03-01 10:00:00',
    reviewedAt: '2026-03-01 10:00:01',
  };
  serve({ ...NONE('person'), status: 3, statusName: '未通过', request });
  const { unmount } = renderFresh(<VerificationPanel />);
  expect(await screen.findByText('未通过原因：身份信息核验不一致')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '重新提交认证' })).toBeInTheDocument();
  unmount();

  serve({
    ...NONE('company'),
    status: 1,
    statusName: '审核中',
    canSubmit: false,
    request: {
      ...request,
      kind: 'company',
      status: 1,
      statusName: '审核中',
      name: '深圳市云启科技有限公司',
      idNumberMasked: null,
      creditCode: EARLY_CODE,
      legalPerson: '王建国',
      licenceUrl: '/prod-api/api/file/x.png',
      creditCodeWarning: '统一社会信用代码校验位未通过核验',
      rejectReason: null,
      reviewedAt: null,
    },
  });
  renderFresh(<VerificationPanel />);
  expect(await screen.findByText(EARLY_CODE)).toBeInTheDocument();
  expect(screen.getByAltText('营业执照照片')).toBeInTheDocument();
  expect(screen.getByText('统一社会信用代码校验位未通过核验')).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('checkout tells an unverified company that verification would waive the deposit, and nobody else', async () => {
  serve(NONE('company'));
  const { unmount } = renderFresh(<CheckoutVerificationNotice deposit={300_000} />);
  const notice = await screen.findByTestId('checkout-verification-notice');
  expect(notice).toHaveTextContent('完成企业认证可享免押金租赁（默认免押额度 ¥50,000.00）；本单押金 ¥3,000.00 需现金支付。');
  expect(screen.getByRole('link', { name: '去认证' })).toHaveAttribute('href', '/authentication');
  unmount();

  serve({ ...NONE('company'), status: 2, statusName: '已认证', canSubmit: false });
  const verified = renderFresh(<CheckoutVerificationNotice deposit={300_000} />);
  await waitFor(() => expect(screen.queryByTestId('checkout-verification-notice')).not.toBeInTheDocument());
  verified.unmount();
  serve(NONE('person'));
  renderFresh(<CheckoutVerificationNotice deposit={300_000} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('checkout-verification-notice')).not.toBeInTheDocument();
});
