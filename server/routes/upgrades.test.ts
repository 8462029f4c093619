/**
 * Upgrades of a running rental (升级换机, docs/product-rules.md#upgrades): the offers of the shop,
 * the application and its amount with a coupon, paying it (balance or online, once), the desk's
 * approval or rejection (money back the way it came), the new units shipped and received (the
 * bills rewritten from the swap day, paid bills untouched), the old ones sent back and inspected
 * as a return is (the damage fee out of the deposit first, the rest a bill).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { ClaimedCoupon } from '@/contract/coupons';
import type { UpgradeCouponQuote } from '@/contract/upgrades';
import {
  auditLog,
  balanceLedger,
  bills,
  couponTemplates,
  customerCoupons,
  customerNotifications,
  goodsSkus,
  onlineRefunds,
  orderHistory,
  orderUpgrades,
  rentalDevices,
  rentalOrderItems,
  rentalOrders,
  storeDevices,
} from '../db/schema';
import { stockDevices } from '../domain/devices/stock';
import { startTestServer, type TestServer } from '../testing/harness';
import { consoleDetail, desk, stagedInspectionPhotos } from '../testing/orderDesk';
import { balanceOf, payBill, setBalance } from '../testing/rentalScenarios';
import { logInAsMerchant, logInAsOtherMerchant, type StaffLogin } from '../testing/staff';
import { apply, BETTER, offers, paidUpgrade, payByBalance, payOnline, renterWithOffer, tenRacingApplications, tenRacingUpgradePayments } from '../testing/upgradeScenarios';

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

const upgradeOf = async (orderId: number) => (await server.db.select().from(orderUpgrades).where(eq(orderUpgrades.orderId, orderId)).orderBy(asc(orderUpgrades.id))).at(-1);
const orderOf = async (orderId: number) => (await server.db.select().from(rentalOrders).where(eq(rentalOrders.id, orderId)))[0];
const billsOf = (orderId: number) =>
  server.db
    .select()
    .from(bills)
    .where(and(eq(bills.orderId, orderId), eq(bills.kind, 'rent')))
    .orderBy(asc(bills.period));

/** New units of the offer's SKU in the shop's stock, for the desk to ship. */
async function newUnits(skuId: number, count: number): Promise<string[]> {
  const [sku] = await server.db.select({ goodsId: goodsSkus.goodsId }).from(goodsSkus).where(eq(goodsSkus.id, skuId));
  assert.ok(sku);
  const serials = Array.from({ length: count }, () => `UP-${randomUUID().slice(0, 8).toUpperCase()}`);
  await server.db.transaction((tx) => stockDevices(tx, { storeId: shopId, goodsId: sku.goodsId, skuId }, serials, server.clock.now(), '测试入库'));
  return serials;
}

test('a running rental is offered the better configurations of its shop, each with exactly what changes', async () => {
  const { renter, order, item, offerId } = await renterWithOffer(server, shopId);
  const answer = await offers(server, renter, order.orderNo);
  assert.equal(answer.body.code, 200, answer.body.msg);
  const offer = answer.body.data?.offers.find((candidate) => candidate.id === offerId);
  assert.ok(offer, 'the better configuration is offered');
  assert.ok(answer.body.data?.offers.every((candidate) => candidate.unitRent > item.monthlyRent && candidate.id !== item.skuId));
  assert.deepEqual(
    [offer.monthlyRentBefore, offer.monthlyRentAfter, offer.rentChange, offer.depositTopUp, offer.upgradeFee, offer.amountDue, offer.periodsLeft],
    [item.monthlyRent, item.monthlyRent + BETTER.rentMore, BETTER.rentMore, BETTER.depositMore, BETTER.unitFee, BETTER.depositMore + BETTER.unitFee, 11],
  );
  assert.equal(answer.body.data?.refusal, null);
});

