import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { LoginData } from '@/contract/auth';
import type { BillView } from '@/contract/bills';
import type { RentalOrderView } from '@/contract/orders';
import type { OrderTransferPreview } from '@/contract/orderTransfers';
import { formatFen } from '@/contract/format';
import { balanceLedger, bills, customerNotifications, orderHistory, orderTransfers, rentalOrderItems, rentalOrders, smsCodes } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { depositCredit } from '../domain/orders/credit';
import { formatShanghai, MINUTE_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { balanceOf, customerRenting, customerWithOrders, pay, setBalance } from '../testing/rentalScenarios';
import { companyToTakeOver, consentCode, EMERGENCY_CONTACT, submitTransfer, tenRacingTransfersWithOneKey, transferBody } from '../testing/transferScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const preview = (token: string, orderNo: string) => server.get<OrderTransferPreview>(`/api/wOrder/changeBodyOrder/${orderNo}`, { token });

/** What a refused change must leave as it was: both balances, the order's owner and deposit, no transfer, no ledger row. */
async function snapshot(orderId: number, personId: number, companyId: number) {
  const [order] = await server.db
    .select({ customerId: rentalOrders.customerId, deposit: rentalOrders.deposit, depositWaived: rentalOrders.depositWaived })
    .from(rentalOrders)
    .where(eq(rentalOrders.id, orderId));
  return {
    order,
    person: await balanceOf(server, personId),
    company: await balanceOf(server, companyId),
    transfers: (await server.db.select().from(orderTransfers).where(eq(orderTransfers.orderId, orderId))).length,
    ledger: (await server.db.select().from(balanceLedger).where(eq(balanceLedger.orderId, orderId))).length,
  };
}

async function codeIsUnused(phone: string): Promise<boolean> {
  const [row] = await server.db
    .select({ consumedAt: smsCodes.consumedAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, 4)))
    .orderBy(smsCodes.id);
  return row !== undefined && row.consumedAt === null;
}

test('a person moves a running rental to a verified company: the deposit comes back to their balance, the company’s credit line covers part and its balance the rest, and the ledger matches both balances', async () => {
  const renter = await customerRenting(server);
  const deposit = renter.order.deposit;
  assert.ok(deposit > 1);
  const waived = Math.floor(deposit / 2);
  const company = await companyToTakeOver(server, { creditLine: waived, balance: 5_000_000 });
  await setBalance(server, renter.customerId, 12_345);
  const code = await consentCode(server, renter.token, company.phone);
  const key = randomUUID();

  const answer = await submitTransfer(server, renter.token, transferBody(renter.order.orderNo, company.phone, code, key));

  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '租赁主体变更成功');
  const result = answer.body.data;
  assert.ok(result);
  assert.match(result.transferNo, /^ZT\d{20}$/);
  assert.deepEqual(
    { ...result, transferNo: '' },
    {
      transferNo: '',
      orderNo: renter.order.orderNo,
      companyName: '测试科技有限公司',
      companyDepositPaid: deposit - waived,
      companyDepositWaived: waived,
      depositRefunded: deposit,
      depositRefundTo: 'balance',
      balance: 12_345 + deposit,
      createdAt: formatShanghai(server.clock.now()),
    },
  );

  assert.equal(await balanceOf(server, renter.customerId), 12_345 + deposit);
  assert.equal(await balanceOf(server, company.customerId), 5_000_000 - (deposit - waived));
  const personLedger = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.customerId, renter.customerId), eq(balanceLedger.orderId, renter.order.id), eq(balanceLedger.kind, 'deposit_refund')));
  assert.deepEqual(
    personLedger.map((row) => [row.amount, row.balanceAfter]),
    [[deposit, 12_345 + deposit]],
  );
  const companyLedger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, company.customerId));
  assert.deepEqual(
    companyLedger.map((row) => [row.amount, row.balanceAfter, row.kind, row.orderId]),
    [[-(deposit - waived), 5_000_000 - (deposit - waived), 'payment', renter.order.id]],
  );
  // Balance before = balance after − what the ledger moved.
  assert.equal(5_000_000, (await balanceOf(server, company.customerId)) - companyLedger.reduce((total, row) => total + row.amount, 0));

  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.id, renter.order.id));
  assert.equal(order?.customerId, company.customerId);
  assert.equal(order?.status, 4);
  assert.equal(order?.deposit, deposit - waived);
  assert.equal(order?.depositWaived, waived);
  // The waiver now holds the company's credit line while the order is open.
  assert.deepEqual(await depositCredit(server.db, company.customerId, false), { creditLine: waived, used: waived, available: 0 });

  const [transfer] = await server.db.select().from(orderTransfers).where(eq(orderTransfers.orderId, renter.order.id));
  assert.equal(transfer?.transferNo, result.transferNo);
  assert.deepEqual(
    [transfer?.fromCustomerId, transfer?.toCustomerId, transfer?.contact, transfer?.idempotencyKey],
    [renter.customerId, company.customerId, EMERGENCY_CONTACT, key],
  );
  const history = await server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, renter.order.id), eq(orderHistory.note, '租赁主体变更为「测试科技有限公司」')));
  assert.deepEqual(
    history.map((row) => [row.fromStatus, row.toStatus, row.actorKind, row.actorId]),
    [[4, 4, 'customer', renter.customerId]],
  );
  const [told] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.customerId, renter.customerId), eq(customerNotifications.title, '租赁主体已变更')));
  assert.match(told?.content ?? '', new RegExp(`您支付的押金：${formatFen(deposit).replace(/[.$¥]/g, '\\$&')} 已退回您的账户余额`));
  const [companyTold] = await server.db.select().from(customerNotifications).where(eq(customerNotifications.customerId, company.customerId));
  assert.ok(companyTold?.content.includes(renter.order.orderNo));
  assert.ok(companyTold?.content.includes(`企业免押额度抵扣 ${formatFen(waived)}，账户余额支付 ${formatFen(deposit - waived)}`));
  assert.equal(await codeIsUnused(company.phone), false);
});

