/** Renewals (续租) of running orders: the preview, the appended bills and their "n of N", the end date, the refusals. */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { RenewalPreview, RenewalResult } from '@/contract/money';
import type { RentalOrderDetail } from '@/contract/orders';
import { OVERDUE_DAYS_BLOCKING_RENEWAL, RENEWAL_TERMS } from '@/contract/rentalRules';
import { bills, customerNotifications, orderHistory, orderRenewals, rentalOrders } from '../db/schema';
import { addMonthsShanghai } from '../domain/shared/calendar';
import { DAY_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { rentAnotherOrder } from '../testing/billScenarios';
import { customerRenting, customerWithOrders, payBill, setBalance } from '../testing/rentalScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const renew = (token: string, orderNo: string, months: number, idempotencyKey: string = randomUUID()) =>
  server.post<RenewalResult>('/api/wOrder/renew', { orderNo, months, idempotencyKey }, { token });

test('the preview prices every renewal term at the order’s monthly rent and says the new end date', async () => {
  const renter = await customerRenting(server);
  const answer = await server.get<RenewalPreview>(`/api/wOrder/renewal/${renter.order.orderNo}`, { token: renter.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  const preview = answer.body.data;
  assert.ok(preview);
  const start = renter.order.rentStartedAt ?? server.clock.now();
  assert.deepEqual([preview.allowed, preview.reason, preview.periods, preview.endDate], [true, null, 12, addMonthsShanghai(start, 12)]);
  assert.deepEqual(
    preview.options.map((option) => [option.months, option.amountPerPeriod, option.total, option.newEndDate]),
    RENEWAL_TERMS.map((months) => [months, renter.order.monthlyRent, renter.order.monthlyRent * months, addMonthsShanghai(start, 12 + months)]),
  );
  assert.deepEqual(preview.renewals, []);
});

test('a renewal appends bills after the last period, tells every bill the new count, extends the end date, and is written to the history', async () => {
  const renter = await customerRenting(server);
  const key = randomUUID();
  const answer = await renew(renter.token, renter.order.orderNo, 3, key);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '续租成功，已追加 3 期账单');
  const start = renter.order.rentStartedAt ?? server.clock.now();
  const result = answer.body.data;
  assert.ok(result);
  assert.deepEqual(
    [result.months, result.firstPeriod, result.lastPeriod, result.periods, result.amountPerPeriod, result.total, result.previousEndDate, result.newEndDate],
    [3, 13, 15, 15, renter.order.monthlyRent, renter.order.monthlyRent * 3, addMonthsShanghai(start, 12), addMonthsShanghai(start, 15)],
  );
  assert.match(result.renewalNo, /^XZ\d{20}$/);

  const rows = await server.db.select().from(bills).where(eq(bills.orderId, renter.order.id)).orderBy(bills.period);
  assert.deepEqual(
    rows.map((bill) => `${bill.period}/${bill.periods}`),
    Array.from({ length: 15 }, (_, i) => `${i + 1}/15`),
  );
  assert.deepEqual(
    rows.slice(12).map((bill) => [bill.status, bill.amount, bill.dueDate]),
    [13, 14, 15].map((period) => [0, renter.order.monthlyRent, addMonthsShanghai(start, period - 1)]),
  );
  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.id, renter.order.id));
  assert.deepEqual([order?.termMonths, order?.totalRent], [15, renter.order.totalRent + renter.order.monthlyRent * 3]);
  const detail = await server.get<RentalOrderDetail>(`/api/wOrder/detail/${renter.order.orderNo}`, { token: renter.token });
  assert.equal(detail.body.data?.rentEndDate, addMonthsShanghai(start, 15));
  const [history] = await server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, renter.order.id), eq(orderHistory.fromStatus, 4), eq(orderHistory.toStatus, 4)));
  assert.match(history?.note ?? '', /^续租 3 个月（第 13–15 期，每期 ¥[\d,.]+），租期延长至 \d{4}-\d{2}-\d{2}$/);
  const [told] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.orderId, renter.order.id), eq(customerNotifications.title, '续租成功')));
  assert.ok(told);

  // The same key appends nothing more and answers the same renewal; another renewal adds after it.
  const again = await renew(renter.token, renter.order.orderNo, 3, key);
  assert.deepEqual(again.body.data, result);
  assert.equal((await server.db.select().from(bills).where(eq(bills.orderId, renter.order.id))).length, 15);
  const twelve = await renew(renter.token, renter.order.orderNo, 12);
  assert.deepEqual([twelve.body.data?.firstPeriod, twelve.body.data?.lastPeriod], [16, 27]);
  const preview = await server.get<RenewalPreview>(`/api/wOrder/renewal/${renter.order.orderNo}`, { token: renter.token });
  assert.deepEqual(
    preview.body.data?.renewals.map((renewal) => [renewal.months, renewal.firstPeriod, renewal.lastPeriod]),
    [
      [3, 13, 15],
      [12, 16, 27],
    ],
  );
  assert.equal((await server.db.select().from(orderRenewals).where(eq(orderRenewals.orderId, renter.order.id))).length, 2);
});

