import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { HOLDING_LIMITS, type OrderClientAddress, type RentalOrderDetail, type RentalOrderView, type RentingSwitch } from '@/contract/orders';
import { bills, customerNotifications, orderHistory, rentalOrderItems, rentalOrders, riskRecords } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { transition } from '../domain/orders/lifecycle';
import { RISK_LIMITS } from '../domain/orders/risk';
import { DAY_MS, formatShanghai } from '../domain/shared/clock';
import { runDueWork } from '../domain/scheduler';
import { startTestServer, type TestServer } from '../testing/harness';
import { verifyPerson } from '../testing/identityScenarios';
import { customerRenting, customerWithOrders, pay, setBalance } from '../testing/rentalScenarios';
import { rentableSkus, setStock } from '../testing/rentals';
import { askRisk, renterWithOverdueBillPaysAgain, tenRacingRiskChecksOfARejectedOrder } from '../testing/riskScenarios';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const ADDRESS = { name: '孙丽', phone: '13600004444', province: '四川省', city: '成都市', district: '武侯区', detail: '天府大道 100 号' };
/** Each test orders from its own network address, so the shared-address rule fires only where a test wants it. */
let peerSerial = 0;
const newPeer = () => `198.51.100.${(peerSerial += 1)}`;

/**
 * A new personal customer with one paid order of `quantity` units (status 1, not yet checked);
 * verified by real name first when the order holds more units of one configuration than an
 * unverified account may.
 */
async function paidOrder(quantity = 1, peer = newPeer()) {
  const account = await server.registerPersonal();
  if (quantity > HOLDING_LIMITS.unverifiedUnitsPerSku) await verifyPerson(server, account.token);
  const [sku] = await rentableSkus(server.db, quantity);
  assert.ok(sku);
  await setStock(server.db, sku.skuId, sku.stock + quantity);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: sku.skuId, termMonths: 12, quantity }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token: account.token, peer },
  );
  assert.ok(placed.body.data, placed.body.msg);
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, placed.body.data.orderNo));
  assert.ok(row);
  await setBalance(server, row.customerId, placed.body.data.payable);
  const paid = await pay(server, account.token, placed.body.data.orderNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  return { ...account, order: placed.body.data, orderId: row.id, customerId: row.customerId };
}

async function statusOf(orderId: number): Promise<number> {
  const [row] = await server.db.select({ status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
  return row?.status ?? -1;
}

async function ship(orderId: number) {
  await server.db.transaction(async (tx) => {
    if ((await tx.select({ status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.id, orderId)))[0]?.status === 1) {
      await transition(tx, orderId, 2, { kind: 'sys', id: 1 }, '审核通过', server.clock.now());
    }
    await transition(tx, orderId, 3, { kind: 'sys', id: 1 }, '发货', server.clock.now());
  });
}

test('a paid order with nothing unusual passes the risk check: 待发货, with history and a message', async () => {
  const buyer = await paidOrder();
  const answer = await askRisk(server, buyer.token, buyer.order.orderNo);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.deepEqual(answer.body.data, {
    orderNo: buyer.order.orderNo,
    checked: true,
    decision: 'pass',
    decisionName: '审核通过',
    checkedAt: answer.body.data?.checkedAt,
    orderStatus: 2,
    orderStatusName: '待发货',
  });
  assert.match(answer.body.data?.checkedAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const history = await server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, buyer.orderId), eq(orderHistory.toStatus, 2)));
  assert.deepEqual(
    history.map((row) => [row.fromStatus, row.actorKind, row.note]),
    [[1, 'system', '风控审核通过']],
  );
  const messages = await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, buyer.orderId));
  assert.ok(messages.some((message) => message.title === '订单审核通过'));
  // Asking again changes nothing and answers the same decision.
  const again = await askRisk(server, buyer.token, buyer.order.orderNo);
  assert.equal(again.body.data?.decision, 'pass');
  assert.equal((await server.db.select().from(riskRecords).where(eq(riskRecords.orderId, buyer.orderId))).length, 1);
  assert.equal((await server.db.select().from(orderHistory).where(eq(orderHistory.orderId, buyer.orderId))).length, 3);
});