test('after the change the order and its bills are the demo company’s: its order and bill lists show them, the person’s do not, and the company cannot move it on', async () => {
  const renter = await customerRenting(server);
  const { phone, password } = DEMO_ACCOUNTS.company;
  const login = await server.post<LoginData>('/api/register/reg/paLogin', { phone, passWord: password });
  const companyToken = String(login.body.token);
  const code = await consentCode(server, renter.token, phone);
  const answer = await submitTransfer(server, renter.token, transferBody(renter.order.orderNo, phone, code));
  assert.equal(answer.body.code, 200, answer.body.msg);
  // The demo company's credit line (¥50,000.00) covers the whole deposit: nothing is debited.
  assert.equal(answer.body.data?.companyDepositPaid, 0);
  assert.equal(answer.body.data?.companyDepositWaived, renter.order.deposit);
  assert.equal(await balanceOf(server, renter.customerId), renter.order.deposit);

  const theirs = await server.post<never>('/api/wOrder/dingD', { status: 4 }, { token: companyToken });
  assert.ok((theirs.body.rows as RentalOrderView[]).some((row) => row.orderNo === renter.order.orderNo));
  const mine = await server.post<never>('/api/wOrder/dingD', {}, { token: renter.token });
  assert.equal(mine.body.total, 0);

  const companyBills = await server.post<never>('/api/wBill/list', { orderNo: renter.order.orderNo, status: 0 }, { token: companyToken });
  assert.equal(companyBills.body.total, 11);
  assert.ok((companyBills.body.rows as BillView[]).every((bill) => bill.amount === renter.order.monthlyRent));
  assert.equal((await server.post<never>('/api/wBill/list', { orderNo: renter.order.orderNo }, { token: renter.token })).body.total, 0);

  assert.equal((await preview(renter.token, renter.order.orderNo)).body.code, 404);
  const seen = await preview(companyToken, renter.order.orderNo);
  assert.equal(seen.body.code, 200);
  assert.equal(seen.body.data?.allowed, false);
  assert.equal(seen.body.data?.reason, '仅个人账户的订单可以变更为企业租赁');
  assert.deepEqual(
    seen.body.data?.transfers.map((row) => [row.transferNo, row.fromName, row.companyName]),
    [[answer.body.data?.transferNo, '测试用户', DEMO_ACCOUNTS.company.companyName]],
  );

  const other = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });
  const otherCode = await consentCode(server, companyToken, other.phone);
  const onward = await submitTransfer(server, companyToken, transferBody(renter.order.orderNo, other.phone, otherCode));
  assert.deepEqual(onward.body, { code: 500, msg: '仅个人账户的订单可以变更为企业租赁' });
});

