import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { ClaimedCoupon } from '@/contract/coupons';
import type { InvoiceableItem, InvoiceRequestDetail, InvoiceRequestSummary, SysInvoiceRequest, VatQualification } from '@/contract/invoices';
import { INVOICE_PERIODS_MAX } from '@/contract/rentalRules';
import { formatFen } from '@/contract/format';
import { auditLog, couponTemplates, customerNotifications, goods, invoiceRequestItems, invoiceRequests, rentalOrders } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { shanghaiDay } from '../domain/shared/calendar';
import { DAY_MS } from '../domain/shared/clock';
import { closePaidOrder } from '../domain/orders/closing';
import { businessSnapshot, changedTables } from '../security/snapshot';
import { startTestServer, type TestServer } from '../testing/harness';
import { addTitle, apply, customerIdOf, logIn, paidOrder, type Renter } from '../testing/invoices';
import { payBill, setBalance } from '../testing/rentalScenarios';
import { rentableSkus, type TestSku } from '../testing/rentals';
import { demoMerchantShopId } from '../testing/staff';

let server: TestServer;
let admin: string;
let merchant: string;
let merchantShopId: number;
/** Rentable SKUs of one shop that is not the demo merchant's, with a monthly rent above ¥100 and freight to pay. */
let skus: TestSku[];
let merchantSku: TestSku;
let otherShopSku: TestSku;

before(async () => {
  server = await startTestServer();
  admin = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  merchant = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  merchantShopId = await demoMerchantShopId(server);
  const all = await rentableSkus(server.db, 20);
  const paying = await server.db.select({ id: goods.id, tags: goods.tags }).from(goods);
  const freeShipping = new Set(paying.filter((row) => row.tags.includes('顺丰包邮')).map((row) => row.id));
  const candidates = all.filter((sku) => sku.monthlyRent > 10_000 && !freeShipping.has(sku.goodsId) && sku.storeId !== merchantShopId);
  const first = candidates[0];
  assert.ok(first);
  skus = candidates.filter((sku) => sku.storeId === first.storeId);
  const found = all.find((sku) => sku.storeId === merchantShopId);
  const other = candidates.find((sku) => sku.storeId !== first.storeId);
  assert.ok(skus.length >= 2 && found && other);
  merchantSku = found;
  otherShopSku = other;
});
after(() => server.close());

const sku = (index = 0) => {
  const chosen = skus[index];
  assert.ok(chosen);
  return chosen.skuId;
};

async function renter(): Promise<Renter & { phone: string }> {
  const account = await server.registerPersonal();
  return { token: account.token, phone: account.phone, customerId: await customerIdOf(server, account.globalId) };
}

async function invoiceable(who: Renter, query: Record<string, unknown> = {}) {
  const answer = await server.post<never>('/api/wInvoice/invoiceable', { limit: 50, ...query }, { token: who.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  return { rows: answer.body.rows as InvoiceableItem[], total: answer.body.total as number };
}

async function personTitle(who: Renter): Promise<number> {
  return (await addTitle(server, who.token, { kind: 'person', name: '王芳' })).id;
}

const rent = (sourceId: number) => ({ kind: 'rent' as const, sourceId });

/** Today on the server's clock in Shanghai: an invoice date every request made so far accepts. */
const today = () => shanghaiDay(server.clock.now());

/** The newest audit row's id: a test reads the rows its own calls wrote after it. */
async function auditMark(): Promise<number> {
  const [row] = await server.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.id ?? 0;
}

async function auditSince(mark: number, targetType: string) {
  const rows = await server.db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, mark), eq(auditLog.targetType, targetType)))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => [row.action, row.username, row.storeId, row.targetId, row.summary]);
}

