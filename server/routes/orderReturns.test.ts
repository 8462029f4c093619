/**
 * The customer's return (4 → 5) by the published early-return rule: the due bills first, the bills
 * not yet due cancelled (or refunded when paid ahead), the fee by `earlyReturnFee` with its
 * no-reason window, the deposit set off first — in one transaction with history and a 消息.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import type { ReturnQuote } from '@/contract/orderFulfilment';
import type { RentalOrderView } from '@/contract/orders';
import { EARLY_RETURN_FEE_PERCENT, NO_REASON_RETURN_DAYS } from '@/contract/rentalRules';
import { formatFen } from '@/contract/format';
import { balanceLedger, customerNotifications, orderHistory, orderReturns, stores } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { PLATFORM_RETURN_ADDRESS } from '../domain/catalog/returnAddress';
import { DAY_MS, startOfShanghaiDay } from '../domain/shared/clock';
import { assertNothingChanged, businessSnapshot } from '../security/snapshot';
import { billsOf, demoRenter, logInAgain, newRenter, orderRow, placedOrder, runningRental, type Renter } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { balanceOf, payBill } from '../testing/rentalScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

type ReturnAnswer = {
  order: RentalOrderView;
  return: { earlyReturnFee: number; feeFromDeposit: number; feeToPay: number; cancelledPeriods: number; rentNotYetDue: number; noReasonReturn: boolean };
};

const WAYBILL = { carrier: '顺丰速运', waybillNo: 'sf1234567890123' };

function returnOrder(renter: Renter, orderNo: string, body: Record<string, unknown> = WAYBILL) {
  return server.post<ReturnAnswer>('/api/wOrder/returnOrder', { orderNo, ...body }, { token: renter.token });
}

function quote(renter: Renter, orderNo: string) {
  return server.get<ReturnQuote>(`/api/wOrder/returnQuote/${orderNo}`, { token: renter.token });
}

/** The instant `days` calendar days (Shanghai) after the day of `from`, at `hh:mm:ss` Shanghai time. */
function shanghaiDayAfter(from: Date, days: number, seconds = 0): Date {
  return new Date(startOfShanghaiDay(from).getTime() + days * DAY_MS + seconds * 1000);
}

test("a return within the no-reason days cancels every bill not yet due and costs nothing; the day after costs the rule's percent of them", async () => {
  let renter = await newRenter(server);
  const early = await runningRental(server, renter);
  const late = await runningRental(server, renter);
  const received = server.clock.now();
  const monthlyRent = early.view.firstMonthRent;

  // Last second of day 7 after the day of receipt: still a no-reason return.
  server.clock.set(shanghaiDayAfter(received, NO_REASON_RETURN_DAYS + 1, -1));
  renter = await logInAgain(server, renter);
  const free = await returnOrder(renter, early.orderNo);
  assert.equal(free.body.code, 200, free.body.msg);
  assert.equal(free.body.msg, '归还申请已提交，请按退回地址寄回设备');
  assert.equal(free.body.data?.order.status, 5);
  assert.deepEqual(
    {
      fee: free.body.data?.return.earlyReturnFee,
      cancelled: free.body.data?.return.cancelledPeriods,
      rent: free.body.data?.return.rentNotYetDue,
      noReason: free.body.data?.return.noReasonReturn,
    },
    { fee: 0, cancelled: 11, rent: 11 * monthlyRent, noReason: true },
  );

  // One second later it is day 8: the fee is the rule's percent of the 11 cancelled months, rounded down.
  server.clock.advance(1000);
  const charged = await returnOrder(renter, late.orderNo);
  assert.equal(charged.body.code, 200, charged.body.msg);
  const expectedFee = Math.floor((11 * monthlyRent * EARLY_RETURN_FEE_PERCENT) / 100);
  assert.equal(charged.body.data?.return.earlyReturnFee, expectedFee);
  assert.equal(charged.body.data?.return.noReasonReturn, false);
  const order = await orderRow(server, late.orderId);
  // A personal account's deposit is cash, and covers this fee.
  assert.ok(order.deposit >= expectedFee);
  assert.deepEqual([charged.body.data?.return.feeFromDeposit, charged.body.data?.return.feeToPay], [expectedFee, 0]);

  for (const { orderId } of [early, late]) {
    const schedule = await billsOf(server, orderId);
    assert.deepEqual(
      schedule.map((bill) => bill.status),
      [BILL_STATUS.paid, ...Array.from({ length: 11 }, () => BILL_STATUS.cancelled)],
    );
  }
  const [recorded] = await server.db.select().from(orderReturns).where(eq(orderReturns.orderId, late.orderId));
  assert.equal(recorded?.waybillNo, 'SF1234567890123');
  assert.equal(recorded?.earlyReturnFee, expectedFee);
  assert.deepEqual(recorded?.address, PLATFORM_RETURN_ADDRESS);
  const history = await server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, late.orderId), eq(orderHistory.toStatus, 5)));
  assert.equal(history.length, 1);
  assert.equal(history[0]?.actorKind, 'customer');
  assert.match(history[0]?.note ?? '', /顺丰速运 SF1234567890123/);
  const notices = await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, late.orderId));
  assert.ok(notices.some((notice) => notice.title === '归还申请已提交'));
  assert.ok(notices.some((notice) => notice.title === '未到期账单已取消' && notice.content.includes('提前归还费')));
});

