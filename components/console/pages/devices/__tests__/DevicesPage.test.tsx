/** 设备管理: the import's problems listed in its dialog, the state dialog's allowed moves only, buttons by permission. */
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreDeviceRow } from '@/contract/storeDevices';
import { dictHandler, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { envelope, ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import DevicesPage from '../DevicesPage';

const ALL_BUTTONS = ['device:add', 'device:import', 'device:edit', 'device:export'];

function device(deviceId: number, serialNo: string, state: StoreDeviceRow['state'], extra: Partial<StoreDeviceRow> = {}): StoreDeviceRow {
  const names = { inStock: '在库', rented: '租出', repair: '维修中', sold: '已售出', scrapped: '报废' } as const;
  return {
    deviceId,
    storeId: 1,
    storeName: '云租优选旗舰店',
    goodsId: 11,
    goodsName: 'ThinkPad T14',
    skuId: 21,
    skuName: 'i5 / 16G / 512G',
    config: { cpu: 'i5-1340P', memory: '16GB', storage: '512GB SSD', graphics: '集成显卡', screen: '14 英寸' },
    serialNo,
    state,
    stateName: names[state],
    note: '',
    orderNo: state === 'rented' ? 'ZL20261101120000123456' : null,
    rentalCount: 0,
    createdAt: '2026-11-01 10:00:00',
    updatedAt: '2026-11-01 10:00:00',
    ...extra,
  };
}

const ROWS = [device(1, 'PF4A0001', 'inStock'), device(2, 'PF4A0002', 'rented'), device(3, 'PF4A0003', 'repair')];

let notices: RecordingNotifier;
let listBodies: unknown[];
beforeEach(() => {
  notices = recordNotices();
  listBodies = [];
  server.use(
    dictHandler,
    http.post(apiUrl('api/sys/device/list'), async ({ request }) => {
      listBodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: ROWS, total: ROWS.length });
    }),
    http.get(apiUrl('api/sys/device/stateCount'), () => ok({ inStock: 1, rented: 1, repair: 1, sold: 0, scrapped: 0, total: 3 })),
  );
});
afterEach(() => notices.restore());

const grid = () => screen.getByRole('grid', { name: '设备列表' });

test('the state tabs count each state and filter the list; a link by serial becomes the search', async () => {
  const { tabQuery } = renderConsolePage(<DevicesPage />, { path: '/console/devices', buttons: ALL_BUTTONS, search: 'serialNo=PF4A0002' });
  await waitFor(() => expect(tabQuery()).toEqual({ keyword: 'PF4A0002' }));
  expect(await screen.findByRole('tab', { name: '维修中 1' })).toBeVisible();
  fireEvent.click(screen.getByRole('tab', { name: '在库 1' }));
  expect(tabQuery()).toEqual({ keyword: 'PF4A0002', state: 'inStock' });
  await waitFor(() => expect(listBodies.at(-1)).toEqual({ page: 1, limit: 10, keyword: 'PF4A0002', state: 'inStock' }));
});

test('a merchant without the buttons sees no 新增设备, 导入, 导出 or 修改状态; 历史 stays', async () => {
  renderConsolePage(<DevicesPage />, { path: '/console/devices', buttons: [] });
  expect(await within(grid()).findByText('PF4A0001')).toBeVisible();
  expect(screen.getByRole('button', { name: '历史 PF4A0001' })).toBeVisible();
  expect(screen.queryByRole('button', { name: '新增设备' })).toBeNull();
  expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
  expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^修改状态/ })).toBeNull();
});