test('the paid rent of approved orders is invoiceable: period 1 as paid after the coupon with its freight, later periods as billed, never the deposit', async () => {
  const me = await renter();
  const [template] = await server.db.select({ id: couponTemplates.id, amount: couponTemplates.amount }).from(couponTemplates).where(eq(couponTemplates.name, '新人专享券'));
  assert.ok(template);
  const coupon = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token: me.token });
  assert.ok(coupon.body.data, coupon.body.msg);
  const renting = await paidOrder(server, me, { skuId: sku(), status: 4, couponId: coupon.body.data.id });
  const { view } = renting;
  assert.ok(view.couponDiscount === template.amount && view.freight > 0 && view.deposit > 0, JSON.stringify(view));
  const [first, second, third] = renting.bills;
  assert.ok(first && second && third);
  assert.equal((await payBill(server, me.token, second.id)).body.code, 200);
  const inReview = await paidOrder(server, me, { skuId: sku(), status: 1 });

  const { rows, total } = await invoiceable(me);
  assert.equal(total, 2, 'paid bills of the renting order only: not the unpaid period 3, not the order still in review');
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  assert.deepEqual(byPeriod.get(1), {
    kind: 'rent',
    kindName: '租金',
    sourceId: first.id,
    orderNo: view.orderNo,
    storeId: view.storeId,
    storeName: view.storeName,
    label: '第 1/12 期租金',
    period: 1,
    periods: 12,
    amount: view.firstMonthRent - view.couponDiscount + view.freight,
    freight: view.freight,
    paidAt: byPeriod.get(1)?.paidAt,
  });
  assert.equal(byPeriod.get(2)?.amount, view.firstMonthRent);
  assert.equal(byPeriod.get(2)?.freight, 0);
  assert.equal(byPeriod.get(2)?.label, '第 2/12 期租金');
  const invoiced = rows.reduce((sum, row) => sum + row.amount, 0);
  assert.equal(invoiced, 2 * view.firstMonthRent - view.couponDiscount + view.freight, 'no deposit, no coupon');

  assert.equal((await invoiceable(me, { orderNo: view.orderNo })).total, 2);
  assert.equal((await invoiceable(me, { orderNo: inReview.view.orderNo })).total, 0);
  assert.equal((await invoiceable(me, { limit: 1, page: 2 })).rows.length, 1);
  assert.equal((await server.post('/api/wInvoice/invoiceable', { orderNo: 'x' }, { token: me.token })).body.msg, '订单编号不正确');
  assert.equal((await server.post('/api/wInvoice/invoiceable', {})).status, 401);
});

