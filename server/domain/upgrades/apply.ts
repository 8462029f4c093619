/**
 * The customer's application (`POST /api/wGoods/sq`) and its amount with a coupon (calcAmountPc
 * with the offer's id as `upgradeId`): contract/rentalRules.ts `upgradeQuote` over the offer as it
 * is now. Applying is ONE transaction with the order locked: an unpaid application of the order is
 * replaced (its coupon given back, its open trade closed), the coupon taken by a conditional
 * UPDATE, the application written (`pending` at once when nothing is due), a history line and a
 * 消息. The same key answers the same application; one live application per order (a partial
 * unique index backs the lock).
 */
import { and, eq, gt } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import { upgradeQuote, type UpgradeQuote } from '@/contract/rentalRules';
import { UPGRADE_MESSAGES, type UpgradeApplyInput, type UpgradeCouponQuote, type UpgradeView } from '@/contract/upgrades';
import type { Db, Executor } from '../../db/client';
import { customerCoupons, orderUpgrades } from '../../db/schema';
import { couponsForRent } from '../catalog/coupons';
import { customerOrderRow, lockCustomerOrder } from '../orders/access';
import { closeOpenTrades } from '../payments/trades';
import { notFound, Refusal } from '../shared/refusal';
import { candidates, soleItem, upgradeRefusal, type Candidate } from './offers';
import { liveUpgrade, moveUpgrade, newUpgradeNo, type OrderRow, recordUpgradeStep, upgradeView, type UpgradeRow } from './records';

type Coupon = { id: number; amount: number; threshold: number };

/** The customer's coupon if it is theirs, unused and unexpired; anything else is 优惠券不可用. */
async function usableCoupon(db: Executor, customerId: number, couponId: number, now: Date): Promise<Coupon> {
  const [coupon] = await db
    .select({ id: customerCoupons.id, amount: customerCoupons.amount, threshold: customerCoupons.threshold })
    .from(customerCoupons)
    .where(and(eq(customerCoupons.id, couponId), eq(customerCoupons.customerId, customerId), eq(customerCoupons.status, 'unused'), gt(customerCoupons.expiresAt, now)));
  if (!coupon) throw new Refusal(ORDER_MESSAGES.couponUnavailable);
  return coupon;
}

/** The offer `offerId` of the order as it stands, or the refusal that says why not. */
async function offerFor(db: Executor, order: OrderRow, offerId: number, now: Date) {
  const item = await soleItem(db, order.id);
  const refusal = await upgradeRefusal(db, order, item, now);
  if (refusal || !item) throw new Refusal(refusal ?? UPGRADE_MESSAGES.severalItems);
  const [candidate] = await candidates(db, order, item, offerId);
  if (!candidate) throw new Refusal(UPGRADE_MESSAGES.noOffer);
  return { item, candidate };
}

function priced(item: { quantity: number; monthlyRent: number; deposit: number }, candidate: Candidate, coupon: Coupon | null): UpgradeQuote {
  return upgradeQuote({
    quantity: item.quantity,
    currentUnitRent: item.monthlyRent,
    newUnitRent: candidate.unitRent,
    currentUnitDeposit: item.deposit,
    newUnitDeposit: candidate.unitDeposit,
    unitFee: candidate.unitFee,
    coupon,
  });
}

/** calcAmountPc with an `upgradeId`: only calculates (a coupon is chosen with the application). */
export async function upgradeCouponQuote(db: Db, customerId: number, input: { orderNo: string; offerId: number; couponId: number | null }, now: Date): Promise<UpgradeCouponQuote> {
  const order = await customerOrderRow(db, customerId, input.orderNo);
  if (!order) throw notFound();
  const { item, candidate } = await offerFor(db, order, input.offerId, now);
  const coupon = input.couponId === null ? null : await usableCoupon(db, customerId, input.couponId, now);
  const quote = priced(item, candidate, coupon);
  const coupons = (await couponsForRent(db, customerId, quote.monthlyRentAfter, now)).map((offered) => {
    const discount = priced(item, candidate, offered).couponDiscount;
    return { ...offered, applicable: discount > 0, discount };
  });
  return {
    kind: 'upgrade',
    orderNo: order.orderNo,
    offerId: candidate.skuId,
    couponId: coupon?.id ?? null,
    couponDiscount: quote.couponDiscount,
    depositTopUp: quote.depositTopUp,
    upgradeFee: quote.upgradeFee,
    amountDue: quote.amountDue,
    coupons: coupons.sort((a, b) => b.discount - a.discount),
  };
}

