/**
 * Alipay's asynchronous notifications (notify_url): a form-encoded POST signed with Alipay's key
 * (RSA2 over the sorted k=v&… of every parameter but sign and sign_type). One that verifies and is
 * for our app names a trade to ask about; a refund's notification is a trade notification too (with
 * refund fields), and the handler queries the trade either way. Alipay sends again until it reads
 * exactly `success`.
 */
import type { NotificationReceiver } from '../payment';
import type { AlipayGateway } from './gateway';

/** Alipay's notifications are a few hundred bytes; anything far larger is not one. */
const MAX_BODY = 64 * 1024;

export function alipayNotifications(gateway: AlipayGateway, appId: string): NotificationReceiver {
  return {
    async read({ body }) {
      if (body.length > MAX_BODY) return null;
      const params: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body)) {
        // A parameter twice is not what Alipay sends: which one was signed cannot be told.
        if (name in params) return null;
        params[name] = value;
      }
      if (!params.sign || params.sign_type !== 'RSA2' || params.app_id !== appId || !params.out_trade_no) return null;
      if (!gateway.verifyNotification(params)) return null;
      return { kind: 'trade', tradeNo: params.out_trade_no };
    },
    reply: (accepted) => ({ status: 200, body: accepted ? 'success' : 'fail', contentType: 'text/plain; charset=utf-8' }),
  };
}
