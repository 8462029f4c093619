import { endpoint } from '../endpoint';

/**
 * The payment providers' asynchronous notifications (Alipay's notify_url, WeChat Pay's notify_url):
 * the only public calls without a session. The provider's signature is the credential, checked
 * before anything in the body is believed (server/routes/paymentNotifications.ts); the door forwards
 * a provider's path only while that provider is the one chosen, and passes its signature headers on.
 * Their answers are the provider's own (Alipay: the text `success`; WeChat Pay: 204, or a JSON
 * `{ code, message }` asking it to send again), not the shop's envelope.
 */
const PROVIDER_NOTIFICATION = { caller: 'none', door: 'paymentNotify', maxBodyBytes: 16 * 1024 } as const;

/** The path of each provider's notifications, under PAYMENT_NOTIFY_BASE's door (`/prod-api`). */
export const PAYMENT_NOTIFY_API = {
  alipay: endpoint('POST', '/api/pay/notify/alipay', PROVIDER_NOTIFICATION).answers<string>(),
  wechat: endpoint('POST', '/api/pay/notify/wechat', PROVIDER_NOTIFICATION).answers<string>(),
} as const;
