/**
 * One order as its customer sees it on /submitOrder (`GET /api/wOrder/detail/{orderNo}`): the
 * order, every change of its history, the dates of its life and the risk check's decision; and
 * the network address it was placed from (`addOrderHuoquIp`), so a customer can tell an order
 * they did not place. Another customer's order is 404, like an unknown one.
 */
import { asc, eq } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, RISK_DECISION_NAMES, type OrderClientAddress, type OrderStatus, type RentalOrderDetail } from '@/contract/orders';
import type { Db } from '../../db/client';
import { orderHistory, rentalDevices, rentalOrderItems, riskRecords } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { notFound } from '../shared/refusal';
import { customerOrderRow } from './access';
import { orderView } from './read';

export async function orderDetail(db: Db, customerId: number, orderNo: string): Promise<RentalOrderDetail> {
  const row = await customerOrderRow(db, customerId, orderNo);
  const view = row ? await orderView(db, customerId, orderNo) : null;
  if (!row || !view) throw notFound();
  const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id)).orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
  const [risk] = await db.select().from(riskRecords).where(eq(riskRecords.orderId, row.id));
  const devices = await db
    .select({ serialNo: rentalDevices.serialNo, goodsName: rentalOrderItems.goodsName, skuName: rentalOrderItems.skuName })
    .from(rentalDevices)
    .innerJoin(rentalOrderItems, eq(rentalOrderItems.id, rentalDevices.orderItemId))
    .where(eq(rentalDevices.orderId, row.id))
    .orderBy(asc(rentalDevices.id));
  return {
    ...view,
    history: history.map((entry) => ({
      fromStatus: entry.fromStatus as OrderStatus | null,
      toStatus: entry.toStatus as OrderStatus,
      statusName: ORDER_STATUS_NAMES[entry.toStatus as OrderStatus],
      actor: entry.actorKind,
      note: entry.note,
      at: formatShanghai(entry.createdAt),
    })),
    shippedAt: row.shippedAt ? formatShanghai(row.shippedAt) : null,
    rentStartDate: view.life.rentStartDate,
    rentEndDate: view.life.rentEndDate,
    risk: risk ? { decision: risk.decision, decisionName: RISK_DECISION_NAMES[risk.decision], checkedAt: formatShanghai(risk.checkedAt) } : null,
    devices,
  };
}

export async function orderClientAddress(db: Db, customerId: number, orderNo: string): Promise<OrderClientAddress> {
  const row = await customerOrderRow(db, customerId, orderNo);
  if (!row) throw notFound();
  return { orderNo, ip: row.clientIp, placedAt: formatShanghai(row.createdAt) };
}
