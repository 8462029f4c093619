/**
 * WeChat Pay's notifications (支付通知, 退款结果通知) to notify_url: believed only when the
 * Wechatpay-Signature over `timestamp\nnonce\nbody\n` verifies under the platform key the
 * Wechatpay-Serial names, the timestamp is within 5 minutes, and the resource decrypts under our
 * API v3 key and names our merchant (and app). Even then a notice is only a reason to query.
 * WeChat Pay wants 200/204 when accepted, else a 4xx/5xx with `{"code":"FAIL","message":"失败"}`,
 * and sends again later.
 */
import type { NotificationReceiver, ProviderNotice } from '../payment';
import type { PlatformKey } from './platformKey';
import { decryptResource, isEncryptedResource } from './resource';
import { signedByWechatPay } from './signature';

const REFUND_EVENTS = new Set(['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED']);
const TRADE_NO = /^[0-9a-f]{32}$/;
const REFUND_NO = /^RF[0-9a-f]{30}$/;

export type ReceiverSettings = { mchId: string; appId: string; apiV3Key: string; platform: PlatformKey; nowMs: () => number };

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function wechatPayNotifications(settings: ReceiverSettings): NotificationReceiver {
  function noticeOf(body: string): ProviderNotice | null {
    const envelope = parsed(body);
    if (!envelope || typeof envelope.event_type !== 'string' || !isEncryptedResource(envelope.resource)) return null;
    const plain = decryptResource(envelope.resource, settings.apiV3Key);
    const resource = plain === null ? null : parsed(plain);
    if (!resource) return null;
    const tradeNo = resource.out_trade_no;
    if (typeof tradeNo !== 'string' || !TRADE_NO.test(tradeNo)) return null;
    if (envelope.event_type === 'TRANSACTION.SUCCESS') {
      // A payment notice names the merchant and the app it was paid to: another's is not ours to look up.
      if (resource.mchid !== settings.mchId || resource.appid !== settings.appId) return null;
      return { kind: 'trade', tradeNo };
    }
    if (REFUND_EVENTS.has(envelope.event_type)) {
      const refundNo = resource.out_refund_no;
      if (resource.mchid !== settings.mchId || typeof refundNo !== 'string' || !REFUND_NO.test(refundNo)) return null;
      return { kind: 'refund', tradeNo, refundNo };
    }
    return null;
  }

  return {
    async read({ headers, body }) {
      if (!signedByWechatPay(settings.platform, headers, body, settings.nowMs())) return null;
      return noticeOf(body);
    },
    reply(accepted) {
      return accepted
        ? { status: 204, body: '', contentType: 'application/json' }
        : { status: 400, body: JSON.stringify({ code: 'FAIL', message: '失败' }), contentType: 'application/json; charset=utf-8' };
    },
  };
}