test('the bills already due must be paid first; then only the later ones are cancelled and charged', async () => {
  let renter = await newRenter(server);
  const rental = await runningRental(server, renter);
  const schedule = await billsOf(server, rental.orderId);
  const second = schedule[1];
  assert.ok(second);
  // The day period 2 falls due: it is due (not yet overdue) and unpaid.
  server.clock.set(new Date(`${second.dueDate}T02:00:00Z`));
  renter = await logInAgain(server, renter);

  const before = await businessSnapshot(server.db);
  const refused = await returnOrder(renter, rental.orderNo);
  assert.deepEqual(refused.body, { code: 500, msg: `请先结清已到期的 1 期账单（共 ${formatFen(second.amount)}）再申请归还` });
  assertNothingChanged(before, await businessSnapshot(server.db), 'a refused return');
  const asked = await quote(renter, rental.orderNo);
  assert.equal(asked.body.data?.allowed, false);
  assert.equal(asked.body.data?.reason, refused.body.msg);

  assert.equal((await payBill(server, renter.token, second.id)).body.code, 200);
  const answer = await returnOrder(renter, rental.orderNo);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.data?.return.cancelledPeriods, 10);
  assert.equal(answer.body.data?.return.earlyReturnFee, Math.floor((10 * rental.view.firstMonthRent * EARLY_RETURN_FEE_PERCENT) / 100));
  assert.deepEqual(
    (await billsOf(server, rental.orderId)).map((bill) => bill.status),
    [1, 1, ...Array.from({ length: 10 }, () => 4)],
  );
});

test('a bill paid ahead goes back to the balance with a ledger row, and counts in the fee like the other cancelled months', async () => {
  let renter = await newRenter(server);
  const rental = await runningRental(server, renter);
  const schedule = await billsOf(server, rental.orderId);
  const third = schedule[2];
  assert.ok(third);
  assert.equal((await payBill(server, renter.token, third.id)).body.code, 200);
  const balanceBefore = await balanceOf(server, renter.customerId);
  server.clock.advance(10 * DAY_MS);
  renter = await logInAgain(server, renter);

  const answer = await returnOrder(renter, rental.orderNo);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.data?.return.rentNotYetDue, 11 * rental.view.firstMonthRent);
  assert.equal(await balanceOf(server, renter.customerId), balanceBefore + third.amount);
  const [refund] = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.billId, third.id), eq(balanceLedger.kind, 'refund')));
  assert.equal(refund?.amount, third.amount);
  assert.equal((await billsOf(server, rental.orderId))[2]?.status, BILL_STATUS.refunded);
});

