/**
 * The customer's side after the merchant shipped: confirming receipt of the new units (the swap,
 * `POST /api/wOrder/upgrade/receive`) and sending the old ones back (`POST
 * /api/wOrder/upgrade/return`). The swap is ONE transaction with the order locked: from today the
 * order rents the new configuration — its item, monthly rent, total rent and deposit rewritten,
 * the unpaid rent bills from today on rewritten to the new rent (contract/rentalRules.ts
 * `upgradedBills`) and any open trade of theirs closed (it carried the old amount) — with a history
 * line and a 消息 (docs/product-rules.md#upgrades).
 */
import { eq, sql } from 'drizzle-orm';
import { formatFen } from '@/contract/format';
import { upgradedBills } from '@/contract/rentalRules';
import type { UpgradeView } from '@/contract/upgrades';
import type { ReturnOrderInput } from '@/contract/orderFulfilment';
import type { Db } from '../../db/client';
import { rentalOrderItems, rentalOrders } from '../../db/schema';
import { rentBillsOf, rewriteBills } from '../bills/schedule';
import { lockCustomerOrder } from '../orders/access';
import { closeTradesOfBills } from '../payments/tradeBills';
import { shanghaiDay } from '../shared/calendar';
import { moveUpgrade, recordUpgradeStep, upgradeIn, upgradeView } from './records';

export async function receiveUpgrade(db: Db, customerId: number, orderNo: string, now: Date): Promise<{ upgrade: UpgradeView; closedTrades: string[] }> {
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, customerId, orderNo);
    const upgrade = await upgradeIn(tx, order.id, 'shipped');
    const swapDay = shanghaiDay(now);
    const { billIds, totalRentChange } = upgradedBills(await rentBillsOf(tx, order.id), swapDay, upgrade.monthlyRentAfter);
    const closedTrades = await closeTradesOfBills(tx, billIds, now);
    const rewritten = await rewriteBills(tx, billIds, upgrade.monthlyRentAfter);
    if (rewritten !== billIds.length) throw new Error(`order ${order.orderNo}: bills changed under the order's lock`);

    await tx
      .update(rentalOrderItems)
      .set({
        goodsId: upgrade.toGoodsId,
        skuId: upgrade.toSkuId,
        goodsName: upgrade.toGoodsName,
        skuName: upgrade.toSkuName,
        image: upgrade.toImage,
        config: upgrade.toConfig,
        monthlyRent: upgrade.toUnitRent,
        rentRate: 100,
        deposit: upgrade.toUnitDeposit,
        buyoutPrice: upgrade.toBuyoutPrice,
      })
      .where(eq(rentalOrderItems.id, upgrade.orderItemId));
    await tx
      .update(rentalOrders)
      .set({
        monthlyRent: upgrade.monthlyRentAfter,
        totalRent: sql`${rentalOrders.totalRent} + ${totalRentChange}`,
        deposit: sql`${rentalOrders.deposit} + ${upgrade.depositTopUp}`,
        updatedAt: now,
      })
      .where(eq(rentalOrders.id, order.id));
    const swapped = await moveUpgrade(tx, upgrade, 'swapped', { swapDay, periodsRewritten: rewritten }, now);
    const rent = `自 ${swapDay} 起月租金 ${formatFen(upgrade.monthlyRentAfter)}`;
    await recordUpgradeStep(
      tx,
      order,
      { kind: 'customer', id: customerId },
      `升级换机 ${upgrade.upgradeNo}：客户签收新机，${rent}，改写 ${rewritten} 期未付账单`,
      {
        title: '已签收升级新机',
        content: `您的订单 ${order.orderNo} 已换为 ${upgrade.toGoodsName}（${upgrade.toSkuName}），${rent}，${rewritten} 期未付账单已按新租金调整。请将原设备（序列号 ${upgrade.oldSerials.join('、')}）寄回并填写寄回运单号。`,
      },
      now,
    );
    return { upgrade: upgradeView(swapped, order.orderNo), closedTrades };
  });
}

export async function sendOldUnitsBack(db: Db, customerId: number, input: ReturnOrderInput, now: Date): Promise<UpgradeView> {
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    const upgrade = await upgradeIn(tx, order.id, 'swapped');
    const moved = await moveUpgrade(tx, upgrade, 'returning', { returnCarrier: input.carrier, returnWaybillNo: input.waybillNo }, now);
    await recordUpgradeStep(
      tx,
      order,
      { kind: 'customer', id: customerId },
      `升级换机 ${upgrade.upgradeNo}：原设备已寄回，${input.carrier} ${input.waybillNo}`,
      { title: '原设备寄回信息已提交', content: `您的订单 ${order.orderNo} 升级换下的原设备已寄回（${input.carrier} ${input.waybillNo}），商家签收检测后升级完成。` },
      now,
    );
    return upgradeView(moved, order.orderNo);
  });
}
