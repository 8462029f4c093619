/**
 * Where an order's parcels are now (`GET /api/wOrder/tracking`, `GET /api/sys/order/tracking`;
 * docs/product-rules.md#tracking): each parcel as its carrier reports it through the tracking
 * provider, steps newest first. The customer reaches only their own orders, staff only their
 * shop's (another's is 404, like an unknown one). Reading writes nothing: the scheduler records
 * signatures (signatures.ts).
 */
import { PARCEL_LEG_NAMES, PARCEL_STATE_NAMES, TRACKING_MESSAGES, type OrderTracking, type ParcelTrack } from '@/contract/parcelTracking';
import type { OrderAddress } from '@/contract/orders';
import type { Executor } from '../../db/client';
import { TrackingProviderError, type ParcelReport, type TrackingProvider } from '../../providers/tracking';
import { staffOrderRow } from '../consoleOrders/access';
import { customerOrderRow } from '../orders/access';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import type { Staff } from '../staff/scope';
import { orderParcels, type OrderParcel } from './parcels';

type TrackedOrder = { id: number; orderNo: string; storeId: number; address: OrderAddress };

function trackOf({ leg, parcel }: OrderParcel, report: ParcelReport | null): ParcelTrack {
  const events = report?.events ?? [];
  const state = events.at(-1)?.state ?? 'awaiting';
  return {
    leg,
    legName: PARCEL_LEG_NAMES[leg],
    carrier: parcel.carrier,
    waybillNo: parcel.waybillNo,
    sentAt: formatShanghai(parcel.sentAt),
    state,
    stateName: PARCEL_STATE_NAMES[state],
    signedAt: report?.signedAt ? formatShanghai(report.signedAt) : null,
    steps: events
      .map((event) => ({ at: formatShanghai(event.at), state: event.state, stateName: PARCEL_STATE_NAMES[event.state], place: event.place, description: event.description }))
      .reverse(),
  };
}

async function reportOf(provider: TrackingProvider, { parcel }: OrderParcel, now: Date): Promise<ParcelReport> {
  try {
    return await provider.track(parcel, now);
  } catch (error) {
    // The service is down or refused: said to whoever looks; the scheduler tries again on its next pass.
    if (error instanceof TrackingProviderError) throw new Refusal(TRACKING_MESSAGES.unavailable);
    throw error;
  }
}

/** The order's parcels as the provider reports them at `now`; without a provider, their waybills only. */
export async function orderTracking(db: Executor, provider: TrackingProvider | null, order: TrackedOrder, now: Date): Promise<OrderTracking> {
  const parcels = await orderParcels(db, order);
  const tracks = await Promise.all(parcels.map(async (parcel) => trackOf(parcel, provider ? await reportOf(provider, parcel, now) : null)));
  return { orderNo: order.orderNo, tracked: provider !== null, parcels: tracks };
}

/** The customer's own order's parcels (404 for another customer's). */
export async function customerOrderTracking(db: Executor, provider: TrackingProvider | null, customerId: number, orderNo: string, now: Date): Promise<OrderTracking> {
  const order = await customerOrderRow(db, customerId, orderNo);
  if (!order) throw notFound();
  return orderTracking(db, provider, order, now);
}

/** An order of the staff member's shops (404 for another shop's). */
export async function staffOrderTracking(db: Executor, provider: TrackingProvider | null, staff: Staff, orderNo: string, now: Date): Promise<OrderTracking> {
  return orderTracking(db, provider, await staffOrderRow(db, staff, orderNo), now);
}
