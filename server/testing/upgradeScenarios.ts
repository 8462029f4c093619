/**
 * Arrangement for the upgrade tests (升级换机): a running rental of the demo merchant's shop and a
 * better configuration of the same shop (its 12-month rent and deposit set above the order's, in
 * stock, the shop's upgrade fee set), the application made and paid; and the race of two
 * payments of one application, written once for both databases.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { OnlineTradeAnswer } from '@/contract/money';
import type { UpgradeOffers, UpgradePayment, UpgradeView } from '@/contract/upgrades';
import { balanceLedger, goods, goodsSkus, leasePlans, rentalOrderItems, rentalOrders, stores } from '../db/schema';
import type { TestServer } from './harness';
import { consoleRenter, rentingOrder, type DeskRenter } from './orderDesk';
import { balanceOf, setBalance } from './rentalScenarios';

/** What the better configuration costs, relative to the order's: + ¥100.00 a month, + ¥500.00 deposit per unit, a ¥99.00 fee per unit. */
export const BETTER = { rentMore: 10_000, depositMore: 50_000, unitFee: 9_900 };

export type UpgradeCase = Awaited<ReturnType<typeof renterWithOffer>>;

/** A running rental of `storeId` (paid by balance or online) and one better configuration of the shop on offer. */
export async function renterWithOffer(server: TestServer, storeId: number, options: { paidBy?: 'balance' | 'online'; unitFee?: number } = {}) {
  const renter = await consoleRenter(server);
  const order = await rentingOrder(server, renter, storeId, { paidBy: options.paidBy ?? 'balance' });
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
  const [item] = await server.db
    .select()
    .from(rentalOrderItems)
    .where(eq(rentalOrderItems.orderId, row?.id ?? 0));
  assert.ok(row && item);
  const offerId = await betterSkuOf(server, storeId, item.skuId, { rent: item.monthlyRent + BETTER.rentMore, deposit: item.deposit + BETTER.depositMore });
  await server.db
    .update(stores)
    .set({ upgradeFee: options.unitFee ?? BETTER.unitFee })
    .where(eq(stores.id, storeId));
  return { renter, order: row, item, offerId };
}

/** Another on-sale SKU of the shop made better than the order's: its 12-month plan at `rent`, its deposit `deposit`, 10 in stock. */
async function betterSkuOf(server: TestServer, storeId: number, skuId: number, price: { rent: number; deposit: number }): Promise<number> {
  const [other] = await server.db
    .select({ skuId: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, 12)))
    .where(and(eq(goods.storeId, storeId), eq(goods.status, 'on_sale'), ne(goodsSkus.id, skuId)))
    .orderBy(goodsSkus.id)
    .limit(1);
  assert.ok(other, `shop ${storeId} has another configuration`);
  await server.db.update(goodsSkus).set({ deposit: price.deposit, stock: 10, retiredAt: null }).where(eq(goodsSkus.id, other.skuId));
  await server.db
    .update(leasePlans)
    .set({ monthlyRent: price.rent })
    .where(and(eq(leasePlans.skuId, other.skuId), eq(leasePlans.termMonths, 12)));
  return other.skuId;
}

export const offers = (server: TestServer, renter: DeskRenter, orderNo: string) => server.post<UpgradeOffers>('/api/wGoods/upGoodsItem', { orderNo }, { token: renter.token });

export const apply = (server: TestServer, renter: DeskRenter, body: { orderNo: string; offerId: number; couponId?: number | null; idempotencyKey?: string }) =>
  server.post<UpgradeView>('/api/wGoods/sq', { idempotencyKey: randomUUID(), ...body }, { token: renter.token });

export const payByBalance = (server: TestServer, renter: DeskRenter, orderNo: string, idempotencyKey: string = randomUUID()) =>
  server.post<UpgradePayment>('/api/wOrder/upgrade/yezf', { orderNo, idempotencyKey }, { token: renter.token });

export const payOnline = (server: TestServer, renter: DeskRenter, orderNo: string, idempotencyKey: string = randomUUID()) =>
  server.post<OnlineTradeAnswer>('/api/wOrder/upgrade/liJiZhiFu', { orderNo, idempotencyKey }, { token: renter.token });

/** Applied for and paid from the balance: the upgrade waits for the merchant (`pending`). */
export async function paidUpgrade(server: TestServer, storeId: number, options: { paidBy?: 'balance' | 'online' } = {}) {
  const found = await renterWithOffer(server, storeId);
  const applied = await apply(server, found.renter, { orderNo: found.order.orderNo, offerId: found.offerId });
  assert.equal(applied.body.code, 200, applied.body.msg);
  if (options.paidBy === 'online') {
    const opened = await payOnline(server, found.renter, found.order.orderNo);
    assert.ok(opened.body.data, opened.body.msg);
    assert.ok(server.payment);
    assert.equal(await server.payment.confirm(opened.body.data.tradeNo), 'paid');
    await server.payment.idle();
  } else {
    const paid = await payByBalance(server, found.renter, found.order.orderNo);
    assert.equal(paid.body.code, 200, paid.body.msg);
  }
  return { ...found, upgrade: applied.body.data };
}

/** Ten payments of one application at once (ten keys, from the balance): one debit, nine refusals. */
export async function tenRacingUpgradePayments(server: TestServer, storeId: number): Promise<void> {
  const found = await renterWithOffer(server, storeId);
  const applied = await apply(server, found.renter, { orderNo: found.order.orderNo, offerId: found.offerId });
  const due = applied.body.data?.amountDue ?? 0;
  assert.ok(due > 0, applied.body.msg);
  await setBalance(server, found.renter.customerId, due * 3);
  const answers = await Promise.all(Array.from({ length: 10 }, () => payByBalance(server, found.renter, found.order.orderNo)));
  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1, answers.map((answer) => answer.body.msg).join());
  assert.ok(answers.filter((answer) => answer.body.code !== 200).every((answer) => answer.body.msg === '该升级申请已支付或已结束，无需重复支付'));
  assert.equal(await balanceOf(server, found.renter.customerId), due * 2);
  const debits = await server.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.orderId, found.order.id), eq(balanceLedger.kind, 'upgrade')));
  assert.deepEqual(
    debits.map((row) => row.amount),
    [-due],
  );
}

/** Ten applications for one order at once (ten keys): one application, nine refusals. */
export async function tenRacingApplications(server: TestServer, storeId: number): Promise<void> {
  const found = await renterWithOffer(server, storeId, { unitFee: 0 });
  // With no fee and a lower deposit nothing is due: each application goes straight to the merchant, so only one can be under way.
  await server.db.update(goodsSkus).set({ deposit: 0 }).where(eq(goodsSkus.id, found.offerId));
  const answers = await Promise.all(Array.from({ length: 10 }, () => apply(server, found.renter, { orderNo: found.order.orderNo, offerId: found.offerId })));
  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1, answers.map((answer) => answer.body.msg).join());
  assert.ok(answers.filter((answer) => answer.body.code !== 200).every((answer) => answer.body.msg === '该订单已有进行中的升级换机申请'));
}
