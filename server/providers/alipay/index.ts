/**
 * Alipay as the shop's payment provider (PAYMENT_PROVIDER=alipay, docs/payments-alipay.md): 电脑网站支付
 * and 手机网站支付 for paying, the openapi trade calls for asking, closing and refunding, and its
 * signed notifications. Each step is a file of its own here; this one puts them together.
 */
import type { Db } from '../../db/client';
import type { Clock } from '../../domain/shared/clock';
import type { AlipaySettings } from '../../runtime/paymentSettings';
import type { PaymentProvider } from '../payment';
import { closeAlipayTrade } from './closeTrade';
import { alipayGateway } from './gateway';
import { alipayNotifications } from './notifications';
import { payPageUrl } from './payPage';
import { refundAlipayTrade } from './refund';
import { tradeBook } from './tradeBook';
import { queryAlipayTrade } from './tradeQuery';

/** `db`: the shop's books, which remember trades opened and refunds sent before a restart (null: this process only). */
export function alipayPaymentProvider(settings: AlipaySettings, deps: { db: Db | null; clock: Clock }): PaymentProvider {
  const gateway = alipayGateway(settings);
  const book = tradeBook(deps.db);
  return {
    name: 'alipay',
    createTrade: async (request) => ({ payUrl: await payPageUrl(gateway, book, deps.clock, settings.notifyBase, request) }),
    queryTrade: (tradeNo) => queryAlipayTrade(gateway, book, deps.clock, tradeNo),
    closeTrade: (tradeNo) => closeAlipayTrade(gateway, book, deps.clock, tradeNo),
    refund: (input) => refundAlipayTrade(gateway, book, input),
    notifications: alipayNotifications(gateway, settings.appId),
  };
}
