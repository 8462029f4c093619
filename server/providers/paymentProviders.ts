/**
 * The one place a payment provider is built from its settings (runtime/paymentSettings.ts), once at
 * start: the embedded sandbox, Alipay, or WeChat Pay; none leaves online payment off.
 */
import type { Db } from '../db/client';
import type { Clock } from '../domain/shared/clock';
import type { Logger } from '../runtime/log';
import type { PaymentSettings } from '../runtime/paymentSettings';
import { alipayPaymentProvider } from './alipay';
import { sandboxPaymentProvider, type PaymentProvider } from './payment';
import { wechatPayForShop } from './wechatPay/forShop';

export function paymentProvider(settings: PaymentSettings | null, deps: { db: Db; clock: Clock; log: Logger }): PaymentProvider | null {
  if (!settings) return null;
  switch (settings.name) {
    case 'sandbox':
      return sandboxPaymentProvider(deps.db, deps.clock, deps.log);
    case 'alipay':
      return alipayPaymentProvider(settings, deps);
    case 'wechat':
      return wechatPayForShop(settings, deps.db);
  }
}
