/**
 * The back office's bills (list and export), the order export, and the workbench: each shows the
 * caller's shop (an admin: every shop), filtered on the server, money in fen on the wire and in
 * yuan as numbers in the sheets.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ConsoleBillRow } from '@/contract/consoleBills';
import type { Workbench } from '@/contract/workbench';
import { readXlsx } from '@/test/xlsx';
import { rentalOrders, stores } from '../db/schema';
import { DAY_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { consoleRenter, heldOrder, rentingOrder } from '../testing/orderDesk';
import { logInAsAdmin, logInAsMerchant, logInAsOtherMerchant, type StaffLogin } from '../testing/staff';

let server: TestServer;
let shopId: number;

before(async () => {
  server = await startTestServer();
  const merchant = await logInAsMerchant(server);
  assert.ok(merchant.storeId);
  shopId = merchant.storeId;
});
after(() => server.close());

async function exportForm(path: string, token: string, form: Record<string, string>, contentType = 'application/x-www-form-urlencoded;charset=utf-8') {
  return server.app.request(path, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-test-peer': '203.0.113.10', apiToken: token },
    body: new URLSearchParams(form).toString(),
  });
}

const workbenchOf = async (login: StaffLogin) => {
  const answer = await server.get<Workbench>('/api/sys/workbench', { token: login.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.ok(answer.body.data);
  return answer.body.data;
};

test("the workbench counts what waits in the merchant's shop and its money; an admin sees every shop and the platform's queues", async () => {
  let merchant = await logInAsMerchant(server);
  const before = await workbenchOf(merchant);
  assert.deepEqual([before.scope, before.storeId, before.storeName, before.platform], ['shop', shopId, '云租优选旗舰店', null]);

  const held = await heldOrder(server, await consoleRenter(server), shopId);
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, held.orderNo));
  assert.ok(row);
  const after = await workbenchOf(merchant);
  assert.deepEqual(after.orders.toReview, { count: before.orders.toReview.count + 1, url: '/console/orders?status=1' });
  assert.equal(after.money.depositsHeld, before.money.depositsHeld + row.deposit);
  assert.equal(after.money.rentReceived, before.money.rentReceived + row.monthlyRent - row.couponDiscount, 'the first month paid this month');

  const other = await workbenchOf(await logInAsOtherMerchant(server));
  assert.equal(other.orders.toReview.count, 0, "another shop's orders are not its work");

  const admin = await workbenchOf(await logInAsAdmin(server));
  assert.equal(admin.scope, 'platform');
  assert.ok(admin.platform);
  assert.ok(admin.orders.toReview.count >= after.orders.toReview.count);
  assert.equal(admin.platform.shopApplications.url, '/console/applications?status=pending');

  // A bill falls overdue a month later: the merchant's overdue queue counts it with its rent.
  const renting = await rentingOrder(server, await consoleRenter(server), shopId);
  server.clock.advance(32 * DAY_MS);
  merchant = await logInAsMerchant(server);
  const [running] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, renting.orderNo));
  assert.ok(running);
  const overdue = await workbenchOf(merchant);
  assert.ok(overdue.overdueBills.count >= 1);
  assert.ok(overdue.overdueBills.amount >= running.monthlyRent);
});

test("the bill list shows the shop's bills through the clock, filtered and sorted; another shop's merchant sees none of them", async () => {
  const merchant = await logInAsMerchant(server);
  const renting = await rentingOrder(server, await consoleRenter(server), shopId);
  const list = (token: string, body: Record<string, unknown>) => server.post<never>('/api/sys/bill/list', body, { token });
  const mine = await list(merchant.token, { orderNo: renting.orderNo, sort: 'dueDate', order: 'asc', limit: 20 });
  assert.equal(mine.body.code, 200, mine.body.msg);
  const rows = mine.body.rows as ConsoleBillRow[];
  assert.equal(mine.body.total, 12);
  assert.deepEqual(
    rows.slice(0, 2).map((bill) => [bill.period, bill.status, bill.storeId, bill.customerName]),
    [
      [1, 1, shopId, '测试用户'],
      [2, 0, shopId, '测试用户'],
    ],
  );
  const dues = rows.map((bill) => bill.dueDate);
  assert.deepEqual(dues, [...dues].sort());
  const [store] = await server.db.select({ name: stores.name }).from(stores).where(eq(stores.id, shopId));
  assert.equal(rows[0]?.storeName, store?.name);

  const other = await logInAsOtherMerchant(server);
  assert.equal((await list(other.token, { orderNo: renting.orderNo })).body.total, 0);
  assert.equal((await list(merchant.token, { storeId: other.storeId })).body.total, 0);
  const byAmount = await list(merchant.token, { sort: 'amount', order: 'desc', limit: 50 });
  const amounts = (byAmount.body.rows as ConsoleBillRow[]).map((bill) => bill.amount);
  assert.deepEqual(
    amounts,
    [...amounts].sort((a, b) => b - a),
  );
  const backwards = await list(merchant.token, { dueFrom: '2026-05-01', dueTo: '2026-04-01' });
  assert.deepEqual(backwards.body, { code: 500, msg: '到期开始日期不能晚于结束日期' });

  const response = await exportForm('/api/sys/bill/export', merchant.token, { orderNo: renting.orderNo, sort: 'dueDate', order: 'asc' });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const sheet = readXlsx(Buffer.from(await response.arrayBuffer()));
  assert.deepEqual(sheet[0], [
    '订单编号',
    '店铺',
    '客户',
    '手机号',
    '商品',
    '类型',
    '期数',
    '到期日',
    '金额（元）',
    '逾期天数',
    '逾期违约金（元）',
    '合计（元）',
    '状态',
    '支付时间',
  ]);
  assert.equal(sheet.length, 12 + 2, 'a header, one row per bill, a total');
  assert.deepEqual(sheet[2]?.slice(5, 9), ['租金', '2/12', rows[1]?.dueDate, (rows[1]?.amount ?? 0) / 100]);
  const json = await exportForm('/api/sys/bill/export', merchant.token, {}, 'application/json');
  assert.deepEqual(await json.json(), { code: 500, msg: '请求内容格式不正确' });
});

test('the order export writes the filtered orders of the shop to an .xlsx file; a malformed filter stays JSON', async () => {
  const merchant = await logInAsMerchant(server);
  const held = await heldOrder(server, await consoleRenter(server), shopId);
  const response = await exportForm('/api/sys/order/export', merchant.token, { keyword: held.orderNo, status: '1' });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-disposition') ?? '', /filename\*=UTF-8''%E8%AE%A2%E5%8D%95_\d{8}\.xlsx/);
  const sheet = readXlsx(Buffer.from(await response.arrayBuffer()));
  assert.deepEqual(sheet[0]?.slice(0, 4), ['订单编号', '状态', '客户', '账户类型']);
  assert.equal(sheet.length, 3);
  assert.deepEqual(sheet[1]?.slice(0, 2), [held.orderNo, '待审核']);
  assert.equal(sheet[1]?.[9], held.view.payable / 100);
  assert.equal(sheet[2]?.[0], '合计（1 单）');

  const other = await logInAsOtherMerchant(server);
  const theirs = readXlsx(Buffer.from(await (await exportForm('/api/sys/order/export', other.token, { keyword: held.orderNo })).arrayBuffer()));
  assert.equal(theirs.length, 2, 'only the header and an empty total');
  const bad = await exportForm('/api/sys/order/export', merchant.token, { status: '11' });
  assert.deepEqual(await bad.json(), { code: 500, msg: '订单状态不正确' });
  const unknown = await exportForm('/api/sys/order/export', merchant.token, { page: '1' });
  assert.deepEqual(await unknown.json(), { code: 500, msg: '不支持的字段：page' });
});
