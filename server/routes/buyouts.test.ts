/**
 * Buyouts (买断): the quote by contract/rentalRules.ts buyoutQuote, its validity, paying it from
 * the balance or online, the bills it settles, the deposit surplus going back the way the deposit
 * was paid, and the refusals.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import type { BuyoutPayment, BuyoutQuoteView, OnlineTradeAnswer, TradeView } from '@/contract/money';
import type { InvoiceableItem } from '@/contract/invoices';
import type { OnlineTrade } from '@/contract/orders';
import { BUYOUT_QUOTE_VALID_MINUTES, buyoutQuote } from '@/contract/rentalRules';
import {
  balanceLedger,
  bills,
  buyoutPayments,
  customerNotifications,
  onlineRefunds,
  onlineTrades,
  orderHistory,
  rentalOrderItems,
  rentalOrders,
  sandboxTrades,
} from '../db/schema';
import { transition } from '../domain/orders/lifecycle';
import { DAY_MS, MINUTE_MS } from '../domain/shared/clock';
import { payAll } from '../testing/billScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { assertLedgerAddsUp } from '../testing/moneyScenarios';
import { balanceOf, customerRenting, customerWithOrders, payBill, setBalance } from '../testing/rentalScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const quote = (token: string, orderNo: string) => server.post<BuyoutQuoteView>('/api/wOrder/buyout/quote', { orderNo }, { token });
const payQuote = (token: string, quoteNo: string, idempotencyKey: string = randomUUID()) =>
  server.post<BuyoutPayment>('/api/wOrder/buyout/yezf', { quoteNo, idempotencyKey }, { token });
const payQuoteOnline = (token: string, quoteNo: string, idempotencyKey: string = randomUUID()) =>
  server.post<OnlineTradeAnswer>('/api/wOrder/buyout/liJiZhiFu', { quoteNo, idempotencyKey }, { token });

async function orderStatus(orderId: number): Promise<number | undefined> {
  return (await server.db.select({ status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.id, orderId)))[0]?.status;
}

async function buyoutPriceOf(orderId: number): Promise<number> {
  const items = await server.db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, orderId));
  return items.reduce((sum, item) => sum + item.buyoutPrice * item.quantity, 0);
}

/** The plan's buyout price made 0 (arrangement: so the deposit exceeds what is owed and a surplus goes back). */
const freeBuyout = (orderId: number) => server.db.update(rentalOrderItems).set({ buyoutPrice: 0 }).where(eq(rentalOrderItems.orderId, orderId));

test('the quote is the published rule over the order now: unpaid rent + buyout price, the deposit set off; asked again it is the same quote', async () => {
  const renter = await customerRenting(server);
  await setBalance(server, renter.customerId, renter.order.monthlyRent);
  assert.equal((await payBill(server, renter.token, renter.bills[1]?.id ?? 0)).body.code, 200);
  const answer = await quote(renter.token, renter.order.orderNo);
  assert.equal(answer.body.code, 200, answer.body.msg);
  const view = answer.body.data;
  assert.ok(view);
  const expected = buyoutQuote({ unpaidRent: renter.order.monthlyRent * 10, buyoutPrice: await buyoutPriceOf(renter.order.id), deposit: renter.order.deposit });
  assert.deepEqual(
    [view.unpaidRent, view.unpaidPeriods, view.buyoutPrice, view.deposit, view.gross, view.depositOffset, view.amountDue, view.depositRefund],
    [expected.unpaidRent, 10, expected.buyoutPrice, expected.deposit, expected.gross, expected.depositOffset, expected.amountDue, expected.depositRefund],
  );
  assert.equal(view.status, 'open');
  assert.equal(view.secondsLeft, BUYOUT_QUOTE_VALID_MINUTES * 60);
  assert.match(view.quoteNo, /^BQ\d{20}$/);
  server.clock.advance(MINUTE_MS);
  const again = await quote(renter.token, renter.order.orderNo);
  assert.equal(again.body.data?.quoteNo, view.quoteNo, 'asking again does not restart the validity');
  assert.equal(again.body.data?.secondsLeft, BUYOUT_QUOTE_VALID_MINUTES * 60 - 60);
});

