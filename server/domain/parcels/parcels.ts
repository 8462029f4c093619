/**
 * An order's parcels as a tracking service needs them (docs/product-rules.md#tracking): the
 * shipment goes from the shop's city to the delivery address; the return from the delivery address
 * to the return address the customer was shown. The read and the scheduler's sweep build them the
 * same way.
 */
import { eq } from 'drizzle-orm';
import type { ParcelLeg } from '@/contract/parcelTracking';
import type { ReturnAddress } from '@/contract/orderFulfilment';
import type { OrderAddress } from '@/contract/orders';
import type { Executor } from '../../db/client';
import { orderReturns, orderShipments, stores } from '../../db/schema';
import type { Parcel, ParcelPlace } from '../../providers/tracking';

export type OrderParcel = { leg: ParcelLeg; parcel: Parcel };

/** `广东省深圳市宝安区福永街道…` → 深圳市, 宝安区: what a free-text address says of its city and district. */
export function placeOfAddress(address: string): ParcelPlace {
  const rest = address.trim().replace(/^.*?(?:省|自治区|特别行政区)/, '');
  const match = /^(.{2,8}?(?:市|自治州|地区|盟))(.{1,8}?(?:区|县|市|旗))?/.exec(rest);
  if (!match?.[1]) return { city: '' };
  return match[2] ? { city: match[1], district: match[2] } : { city: match[1] };
}

export const shipmentParcel = (shipment: { carrier: string; waybillNo: string; shippedAt: Date }, storeCity: string, address: OrderAddress): Parcel => ({
  carrier: shipment.carrier,
  waybillNo: shipment.waybillNo,
  sentAt: shipment.shippedAt,
  from: { city: storeCity },
  to: { city: address.city, district: address.district },
});

export const returnParcel = (returned: { carrier: string; waybillNo: string; requestedAt: Date; address: ReturnAddress }, address: OrderAddress): Parcel => ({
  carrier: returned.carrier,
  waybillNo: returned.waybillNo,
  sentAt: returned.requestedAt,
  from: { city: address.city, district: address.district },
  to: placeOfAddress(returned.address.address),
});

/** The order's parcels, the shipment first; none before it ships. */
export async function orderParcels(db: Executor, order: { id: number; storeId: number; address: OrderAddress }): Promise<OrderParcel[]> {
  const [[shipment], [returned], [store]] = await Promise.all([
    db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)),
    db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)),
    db.select({ city: stores.city }).from(stores).where(eq(stores.id, order.storeId)),
  ]);
  const parcels: OrderParcel[] = [];
  if (shipment) parcels.push({ leg: 'shipment', parcel: shipmentParcel(shipment, store?.city ?? '', order.address) });
  if (returned) parcels.push({ leg: 'return', parcel: returnParcel(returned, order.address) });
  return parcels;
}