test('renewal refusals: a term not offered, an order not renting, a key used for another order, another customer’s order', async () => {
  const renter = await customerRenting(server);
  assert.equal((await renew(renter.token, renter.order.orderNo, 2)).body.msg, `续租期限应为 ${RENEWAL_TERMS.join('、')} 个月`);
  assert.equal((await server.post('/api/wOrder/renew', { orderNo: renter.order.orderNo, months: 1 }, { token: renter.token })).body.msg, '缺少请求标识，请刷新页面后重试');
  const unpaid = await customerWithOrders(server, 1);
  const orderNo = unpaid.orders[0]?.orderNo ?? '';
  assert.equal((await renew(unpaid.token, orderNo, 1)).body.msg, '只有租赁中的订单可以续租');
  const preview = await server.get<RenewalPreview>(`/api/wOrder/renewal/${orderNo}`, { token: unpaid.token });
  assert.deepEqual([preview.body.data?.allowed, preview.body.data?.reason], [false, '只有租赁中的订单可以续租']);
  const key = randomUUID();
  assert.equal((await renew(renter.token, renter.order.orderNo, 1, key)).body.code, 200);
  const second = await customerRenting(server);
  assert.equal((await renew(second.token, second.order.orderNo, 1, key)).body.code, 200, 'keys are per customer');
  const other = await server.post('/api/wOrder/renew', { orderNo: renter.order.orderNo, months: 1, idempotencyKey: key }, { token: second.token });
  assert.equal(other.body.code, 404);
  assert.equal((await server.get(`/api/wOrder/renewal/${renter.order.orderNo}`, { token: second.token })).body.code, 404);
  assert.equal((await server.get('/api/wOrder/renewal/not-an-order', { token: second.token })).body.code, 404);
  // The same key for another order of the same customer.
  const later = await rentAnotherOrder(server, renter);
  assert.equal((await renew(renter.token, later, 1, key)).body.msg, '该续租请求已用于其他订单，请刷新页面后重试');
});

test('a bill overdue for the published number of days stops renewals until it is paid', async () => {
  const renter = await customerRenting(server);
  const bill = renter.bills[1];
  assert.ok(bill);
  const relogin = async () => String((await server.post('/api/register/reg/paLogin', { phone: renter.phone, passWord: renter.passWord })).body.token);
  server.clock.set(new Date(new Date(`${bill.dueDate}T12:00:00+08:00`).getTime() + (OVERDUE_DAYS_BLOCKING_RENEWAL - 1) * DAY_MS));
  let token = await relogin();
  assert.equal((await renew(token, renter.order.orderNo, 1)).body.code, 200, 'one day short of the limit: allowed');
  server.clock.advance(DAY_MS);
  token = await relogin();
  const refused = await renew(token, renter.order.orderNo, 1);
  assert.equal(refused.body.msg, `您有账单已逾期 ${OVERDUE_DAYS_BLOCKING_RENEWAL} 天，请先结清逾期账单后再续租`);
  const preview = await server.get<RenewalPreview>(`/api/wOrder/renewal/${renter.order.orderNo}`, { token });
  assert.deepEqual([preview.body.data?.allowed, preview.body.data?.reason], [false, refused.body.msg]);
  assert.equal((await server.db.select().from(bills).where(eq(bills.orderId, renter.order.id))).length, 13);
  await setBalance(server, renter.customerId, bill.amount * 2);
  assert.equal((await payBill(server, token, bill.id)).body.code, 200);
  assert.equal((await renew(token, renter.order.orderNo, 1)).body.code, 200, 'settled: renewals are open again');
});