test('a request copies the title and email and covers the chosen amounts; an amount invoiced once cannot be requested again while the request is open or issued', async () => {
  const me = await renter();
  const { bills, view } = await paidOrder(server, me, { skuId: sku(), status: 4 });
  const [first, second] = bills;
  assert.ok(first && second);
  await payBill(server, me.token, second.id);
  const titleId = await personTitle(me);
  const key = randomUUID();

  const made = await apply(server, me.token, { type: 1, titleId, items: [rent(first.id), rent(second.id)], email: 'wangfang@example.com', idempotencyKey: key });
  assert.equal(made.body.code, 200, made.body.msg);
  assert.equal(made.body.msg, '发票申请已提交');
  const request = made.body.data;
  assert.ok(request);
  assert.match(request.requestNo, /^FP\d{20}$/);
  assert.equal(request.status, 0);
  assert.equal(request.statusName, '申请中');
  assert.equal(request.typeName, '增值税普通发票');
  assert.deepEqual(request.buyer, { kind: 'person', name: '王芳', taxNo: null, address: null, telephone: null, bankName: null, bankAccount: null });
  assert.equal(request.email, 'wangfang@example.com');
  assert.equal(request.amount, first.amount + view.freight + second.amount);
  assert.equal(request.itemCount, 2);
  assert.deepEqual(
    request.items.map((item) => item.label),
    ['第 1/12 期租金', '第 2/12 期租金'],
  );
  assert.equal(request.storeName, view.storeName);

  const detail = await server.get<InvoiceRequestDetail>(`/api/wInvoice/${request.requestNo}`, { token: me.token });
  assert.deepEqual(detail.body.data, request);
  const list = await server.post<never>('/api/wInvoice/list', { status: 0 }, { token: me.token });
  assert.deepEqual(
    (list.body.rows as InvoiceRequestSummary[]).map((row) => row.requestNo),
    [request.requestNo],
  );
  assert.equal((await invoiceable(me)).total, 0);

  const again = await apply(server, me.token, { type: 1, titleId, items: [rent(second.id)], idempotencyKey: key });
  assert.equal(again.body.data?.requestNo, request.requestNo, 'the same key answers the first request');

  const before = await businessSnapshot(server.db);
  const twice = await apply(server, me.token, { type: 1, titleId, items: [rent(second.id)] });
  assert.deepEqual(twice.body, { code: 500, msg: '所选款项已申请过发票，请刷新后重新选择' });
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const issued = await server.post<SysInvoiceRequest>(
    '/api/wInvoice/sys/issue',
    { requestNo: request.requestNo, invoiceNo: '26442000000012340001', invoiceDate: today() },
    { token: admin },
  );
  assert.equal(issued.body.code, 200, issued.body.msg);
  assert.equal(issued.body.data?.statusName, '已开具');
  assert.equal(issued.body.data?.invoiceNo, '26442000000012340001');
  assert.match(issued.body.data?.issuedAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const [note] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, me.customerId), eq(customerNotifications.title, '发票已开具')));
  assert.equal(issued.body.data?.invoiceDate, today());
  assert.match(note?.content ?? '', new RegExp(`发票号码 26442000000012340001，开票日期 ${today()}，已发送至 wangfang@example\\.com`));

  const afterIssue = await apply(server, me.token, { type: 1, titleId, items: [rent(first.id)] });
  assert.equal(afterIssue.body.msg, '所选款项已申请过发票，请刷新后重新选择');
  const reissue = await server.post('/api/wInvoice/sys/issue', { requestNo: request.requestNo, invoiceNo: '26442000000012340002', invoiceDate: today() }, { token: admin });
  assert.equal(reissue.body.msg, '该申请当前状态为「已开具」，不能执行该操作');
  const reject = await server.post('/api/wInvoice/sys/reject', { requestNo: request.requestNo, reason: '重复' }, { token: admin });
  assert.equal(reject.body.msg, '该申请当前状态为「已开具」，不能执行该操作');
});

test('rejection frees the amounts: they are listed again and may be requested anew', async () => {
  const me = await renter();
  const { bills } = await paidOrder(server, me, { skuId: sku(), status: 2 });
  const [first] = bills;
  assert.ok(first);
  const titleId = await personTitle(me);
  const made = await apply(server, me.token, { type: 1, titleId, items: [rent(first.id)] });
  const requestNo = made.body.data?.requestNo ?? '';
  assert.ok(requestNo, made.body.msg);

  assert.equal((await server.post('/api/wInvoice/sys/reject', { requestNo }, { token: admin })).body.msg, '请填写原因');
  const mark = await auditMark();
  const rejected = await server.post<SysInvoiceRequest>('/api/wInvoice/sys/reject', { requestNo, reason: '抬头与付款人不一致' }, { token: admin });
  assert.equal(rejected.body.code, 200, rejected.body.msg);
  assert.deepEqual(await auditSince(mark, 'invoice'), [
    [
      'invoice.reject',
      DEMO_ACCOUNTS.admin.username,
      null,
      requestNo,
      `驳回发票申请：${requestNo}（增值税普通发票，抬头 王芳，${formatFen(rejected.body.data?.amount ?? 0)}），原因：抬头与付款人不一致`,
    ],
  ]);
  assert.equal(rejected.body.data?.statusName, '已驳回');
  assert.equal(rejected.body.data?.rejectReason, '抬头与付款人不一致');
  const mine = await server.get<InvoiceRequestDetail>(`/api/wInvoice/${requestNo}`, { token: me.token });
  assert.equal(mine.body.data?.rejectReason, '抬头与付款人不一致');
  assert.equal(mine.body.data?.items.length, 1, 'the rejected request still shows what it covered');

  assert.deepEqual(
    (await invoiceable(me)).rows.map((row) => row.sourceId),
    [first.id],
  );
  const anew = await apply(server, me.token, { type: 1, titleId, items: [rent(first.id)] });
  assert.equal(anew.body.code, 200, anew.body.msg);
  assert.notEqual(anew.body.data?.requestNo, requestNo);
  const issueRejected = await server.post('/api/wInvoice/sys/issue', { requestNo, invoiceNo: '26442000000012340003', invoiceDate: today() }, { token: admin });
  assert.equal(issueRejected.body.msg, '该申请当前状态为「已驳回」，不能执行该操作');
});

