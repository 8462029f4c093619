/**
 * 发票申请: what 开票, 驳回 and 红冲 send, checked before sending, refusals kept in the dialog; 开票 and
 * 驳回 only for 申请中 with invoice:issue, 红冲 only for 待红冲 with invoice:redLetter.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { INVOICE_STATUS_NAMES, type SysInvoiceRequest } from '@/contract/invoices';
import { dictHandler, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { envelope, ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import InvoicesPage from '../InvoicesPage';

function request(requestNo: string, status: SysInvoiceRequest['status'], changes: Partial<SysInvoiceRequest> = {}): SysInvoiceRequest {
  return {
    requestNo,
    type: 1,
    typeName: '增值税普通发票',
    status,
    statusName: INVOICE_STATUS_NAMES[status],
    buyer: { kind: 'company', name: '深圳市云启科技有限公司', taxNo: '91440300MA5FXXXX1X', address: null, telephone: null, bankName: null, bankAccount: null },
    email: 'finance@yunqi.example',
    storeName: '云租优选旗舰店',
    amount: 47_800,
    itemCount: 2,
    invoiceNo: status === 1 ? '12345678' : null,
    invoiceDate: status === 1 ? '2026-11-12' : null,
    issuedAt: status === 1 ? '2026-11-12 10:00:00' : null,
    rejectReason: null,
    moneyBackReason: null,
    moneyBackAt: null,
    redLetterNo: null,
    redLetterDate: null,
    redLetteredAt: null,
    createdAt: '2026-11-11 10:00:00',
    items: [
      {
        kind: 'rent',
        kindName: '租金',
        sourceId: 1,
        orderNo: 'ZL20261101120000123456',
        storeId: 1,
        storeName: '云租优选旗舰店',
        label: '第 1/12 期租金',
        period: 1,
        periods: 12,
        amount: 23_900,
        freight: 0,
        paidAt: '2026-11-01 12:00:00',
      },
      {
        kind: 'rent',
        kindName: '租金',
        sourceId: 2,
        orderNo: 'ZL20261101120000123456',
        storeId: 1,
        storeName: '云租优选旗舰店',
        label: '第 2/12 期租金',
        period: 2,
        periods: 12,
        amount: 23_900,
        freight: 0,
        paidAt: '2026-12-01 12:00:00',
      },
    ],
    customerName: '深圳市云启科技有限公司',
    customerPhone: '13900139000',
    ...changes,
  };
}

const REQUESTED = request('FP20261111100000000001', 0);
const ISSUED = request('FP20261111100000000002', 1);
const AWAITING = request('FP20261111100000000003', 3, {
  invoiceNo: '26442000000012345670',
  invoiceDate: '2026-11-12',
  issuedAt: '2026-11-12 10:00:00',
  moneyBackReason: '订单提前归还，预付租金已退回',
  moneyBackAt: '2026-11-20 09:00:00',
});
const WITHDRAWN = request('FP20261111100000000004', 5, { moneyBackReason: '订单已关闭，支付款已退回', moneyBackAt: '2026-11-20 09:00:00' });

let notices: RecordingNotifier;
let listQueries: string[];
beforeEach(() => {
  notices = recordNotices();
  listQueries = [];
  server.use(
    dictHandler,
    http.get(apiUrl('api/wInvoice/sys/list'), ({ request: call }) => {
      listQueries.push(new URL(call.url).search);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [AWAITING, REQUESTED, ISSUED, WITHDRAWN], total: 4 });
    }),
  );
});
afterEach(() => notices.restore());

test("the list asks in the server's own order until a column is chosen; 开票 and 驳回 only on 申请中, only with invoice:issue", async () => {
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:issue'], search: 'status=0' });
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText(REQUESTED.requestNo);
  expect(await screen.findByRole('button', { name: `开票 ${REQUESTED.requestNo}` })).toBeVisible();
  expect(screen.queryByRole('button', { name: `开票 ${ISSUED.requestNo}` })).toBeNull();
  expect(listQueries[0]).toBe('?page=1&limit=10&status=0');
});

test('a click on 开票金额 sorts on the server, ascending then descending, keeping the filter; 发票抬头 does not sort', async () => {
  const { tabQuery } = renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: [], search: 'status=0' });
  const grid = await screen.findByRole('grid', { name: '发票申请' });
  await within(grid).findByText(REQUESTED.requestNo);
  fireEvent.click(within(grid).getByRole('columnheader', { name: '发票抬头' }));
  fireEvent.click(within(grid).getByRole('columnheader', { name: '开票金额' }));
  await waitFor(() => expect(listQueries.at(-1)).toBe('?page=1&limit=10&sort=amount&order=asc&status=0'));
  expect(tabQuery()).toEqual({ status: '0', sort: 'amount', order: 'asc' });
  fireEvent.click(within(grid).getByRole('columnheader', { name: /开票金额/ }));
  await waitFor(() => expect(listQueries.at(-1)).toBe('?page=1&limit=10&sort=amount&order=desc&status=0'));
  expect(listQueries.some((query) => query.includes('sort=buyer'))).toBe(false);
});

test('a merchant without invoice:issue sees the requests and no 开票 or 驳回', async () => {
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: [] });
  await screen.findAllByText(REQUESTED.requestNo);
  expect(await screen.findByRole('button', { name: `详情 ${REQUESTED.requestNo}` })).toBeVisible();
  expect(screen.queryByRole('button', { name: `开票 ${REQUESTED.requestNo}` })).toBeNull();
  expect(screen.queryByRole('button', { name: `驳回 ${REQUESTED.requestNo}` })).toBeNull();
});

/** Today in Shanghai, as the dialog's default date. */
const shanghaiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test('开票 checks the number, sends the request, the number and the date, and keeps the number when refused', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wInvoice/sys/issue'), async ({ request: call }) => {
      bodies.push(await call.json());
      return bodies.length === 1 ? envelope(500, '该发票号码已用于其他发票申请，请核对') : ok({ ...REQUESTED, status: 1 });
    }),
  );
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:issue'] });
  await screen.findAllByText(REQUESTED.requestNo);
  fireEvent.click(await screen.findByRole('button', { name: `开票 ${REQUESTED.requestNo}` }));
  const dialog = screen.getByRole('dialog', { name: '开具发票' });
  const number = within(dialog).getByRole('textbox', { name: '发票号码' });
  const date = within(dialog).getByLabelText(/开票日期/);
  expect(date).toHaveValue(shanghaiToday());
  expect(date).toHaveAttribute('max', shanghaiToday());
  fireEvent.change(date, { target: { value: '2026-11-12' } });
  fireEvent.change(number, { target: { value: '1234' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认开票' }));
  expect(within(dialog).getByText('发票号码应为 8 位或 20 位数字')).toBeVisible();
  expect(bodies).toEqual([]);

  fireEvent.change(number, { target: { value: ' 26442000000012345678 ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认开票' }));
  await waitFor(() => expect(bodies).toEqual([{ requestNo: REQUESTED.requestNo, invoiceNo: '26442000000012345678', invoiceDate: '2026-11-12' }]));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '该发票号码已用于其他发票申请，请核对' }));
  expect(number).toHaveValue(' 26442000000012345678 ');

  fireEvent.change(number, { target: { value: '26442000000012345679' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认开票' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '开具发票' })).toBeNull());
  expect(bodies[1]).toEqual({ requestNo: REQUESTED.requestNo, invoiceNo: '26442000000012345679', invoiceDate: '2026-11-12' });
  expect(notices.seen).toContainEqual({ type: 'success', message: '发票已开具：26442000000012345679' });
});

test('开票 refuses a missing date, one after today and one before the request, without sending', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wInvoice/sys/issue'), async ({ request: call }) => {
      bodies.push(await call.json());
      return ok({ ...REQUESTED, status: 1 });
    }),
  );
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:issue'] });
  await screen.findAllByText(REQUESTED.requestNo);
  fireEvent.click(await screen.findByRole('button', { name: `开票 ${REQUESTED.requestNo}` }));
  const dialog = screen.getByRole('dialog', { name: '开具发票' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: '发票号码' }), { target: { value: '26442000000012345678' } });
  const date = within(dialog).getByLabelText(/开票日期/);
  expect(date).toHaveAttribute('min', '2026-11-11');
  for (const [value, message] of [
    ['', '请填写开票日期'],
    ['2999-01-01', '开票日期不能晚于今天'],
    ['2026-11-10', '开票日期不能早于申请日期'],
  ]) {
    fireEvent.change(date, { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认开票' }));
    expect(within(dialog).getByText(message ?? '')).toBeVisible();
  }
  expect(bodies).toEqual([]);
  fireEvent.change(date, { target: { value: '2026-11-11' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认开票' }));
  await waitFor(() => expect(bodies).toEqual([{ requestNo: REQUESTED.requestNo, invoiceNo: '26442000000012345678', invoiceDate: '2026-11-11' }]));
});

test("详情 shows an issued request's number and date", async () => {
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: [] });
  await screen.findAllByText(ISSUED.requestNo);
  fireEvent.click(await screen.findByRole('button', { name: `详情 ${ISSUED.requestNo}` }));
  const drawer = screen.getByRole('dialog', { name: `发票申请 · ${ISSUED.requestNo}` });
  expect(within(drawer).getByText('2026-11-12')).toBeVisible();
  expect(within(drawer).getByText('12345678')).toBeVisible();
});

test('驳回 needs a reason and sends the request and the reason', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wInvoice/sys/reject'), async ({ request: call }) => {
      bodies.push(await call.json());
      return ok({ ...REQUESTED, status: 2 });
    }),
  );
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:issue'] });
  await screen.findAllByText(REQUESTED.requestNo);
  fireEvent.click(await screen.findByRole('button', { name: `驳回 ${REQUESTED.requestNo}` }));
  const dialog = screen.getByRole('dialog', { name: '驳回发票申请' });
  fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  expect(within(dialog).getByText('请填写驳回原因')).toBeVisible();
  fireEvent.change(within(dialog).getByRole('textbox', { name: '驳回原因' }), { target: { value: '  抬头与付款企业不一致  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
  await waitFor(() => expect(bodies).toEqual([{ requestNo: REQUESTED.requestNo, reason: '抬头与付款企业不一致' }]));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '驳回发票申请' })).toBeNull());
  expect(notices.seen).toContainEqual({ type: 'success', message: '发票申请已驳回' });
});