test("another customer's order answers 404, and an order not renting has no offers but a reason", async () => {
  const mine = await renterWithOffer(server, shopId);
  const theirs = await renterWithOffer(server, shopId);
  const foreign = await offers(server, mine.renter, theirs.order.orderNo);
  assert.equal(foreign.body.code, 404);
  assert.equal((await apply(server, mine.renter, { orderNo: theirs.order.orderNo, offerId: theirs.offerId })).body.code, 404);
  await server.db.update(rentalOrders).set({ status: 5 }).where(eq(rentalOrders.id, mine.order.id));
  const returning = await offers(server, mine.renter, mine.order.orderNo);
  assert.deepEqual([returning.body.data?.refusal, returning.body.data?.offers], ['只有租赁中的订单可以升级换机', []]);
  assert.equal((await apply(server, mine.renter, { orderNo: mine.order.orderNo, offerId: mine.offerId })).body.msg, '只有租赁中的订单可以升级换机');
});

test('calcAmountPc with the offer as upgradeId prices a coupon against the upgrade fee only; the application takes the coupon', async () => {
  const { renter, order, offerId } = await renterWithOffer(server, shopId);
  const [template] = await server.db.select().from(couponTemplates).where(eq(couponTemplates.name, '新人专享券'));
  assert.ok(template);
  const claimed = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token: renter.token });
  const couponId = claimed.body.data?.id ?? 0;
  const calc = await server.get<UpgradeCouponQuote>(`/api/wCouponUser/calcAmountPc/${order.orderNo}/${renter.globalId}/${couponId}/0/${offerId}`, { token: renter.token });
  assert.equal(calc.body.code, 200, calc.body.msg);
  const discount = Math.min(template.amount, BETTER.unitFee);
  assert.deepEqual([calc.body.data?.kind, calc.body.data?.couponDiscount, calc.body.data?.amountDue], ['upgrade', discount, BETTER.depositMore + BETTER.unitFee - discount]);
  const applyingThere = await server.get(`/api/wCouponUser/calcAmountPc/${order.orderNo}/${renter.globalId}/${couponId}/1/${offerId}`, { token: renter.token });
  assert.equal(applyingThere.body.msg, '升级换机的优惠券在提交申请时选用');

  const applied = await apply(server, renter, { orderNo: order.orderNo, offerId, couponId });
  assert.equal(applied.body.code, 200, applied.body.msg);
  assert.deepEqual(
    [applied.body.data?.status, applied.body.data?.amountDue, applied.body.data?.couponDiscount],
    ['unpaid', BETTER.depositMore + BETTER.unitFee - discount, discount],
  );
  const [coupon] = await server.db.select().from(customerCoupons).where(eq(customerCoupons.id, couponId));
  assert.equal(coupon?.status, 'used');
  // A second application replaces the unpaid first: its coupon comes back.
  const again = await apply(server, renter, { orderNo: order.orderNo, offerId });
  assert.equal(again.body.code, 200, again.body.msg);
  const [released] = await server.db.select().from(customerCoupons).where(eq(customerCoupons.id, couponId));
  assert.equal(released?.status, 'unused');
  assert.deepEqual(
    (await server.db.select({ status: orderUpgrades.status }).from(orderUpgrades).where(eq(orderUpgrades.orderId, order.id)).orderBy(asc(orderUpgrades.id))).map(
      (row) => row.status,
    ),
    ['cancelled', 'unpaid'],
  );
});

test('paying from the balance debits it once (ledger kind upgrade); the same key answers the same payment', async () => {
  const { renter, order, offerId } = await renterWithOffer(server, shopId);
  const applied = await apply(server, renter, { orderNo: order.orderNo, offerId });
  const due = applied.body.data?.amountDue ?? 0;
  await setBalance(server, renter.customerId, due - 1);
  assert.equal((await payByBalance(server, renter, order.orderNo)).body.msg, '余额不足，请充值或选择在线支付');
  await setBalance(server, renter.customerId, due + 700);
  const key = randomUUID();
  const paid = await payByBalance(server, renter, order.orderNo, key);
  assert.equal(paid.body.code, 200, paid.body.msg);
  assert.deepEqual([paid.body.data?.upgrade.status, paid.body.data?.balance], ['pending', 700]);
  const twice = await payByBalance(server, renter, order.orderNo, key);
  assert.deepEqual([twice.body.code, twice.body.data?.balance], [200, 700]);
  const ledger = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.orderId, order.id), eq(balanceLedger.kind, 'upgrade')));
  assert.deepEqual(
    ledger.map((row) => row.amount),
    [-due],
  );
  assert.equal((await payByBalance(server, renter, order.orderNo)).body.msg, '该升级申请已支付或已结束，无需重复支付');
});

