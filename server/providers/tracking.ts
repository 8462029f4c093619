/**
 * Parcel tracking (docs/product-rules.md#tracking). A real courier-tracking service plugs in behind
 * TrackingProvider: a query service (快递100's 实时查询) asks the carrier in `track`; a push service
 * (快递100's 订阅推送) subscribes a waybill the first time `track` sees it, keeps what the carrier
 * pushes to its callback, and answers `track` from that. The embedded sandbox
 * (sandboxTracking.ts) makes a plausible route up from the waybill itself. main.ts chooses once at
 * start from TRACKING_PROVIDER, as it chooses the payment provider: the sandbox invents carriers'
 * signatures, which start rents, so it is never on unless asked for by name.
 */
import type { ParcelState } from '@/contract/parcelTracking';
import type { TrackingProviderName } from '../runtime/config';
import { sandboxTrackingProvider } from './sandboxTracking';

/** A city and, where known, the district: where a parcel starts or ends (`深圳市`, `南山区`). */
export type ParcelPlace = { city: string; district?: string };

/** What the shop knows of a parcel: the carrier and waybill it was sent with, when, from where and to where. */
export type Parcel = { carrier: string; waybillNo: string; sentAt: Date; from: ParcelPlace; to: ParcelPlace };

/** One step as the carrier reports it. */
export type CarrierEvent = { at: Date; state: Exclude<ParcelState, 'awaiting'>; place: string; description: string };

/** The parcel's route as known at `now`: every step so far, oldest first, and the carrier's 已签收 when it came. */
export type ParcelReport = { events: CarrierEvent[]; signedAt: Date | null };

export interface TrackingProvider {
  /** Which service answers (logged, and named in the start-up warning). */
  readonly name: string;
  /**
   * The parcel's route up to `now`. The scheduler asks for every parcel in transit on each pass
   * (docs/architecture.md#scheduler), so an implementation answers from what it keeps where it can.
   * Throws TrackingProviderError when the service cannot answer.
   */
  track(parcel: Parcel, now: Date): Promise<ParcelReport>;
}

export class TrackingProviderError extends Error {}

/** The provider TRACKING_PROVIDER names, or null: tracking off (the pages show the waybill numbers only). */
export function trackingProvider(name: TrackingProviderName | null): TrackingProvider | null {
  return name === 'sandbox' ? sandboxTrackingProvider : null;
}
