/**
 * The order desk's part of an upgrade (docs/product-rules.md#upgrades), each ONE transaction with
 * the order locked and an audit row: approve (the new configuration's stock taken) or reject (the
 * payment back the way it came, the coupon back); ship the new units (one serial per unit, devices
 * of the new configuration in the shop's stock, as shipping an order takes them); receive and
 * inspect the old units (the damage fee as for returns: contract/returnSettlement.ts — out of the
 * cash deposit first, the rest a fee bill), which releases them and finishes the upgrade.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CONSOLE_ORDER_MESSAGES, type ReceiveReturnInput } from '@/contract/consoleOrders';
import { formatFen } from '@/contract/format';
import { FULFILMENT_MESSAGES } from '@/contract/orderFulfilment';
import { damageFeeCap, settleReturn } from '@/contract/returnSettlement';
import { UPGRADE_MESSAGES, type UpgradeShipInput } from '@/contract/upgrades';
import type { Db } from '../../db/client';
import { customerCoupons, goodsSkus, rentalDevices, rentalOrders, storeDevices } from '../../db/schema';
import { writeFeeBill } from '../bills/schedule';
import { moveDevice } from '../devices/inventory';
import { lockStockForShipment } from '../devices/stock';
import { giveBack } from '../payments/moneyBack';
import { recordAudit } from '../staff/audit';
import type { Staff } from '../staff/scope';
import { Refusal } from '../shared/refusal';
import { moveUpgrade, recordUpgradeStep, upgradeIn } from '../upgrades/records';
import { lockStaffOrder } from './access';
import { inspectionPhotos } from './inspectionPhotos';
import { staffActor, type ChangedOrder } from './review';

export async function approveUpgrade(db: Db, staff: Staff, input: { orderNo: string; remark?: string | undefined }, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    const upgrade = await upgradeIn(tx, order.id, 'pending');
    const taken = await tx
      .update(goodsSkus)
      .set({ stock: sql`${goodsSkus.stock} - ${upgrade.quantity}` })
      .where(and(eq(goodsSkus.id, upgrade.toSkuId), sql`${goodsSkus.stock} >= ${upgrade.quantity}`))
      .returning({ id: goodsSkus.id });
    if (taken.length === 0) throw new Refusal(UPGRADE_MESSAGES.outOfStock);
    await moveUpgrade(tx, upgrade, 'approved', { decidedBy: staff.id }, now);
    const remark = input.remark ? `（${input.remark}）` : '';
    await recordUpgradeStep(
      tx,
      order,
      staffActor(staff),
      `升级换机 ${upgrade.upgradeNo}：商家同意${remark}`,
      { title: '升级换机申请已通过', content: `您的订单 ${order.orderNo} 的升级换机申请已通过，商家将尽快发出新机 ${upgrade.toGoodsName}（${upgrade.toSkuName}）。` },
      now,
    );
    await recordAudit(tx, staff, { action: 'order.upgradeApprove', targetType: 'order', targetId: order.orderNo, summary: `同意升级换机 ${upgrade.upgradeNo}${remark}` }, now);
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}

export async function rejectUpgrade(db: Db, staff: Staff, input: { orderNo: string; reason: string }, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    const upgrade = await upgradeIn(tx, order.id, 'pending');
    await moveUpgrade(tx, upgrade, 'rejected', { decidedBy: staff.id, rejectReason: input.reason }, now);
    const back = await giveBack(tx, [{ of: 'upgrade', upgradeId: upgrade.id }], 'upgrade_rejected', { subject: { orderNo: order.orderNo } }, now);
    if (upgrade.couponId !== null) {
      await tx
        .update(customerCoupons)
        .set({ status: 'unused', usedAt: null })
        .where(and(eq(customerCoupons.id, upgrade.couponId), eq(customerCoupons.status, 'used')));
    }
    const refunded = [back.toBalance > 0 ? `退回余额 ${formatFen(back.toBalance)}` : null, back.toProvider > 0 ? `原路退回 ${formatFen(back.toProvider)}` : null]
      .filter(Boolean)
      .join('，');
    await recordUpgradeStep(
      tx,
      order,
      staffActor(staff),
      `升级换机 ${upgrade.upgradeNo}：商家拒绝（${input.reason}）${refunded ? `，${refunded}` : ''}`,
      { title: '升级换机申请未通过', content: `您的订单 ${order.orderNo} 的升级换机申请未通过：${input.reason}。已支付的款项原路退回。` },
      now,
    );
    await recordAudit(
      tx,
      staff,
      { action: 'order.upgradeReject', targetType: 'order', targetId: order.orderNo, summary: `拒绝升级换机 ${upgrade.upgradeNo}：${input.reason}` },
      now,
    );
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}

export async function shipUpgrade(db: Db, staff: Staff, input: UpgradeShipInput, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    const upgrade = await upgradeIn(tx, order.id, 'approved');
    if (input.serials.length !== upgrade.quantity) throw new Refusal(FULFILMENT_MESSAGES.serialCount(upgrade.toGoodsName, upgrade.quantity, input.serials.length));
    const serials = [...new Set(input.serials)];
    if (serials.length !== input.serials.length) throw new Refusal(FULFILMENT_MESSAGES.serialRepeated(input.serials.find((s, i) => input.serials.indexOf(s) !== i) ?? ''));
    const [live] = await tx
      .select({ serialNo: rentalDevices.serialNo })
      .from(rentalDevices)
      .where(and(inArray(rentalDevices.serialNo, serials), isNull(rentalDevices.releasedAt)))
      .limit(1);
    if (live) throw new Refusal(FULFILMENT_MESSAGES.serialInUse(live.serialNo));
    const stock = await lockStockForShipment(
      tx,
      order.storeId,
      serials.map((serialNo) => ({ serialNo, skuId: upgrade.toSkuId, goodsName: upgrade.toGoodsName, skuName: upgrade.toSkuName })),
    );
    const old = await tx
      .select({ serialNo: rentalDevices.serialNo })
      .from(rentalDevices)
      .where(and(eq(rentalDevices.orderItemId, upgrade.orderItemId), eq(rentalDevices.skuId, upgrade.fromSkuId), isNull(rentalDevices.releasedAt)));
    const actor = { kind: 'sys' as const, id: staff.id };
    const shipment = `${input.carrier} ${input.waybillNo}`;
    for (const serialNo of serials) {
      const device = stock.get(serialNo);
      if (!device) throw new Error(`device ${serialNo} checked above`);
      await tx
        .insert(rentalDevices)
        .values({ orderId: order.id, orderItemId: upgrade.orderItemId, goodsId: upgrade.toGoodsId, skuId: upgrade.toSkuId, serialNo, storeDeviceId: device.id, shippedAt: now });
      await moveDevice(tx, device, 'rented', 'replacedIn', actor, now, { orderId: order.id, note: `升级换机 ${upgrade.upgradeNo} 发出新机：${shipment}` });
    }
    const oldSerials = old.map((row) => row.serialNo);
    await moveUpgrade(tx, upgrade, 'shipped', { carrier: input.carrier, waybillNo: input.waybillNo, newSerials: serials, oldSerials }, now);
    await recordUpgradeStep(
      tx,
      order,
      staffActor(staff),
      `升级换机 ${upgrade.upgradeNo}：新机已发出，${shipment}，序列号 ${serials.join('、')}`,
      {
        title: '升级新机已发出',
        content: `您的订单 ${order.orderNo} 的升级新机已发出：${shipment}，序列号 ${serials.join('、')}。收到后请在订单详情中确认签收，签收当日起按新配置计租。`,
      },
      now,
    );
    await recordAudit(
      tx,
      staff,
      { action: 'order.upgradeShip', targetType: 'order', targetId: order.orderNo, summary: `升级换机 ${upgrade.upgradeNo} 发出新机：${shipment}` },
      now,
    );
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}

export async function inspectUpgradeReturn(db: Db, staff: Staff, input: ReceiveReturnInput, now: Date): Promise<ChangedOrder> {
  return db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, staff, input.orderNo);
    const upgrade = await upgradeIn(tx, order.id, 'returning');
    const damaged = input.result === 'damaged';
    const damageFee = damaged ? (input.damageFee ?? 0) : 0;
    const cap = damageFeeCap(order);
    if (damageFee > cap) throw new Refusal(CONSOLE_ORDER_MESSAGES.damageFeeTooHigh(formatFen(cap)));
    const remark = input.remark ?? '';
    const photoKeys = await inspectionPhotos(tx, input.photos ?? [], staff, order, now);
    const settlement = settleReturn({ deposit: order.deposit, earlyReturnFee: 0, damageFee });

    // The old units are the shop's again: released from the order, in stock (or 维修中 when damaged).
    const released =
      upgrade.oldSerials.length === 0
        ? []
        : await tx
            .update(rentalDevices)
            .set({ releasedAt: now, releaseReason: 'returned' })
            .where(and(eq(rentalDevices.orderId, order.id), inArray(rentalDevices.serialNo, upgrade.oldSerials), isNull(rentalDevices.releasedAt)))
            .returning({ storeDeviceId: rentalDevices.storeDeviceId });
    const deviceIds = released.map((row) => row.storeDeviceId).filter((id): id is number => id !== null);
    const devices =
      deviceIds.length === 0
        ? []
        : await tx
            .select()
            .from(storeDevices)
            .where(and(inArray(storeDevices.id, deviceIds), eq(storeDevices.state, 'rented')))
            .for('update');
    const actor = { kind: 'sys' as const, id: staff.id };
    for (const device of devices) {
      await moveDevice(tx, device, damaged ? 'repair' : 'inStock', 'replacedOut', actor, now, { orderId: order.id, note: `升级换机 ${upgrade.upgradeNo} 换下，已签收检测` });
    }

    if (settlement.depositDeduction > 0) {
      await tx
        .update(rentalOrders)
        .set({ deposit: sql`${rentalOrders.deposit} - ${settlement.depositDeduction}`, updatedAt: now })
        .where(eq(rentalOrders.id, order.id));
    }
    const feeBillId = settlement.feeBilled > 0 ? await writeFeeBill(tx, order.id, settlement.feeBilled, now) : null;
    await moveUpgrade(
      tx,
      upgrade,
      'completed',
      {
        inspectionResult: input.result,
        damageFee,
        damageFromDeposit: settlement.depositDeduction,
        damageBilled: settlement.feeBilled,
        feeBillId,
        inspectionRemark: remark,
        inspectionPhotoKeys: photoKeys,
      },
      now,
    );
    const finding = damaged ? `存在损坏（${remark}），损坏赔偿 ${formatFen(damageFee)}` : `检测通过${remark ? `（${remark}）` : ''}`;
    const money = [
      settlement.depositDeduction > 0 ? `押金抵扣 ${formatFen(settlement.depositDeduction)}` : null,
      settlement.feeBilled > 0 ? `押金不足抵扣的 ${formatFen(settlement.feeBilled)} 已生成账单（归还费用），请在“我的账单”中支付` : null,
    ]
      .filter(Boolean)
      .join('，');
    await recordUpgradeStep(
      tx,
      order,
      staffActor(staff),
      `升级换机 ${upgrade.upgradeNo}：原设备签收验机，${finding}${money ? `，${money}` : ''}`,
      { title: '升级换机已完成', content: `您的订单 ${order.orderNo} 升级换下的原设备已签收，${finding}${money ? `，${money}` : ''}。升级换机已完成。` },
      now,
    );
    await recordAudit(
      tx,
      staff,
      { action: 'order.upgradeReceive', targetType: 'order', targetId: order.orderNo, summary: `升级换机 ${upgrade.upgradeNo} 原设备签收验机：${finding}` },
      now,
    );
    return { orderNo: order.orderNo, customerId: order.customerId };
  });
}