test('a company renting deposit-free pays the whole fee separately: the credit line is no cash deposit', async () => {
  let company = await demoRenter(server, DEMO_ACCOUNTS.company);
  const rental = await runningRental(server, company);
  assert.equal((await orderRow(server, rental.orderId)).deposit, 0);
  server.clock.advance(20 * DAY_MS);
  company = await logInAgain(server, company);
  const asked = await quote(company, rental.orderNo);
  assert.equal(asked.body.code, 200, asked.body.msg);
  assert.ok((asked.body.data?.earlyReturnFee ?? 0) > 0);
  assert.deepEqual([asked.body.data?.feeFromDeposit, asked.body.data?.feeToPay], [0, asked.body.data?.earlyReturnFee]);
  const answer = await returnOrder(company, rental.orderNo);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.deepEqual([answer.body.data?.return.feeFromDeposit, answer.body.data?.return.feeToPay], [0, asked.body.data?.earlyReturnFee]);
});

test("the quote shows the shop's own return address when the merchant set one", async () => {
  const renter = await newRenter(server);
  const rental = await runningRental(server, renter);
  const address = { recipient: '云租优选售后', phone: '13600006666', address: '广东省深圳市龙华区民治大道 1 号' };
  await server.db.update(stores).set({ returnAddress: address }).where(eq(stores.id, rental.view.storeId));
  try {
    const asked = await quote(renter, rental.orderNo);
    assert.deepEqual(asked.body.data?.address, { ...address, source: 'store' });
    assert.equal(asked.body.data?.allowed, true);
    assert.equal(asked.body.data?.billsNotYetDue.length, 11);
  } finally {
    await server.db.update(stores).set({ returnAddress: null }).where(eq(stores.id, rental.view.storeId));
  }
});

test('a return is refused from every status but 租赁中, and asked twice the second is refused', async () => {
  const renter = await newRenter(server);
  const unpaid = await placedOrder(server, renter, { paid: false });
  const reviewing = await placedOrder(server, renter);
  const rental = await runningRental(server, renter);
  for (const [orderNo, name] of [
    [unpaid.orderNo, '待支付'],
    [reviewing.orderNo, '待审核'],
  ] as const) {
    const answer = await returnOrder(renter, orderNo);
    assert.deepEqual(answer.body, { code: 500, msg: `订单当前状态为「${name}」，不能执行该操作` });
  }
  assert.equal((await returnOrder(renter, rental.orderNo)).body.code, 200);
  const again = await returnOrder(renter, rental.orderNo, { carrier: '京东物流', waybillNo: 'JD0012345678' });
  assert.deepEqual(again.body, { code: 500, msg: '订单当前状态为「归还中」，不能执行该操作' });
  assert.equal((await server.db.select().from(orderReturns).where(eq(orderReturns.orderId, rental.orderId))).length, 1);
});

test("another customer's order answers 404 to the quote and the return, and nothing changes", async () => {
  const owner = await newRenter(server);
  const stranger = await newRenter(server);
  const rental = await runningRental(server, owner);
  const before = await businessSnapshot(server.db);
  assert.equal((await quote(stranger, rental.orderNo)).body.code, 404);
  assert.equal((await returnOrder(stranger, rental.orderNo)).body.code, 404);
  assertNothingChanged(before, await businessSnapshot(server.db), "a stranger's return");
});

test('the waybill number and the carrier are required and checked', async () => {
  const renter = await newRenter(server);
  const rental = await runningRental(server, renter);
  assert.deepEqual((await returnOrder(renter, rental.orderNo, { carrier: '顺丰速运' })).body, { code: 500, msg: '请输入正确的运单号（8–30 位字母或数字）' });
  assert.deepEqual((await returnOrder(renter, rental.orderNo, { carrier: '顺丰速运', waybillNo: 'SF 12-34' })).body, { code: 500, msg: '请输入正确的运单号（8–30 位字母或数字）' });
  assert.deepEqual((await returnOrder(renter, rental.orderNo, { waybillNo: 'SF1234567890123' })).body, { code: 500, msg: '请选择快递公司' });
  assert.deepEqual((await returnOrder(renter, rental.orderNo, { carrier: '随便快递', waybillNo: 'SF1234567890123' })).body, { code: 500, msg: '请选择快递公司' });
  assert.equal((await orderRow(server, rental.orderId)).status, 4);
});
