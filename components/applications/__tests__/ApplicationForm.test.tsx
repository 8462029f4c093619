import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { ApplicationForm } from '@/components/applications/ApplicationForm';
import { DRAFT_KEY_PREFIX } from '@/components/applications/applicationDraft';
import { creditCodeCheckCharacter } from '@/contract/creditCode';

const FIRST_17 = '91440300MA5FYK7Q3';
const VALID_CODE = `${FIRST_17}${creditCodeCheckCharacter(FIRST_17)}`;
const WRONG_CHECK = `${FIRST_17}${creditCodeCheckCharacter(FIRST_17) === '0' ? '1' : '0'}`;

/** Records what reaches the product server; answers with `reply`. */
function answerApplications(kind: 'joiningTheStore' | 'businessCooperation', reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(`api/apply/${kind}`), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const accepted = (msg: string) => () => HttpResponse.json({ code: 200, msg, data: { id: 42, submittedAt: '2026-11-03 14:05:09' } });

async function fillValidJoin() {
  await userEvent.type(screen.getByLabelText('企业名称'), '  深圳云启科技有限公司 ');
  await userEvent.type(screen.getByLabelText('联系人'), '王强');
  await userEvent.type(screen.getByLabelText('手机号码'), '13800138000');
  await userEvent.type(screen.getByLabelText('统一社会信用代码'), VALID_CODE.toLowerCase());
  await userEvent.selectOptions(screen.getByLabelText('主营类目'), '笔记本电脑');
  await userEvent.type(screen.getByLabelText('留言（选填）'), '主营商务笔记本');
}

test("an empty form shows each field's Chinese message, focuses the first and sends nothing", async () => {
  const bodies = answerApplications('joiningTheStore', accepted('提交成功'));
  render(<ApplicationForm kind="join" />);
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

  for (const message of ['请输入企业名称', '请输入联系人姓名', '请输入手机号码', '请输入统一社会信用代码', '请选择主营类目']) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  const company = screen.getByLabelText('企业名称');
  expect(company).toHaveFocus();
  expect(company).toHaveAttribute('aria-invalid', 'true');
  expect(company).toHaveAccessibleDescription('请输入企业名称');
  expect(bodies).toHaveLength(0);
});

test("bad values are refused in place with the schema's sentences, on blur and on submit", async () => {
  const bodies = answerApplications('businessCooperation', accepted('提交成功'));
  render(<ApplicationForm kind="cooperation" />);
  await userEvent.type(screen.getByLabelText('企业名称'), '云');
  await userEvent.tab();
  expect(screen.getByText('企业名称至少 2 个字')).toBeInTheDocument();
  expect(screen.queryByText('请输入联系人姓名')).not.toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('企业名称'), '启');
  expect(screen.queryByText('企业名称至少 2 个字')).not.toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('联系人'), '王强');
  await userEvent.type(screen.getByLabelText('手机号码'), '12345678901');
  await userEvent.type(screen.getByLabelText('统一社会信用代码'), WRONG_CHECK);
  await userEvent.selectOptions(screen.getByLabelText('合作类型'), '渠道代理');
  await userEvent.click(screen.getByLabelText('留言（选填）'));
  await userEvent.paste('长'.repeat(501));
  expect(screen.getByText('501/500')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

  expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
  expect(screen.getByText('统一社会信用代码校验位不正确，请核对营业执照')).toBeInTheDocument();
  expect(screen.getByText('留言不能超过 500 个字')).toBeInTheDocument();
  expect(screen.getByLabelText('手机号码')).toHaveFocus();
  expect(bodies).toHaveLength(0);
});

test("a server refusal keeps every value and shows the server's sentence", async () => {
  const notices = recordNotices();
  const bodies = answerApplications('joiningTheStore', () => HttpResponse.json({ code: 500, msg: '提交过于频繁，请稍后再试' }));
  render(<ApplicationForm kind="join" />);
  await fillValidJoin();
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('提交过于频繁，请稍后再试');
  expect(bodies).toEqual([
    { company: '深圳云启科技有限公司', contactName: '王强', phone: '13800138000', businessLicenceNo: VALID_CODE, category: '笔记本电脑', message: '主营商务笔记本' },
  ]);
  expect(screen.getByLabelText('企业名称')).toHaveValue('  深圳云启科技有限公司 ');
  expect(screen.getByLabelText('统一社会信用代码')).toHaveValue(VALID_CODE.toLowerCase());
  expect(screen.getByLabelText('主营类目')).toHaveValue('笔记本电脑');
  expect(screen.getByLabelText('留言（选填）')).toHaveValue('主营商务笔记本');
  expect(screen.getByRole('button', { name: '提交申请' })).toBeEnabled();
  notices.restore();
});

test('while sending the button is disabled and says 发送中…', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(apiUrl('api/apply/joiningTheStore'), async () => {
      await gate;
      return accepted('提交成功，我们将在 3 个工作日内与您联系')();
    }),
  );
  render(<ApplicationForm kind="join" />);
  await fillValidJoin();
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  expect(await screen.findByRole('button', { name: '发送中…' })).toBeDisabled();
  release();
  expect(await screen.findByText('提交成功，我们将在 3 个工作日内与您联系')).toBeInTheDocument();
});

test("success shows the server's message, the application number and time; another one starts empty", async () => {
  answerApplications('joiningTheStore', accepted('提交成功，我们将在 3 个工作日内与您联系'));
  render(<ApplicationForm kind="join" />);
  await fillValidJoin();
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));

  const panel = await screen.findByRole('status');
  expect(panel).toHaveTextContent('提交成功，我们将在 3 个工作日内与您联系');
  expect(screen.getByText('申请编号').nextElementSibling).toHaveTextContent('42');
  expect(screen.getByText('提交时间').nextElementSibling).toHaveTextContent('2026-11-03 14:05:09');
  await waitFor(() => expect(panel).toHaveFocus());
  expect(window.sessionStorage.getItem(`${DRAFT_KEY_PREFIX}join`)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: '再提交一份' }));
  expect(screen.getByLabelText('企业名称')).toHaveValue('');
  expect(screen.getByLabelText('主营类目')).toHaveValue('');
});

test('what was typed survives a reload of the page', async () => {
  const first = render(<ApplicationForm kind="cooperation" />);
  await userEvent.type(screen.getByLabelText('企业名称'), '南京鸿图');
  await userEvent.selectOptions(screen.getByLabelText('合作类型'), '品牌合作');
  first.unmount();

  render(<ApplicationForm kind="cooperation" />);
  expect(screen.getByLabelText('企业名称')).toHaveValue('南京鸿图');
  expect(screen.getByLabelText('合作类型')).toHaveValue('品牌合作');
});
