/**
 * An invoice does not outlive its money: when rent it covers goes back (an early return of a bill
 * paid ahead, the platform closing an approved order), an issued invoice waits for the seller's
 * red-letter invoice (待红冲 → 已红冲) and a request not yet issued is withdrawn (已撤回); the rent
 * kept may then be invoiced anew, the rent refunded never. Arranged through the API as the
 * customer and the back office would; the assertions are about invoices, not where the money went.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { InvoiceableItem, InvoiceRequestDetail, InvoiceRequestSummary, SysInvoiceRequest } from '@/contract/invoices';
import { formatFen } from '@/contract/format';
import { auditLog, customerNotifications, invoiceRequests } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { shanghaiDay } from '../domain/shared/calendar';
import { DAY_MS } from '../domain/shared/clock';
import { businessSnapshot, changedTables } from '../security/snapshot';
import { startTestServer, type TestServer } from '../testing/harness';
import { addTitle, apply, customerIdOf, paidOrder, type Renter } from '../testing/invoices';
import { payBill } from '../testing/rentalScenarios';
import { rentableSkus, type TestSku } from '../testing/rentals';
import { demoMerchantShopId, logInAsOtherMerchant, takeButtonFromEditors } from '../testing/staff';

let server: TestServer;
let admin: string;
let merchant: string;
let merchantShopId: number;
/** A SKU of the demo merchant's shop and one of another shop. */
let merchantSku: TestSku;
let otherShopSku: TestSku;

before(async () => {
  server = await startTestServer();
  admin = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  merchant = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  merchantShopId = await demoMerchantShopId(server);
  const all = await rentableSkus(server.db, 20);
  const ours = all.find((sku) => sku.storeId === merchantShopId);
  const theirs = all.find((sku) => sku.storeId !== merchantShopId);
  assert.ok(ours && theirs);
  merchantSku = ours;
  otherShopSku = theirs;
});
after(() => server.close());

async function renter(): Promise<Renter> {
  const account = await server.registerPersonal();
  return { token: account.token, customerId: await customerIdOf(server, account.globalId) };
}

const rent = (sourceId: number) => ({ kind: 'rent' as const, sourceId });
const today = () => shanghaiDay(server.clock.now());
const dayBefore = (day: string) => shanghaiDay(new Date(new Date(`${day}T12:00:00+08:00`).getTime() - DAY_MS));

let numbers = 0;
/** A 20-digit 数电发票 number no other test of this file uses. */
const nextInvoiceNo = () => `2644200000${String(++numbers).padStart(10, '0')}`;

/**
 * A renting order of `sku` with period 2 paid ahead, and a request for periods 1 and 2, issued by
 * `issuer` (dated today) unless `issued` is false.
 */
async function invoicedRental(sku: TestSku, options: { issued: boolean; issuer?: string }) {
  const me = await renter();
  const titleId = (await addTitle(server, me.token, { kind: 'person', name: '王芳' })).id;
  const { view, bills } = await paidOrder(server, me, { skuId: sku.skuId, status: 4 });
  const [first, second] = bills;
  assert.ok(first && second);
  const paid = await payBill(server, me.token, second.id);
  assert.equal(paid.body.code, 200, paid.body.msg);
  const made = await apply(server, me.token, { type: 1, titleId, items: [rent(first.id), rent(second.id)] });
  const requestNo = made.body.data?.requestNo ?? '';
  assert.ok(requestNo, made.body.msg);
  const invoiceNo = nextInvoiceNo();
  if (options.issued) {
    const issued = await server.post('/api/wInvoice/sys/issue', { requestNo, invoiceNo, invoiceDate: today() }, { token: options.issuer ?? admin });
    assert.equal(issued.body.code, 200, issued.body.msg);
  }
  return { me, titleId, orderNo: view.orderNo, first, second, requestNo, invoiceNo };
}

/** The customer sends the devices back before the term ends: the bills not yet due are cancelled, period 2 paid ahead is refunded. */
async function returnEarly(me: Renter, orderNo: string) {
  const returned = await server.post('/api/wOrder/returnOrder', { orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123' }, { token: me.token });
  assert.equal(returned.body.code, 200, returned.body.msg);
}

async function mine(me: Renter, requestNo: string): Promise<InvoiceRequestDetail> {
  const answer = await server.get<InvoiceRequestDetail>(`/api/wInvoice/${requestNo}`, { token: me.token });
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data;
}

async function invoiceable(me: Renter): Promise<number[]> {
  const answer = await server.post<never>('/api/wInvoice/invoiceable', { limit: 50 }, { token: me.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  return (answer.body.rows as InvoiceableItem[]).map((row) => row.sourceId);
}

async function notices(me: Renter, title: string) {
  return server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, me.customerId), eq(customerNotifications.title, title)));
}

async function auditMark(): Promise<number> {
  const [row] = await server.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

async function invoiceAuditSince(mark: number) {
  const rows = await server.db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, mark), eq(auditLog.targetType, 'invoice')))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => [row.action, row.username, row.role, row.storeId, row.targetId, row.summary]);
}