test("a special VAT invoice needs the company's approved qualification, reviewed by the platform's admin and never by a merchant", async () => {
  const company = await logIn(server, DEMO_ACCOUNTS.company.phone, DEMO_ACCOUNTS.company.password);
  const { bills } = await paidOrder(server, company, { skuId: sku(), status: 2 });
  const [first] = bills;
  assert.ok(first);
  const items = [rent(first.id)];
  const notApproved = '增值税专用发票资质尚未通过审核，请先在“开票信息”中提交资质';

  assert.equal((await apply(server, company.token, { type: 2, items })).body.msg, notApproved);
  assert.equal((await apply(server, company.token, { type: 2, titleId: 1, items })).body.msg, '增值税专用发票使用已审核通过的资质信息，无需选择抬头');

  const details = {
    taxNo: '91350100M000100Y43',
    address: '深圳市南山区科技园科苑路 15 号',
    telephone: '0755-86668888',
    bankName: '招商银行深圳科技园支行',
    bankAccount: '7559 1234 5610 001',
  };
  const wrongName = await server.post('/api/wInvoiceTitle/qualification', { name: '深圳市另一家公司', ...details }, { token: company.token });
  assert.equal(wrongName.body.msg, '企业发票抬头须与认证的企业名称「深圳市云启科技有限公司」一致');
  const submitted = await server.post<VatQualification>('/api/wInvoiceTitle/qualification', { name: DEMO_ACCOUNTS.company.companyName, ...details }, { token: company.token });
  assert.equal(submitted.body.code, 200, submitted.body.msg);
  const qualification = submitted.body.data;
  assert.ok(qualification);
  assert.equal(qualification.statusName, '审核中');
  assert.equal(qualification.bankAccount, '755912345610001', 'spaces typed in the account number are dropped');
  assert.equal((await apply(server, company.token, { type: 2, items })).body.msg, notApproved);

  const mark = await auditMark();
  const byMerchant = await server.post('/api/wInvoiceTitle/sys/review', { id: qualification.id, approved: true }, { token: merchant });
  assert.deepEqual(byMerchant.body, { code: 403, msg: '当前操作没有权限' });
  assert.equal((await server.get('/api/wInvoiceTitle/sys/qualifications', { token: merchant })).body.code, 403);
  assert.equal((await server.post('/api/wInvoiceTitle/sys/review', { id: qualification.id, approved: true }, { token: company.token })).body.code, 401);
  assert.equal((await server.post('/api/wInvoiceTitle/sys/review', { id: qualification.id, approved: false }, { token: admin })).body.msg, '请填写未通过的原因');

  const pending = await server.get<never>('/api/wInvoiceTitle/sys/qualifications?status=0', { token: admin });
  assert.ok((pending.body.rows as { id: number; companyName: string }[]).some((row) => row.id === qualification.id && row.companyName === DEMO_ACCOUNTS.company.companyName));
  const approved = await server.post<VatQualification>('/api/wInvoiceTitle/sys/review', { id: qualification.id, approved: true }, { token: admin });
  assert.equal(approved.body.data?.statusName, '已通过', approved.body.msg);
  assert.equal(
    (await server.post('/api/wInvoiceTitle/sys/review', { id: qualification.id, approved: false, reason: '再审' }, { token: admin })).body.msg,
    '该资质当前状态为「已通过」，不能重复审核',
  );

  const special = await apply(server, company.token, { type: 2, items });
  assert.equal(special.body.code, 200, special.body.msg);
  assert.equal(special.body.data?.typeName, '增值税专用发票');
  assert.deepEqual(special.body.data?.buyer, { kind: 'company', name: DEMO_ACCOUNTS.company.companyName, ...details, bankAccount: '755912345610001' });

  // Submitting again (a correction) sends it back to review: no new special invoice until approved again.
  const { bills: more } = await paidOrder(server, company, { skuId: sku(), status: 2 });
  await server.post('/api/wInvoiceTitle/qualification', { name: DEMO_ACCOUNTS.company.companyName, ...details, telephone: '0755-86669999' }, { token: company.token });
  assert.equal((await apply(server, company.token, { type: 2, items: [rent(more[0]?.id ?? 0)] })).body.msg, notApproved);
  const rejected = await server.post<VatQualification>(
    '/api/wInvoiceTitle/sys/review',
    { id: qualification.id, approved: false, reason: '开户银行与账号不一致' },
    { token: admin },
  );
  assert.equal(rejected.body.data?.statusName, '未通过');
  const info = await server.get<{ qualification: VatQualification }>('/api/wInvoiceTitle/info', { token: company.token });
  assert.equal(info.body.data?.qualification.reason, '开户银行与账号不一致');
  const [note] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, company.customerId), eq(customerNotifications.title, '增值税专用发票资质审核未通过')));
  assert.match(note?.content ?? '', /开户银行与账号不一致/);
  const named = `增值税专用发票资质 #${qualification.id}（${DEMO_ACCOUNTS.company.companyName}，税号 ${qualification.taxNo}）`;
  assert.deepEqual(await auditSince(mark, 'qualification'), [
    ['qualification.approve', DEMO_ACCOUNTS.admin.username, null, String(qualification.id), `资质审核通过：${named}`],
    ['qualification.reject', DEMO_ACCOUNTS.admin.username, null, String(qualification.id), `资质审核未通过：${named}，原因：开户银行与账号不一致`],
  ]);
});

