import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { DeviceList } from '@/components/devices/DeviceList';
import type { DeviceView } from '@/contract/devices';

const device = (serialNo: string, extra: Partial<DeviceView> = {}): DeviceView => ({
  deviceId: Number(serialNo.slice(-2)),
  serialNo,
  orderNo: 'ZL20261101100000123456',
  orderStatus: 4,
  state: 'inUse',
  stateName: '使用中',
  goodsName: 'ThinkPad T14 Gen 5 商务笔记本',
  skuName: 'Ultra 5 / 16GB / 512GB',
  image: '/goods/thinkpad-t14-gen5.svg',
  config: { cpu: 'Intel Core Ultra 5 125U', memory: '16GB DDR5', storage: '512GB SSD', graphics: 'Intel Graphics', screen: '14"' },
  termMonths: 12,
  carrier: '顺丰速运',
  waybillNo: 'SF1234567890123',
  shippedAt: '2026-11-01 10:00:00',
  rentStartDate: '2026-11-03',
  rentEndDate: '2027-11-03',
  daysLeft: 343,
  canReturn: true,
  canService: true,
  ...extra,
});

function serve(rows: DeviceView[]) {
  const asked: Array<{ filter?: string; keyword?: string }> = [];
  server.use(
    http.post(apiUrl('api/wDevice/list'), async ({ request }) => {
      const body = (await request.json()) as { filter?: string; keyword?: string };
      asked.push(body);
      const shown = rows.filter((row) =>
        body.filter === 'returning' ? row.state === 'returning' : body.filter === 'inUse' ? row.state === 'inUse' || row.state === 'shipped' : true,
      );
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: shown, total: shown.length });
    }),
    http.get(apiUrl('api/wDevice/stateCount'), () =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: { inUse: rows.filter((row) => row.state === 'inUse' || row.state === 'shipped').length, returning: rows.filter((row) => row.state === 'returning').length, ended: 0 },
      }),
    ),
  );
  return asked;
}

const renderList = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DeviceList />
    </SWRConfig>,
  );

test('a device in use shows its serial, configuration, order, dates, days left and the way to a replacement or repair', async () => {
  serve([
    device('SN2026110100000001'),
    device('SN2026110100000002', { state: 'shipped', stateName: '待签收', rentStartDate: null, rentEndDate: null, daysLeft: null, canReturn: false, canService: false }),
  ]);
  renderList();
  const row = await screen.findByRole('row', { name: '设备 SN2026110100000001' });
  expect(within(row).getByText('Ultra 5 / 16GB / 512GB')).toHaveAttribute('title', 'Intel Core Ultra 5 125U / 16GB DDR5 / 512GB SSD / Intel Graphics / 14"');
  expect(within(row).getByRole('link', { name: 'ZL20261101100000123456' })).toHaveAttribute('href', '/submitOrder?orderNo=ZL20261101100000123456');
  expect(within(row).getByText('2026-11-03 至 2027-11-03')).toBeInTheDocument();
  expect(within(row).getByText('租期 12 个月')).toBeInTheDocument();
  expect(within(row).getByText('343 天')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '设备 SN2026110100000001 换机或维修' })).toHaveAttribute(
    'href',
    '/returnAndReplaceAndRepair?orderNo=ZL20261101100000123456&serialNo=SN2026110100000001',
  );
  const shipped = screen.getByRole('row', { name: '设备 SN2026110100000002' });
  expect(within(shipped).getByText('签收后起租')).toBeInTheDocument();
  expect(within(shipped).queryByRole('button')).not.toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: '使用中 2' })).toBeInTheDocument();
});

test('a device past its return date says how many days it is over', async () => {
  serve([device('SN2026110100000003', { daysLeft: -3 })]);
  renderList();
  expect(await within(await screen.findByRole('row', { name: '设备 SN2026110100000003' })).findByText('已超期 3 天')).toBeInTheDocument();
});

test('a filter asks the server for its devices, and an empty one says what to do next', async () => {
  const asked = serve([device('SN2026110100000004')]);
  renderList();
  await screen.findByRole('row', { name: '设备 SN2026110100000004' });
  await userEvent.click(screen.getByRole('tab', { name: /^归还中/ }));
  await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, limit: 20, filter: 'returning' }));
  expect(await screen.findByText('暂无归还中的设备。需要归还时，可在使用中的设备上申请归还')).toBeInTheDocument();
});

test('without devices the page sends the customer to rent one', async () => {
  serve([]);
  renderList();
  expect(await screen.findByText('暂无使用中的设备。订单发货后，设备和序列号会显示在这里')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去挑选电脑' })).toHaveAttribute('href', '/list');
});