function redLetter(requestNo: string, body: Record<string, unknown>, token = admin) {
  return server.post<SysInvoiceRequest>('/api/wInvoice/sys/redLetter', { requestNo, ...body }, { token });
}

test('an issued invoice whose prepaid rent goes back on an early return waits for its red-letter invoice, and the customer is told why', async () => {
  const { me, orderNo, second, requestNo, invoiceNo } = await invoicedRental(otherShopSku, { issued: true });
  const mark = await auditMark();
  await returnEarly(me, orderNo);

  const request = await mine(me, requestNo);
  assert.deepEqual([request.status, request.statusName, request.moneyBackReason], [3, '待红冲', '订单提前归还，预付租金已退回']);
  assert.match(request.moneyBackAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(request.invoiceNo, invoiceNo, 'the invoice stands until it is reversed');
  const [note] = await notices(me, '发票待红冲');
  assert.ok(note, 'a 消息 says the invoice is to be reversed');
  assert.match(note.content, new RegExp(`发票号码 ${invoiceNo}.*订单提前归还，预付租金已退回（订单 ${orderNo} 第 2/12 期租金，${formatFen(second.amount).replace('.', '\\.')}）`));
  const name = `${requestNo}（增值税普通发票，抬头 王芳，${formatFen(request.amount)}）`;
  assert.deepEqual(await invoiceAuditSince(mark), [
    [
      'invoice.awaitRedLetter',
      '系统',
      'system',
      null,
      requestNo,
      `款项退回，发票待红冲：${name}，发票号码 ${invoiceNo}，原因：订单提前归还，预付租金已退回（订单 ${orderNo} 第 2/12 期租金，${formatFen(second.amount)}）`,
    ],
  ]);
  assert.deepEqual(await invoiceable(me), [], 'the rent kept stays on the invoice until it is reversed');
  const listed = await server.post<never>('/api/wInvoice/list', { status: 3 }, { token: me.token });
  assert.deepEqual(
    (listed.body.rows as InvoiceRequestSummary[]).map((row) => row.requestNo),
    [requestNo],
  );
});

test('the platform closing an approved order puts the invoice of its first period in 待红冲', async () => {
  const me = await renter();
  const titleId = (await addTitle(server, me.token, { kind: 'person', name: '王芳' })).id;
  const { view, bills } = await paidOrder(server, me, { skuId: otherShopSku.skuId, status: 2 });
  const made = await apply(server, me.token, { type: 1, titleId, items: [rent(bills[0]?.id ?? 0)] });
  const requestNo = made.body.data?.requestNo ?? '';
  assert.ok(requestNo, made.body.msg);
  assert.equal((await server.post('/api/wInvoice/sys/issue', { requestNo, invoiceNo: nextInvoiceNo(), invoiceDate: today() }, { token: admin })).body.code, 200);

  const closed = await server.post('/api/sys/order/close', { orderNo: view.orderNo, reason: '商家无法发货' }, { token: admin });
  assert.equal(closed.body.code, 200, closed.body.msg);
  const request = await mine(me, requestNo);
  assert.deepEqual([request.statusName, request.moneyBackReason], ['待红冲', '订单已关闭，支付款已退回']);
  assert.equal((await notices(me, '发票待红冲')).length, 1);
});

test('a request not yet issued whose money went back is withdrawn with the reason; the rent kept may be requested again, the rent refunded never', async () => {
  const { me, titleId, orderNo, first, second, requestNo } = await invoicedRental(otherShopSku, { issued: false });
  const mark = await auditMark();
  await returnEarly(me, orderNo);

  const request = await mine(me, requestNo);
  assert.deepEqual([request.status, request.statusName, request.moneyBackReason, request.invoiceNo], [5, '已撤回', '订单提前归还，预付租金已退回', null]);
  assert.equal(request.items.length, 2, 'the withdrawn request still shows what it covered');
  const [note] = await notices(me, '发票申请已撤回');
  assert.match(note?.content ?? '', /已撤回：订单提前归还，预付租金已退回（.*第 2\/12 期租金.*）。申请中未退款的款项可重新申请开票。/);
  const name = `${requestNo}（增值税普通发票，抬头 王芳，${formatFen(request.amount)}）`;
  assert.deepEqual(await invoiceAuditSince(mark), [
    [
      'invoice.withdraw',
      '系统',
      'system',
      null,
      requestNo,
      `款项退回，撤回发票申请：${name}，原因：订单提前归还，预付租金已退回（订单 ${orderNo} 第 2/12 期租金，${formatFen(second.amount)}）`,
    ],
  ]);

  assert.deepEqual(await invoiceable(me), [first.id]);
  const issue = await server.post('/api/wInvoice/sys/issue', { requestNo, invoiceNo: nextInvoiceNo(), invoiceDate: today() }, { token: admin });
  assert.deepEqual(issue.body, { code: 500, msg: '该申请当前状态为「已撤回」，不能执行该操作' });
  assert.equal((await apply(server, me.token, { type: 1, titleId, items: [rent(second.id)] })).body.code, 404, 'refunded rent is never invoiced');
  const anew = await apply(server, me.token, { type: 1, titleId, items: [rent(first.id)] });
  assert.equal(anew.body.code, 200, anew.body.msg);
  const listed = await server.post<never>('/api/wInvoice/list', { status: 5 }, { token: me.token });
  assert.deepEqual(
    (listed.body.rows as InvoiceRequestSummary[]).map((row) => row.requestNo),
    [requestNo],
  );
});

test('the seller records the red-letter invoice (红冲完成): the rent kept becomes invoiceable again, the rent refunded does not', async () => {
  const { me, titleId, orderNo, first, second, requestNo, invoiceNo } = await invoicedRental(merchantSku, { issued: true, issuer: merchant });
  await returnEarly(me, orderNo);

  const before = await businessSnapshot(server.db);
  const redLetterNo = nextInvoiceNo();
  const refusals: [Record<string, unknown>, string][] = [
    [{ redLetterDate: today() }, '请输入红字发票号码'],
    [{ redLetterNo: '1234', redLetterDate: today() }, '红字发票号码应为 8 位或 20 位数字'],
    [{ redLetterNo }, '请填写红字发票开票日期'],
    [{ redLetterNo, redLetterDate: '2026-02-30' }, '开票日期格式应为 YYYY-MM-DD'],
    [{ redLetterNo, redLetterDate: dayBefore(today()) }, '红字发票开票日期不能早于原发票开票日期'],
    [{ redLetterNo, redLetterDate: shanghaiDay(new Date(server.clock.now().getTime() + DAY_MS)) }, '红字发票开票日期不能晚于今天'],
    [{ redLetterNo: invoiceNo, redLetterDate: today() }, '该发票号码已用于其他发票，请核对红字发票号码'],
  ];
  for (const [body, msg] of refusals) assert.deepEqual((await redLetter(requestNo, body, merchant)).body, { code: 500, msg }, JSON.stringify(body));
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const mark = await auditMark();
  const recorded = await redLetter(requestNo, { redLetterNo, redLetterDate: today() }, merchant);
  assert.equal(recorded.body.code, 200, recorded.body.msg);
  assert.equal(recorded.body.msg, '红冲已登记');
  assert.deepEqual(
    [recorded.body.data?.statusName, recorded.body.data?.redLetterNo, recorded.body.data?.redLetterDate, recorded.body.data?.invoiceNo],
    ['已红冲', redLetterNo, today(), invoiceNo],
  );
  assert.match(recorded.body.data?.redLetteredAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const name = `${requestNo}（增值税普通发票，抬头 王芳，${formatFen(recorded.body.data?.amount ?? 0)}）`;
  assert.deepEqual(await invoiceAuditSince(mark), [
    [
      'invoice.redLetter',
      DEMO_ACCOUNTS.merchant.username,
      'editor',
      merchantShopId,
      requestNo,
      `红冲发票：${name}，原发票号码 ${invoiceNo}，红字发票号码 ${redLetterNo}，开票日期 ${today()}`,
    ],
  ]);
  const [note] = await notices(me, '发票已红冲');
  assert.match(note?.content ?? '', new RegExp(`红字发票号码 ${redLetterNo}，开票日期 ${today()}.*其中未退款的款项可在“我的发票”中重新申请开票。`));
  const seen = await mine(me, requestNo);
  assert.deepEqual([seen.statusName, seen.redLetterNo, seen.redLetterDate, seen.moneyBackReason], ['已红冲', redLetterNo, today(), '订单提前归还，预付租金已退回']);

  assert.deepEqual(await invoiceable(me), [first.id], 'period 1 was kept; period 2 went back');
  assert.equal((await apply(server, me.token, { type: 1, titleId, items: [rent(second.id)] })).body.code, 404);
  const anew = await apply(server, me.token, { type: 1, titleId, items: [rent(first.id)] });
  assert.equal(anew.body.code, 200, anew.body.msg);
  assert.deepEqual((await redLetter(requestNo, { redLetterNo: nextInvoiceNo(), redLetterDate: today() }, merchant)).body, {
    code: 500,
    msg: '该申请当前状态为「已红冲」，不能执行该操作',
  });
});

test("another shop's merchant cannot record a red-letter invoice (404), a role without 红冲 gets 403, a customer 401, and an invoice still standing is no red-letter's", async () => {
  const { me, orderNo, requestNo } = await invoicedRental(merchantSku, { issued: true, issuer: merchant });
  const standing = await invoicedRental(merchantSku, { issued: true, issuer: merchant });
  await returnEarly(me, orderNo);
  const other = await logInAsOtherMerchant(server);
  const body = { redLetterNo: nextInvoiceNo(), redLetterDate: today() };

  const before = await businessSnapshot(server.db);
  assert.equal((await redLetter(requestNo, body, other.token)).body.code, 404);
  assert.equal((await redLetter('FP20260101000000000000', body, merchant)).body.code, 404);
  assert.equal((await redLetter(requestNo, body, me.token)).body.code, 401);
  const giveBack = await takeButtonFromEditors(server, 'invoice:redLetter');
  const withoutButton = await redLetter(requestNo, body, merchant).finally(giveBack);
  assert.deepEqual(withoutButton.body, { code: 403, msg: '当前操作没有权限' });
  const notDue = await redLetter(standing.requestNo, body, merchant);
  assert.deepEqual(notDue.body, { code: 500, msg: '该申请当前状态为「已开具」，不能执行该操作' });
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);
});

test('the console lists the invoices waiting for their red-letter invoice first, and filters by status', async () => {
  const { me, orderNo, requestNo } = await invoicedRental(merchantSku, { issued: true, issuer: merchant });
  await returnEarly(me, orderNo);
  // A request made after it: newer, yet listed below it.
  await invoicedRental(merchantSku, { issued: false });

  const listed = await server.get<never>('/api/wInvoice/sys/list?limit=100', { token: merchant });
  const statuses = (listed.body.rows as SysInvoiceRequest[]).map((row) => row.status);
  const firstOther = statuses.findIndex((status) => status !== 3);
  assert.ok(firstOther > 0 && statuses.slice(firstOther).every((status) => status !== 3), statuses.join());
  const waiting = await server.get<never>('/api/wInvoice/sys/list?status=3&limit=100', { token: merchant });
  const rows = waiting.body.rows as SysInvoiceRequest[];
  assert.ok(rows.every((row) => row.statusName === '待红冲') && rows.some((row) => row.requestNo === requestNo && row.moneyBackReason === '订单提前归还，预付租金已退回'));
  assert.equal((await server.get('/api/wInvoice/sys/list?status=6', { token: merchant })).body.msg, '发票状态不正确');
});

test('a merchant issuing an invoice at the moment its money goes back never leaves it 已开具: issued first it waits for its red-letter invoice, refunded first the issue is refused', async () => {
  const me = await renter();
  const titleId = (await addTitle(server, me.token, { kind: 'person', name: '王芳' })).id;
  for (let round = 0; round < 4; round += 1) {
    const { view, bills } = await paidOrder(server, me, { skuId: merchantSku.skuId, status: 2 });
    const made = await apply(server, me.token, { type: 1, titleId, items: [rent(bills[0]?.id ?? 0)] });
    const requestNo = made.body.data?.requestNo ?? '';
    assert.ok(requestNo, made.body.msg);

    const [issued, closed] = await Promise.all([
      server.post('/api/wInvoice/sys/issue', { requestNo, invoiceNo: nextInvoiceNo(), invoiceDate: today() }, { token: merchant }),
      server.post('/api/sys/order/close', { orderNo: view.orderNo, reason: '商家无法发货' }, { token: admin }),
    ]);
    assert.equal(closed.body.code, 200, closed.body.msg);
    const [row] = await server.db.select({ status: invoiceRequests.status }).from(invoiceRequests).where(eq(invoiceRequests.requestNo, requestNo));
    if (issued.body.code === 200) assert.equal(row?.status, 3, 'issued first: 待红冲');
    else {
      assert.deepEqual(issued.body, { code: 500, msg: '该申请当前状态为「已撤回」，不能执行该操作' });
      assert.equal(row?.status, 5, 'refunded first: 已撤回');
    }
  }
});