test('only a verified company account may submit a qualification', async () => {
  const me = await renter();
  const personal = await server.post('/api/wInvoiceTitle/qualification', { name: '深圳市云启科技有限公司', taxNo: '91350100M000100Y43' }, { token: me.token });
  assert.equal(personal.body.msg, '仅企业账户可以申请增值税专用发票资质');
  const phone = server.newPhone();
  server.clock.advance(61_000);
  await server.sendCode(phone, 1);
  const registered = await server.post('/api/register/reg/zcInformation', {
    accountType: 'company',
    phone,
    code: await server.latestCode(phone),
    passWord: 'Secret123',
    cname: '杭州未认证科技有限公司',
    contactName: '赵敏',
  });
  assert.equal(typeof registered.body.token, 'string', registered.body.msg);
  const unverified = await server.post(
    '/api/wInvoiceTitle/qualification',
    { name: '杭州未认证科技有限公司', taxNo: '91350100M000100Y43' },
    { token: String(registered.body.token) },
  );
  assert.equal(unverified.body.msg, '请先完成企业认证，再申请增值税专用发票资质');
});

test('one request is one seller: amounts of two shops are refused together, two orders of one shop go together', async () => {
  const me = await renter();
  const titleId = await personTitle(me);
  const a = await paidOrder(server, me, { skuId: sku(0), status: 2 });
  const b = await paidOrder(server, me, { skuId: sku(1), status: 2 });
  const c = await paidOrder(server, me, { skuId: otherShopSku.skuId, status: 2 });
  const [aBill, bBill, cBill] = [a.bills[0], b.bills[0], c.bills[0]];
  assert.ok(aBill && bBill && cBill);

  const before = await businessSnapshot(server.db);
  const mixed = await apply(server, me.token, { type: 1, titleId, items: [rent(aBill.id), rent(cBill.id)] });
  assert.deepEqual(mixed.body, { code: 500, msg: '一次申请只能包含同一商家的款项，请分开申请' });
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const together = await apply(server, me.token, { type: 1, titleId, items: [rent(aBill.id), rent(bBill.id)] });
  assert.equal(together.body.code, 200, together.body.msg);
  assert.deepEqual(new Set(together.body.data?.items.map((item) => item.orderNo)), new Set([a.view.orderNo, b.view.orderNo]));

  const tooMany = await apply(server, me.token, { type: 1, titleId, items: Array.from({ length: INVOICE_PERIODS_MAX + 1 }, (_, i) => rent(i + 1)) });
  assert.equal(tooMany.body.msg, `一次最多申请 ${INVOICE_PERIODS_MAX} 期`);
  const duplicate = await apply(server, me.token, { type: 1, titleId, items: [rent(cBill.id), rent(cBill.id)] });
  assert.equal(duplicate.body.msg, '款项不能重复选择');
  assert.equal((await apply(server, me.token, { type: 1, items: [rent(cBill.id)] })).body.msg, '请选择发票抬头');
  assert.equal((await apply(server, me.token, { type: 1, titleId, items: [rent(cBill.id)], email: 'not-an-email' })).body.msg, '请输入正确的邮箱地址');
});

