import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { ServiceCenter } from '@/components/service/ServiceCenter';
import type { ServiceRequestDetail, ServiceRequestSummary } from '@/contract/serviceRequests';

// MUI selects, dialogs and uploads in jsdom take seconds when the two cores are busy.
jest.setTimeout(20_000);

const PENDING: ServiceRequestDetail = {
  serviceNo: 'SR20261122130000000001',
  orderNo: 'ZL20261122120000000001',
  kind: 'repair',
  kindName: '维修',
  reason: 'battery_charging',
  reasonName: '电池或充电故障',
  serialNo: null,
  status: 0,
  statusName: '待受理',
  storeName: '云租优选旗舰店',
  goodsName: 'ThinkPad T14',
  photoCount: 1,
  replyCount: 0,
  createdAt: '2026-11-22 13:00:00',
  updatedAt: '2026-11-22 13:00:00',
  description: '充满电只能用一个小时\n插电时偶尔提示未在充电',
  photos: [{ key: `${'cd'.repeat(16)}.jpg`, url: `/prod-api/api/file/${'cd'.repeat(16)}.jpg` }],
  timeline: [{ fromStatus: null, toStatus: 0, statusName: '待受理', actor: 'customer', actorName: '张伟', remark: '', at: '2026-11-22 13:00:00' }],
  thread: [],
  canCancel: true,
  canFollowUp: true,
};

const HANDLED: ServiceRequestDetail = {
  ...PENDING,
  serviceNo: 'SR20261120090000000002',
  kind: 'replacement',
  kindName: '换机',
  reason: 'hardware_fault',
  reasonName: '硬件故障无法使用',
  serialNo: 'PF3ABC12',
  status: 3,
  statusName: '已驳回',
  replyCount: 1,
  photos: [],
  timeline: [
    { fromStatus: null, toStatus: 0, statusName: '待受理', actor: 'customer', actorName: '张伟', remark: '', at: '2026-11-20 09:00:00' },
    { fromStatus: 0, toStatus: 3, statusName: '已驳回', actor: 'merchant', actorName: '云租优选店长', remark: '经检测为进水损坏', at: '2026-11-20 15:00:00' },
  ],
  thread: [{ id: 1, author: 'merchant', authorName: '云租优选店长', content: '您好，检测报告已上传。', at: '2026-11-20 14:00:00' }],
  canCancel: false,
  canFollowUp: false,
};

const summary = ({ description: _d, photos: _p, timeline: _t, thread: _th, canCancel: _c, canFollowUp: _f, ...rest }: ServiceRequestDetail): ServiceRequestSummary => rest;

function serve() {
  const listed: Array<Record<string, unknown>> = [];
  const cancelled: string[] = [];
  let requests = [PENDING, HANDLED];
  server.use(
    http.post(apiUrl('api/wService/list'), async ({ request }) => {
      const body = (await request.json()) as { status?: number };
      listed.push(body);
      const rows = requests.filter((row) => body.status === undefined || row.status === body.status).map(summary);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows, total: rows.length });
    }),
    http.get(apiUrl('api/wService/detail/:serviceNo'), ({ params }) =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: requests.find((row) => row.serviceNo === params.serviceNo) }),
    ),
    http.post(apiUrl('api/wService/cancel'), async ({ request }) => {
      const { serviceNo } = (await request.json()) as { serviceNo: string };
      cancelled.push(serviceNo);
      requests = requests.map((row) => (row.serviceNo === serviceNo ? { ...row, status: 4, statusName: '已撤销', canCancel: false, canFollowUp: false } : row));
      return HttpResponse.json({ code: 200, msg: '申请已撤销', data: requests.find((row) => row.serviceNo === serviceNo) });
    }),
  );
  return { listed, cancelled };
}

const renderCenter = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ServiceCenter prefill={{}} />
    </SWRConfig>,
  );

test('requests are listed with their kind, reason, status and whether after-sales has answered; a status tab asks for that status', async () => {
  const { listed } = serve();
  renderCenter();
  const pending = await screen.findByRole('listitem', { name: `维修申请 ${PENDING.serviceNo}` });
  expect(within(pending).getByText('待受理')).toBeInTheDocument();
  expect(within(pending).getByText('电池或充电故障')).toBeInTheDocument();
  expect(within(pending).getByText('ThinkPad T14 · 1 张照片')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: `换机申请 ${HANDLED.serviceNo}` })).getByText('售后已回复 1 条')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: '已驳回' }));
  await waitFor(() => expect(listed.at(-1)).toEqual({ page: 1, limit: 10, status: 3 }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: `维修申请 ${PENDING.serviceNo}` })).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
  expect(await screen.findByText('没有已完成的申请。')).toBeInTheDocument();
});

test("the details show the timeline with who acted, the rejection's reason and the merchant's reply, and a closed request takes no follow-up", async () => {
  serve();
  renderCenter();
  await userEvent.click(await screen.findByRole('button', { name: `查看申请 ${HANDLED.serviceNo} 的详情` }));
  const dialog = await screen.findByRole('dialog', { name: '售后申请详情' });
  expect(await within(dialog).findByText('申请被驳回')).toBeInTheDocument();
  expect(within(dialog).getByText('驳回原因：经检测为进水损坏')).toBeInTheDocument();
  expect(within(dialog).getByText(/商家客服（云租优选店长） · 2026-11-20 15:00:00/)).toBeInTheDocument();
  expect(within(dialog).getByRole('listitem', { name: '商家客服（云租优选店长）的留言' })).toHaveTextContent('您好，检测报告已上传。');
  expect(within(dialog).queryByRole('textbox', { name: '补充留言' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: '撤销申请' })).not.toBeInTheDocument();
});

test('a request waiting 待受理 shows its photo and can be withdrawn after confirming', async () => {
  const notices = recordNotices();
  const { cancelled } = serve();
  renderCenter();
  await userEvent.click(await screen.findByRole('button', { name: `查看申请 ${PENDING.serviceNo} 的详情` }));
  const dialog = await screen.findByRole('dialog', { name: '售后申请详情' });
  expect(await within(dialog).findByAltText('故障照片 1')).toHaveAttribute('src', PENDING.photos[0]?.url);
  expect(within(dialog).getByText(/充满电只能用一个小时/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '撤销申请' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain(PENDING.serviceNo);
  notices.answer(true);
  await waitFor(() => expect(cancelled).toEqual([PENDING.serviceNo]));
  expect(await within(dialog).findByText('您已撤销该申请。')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: '撤销申请' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(within(screen.getByRole('listitem', { name: `维修申请 ${PENDING.serviceNo}` })).getByText('已撤销')).toBeInTheDocument());
  notices.restore();
});
