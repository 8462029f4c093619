/**
 * The order desk after the return: the merchant receives and inspects the devices (a pass, or a
 * damage fee with a remark and photos), and completes the order once every bill is paid, the
 * deposit going back less the early-return fee and the damage fee, the way it was paid — to the
 * balance with a ledger row, through the provider, or nothing for a credit line (freed). Fees the
 * deposit does not cover become a bill the customer pays before the order can complete.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { BillView } from '@/contract/bills';
import type { InvoiceableItem } from '@/contract/invoices';
import type { AccountOverview } from '@/contract/money';
import { formatFen } from '@/contract/format';
import { auditLog, balanceLedger, bills, customerNotifications, onlineRefunds, orderInspections, rentalDevices, rentalOrders, sandboxTrades } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { assertNothingChanged, businessSnapshot } from '../security/snapshot';
import { demoRenter } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { desk, consoleDetail, consoleRenter, isClaimed, returningOrder, stagedInspectionPhotos, type DeskRenter } from '../testing/orderDesk';
import { balanceOf } from '../testing/rentalScenarios';
import { logInAsMerchant, type StaffLogin } from '../testing/staff';

let server: TestServer;
let merchant: StaffLogin;
let shopId: number;

before(async () => {
  server = await startTestServer();
  merchant = await logInAsMerchant(server);
  assert.ok(merchant.storeId);
  shopId = merchant.storeId;
});
after(() => server.close());

const MERCHANT_NAME = `${DEMO_ACCOUNTS.merchant.nickName}（商家）`;

async function orderRowOf(orderNo: string) {
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  assert.ok(row);
  return row;
}

async function notices(customerId: number, title: string) {
  return server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, customerId), eq(customerNotifications.title, title)))
    .orderBy(desc(customerNotifications.id));
}

async function depositLedger(orderId: number) {
  return server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.orderId, orderId), eq(balanceLedger.kind, 'deposit_refund')));
}

test('a pass: 归还中 → 已归还 with the serials released; completed, the whole deposit goes back to the balance with a ledger row and one 消息 saying so', async () => {
  const renter = await consoleRenter(server);
  const returned = await returningOrder(server, renter, shopId);
  merchant = await logInAsMerchant(server); // the clock moved past the back-office session
  assert.equal(returned.fee.earlyReturnFee, 0, 'a no-reason return');
  const order = await orderRowOf(returned.orderNo);
  assert.ok(order.deposit > 0);

  const received = await desk(server, merchant.token, 'receive', { orderNo: returned.orderNo, result: 'pass' });
  assert.equal(received.body.code, 200, received.body.msg);
  assert.equal(received.body.msg, '已签收验机');
  assert.equal(received.body.data?.status, 6);
  assert.deepEqual(
    {
      result: received.body.data?.inspection?.result,
      fee: received.body.data?.inspection?.damageFee,
      refund: received.body.data?.inspection?.depositRefund,
      by: received.body.data?.inspection?.inspectedBy,
    },
    { result: 'pass', fee: 0, refund: order.deposit, by: MERCHANT_NAME },
  );
  const devices = await server.db.select().from(rentalDevices).where(eq(rentalDevices.orderId, order.id));
  assert.ok(devices.length > 0 && devices.every((device) => device.releaseReason === 'returned'));
  assert.deepEqual(
    received.body.data?.actions.map((action) => [action.action, action.enabled]),
    [['complete', true]],
  );
  assert.deepEqual(received.body.data?.history.at(-1)?.note, '签收验机：检测通过');

  const start = await balanceOf(server, renter.customerId);
  const completed = await desk(server, merchant.token, 'complete', { orderNo: returned.orderNo });
  assert.equal(completed.body.code, 200, completed.body.msg);
  assert.equal(completed.body.data?.status, 7);
  assert.equal(await balanceOf(server, renter.customerId), start + order.deposit);
  const [ledger] = await depositLedger(order.id);
  assert.deepEqual([ledger?.amount, ledger?.balanceAfter], [order.deposit, start + order.deposit]);
  const settled = await notices(renter.customerId, '押金结算');
  assert.deepEqual(
    settled.map((notice) => notice.content),
    [`您的订单 ${returned.orderNo} 已完结，押金 ${formatFen(order.deposit)} 已退回您的账户余额。`],
  );
  assert.deepEqual(
    { to: completed.body.data?.inspection?.refundTo, by: completed.body.data?.inspection?.completedBy, name: completed.body.data?.history.at(-1)?.actorName },
    { to: 'balance', by: MERCHANT_NAME, name: MERCHANT_NAME },
  );
  assert.equal(completed.body.data?.history.at(-1)?.note, `订单完结：押金 ${formatFen(order.deposit)}，退还 ${formatFen(order.deposit)}（退回余额）`);
  const audits = await server.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, returned.orderNo)).orderBy(auditLog.id);
  assert.deepEqual(
    audits.map((row) => row.action),
    ['order.receive', 'order.complete'],
  );

  const again = await desk(server, merchant.token, 'complete', { orderNo: returned.orderNo });
  assert.deepEqual(again.body, { code: 500, msg: '订单当前状态为「已完成」，不能执行该操作' });
});

test('a damage fee needs an amount, a remark and photos, within the cap; refused, nothing changes', async () => {
  const renter = await consoleRenter(server);
  const returned = await returningOrder(server, renter, shopId);
  merchant = await logInAsMerchant(server); // the clock moved past the back-office session
  const order = await orderRowOf(returned.orderNo);
  const [photo] = await stagedInspectionPhotos(server, 1, merchant.token);
  assert.ok(photo);
  const cap = Math.max(1_000_000, 3 * (order.deposit + order.depositWaived));
  const attempts: [Record<string, unknown>, string][] = [
    [{ result: 'damaged', damageFee: 20_000, remark: '屏幕有划痕' }, '请上传损坏照片'],
    [{ result: 'damaged', damageFee: 20_000, photos: [photo] }, '请填写损坏说明'],
    [{ result: 'damaged', remark: '屏幕有划痕', photos: [photo] }, '请填写损坏赔偿金额'],
    [{ result: 'damaged', damageFee: 0, remark: '屏幕有划痕', photos: [photo] }, '损坏赔偿金额应为大于 0 的整数（分）'],
    [{ result: 'damaged', damageFee: 12.5, remark: '屏幕有划痕', photos: [photo] }, '损坏赔偿金额应为大于 0 的整数（分）'],
    [{ result: 'damaged', damageFee: 20_000, remark: '划', photos: [photo] }, '说明至少 2 个字'],
    [{ result: 'damaged', damageFee: 20_000, remark: '屏幕有划痕', photos: [photo, photo] }, '照片不能重复'],
    [{ result: 'damaged', damageFee: 20_000, remark: '屏幕有划痕', photos: Array.from({ length: 7 }, (_, i) => `${String(i).repeat(32)}.jpg`) }, '最多上传 6 张照片'],
    [{ result: 'damaged', damageFee: 20_000, remark: '屏幕有划痕', photos: [`${'c'.repeat(32)}.jpg`] }, '照片不存在或已被使用，请重新上传'],
    [{ result: 'damaged', damageFee: cap + 1, remark: '屏幕有划痕', photos: [photo] }, `损坏赔偿不能超过 ${formatFen(cap)}`],
    [{ result: 'pass', damageFee: 100 }, '检测通过时不收取损坏赔偿'],
    [{ result: 'broken' }, '请选择检测结果'],
  ];
  for (const [body, msg] of attempts) {
    const before = await businessSnapshot(server.db);
    const answer = await desk(server, merchant.token, 'receive', { orderNo: returned.orderNo, ...body });
    assert.deepEqual(answer.body, { code: 500, msg }, JSON.stringify(body));
    assertNothingChanged(before, await businessSnapshot(server.db), JSON.stringify(body));
  }
  assert.equal(await isClaimed(server, photo), false);
});

test('a damage fee within the deposit: the photos claimed, the customer told; completion returns the deposit less the early-return fee and the damage fee, exactly', async () => {
  const renter = await consoleRenter(server);
  const returned = await returningOrder(server, renter, shopId, { daysAfterReceipt: 10 });
  merchant = await logInAsMerchant(server); // the clock moved past the back-office session
  const order = await orderRowOf(returned.orderNo);
  const early = returned.fee.earlyReturnFee;
  assert.ok(early > 0 && returned.fee.feeFromDeposit === early, 'an early return whose fee the deposit covers');
  const damage = 20_000;
  assert.ok(order.deposit > early + damage);
  const photos = await stagedInspectionPhotos(server, 2, merchant.token);

  const received = await desk(server, merchant.token, 'receive', { orderNo: returned.orderNo, result: 'damaged', damageFee: damage, remark: '屏幕右下角碎裂', photos });
  assert.equal(received.body.code, 200, received.body.msg);
  const inspection = received.body.data?.inspection;
  assert.deepEqual(
    {
      fee: inspection?.damageFee,
      deduction: inspection?.depositDeduction,
      billed: inspection?.feeBilled,
      refund: inspection?.depositRefund,
      photos: inspection?.photos.map((p) => p.url),
    },
    { fee: damage, deduction: early + damage, billed: 0, refund: order.deposit - early - damage, photos: photos.map((key) => `/prod-api/api/sys/file/${key}`) },
  );
  for (const key of photos) assert.equal(await isClaimed(server, key), true);
  assert.equal(received.body.data?.history.at(-1)?.note, `签收验机：存在损坏（屏幕右下角碎裂），损坏赔偿 ${formatFen(damage)}`);
  const [told] = await notices(renter.customerId, '设备检测存在损坏');
  assert.equal(
    told?.content,
    `您的订单 ${returned.orderNo} 归还的设备经检测存在损坏（屏幕右下角碎裂），损坏赔偿 ${formatFen(damage)}。押金 ${formatFen(order.deposit)} 将扣除提前归还费 ${formatFen(early)}、损坏赔偿 ${formatFen(damage)}，剩余 ${formatFen(order.deposit - early - damage)} 在订单完结时退还。`,
  );

  const start = await balanceOf(server, renter.customerId);
  const completed = await desk(server, merchant.token, 'complete', { orderNo: returned.orderNo });
  assert.equal(completed.body.code, 200, completed.body.msg);
  const refund = order.deposit - early - damage;
  assert.equal(await balanceOf(server, renter.customerId), start + refund);
  assert.deepEqual(
    (await depositLedger(order.id)).map((row) => row.amount),
    [refund],
  );
  const [settled] = await notices(renter.customerId, '押金结算');
  assert.equal(
    settled?.content,
    `您的订单 ${returned.orderNo} 已完结，押金 ${formatFen(refund)} 已退回您的账户余额，已扣除提前归还费 ${formatFen(early)}、损坏赔偿 ${formatFen(damage)}（押金共 ${formatFen(order.deposit)}）。`,
  );
  assert.deepEqual(
    completed.body.data?.refunds.map((row) => [row.to, row.what, row.amount]),
    [['balance', '订单完结：押金退回', refund]],
  );
});

test('fees beyond the deposit become a 归还费用 bill: completion waits for it, naming it; once paid the order completes with nothing back', async () => {
  const renter = await consoleRenter(server);
  const returned = await returningOrder(server, renter, shopId, { daysAfterReceipt: 10 });
  merchant = await logInAsMerchant(server); // the clock moved past the back-office session
  const order = await orderRowOf(returned.orderNo);
  const early = returned.fee.earlyReturnFee;
  const damage = order.deposit;
  const [photo] = await stagedInspectionPhotos(server, 1, merchant.token);

  const received = await desk(server, merchant.token, 'receive', { orderNo: returned.orderNo, result: 'damaged', damageFee: damage, remark: '主板进水无法开机', photos: [photo] });
  assert.equal(received.body.code, 200, received.body.msg);
  assert.deepEqual(
    [received.body.data?.inspection?.depositDeduction, received.body.data?.inspection?.feeBilled, received.body.data?.inspection?.depositRefund],
    [order.deposit, early, 0],
  );
  const [feeBill] = await server.db
    .select()
    .from(bills)
    .where(and(eq(bills.orderId, order.id), eq(bills.kind, 'fee')));
  assert.deepEqual([feeBill?.amount, feeBill?.status, feeBill?.period, feeBill?.periods], [early, 0, 1, 1]);
  const listed = await server.post<never>('/api/wBill/list', { orderNo: returned.orderNo, status: 0 }, { token: returned.renter.token });
  assert.deepEqual(
    (listed.body.rows as BillView[]).map((bill) => [bill.kind, bill.amount]),
    [['fee', early]],
    'the customer sees the bill to pay',
  );

  const refusal = `订单还有未结清的账单：归还费用（${formatFen(early)}），请待客户结清后再完结订单`;
  const detail = await consoleDetail(server, merchant.token, returned.orderNo);
  assert.deepEqual(detail.body.data?.actions, [{ action: 'complete', name: '完结订单', permission: 'order:complete', enabled: false, reason: refusal }]);
  const before = await businessSnapshot(server.db);
  const blocked = await desk(server, merchant.token, 'complete', { orderNo: returned.orderNo });
  assert.deepEqual(blocked.body, { code: 500, msg: refusal });
  assertNothingChanged(before, await businessSnapshot(server.db), 'a completion with a bill unpaid');

  assert.ok(feeBill);
  const paid = await server.post('/api/wBill/yezf', { billId: feeBill.id, idempotencyKey: randomUUID() }, { token: returned.renter.token });
  assert.equal(paid.body.code, 200, paid.body.msg);
  const invoiceable = await server.post<never>('/api/wInvoice/invoiceable', { orderNo: returned.orderNo }, { token: returned.renter.token });
  assert.ok(!(invoiceable.body.rows as InvoiceableItem[]).some((item) => item.sourceId === feeBill.id), "a return's fees are no rent to invoice");

  const start = await balanceOf(server, renter.customerId);
  const completed = await desk(server, merchant.token, 'complete', { orderNo: returned.orderNo });
  assert.equal(completed.body.code, 200, completed.body.msg);
  assert.equal(await balanceOf(server, renter.customerId), start);
  assert.deepEqual(await depositLedger(order.id), []);
  const [settled] = await notices(renter.customerId, '押金结算');
  assert.equal(
    settled?.content,
    `您的订单 ${returned.orderNo} 已完结，押金 ${formatFen(order.deposit)} 已全部用于抵扣提前归还费 ${formatFen(early)}、损坏赔偿 ${formatFen(order.deposit - early)}，无押金退回。`,
  );
  assert.equal(completed.body.data?.inspection?.refundTo, 'none');
});

test('a deposit paid online goes back through the provider at completion, never into the balance', async () => {
  const renter = await consoleRenter(server);
  const returned = await returningOrder(server, renter, shopId, { paidBy: 'online' });
  merchant = await logInAsMerchant(server); // the clock moved past the back-office session
  assert.ok(returned.tradeNo);
  const order = await orderRowOf(returned.orderNo);
  assert.equal((await desk(server, merchant.token, 'receive', { orderNo: returned.orderNo, result: 'pass', remark: '外观完好' })).body.code, 200);
  const start = await balanceOf(server, renter.customerId);
  const completed = await desk(server, merchant.token, 'complete', { orderNo: returned.orderNo });
  assert.equal(completed.body.code, 200, completed.body.msg);
  assert.equal(await balanceOf(server, renter.customerId), start);
  const [refund] = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.tradeNo, returned.tradeNo));
  assert.deepEqual([refund?.reason, refund?.amount, refund?.status], ['completion', order.deposit, 'succeeded']);
  const [trade] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, returned.tradeNo));
  assert.equal(trade?.refundedAmount, order.deposit);
  const settled = await notices(renter.customerId, '押金结算');
  assert.deepEqual(
    settled.map((notice) => notice.content),
    [`您的订单 ${returned.orderNo} 已完结，押金 ${formatFen(order.deposit)} 将原路退回您的原支付方式（不计入账户余额）。`],
  );
  assert.equal(completed.body.data?.inspection?.refundTo, 'online');
});

test('a company renting on its credit line completes with no money to return, and its credit is freed', async () => {
  const company = { ...(await demoRenter(server, { phone: DEMO_ACCOUNTS.company.phone, password: DEMO_ACCOUNTS.company.password })), peer: '198.51.100.251' } satisfies DeskRenter;
  const returned = await returningOrder(server, company, shopId);
  merchant = await logInAsMerchant(server); // the clock moved past the back-office session
  const order = await orderRowOf(returned.orderNo);
  assert.ok(order.depositWaived > 0 && order.deposit === 0);
  const credit = async () => (await server.get<AccountOverview>('/api/wUser/account', { token: returned.renter.token })).body.data?.credit?.used;
  assert.equal(await credit(), order.depositWaived);
  assert.equal((await desk(server, merchant.token, 'receive', { orderNo: returned.orderNo, result: 'pass' })).body.code, 200);
  const start = await balanceOf(server, company.customerId);
  const completed = await desk(server, merchant.token, 'complete', { orderNo: returned.orderNo });
  assert.equal(completed.body.code, 200, completed.body.msg);
  assert.equal(await balanceOf(server, company.customerId), start);
  assert.equal(await credit(), 0);
  const [settled] = await notices(company.customerId, '押金结算');
  assert.equal(settled?.content, `您的订单 ${returned.orderNo} 已完结，押金 ${formatFen(order.depositWaived)} 由免押额度担保，未收取现金押金，免押额度已恢复。`);
  const [row] = await server.db.select().from(orderInspections).where(eq(orderInspections.orderId, order.id));
  assert.equal(row?.refundTo, 'none');
});
