/**
 * The back office's order desk before shipping: the list, the counts and one order as a merchant
 * sees them; approving or rejecting an order the risk check held, and the platform closing an
 * approved one — each only from its status, the payment back the way it came (balance, online
 * through the provider, a credit line freed), the history naming the staff member, an audit row.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { ConsoleOrderCounts, ConsoleOrderDetail, ConsoleOrderRow } from '@/contract/consoleOrders';
import type { AccountOverview } from '@/contract/money';
import { formatFen } from '@/contract/format';
import { auditLog, balanceLedger, bills, customerNotifications, onlineRefunds, rentalOrders, riskRecords, sandboxTrades } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { assertNothingChanged, businessSnapshot } from '../security/snapshot';
import { demoRenter } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { approvedOrder, desk, consoleDetail, consoleRenter, heldOrder, placeFor, skuOfShop, type DeskRenter } from '../testing/orderDesk';
import { balanceOf } from '../testing/rentalScenarios';
import { stockOf } from '../testing/rentals';
import { logInAsAdmin, logInAsMerchant, logInAsOtherMerchant, type StaffLogin } from '../testing/staff';

let server: TestServer;
let merchant: StaffLogin;
let admin: StaffLogin;
let shopId: number;

before(async () => {
  server = await startTestServer();
  merchant = await logInAsMerchant(server);
  admin = await logInAsAdmin(server);
  assert.ok(merchant.storeId);
  shopId = merchant.storeId;
});
after(() => server.close());

const MERCHANT_NAME = `${DEMO_ACCOUNTS.merchant.nickName}（商家）`;
const ADMIN_NAME = `${DEMO_ACCOUNTS.admin.nickName}（平台）`;

async function orderRowOf(orderNo: string) {
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  assert.ok(row);
  return row;
}

async function auditOf(orderNo: string) {
  return server.db.select().from(auditLog).where(eq(auditLog.targetId, orderNo)).orderBy(desc(auditLog.id));
}

async function latestNotice(customerId: number) {
  const [row] = await server.db.select().from(customerNotifications).where(eq(customerNotifications.customerId, customerId)).orderBy(desc(customerNotifications.id)).limit(1);
  return row;
}

test('a merchant approves an order the risk check held: 待审核 → 待发货, the history names them, the risk record keeps the decision, an audit row, the customer told', async () => {
  const renter = await consoleRenter(server);
  const held = await heldOrder(server, renter, shopId);

  const before = await consoleDetail(server, merchant.token, held.orderNo);
  assert.equal(before.body.code, 200, before.body.msg);
  assert.deepEqual(
    before.body.data?.actions.map((action) => [action.action, action.enabled]),
    [
      ['approve', true],
      ['reject', true],
    ],
    "a merchant may approve or reject a held order; closing is the platform's",
  );
  assert.equal(before.body.data?.risk?.decision, 'review');
  assert.ok(before.body.data?.risk?.reasons.some((reason) => reason.includes('个人账户单笔租赁')));

  const approved = await desk(server, merchant.token, 'approve', { orderNo: held.orderNo, remark: '资料齐全，已电话核实' });
  assert.equal(approved.body.code, 200, approved.body.msg);
  assert.equal(approved.body.msg, '订单已审核通过');
  assert.equal(approved.body.data?.status, 2);
  const last = approved.body.data?.history.at(-1);
  assert.deepEqual(
    { from: last?.fromStatus, to: last?.toStatus, actor: last?.actor, name: last?.actorName, note: last?.note },
    { from: 1, to: 2, actor: 'sys', name: MERCHANT_NAME, note: '人工审核通过：资料齐全，已电话核实' },
  );
  assert.equal(approved.body.data?.history[0]?.actorName, '测试用户', 'the customer is named by their account');
  assert.deepEqual(
    { outcome: approved.body.data?.risk?.review?.outcome, by: approved.body.data?.risk?.review?.by, note: approved.body.data?.risk?.review?.note },
    { outcome: 'approved', by: MERCHANT_NAME, note: '资料齐全，已电话核实' },
  );
  const [audit] = await auditOf(held.orderNo);
  assert.deepEqual({ action: audit?.action, user: audit?.sysUserId, shop: audit?.storeId }, { action: 'order.approve', user: merchant.userId, shop: shopId });
  assert.equal((await latestNotice(renter.customerId))?.title, '订单审核通过');

  const again = await desk(server, merchant.token, 'approve', { orderNo: held.orderNo });
  assert.deepEqual(again.body, { code: 500, msg: '订单当前状态为「待发货」，不能执行该操作' });
});

test("each action only from its status: the lifecycle's message, and nothing changes", async () => {
  const renter = await consoleRenter(server);
  const approved = await approvedOrder(server, renter, shopId);
  const wrong = [
    ['approve', { orderNo: approved.orderNo }],
    ['reject', { orderNo: approved.orderNo, reason: '重复下单' }],
    ['receive', { orderNo: approved.orderNo, result: 'pass' }],
    ['complete', { orderNo: approved.orderNo }],
  ] as const;
  for (const [verb, body] of wrong) {
    const before = await businessSnapshot(server.db);
    const answer = await desk(server, admin.token, verb, body);
    assert.deepEqual(answer.body, { code: 500, msg: '订单当前状态为「待发货」，不能执行该操作' }, verb);
    assertNothingChanged(before, await businessSnapshot(server.db), verb);
  }
  const held = await heldOrder(server, await consoleRenter(server), shopId);
  const close = await desk(server, admin.token, 'close', { orderNo: held.orderNo, reason: '缺货' });
  assert.deepEqual(close.body, { code: 500, msg: '订单当前状态为「待审核」，不能执行该操作' });
});

test('an order paid but not yet risk-checked cannot be approved: the desk says so and waits for the check', async () => {
  const renter = await consoleRenter(server);
  const sku = await skuOfShop(server, shopId);
  const placed = await placeFor(server, renter, sku.skuId, 1);
  const detail = await consoleDetail(server, merchant.token, placed.orderNo);
  assert.deepEqual(
    detail.body.data?.actions.find((action) => action.action === 'approve'),
    {
      action: 'approve',
      name: '审核通过',
      permission: 'order:approve',
      enabled: false,
      reason: '该订单尚未完成风控检查，请稍后再审核',
    },
  );
  const before = await businessSnapshot(server.db);
  const answer = await desk(server, merchant.token, 'approve', { orderNo: placed.orderNo });
  assert.deepEqual(answer.body, { code: 500, msg: '该订单尚未完成风控检查，请稍后再审核' });
  assertNothingChanged(before, await businessSnapshot(server.db), 'approve');
});

test('rejecting a held order paid from the balance gives it back to the balance with a ledger row; the first bill refunded, the stock back', async () => {
  const renter = await consoleRenter(server);
  const start = await balanceOf(server, renter.customerId);
  const held = await heldOrder(server, renter, shopId);
  const stockHeld = await stockOf(server.db, held.sku.skuId);
  assert.equal(await balanceOf(server, renter.customerId), start - held.view.payable);

  const missing = await desk(server, merchant.token, 'reject', { orderNo: held.orderNo, reason: ' ' });
  assert.deepEqual(missing.body, { code: 500, msg: '请填写原因' });
  const rejected = await desk(server, merchant.token, 'reject', { orderNo: held.orderNo, reason: '收货地址与身份信息不符' });
  assert.equal(rejected.body.code, 200, rejected.body.msg);
  assert.equal(rejected.body.data?.status, 10);
  assert.equal(await balanceOf(server, renter.customerId), start);
  const order = await orderRowOf(held.orderNo);
  const [ledger] = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.orderId, order.id), eq(balanceLedger.kind, 'refund')));
  assert.deepEqual({ amount: ledger?.amount, after: ledger?.balanceAfter }, { amount: held.view.payable, after: start });
  const [first] = await server.db.select().from(bills).where(eq(bills.orderId, order.id));
  assert.equal(first?.status, 3);
  assert.equal(await stockOf(server.db, held.sku.skuId), stockHeld + 6);
  assert.deepEqual(
    rejected.body.data?.refunds.map((refund) => [refund.to, refund.what, refund.amount]),
    [['balance', '订单关闭：支付款退回', held.view.payable]],
  );
  const last = rejected.body.data?.history.at(-1);
  assert.deepEqual([last?.actorName, last?.note], [MERCHANT_NAME, '审核未通过：收货地址与身份信息不符，已支付款项原路退回']);
  const [risk] = await server.db.select().from(riskRecords).where(eq(riskRecords.orderId, order.id));
  assert.deepEqual([risk?.reviewOutcome, risk?.reviewedBy, risk?.reviewNote], ['rejected', merchant.userId, '收货地址与身份信息不符']);
  const [audit] = await auditOf(held.orderNo);
  assert.equal(audit?.action, 'order.reject');
  assert.match(audit?.summary ?? '', new RegExp(`退回余额 ${formatFen(held.view.payable).replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}`));
});

test('rejecting a held order paid online refunds it through the provider, never into the balance', async () => {
  const renter = await consoleRenter(server);
  const start = await balanceOf(server, renter.customerId);
  const held = await heldOrder(server, renter, shopId, 'online');
  assert.ok(held.tradeNo);
  const rejected = await desk(server, merchant.token, 'reject', { orderNo: held.orderNo, reason: '无法核实承租人身份' });
  assert.equal(rejected.body.code, 200, rejected.body.msg);
  assert.equal(await balanceOf(server, renter.customerId), start, 'online money never becomes balance');
  const [refund] = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.tradeNo, held.tradeNo));
  assert.deepEqual([refund?.reason, refund?.amount, refund?.status], ['order_closed', held.view.payable, 'succeeded'], 'sent to the provider after the commit');
  const [trade] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, held.tradeNo));
  assert.deepEqual([trade?.status, trade?.refundedAmount], ['refunded', held.view.payable]);
  const order = await orderRowOf(held.orderNo);
  assert.equal((await server.db.select().from(balanceLedger).where(eq(balanceLedger.orderId, order.id))).length, 0);
  assert.equal(rejected.body.data?.refunds[0]?.to, 'online');
});

test("only the platform closes an approved order: a merchant gets 403 and nothing changes; the close frees a company's credit line and returns its money", async () => {
  const company = { ...(await demoRenter(server, { phone: DEMO_ACCOUNTS.company.phone, password: DEMO_ACCOUNTS.company.password })), peer: '198.51.100.250' } satisfies DeskRenter;
  const start = await balanceOf(server, company.customerId);
  const approved = await approvedOrder(server, company, shopId);
  assert.ok(approved.view.depositWaived > 0, 'the credit line covers the deposit');
  const credit = async () => (await server.get<AccountOverview>('/api/wUser/account', { token: company.token })).body.data?.credit?.used;
  assert.equal(await credit(), approved.view.depositWaived);

  const before = await businessSnapshot(server.db);
  const refused = await desk(server, merchant.token, 'close', { orderNo: approved.orderNo, reason: '缺货' });
  assert.deepEqual(refused.body, { code: 403, msg: '当前操作没有权限' });
  assertNothingChanged(before, await businessSnapshot(server.db), 'a merchant closing');
  const merchantView = await consoleDetail(server, merchant.token, approved.orderNo);
  assert.deepEqual(
    merchantView.body.data?.actions.map((action) => action.action),
    ['ship'],
  );
  const adminView = await consoleDetail(server, admin.token, approved.orderNo);
  assert.deepEqual(
    adminView.body.data?.actions.map((action) => action.action),
    ['ship', 'close'],
  );

  const closed = await desk(server, admin.token, 'close', { orderNo: approved.orderNo, reason: '该配置暂时缺货' });
  assert.equal(closed.body.code, 200, closed.body.msg);
  assert.equal(closed.body.data?.status, 10);
  assert.equal(await credit(), 0, 'a closed order holds no credit');
  assert.equal(await balanceOf(server, company.customerId), start);
  const last = closed.body.data?.history.at(-1);
  assert.deepEqual([last?.actorName, last?.note], [ADMIN_NAME, '订单关闭：该配置暂时缺货，已支付款项原路退回']);
  const [audit] = await auditOf(approved.orderNo);
  assert.deepEqual([audit?.action, audit?.sysUserId, audit?.role], ['order.close', admin.userId, 'admin']);
});

test("the list shows the caller's shop: filtered by status, keyword (the customer's phone) and day, sorted, with the counts per status", async () => {
  const renter = await consoleRenter(server);
  const held = await heldOrder(server, renter, shopId);
  const other = await logInAsOtherMerchant(server);
  assert.ok(other.storeId);
  const otherRenter = await consoleRenter(server);
  const theirs = await heldOrder(server, otherRenter, other.storeId);

  const list = (token: string, body: Record<string, unknown>) => server.post<never>('/api/sys/order/list', body, { token });
  const mine = await list(merchant.token, { keyword: renter.phone });
  assert.equal(mine.body.code, 200, mine.body.msg);
  const rows = mine.body.rows as ConsoleOrderRow[];
  assert.deepEqual(
    rows.map((row) => row.orderNo),
    [held.orderNo],
  );
  const row = rows[0];
  assert.ok(row);
  assert.deepEqual(
    { status: row.statusName, kind: row.customer.accountTypeName, phone: row.customer.phoneMasked, quantity: row.quantity, paid: row.paidMethodName, store: row.storeId },
    { status: '待审核', kind: '个人账户', phone: `${renter.phone.slice(0, 3)}****${renter.phone.slice(7)}`, quantity: 6, paid: '余额支付', store: shopId },
  );
  assert.deepEqual(row.flags, { renewals: 0, boughtOut: false, overdueBills: 0, returnToInspect: false });

  const notMine = await list(merchant.token, { keyword: otherRenter.phone });
  assert.equal(notMine.body.total, 0, "another shop's order is not listed");
  const named = await list(merchant.token, { storeId: other.storeId });
  assert.equal(named.body.total, 0, 'naming another shop lists nothing');
  const platform = await list(admin.token, { keyword: theirs.orderNo, storeId: other.storeId });
  assert.equal(platform.body.total, 1, 'an admin reaches every shop');

  const pending = await list(merchant.token, { status: 1, sort: 'payable', order: 'asc', limit: 100 });
  const payables = (pending.body.rows as ConsoleOrderRow[]).map((order) => order.payable);
  assert.deepEqual(
    payables,
    [...payables].sort((a, b) => a - b),
  );
  assert.ok((pending.body.rows as ConsoleOrderRow[]).every((order) => order.status === 1 && order.storeId === shopId));
  const future = await list(merchant.token, { createdFrom: '2099-01-01' });
  assert.equal(future.body.total, 0);
  const backwards = await list(merchant.token, { createdFrom: '2026-03-02', createdTo: '2026-03-01' });
  assert.deepEqual(backwards.body, { code: 500, msg: '下单开始日期不能晚于结束日期' });

  const counts = await server.get<ConsoleOrderCounts>('/api/sys/order/statusCount', { token: merchant.token });
  const all = await list(merchant.token, { limit: 1 });
  assert.equal(counts.body.data?.total, all.body.total);
  assert.equal(counts.body.data?.byStatus[1], pending.body.total);
  const searched = await server.get<ConsoleOrderCounts>(`/api/sys/order/statusCount?keyword=${renter.phone}`, { token: merchant.token });
  assert.deepEqual([searched.body.data?.total, searched.body.data?.byStatus[1]], [1, 1]);
});

test("one order shows the merchant what they need: items, customer, address, payments, bills, history; another shop's merchant gets 404", async () => {
  const renter = await consoleRenter(server);
  const held = await heldOrder(server, renter, shopId);
  const detail = await consoleDetail(server, merchant.token, held.orderNo);
  const data: ConsoleOrderDetail | undefined = detail.body.data;
  assert.ok(data, detail.body.msg);
  assert.deepEqual(
    {
      items: data.items.length,
      quantity: data.quantity,
      customer: data.customer.phone,
      verified: data.customer.verified,
      address: data.address.name,
      payments: data.payments.map((payment) => [payment.method, payment.status, payment.amount]),
    },
    { items: 1, quantity: 6, customer: renter.phone, verified: true, address: '吴磊', payments: [['balance', 'succeeded', held.view.payable]] },
  );
  assert.deepEqual(
    data.bills.map((bill) => [bill.kind, bill.period, bill.status]),
    [['rent', 1, 1]],
  );
  assert.deepEqual(
    data.history.map((event) => [event.fromStatus, event.toStatus, event.actor]),
    [
      [null, 0, 'customer'],
      [0, 1, 'customer'],
    ],
  );
  assert.equal(data.clientIp, renter.peer);
  const other = await logInAsOtherMerchant(server);
  assert.deepEqual((await consoleDetail(server, other.token, held.orderNo)).body, { code: 404, msg: '访问资源不存在' });
  assert.deepEqual((await consoleDetail(server, merchant.token, 'ZL00000000000000000000')).body, { code: 404, msg: '访问资源不存在' });
  assert.deepEqual((await consoleDetail(server, merchant.token, 'not-an-order')).body, { code: 404, msg: '访问资源不存在' });
});
