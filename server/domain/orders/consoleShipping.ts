/**
 * The back office's 发货 (2 → 3): what an approved order needs (its units per item, the shop's
 * devices in stock of each item's SKU), and shipping one order or several at once through
 * `shipOrder` — in one transaction, all or none, a refusal naming the order it concerns. An editor
 * reaches their shop's orders, an admin every shop's; any other order is 404 like an unknown one.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { CODE } from '@/contract/envelope';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { DEVICE_MESSAGES, type ShipCandidates, type SysShipInput } from '@/contract/storeDevices';
import type { Db, Executor } from '../../db/client';
import { rentalOrderItems, rentalOrders, storeDevices } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { shopScope, type Staff } from '../staff/scope';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { illegalTransitionMessage } from './lifecycle';
import { shipOrder, type ShippedOrder } from './shipping';

/** How many devices in stock the candidates list per item: more than any order ships, few enough for a select. */
const CANDIDATES_MAX = 200;

async function staffOrder(db: Executor, staff: Staff, orderNo: string) {
  const [order] = await db
    .select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo, storeId: rentalOrders.storeId, status: rentalOrders.status })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), shopScope(staff, rentalOrders.storeId)));
  if (!order) throw notFound();
  return order;
}

/** `GET /api/sys/order/shipCandidates/{orderNo}`: an order 待发货, its items and the devices that may ship for each. */
export async function shipCandidates(db: Db, staff: Staff, orderNo: string): Promise<ShipCandidates> {
  const order = await staffOrder(db, staff, orderNo);
  const status = order.status as OrderStatus;
  if (status !== ORDER_STATUS.awaitingShipment) throw new Refusal(illegalTransitionMessage(status));
  const items = await db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, order.id)).orderBy(asc(rentalOrderItems.id));
  const inStock = (skuId: number) => and(eq(storeDevices.storeId, order.storeId), eq(storeDevices.skuId, skuId), eq(storeDevices.state, 'inStock'));
  return {
    orderNo: order.orderNo,
    status,
    statusName: ORDER_STATUS_NAMES[status],
    items: await Promise.all(
      items.map(async (item) => {
        const [devices, [total]] = await Promise.all([
          db
            .select({ deviceId: storeDevices.id, serialNo: storeDevices.serialNo, note: storeDevices.note, updatedAt: storeDevices.updatedAt })
            .from(storeDevices)
            .where(inStock(item.skuId))
            .orderBy(asc(storeDevices.updatedAt), asc(storeDevices.id))
            .limit(CANDIDATES_MAX),
          db.select({ n: count() }).from(storeDevices).where(inStock(item.skuId)),
        ]);
        return {
          itemId: item.id,
          goodsName: item.goodsName,
          skuId: item.skuId,
          skuName: item.skuName,
          quantity: item.quantity,
          devices: devices.map((device) => ({ deviceId: device.deviceId, serialNo: device.serialNo, note: device.note, inStockSince: formatShanghai(device.updatedAt) })),
          inStockCount: total?.n ?? 0,
        };
      }),
    ),
  };
}

/** `POST /api/sys/order/ship`: every order shipped, with its history naming the staff member, or none. */
export async function shipOrders(db: Db, staff: Staff, input: SysShipInput, now: Date): Promise<ShippedOrder[]> {
  const seen = new Set<string>();
  for (const { orderNo } of input.orders) {
    if (seen.has(orderNo)) throw new Refusal(DEVICE_MESSAGES.shipRepeated(orderNo));
    seen.add(orderNo);
  }
  return db.transaction(async (tx) => {
    const shipped: ShippedOrder[] = [];
    for (const entry of input.orders) {
      const order = await staffOrder(tx, staff, entry.orderNo);
      let result: ShippedOrder;
      try {
        result = await shipOrder(tx, order.id, { carrier: entry.carrier, waybillNo: entry.waybillNo, serials: entry.serials }, { kind: 'sys', id: staff.id }, now);
      } catch (error) {
        // Which of several orders a refusal concerns; a 404 stays a bare 404.
        if (error instanceof Refusal && error.code === CODE.refused) throw new Refusal(DEVICE_MESSAGES.inOrder(entry.orderNo, error.message));
        throw error;
      }
      const serials = result.devices.map((device) => device.serialNo).join('、');
      await recordAudit(
        tx,
        staff,
        { action: 'order.ship', targetType: 'order', targetId: entry.orderNo, summary: `发货：订单 ${entry.orderNo} ${entry.carrier} ${entry.waybillNo}（序列号 ${serials}）` },
        now,
      );
      shipped.push(result);
    }
    return shipped;
  });
}