test('an expired quote is refused with a clear message and changes nothing; a fresh quote paid from the balance buys the order out', async () => {
  const renter = await customerRenting(server);
  const first = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(first);
  await setBalance(server, renter.customerId, first.amountDue * 2);
  server.clock.advance(BUYOUT_QUOTE_VALID_MINUTES * MINUTE_MS);
  const expired = await payQuote(renter.token, first.quoteNo);
  assert.equal(expired.body.msg, '买断报价已过期，请重新获取报价');
  assert.equal(await orderStatus(renter.order.id), 4);
  assert.equal(await balanceOf(server, renter.customerId), first.amountDue * 2);

  const fresh = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(fresh && fresh.quoteNo !== first.quoteNo);
  await setBalance(server, renter.customerId, fresh.amountDue - 1);
  assert.equal((await payQuote(renter.token, fresh.quoteNo)).body.msg, '余额不足，请充值或选择在线支付');
  assert.equal(await orderStatus(renter.order.id), 4);

  await setBalance(server, renter.customerId, fresh.amountDue + 500);
  const key = randomUUID();
  const paid = await payQuote(renter.token, fresh.quoteNo, key);
  assert.equal(paid.body.code, 200, paid.body.msg);
  assert.equal(paid.body.msg, '买断成功，设备归您所有');
  assert.deepEqual([paid.body.data?.amount, paid.body.data?.balance, paid.body.data?.depositRefund], [fresh.amountDue, 500, 0]);
  assert.equal(await orderStatus(renter.order.id), 8);
  const rows = await server.db.select().from(bills).where(eq(bills.orderId, renter.order.id)).orderBy(bills.period);
  assert.deepEqual(
    rows.map((bill) => bill.status),
    [1, ...Array.from({ length: 11 }, () => 5)],
    'the unpaid bills are settled by the buyout, not paid as bills',
  );
  const ledger = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.customerId, renter.customerId), eq(balanceLedger.kind, 'buyout')));
  assert.deepEqual(
    ledger.map((entry) => [entry.amount, entry.orderId]),
    [[-fresh.amountDue, renter.order.id]],
  );
  const [history] = await server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, renter.order.id), eq(orderHistory.toStatus, 8)));
  assert.match(history?.note ?? '', /^买断：余额支付 ¥[\d,.]+，押金抵扣 ¥[\d,.]+，结清 11 期账单$/);
  assert.ok(
    (
      await server.db
        .select()
        .from(customerNotifications)
        .where(and(eq(customerNotifications.orderId, renter.order.id), eq(customerNotifications.title, '设备已买断')))
    ).length === 1,
  );

  assert.deepEqual((await payQuote(renter.token, fresh.quoteNo, key)).body.data, paid.body.data, 'a retry answers the same payment');
  assert.equal((await payQuote(renter.token, fresh.quoteNo)).body.msg, '订单已买断');
  assert.equal((await quote(renter.token, renter.order.orderNo)).body.msg, '订单已买断');
  assert.equal((await payBill(server, renter.token, rows[5]?.id ?? 0)).body.msg, '账单已随买断结清，无需支付');
  assert.equal(await balanceOf(server, renter.customerId), 500);
});

test('a quote made stale by a bill paid since, or superseded by a newer one, is refused', async () => {
  const renter = await customerRenting(server);
  const first = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(first);
  await setBalance(server, renter.customerId, first.amountDue * 2);
  assert.equal((await payBill(server, renter.token, renter.bills[1]?.id ?? 0)).body.code, 200);
  assert.equal((await payQuote(renter.token, first.quoteNo)).body.msg, '订单账单已变化，买断报价已失效，请重新获取报价');
  const second = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(second);
  assert.equal(second.unpaidRent, first.unpaidRent - renter.order.monthlyRent);
  assert.equal((await payQuote(renter.token, first.quoteNo)).body.msg, '已有更新的买断报价，请刷新页面后使用最新报价');
  assert.equal(await orderStatus(renter.order.id), 4);
});

test('no quote while a bill is overdue, for an order not renting, or for another customer', async () => {
  const renter = await customerRenting(server);
  const stranger = await server.registerPersonal();
  assert.equal((await quote(stranger.token, renter.order.orderNo)).body.code, 404);
  const mine = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(mine);
  assert.equal((await payQuote(stranger.token, mine.quoteNo)).body.code, 404);
  assert.equal((await payQuoteOnline(stranger.token, mine.quoteNo)).body.code, 404);
  assert.equal((await payQuote(renter.token, 'BQ00000000000000000000')).body.code, 404);
  assert.equal((await payQuote(renter.token, 'nope')).body.msg, '买断报价编号不正确');

  const unpaid = await customerWithOrders(server, 1);
  assert.equal((await quote(unpaid.token, unpaid.orders[0]?.orderNo ?? '')).body.msg, '只有租赁中的订单可以买断');

  server.clock.set(new Date(new Date(`${renter.bills[1]?.dueDate ?? ''}T12:00:00+08:00`).getTime() + DAY_MS));
  const token = String((await server.post('/api/register/reg/paLogin', { phone: renter.phone, passWord: renter.passWord })).body.token);
  assert.equal((await quote(token, renter.order.orderNo)).body.msg, '该订单有逾期账单，请先在“我的账单”结清后再买断');
});