test('ten payments of one application at once pay once', async () => {
  await tenRacingUpgradePayments(server, shopId);
});

test('ten applications for one order at once make one', async () => {
  await tenRacingApplications(server, shopId);
});

test('the merchant rejects a balance payment: it goes back to the balance, the order stays as it was', async () => {
  const { renter, order, upgrade } = await paidUpgrade(server, shopId);
  const before = await balanceOf(server, renter.customerId);
  const rejected = await desk(server, merchant.token, 'upgrade/reject', { orderNo: order.orderNo, reason: '该配置暂时缺货' });
  assert.equal(rejected.body.code, 200, rejected.body.msg);
  assert.equal(rejected.body.data?.upgrade?.status, 'rejected');
  assert.equal(await balanceOf(server, renter.customerId), before + (upgrade?.amountDue ?? 0));
  const [credit] = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.orderId, order.id), eq(balanceLedger.refundCause, 'upgrade_rejected')));
  assert.equal(credit?.amount, upgrade?.amountDue);
  assert.deepEqual([(await orderOf(order.id))?.monthlyRent, (await orderOf(order.id))?.deposit], [order.monthlyRent, order.deposit]);
  const notices = await server.db.select().from(customerNotifications).where(eq(customerNotifications.customerId, renter.customerId));
  assert.ok(notices.some((notice) => notice.title === '升级换机申请未通过'));
  assert.ok(notices.some((notice) => notice.title === '升级换机未通过：支付款退回'));
  assert.equal((await desk(server, merchant.token, 'upgrade/reject', { orderNo: order.orderNo, reason: '该配置暂时缺货' })).body.msg, '该订单没有待处理的升级换机申请');
});

test('the merchant rejects an online payment: it goes back through the provider, never to the balance', async () => {
  const { renter, order, upgrade } = await paidUpgrade(server, shopId, { paidBy: 'online' });
  assert.equal((await upgradeOf(order.id))?.paidBy, 'online');
  const before = await balanceOf(server, renter.customerId);
  const rejected = await desk(server, merchant.token, 'upgrade/reject', { orderNo: order.orderNo, reason: '库存不足无法发货' });
  assert.equal(rejected.body.code, 200, rejected.body.msg);
  assert.equal(await balanceOf(server, renter.customerId), before);
  await server.payment?.idle();
  const refunds = await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, order.id));
  assert.deepEqual(
    refunds.filter((refund) => refund.reason === 'upgrade_rejected').map((refund) => [refund.amount, refund.status]),
    [[upgrade?.amountDue, 'succeeded']],
  );
});

test('another shop cannot see or decide the upgrade: 404', async () => {
  const { order } = await paidUpgrade(server, shopId);
  const other = await logInAsOtherMerchant(server);
  assert.equal((await desk(server, other.token, 'upgrade/approve', { orderNo: order.orderNo })).body.code, 404);
});