test("the seller issues: the shop's editor may, another shop's editor finds nothing, customers and strangers cannot; an invoice number names one invoice", async () => {
  const me = await renter();
  const titleId = await personTitle(me);
  const ours = await paidOrder(server, me, { skuId: merchantSku.skuId, status: 2 });
  const theirs = await paidOrder(server, me, { skuId: sku(), status: 2 });
  const mineRequest = await apply(server, me.token, { type: 1, titleId, items: [rent(ours.bills[0]?.id ?? 0)] });
  const otherRequest = await apply(server, me.token, { type: 1, titleId, items: [rent(theirs.bills[0]?.id ?? 0)] });
  const [ourNo, otherNo] = [mineRequest.body.data?.requestNo ?? '', otherRequest.body.data?.requestNo ?? ''];
  assert.ok(ourNo && otherNo);

  const listed = await server.get<never>('/api/wInvoice/sys/list?status=0&limit=50', { token: merchant });
  const numbers = (listed.body.rows as SysInvoiceRequest[]).map((row) => row.requestNo);
  assert.ok(numbers.includes(ourNo) && !numbers.includes(otherNo), "an editor lists their own shop's requests only");
  assert.ok(((await server.get<never>('/api/wInvoice/sys/list?limit=50', { token: admin })).body.rows as SysInvoiceRequest[]).some((row) => row.requestNo === otherNo));

  const before = await businessSnapshot(server.db);
  assert.equal((await server.post('/api/wInvoice/sys/issue', { requestNo: otherNo, invoiceNo: '26442000000012340010', invoiceDate: today() }, { token: merchant })).body.code, 404);
  assert.equal((await server.post('/api/wInvoice/sys/issue', { requestNo: ourNo, invoiceNo: '26442000000012340010', invoiceDate: today() }, { token: me.token })).body.code, 401);
  assert.equal((await server.post('/api/wInvoice/sys/issue', { requestNo: ourNo, invoiceNo: '26442000000012340010', invoiceDate: today() })).status, 401);
  assert.equal((await server.get('/api/wInvoice/sys/list', { token: me.token })).body.code, 401);
  assert.equal(
    (await server.post('/api/wInvoice/sys/issue', { requestNo: ourNo, invoiceNo: '12345', invoiceDate: today() }, { token: merchant })).body.msg,
    '发票号码应为 8 位或 20 位数字',
  );
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const mark = await auditMark();
  const issued = await server.post<SysInvoiceRequest>(
    '/api/wInvoice/sys/issue',
    { requestNo: ourNo, invoiceNo: '26442000000012340010', invoiceDate: today() },
    { token: merchant },
  );
  assert.equal(issued.body.code, 200, issued.body.msg);
  assert.equal(issued.body.data?.customerPhone, me.phone);
  assert.equal(issued.body.data?.statusName, '已开具');
  const amount = formatFen(issued.body.data?.amount ?? 0);
  assert.deepEqual(await auditSince(mark, 'invoice'), [
    [
      'invoice.issue',
      DEMO_ACCOUNTS.merchant.username,
      merchantShopId,
      ourNo,
      `开具发票：${ourNo}（增值税普通发票，抬头 王芳，${amount}），发票号码 26442000000012340010，开票日期 ${today()}`,
    ],
  ]);
  const reused = await server.post('/api/wInvoice/sys/issue', { requestNo: otherNo, invoiceNo: '26442000000012340010', invoiceDate: today() }, { token: admin });
  assert.equal(reused.body.msg, '该发票号码已用于其他发票申请，请核对');
});