describe('修改状态', () => {
  test('only the moves allowed by hand are offered: none for a rented unit, 维修中 or 报废 from 在库, 在库 or 报废 from 维修中', async () => {
    renderConsolePage(<DevicesPage />, { path: '/console/devices', buttons: ALL_BUTTONS });
    expect(await within(grid()).findByText('PF4A0001')).toBeVisible();
    expect(screen.queryByRole('button', { name: '修改状态 PF4A0002' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '修改状态 PF4A0001' }));
    let dialog = screen.getByRole('dialog', { name: '修改设备状态' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['维修中', '报废']);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改设备状态' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '修改状态 PF4A0003' }));
    dialog = screen.getByRole('dialog', { name: '修改设备状态' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['在库', '报废']);
  });

  test('sends the device, the new state and the note; a refusal keeps the dialog and the note', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('api/sys/device/state'), async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1 ? envelope(500, '设备当前状态为「租出」，不能改为「维修中」') : ok(device(1, 'PF4A0001', 'repair'));
      }),
    );
    renderConsolePage(<DevicesPage />, { path: '/console/devices', buttons: ALL_BUTTONS });
    // The row's own text first: a wait repeats its query at every change of the loading grid, and a
    // role query on a console page costs a few hundred milliseconds; then the button, found at once.
    await screen.findAllByText('PF4A0001');
    fireEvent.click(await screen.findByRole('button', { name: '修改状态 PF4A0001' }));
    const dialog = screen.getByRole('dialog', { name: '修改设备状态' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '维修中' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '备注' }), { target: { value: '屏幕闪烁，送修' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(bodies).toEqual([{ deviceId: 1, state: 'repair', note: '屏幕闪烁，送修' }]));
    await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '设备当前状态为「租出」，不能改为「维修中」' }));
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('屏幕闪烁，送修');

    // Sent again at once with the same body, the duplicate-submit guard would stop it: the note is completed first.
    fireEvent.change(within(dialog).getByRole('textbox', { name: '备注' }), { target: { value: '屏幕闪烁，送修检测' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改设备状态' })).toBeNull());
    expect(bodies).toHaveLength(2);
    expect(notices.seen).toContainEqual({ type: 'success', message: '设备 PF4A0001 已改为「维修中」' });
  });

  test('报废 asks first; declining sends nothing', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('api/sys/device/state'), async ({ request }) => {
        bodies.push(await request.json());
        return ok(device(3, 'PF4A0003', 'scrapped'));
      }),
    );
    renderConsolePage(<DevicesPage />, { path: '/console/devices', buttons: ALL_BUTTONS });
    await screen.findAllByText('PF4A0003');
    fireEvent.click(await screen.findByRole('button', { name: '修改状态 PF4A0003' }));
    const dialog = screen.getByRole('dialog', { name: '修改设备状态' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '报废' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notices.confirms).toHaveLength(1));
    expect(notices.confirms[0]?.message).toContain('PF4A0003');
    notices.answer(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notices.confirms).toHaveLength(2));
    notices.answer(true);
    await waitFor(() => expect(bodies).toEqual([{ deviceId: 3, state: 'scrapped' }]));
  });
});

describe('导入', () => {
  // Node's File: the one the request's FormData (undici, as in jest-fixed-jsdom) sends as a file, as a browser's would.
  const workbook = (name = 'devices.xlsx') =>
    new NodeFile([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  test('a refused file lists every bad row in the dialog, keeps the file chosen, and imports nothing; the corrected file imports', async () => {
    const uploads: unknown[] = [];
    server.use(
      http.post(apiUrl('api/sys/device/import'), async ({ request }) => {
        uploads.push((await request.formData()).get('file'));
        if (uploads.length === 1) {
          return HttpResponse.json({
            code: 500,
            msg: '导入失败，共 2 处问题，请修改后重新导入（本次未导入任何设备）：第 3 行：序列号 PF4A0001 已存在；第 4 行：商品SKU编号 99 不存在或不属于本店',
            data: { problems: ['第 3 行：序列号 PF4A0001 已存在', '第 4 行：商品SKU编号 99 不存在或不属于本店'], problemCount: 2 },
          });
        }
        return HttpResponse.json({ code: 200, msg: '设备导入成功', data: { imported: 2 } });
      }),
    );
    renderConsolePage(<DevicesPage />, { path: '/console/devices', buttons: ALL_BUTTONS });
    fireEvent.click(await screen.findByRole('button', { name: '导入' }));
    const dialog = screen.getByRole('dialog', { name: '导入设备' });
    expect(within(dialog).getByRole('button', { name: '开始导入' })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('选择 Excel 文件'), { target: { files: [workbook()] } });
    expect(within(dialog).getByTestId('device-import-file')).toHaveTextContent('devices.xlsx');
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));

    const problems = await within(dialog).findByRole('list', { name: '导入问题' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['第 3 行：序列号 PF4A0001 已存在', '第 4 行：商品SKU编号 99 不存在或不属于本店']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('导入失败，共 2 处问题，请修改后重新导入（本次未导入任何设备）');
    // Shown in the dialog, not as a notice over it.
    expect(notices.seen.filter((notice) => notice.type !== 'info')).toEqual([]);
    expect(within(dialog).getByTestId('device-import-file')).toHaveTextContent('devices.xlsx');
    expect(uploads[0]).toMatchObject({ name: 'devices.xlsx', size: 4 });

    const listsBefore = listBodies.length;
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入设备' })).toBeNull());
    expect(notices.seen).toContainEqual({ type: 'success', message: '设备导入成功，共导入 2 台' });
    await waitFor(() => expect(listBodies.length).toBeGreaterThan(listsBefore));
  });

  test('a file that is not .xlsx is refused before anything is sent', async () => {
    let uploads = 0;
    server.use(
      http.post(apiUrl('api/sys/device/import'), () => {
        uploads += 1;
        return ok({ imported: 0 });
      }),
    );
    renderConsolePage(<DevicesPage />, { path: '/console/devices', buttons: ALL_BUTTONS });
    fireEvent.click(await screen.findByRole('button', { name: '导入' }));
    const dialog = screen.getByRole('dialog', { name: '导入设备' });
    fireEvent.change(within(dialog).getByLabelText('选择 Excel 文件'), { target: { files: [workbook('devices.csv')] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）');
    expect(within(dialog).getByRole('button', { name: '开始导入' })).toBeDisabled();
    expect(uploads).toBe(0);
  });
});
