/** 入驻申请: approving sends the dialog's fields and shows what was opened; a refusal keeps them; the buttons need application:review. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApplicationApproved, ConsoleApplication } from '@/contract/consoleApplications';
import { CONSOLE_APPLICATION_API } from '@/contract/endpoints/consoleApplication';
import { envelope, ok } from '@/test/msw/envelope';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { consoleDownload } from '@/lib/api/browser/console/transport';
import ApplicationsPage from '../ApplicationsPage';
import { ApproveApplicationDialog } from '../ApproveApplicationDialog';
import { ADMIN, answerDictionaries, renderConsolePage } from '@/test/console-page';

const PENDING: ConsoleApplication = {
  id: 7,
  kind: 'join',
  company: '杭州 ABC Tech 科技有限公司',
  contactName: '王芳',
  phone: '13712345678',
  businessLicenceNo: '91330100MA27XY1234',
  category: '笔记本电脑',
  message: '主营商务笔记本租赁',
  status: 'pending',
  statusName: '待处理',
  submittedAt: '2026-11-20 10:00:00',
  reviewedAt: null,
  reviewer: null,
  remark: '',
  store: null,
  merchantUsername: null,
  clientAddress: '127.0.0.1',
};

jest.mock('@/lib/api/browser/console/transport', () => ({
  ...jest.requireActual('@/lib/api/browser/console/transport'),
  consoleDownload: jest.fn(() => Promise.resolve({ ok: true, data: undefined })),
}));

let notices: RecordingNotifier;
let listBodies: unknown[];
beforeEach(() => {
  notices = recordNotices();
  listBodies = [];
  answerDictionaries();
  server.use(
    http.post(apiUrl('api/sys/application/list'), async ({ request }) => {
      listBodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [PENDING], total: 1 });
    }),
  );
});
afterEach(() => notices.restore());

test('the list asks for shop applications, newest first, with the filters of the tab', async () => {
  renderConsolePage(ApplicationsPage, { path: '/console/applications', staff: ADMIN, buttons: ['application:review'], search: 'status=pending&keyword=ABC' });
  expect(await screen.findByText('杭州 ABC Tech 科技有限公司')).toBeInTheDocument();
  expect(listBodies[0]).toEqual({ page: 1, limit: 10, sort: 'submittedAt', order: 'desc', status: 'pending', keyword: 'ABC', kind: 'join' });
});

test('通过 sends the store, slug, city, intro and login as typed, then shows the shop opened, its login and that the code went out', async () => {
  let sent: unknown = null;
  const approved: ApplicationApproved = {
    application: { ...PENDING, status: 'approved', statusName: '已通过', store: { id: 31, name: '杭州ABC租赁', slug: 'abc-rent' }, merchantUsername: 'abc_rent' },
    passwordCodeSent: true,
  };
  server.use(
    http.post(apiUrl('api/sys/application/approve'), async ({ request }) => {
      sent = await request.json();
      return ok(approved);
    }),
  );
  const onApproved = jest.fn();
  render(<ApproveApplicationDialog application={PENDING} onClose={jest.fn()} onApproved={onApproved} />);

  // Suggested from the application: the Latin words for the slug and login, the contact as the name.
  expect(screen.getByLabelText(/店铺标识/)).toHaveValue('abc-tech');
  expect(screen.getByLabelText(/商家登录账号/)).toHaveValue('abc_tech_admin');
  expect(screen.getByLabelText(/商家姓名/)).toHaveValue('王芳');
  expect(screen.getByLabelText(/店铺名称/)).toHaveValue('杭州 ABC Tech 科技');

  fireEvent.change(screen.getByLabelText(/店铺名称/), { target: { value: '杭州ABC租赁' } });
  fireEvent.change(screen.getByLabelText(/店铺标识/), { target: { value: 'abc-rent' } });
  fireEvent.change(screen.getByLabelText(/所在城市/), { target: { value: '杭州' } });
  fireEvent.change(screen.getByLabelText(/店铺简介/), { target: { value: '商务本按月租' } });
  fireEvent.change(screen.getByLabelText(/商家登录账号/), { target: { value: 'abc_rent' } });
  fireEvent.click(screen.getByRole('button', { name: '确认通过' }));

  const result = await screen.findByRole('dialog', { name: '店铺已开通' });
  expect(sent).toEqual({ id: 7, storeName: '杭州ABC租赁', slug: 'abc-rent', city: '杭州', intro: '商务本按月租', username: 'abc_rent', nickName: '王芳' });
  expect(within(result).getByRole('link', { name: '杭州ABC租赁（abc-rent）' })).toHaveAttribute('href', '/storeDetail?id=31');
  expect(within(result).getByText('abc_rent')).toBeInTheDocument();
  expect(within(result).getByTestId('password-code-sent')).toHaveTextContent('已发送至 13712345678');
  expect(within(result).getByRole('link', { name: '查看店铺主页' })).toHaveAttribute('href', '/storeDetail?id=31');
  expect(notices.seen).toContainEqual({ type: 'success', message: '已通过，店铺已开通' });
  expect(onApproved).toHaveBeenCalled();
});

test('a code held back by the cooldown is said plainly: the merchant asks for one on the set-password page', async () => {
  server.use(
    http.post(apiUrl('api/sys/application/approve'), () =>
      ok({
        application: { ...PENDING, status: 'approved', store: { id: 3, name: '杭州 ABC Tech 科技', slug: 'abc-tech' }, merchantUsername: 'abc_tech_admin' },
        passwordCodeSent: false,
      }),
    ),
  );
  render(<ApproveApplicationDialog application={PENDING} onClose={jest.fn()} onApproved={jest.fn()} />);
  fireEvent.change(screen.getByLabelText(/所在城市/), { target: { value: '杭州' } });
  fireEvent.click(screen.getByRole('button', { name: '确认通过' }));
  expect(await screen.findByTestId('password-code-sent')).toHaveTextContent('未发送');
  expect(screen.getByText(/\/console\/setPassword 页面重新获取验证码/)).toBeInTheDocument();
});

test('a slug already taken is shown and the dialog keeps every field; a bad slug never leaves the page', async () => {
  let calls = 0;
  server.use(
    http.post(apiUrl('api/sys/application/approve'), () => {
      calls += 1;
      return envelope(500, '店铺标识已被使用，请换一个');
    }),
  );
  render(<ApproveApplicationDialog application={PENDING} onClose={jest.fn()} onApproved={jest.fn()} />);
  fireEvent.change(screen.getByLabelText(/店铺标识/), { target: { value: 'Bad Slug' } });
  fireEvent.change(screen.getByLabelText(/所在城市/), { target: { value: '杭州' } });
  fireEvent.click(screen.getByRole('button', { name: '确认通过' }));
  expect(await screen.findByText('店铺标识只能包含小写字母、数字和连字符（不能以连字符开头或结尾）')).toBeInTheDocument();
  expect(calls).toBe(0);

  fireEvent.change(screen.getByLabelText(/店铺标识/), { target: { value: 'yunzu' } });
  fireEvent.click(screen.getByRole('button', { name: '确认通过' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '店铺标识已被使用，请换一个' }));
  expect(calls).toBe(1);
  expect(screen.getByRole('dialog', { name: '通过入驻申请' })).toBeInTheDocument();
  expect(screen.getByLabelText(/店铺标识/)).toHaveValue('yunzu');
  expect(screen.getByLabelText(/所在城市/)).toHaveValue('杭州');
});

test('驳回 asks for a reason and a confirmation, then sends the reason', async () => {
  let sent: unknown = null;
  server.use(
    http.post(apiUrl('api/sys/application/reject'), async ({ request }) => {
      sent = await request.json();
      return ok({ ...PENDING, status: 'rejected' });
    }),
  );
  renderConsolePage(ApplicationsPage, { path: '/console/applications', staff: ADMIN, buttons: ['application:review'] });
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText('杭州 ABC Tech 科技有限公司');
  fireEvent.click(await screen.findByRole('button', { name: '驳回 杭州 ABC Tech 科技有限公司' }));
  const dialog = screen.getByRole('dialog', { name: '驳回入驻申请' });
  fireEvent.change(within(dialog).getByLabelText(/驳回原因/), { target: { value: '营业执照与企业名称不符' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('确认驳回「杭州 ABC Tech 科技有限公司」的入驻申请吗');
  notices.answer(true);
  await waitFor(() => expect(sent).toEqual({ id: 7, reason: '营业执照与企业名称不符' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '已驳回' }));
});

test("导出 sends the tab's filters with the page's kind", async () => {
  renderConsolePage(ApplicationsPage, { path: '/console/applications', staff: ADMIN, search: 'status=approved' });
  await screen.findByText('杭州 ABC Tech 科技有限公司');
  fireEvent.click(screen.getByRole('button', { name: '导出' }));
  await waitFor(() => expect(consoleDownload).toHaveBeenCalledTimes(1));
  expect(jest.mocked(consoleDownload).mock.calls[0]?.slice(0, 2)).toEqual([
    CONSOLE_APPLICATION_API.export,
    { sort: 'submittedAt', order: 'desc', status: 'approved', kind: 'join' },
  ]);
});

test('without application:review the row offers only its details', async () => {
  renderConsolePage(ApplicationsPage, { path: '/console/applications', staff: ADMIN });
  await screen.findAllByText('杭州 ABC Tech 科技有限公司');
  expect(await screen.findByRole('button', { name: '详情 杭州 ABC Tech 科技有限公司' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '通过 杭州 ABC Tech 科技有限公司' })).toBeNull();
  expect(screen.queryByRole('button', { name: '驳回 杭州 ABC Tech 科技有限公司' })).toBeNull();
});
