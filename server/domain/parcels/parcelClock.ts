/**
 * The development door's clock for one parcel (`POST /dev/orders/{orderNo}/parcelClock`): the
 * order's shipment or return as if it had been sent `hours` earlier — its sent time, and with a
 * shipment the order's and devices' shipping time, move back together, as does a signature already
 * recorded. A sandbox parcel's route follows from its sent time, so it moves on by `hours`; the
 * automatic receipt counts from the same times. Never reached in production (the /dev routes).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ParcelLeg } from '@/contract/parcelTracking';
import type { Db } from '../../db/client';
import { orderReturns, orderShipments, parcelSignatures, rentalDevices, rentalOrders } from '../../db/schema';

const earlier = (column: AnyPgColumn, hours: number) => sql`${column} - make_interval(hours => ${hours}::int)`;

/** False when the order has no such parcel. */
export async function sendParcelEarlier(db: Db, orderId: number, leg: ParcelLeg, hours: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved =
      leg === 'shipment'
        ? await tx
            .update(orderShipments)
            .set({ shippedAt: earlier(orderShipments.shippedAt, hours) })
            .where(eq(orderShipments.orderId, orderId))
            .returning({ id: orderShipments.id })
        : await tx
            .update(orderReturns)
            .set({ requestedAt: earlier(orderReturns.requestedAt, hours) })
            .where(eq(orderReturns.orderId, orderId))
            .returning({ id: orderReturns.id });
    if (moved.length === 0) return false;
    if (leg === 'shipment') {
      await tx
        .update(rentalOrders)
        .set({ shippedAt: earlier(rentalOrders.shippedAt, hours) })
        .where(eq(rentalOrders.id, orderId));
      await tx
        .update(rentalDevices)
        .set({ shippedAt: earlier(rentalDevices.shippedAt, hours) })
        .where(eq(rentalDevices.orderId, orderId));
    }
    await tx
      .update(parcelSignatures)
      .set({ signedAt: earlier(parcelSignatures.signedAt, hours) })
      .where(and(eq(parcelSignatures.orderId, orderId), eq(parcelSignatures.leg, leg)));
    return true;
  });
}