test('the preview shows the items, one month’s rent, the remaining periods and rent and the deposit held, and allows the change', async () => {
  const renter = await customerRenting(server);
  const answer = await preview(renter.token, renter.order.orderNo);
  assert.equal(answer.body.code, 200, answer.body.msg);
  const data = answer.body.data;
  assert.ok(data);
  assert.equal(data.orderNo, renter.order.orderNo);
  assert.equal(data.status, 4);
  assert.equal(data.statusName, '租赁中');
  assert.equal(data.items.length, 1);
  assert.equal(data.items[0]?.quantity, 1);
  assert.equal(data.termMonths, 12);
  assert.equal(data.monthlyRent, renter.order.monthlyRent);
  assert.equal(data.remainingPeriods, 11);
  assert.equal(data.remainingRent, 11 * renter.order.monthlyRent);
  assert.equal(data.overduePeriods, 0);
  assert.equal(data.depositHeld, renter.order.deposit);
  assert.equal(data.deposit, renter.order.deposit);
  assert.equal(data.depositWaived, 0);
  assert.match(data.rentStartedAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(data.allowed, true);
  assert.equal(data.reason, null);
  assert.deepEqual(data.transfers, []);
});

test('an order that is not renting is refused in the preview and on submit, and nothing changes', async () => {
  const buyer = await customerWithOrders(server, 1);
  const order = buyer.orders[0];
  assert.ok(order);
  await setBalance(server, buyer.customerId, order.payable);
  assert.equal((await pay(server, buyer.token, order.orderNo)).body.code, 200);
  const [row] = await server.db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
  assert.ok(row);
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });

  const seen = await preview(buyer.token, order.orderNo);
  assert.equal(seen.body.data?.allowed, false);
  assert.equal(seen.body.data?.reason, '只有租赁中的订单可以变更租赁主体');
  const before = await snapshot(row.id, buyer.customerId, company.customerId);
  const code = await consentCode(server, buyer.token, company.phone);
  const answer = await submitTransfer(server, buyer.token, transferBody(order.orderNo, company.phone, code));
  assert.deepEqual(answer.body, { code: 500, msg: '只有租赁中的订单可以变更租赁主体' });
  assert.deepEqual(await snapshot(row.id, buyer.customerId, company.customerId), before);
  assert.equal(await codeIsUnused(company.phone), true);
});

test('a phone that is not a verified company account is refused, and nothing changes', async () => {
  const renter = await customerRenting(server);
  const unverified = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000, verified: false });
  const before = await snapshot(renter.order.id, renter.customerId, unverified.customerId);
  for (const phone of [unverified.phone, DEMO_ACCOUNTS.personal.phone, renter.phone, server.newPhone()]) {
    const answer = await submitTransfer(server, renter.token, transferBody(renter.order.orderNo, phone, '123456'));
    assert.deepEqual(answer.body, { code: 500, msg: '该手机号不是已认证的企业账户' }, phone);
  }
  assert.deepEqual(await snapshot(renter.order.id, renter.customerId, unverified.customerId), before);
});

