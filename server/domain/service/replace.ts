/**
 * After-sales sends a replacement (换机, `POST /api/sys/wService/replace`): for a request in hand
 * (处理中) about an order the customer has (待收货 or 租赁中), a device of the same SKU in the
 * shop's stock goes out in place of one the order has. In one transaction: the old device becomes
 * 维修中 (it comes back for inspection), the new one 租出, the order's unit moves to the new serial
 * (the customer's devices and the order's details show it), each device's history names the order,
 * and the request's timeline, the customer's 消息 and the audit log say what was sent how.
 *
 * A return request (退租) is answered by the order's own return, never by a replacement. The
 * request's status does not change: after-sales completes it once the old device is back.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { FULFILMENT_MESSAGES } from '@/contract/orderFulfilment';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { SERVICE_KIND_NAMES, SERVICE_STATUS, SERVICE_STATUS_NAMES, type ServiceKind, type ServiceStatus, type SysServiceRequestDetail } from '@/contract/serviceRequests';
import { DEVICE_MESSAGES, type ServiceReplaceInput } from '@/contract/storeDevices';
import type { Db } from '../../db/client';
import { customerNotifications, rentalDevices, rentalOrderItems, rentalOrders, serviceRequestEvents, storeDevices } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import type { Staff } from '../staff/scope';
import { moveDevice } from '../devices/inventory';
import { lockStockForShipment } from '../devices/stock';
import { Refusal } from '../shared/refusal';
import { lockSysRequest, sysActor, sysServiceDetail } from './console';

const REPLACEABLE_ORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.shipped, ORDER_STATUS.renting];

export async function replaceServiceDevice(db: Db, user: Staff, input: ServiceReplaceInput, now: Date): Promise<SysServiceRequestDetail> {
  await db.transaction(async (tx) => {
    const { request, orderNo } = await lockSysRequest(tx, user, input.serviceNo);
    const kind = request.kind as ServiceKind;
    if (kind === 'return') throw new Refusal(DEVICE_MESSAGES.replaceKind);
    const status = request.status as ServiceStatus;
    if (status !== SERVICE_STATUS.processing) throw new Refusal(DEVICE_MESSAGES.replaceStatus(SERVICE_STATUS_NAMES[status]));
    const [order] = await tx
      .select({ id: rentalOrders.id, storeId: rentalOrders.storeId, status: rentalOrders.status })
      .from(rentalOrders)
      .where(eq(rentalOrders.id, request.orderId))
      .for('update');
    if (!order) throw new Error(`service request ${request.serviceNo} without its order`);
    const orderStatus = order.status as OrderStatus;
    if (!REPLACEABLE_ORDER_STATUSES.includes(orderStatus)) throw new Refusal(DEVICE_MESSAGES.replaceOrderStatus(ORDER_STATUS_NAMES[orderStatus]));
    if (input.oldSerialNo === input.newSerialNo) throw new Refusal(DEVICE_MESSAGES.replaceSame);

    const [unit] = await tx
      .select({ unit: rentalDevices, goodsName: rentalOrderItems.goodsName, skuName: rentalOrderItems.skuName })
      .from(rentalDevices)
      .innerJoin(rentalOrderItems, eq(rentalOrderItems.id, rentalDevices.orderItemId))
      .where(and(eq(rentalDevices.orderId, order.id), eq(rentalDevices.serialNo, input.oldSerialNo), isNull(rentalDevices.releasedAt)))
      .for('update', { of: rentalDevices });
    if (!unit) throw new Refusal(DEVICE_MESSAGES.replaceOldNotOfOrder(input.oldSerialNo));
    const [live] = await tx
      .select({ id: rentalDevices.id })
      .from(rentalDevices)
      .where(and(eq(rentalDevices.serialNo, input.newSerialNo), isNull(rentalDevices.releasedAt)))
      .limit(1);
    if (live) throw new Refusal(FULFILMENT_MESSAGES.serialInUse(input.newSerialNo));
    const stock = await lockStockForShipment(tx, order.storeId, [{ serialNo: input.newSerialNo, skuId: unit.unit.skuId, goodsName: unit.goodsName, skuName: unit.skuName }]);
    const fresh = stock.get(input.newSerialNo);
    if (!fresh) throw new Error(`device ${input.newSerialNo} checked above`);

    const actor = { kind: 'sys' as const, id: user.id };
    const shipment = `${input.carrier} ${input.waybillNo}`;
    if (unit.unit.storeDeviceId !== null) {
      const [old] = await tx.select().from(storeDevices).where(eq(storeDevices.id, unit.unit.storeDeviceId)).for('update');
      if (old?.state === 'rented') {
        await moveDevice(tx, old, 'repair', 'replacedOut', actor, now, { orderId: order.id, note: `售后 ${request.serviceNo} 换机换下，换为 ${input.newSerialNo}，待寄回检测` });
      }
    }
    await moveDevice(tx, fresh, 'rented', 'replacedIn', actor, now, { orderId: order.id, note: `售后 ${request.serviceNo} 换机发出：${shipment}，换下 ${input.oldSerialNo}` });
    // The order's unit is the new device from now on; the old one's rental stays in its own history.
    await tx.update(rentalDevices).set({ serialNo: input.newSerialNo, storeDeviceId: fresh.id }).where(eq(rentalDevices.id, unit.unit.id));

    const by = sysActor(user);
    await tx.insert(serviceRequestEvents).values({
      requestId: request.id,
      fromStatus: status,
      toStatus: status,
      actor: by.actor,
      actorId: by.id,
      actorName: by.name,
      remark: `换新设备已发出：序列号 ${input.newSerialNo}（${shipment}），原设备 ${input.oldSerialNo} 请寄回检测`,
      createdAt: now,
    });
    await tx.insert(customerNotifications).values({
      customerId: request.customerId,
      orderId: request.orderId,
      title: '换新设备已发出',
      content: `您的${SERVICE_KIND_NAMES[kind]}申请 ${request.serviceNo}（订单 ${orderNo}）的换新设备已发出：${shipment}，新设备序列号 ${input.newSerialNo}。收到后请将原设备（序列号 ${input.oldSerialNo}）寄回，往返运费由平台承担。`,
      createdAt: now,
    });
    await recordAudit(
      tx,
      user,
      {
        action: 'service.replace',
        targetType: 'service',
        targetId: request.serviceNo,
        summary: `换机：售后 ${request.serviceNo}（订单 ${orderNo}）${input.oldSerialNo} → ${input.newSerialNo}，${shipment}`,
      },
      now,
    );
  });
  return sysServiceDetail(db, user, input.serviceNo);
}