test('a personal account renting many units at once is left for a person to review: it stays 待审核', async () => {
  const buyer = await paidOrder(RISK_LIMITS.personalUnitsPerOrder + 1);
  const answer = await askRisk(server, buyer.token, buyer.order.orderNo);
  assert.equal(answer.body.data?.decision, 'review');
  assert.equal(answer.body.data?.decisionName, '人工审核中');
  assert.equal(answer.body.data?.orderStatus, 1);
  const [record] = await server.db.select().from(riskRecords).where(eq(riskRecords.orderId, buyer.orderId));
  assert.equal(record?.level, 'medium');
  assert.deepEqual(record?.reasons, [`个人账户单笔租赁 ${RISK_LIMITS.personalUnitsPerOrder + 1} 台`]);
  // The customer is told the decision, never the rule.
  assert.doesNotMatch(JSON.stringify(answer.body), /台/);
});

test('a large first payment from an account made today is reviewed; a day later the same order passes', async () => {
  const expensive = (await rentableSkus(server.db, 1)).at(-1);
  assert.ok(expensive);
  const place = async (token: string) => {
    const placed = await server.post<RentalOrderView>(
      '/api/wOrder/addOrder',
      { items: [{ skuId: expensive.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
      { token, peer: newPeer() },
    );
    assert.ok(placed.body.data, placed.body.msg);
    assert.ok(placed.body.data.payable >= RISK_LIMITS.newAccountPayable, 'the demo catalogue has a SKU whose first payment is at least ¥10,000.00');
    const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, placed.body.data.orderNo));
    await setBalance(server, row?.customerId ?? 0, placed.body.data.payable);
    assert.equal((await pay(server, token, placed.body.data.orderNo)).body.code, 200);
    return placed.body.data.orderNo;
  };
  const newcomer = await server.registerPersonal();
  assert.equal((await askRisk(server, newcomer.token, await place(newcomer.token))).body.data?.decision, 'review');

  const regular = await server.registerPersonal();
  server.clock.advance(RISK_LIMITS.newAccountMs);
  assert.equal((await askRisk(server, regular.token, await place(regular.token))).body.data?.decision, 'pass');
});

test("several accounts ordering from one network address within a day are reviewed from the third one on, a verified company's staff not", async () => {
  const peer = newPeer();
  const decisions: (string | null | undefined)[] = [];
  for (let i = 0; i < RISK_LIMITS.accountsPerAddress; i += 1) {
    const buyer = await paidOrder(1, peer);
    decisions.push((await askRisk(server, buyer.token, buyer.order.orderNo)).body.data?.decision);
  }
  assert.deepEqual(decisions, [...Array.from({ length: RISK_LIMITS.accountsPerAddress - 1 }, () => 'pass'), 'review']);

  // A verified company ordering from that office address next is not held for it.
  const login = await server.post('/api/register/reg/paLogin', { phone: DEMO_ACCOUNTS.company.phone, passWord: DEMO_ACCOUNTS.company.password }, { peer });
  const token = String(login.body.token);
  const [sku] = await rentableSkus(server.db, 1);
  assert.ok(sku);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token, peer },
  );
  assert.ok(placed.body.data, placed.body.msg);
  assert.equal((await pay(server, token, placed.body.data.orderNo)).body.code, 200);
  assert.equal((await askRisk(server, token, placed.body.data.orderNo)).body.data?.decision, 'pass');

  // Nor is it counted: a second person ordering from there after a verified company and one person is the second account.
  const quiet = newPeer();
  const first = await paidOrder(1, quiet);
  assert.equal((await askRisk(server, first.token, first.order.orderNo)).body.data?.decision, 'pass');
  const again = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token, peer: quiet },
  );
  assert.ok(again.body.data, again.body.msg);
  assert.equal((await pay(server, token, again.body.data.orderNo)).body.code, 200);
  const second = await paidOrder(1, quiet);
  assert.equal((await askRisk(server, second.token, second.order.orderNo)).body.data?.decision, 'pass');
});

