import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { ServiceRequestForm, type ServicePrefill } from '@/components/service/ServiceRequestForm';
import type { ServiceableOrder, ServiceRequestDetail } from '@/contract/serviceRequests';

// MUI selects, dialogs and uploads in jsdom take seconds when the two cores are busy.
jest.setTimeout(20_000);

const RENTING = 'ZL20261122120000000001';
const RETURNING = 'ZL20261122120000000002';

const ORDERS: ServiceableOrder[] = [
  { orderNo: RENTING, status: 4, statusName: '租赁中', storeName: '云租优选旗舰店', goodsName: 'ThinkPad T14 等 2 件', quantity: 2, kinds: ['return', 'replacement', 'repair'] },
  { orderNo: RETURNING, status: 5, statusName: '归还中', storeName: '云租优选旗舰店', goodsName: 'MacBook Pro 14', quantity: 1, kinds: ['return'] },
];

const CREATED: ServiceRequestDetail = {
  serviceNo: 'SR20261122130000123456',
  orderNo: RENTING,
  kind: 'repair',
  kindName: '维修',
  reason: 'keyboard_touchpad',
  reasonName: '键盘或触控板故障',
  serialNo: 'PF3ABC12',
  status: 0,
  statusName: '待受理',
  storeName: '云租优选旗舰店',
  goodsName: 'ThinkPad T14 等 2 件',
  photoCount: 1,
  replyCount: 0,
  createdAt: '2026-11-22 13:00:00',
  updatedAt: '2026-11-22 13:00:00',
  description: '触控板间歇性失灵',
  photos: [],
  timeline: [],
  thread: [],
  canCancel: true,
  canFollowUp: true,
};

function serve(options: { orders?: ServiceableOrder[]; refuseFirst?: boolean } = {}) {
  const sent: Array<Record<string, unknown>> = [];
  let refusals = options.refuseFirst ? 1 : 0;
  server.use(
    http.get(apiUrl('api/wService/orders'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: options.orders ?? ORDERS })),
    http.post(apiUrl('api/file/upload'), () => {
      const key = `${'ab'.repeat(16)}.png`;
      return HttpResponse.json({ code: 200, msg: '上传成功', data: { key, mime: 'image/png', size: 10, url: `/prod-api/api/file/${key}` } });
    }),
    http.post(apiUrl('api/wService/add'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      if (refusals > 0) {
        refusals -= 1;
        return HttpResponse.json({ code: 500, msg: '系统繁忙，请稍后再试' });
      }
      return HttpResponse.json({ code: 200, msg: '申请已提交，售后将尽快受理', data: CREATED });
    }),
    http.post(apiUrl('api/wService/list'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [], total: 0 })),
  );
  return { sent };
}

function renderForm(prefill: ServicePrefill = {}) {
  const onCreated = jest.fn();
  const onClose = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ServiceRequestForm prefill={prefill} onCreated={onCreated} onClose={onClose} />
    </SWRConfig>,
  );
  return { onCreated, onClose };
}

async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

test('the links from the orders and devices pages prefill the order and the serial; the kinds the order does not allow cannot be picked', async () => {
  serve();
  renderForm({ orderNo: RETURNING, serialNo: 'C02XYZ123' });
  expect(await screen.findByRole('combobox', { name: '订单' })).toHaveTextContent(`${RETURNING} · MacBook Pro 14（归还中）`);
  expect(screen.getByRole('textbox', { name: '设备序列号（选填）' })).toHaveValue('C02XYZ123');
  expect(screen.getByRole('radio', { name: '退租' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '换机' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: '维修' })).toBeDisabled();
  expect(screen.getByText(/往返运费由平台承担，请勿自行寄出/)).toBeInTheDocument();
});

test('an order that cannot be served is said so, and another can be chosen', async () => {
  serve();
  renderForm({ orderNo: 'ZL20261122120000000009' });
  expect(await screen.findByText('订单 ZL20261122120000000009 当前不能申请售后，请选择其他订单。')).toBeInTheDocument();
  await choose('订单', new RegExp(RENTING));
  expect(screen.getByRole('radio', { name: '维修' })).toBeChecked();
});

test('the reasons are the fixed list of the kind chosen, and a change of kind clears the reason', async () => {
  serve();
  renderForm({ orderNo: RENTING });
  await screen.findByRole('combobox', { name: '订单' });
  await userEvent.click(screen.getByRole('combobox', { name: '申请原因' }));
  const repairReasons = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(repairReasons).toEqual([
    '无法开机或频繁重启',
    '屏幕故障（花屏、坏点、漏光）',
    '键盘或触控板故障',
    '电池或充电故障',
    '接口、网络或蓝牙故障',
    '系统或驱动故障',
    '意外损坏（进水、跌落）',
    '其他故障',
  ]);
  await userEvent.click(screen.getByRole('option', { name: '屏幕故障（花屏、坏点、漏光）' }));
  expect(screen.getByRole('combobox', { name: '申请原因' })).toHaveTextContent('屏幕故障');
  await userEvent.click(screen.getByRole('radio', { name: '换机' }));
  expect(screen.getByRole('combobox', { name: '申请原因' })).not.toHaveTextContent('屏幕故障');
  await userEvent.click(screen.getByRole('combobox', { name: '申请原因' }));
  expect(within(await screen.findByRole('listbox')).getByRole('option', { name: '维修超过 3 个工作日' })).toBeInTheDocument();
});

test("bad fields are told with the server's own rules, the first gets the focus, and nothing is sent", async () => {
  const { sent } = serve();
  renderForm({ orderNo: RENTING });
  await screen.findByRole('combobox', { name: '订单' });
  await userEvent.type(screen.getByRole('textbox', { name: '设备序列号（选填）' }), 'S N');
  await userEvent.type(screen.getByRole('textbox', { name: '问题描述' }), '坏了');
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  expect(await screen.findByText('请选择申请原因')).toBeInTheDocument();
  expect(screen.getByText('设备序列号应为 4–40 位字母、数字或短横线，以字母或数字开头')).toBeInTheDocument();
  expect(screen.getByText('问题描述至少 5 个字')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '申请原因' })).toHaveFocus();
  expect(sent).toEqual([]);
});

test('a repair with a photo is sent as the server expects, once per attempt: a retry after a refusal keeps its key', async () => {
  const { sent } = serve({ refuseFirst: true });
  const { onCreated } = renderForm({ orderNo: RENTING, serialNo: 'PF3ABC12' });
  await screen.findByRole('combobox', { name: '订单' });
  await choose('申请原因', '键盘或触控板故障');
  await userEvent.type(screen.getByRole('textbox', { name: '问题描述' }), '触控板间歇性失灵，外接鼠标正常');
  await userEvent.upload(screen.getByLabelText('上传照片'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'fault.png', { type: 'image/png' }));
  expect(await screen.findByAltText('照片 1')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(onCreated).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));

  expect(sent[0]).toEqual({
    orderNo: RENTING,
    kind: 'repair',
    serialNo: 'PF3ABC12',
    reason: 'keyboard_touchpad',
    description: '触控板间歇性失灵，外接鼠标正常',
    photoKeys: [`${'ab'.repeat(16)}.png`],
    idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  expect(sent[1]).toEqual(sent[0]);
});

test('without an order in service the form says when one can ask, and where the orders are', async () => {
  serve({ orders: [] });
  renderForm();
  expect(await screen.findByText(/暂无可申请售后的订单/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/myOrderList');
  expect(screen.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument();
});