test('a wrong or expired consent code is refused, and nothing changes', async () => {
  const renter = await customerRenting(server);
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });
  const code = await consentCode(server, renter.token, company.phone);
  const wrong = code === '000000' ? '000001' : '000000';
  const before = await snapshot(renter.order.id, renter.customerId, company.customerId);

  assert.deepEqual((await submitTransfer(server, renter.token, transferBody(renter.order.orderNo, company.phone, wrong))).body, { code: 500, msg: '验证码错误' });
  server.clock.advance(5 * MINUTE_MS + 1000);
  assert.deepEqual((await submitTransfer(server, renter.token, transferBody(renter.order.orderNo, company.phone, code))).body, { code: 500, msg: '验证码已过期，请重新获取' });
  assert.deepEqual(await snapshot(renter.order.id, renter.customerId, company.customerId), before);
});

test('an order with an overdue bill must be settled before the change', async () => {
  const renter = await customerRenting(server);
  await server.db
    .update(bills)
    .set({ status: 2 })
    .where(eq(bills.id, renter.bills[1]?.id ?? 0));
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });
  const seen = await preview(renter.token, renter.order.orderNo);
  assert.equal(seen.body.data?.overduePeriods, 1);
  assert.equal(seen.body.data?.reason, '该订单有逾期账单，请结清后再变更租赁主体');
  const before = await snapshot(renter.order.id, renter.customerId, company.customerId);
  const code = await consentCode(server, renter.token, company.phone);
  const answer = await submitTransfer(server, renter.token, transferBody(renter.order.orderNo, company.phone, code));
  assert.deepEqual(answer.body, { code: 500, msg: '该订单有逾期账单，请结清后再变更租赁主体' });
  assert.deepEqual(await snapshot(renter.order.id, renter.customerId, company.customerId), before);
  assert.equal(await codeIsUnused(company.phone), true);
});

test('an order at a procurement rate, or with more than ¥100,000.00 of rent left, must be signed offline', async () => {
  const offline = '该订单无法线上签约转移协议，请您联系您的专属客户经理进行线下签约。';
  const renter = await customerRenting(server);
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });
  const before = await snapshot(renter.order.id, renter.customerId, company.customerId);
  const code = await consentCode(server, renter.token, company.phone);
  const submit = () => submitTransfer(server, renter.token, transferBody(renter.order.orderNo, company.phone, code));

  await server.db.update(rentalOrderItems).set({ rentRate: 95 }).where(eq(rentalOrderItems.orderId, renter.order.id));
  assert.equal((await preview(renter.token, renter.order.orderNo)).body.data?.reason, offline);
  assert.deepEqual((await submit()).body, { code: 500, msg: offline });
  await server.db.update(rentalOrderItems).set({ rentRate: 100 }).where(eq(rentalOrderItems.orderId, renter.order.id));

  // Eleven unpaid periods: make them add up to exactly ¥100,000.00, then one fen more.
  const last = renter.bills[11];
  assert.ok(last);
  const others = 10 * renter.order.monthlyRent;
  await server.db
    .update(bills)
    .set({ amount: 10_000_000 - others })
    .where(eq(bills.id, last.id));
  assert.equal((await preview(renter.token, renter.order.orderNo)).body.data?.allowed, true);
  await server.db
    .update(bills)
    .set({ amount: 10_000_001 - others })
    .where(eq(bills.id, last.id));
  assert.equal((await preview(renter.token, renter.order.orderNo)).body.data?.reason, offline);
  assert.deepEqual((await submit()).body, { code: 500, msg: offline });
  assert.deepEqual(await snapshot(renter.order.id, renter.customerId, company.customerId), before);
});

test('a company whose balance does not cover the cash deposit is told how much, nothing changes, and after a top-up the same code and key go through', async () => {
  const renter = await customerRenting(server);
  const deposit = renter.order.deposit;
  const company = await companyToTakeOver(server, { creditLine: 0, balance: deposit - 1 });
  const before = await snapshot(renter.order.id, renter.customerId, company.customerId);
  const code = await consentCode(server, renter.token, company.phone);
  const body = transferBody(renter.order.orderNo, company.phone, code);

  const short = await submitTransfer(server, renter.token, body);
  assert.deepEqual(short.body, { code: 500, msg: `企业账户余额不足，无法支付押金 ${formatFen(deposit)}，请充值后再试` });
  assert.deepEqual(await snapshot(renter.order.id, renter.customerId, company.customerId), before);
  assert.equal(await codeIsUnused(company.phone), true);

  await setBalance(server, company.customerId, deposit);
  const retried = await submitTransfer(server, renter.token, body);
  assert.equal(retried.body.code, 200, retried.body.msg);
  assert.equal(retried.body.data?.companyDepositPaid, deposit);
  assert.equal(await balanceOf(server, company.customerId), 0);
});