test('an upgrade end to end: approved, new units shipped and received (bills rewritten from that day, paid ones kept), old units back and inspected with a damage fee beyond the deposit', async () => {
  const { renter, order, item, offerId, upgrade } = await paidUpgrade(server, shopId);
  assert.ok(upgrade);
  // The customer paid period 2 ahead at the old rent: it stays as it was.
  const [, second] = await billsOf(order.id);
  assert.ok(second);
  await setBalance(server, renter.customerId, 10_000_000);
  assert.equal((await payBill(server, renter.token, second.id)).body.code, 200);
  const stockBefore = (await server.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, offerId)))[0]?.stock ?? 0;

  const returning = await server.post('/api/wOrder/returnOrder', { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123' }, { token: renter.token });
  assert.equal(returning.body.msg, '该订单正在升级换机，完成后再办理');

  const approved = await desk(server, merchant.token, 'upgrade/approve', { orderNo: order.orderNo });
  assert.equal(approved.body.code, 200, approved.body.msg);
  assert.deepEqual(
    approved.body.data?.upgrade?.actions.map((action) => action.action),
    ['ship'],
  );
  assert.equal((await server.db.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, offerId)))[0]?.stock, stockBefore - 1);

  const [serial] = await newUnits(offerId, 1);
  assert.ok(serial);
  const wrong = await desk(server, merchant.token, 'upgrade/ship', { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: 'SF9876543210987', serials: [serial, 'UP-EXTRA01'] });
  assert.match(wrong.body.msg, /序列号/);
  const shipped = await desk(server, merchant.token, 'upgrade/ship', { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: 'SF9876543210987', serials: [serial] });
  assert.equal(shipped.body.code, 200, shipped.body.msg);
  const oldSerials = (await upgradeOf(order.id))?.oldSerials ?? [];
  assert.equal(oldSerials.length, 1);

  const received = await server.post('/api/wOrder/upgrade/receive', { orderNo: order.orderNo }, { token: renter.token });
  assert.equal(received.body.code, 200, received.body.msg);
  const after = await billsOf(order.id);
  const newRent = item.monthlyRent + BETTER.rentMore;
  assert.deepEqual(
    after.map((bill) => bill.amount),
    [after[0]?.amount, item.monthlyRent, ...Array.from({ length: 10 }, () => newRent)],
    'period 1 and the period paid ahead keep the old rent; the ten unpaid ones take the new',
  );
  const swappedOrder = await orderOf(order.id);
  assert.deepEqual(
    [swappedOrder?.monthlyRent, swappedOrder?.deposit, swappedOrder?.totalRent],
    [newRent, order.deposit + BETTER.depositMore, order.totalRent + 10 * BETTER.rentMore],
  );
  const [newItem] = await server.db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, order.id));
  assert.deepEqual([newItem?.skuId, newItem?.monthlyRent], [offerId, newRent]);

  const sentBack = await server.post('/api/wOrder/upgrade/return', { orderNo: order.orderNo, carrier: '京东物流', waybillNo: 'JD0012345678901' }, { token: renter.token });
  assert.equal(sentBack.body.code, 200, sentBack.body.msg);

  const deposit = swappedOrder?.deposit ?? 0;
  const damageFee = deposit + 12_345;
  const photos = await stagedInspectionPhotos(server, 1, merchant.token);
  const inspected = await desk(server, merchant.token, 'upgrade/receive', { orderNo: order.orderNo, result: 'damaged', damageFee, remark: '屏幕右下角碎裂', photos });
  assert.equal(inspected.body.code, 200, inspected.body.msg);
  const done = await upgradeOf(order.id);
  assert.deepEqual([done?.status, done?.damageFromDeposit, done?.damageBilled], ['completed', deposit, 12_345]);
  assert.equal((await orderOf(order.id))?.deposit, 0);
  const [feeBill] = await server.db
    .select()
    .from(bills)
    .where(and(eq(bills.orderId, order.id), eq(bills.kind, 'fee')));
  assert.deepEqual([feeBill?.amount, feeBill?.status], [12_345, 0]);
  const [oldUnit] = await server.db
    .select()
    .from(rentalDevices)
    .where(and(eq(rentalDevices.orderId, order.id), eq(rentalDevices.serialNo, oldSerials[0] ?? '')));
  assert.equal(oldUnit?.releaseReason, 'returned');
  const [oldDevice] = await server.db
    .select()
    .from(storeDevices)
    .where(eq(storeDevices.serialNo, oldSerials[0] ?? ''));
  assert.equal(oldDevice?.state, 'repair');
  const [newDevice] = await server.db.select().from(storeDevices).where(eq(storeDevices.serialNo, serial));
  assert.equal(newDevice?.state, 'rented');

  const history = await server.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(asc(orderHistory.id));
  const upgradeLines = history.filter((row) => row.note.includes(upgrade.upgradeNo));
  assert.equal(upgradeLines.length, 7, upgradeLines.map((row) => row.note).join('\n'));
  const audits = await server.db.select().from(auditLog).where(eq(auditLog.targetId, order.orderNo));
  assert.deepEqual(
    audits.map((row) => row.action).filter((action) => action.startsWith('order.upgrade')),
    ['order.upgradeApprove', 'order.upgradeShip', 'order.upgradeReceive'],
  );
  // The order may now be returned like any other.
  const detail = await consoleDetail(server, merchant.token, order.orderNo);
  assert.deepEqual(detail.body.data?.upgrade?.actions, []);
});

