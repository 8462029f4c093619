/**
 * Shipping an approved order (2 → 3), as the merchant does it: one serial number per unit of every
 * item, the carrier and the waybill number. Every serial names a device of the order's shop, of
 * the item's SKU, 在库 (domain/devices/stock.ts). In the caller's transaction the order moves
 * through the lifecycle (history, 消息, `shipped_at`), the shipment row is written, one
 * `rental_devices` row per unit pointing at the shop's device, and each device becomes 租出 with
 * an event naming the order, so an order is never shipped without its devices. An order whose
 * lease contract the customer has not signed is refused (客户尚未签署租赁合同，暂不能发货); the
 * serials shipped are kept as the contract's device annex. The back office's 发货 and the
 * development door both call `shipOrder`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { FULFILMENT_MESSAGES, shipmentInput, type Carrier, type ShipmentInput } from '@/contract/orderFulfilment';
import { ORDER_STATUS } from '@/contract/orders';
import type { ShippedOrderView } from '@/contract/storeDevices';
import type { Executor } from '../../db/client';
import { orderShipments, rentalDevices, rentalOrderItems, rentalOrders } from '../../db/schema';
import { keepDeviceAnnex } from '../contracts/annex';
import { signedLeaseForShipping, signOnBehalf } from '../contracts/sign';
import { lockStockForShipment, pickInStock, rentOut, stockDevices, stockTypedSerials } from '../devices/stock';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { illegalTransitionMessage, transition } from './lifecycle';
import type { OrderStatus } from '@/contract/orders';

/** Who ships: a back-office user or the system (the development door). */
export type ShipActor = { kind: 'sys'; id: number } | { kind: 'system' };

/** What a shipment answers (the back office's and the development door's). */
export type ShippedOrder = ShippedOrderView;

/** The first problem of a shipment the merchant typed, said in Chinese. */
function parsedShipment(input: unknown): ShipmentInput {
  const parsed = shipmentInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new Refusal(issue && /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : FULFILMENT_MESSAGES.serialsMissing);
}

export async function shipOrder(tx: Executor, orderId: number, input: ShipmentInput, actor: ShipActor, now: Date, note = '商家已发货'): Promise<ShippedOrder> {
  const shipment = parsedShipment(input);
  const [order] = await tx
    .select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo, storeId: rentalOrders.storeId, status: rentalOrders.status })
    .from(rentalOrders)
    .where(eq(rentalOrders.id, orderId))
    .for('update');
  if (!order) throw notFound();
  if (order.status !== ORDER_STATUS.awaitingShipment) throw new Refusal(illegalTransitionMessage(order.status as OrderStatus));
  // The customer signs the lease contract before the devices leave (docs/product-rules.md#contracts).
  const lease = await signedLeaseForShipping(tx, orderId);

  const items = await tx.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, orderId)).orderBy(asc(rentalOrderItems.id));
  const itemIds = new Set(items.map((item) => item.id));
  if (shipment.serials.some((entry) => !itemIds.has(entry.itemId))) throw new Refusal(FULFILMENT_MESSAGES.unknownItem);
  for (const item of items) {
    const given = shipment.serials.filter((entry) => entry.itemId === item.id).length;
    if (given !== item.quantity) throw new Refusal(FULFILMENT_MESSAGES.serialCount(item.goodsName, item.quantity, given));
  }
  const seen = new Set<string>();
  for (const { serialNo } of shipment.serials) {
    if (seen.has(serialNo)) throw new Refusal(FULFILMENT_MESSAGES.serialRepeated(serialNo));
    seen.add(serialNo);
  }
  const [live] = await tx
    .select({ serialNo: rentalDevices.serialNo })
    .from(rentalDevices)
    .where(and(inArray(rentalDevices.serialNo, [...seen]), isNull(rentalDevices.releasedAt)))
    .limit(1);
  if (live) throw new Refusal(FULFILMENT_MESSAGES.serialInUse(live.serialNo));

  const itemOf = new Map(items.map((item) => [item.id, item]));
  const itemOfEntry = (itemId: number) => {
    const item = itemOf.get(itemId);
    if (!item) throw new Error(`item ${itemId} checked above`);
    return item;
  };
  const stock = await lockStockForShipment(
    tx,
    order.storeId,
    shipment.serials.map(({ itemId, serialNo }) => {
      const item = itemOfEntry(itemId);
      return { serialNo, skuId: item.skuId, goodsName: item.goodsName, skuName: item.skuName };
    }),
  );
  const deviceOf = (serialNo: string) => {
    const device = stock.get(serialNo);
    if (!device) throw new Error(`device ${serialNo} checked above`);
    return device;
  };

  const shipped = await transition(tx, orderId, ORDER_STATUS.shipped, actor, `${note}：${shipment.carrier} ${shipment.waybillNo}`, now);
  await tx.insert(orderShipments).values({
    orderId,
    carrier: shipment.carrier,
    waybillNo: shipment.waybillNo,
    actorKind: actor.kind,
    actorId: actor.kind === 'sys' ? actor.id : null,
    shippedAt: now,
  });
  const devices = await tx
    .insert(rentalDevices)
    .values(
      shipment.serials.map(({ itemId, serialNo }) => {
        const item = itemOfEntry(itemId);
        return { orderId, orderItemId: itemId, goodsId: item.goodsId, skuId: item.skuId, serialNo, storeDeviceId: deviceOf(serialNo).id, shippedAt: now };
      }),
    )
    // A racing shipment that took a serial meanwhile (PostgreSQL): the partial unique index says so.
    .onConflictDoNothing()
    .returning({ deviceId: rentalDevices.id, itemId: rentalDevices.orderItemId, serialNo: rentalDevices.serialNo, storeDeviceId: rentalDevices.storeDeviceId });
  if (devices.length !== shipment.serials.length) {
    const written = new Set(devices.map((device) => device.serialNo));
    const taken = shipment.serials.find((entry) => !written.has(entry.serialNo))?.serialNo ?? '';
    throw new Refusal(FULFILMENT_MESSAGES.serialInUse(taken));
  }
  await rentOut(
    tx,
    shipment.serials.map(({ serialNo }) => deviceOf(serialNo)),
    order,
    actor,
    now,
  );
  const annexed = shipment.serials.map(({ itemId, serialNo }) => ({ goodsName: itemOfEntry(itemId).goodsName, skuName: itemOfEntry(itemId).skuName, serialNo }));
  await keepDeviceAnnex(tx, { order, carrier: shipment.carrier, waybillNo: shipment.waybillNo, devices: annexed }, lease, now);
  return { orderNo: shipped.orderNo, status: shipped.to, carrier: shipment.carrier, waybillNo: shipment.waybillNo, shippedAt: formatShanghai(now), devices };
}

