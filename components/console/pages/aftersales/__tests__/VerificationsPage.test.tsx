/** 企业认证: the queue's order until a column is sorted; the credit line typed in yuan is sent in fen; a rejection needs its reason. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { VerificationReviewRow } from '@/contract/identity';
import { ADMIN, dictHandler, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { creditLineFen } from '../creditLine';
import VerificationsPage from '../VerificationsPage';

const PENDING: VerificationReviewRow = {
  id: 7,
  kind: 'company',
  status: 1,
  statusName: '审核中',
  name: '杭州新叶科技有限公司',
  idNumberMasked: null,
  creditCode: '91330100MA2J0U1X9K',
  legalPerson: '王芳',
  licenceUrl: null,
  creditCodeWarning: null,
  rejectReason: null,
  submittedAt: '2026-11-12 09:00:00',
  reviewedAt: null,
  customer: { quanJuId: 'g-7', mobile: '13700137000', accountType: 'company', cname: '杭州新叶科技有限公司', pname: '王芳' },
  decidedBy: null,
  licenceSysUrl: '/prod-api/api/sys/file/00000000000000000000000000000007.png',
  defaultCreditLine: 5_000_000,
  creditLine: null,
};

let notices: RecordingNotifier;
let listQueries: string[];
let reviews: unknown[];
beforeEach(() => {
  notices = recordNotices();
  listQueries = [];
  reviews = [];
  server.use(
    dictHandler,
    http.get(apiUrl('api/sys/userAuth/list'), ({ request }) => {
      listQueries.push(new URL(request.url).search);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [PENDING], total: 1 });
    }),
    http.get(apiUrl('api/sys/userAuth/7'), () => ok(PENDING)),
    http.post(apiUrl('api/sys/userAuth/7/review'), async ({ request }) => {
      reviews.push(await request.json());
      return ok({ ...PENDING, status: 2 });
    }),
  );
});
afterEach(() => notices.restore());

test('a credit line typed in yuan becomes fen without rounding errors, within the published bounds', () => {
  expect(creditLineFen('80000')).toEqual({ ok: true, fen: 8_000_000 });
  expect(creditLineFen('¥50,000.00')).toEqual({ ok: true, fen: 5_000_000 });
  expect(creditLineFen('0.29')).toEqual({ ok: true, fen: 29 });
  expect(creditLineFen('1234.5')).toEqual({ ok: true, fen: 123_450 });
  expect(creditLineFen('10000000.01')).toMatchObject({ ok: false });
  expect(creditLineFen('12.345')).toMatchObject({ ok: false });
  expect(creditLineFen('')).toEqual({ ok: false, message: '请填写免押额度' });
});

test("the queue comes in the server's order (oldest first) until 提交时间 is clicked; 账户手机号 does not sort", async () => {
  const { tabQuery } = renderConsolePage(<VerificationsPage />, { path: '/console/verifications', buttons: [], staff: ADMIN, search: 'status=pending' });
  const grid = await screen.findByRole('grid', { name: '认证申请' });
  await within(grid).findByRole('button', { name: `审核 ${PENDING.name}` });
  expect(listQueries).toEqual(['?page=1&limit=20&status=pending']);
  fireEvent.click(within(grid).getByRole('columnheader', { name: '账户手机号' }));
  fireEvent.click(within(grid).getByRole('columnheader', { name: '提交时间' }));
  await waitFor(() => expect(listQueries.at(-1)).toBe('?page=1&limit=20&sort=submittedAt&order=asc&status=pending'));
  fireEvent.click(within(grid).getByRole('columnheader', { name: /提交时间/ }));
  await waitFor(() => expect(listQueries.at(-1)).toBe('?page=1&limit=20&sort=submittedAt&order=desc&status=pending'));
  expect(tabQuery()).toEqual({ status: 'pending', sort: 'submittedAt', order: 'desc' });
  expect(listQueries.some((query) => query.includes('sort=mobile'))).toBe(false);
});

test('通过 sends the credit line in fen, starting from the published default', async () => {
  renderConsolePage(<VerificationsPage />, { path: '/console/verifications', buttons: ['verify:review'], staff: ADMIN, search: 'status=pending' });
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText(PENDING.name);
  fireEvent.click(await screen.findByRole('button', { name: `审核 ${PENDING.name}` }));
  expect(listQueries[0]).toBe('?page=1&limit=20&status=pending');
  const drawer = await screen.findByRole('dialog', { name: `企业认证 · ${PENDING.name}` });
  expect(within(drawer).getByRole('img', { name: '营业执照' })).toHaveAttribute('src', PENDING.licenceSysUrl);
  fireEvent.click(within(drawer).getByRole('button', { name: '通过' }));
  const dialog = screen.getByRole('dialog', { name: '通过认证' });
  const amount = within(dialog).getByRole('textbox', { name: '免押额度' });
  expect(amount).toHaveValue('50000.00');
  fireEvent.change(amount, { target: { value: '80,000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
  await waitFor(() => expect(reviews).toEqual([{ decision: 'approve', creditLine: 8_000_000 }]));
  expect(notices.seen).toContainEqual({ type: 'success', message: '审核完成：已通过认证' });
});

test('驳回 needs a reason of at least two characters', async () => {
  renderConsolePage(<VerificationsPage />, { path: '/console/verifications', buttons: ['verify:review'], staff: ADMIN });
  await screen.findAllByText(PENDING.name);
  fireEvent.click(await screen.findByRole('button', { name: `审核 ${PENDING.name}` }));
  const drawer = await screen.findByRole('dialog', { name: `企业认证 · ${PENDING.name}` });
  fireEvent.click(await within(drawer).findByRole('button', { name: '驳回' }));
  const dialog = screen.getByRole('dialog', { name: '驳回认证' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '驳回原因' }), { target: { value: '糊' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  expect(within(dialog).getByText('驳回原因至少 2 个字')).toBeVisible();
  fireEvent.change(within(dialog).getByRole('textbox', { name: '驳回原因' }), { target: { value: '营业执照照片不清晰' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  await waitFor(() => expect(reviews).toEqual([{ decision: 'reject', reason: '营业执照照片不清晰' }]));
});

test('without verify:review the request is shown and cannot be decided', async () => {
  renderConsolePage(<VerificationsPage />, { path: '/console/verifications', buttons: [], staff: ADMIN });
  await screen.findAllByText(PENDING.name);
  fireEvent.click(await screen.findByRole('button', { name: `审核 ${PENDING.name}` }));
  const drawer = await screen.findByRole('dialog', { name: `企业认证 · ${PENDING.name}` });
  expect(within(drawer).getByText(PENDING.creditCode ?? '')).toBeVisible();
  expect(within(drawer).queryByRole('button', { name: '通过' })).toBeNull();
});
