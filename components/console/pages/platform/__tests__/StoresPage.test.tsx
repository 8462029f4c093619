/** 店铺管理 and 合作申请: decisions with a reason ask first and send it; the switches and buttons need their keys. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleApplication } from '@/contract/consoleApplications';
import type { ConsoleStore } from '@/contract/consoleStores';
import { ok } from '@/test/msw/envelope';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { ADMIN, answerDictionaries, renderConsolePage } from '@/test/console-page';
import CooperationPage from '../CooperationPage';
import StoresPage from '../StoresPage';

const STORE: ConsoleStore = {
  id: 3,
  slug: 'lanjing',
  name: '蓝鲸办公设备',
  logo: '/stores/lanjing.svg',
  intro: '办公设备一站式租赁',
  city: '上海',
  featured: false,
  status: 'open',
  statusName: '营业中',
  statusReason: '',
  rating: 4.8,
  tags: ['企业采购'],
  goodsOnSale: 12,
  goodsTotal: 14,
  orders: 56,
  staff: 2,
  createdAt: '2026-01-05 10:00:00',
  returnAddress: null,
};

let notices: RecordingNotifier;
let posted: { path: string; body: unknown }[];
beforeEach(() => {
  notices = recordNotices();
  posted = [];
  answerDictionaries();
  const record = (path: string) =>
    http.post(apiUrl(path), async ({ request }) => {
      posted.push({ path, body: await request.json() });
      return ok(STORE);
    });
  server.use(
    http.post(apiUrl('api/sys/store/list'), async ({ request }) => {
      posted.push({ path: 'api/sys/store/list', body: await request.json() });
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [STORE], total: 1 });
    }),
    record('api/sys/store/status'),
    record('api/sys/store/featured'),
  );
});
afterEach(() => notices.restore());

test('the featured filter is sent as a boolean, and the counts are shown', async () => {
  renderConsolePage(StoresPage, { path: '/console/stores', staff: ADMIN, buttons: ['store:suspend', 'store:feature'], search: 'featured=true&status=open' });
  const grid = await screen.findByRole('grid', { name: '店铺列表' });
  expect(await within(grid).findByText('蓝鲸办公设备')).toBeInTheDocument();
  expect(within(grid).getByText('56')).toBeInTheDocument();
  expect(posted[0]).toEqual({ path: 'api/sys/store/list', body: { page: 1, limit: 10, sort: 'createdAt', order: 'desc', status: 'open', featured: true } });
  expect(within(grid).getByRole('link', { name: '店铺主页 蓝鲸办公设备' })).toHaveAttribute('href', '/storeDetail?id=3');
});

test("the default order's column turns ascending on a click, and back", async () => {
  renderConsolePage(StoresPage, { path: '/console/stores', staff: ADMIN });
  const grid = await screen.findByRole('grid', { name: '店铺列表' });
  await within(grid).findByText('蓝鲸办公设备');
  fireEvent.click(within(grid).getByRole('columnheader', { name: /开通时间/ }));
  await waitFor(() => expect(posted.at(-1)?.body).toMatchObject({ sort: 'createdAt', order: 'asc' }));
  fireEvent.click(within(grid).getByRole('columnheader', { name: /开通时间/ }));
  await waitFor(() => expect(posted.at(-1)?.body).toMatchObject({ sort: 'createdAt', order: 'desc' }));
});

test('停业 needs a reason and a confirmation, then sends both', async () => {
  renderConsolePage(StoresPage, { path: '/console/stores', staff: ADMIN, buttons: ['store:suspend'] });
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText('蓝鲸办公设备');
  fireEvent.click(await screen.findByRole('button', { name: '停业 蓝鲸办公设备' }));
  const dialog = screen.getByRole('dialog', { name: '店铺停业' });
  fireEvent.click(within(dialog).getByRole('button', { name: '停业' }));
  expect(await within(dialog).findByText('请填写停业原因')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(/停业原因/), { target: { value: '资质过期，待补充材料' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '停业' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(false);
  expect(posted.filter((call) => call.path === 'api/sys/store/status')).toEqual([]);
  expect(within(dialog).getByLabelText(/停业原因/)).toHaveValue('资质过期，待补充材料');

  fireEvent.click(within(dialog).getByRole('button', { name: '停业' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(posted).toContainEqual({ path: 'api/sys/store/status', body: { id: 3, status: 'closed', reason: '资质过期，待补充材料' } }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '店铺已停业' }));
});

test('the quality-store switch sends the new mark', async () => {
  renderConsolePage(StoresPage, { path: '/console/stores', staff: ADMIN, buttons: ['store:feature'] });
  fireEvent.click(await screen.findByRole('switch', { name: '优质店铺 蓝鲸办公设备' }));
  await waitFor(() => expect(posted).toContainEqual({ path: 'api/sys/store/featured', body: { id: 3, featured: true } }));
});

test('without store:suspend and store:feature a row has no switch and no 停业', async () => {
  renderConsolePage(StoresPage, { path: '/console/stores', staff: ADMIN });
  await screen.findByText('蓝鲸办公设备');
  expect(screen.queryByRole('switch')).toBeNull();
  expect(screen.queryByRole('button', { name: '停业 蓝鲸办公设备' })).toBeNull();
});

const COOPERATION: ConsoleApplication = {
  id: 9,
  kind: 'cooperation',
  company: '顺达物流有限公司',
  contactName: '陈明',
  phone: '13600001234',
  businessLicenceNo: '91310000MA1FL1234X',
  category: '物流仓储',
  message: '',
  status: 'contacted',
  statusName: '已联系',
  submittedAt: '2026-11-02 11:00:00',
  reviewedAt: '2026-11-03 09:00:00',
  reviewer: '平台管理员',
  remark: '已电话沟通',
  store: null,
  merchantUsername: null,
  clientAddress: '127.0.0.1',
};

test('合作申请: the list asks for cooperation, offers only its own states, and 关闭 asks first and sends the remark', async () => {
  let listBody: unknown = null;
  let handled: unknown = null;
  server.use(
    http.post(apiUrl('api/sys/application/list'), async ({ request }) => {
      listBody = await request.json();
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [COOPERATION], total: 1 });
    }),
    http.post(apiUrl('api/sys/cooperation/handle'), async ({ request }) => {
      handled = await request.json();
      return ok({ ...COOPERATION, status: 'closed' });
    }),
  );
  renderConsolePage(CooperationPage, { path: '/console/cooperation', staff: ADMIN, buttons: ['cooperation:handle'] });
  await screen.findAllByText('顺达物流有限公司');
  fireEvent.click(await screen.findByRole('button', { name: '关闭 顺达物流有限公司' }));
  expect(listBody).toEqual({ page: 1, limit: 10, sort: 'submittedAt', order: 'desc', kind: 'cooperation' });

  const dialog = screen.getByRole('dialog', { name: '关闭合作申请' });
  fireEvent.change(within(dialog).getByLabelText(/处理备注/), { target: { value: '对方暂无合作需求' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '关闭申请' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(true);
  await waitFor(() => expect(handled).toEqual({ id: 9, status: 'closed', remark: '对方暂无合作需求' }));

  fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['全部', '待处理', '已联系', '已关闭']);
});
