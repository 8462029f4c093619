/**
 * Opening a trade: the signed GET URL of Alipay's cashier, 电脑网站支付 (alipay.trade.page.pay) on a
 * computer, 手机网站支付 (alipay.trade.wap.pay) on a phone. Nothing is sent to Alipay yet: the trade
 * exists there once the customer opens the URL. The same trade number again gives a URL with the
 * same business content (amount, subject, time_expire), so Alipay sees one trade, not a changed one.
 */
import { doorUrl } from '@/contract/endpoint';
import { PAYMENT_NOTIFY_API } from '@/contract/endpoints/paymentNotify';
import type { Clock } from '../../domain/shared/clock';
import { payResultUrl, type TradeRequest } from '../payment';
import { beijingTime } from './beijingTime';
import type { AlipayGateway } from './gateway';
import { fenToYuan } from './money';
import { PAY_WINDOW_MS, type TradeBook } from './tradeBook';

/** Where Alipay calls back: the notification path through the storefront's door, under PAYMENT_NOTIFY_BASE. */
export const NOTIFY_PATH = doorUrl(PAYMENT_NOTIFY_API.alipay);

const PRODUCTS = {
  desktop: { method: 'alipay.trade.page.pay', productCode: 'FAST_INSTANT_TRADE_PAY' },
  mobile: { method: 'alipay.trade.wap.pay', productCode: 'QUICK_WAP_WAY' },
} as const;

export async function payPageUrl(gateway: AlipayGateway, book: TradeBook, clock: Clock, notifyBase: string, request: TradeRequest): Promise<string> {
  const { tradeNo, amount, subject, payer } = request;
  const known = await book.find(tradeNo);
  const expiresAt = known?.expiresAt ?? new Date(clock.now().getTime() + PAY_WINDOW_MS);
  book.opened(tradeNo, { amount, subject, expiresAt });
  const product = PRODUCTS[payer.channel];
  const resultPage = payResultUrl(notifyBase, tradeNo);
  const bizContent: Record<string, string> = {
    out_trade_no: tradeNo,
    total_amount: fenToYuan(amount),
    subject,
    product_code: product.productCode,
    time_expire: beijingTime(expiresAt),
  };
  // 手机网站支付's cashier has a way back for a customer who gives up: the same result page.
  if (payer.channel === 'mobile') bizContent.quit_url = resultPage;
  return gateway.pageUrl(product.method, { notifyUrl: `${notifyBase}${NOTIFY_PATH}`, returnUrl: resultPage, bizContent });
}