test('a customer with an overdue bill is refused: the order closes and its payment goes back to the balance', async () => {
  const { renter, order } = await renterWithOverdueBillPaysAgain(server);
  const answer = await askRisk(server, renter.token, order.orderNo);
  assert.equal(answer.body.data?.decision, 'reject');
  assert.equal(answer.body.data?.orderStatusName, '已关闭');
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
  const messages = await server.db
    .select()
    .from(customerNotifications)
    .where(eq(customerNotifications.orderId, row?.id ?? 0));
  assert.ok(messages.some((message) => message.title === '订单已关闭'));
  // A closed order cannot be paid again.
  assert.equal((await pay(server, renter.token, order.orderNo)).body.msg, '订单已关闭');
});

test('while a bill is overdue a new order is refused before any money moves: the preview and the order say why', async () => {
  const renter = await customerRenting(server);
  const [item] = await server.db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, renter.order.id));
  assert.ok(item && renter.bills[1]);
  // Due yesterday and not marked yet: the scheduler has not run since midnight.
  const yesterday = formatShanghai(new Date(server.clock.now().getTime() - DAY_MS)).slice(0, 10);
  await server.db.update(bills).set({ dueDate: yesterday }).where(eq(bills.id, renter.bills[1].id));
  const items = [{ skuId: item.skuId, termMonths: 12, quantity: 1 }];
  const preview = await server.post('/api/wOrder/liJi', items[0], { token: renter.token });
  assert.equal(preview.body.msg, '您有逾期未付的账单，请先在“我的账单”结清后再下单');
  const placed = await server.post('/api/wOrder/addOrder', { items, address: ADDRESS, idempotencyKey: randomUUID() }, { token: renter.token });
  assert.equal(placed.body.msg, '您有逾期未付的账单，请先在“我的账单”结清后再下单');
  assert.equal((await server.db.select().from(rentalOrders).where(eq(rentalOrders.customerId, renter.customerId))).length, 1);
});

test('judgeSwitch tells a customer with an overdue bill that he may not rent now, and names the order the bill belongs to', async () => {
  const renter = await customerRenting(server);
  const judge = async () => (await server.get<RentingSwitch>(`/api/wOrder/judgeSwitch/${renter.globalId}/normal`, { token: renter.token })).body.data;
  assert.deepEqual(await judge(), { goodsType: 'normal', allowed: true, reason: null, verified: false, accountType: 'personal', overdue: null });
  const [, second, third] = renter.bills;
  assert.ok(second && third);
  const yesterday = formatShanghai(new Date(server.clock.now().getTime() - DAY_MS)).slice(0, 10);
  await server.db.update(bills).set({ dueDate: yesterday }).where(eq(bills.id, second.id));
  await server.db.update(bills).set({ dueDate: yesterday, status: 2 }).where(eq(bills.id, third.id));
  assert.deepEqual(await judge(), {
    goodsType: 'normal',
    allowed: false,
    reason: '您有逾期未付的账单，请先在“我的账单”结清后再下单',
    verified: false,
    accountType: 'personal',
    overdue: { count: 2, orderNos: [renter.order.orderNo] },
  });
  // Paid, the bills stop blocking.
  await server.db.update(bills).set({ status: 1 }).where(eq(bills.orderId, renter.order.id));
  assert.equal((await judge())?.allowed, true);
});

test('ten risk checks of an order to be refused, at once, refund it once', () => tenRacingRiskChecksOfARejectedOrder(server));

test('the risk check refuses an unpaid order, and another customer’s order is 404', async () => {
  const buyer = await customerWithOrders(server, 1);
  const unpaid = buyer.orders[0];
  assert.ok(unpaid);
  assert.equal((await askRisk(server, buyer.token, unpaid.orderNo)).body.msg, '订单尚未支付，支付后才能进行风控审核');
  const other = await paidOrder();
  const theirs = await askRisk(server, buyer.token, other.order.orderNo);
  assert.equal(theirs.body.code, 404);
  assert.equal(await statusOf(other.orderId), 1, 'asking about another customer’s order checked nothing');
  assert.equal((await server.post('/risk/record/getRiskUsers/orderno', { orderNo: other.order.orderNo })).status, 401);
  assert.equal((await askRisk(server, buyer.token, 'ZL1')).body.msg, '订单编号不正确');
});