/** An unpaid application replaced by a new one: cancelled, its coupon back, its open trade closed (answered for the provider). */
export async function cancelUnpaid(tx: Executor, upgrade: UpgradeRow, now: Date): Promise<string[]> {
  await moveUpgrade(tx, upgrade, 'cancelled', {}, now);
  if (upgrade.couponId !== null) {
    await tx
      .update(customerCoupons)
      .set({ status: 'unused', usedAt: null })
      .where(and(eq(customerCoupons.id, upgrade.couponId), eq(customerCoupons.status, 'used')));
  }
  return closeOpenTrades(tx, upgrade.orderId, now);
}

export async function applyForUpgrade(db: Db, customerId: number, input: UpgradeApplyInput, now: Date): Promise<{ upgrade: UpgradeView; closedTrades: string[] }> {
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    const [previous] = await tx
      .select()
      .from(orderUpgrades)
      .where(and(eq(orderUpgrades.customerId, customerId), eq(orderUpgrades.idempotencyKey, input.idempotencyKey)));
    if (previous) {
      if (previous.orderId !== order.id) throw new Refusal(UPGRADE_MESSAGES.keyReused);
      return { upgrade: upgradeView(previous, order.orderNo), closedTrades: [] };
    }
    const { item, candidate } = await offerFor(tx, order, input.offerId, now);
    const live = await liveUpgrade(tx, order.id);
    if (live && live.status !== 'unpaid') throw new Refusal(UPGRADE_MESSAGES.open);
    const closedTrades = live ? await cancelUnpaid(tx, live, now) : [];

    const coupon = input.couponId ? await usableCoupon(tx, customerId, input.couponId, now) : null;
    const quote = priced(item, candidate, coupon);
    if (coupon && quote.couponDiscount === 0) {
      throw new Refusal(quote.upgradeFee === 0 ? UPGRADE_MESSAGES.couponNoFee : UPGRADE_MESSAGES.couponThreshold(formatFen(coupon.threshold)));
    }
    if (coupon) {
      const taken = await tx
        .update(customerCoupons)
        .set({ status: 'used', usedAt: now })
        .where(and(eq(customerCoupons.id, coupon.id), eq(customerCoupons.status, 'unused')))
        .returning({ id: customerCoupons.id });
      if (taken.length === 0) throw new Refusal(ORDER_MESSAGES.couponUnavailable);
    }
    const nothingDue = quote.amountDue === 0;
    const [created] = await tx
      .insert(orderUpgrades)
      .values({
        upgradeNo: newUpgradeNo(now),
        orderId: order.id,
        customerId,
        orderItemId: item.id,
        fromSkuId: item.skuId,
        fromGoodsName: item.goodsName,
        fromSkuName: item.skuName,
        fromUnitRent: item.monthlyRent,
        fromUnitDeposit: item.deposit,
        toGoodsId: candidate.goodsId,
        toSkuId: candidate.skuId,
        toGoodsName: candidate.goodsName,
        toSkuName: candidate.skuName,
        toImage: candidate.image,
        toConfig: candidate.config,
        toUnitRent: candidate.unitRent,
        toUnitDeposit: candidate.unitDeposit,
        toBuyoutPrice: candidate.buyoutPrice,
        quantity: item.quantity,
        monthlyRentBefore: quote.monthlyRentBefore,
        monthlyRentAfter: quote.monthlyRentAfter,
        depositTopUp: quote.depositTopUp,
        upgradeFee: quote.upgradeFee,
        couponId: coupon?.id ?? null,
        couponDiscount: quote.couponDiscount,
        amountDue: quote.amountDue,
        status: nothingDue ? 'pending' : 'unpaid',
        idempotencyKey: input.idempotencyKey,
        paidAt: nothingDue ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('upgrade not written');
    const what = `${item.goodsName}（${item.skuName}）升级为 ${candidate.goodsName}（${candidate.skuName}）`;
    await recordUpgradeStep(
      tx,
      order,
      { kind: 'customer', id: customerId },
      `申请升级换机 ${created.upgradeNo}：${what}，应付 ${formatFen(quote.amountDue)}`,
      {
        title: '升级换机申请已提交',
        content: `您的订单 ${order.orderNo} 已申请${what}，${nothingDue ? '无需支付，等待商家审核' : `请支付 ${formatFen(quote.amountDue)}，支付后由商家审核`}。`,
      },
      now,
    );
    return { upgrade: upgradeView(created, order.orderNo), closedTrades };
  });
}