test("the invoice date is a real YYYY-MM-DD, not after today nor before the request's day; the customer reads it back in the list and the details", async () => {
  const me = await renter();
  const titleId = await personTitle(me);
  const { bills } = await paidOrder(server, me, { skuId: sku(), status: 2 });
  const made = await apply(server, me.token, { type: 1, titleId, items: [rent(bills[0]?.id ?? 0)] });
  const requestNo = made.body.data?.requestNo ?? '';
  assert.ok(requestNo, made.body.msg);
  const requestDay = today();
  const daysFrom = (day: string, days: number) => shanghaiDay(new Date(new Date(`${day}T12:00:00+08:00`).getTime() + days * DAY_MS));
  const issue = (date: Record<string, unknown>) =>
    server.post<SysInvoiceRequest>('/api/wInvoice/sys/issue', { requestNo, invoiceNo: '26442000000012340030', ...date }, { token: admin });

  // Two days later the seller records an invoice dated the day after the request.
  server.clock.advance(2 * DAY_MS);
  admin = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  merchant = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  const before = await businessSnapshot(server.db);
  const refusals: [Record<string, unknown>, string][] = [
    [{}, '请填写开票日期'],
    [{ invoiceDate: '  ' }, '请填写开票日期'],
    [{ invoiceDate: '2026/03/03' }, '开票日期格式应为 YYYY-MM-DD'],
    [{ invoiceDate: '2026-3-3' }, '开票日期格式应为 YYYY-MM-DD'],
    [{ invoiceDate: '2026-02-30' }, '开票日期格式应为 YYYY-MM-DD'],
    [{ invoiceDate: daysFrom(today(), 1) }, '开票日期不能晚于今天'],
    [{ invoiceDate: daysFrom(requestDay, -1) }, '开票日期不能早于申请日期'],
  ];
  for (const [date, msg] of refusals) assert.deepEqual((await issue(date)).body, { code: 500, msg }, JSON.stringify(date));
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const invoiceDate = daysFrom(requestDay, 1);
  const issued = await issue({ invoiceDate });
  assert.equal(issued.body.code, 200, issued.body.msg);
  assert.deepEqual([issued.body.data?.invoiceDate, issued.body.data?.issuedAt?.slice(0, 10)], [invoiceDate, today()]);
  const listed = await server.post<never>('/api/wInvoice/list', { status: 1 }, { token: me.token });
  assert.deepEqual(
    (listed.body.rows as InvoiceRequestSummary[]).map((row) => [row.requestNo, row.invoiceNo, row.invoiceDate]),
    [[requestNo, '26442000000012340030', invoiceDate]],
  );
  assert.equal((await server.get<InvoiceRequestDetail>(`/api/wInvoice/${requestNo}`, { token: me.token })).body.data?.invoiceDate, invoiceDate);
  assert.deepEqual((await server.post<never>('/api/wInvoice/list', { status: 0 }, { token: me.token })).body.rows, [], 'nothing left 申请中');
});