test('another customer’s, an unknown or a malformed order answers 404 on the preview and on submit', async () => {
  const renter = await customerRenting(server);
  const stranger = await server.registerPersonal();
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });
  assert.deepEqual((await preview(stranger.token, renter.order.orderNo)).body, { code: 404, msg: '访问资源不存在' });
  assert.deepEqual((await preview(renter.token, 'ZL20990101000000000000')).body, { code: 404, msg: '访问资源不存在' });
  assert.deepEqual((await preview(renter.token, 'ZL1')).body, { code: 404, msg: '访问资源不存在' });
  const before = await snapshot(renter.order.id, renter.customerId, company.customerId);
  const code = await consentCode(server, stranger.token, company.phone);
  const theft = await submitTransfer(server, stranger.token, transferBody(renter.order.orderNo, company.phone, code));
  assert.deepEqual(theft.body, { code: 404, msg: '访问资源不存在' });
  assert.deepEqual(await snapshot(renter.order.id, renter.customerId, company.customerId), before);
  assert.equal((await preview(renter.token, renter.order.orderNo)).body.data?.allowed, true);
  assert.equal((await server.get(`/api/wOrder/changeBodyOrder/${renter.order.orderNo}`)).status, 401);
});

test('a consent code needs a session, and goes only to a verified company account that is not the caller', async () => {
  const renter = await customerRenting(server);
  const unverified = await companyToTakeOver(server, { creditLine: 0, balance: 0, verified: false });
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 0 });
  server.clock.advance(61_000);
  const peer = { peer: '198.51.100.251' };

  const anonymous = await server.sendCode(company.phone, 4, peer);
  assert.equal(anonymous.status, 401);
  assert.deepEqual(anonymous.body, { code: 401, msg: '认证失败，无法访问系统资源' });
  assert.deepEqual((await server.sendCode(company.phone, 4, { ...peer, token: 'not-a-session' })).body, { code: 401, msg: '登录状态已过期，请重新登录' });
  for (const phone of [unverified.phone, DEMO_ACCOUNTS.personal.phone, renter.phone, server.newPhone()]) {
    assert.deepEqual((await server.sendCode(phone, 4, { ...peer, token: renter.token })).body, { code: 500, msg: '该手机号不是已认证的企业账户' }, phone);
  }
  assert.deepEqual((await server.sendCode(company.phone, 4, { ...peer, token: company.token })).body, { code: 500, msg: '该手机号不是已认证的企业账户' });
  const sent = await server.sendCode(company.phone, 4, { ...peer, token: renter.token });
  assert.deepEqual(sent.body, { code: 200, msg: '验证码已发送', data: { expiresInSeconds: 300, resendInSeconds: 60 } });
  // The usual cooldown holds for consent codes too.
  assert.equal((await server.sendCode(company.phone, 4, { ...peer, token: renter.token })).body.msg, '验证码发送过于频繁，请 60 秒后再试');
});

test('the same change sent ten times at once with one key makes one transfer and moves the money once', () => tenRacingTransfersWithOneKey(server));