test('详情 lists what the request covers', async () => {
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: [] });
  await screen.findAllByText(REQUESTED.requestNo);
  fireEvent.click(await screen.findByRole('button', { name: `详情 ${REQUESTED.requestNo}` }));
  const items = within(screen.getByRole('dialog', { name: `发票申请 · ${REQUESTED.requestNo}` })).getByRole('table', { name: '开票款项' });
  expect(
    within(items)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    '订单编号款项金额支付时间',
    'ZL20261101120000123456第 1/12 期租金¥239.002026-11-01 12:00:00',
    'ZL20261101120000123456第 2/12 期租金¥239.002026-12-01 12:00:00',
    '合计¥478.00',
  ]);
});

test('红冲 shows on 待红冲 only, with invoice:redLetter only; the row says why the money went back', async () => {
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:issue', 'invoice:redLetter'] });
  await screen.findAllByText(AWAITING.requestNo);
  expect(await screen.findByRole('button', { name: `红冲 ${AWAITING.requestNo}` })).toBeVisible();
  expect(screen.queryByRole('button', { name: `红冲 ${REQUESTED.requestNo}` })).toBeNull();
  expect(screen.queryByRole('button', { name: `开票 ${AWAITING.requestNo}` })).toBeNull();
  const grid = screen.getByRole('grid', { name: '发票申请' });
  expect(within(grid).getByText('26442000000012345670 · 订单提前归还，预付租金已退回')).toBeVisible();
  expect(within(grid).getByText('原因：订单已关闭，支付款已退回')).toBeVisible();
});