test('a deposit larger than what is owed comes back to the balance when the deposit was paid from it; nothing to pay online', async () => {
  const renter = await customerRenting(server);
  await freeBuyout(renter.order.id);
  await setBalance(server, renter.customerId, renter.order.monthlyRent * 10);
  assert.equal(
    (
      await payAll(
        server,
        renter.token,
        renter.bills.slice(1, 11).map((bill) => bill.id),
      )
    ).body.code,
    200,
  );
  const view = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(view);
  assert.ok(renter.order.deposit > renter.order.monthlyRent, 'the demo deposit is more than a month of rent');
  assert.deepEqual(
    [view.unpaidRent, view.buyoutPrice, view.amountDue, view.depositRefund, view.depositRefundTo],
    [renter.order.monthlyRent, 0, 0, renter.order.deposit - renter.order.monthlyRent, 'balance'],
  );
  assert.equal((await payQuoteOnline(renter.token, view.quoteNo)).body.msg, '本次买断无需支付款项，请直接确认买断');
  const start = await balanceOf(server, renter.customerId);
  const paid = await payQuote(renter.token, view.quoteNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  assert.deepEqual([paid.body.data?.amount, paid.body.data?.depositRefund, paid.body.data?.balance], [0, view.depositRefund, start + view.depositRefund]);
  const credit = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.customerId, renter.customerId), eq(balanceLedger.kind, 'deposit_refund')));
  assert.deepEqual(
    credit.map((entry) => [entry.amount, entry.orderId]),
    [[view.depositRefund, renter.order.id]],
  );
  assert.equal(await orderStatus(renter.order.id), 8);
});

/** A running order whose first payment (and so its deposit) was paid online at the sandbox cashier. */
async function renterPaidOnline() {
  const buyer = await customerWithOrders(server, 1);
  const view = buyer.orders[0];
  assert.ok(view);
  const trade = (await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo: view.orderNo, idempotencyKey: randomUUID() }, { token: buyer.token })).body.data;
  assert.ok(trade);
  await server.post(`/api/pay/sandbox/${trade.tradeNo}/confirm`, {});
  await server.payment?.idle();
  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, view.orderNo));
  assert.equal(order?.status, 1);
  assert.ok(order);
  const now = server.clock.now();
  await server.db.transaction(async (tx) => {
    await transition(tx, order.id, 2, { kind: 'sys', id: 1 }, '审核通过', now);
    await transition(tx, order.id, 3, { kind: 'sys', id: 1 }, '发货', now);
    await transition(tx, order.id, 4, { kind: 'customer', id: buyer.customerId }, '确认收货', now);
  });
  const schedule = await server.db.select().from(bills).where(eq(bills.orderId, order.id)).orderBy(bills.period);
  return { ...buyer, order, bills: schedule, firstTrade: trade.tradeNo };
}

test('a deposit paid online comes back through the provider as a part of that payment, never to the balance', async () => {
  const renter = await renterPaidOnline();
  await freeBuyout(renter.order.id);
  await setBalance(server, renter.customerId, renter.order.monthlyRent * 10);
  assert.equal(
    (
      await payAll(
        server,
        renter.token,
        renter.bills.slice(1, 11).map((bill) => bill.id),
      )
    ).body.code,
    200,
  );
  const view = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(view);
  assert.equal(view.depositRefundTo, 'online');
  const before = await balanceOf(server, renter.customerId);
  const paid = await payQuote(renter.token, view.quoteNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  assert.equal(await balanceOf(server, renter.customerId), before, 'online money never becomes balance');
  const refunds = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.tradeNo, renter.firstTrade));
  assert.deepEqual(
    refunds.map((refund) => [refund.reason, refund.amount, refund.status]),
    [['buyout', view.depositRefund, 'succeeded']],
  );
  const [atProvider] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, renter.firstTrade));
  assert.equal(atProvider?.refundedAmount, view.depositRefund);
  const [ours] = await server.db.select().from(onlineTrades).where(eq(onlineTrades.tradeNo, renter.firstTrade));
  assert.equal(ours?.status, 'paid', 'the first payment stays the order’s');
  const [told] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.orderId, renter.order.id), eq(customerNotifications.title, '买断：抵扣后剩余押金退回')));
  assert.ok(told);
});

