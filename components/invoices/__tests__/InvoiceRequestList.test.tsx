/** /myInvoice's 开票记录 when money a request covered went back: 待红冲 and 已撤回 with the reason, 已红冲 with the red-letter invoice. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { InvoiceRequestList } from '@/components/invoices/InvoiceRequestList';
import { INVOICE_STATUS_NAMES, type InvoiceRequestDetail, type InvoiceStatus } from '@/contract/invoices';

jest.setTimeout(20_000);

const ORDER = 'ZL20261122120000000001';

function request(requestNo: string, status: InvoiceStatus, changes: Partial<InvoiceRequestDetail> = {}): InvoiceRequestDetail {
  return {
    requestNo,
    type: 1,
    typeName: '增值税普通发票',
    status,
    statusName: INVOICE_STATUS_NAMES[status],
    buyer: { kind: 'person', name: '王芳', taxNo: null, address: null, telephone: null, bankName: null, bankAccount: null },
    email: 'wangfang@example.com',
    storeName: '云租优选旗舰店',
    amount: 47_800,
    itemCount: 2,
    invoiceNo: null,
    invoiceDate: null,
    issuedAt: null,
    rejectReason: null,
    moneyBackReason: null,
    moneyBackAt: null,
    redLetterNo: null,
    redLetterDate: null,
    redLetteredAt: null,
    createdAt: '2026-11-22 12:00:00',
    items: [
      {
        kind: 'rent',
        kindName: '租金',
        sourceId: 1,
        orderNo: ORDER,
        storeId: 1,
        storeName: '云租优选旗舰店',
        label: '第 1/12 期租金',
        period: 1,
        periods: 12,
        amount: 23_900,
        freight: 0,
        paidAt: '2026-11-22 12:00:00',
      },
      {
        kind: 'rent',
        kindName: '租金',
        sourceId: 2,
        orderNo: ORDER,
        storeId: 1,
        storeName: '云租优选旗舰店',
        label: '第 2/12 期租金',
        period: 2,
        periods: 12,
        amount: 23_900,
        freight: 0,
        paidAt: '2026-11-23 12:00:00',
      },
    ],
    ...changes,
  };
}

const issued = { invoiceNo: '26442000000012340001', invoiceDate: '2026-11-23', issuedAt: '2026-11-23 10:00:00' };
const moneyBack = { moneyBackReason: '订单提前归还，预付租金已退回', moneyBackAt: '2026-11-25 09:30:00' };
const AWAITING = request('FP20261122120000000003', 3, { ...issued, ...moneyBack });
const RED_LETTERED = request('FP20261122120000000004', 4, {
  ...issued,
  ...moneyBack,
  redLetterNo: '26442000000012340009',
  redLetterDate: '2026-11-26',
  redLetteredAt: '2026-11-26 15:00:00',
});
const WITHDRAWN = request('FP20261122120000000005', 5, moneyBack);
const ALL = [AWAITING, RED_LETTERED, WITHDRAWN];

function serve() {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wInvoice/list'), async ({ request: call }) => {
      const body = (await call.json()) as { status?: number };
      asked.push(body);
      const rows = body.status === undefined ? ALL : ALL.filter((row) => row.status === body.status);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows, total: rows.length });
    }),
    http.get(apiUrl('api/wInvoice/:requestNo'), ({ params }) => HttpResponse.json({ code: 200, msg: '操作成功', data: ALL.find((row) => row.requestNo === params.requestNo) })),
  );
  return asked;
}

const renderList = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <InvoiceRequestList />
    </SWRConfig>,
  );

const rowOf = (requestNo: string) => screen.getByRole('row', { name: `发票申请 ${requestNo}` });

test('a customer sees why an invoice waits for its red-letter invoice, the red-letter invoice that reversed one, and why a request was withdrawn', async () => {
  serve();
  renderList();
  await screen.findByRole('row', { name: `发票申请 ${AWAITING.requestNo}` });
  expect(within(rowOf(AWAITING.requestNo)).getByText('待红冲')).toBeVisible();
  expect(within(rowOf(AWAITING.requestNo)).getByText('订单提前归还，预付租金已退回；原发票 26442000000012340001 待商家开具红字发票冲销')).toBeVisible();
  expect(within(rowOf(RED_LETTERED.requestNo)).getByText('已红冲')).toBeVisible();
  expect(within(rowOf(RED_LETTERED.requestNo)).getByText('红字发票号码 26442000000012340009 · 开票日期 2026-11-26')).toBeVisible();
  expect(within(rowOf(WITHDRAWN.requestNo)).getByText('已撤回')).toBeVisible();
  expect(within(rowOf(WITHDRAWN.requestNo)).getByText('撤回原因：订单提前归还，预付租金已退回')).toBeVisible();
});

test('the 待红冲 tab asks for that status only', async () => {
  const asked = serve();
  renderList();
  await userEvent.click(await screen.findByRole('tab', { name: '待红冲' }));
  await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, limit: 10, status: 3 }));
  await waitFor(() => expect(screen.queryByRole('row', { name: `发票申请 ${WITHDRAWN.requestNo}` })).toBeNull());
  expect(rowOf(AWAITING.requestNo)).toBeVisible();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '申请中', '已开具', '待红冲', '已红冲', '已驳回', '已撤回']);
});

test('the details of a red-lettered invoice show both numbers, the reason, and that the rent kept may be invoiced again', async () => {
  serve();
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: `查看发票申请 ${RED_LETTERED.requestNo} 的详情` }));
  const dialog = await screen.findByRole('dialog', { name: `发票申请 ${RED_LETTERED.requestNo}` });
  await within(dialog).findByText('26442000000012340009');
  expect(within(dialog).getByText('26442000000012340001')).toBeVisible();
  expect(within(dialog).getByText('红冲原因')).toBeVisible();
  expect(within(dialog).getByText('订单提前归还，预付租金已退回')).toBeVisible();
  expect(within(dialog).getByText(/未退款的款项已可重新申请开票/)).toBeVisible();
});