test('a deposit raised by an upgrade goes back split: the upgrade part the way the upgrade was paid, the rest the way the order was', async () => {
  const { renter, order, offerId } = await paidUpgrade(server, shopId);
  assert.equal((await desk(server, merchant.token, 'upgrade/approve', { orderNo: order.orderNo })).body.code, 200);
  const [serial] = await newUnits(offerId, 1);
  assert.equal(
    (await desk(server, merchant.token, 'upgrade/ship', { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: 'SF5556667778889', serials: [serial] })).body.code,
    200,
  );
  assert.equal((await server.post('/api/wOrder/upgrade/receive', { orderNo: order.orderNo }, { token: renter.token })).body.code, 200);
  assert.equal(
    (await server.post('/api/wOrder/upgrade/return', { orderNo: order.orderNo, carrier: '京东物流', waybillNo: 'JD0012345678902' }, { token: renter.token })).body.code,
    200,
  );
  assert.equal((await desk(server, merchant.token, 'upgrade/receive', { orderNo: order.orderNo, result: 'pass' })).body.code, 200);
  // A buyout sets the whole deposit off and returns what is left: here the price is made 0, so it all comes back.
  await server.db.update(rentalOrderItems).set({ buyoutPrice: 0 }).where(eq(rentalOrderItems.orderId, order.id));
  await server.db
    .update(bills)
    .set({ status: 1 })
    .where(and(eq(bills.orderId, order.id), eq(bills.status, 0)));
  const quote = await server.post<{ quoteNo: string; depositRefund: number }>('/api/wOrder/buyout/quote', { orderNo: order.orderNo }, { token: renter.token });
  assert.equal(quote.body.code, 200, quote.body.msg);
  const paid = await server.post('/api/wOrder/buyout/yezf', { quoteNo: quote.body.data?.quoteNo, idempotencyKey: randomUUID() }, { token: renter.token });
  assert.equal(paid.body.code, 200, paid.body.msg);
  const credits = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.orderId, order.id), eq(balanceLedger.kind, 'deposit_refund')))
    .orderBy(asc(balanceLedger.id));
  assert.deepEqual(
    credits.map((row) => row.amount),
    [BETTER.depositMore, order.deposit],
    'the upgrade part first, then the original deposit, both to the balance they came from',
  );
});

test("paying from the balance closes the application's open trade here and at the cashier, which then takes no money", async () => {
  const { renter, order, offerId } = await renterWithOffer(server, shopId);
  await apply(server, renter, { orderNo: order.orderNo, offerId });
  const first = await payOnline(server, renter, order.orderNo);
  assert.ok(first.body.data, first.body.msg);
  // Paid from the balance meanwhile: the open trade is closed, here and at the provider.
  await setBalance(server, renter.customerId, 10_000_000);
  assert.equal((await payByBalance(server, renter, order.orderNo)).body.code, 200);
  assert.ok(server.payment);
  assert.notEqual(await server.payment.confirm(first.body.data.tradeNo), 'paid', 'the cashier no longer takes the closed trade');
  await server.payment.idle();
  assert.equal((await upgradeOf(order.id))?.paidBy, 'balance');
  assert.deepEqual(await server.db.select().from(onlineRefunds).where(eq(onlineRefunds.tradeNo, first.body.data.tradeNo)), []);
});