test('a buyout paid online at the sandbox cashier: the notification buys the order out; a quote expired before the payment is refunded', async () => {
  const cashier = server.payment;
  assert.ok(cashier);
  const renter = await customerRenting(server);
  const startLedger = await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId));
  const view = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(view && view.amountDue > 0);
  const key = randomUUID();
  const opened = await payQuoteOnline(renter.token, view.quoteNo, key);
  assert.equal(opened.body.code, 200, opened.body.msg);
  const trade = opened.body.data;
  assert.ok(trade);
  assert.equal(trade.amount, view.amountDue);
  assert.deepEqual((await payQuoteOnline(renter.token, view.quoteNo, key)).body.data, trade);
  const shown = await server.get<{ purpose: string; orderNo: string }>(`/api/pay/sandbox/${trade.tradeNo}`);
  assert.deepEqual([shown.body.data?.purpose, shown.body.data?.orderNo], ['buyout', renter.order.orderNo]);
  await server.post(`/api/pay/sandbox/${trade.tradeNo}/confirm`, {});
  await cashier.idle();
  assert.equal(await orderStatus(renter.order.id), 8);
  const [payment] = await server.db.select().from(buyoutPayments).where(eq(buyoutPayments.orderId, renter.order.id));
  assert.deepEqual([payment?.method, payment?.tradeNo, payment?.amount], ['online', trade.tradeNo, view.amountDue]);
  assert.equal((await server.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, renter.customerId))).length, startLedger.length);
  const queried = await server.post<TradeView>('/api/wUser/tradeQuery', { tradeNo: trade.tradeNo }, { token: renter.token });
  assert.deepEqual([queried.body.data?.purpose, queried.body.data?.status, queried.body.data?.orderNo], ['buyout', 'paid', renter.order.orderNo]);

  const late = await customerRenting(server);
  const lateQuote = (await quote(late.token, late.order.orderNo)).body.data;
  assert.ok(lateQuote);
  const lateTrade = (await payQuoteOnline(late.token, lateQuote.quoteNo)).body.data;
  assert.ok(lateTrade);
  server.clock.advance(BUYOUT_QUOTE_VALID_MINUTES * MINUTE_MS);
  await server.post(`/api/pay/sandbox/${lateTrade.tradeNo}/confirm`, {});
  await cashier.idle();
  assert.equal(await orderStatus(late.order.id), 4, 'an expired quote buys nothing');
  const [refunded] = await server.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, lateTrade.tradeNo));
  assert.deepEqual([refunded?.status, refunded?.refundedAmount], ['refunded', lateQuote.amountDue]);
  const unpaid = await server.db
    .select()
    .from(bills)
    .where(and(eq(bills.orderId, late.order.id), inArray(bills.status, [4])));
  assert.equal(unpaid.length, 0);
  await assertLedgerAddsUp(server, late.customerId, late.order.payable);
});

test('a buyout is invoiceable once, as what it settled (the deposit set off included); the bills it settled never are', async () => {
  const renter = await customerRenting(server);
  const view = (await quote(renter.token, renter.order.orderNo)).body.data;
  assert.ok(view);
  await setBalance(server, renter.customerId, view.amountDue);
  assert.equal((await payQuote(renter.token, view.quoteNo)).body.code, 200);
  const answer = await server.post<never>('/api/wInvoice/invoiceable', { orderNo: renter.order.orderNo, limit: 50 }, { token: renter.token });
  const rows = answer.body.rows as InvoiceableItem[];
  const buyout = rows.filter((row) => row.kind === 'buyout');
  assert.deepEqual(
    buyout.map((row) => [row.kindName, row.label, row.amount, row.freight, row.period]),
    [['买断款', '买断款', view.gross, 0, null]],
  );
  assert.deepEqual(
    rows.filter((row) => row.kind === 'rent').map((row) => row.period),
    [1],
    'only the bill paid as a bill is rent to invoice',
  );
  const stranger = await server.registerPersonal();
  const theirs = await server.post<never>('/api/wInvoice/invoiceable', { orderNo: renter.order.orderNo }, { token: stranger.token });
  assert.equal(theirs.body.total, 0);
});
