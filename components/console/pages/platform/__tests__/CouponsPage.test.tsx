/** 优惠券: yuan typed become fen exactly; an edit may only raise the total; 停用 asks first; the buttons need their keys. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleCoupon } from '@/contract/consoleCoupons';
import { CONSOLE_COUPON_API } from '@/contract/endpoints/consoleCoupon';
import { envelope, ok } from '@/test/msw/envelope';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { ADMIN, answerDictionaries, renderConsolePage } from '@/test/console-page';
import { consoleDownload } from '@/lib/api/browser/console/transport';
import { CouponDialog } from '../CouponDialog';
import CouponsPage from '../CouponsPage';

jest.mock('@/lib/api/browser/console/transport', () => ({
  ...jest.requireActual('@/lib/api/browser/console/transport'),
  consoleDownload: jest.fn(() => Promise.resolve({ ok: true, data: undefined })),
}));

const COUPON: ConsoleCoupon = {
  id: 4,
  name: '新客立减券',
  amount: 5000,
  threshold: 29_900,
  validDays: 30,
  total: 200,
  remaining: 80,
  claimed: 120,
  used: 35,
  scope: '全场通用',
  active: true,
  sort: 1,
  createdAt: '2026-11-01 09:00:00',
};

let notices: RecordingNotifier;
let saved: unknown[];
beforeEach(() => {
  notices = recordNotices();
  saved = [];
  answerDictionaries();
  server.use(
    http.post(apiUrl('api/sys/coupon/list'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [COUPON], total: 1 })),
    http.post(apiUrl('api/sys/coupon/save'), async ({ request }) => {
      saved.push(await request.json());
      return ok(COUPON);
    }),
  );
});
afterEach(() => notices.restore());

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('a new template sends its yuan as fen exactly (¥0.29 is 29 fen, ¥1,299.9 is 129,990)', async () => {
  const onSaved = jest.fn();
  render(<CouponDialog coupon={null} onClose={jest.fn()} onSaved={onSaved} />);
  type(/优惠券名称/, '开学季满减');
  type(/优惠金额/, '0.29');
  type(/使用门槛/, '1,299.9');
  type(/有效天数/, '15');
  type(/发放总量/, '500');
  type(/适用范围/, '笔记本电脑');
  type(/排序/, '3');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(saved).toEqual([{ name: '开学季满减', amount: 29, threshold: 129_990, validDays: 15, total: 500, scope: '笔记本电脑', sort: 3 }]));
  expect(notices.seen).toContainEqual({ type: 'success', message: '优惠券已保存' });
  expect(onSaved).toHaveBeenCalled();
});

test('an amount with three decimals or above the threshold is refused on the page', async () => {
  render(<CouponDialog coupon={null} onClose={jest.fn()} onSaved={jest.fn()} />);
  type(/优惠券名称/, '满减券');
  type(/优惠金额/, '5.005');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('请输入正确的金额（元，最多两位小数）')).toBeInTheDocument();
  type(/优惠金额/, '50');
  type(/使用门槛/, '30');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('优惠金额不能大于使用门槛')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('an edit shows the template in yuan and may only raise the total; a raise is sent with the id', async () => {
  render(<CouponDialog coupon={COUPON} onClose={jest.fn()} onSaved={jest.fn()} />);
  expect(screen.getByLabelText(/优惠金额/)).toHaveValue('50.00');
  expect(screen.getByLabelText(/使用门槛/)).toHaveValue('299.00');
  expect(screen.getByText('当前 200 张，已领取 120 张，只能增加')).toBeInTheDocument();

  type(/发放总量/, '150');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('发放总量只能增加（当前 200 张，已领取 120 张）')).toBeInTheDocument();
  expect(saved).toEqual([]);

  type(/发放总量/, '300');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(saved).toEqual([{ id: 4, name: '新客立减券', amount: 5000, threshold: 29_900, validDays: 30, total: 300, scope: '全场通用', sort: 1 }]));
});

test("the product server's refusal keeps the dialog and what was typed", async () => {
  server.use(http.post(apiUrl('api/sys/coupon/save'), () => envelope(500, '发放总量只能增加（当前 210 张，已领取 130 张）')));
  render(<CouponDialog coupon={COUPON} onClose={jest.fn()} onSaved={jest.fn()} />);
  type(/发放总量/, '205');
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '发放总量只能增加（当前 210 张，已领取 130 张）' }));
  expect(screen.getByRole('dialog', { name: '修改优惠券' })).toBeInTheDocument();
  expect(screen.getByLabelText(/发放总量/)).toHaveValue('205');
});

test('the list shows money as ¥ and the threshold in words; 停用 asks before it is sent', async () => {
  let status: unknown = null;
  server.use(
    http.post(apiUrl('api/sys/coupon/status'), async ({ request }) => {
      status = await request.json();
      return ok({ ...COUPON, active: false });
    }),
  );
  renderConsolePage(CouponsPage, { path: '/console/coupons', staff: ADMIN, buttons: ['coupon:add', 'coupon:edit'] });
  const grid = await screen.findByRole('grid', { name: '优惠券模板' });
  expect(await within(grid).findByText('¥50.00')).toBeInTheDocument();
  expect(within(grid).getByText('满 ¥299.00')).toBeInTheDocument();
  expect(await within(grid).findByText('启用')).toBeInTheDocument();

  fireEvent.click(within(grid).getByRole('button', { name: '停用 新客立减券' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(status).toBeNull();
  notices.answer(true);
  await waitFor(() => expect(status).toEqual({ id: 4, active: false }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '优惠券已停用' }));
});

test("the status filter (启用 / 停用) is sent as the list's active flag", async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('api/sys/coupon/list'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: 0 });
    }),
  );
  renderConsolePage(CouponsPage, { path: '/console/coupons', staff: ADMIN, search: 'status=1' });
  expect(await screen.findByText('暂无优惠券')).toBeInTheDocument();
  expect(bodies[0]).toEqual({ page: 1, limit: 10, sort: 'sort', order: 'asc', active: false });
});

test("导出 sends the filtered rows' query, its 状态 as the export's active flag, for a file named by the day", async () => {
  renderConsolePage(CouponsPage, { path: '/console/coupons', staff: ADMIN, search: 'status=0&keyword=新人' });
  await screen.findByText('新客立减券');
  fireEvent.click(screen.getByRole('button', { name: '导出' }));
  await waitFor(() => expect(consoleDownload).toHaveBeenCalledTimes(1));
  const [endpoint, form, fileName] = jest.mocked(consoleDownload).mock.calls[0] ?? [];
  expect(endpoint).toBe(CONSOLE_COUPON_API.export);
  expect(form).toEqual({ sort: 'sort', order: 'asc', keyword: '新人', active: true });
  expect(fileName).toMatch(/^优惠券_\d{8}\.xlsx$/);
});

test('without coupon:add and coupon:edit there is nothing to click', async () => {
  renderConsolePage(CouponsPage, { path: '/console/coupons', staff: ADMIN });
  await screen.findByText('新客立减券');
  expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  expect(screen.queryByRole('button', { name: '修改 新客立减券' })).toBeNull();
  expect(screen.queryByRole('button', { name: '停用 新客立减券' })).toBeNull();
});