test('the scheduler checks paid orders nobody asked about', async () => {
  const buyer = await paidOrder();
  const result = await runDueWork(server.db, server.clock.now());
  assert.ok(result.riskChecked >= 1);
  assert.equal(await statusOf(buyer.orderId), 2);
});

test('the customer confirms receipt of a shipped order: the rent starts, the bill schedule is written', async () => {
  const buyer = await paidOrder();
  await askRisk(server, buyer.token, buyer.order.orderNo);
  await ship(buyer.orderId);
  const answer = await server.post<RentalOrderView>('/api/wOrder/fhqs', { orderNo: buyer.order.orderNo }, { token: buyer.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '已确认收货，租期从今天开始计算');
  assert.equal(answer.body.data?.status, 4);
  const schedule = await server.db.select().from(bills).where(eq(bills.orderId, buyer.orderId));
  assert.equal(schedule.length, 12);
  const history = await server.db
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, buyer.orderId), eq(orderHistory.toStatus, 4)));
  assert.deepEqual(
    history.map((row) => [row.actorKind, row.actorId, row.note]),
    [['customer', buyer.customerId, '用户确认收货']],
  );
  // A second confirmation is refused by the lifecycle and writes nothing.
  const twice = await server.post('/api/wOrder/fhqs', { orderNo: buyer.order.orderNo }, { token: buyer.token });
  assert.equal(twice.body.msg, '订单当前状态为「租赁中」，不能执行该操作');
  assert.equal((await server.db.select().from(bills).where(eq(bills.orderId, buyer.orderId))).length, 12);
});

test('receipt cannot be confirmed before shipping, nor for another customer’s order', async () => {
  const buyer = await paidOrder();
  const early = await server.post('/api/wOrder/fhqs', { orderNo: buyer.order.orderNo }, { token: buyer.token });
  assert.equal(early.body.msg, '订单当前状态为「待审核」，不能执行该操作');
  await askRisk(server, buyer.token, buyer.order.orderNo);
  await ship(buyer.orderId);
  const stranger = await server.registerPersonal();
  const theirs = await server.post('/api/wOrder/fhqs', { orderNo: buyer.order.orderNo }, { token: stranger.token });
  assert.equal(theirs.body.code, 404);
  assert.equal(await statusOf(buyer.orderId), 3);
});

