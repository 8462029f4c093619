/** 服务申请: the list's sort on the server, the drawer's actions by status, the replacement's body from the order's units and the stock of their SKU. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ServiceRequestSummary, SysServiceRequestDetail } from '@/contract/serviceRequests';
import type { StoreDeviceRow } from '@/contract/storeDevices';
import { dictHandler, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { envelope, ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import ServicePage from '../ServicePage';

const ORDER_NO = 'ZL20261101120000123456';

function summary(serviceNo: string, status: ServiceRequestSummary['status'], kind: ServiceRequestSummary['kind'] = 'repair'): ServiceRequestSummary {
  const names = { 0: '待受理', 1: '处理中', 2: '已完成', 3: '已驳回', 4: '已撤销' } as const;
  return {
    serviceNo,
    orderNo: ORDER_NO,
    kind,
    kindName: { return: '退租', replacement: '换机', repair: '维修' }[kind],
    reason: 'screen',
    reasonName: '屏幕故障（花屏、坏点、漏光）',
    serialNo: 'PF4B0001',
    status,
    statusName: names[status],
    storeName: '云租优选旗舰店',
    goodsName: 'ThinkPad T14',
    photoCount: 0,
    replyCount: 0,
    createdAt: '2026-11-10 09:00:00',
    updatedAt: '2026-11-10 09:00:00',
  };
}

function detail(row: ServiceRequestSummary): SysServiceRequestDetail {
  return {
    ...row,
    description: '屏幕右下角出现亮线',
    photos: [],
    timeline: [{ fromStatus: null, toStatus: 0, statusName: '待受理', actor: 'customer', actorName: '张伟', remark: '', at: '2026-11-10 09:00:00' }],
    thread: [],
    canCancel: false,
    canFollowUp: true,
    customerName: '张伟',
    contact: { name: '张伟', phone: '13800138000' },
  };
}

function stockDevice(deviceId: number, serialNo: string, state: StoreDeviceRow['state']): StoreDeviceRow {
  return {
    deviceId,
    storeId: 1,
    storeName: '云租优选旗舰店',
    goodsId: 11,
    goodsName: 'ThinkPad T14',
    skuId: 21,
    skuName: 'i5 / 16G / 512G',
    config: { cpu: 'i5', memory: '16GB', storage: '512GB', graphics: '集成', screen: '14' },
    serialNo,
    state,
    stateName: state,
    note: '',
    orderNo: null,
    rentalCount: 0,
    createdAt: '2026-11-01 10:00:00',
    updatedAt: '2026-11-01 10:00:00',
  };
}

const PENDING = summary('SR20261110090000000001', 0);
const IN_HAND = summary('SR20261110090000000002', 1);
const RETURN_IN_HAND = summary('SR20261110090000000003', 1, 'return');

let notices: RecordingNotifier;
let deviceQueries: unknown[];
let listBodies: unknown[];
beforeEach(() => {
  notices = recordNotices();
  deviceQueries = [];
  listBodies = [];
  server.use(
    dictHandler,
    http.post(apiUrl('api/sys/wService/list'), async ({ request }) => {
      listBodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [PENDING, IN_HAND, RETURN_IN_HAND], total: 3 });
    }),
    http.get(apiUrl('api/sys/wService/detail/:serviceNo'), ({ params }) => {
      const row = [PENDING, IN_HAND, RETURN_IN_HAND].find((candidate) => candidate.serviceNo === params.serviceNo);
      return row ? ok(detail(row)) : envelope(404, '访问资源不存在');
    }),
    http.get(apiUrl('api/sys/order/detail/:orderNo'), () =>
      ok({
        orderNo: ORDER_NO,
        devices: [
          { serialNo: 'PF4B0001', goodsName: 'ThinkPad T14', skuName: 'i5 / 16G / 512G', shippedAt: '2026-11-02 10:00:00', releasedAt: null, releaseReason: null },
          {
            serialNo: 'PF4B0009',
            goodsName: 'ThinkPad T14',
            skuName: 'i5 / 16G / 512G',
            shippedAt: '2026-10-02 10:00:00',
            releasedAt: '2026-10-20 10:00:00',
            releaseReason: 'returned',
          },
        ],
      }),
    ),
    http.post(apiUrl('api/sys/device/list'), async ({ request }) => {
      const query = (await request.json()) as Record<string, unknown>;
      deviceQueries.push(query);
      const rows =
        query.keyword === 'PF4B0001'
          ? [{ ...stockDevice(5, 'PF4B0001', 'rented'), orderNo: ORDER_NO }]
          : query.state === 'inStock' && query.skuId === '21'
            ? [stockDevice(7, 'PF4B0007', 'inStock'), stockDevice(8, 'PF4B0008', 'inStock')]
            : [];
      return HttpResponse.json({ code: 200, msg: '查询成功', rows, total: rows.length });
    }),
  );
});
afterEach(() => notices.restore());

const drawer = () => screen.getByRole('dialog', { name: /^服务申请 · SR/ });

async function chooseOption(field: HTMLElement, option: string) {
  fireEvent.mouseDown(within(field).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

test('a click on 申请时间 or 状态 sorts on the server with the filters kept; 订单编号 does not sort', async () => {
  const { tabQuery } = renderConsolePage(<ServicePage />, { path: '/console/service', buttons: [], search: 'kind=repair' });
  const grid = await screen.findByRole('grid', { name: '服务申请' });
  await within(grid).findByRole('button', { name: `查看申请 ${PENDING.serviceNo}` });
  expect(listBodies[0]).toEqual({ page: 1, limit: 20, kind: 'repair' });
  fireEvent.click(within(grid).getByRole('columnheader', { name: '订单编号' }));
  fireEvent.click(within(grid).getByRole('columnheader', { name: '申请时间' }));
  await waitFor(() => expect(listBodies.at(-1)).toEqual({ page: 1, limit: 20, sort: 'createdAt', order: 'asc', kind: 'repair' }));
  fireEvent.click(within(grid).getByRole('columnheader', { name: /^状态/ }));
  await waitFor(() => expect(listBodies.at(-1)).toEqual({ page: 1, limit: 20, sort: 'status', order: 'asc', kind: 'repair' }));
  expect(tabQuery()).toEqual({ kind: 'repair', sort: 'status', order: 'asc' });
  expect(listBodies.some((body) => (body as { sort?: string }).sort === 'orderNo')).toBe(false);
});

test('the drawer offers what the status allows: 受理 and 驳回 while waiting; 换机, 完成 and 驳回 in hand; no 换机 for a return', async () => {
  const { tabQuery } = renderConsolePage(<ServicePage />, { path: '/console/service', buttons: ['service:handle'] });
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText(PENDING.serviceNo);
  fireEvent.click(await screen.findByRole('button', { name: `处理 ${PENDING.serviceNo}` }));
  expect(tabQuery()).toEqual({ serviceNo: PENDING.serviceNo });
  expect(await within(drawer()).findByText('屏幕右下角出现亮线')).toBeVisible();
  expect(
    within(drawer())
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => ['受理', '换机', '完成', '驳回/关闭'].includes(text ?? '')),
  ).toEqual(['受理', '驳回/关闭']);
  fireEvent.click(within(drawer()).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(tabQuery()).toEqual({}));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: `处理 ${IN_HAND.serviceNo}` }));
  await within(drawer()).findByText('屏幕右下角出现亮线');
  expect(
    within(drawer())
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => ['受理', '换机', '完成', '驳回/关闭'].includes(text ?? '')),
  ).toEqual(['换机', '完成', '驳回/关闭']);
  fireEvent.click(within(drawer()).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: `处理 ${RETURN_IN_HAND.serviceNo}` }));
  await within(drawer()).findByText('屏幕右下角出现亮线');
  expect(within(drawer()).queryByRole('button', { name: '换机' })).toBeNull();
});

test('without service:handle the drawer shows the request and no action or reply box', async () => {
  renderConsolePage(<ServicePage />, { path: '/console/service', buttons: [], search: `serviceNo=${PENDING.serviceNo}` });
  expect(await within(drawer()).findByText('屏幕右下角出现亮线')).toBeVisible();
  expect(within(drawer()).queryByRole('button', { name: '受理' })).toBeNull();
  expect(within(drawer()).queryByRole('textbox', { name: '回复客户' })).toBeNull();
});

test("驳回 needs the reason and sends it as the status change's remark", async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('api/sys/wService/status'), async ({ request }) => {
      bodies.push(await request.json());
      return ok(detail({ ...PENDING, status: 3, statusName: '已驳回' }));
    }),
  );
  renderConsolePage(<ServicePage />, { path: '/console/service', buttons: ['service:handle'], search: `serviceNo=${PENDING.serviceNo}` });
  fireEvent.click(await within(await screen.findByRole('dialog', { name: /^服务申请 · SR/ })).findByRole('button', { name: '驳回/关闭' }));
  const dialog = screen.getByRole('dialog', { name: '驳回并关闭申请' });
  fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  expect(within(dialog).getByText('请填写驳回原因')).toBeVisible();
  expect(bodies).toEqual([]);
  fireEvent.change(within(dialog).getByRole('textbox', { name: '驳回原因' }), { target: { value: '经检测为人为损坏' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  await waitFor(() => expect(bodies).toEqual([{ serviceNo: PENDING.serviceNo, status: 3, remark: '经检测为人为损坏' }]));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '驳回并关闭申请' })).toBeNull());
});

test('换机 takes back a unit the order has out and sends an in-stock unit of its SKU with the carrier and waybill; a refusal keeps the dialog filled', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('api/sys/wService/replace'), async ({ request }) => {
      bodies.push(await request.json());
      return bodies.length === 1 ? envelope(500, '序列号 PF4B0008 的设备当前状态为「租出」，只有在库的设备可以发货') : ok(detail(IN_HAND));
    }),
  );
  renderConsolePage(<ServicePage />, { path: '/console/service', buttons: ['service:handle'], search: `serviceNo=${IN_HAND.serviceNo}` });
  fireEvent.click(await within(await screen.findByRole('dialog', { name: /^服务申请 · SR/ })).findByRole('button', { name: '换机' }));
  const dialog = await screen.findByRole('dialog', { name: '换机' });

  // The unit the request names is preselected; the returned one is not offered.
  const oldField = within(dialog).getByText('换下的设备').closest('.MuiFormControl-root') as HTMLElement;
  await waitFor(() => expect(within(oldField).getByRole('combobox')).toHaveTextContent('PF4B0001'));
  fireEvent.mouseDown(within(oldField).getByRole('combobox'));
  expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['请选择', 'PF4B0001（ThinkPad T14 i5 / 16G / 512G）']);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

  const newField = within(dialog).getByText('换上的新设备').closest('.MuiFormControl-root') as HTMLElement;
  await waitFor(() => expect(deviceQueries).toContainEqual({ page: 1, limit: 100, skuId: '21', state: 'inStock', sort: 'createdAt', order: 'asc' }));
  await chooseOption(newField, 'PF4B0008');
  await chooseOption(within(dialog).getByText('快递公司').closest('.MuiFormControl-root') as HTMLElement, '顺丰速运');
  fireEvent.change(within(dialog).getByRole('textbox', { name: '运单号' }), { target: { value: 'sf1234567890' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '发出换机' }));

  await waitFor(() => expect(bodies).toEqual([{ serviceNo: IN_HAND.serviceNo, oldSerialNo: 'PF4B0001', newSerialNo: 'PF4B0008', carrier: '顺丰速运', waybillNo: 'SF1234567890' }]));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '序列号 PF4B0008 的设备当前状态为「租出」，只有在库的设备可以发货' }));
  expect(within(dialog).getByRole('textbox', { name: '运单号' })).toHaveValue('sf1234567890');

  await chooseOption(newField, 'PF4B0007');
  fireEvent.click(within(dialog).getByRole('button', { name: '发出换机' }));
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[1]).toEqual({ serviceNo: IN_HAND.serviceNo, oldSerialNo: 'PF4B0001', newSerialNo: 'PF4B0007', carrier: '顺丰速运', waybillNo: 'SF1234567890' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '换机' })).toBeNull());
  expect(notices.seen).toContainEqual({ type: 'success', message: '换机已发出：新设备 PF4B0007' });
});