test('a merchant with invoice:issue but without invoice:redLetter gets no 红冲', async () => {
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:issue'] });
  await screen.findAllByText(REQUESTED.requestNo);
  expect(await screen.findByRole('button', { name: `开票 ${REQUESTED.requestNo}` })).toBeVisible();
  expect(screen.queryByRole('button', { name: `红冲 ${AWAITING.requestNo}` })).toBeNull();
});

test('红冲 checks the number and the date (not after today, not before the original invoice) before sending, and keeps the number when refused', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wInvoice/sys/redLetter'), async ({ request: call }) => {
      bodies.push(await call.json());
      return bodies.length === 1 ? envelope(500, '该发票号码已用于其他发票，请核对红字发票号码') : ok({ ...AWAITING, status: 4 });
    }),
  );
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:redLetter'] });
  await screen.findAllByText(AWAITING.requestNo);
  fireEvent.click(await screen.findByRole('button', { name: `红冲 ${AWAITING.requestNo}` }));
  const dialog = screen.getByRole('dialog', { name: '登记红字发票' });
  expect(within(dialog).getByText(/订单提前归还，预付租金已退回/)).toBeVisible();
  const number = within(dialog).getByRole('textbox', { name: '红字发票号码' });
  const date = within(dialog).getByLabelText(/红字发票开票日期/);
  expect(date).toHaveValue(shanghaiToday());
  expect(date).toHaveAttribute('min', '2026-11-12');
  expect(date).toHaveAttribute('max', shanghaiToday());

  fireEvent.change(number, { target: { value: '1234' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认红冲' }));
  expect(within(dialog).getByText('红字发票号码应为 8 位或 20 位数字')).toBeVisible();
  fireEvent.change(number, { target: { value: '26442000000012345671' } });
  for (const [value, message] of [
    ['', '请填写红字发票开票日期'],
    ['2999-01-01', '红字发票开票日期不能晚于今天'],
    ['2026-11-11', '红字发票开票日期不能早于原发票开票日期'],
  ]) {
    fireEvent.change(date, { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认红冲' }));
    expect(within(dialog).getByText(message ?? '')).toBeVisible();
  }
  expect(bodies).toEqual([]);

  fireEvent.change(date, { target: { value: '2026-11-12' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认红冲' }));
  await waitFor(() => expect(bodies).toEqual([{ requestNo: AWAITING.requestNo, redLetterNo: '26442000000012345671', redLetterDate: '2026-11-12' }]));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '该发票号码已用于其他发票，请核对红字发票号码' }));
  expect(number).toHaveValue('26442000000012345671');

  fireEvent.change(number, { target: { value: '26442000000012345672' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认红冲' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '登记红字发票' })).toBeNull());
  expect(bodies[1]).toEqual({ requestNo: AWAITING.requestNo, redLetterNo: '26442000000012345672', redLetterDate: '2026-11-12' });
  expect(notices.seen).toContainEqual({ type: 'success', message: '红冲已登记：26442000000012345672' });
});

test('详情 of a withdrawn request says why it was withdrawn, and offers nothing to do', async () => {
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:issue', 'invoice:redLetter'] });
  await screen.findAllByText(WITHDRAWN.requestNo);
  fireEvent.click(await screen.findByRole('button', { name: `详情 ${WITHDRAWN.requestNo}` }));
  const withdrawn = screen.getByRole('dialog', { name: `发票申请 · ${WITHDRAWN.requestNo}` });
  expect(within(withdrawn).getByText('撤回原因')).toBeVisible();
  expect(within(withdrawn).getByText('订单已关闭，支付款已退回')).toBeVisible();
  expect(within(withdrawn).queryByRole('button', { name: '红冲' })).toBeNull();
  expect(within(withdrawn).queryByRole('button', { name: '开票' })).toBeNull();
});

test('详情 of a 待红冲 invoice says why and offers 红冲', async () => {
  renderConsolePage(<InvoicesPage />, { path: '/console/invoices', buttons: ['invoice:redLetter'] });
  await screen.findAllByText(AWAITING.requestNo);
  fireEvent.click(await screen.findByRole('button', { name: `详情 ${AWAITING.requestNo}` }));
  const awaiting = screen.getByRole('dialog', { name: `发票申请 · ${AWAITING.requestNo}` });
  expect(within(awaiting).getByText(/所含款项已退回（订单提前归还，预付租金已退回）/)).toBeVisible();
  fireEvent.click(within(awaiting).getByRole('button', { name: '红冲' }));
  expect(await screen.findByRole('dialog', { name: '登记红字发票' })).toBeVisible();
});
