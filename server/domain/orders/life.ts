/**
 * The facts of orders' lives after checkout, read for many orders at once (the list's page): when
 * the platform approved each, how it shipped, when it is received automatically (earlier once the
 * carrier's 已签收 is recorded), the rent's first and last day, and the customer's return. Five
 * queries whatever the page size.
 */
import { and, eq, inArray, min } from 'drizzle-orm';
import { SHIP_WITHIN_HOURS, type OrderLife } from '@/contract/orderFulfilment';
import { ORDER_STATUS } from '@/contract/orders';
import { autoReceiptAt } from '@/contract/rentalRules';
import type { Executor } from '../../db/client';
import { orderHistory, orderReturns, orderShipments, parcelSignatures, type rentalOrders } from '../../db/schema';
import { formatShanghai, HOUR_MS } from '../shared/clock';
import { rentEndDay, shanghaiDay } from '../shared/calendar';

type LifeRow = Pick<typeof rentalOrders.$inferSelect, 'id' | 'shippedAt' | 'rentStartedAt' | 'termMonths'>;

export async function orderLives(db: Executor, rows: readonly LifeRow[]): Promise<Map<number, OrderLife>> {
  const ids = rows.map((row) => row.id);
  const lives = new Map<number, OrderLife>();
  if (ids.length === 0) return lives;
  const [approvals, shipments, returns, signatures] = await Promise.all([
    db
      .select({ orderId: orderHistory.orderId, at: min(orderHistory.createdAt) })
      .from(orderHistory)
      .where(and(inArray(orderHistory.orderId, ids), eq(orderHistory.toStatus, ORDER_STATUS.awaitingShipment)))
      .groupBy(orderHistory.orderId),
    db.select().from(orderShipments).where(inArray(orderShipments.orderId, ids)),
    db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids)),
    db
      .select({ orderId: parcelSignatures.orderId, signedAt: parcelSignatures.signedAt })
      .from(parcelSignatures)
      .where(and(inArray(parcelSignatures.orderId, ids), eq(parcelSignatures.leg, 'shipment'))),
  ]);
  const approvedAt = new Map(approvals.map((row) => [row.orderId, row.at]));
  const shipmentOf = new Map(shipments.map((row) => [row.orderId, row]));
  const returnOf = new Map(returns.map((row) => [row.orderId, row]));
  const signedAtOf = new Map(signatures.map((row) => [row.orderId, row.signedAt]));
  for (const row of rows) {
    const approved = approvedAt.get(row.id) ?? null;
    const shipment = shipmentOf.get(row.id);
    const returned = returnOf.get(row.id);
    lives.set(row.id, {
      approvedAt: approved ? formatShanghai(approved) : null,
      shipBy: approved ? formatShanghai(new Date(approved.getTime() + SHIP_WITHIN_HOURS * HOUR_MS)) : null,
      shipment: shipment ? { carrier: shipment.carrier, waybillNo: shipment.waybillNo, shippedAt: formatShanghai(shipment.shippedAt) } : null,
      autoReceiptAt: row.shippedAt ? formatShanghai(autoReceiptAt(row.shippedAt, signedAtOf.get(row.id) ?? null)) : null,
      rentStartDate: row.rentStartedAt ? shanghaiDay(row.rentStartedAt) : null,
      rentEndDate: row.rentStartedAt ? rentEndDay(row.rentStartedAt, row.termMonths) : null,
      return: returned
        ? {
            carrier: returned.carrier,
            waybillNo: returned.waybillNo,
            requestedAt: formatShanghai(returned.requestedAt),
            address: returned.address,
            noReasonReturn: returned.noReasonReturn,
            cancelledPeriods: returned.cancelledPeriods,
            rentNotYetDue: returned.rentNotYetDue,
            earlyReturnFee: returned.earlyReturnFee,
            feeFromDeposit: returned.feeFromDeposit,
            feeToPay: returned.feeToPay,
          }
        : null,
    });
  }
  return lives;
}

/** An order with no facts yet (the fallback a caller never needs for rows it passed in). */
export const NO_LIFE: OrderLife = { approvedAt: null, shipBy: null, shipment: null, autoReceiptAt: null, rentStartDate: null, rentEndDate: null, return: null };