test('a retry with the same key answers the first change and moves nothing; the key on another order is refused', async () => {
  const renter = await customerRenting(server);
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });
  const code = await consentCode(server, renter.token, company.phone);
  const body = transferBody(renter.order.orderNo, company.phone, code);
  const first = await submitTransfer(server, renter.token, body);
  assert.equal(first.body.code, 200, first.body.msg);
  const balances = [await balanceOf(server, renter.customerId), await balanceOf(server, company.customerId)];

  const again = await submitTransfer(server, renter.token, { ...body, code: '999999' });
  assert.deepEqual(again.body, first.body);
  assert.deepEqual([await balanceOf(server, renter.customerId), await balanceOf(server, company.customerId)], balances);
  assert.equal((await server.db.select().from(balanceLedger).where(eq(balanceLedger.orderId, renter.order.id))).filter((row) => row.billId === null).length, 2);

  const [sku] = await server.db.select({ skuId: rentalOrderItems.skuId }).from(rentalOrderItems).where(eq(rentalOrderItems.orderId, renter.order.id));
  assert.ok(sku);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    {
      items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }],
      address: { name: '赵敏', phone: '13600002222', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' },
      idempotencyKey: randomUUID(),
    },
    { token: renter.token },
  );
  assert.equal(placed.body.code, 200, placed.body.msg);
  const reused = await submitTransfer(server, renter.token, { ...body, orderNo: placed.body.data?.orderNo });
  assert.deepEqual(reused.body, { code: 500, msg: '该变更请求已用于其他订单，请刷新页面后重试' });
  await server.post('/api/wOrder/cancel', { orderNo: placed.body.data?.orderNo }, { token: renter.token });
});

test('a consent code is used once: another person’s order cannot reuse it', async () => {
  const first = await customerRenting(server);
  const second = await customerRenting(server);
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });
  const code = await consentCode(server, first.token, company.phone);
  assert.equal((await submitTransfer(server, first.token, transferBody(first.order.orderNo, company.phone, code))).body.code, 200);

  const before = await snapshot(second.order.id, second.customerId, company.customerId);
  const reused = await submitTransfer(server, second.token, transferBody(second.order.orderNo, company.phone, code));
  assert.deepEqual(reused.body, { code: 500, msg: '验证码已失效，请重新获取' });
  assert.deepEqual(await snapshot(second.order.id, second.customerId, company.customerId), before);

  // The company may take over the second rental too, with a code of its own.
  const fresh = await consentCode(server, second.token, company.phone);
  assert.equal((await submitTransfer(server, second.token, transferBody(second.order.orderNo, company.phone, fresh))).body.code, 200);
});

test('a malformed change is refused in Chinese naming the field, and a missing emergency contact says so (not the withholding refusal 请填写紧急联系人)', async () => {
  const renter = await customerRenting(server);
  const body = transferBody(renter.order.orderNo, DEMO_ACCOUNTS.company.phone, '123456');
  const msg = async (value: Record<string, unknown>) => (await submitTransfer(server, renter.token, value)).body.msg;
  const { contact: _contact, ...withoutContact } = body;
  assert.equal(await msg(withoutContact), '请填写紧急联系人姓名和手机号');
  assert.equal(await msg({ ...body, contact: { name: '  ', phone: '13600004444' } }), '请填写紧急联系人姓名和手机号');
  assert.equal(await msg({ ...body, contact: { name: '李娜', phone: '1360000' } }), '请输入正确的紧急联系人手机号码');
  assert.equal(await msg({ ...body, contact: { ...body.contact, email: 'x@example.com' } }), '不支持的字段：email');
  assert.equal(await msg({ ...body, companyPhone: '12345' }), '请输入正确的企业账户手机号码');
  assert.equal(await msg({ ...body, code: '12' }), '验证码为 6 位数字');
  assert.equal(await msg({ ...body, orderNo: 'ZL1' }), '订单编号不正确');
  assert.equal(await msg({ ...body, idempotencyKey: 'short' }), '请求标识不正确，请刷新页面后重试');
  assert.equal(await msg({ ...body, idempotencyKey: undefined }), '缺少请求标识，请刷新页面后重试');
  assert.equal(await msg({ ...body, extra: 1 }), '不支持的字段：extra');
  const anonymous = await server.post('/api/wOrder/changeBodyOrder', body);
  assert.equal(anonymous.status, 401);
  assert.equal((await server.db.select().from(orderTransfers).where(eq(orderTransfers.orderId, renter.order.id))).length, 0);
});