test('the order detail tells its whole history in order, with the rent dates once it runs', async () => {
  const buyer = await paidOrder();
  await askRisk(server, buyer.token, buyer.order.orderNo);
  await ship(buyer.orderId);
  await server.post('/api/wOrder/fhqs', { orderNo: buyer.order.orderNo }, { token: buyer.token });
  const answer = await server.get<RentalOrderDetail>(`/api/wOrder/detail/${buyer.order.orderNo}`, { token: buyer.token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  const detail = answer.body.data;
  assert.ok(detail);
  assert.equal(detail.orderNo, buyer.order.orderNo);
  assert.deepEqual(
    detail.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.statusName, entry.actor]),
    [
      [null, 0, '待支付', 'customer'],
      [0, 1, '待审核', 'customer'],
      [1, 2, '待发货', 'system'],
      [2, 3, '待收货', 'sys'],
      [3, 4, '租赁中', 'customer'],
    ],
  );
  assert.deepEqual(detail.risk && { decision: detail.risk.decision, decisionName: detail.risk.decisionName }, { decision: 'pass', decisionName: '审核通过' });
  assert.match(detail.shippedAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.match(detail.rentStartDate ?? '', /^\d{4}-\d{2}-\d{2}$/);
  const [startYear, startMonth, startDay] = (detail.rentStartDate ?? '').split('-').map(Number);
  assert.equal(detail.rentEndDate, `${(startYear ?? 0) + 1}-${String(startMonth).padStart(2, '0')}-${String(startDay).padStart(2, '0')}`);
});

test('the order detail of an unknown, malformed or another customer’s order is 404', async () => {
  const buyer = await paidOrder();
  const stranger = await server.registerPersonal();
  for (const orderNo of [buyer.order.orderNo, 'ZL00000000000000000000', 'nonsense']) {
    const answer = await server.get(`/api/wOrder/detail/${orderNo}`, { token: stranger.token });
    assert.equal(answer.body.code, 404, orderNo);
    assert.equal(answer.body.data, undefined);
  }
  assert.equal((await server.get(`/api/wOrder/detail/${buyer.order.orderNo}`)).status, 401);
});

test('addOrderHuoquIp answers the address an order was placed from, to its customer only', async () => {
  const peer = newPeer();
  const buyer = await paidOrder(1, peer);
  const answer = await server.get<OrderClientAddress>(`/api/wOrder/addOrderHuoquIp?orderNo=${buyer.order.orderNo}`, { token: buyer.token, peer: newPeer() });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.deepEqual(answer.body.data, { orderNo: buyer.order.orderNo, ip: peer, placedAt: buyer.order.createdAt });
  const stranger = await server.registerPersonal();
  assert.equal((await server.get(`/api/wOrder/addOrderHuoquIp?orderNo=${buyer.order.orderNo}`, { token: stranger.token })).body.code, 404);
  assert.equal((await server.get('/api/wOrder/addOrderHuoquIp?orderNo=x', { token: buyer.token })).body.msg, '订单编号不正确');
});

test('the development door ships an approved order as a merchant would, and nothing else', async () => {
  const buyer = await paidOrder();
  const early = await server.post(`/dev/orders/${buyer.order.orderNo}/ship`, {});
  assert.equal(early.body.msg, '订单当前状态为「待审核」，不能执行该操作');
  await askRisk(server, buyer.token, buyer.order.orderNo);
  const shipped = await server.post<{ status: number }>(`/dev/orders/${buyer.order.orderNo}/ship`, {});
  assert.equal(shipped.body.code, 200, shipped.body.msg);
  assert.equal(shipped.body.data?.status, 3);
  const messages = await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, buyer.orderId));
  assert.ok(messages.some((message) => message.title === '订单已发货'));
  assert.equal((await server.post('/dev/orders/ZL00000000000000000000/ship', {})).body.code, 404);
  assert.equal((await server.post('/dev/orders/nonsense/ship', {})).body.code, 404);
});

test("the development door makes a running order's next bill overdue, as a month passing would", async () => {
  const renter = await customerRenting(server);
  const [first, second, third] = renter.bills;
  assert.ok(first && second && third);
  const overdue = await server.post<{ billId: number; period: number; dueDate: string }>(`/dev/orders/${renter.order.orderNo}/overdue`, {});
  assert.equal(overdue.body.code, 200, overdue.body.msg);
  const yesterday = formatShanghai(new Date(server.clock.now().getTime() - DAY_MS)).slice(0, 10);
  assert.deepEqual(overdue.body.data, { orderNo: renter.order.orderNo, billId: second.id, period: 2, dueDate: yesterday });
  const schedule = await server.db.select().from(bills).where(eq(bills.orderId, renter.order.id)).orderBy(bills.period);
  // The whole schedule moved with it, a month apart as before; the bill is marked 逾期 with its 消息.
  const shift = (day: string) => Date.parse(day) - Date.parse(yesterday);
  assert.equal(schedule[1]?.status, 2);
  assert.equal(shift(schedule[2]?.dueDate ?? ''), Date.parse(third.dueDate) - Date.parse(second.dueDate));
  const messages = await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, renter.order.id));
  assert.ok(messages.some((message) => message.title === '账单已逾期'));
  const judged = await server.get<RentingSwitch>(`/api/wOrder/judgeSwitch/${renter.globalId}/normal`, { token: renter.token });
  assert.deepEqual(judged.body.data?.overdue, { count: 1, orderNos: [renter.order.orderNo] });
  assert.equal((await server.post('/dev/orders/ZL00000000000000000000/overdue', {})).body.code, 404);
});
