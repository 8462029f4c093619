/** 升级换机 on the order desk: the actions the status allows, approval at once, rejection with a reason asked once more, the new units shipped with one serial each. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import type { ConsoleUpgrade } from '@/contract/upgrades';
import { detailOf, ORDER_A } from '@/test/fixtures/consoleOrders';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { UpgradeSection } from '../detail/UpgradeSection';

const UPGRADE: ConsoleUpgrade = {
  upgradeNo: 'SJ20261201100000123456',
  orderNo: ORDER_A,
  status: 'pending',
  statusName: '待商家审核',
  guidance: '',
  from: { goodsName: 'ThinkPad T14', skuName: 'i5 / 16GB', unitRent: 29_900, unitDeposit: 100_000 },
  to: { skuId: 41, goodsName: 'ThinkPad X1 Carbon', skuName: 'i7 / 32GB', unitRent: 39_900, unitDeposit: 150_000 },
  quantity: 2,
  monthlyRentBefore: 59_800,
  monthlyRentAfter: 79_800,
  depositTopUp: 100_000,
  upgradeFee: 19_800,
  couponDiscount: 0,
  amountDue: 119_800,
  paidBy: 'balance',
  periodsRewritten: 0,
  swapDay: null,
  newSerials: [],
  oldSerials: [],
  shipment: null,
  returnShipment: null,
  inspection: null,
  rejectReason: null,
  createdAt: '2026-12-01 10:00:00',
  paidAt: '2026-12-01 10:01:00',
  updatedAt: '2026-12-01 10:01:00',
  actions: [
    { action: 'approve', name: '同意升级' },
    { action: 'reject', name: '拒绝升级' },
  ],
};

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
});
afterEach(() => notices.restore());

function renderSection(upgrade: ConsoleUpgrade) {
  const onChanged = jest.fn(() => Promise.resolve());
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UpgradeSection order={detailOf(ORDER_A, { status: 4, upgrade })} onChanged={onChanged} />
    </SWRConfig>,
  );
  return { onChanged };
}

test('an order without an upgrade shows no section', () => {
  render(<UpgradeSection order={detailOf(ORDER_A, { upgrade: null })} onChanged={jest.fn()} />);
  expect(screen.queryByRole('region', { name: '升级换机' })).not.toBeInTheDocument();
});

test('同意 approves at once and refreshes the desk', async () => {
  const approved: unknown[] = [];
  server.use(
    http.post(apiUrl('api/sys/order/upgrade/approve'), async ({ request }) => {
      approved.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功', data: detailOf(ORDER_A) });
    }),
  );
  const { onChanged } = renderSection(UPGRADE);
  const section = screen.getByRole('region', { name: '升级换机' });
  expect(within(section).getByText('¥1,198.00（押金差额 ¥1,000.00 + 服务费 ¥198.00 − 优惠 ¥0.00）')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: '同意升级' }));
  await waitFor(() => expect(approved).toEqual([{ orderNo: ORDER_A }]));
  expect(onChanged).toHaveBeenCalled();
  expect(notices.seen).toContainEqual({ type: 'success', message: '已同意升级，请发出新机' });
});

test('拒绝 needs a reason and asks once more, naming the money that goes back; declining sends nothing', async () => {
  const rejected: unknown[] = [];
  server.use(
    http.post(apiUrl('api/sys/order/upgrade/reject'), async ({ request }) => {
      rejected.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功', data: detailOf(ORDER_A) });
    }),
  );
  renderSection(UPGRADE);
  await userEvent.click(screen.getByRole('button', { name: '拒绝升级' }));
  const dialog = await screen.findByRole('dialog', { name: '拒绝升级申请' });
  await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
  expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: '拒绝原因' }), '该配置暂时缺货');
  await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toBe('确认拒绝升级申请 SJ20261201100000123456，已支付的 ¥1,198.00 原路退回客户？');
  notices.answer(false);
  expect(rejected).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(rejected).toEqual([{ orderNo: ORDER_A, reason: '该配置暂时缺货' }]));
});

test("发出新机 offers the new configuration's devices in stock and takes one serial per unit, checked by the server schema before it is sent", async () => {
  const shipped: unknown[] = [];
  const stockAsked: unknown[] = [];
  server.use(
    http.post(apiUrl('api/sys/device/list'), async ({ request }) => {
      stockAsked.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: 0 });
    }),
    http.post(apiUrl('api/sys/order/upgrade/ship'), async ({ request }) => {
      shipped.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功', data: detailOf(ORDER_A) });
    }),
  );
  renderSection({ ...UPGRADE, status: 'approved', statusName: '待发新机', actions: [{ action: 'ship', name: '发出新机' }] });
  await userEvent.click(screen.getByRole('button', { name: '发出新机' }));
  const dialog = await screen.findByRole('dialog', { name: '发出新机' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: '运单号' }), 'SF1234567890123');
  await userEvent.type(within(dialog).getByRole('combobox', { name: '新设备序列号（第 1 台）' }), 'sn-new-0001');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认发出' }));
  expect(shipped).toEqual([]);
  await userEvent.type(within(dialog).getByRole('combobox', { name: '新设备序列号（第 2 台）' }), 'SN-NEW-0002');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认发出' }));
  await waitFor(() => expect(shipped).toEqual([{ orderNo: ORDER_A, carrier: '顺丰速运', waybillNo: 'SF1234567890123', serials: ['SN-NEW-0001', 'SN-NEW-0002'] }]));
  expect(stockAsked).toContainEqual(expect.objectContaining({ state: 'inStock', skuId: '41' }));
});