test('a request whose paid rent was refunded before refunds withdrew requests (still 申请中) cannot be issued, only rejected', async () => {
  const me = await renter();
  const titleId = await personTitle(me);
  const { order, bills } = await paidOrder(server, me, { skuId: sku(), status: 2 });
  const made = await apply(server, me.token, { type: 1, titleId, items: [rent(bills[0]?.id ?? 0)] });
  const requestNo = made.body.data?.requestNo ?? '';
  assert.ok(requestNo, made.body.msg);
  await server.db.transaction((tx) => closePaidOrder(tx, order.id, { kind: 'sys', id: 1 }, '商家无法发货', server.clock.now()));
  // What a refund of before migration 0025 left behind: the bill 已退款, its request untouched.
  await server.db.update(invoiceRequests).set({ status: 0, moneyBackReason: null, moneyBackAt: null }).where(eq(invoiceRequests.requestNo, requestNo));

  const issue = await server.post('/api/wInvoice/sys/issue', { requestNo, invoiceNo: '26442000000012340020', invoiceDate: today() }, { token: admin });
  assert.equal(issue.body.msg, '该申请包含已退款的款项，不能开具，请驳回该申请');
  assert.equal((await server.post('/api/wInvoice/sys/reject', { requestNo, reason: '订单已关闭，款项已退回' }, { token: admin })).body.code, 200);
  assert.equal((await invoiceable(me)).total, 0, 'refunded rent is never invoiceable');
});

test("the invoice belongs to whoever paid: rent paid before an order moved to another customer stays the payer's to invoice", async () => {
  const payer = await renter();
  const newRenter = await renter();
  const { order, bills } = await paidOrder(server, payer, { skuId: sku(), status: 4 });
  await server.db.update(rentalOrders).set({ customerId: newRenter.customerId }).where(eq(rentalOrders.id, order.id));
  const second = bills[1];
  assert.ok(second);
  await setBalance(server, newRenter.customerId, second.amount);
  assert.equal((await payBill(server, newRenter.token, second.id)).body.code, 200);

  assert.deepEqual(
    (await invoiceable(payer)).rows.map((row) => row.period),
    [1],
  );
  assert.deepEqual(
    (await invoiceable(newRenter)).rows.map((row) => row.period),
    [2],
  );
  const titleId = await personTitle(newRenter);
  assert.equal((await apply(server, newRenter.token, { type: 1, titleId, items: [rent(bills[0]?.id ?? 0)] })).body.code, 404);
});

test('two requests racing for one paid amount: one claims it, the other is refused', async () => {
  const me = await renter();
  const titleId = await personTitle(me);
  const { bills } = await paidOrder(server, me, { skuId: sku(), status: 2 });
  const answers = await Promise.all(Array.from({ length: 5 }, () => apply(server, me.token, { type: 1, titleId, items: [rent(bills[0]?.id ?? 0)] })));
  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1, answers.map((answer) => answer.body.msg).join());
  const claims = await server.db
    .select()
    .from(invoiceRequestItems)
    .where(and(eq(invoiceRequestItems.sourceId, bills[0]?.id ?? 0), eq(invoiceRequestItems.claimed, true)));
  assert.equal(claims.length, 1);
  assert.equal(
    (
      await server.db
        .select()
        .from(invoiceRequestItems)
        .where(inArray(invoiceRequestItems.sourceId, [bills[0]?.id ?? 0]))
    ).length,
    1,
  );
});
