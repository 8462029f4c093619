import type { Db } from '../../db/client';
import type { WechatPaySettings } from '../../runtime/paymentSettings';
import type { PaymentProvider } from '../payment';
import { bookedRefundNumbers } from '../sentRefunds';
import { wechatPayProvider } from './index';

/** The provider as the shop runs it: the refunds it asks after include those in the shop's books. */
export function wechatPayForShop(settings: WechatPaySettings, db: Db): PaymentProvider {
  return wechatPayProvider(settings, { refundNumbersOf: bookedRefundNumbers(db) });
}
