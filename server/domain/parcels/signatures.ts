/**
 * The scheduler's part in tracking (docs/product-rules.md#tracking): each parcel still on its way
 * — a shipment of an order 待收货, a return of an order 归还中 sent within PARCEL_FOLLOW_DAYS — is
 * asked after, and the carrier's 已签收 is recorded once per order and leg (the unique key of
 * `parcel_signatures`: several product servers sweeping at once record it once). A shipment's
 * signature brings the automatic receipt forward (orders/receipt.ts); a return's is the shop's
 * notice to inspect (退货已签收，请验机, shown by the order desk). A service that cannot answer is
 * logged and asked again on the next pass.
 */
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@/contract/orders';
import type { ParcelLeg } from '@/contract/parcelTracking';
import type { Db } from '../../db/client';
import { orderReturns, orderShipments, parcelSignatures, rentalOrders, stores } from '../../db/schema';
import { TrackingProviderError, type Parcel, type TrackingProvider } from '../../providers/tracking';
import type { Logger } from '../../runtime/log';
import { DAY_MS } from '../shared/clock';
import { returnParcel, shipmentParcel } from './parcels';

/** A return not delivered within this many days is no longer asked after (the merchant sees it still 归还中). */
export const PARCEL_FOLLOW_DAYS = 15;

type InTransit = { orderId: number; leg: ParcelLeg; parcel: Parcel };

/** The join to the leg's signature: a row without one is still on its way. */
const signatureOf = (leg: ParcelLeg) => and(eq(parcelSignatures.orderId, rentalOrders.id), eq(parcelSignatures.leg, leg));

async function shipmentsInTransit(db: Db, batch: number): Promise<InTransit[]> {
  const rows = await db
    .select({ orderId: rentalOrders.id, address: rentalOrders.address, storeCity: stores.city, shipment: orderShipments })
    .from(rentalOrders)
    .innerJoin(orderShipments, eq(orderShipments.orderId, rentalOrders.id))
    .innerJoin(stores, eq(stores.id, rentalOrders.storeId))
    .leftJoin(parcelSignatures, signatureOf('shipment'))
    .where(and(eq(rentalOrders.status, ORDER_STATUS.shipped), isNull(parcelSignatures.id)))
    .orderBy(asc(orderShipments.shippedAt))
    .limit(batch);
  return rows.map((row) => ({ orderId: row.orderId, leg: 'shipment', parcel: shipmentParcel(row.shipment, row.storeCity, row.address) }));
}

async function returnsInTransit(db: Db, now: Date, batch: number): Promise<InTransit[]> {
  const rows = await db
    .select({ orderId: rentalOrders.id, address: rentalOrders.address, returned: orderReturns })
    .from(rentalOrders)
    .innerJoin(orderReturns, eq(orderReturns.orderId, rentalOrders.id))
    .leftJoin(parcelSignatures, signatureOf('return'))
    .where(and(eq(rentalOrders.status, ORDER_STATUS.returning), isNull(parcelSignatures.id), gte(orderReturns.requestedAt, new Date(now.getTime() - PARCEL_FOLLOW_DAYS * DAY_MS))))
    .orderBy(asc(orderReturns.requestedAt))
    .limit(batch);
  return rows.map((row) => ({ orderId: row.orderId, leg: 'return', parcel: returnParcel(row.returned, row.address) }));
}

/** One pass: how many shipments and returns the carriers signed for since the last. */
export async function recordSignatures(db: Db, provider: TrackingProvider, now: Date, batch: number, log: Logger): Promise<{ parcelsSigned: number; returnsArrived: number }> {
  const counts = { parcelsSigned: 0, returnsArrived: 0 };
  for (const { orderId, leg, parcel } of [...(await shipmentsInTransit(db, batch)), ...(await returnsInTransit(db, now, batch))]) {
    let signedAt: Date | null;
    try {
      ({ signedAt } = await provider.track(parcel, now));
    } catch (error) {
      // One parcel the service cannot answer for (or a fault in the provider) holds up neither the others nor the rest of the pass.
      if (error instanceof TrackingProviderError) log.warn(`[tracking] ${provider.name} could not track ${parcel.carrier} ${parcel.waybillNo}`, { error: error.message });
      else log.error(`[tracking] ${provider.name} failed on ${parcel.carrier} ${parcel.waybillNo}`, error);
      continue;
    }
    if (!signedAt) continue;
    const [recorded] = await db
      .insert(parcelSignatures)
      .values({ orderId, leg, carrier: parcel.carrier, waybillNo: parcel.waybillNo, signedAt, recordedAt: now })
      // Another product server recorded it first: it is counted there.
      .onConflictDoNothing()
      .returning({ id: parcelSignatures.id });
    if (recorded) counts[leg === 'shipment' ? 'parcelsSigned' : 'returnsArrived'] += 1;
  }
  return counts;
}
