/**
 * Where an order's parcels are (docs/product-rules.md#tracking): the shipment to the customer and,
 * after a return, the parcel back to the shop, each as the carrier reports it — its state and every
 * step with its time and place, newest first. Times `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai.
 */
import { z } from 'zod';

/** The two parcels an order may have: the devices out, and back. */
export const PARCEL_LEGS = ['shipment', 'return'] as const;
export type ParcelLeg = (typeof PARCEL_LEGS)[number];
export const PARCEL_LEG_NAMES: Record<ParcelLeg, string> = { shipment: '发货物流', return: '退回物流' };

/** A parcel's states as couriers report them, in the order a parcel goes through them. */
export const PARCEL_STATES = ['awaiting', 'collected', 'inTransit', 'delivering', 'signed'] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];
export const PARCEL_STATE_NAMES: Record<ParcelState, string> = {
  awaiting: '待揽收',
  collected: '已揽收',
  inTransit: '运输中',
  delivering: '派送中',
  signed: '已签收',
};

/** One step of a parcel's route as the carrier reported it. */
export type ParcelStep = { at: string; state: ParcelState; stateName: string; place: string; description: string };

export type ParcelTrack = {
  leg: ParcelLeg;
  legName: string;
  carrier: string;
  waybillNo: string;
  /** When it left: the shipment's time, or when the customer asked to return. */
  sentAt: string;
  /** The newest step's state; `awaiting` before the carrier reports anything. */
  state: ParcelState;
  stateName: string;
  /** The carrier's 已签收, when it has said so. */
  signedAt: string | null;
  /** Newest first. */
  steps: ParcelStep[];
};

/**
 * `GET /api/wOrder/tracking?orderNo=` (the customer's) and `GET /api/sys/order/tracking?orderNo=`
 * (the back office's): the order's parcels, the shipment first. `tracked` false: no tracking
 * service is configured, and the parcels carry their waybills only.
 */
export type OrderTracking = { orderNo: string; tracked: boolean; parcels: ParcelTrack[] };

export const TRACKING_MESSAGES = {
  unavailable: '物流信息暂时无法查询，请稍后再试',
  notTracked: '暂未接入物流查询，请凭运单号到快递公司官网或 App 查询',
  awaiting: '快递公司尚未揽收，揽收后将在此显示物流信息',
  /** The back office's word for a return the carrier has delivered to the shop. */
  returnArrived: '退货已签收，请验机',
} as const;

/** The development door's body: the parcel's clock moves on `hours` (its sent time moves back). */
export const parcelClockBody = z.strictObject({
  leg: z.enum(PARCEL_LEGS).default('shipment'),
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
