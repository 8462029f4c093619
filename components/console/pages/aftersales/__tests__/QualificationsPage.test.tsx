/** 专票资质: the list's sort on the server, 通过 after confirming, 驳回 with its reason. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SysVatQualification } from '@/contract/invoices';
import { ADMIN, dictHandler, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import QualificationsPage from '../QualificationsPage';

const PENDING: SysVatQualification = {
  id: 3,
  name: '深圳市云启科技有限公司',
  taxNo: '91440300MA5FXXXX1X',
  address: '深圳市南山区科苑路 15 号',
  telephone: '0755-88886666',
  bankName: '招商银行深圳科技园支行',
  bankAccount: '755912345610001',
  status: 0,
  statusName: '审核中',
  reason: null,
  submittedAt: '2026-11-12 09:00:00',
  reviewedAt: null,
  companyName: '深圳市云启科技有限公司',
  customerPhone: '13900139000',
};

let notices: RecordingNotifier;
let reviews: unknown[];
let listQueries: string[];
beforeEach(() => {
  notices = recordNotices();
  reviews = [];
  listQueries = [];
  server.use(
    dictHandler,
    http.get(apiUrl('api/wInvoiceTitle/sys/qualifications'), ({ request }) => {
      listQueries.push(new URL(request.url).search);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [PENDING], total: 1 });
    }),
    http.post(apiUrl('api/wInvoiceTitle/sys/review'), async ({ request }) => {
      reviews.push(await request.json());
      return ok({ ...PENDING, status: 1 });
    }),
  );
});
afterEach(() => notices.restore());

test('a click on 状态 sorts on the server; 纳税人识别号 does not sort', async () => {
  renderConsolePage(<QualificationsPage />, { path: '/console/qualifications', buttons: [], staff: ADMIN });
  const grid = await screen.findByRole('grid', { name: '专票资质' });
  await within(grid).findByText(PENDING.taxNo);
  expect(listQueries[0]).toBe('?page=1&limit=10');
  fireEvent.click(within(grid).getByRole('columnheader', { name: '纳税人识别号' }));
  fireEvent.click(within(grid).getByRole('columnheader', { name: '状态' }));
  await waitFor(() => expect(listQueries.at(-1)).toBe('?page=1&limit=10&sort=status&order=asc'));
  expect(listQueries.some((query) => query.includes('sort=taxNo'))).toBe(false);
});

test('通过 asks first and sends the approval', async () => {
  renderConsolePage(<QualificationsPage />, { path: '/console/qualifications', buttons: ['qualification:review'], staff: ADMIN });
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText(PENDING.companyName);
  fireEvent.click(await screen.findByRole('button', { name: `通过 ${PENDING.companyName}` }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(true);
  await waitFor(() => expect(reviews).toEqual([{ id: 3, approved: true }]));
});

test('驳回 sends the reason', async () => {
  renderConsolePage(<QualificationsPage />, { path: '/console/qualifications', buttons: ['qualification:review'], staff: ADMIN });
  await screen.findAllByText(PENDING.companyName);
  fireEvent.click(await screen.findByRole('button', { name: `驳回 ${PENDING.companyName}` }));
  const dialog = screen.getByRole('dialog', { name: '驳回专票资质' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '未通过原因' }), { target: { value: '开户银行与银行账号不一致' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  await waitFor(() => expect(reviews).toEqual([{ id: 3, approved: false, reason: '开户银行与银行账号不一致' }]));
});

test('without qualification:review there is nothing to decide', async () => {
  renderConsolePage(<QualificationsPage />, { path: '/console/qualifications', buttons: [], staff: ADMIN });
  expect(await within(screen.getByRole('grid', { name: '专票资质' })).findByText('91440300MA5FXXXX1X')).toBeVisible();
  expect(screen.queryByRole('button', { name: `通过 ${PENDING.companyName}` })).toBeNull();
});
