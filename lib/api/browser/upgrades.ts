/**
 * Upgrades of a running rental from the browser (升级换机, docs/product-rules.md#upgrades): the
 * offers and the latest application, applying, paying, confirming the new units and sending the
 * old ones back. The amount with a coupon is couponApi.forUpgrade (calcAmountPc).
 */
import { send } from '@/lib/http/client';
import { UPGRADE_API } from '@/contract/endpoints/upgrade';
import type { Carrier } from '@/contract/orderFulfilment';

const read = { repeatSubmit: false } as const;

export const upgradeApi = {
  offers: (orderNo: string) => send(UPGRADE_API.offers, { orderNo }, read),
  apply: (orderNo: string, offerId: number, couponId: number | null, idempotencyKey: string) => send(UPGRADE_API.apply, { orderNo, offerId, couponId, idempotencyKey }, read),
  payByBalance: (orderNo: string, idempotencyKey: string) => send(UPGRADE_API.payByBalance, { orderNo, idempotencyKey }, read),
  payOnline: (orderNo: string, idempotencyKey: string) => send(UPGRADE_API.payOnline, { orderNo, idempotencyKey }, read),
  receive: (orderNo: string) => send(UPGRADE_API.receive, { orderNo }),
  sendBack: (orderNo: string, carrier: Carrier, waybillNo: string) => send(UPGRADE_API.sendBack, { orderNo, carrier, waybillNo }),
};