/** `SN` + the Shanghai date + 8 random hex digits: what the development door names a unit it ships. */
export function testSerialNo(now: Date): string {
  return `SN${formatShanghai(now).slice(0, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * A shipment for the development door and the demo: the carrier, waybill and serials given, the
 * rest made up. Without serials it picks 在库 devices of each item's SKU (longest in stock first),
 * stocking new ones (`SN` + date + hex) when the shop has too few; serials given that name no
 * device yet are stocked first. Either way shipOrder then ships from stock as for a merchant. As it
 * stands in for the merchant's stock, it stands in for the customer's signature: an unsigned lease
 * contract is signed on the customer's behalf (`signOnBehalf`, said so in the document), so the
 * development door and the demo ship as before; the back office's 发货 never does this.
 */
export async function testShipment(
  tx: Executor,
  orderId: number,
  given: { carrier?: Carrier | undefined; waybillNo?: string | undefined; serials?: ShipmentInput['serials'] | undefined },
  now: Date,
): Promise<ShipmentInput> {
  const [order] = await tx.select({ storeId: rentalOrders.storeId, status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.id, orderId));
  // Only where shipOrder may go on: any other status keeps its own refusal.
  if (order?.status === ORDER_STATUS.awaitingShipment) await signOnBehalf(tx, orderId, now);
  const items = await tx
    .select({ id: rentalOrderItems.id, quantity: rentalOrderItems.quantity, goodsId: rentalOrderItems.goodsId, skuId: rentalOrderItems.skuId })
    .from(rentalOrderItems)
    .where(eq(rentalOrderItems.orderId, orderId))
    .orderBy(asc(rentalOrderItems.id));
  const note = '开发环境自动入库';
  let serials = given.serials ?? [];
  if (order && given.serials) await stockTypedSerials(tx, order.storeId, items, given.serials, now, note);
  if (order && !given.serials) {
    for (const item of items) {
      const picked = await pickInStock(tx, item.skuId, item.quantity, now);
      const made = Array.from({ length: item.quantity - picked.length }, () => testSerialNo(now));
      await stockDevices(tx, { storeId: order.storeId, goodsId: item.goodsId, skuId: item.skuId }, made, now, note);
      serials = [...serials, ...[...picked, ...made].map((serialNo) => ({ itemId: item.id, serialNo }))];
    }
  }
  return {
    carrier: given.carrier ?? '顺丰速运',
    waybillNo: given.waybillNo ?? `SF${String(randomInt(0, 10 ** 12)).padStart(13, '0')}`,
    serials,
  };
}
