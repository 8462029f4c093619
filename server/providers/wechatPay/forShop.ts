/**
 * The refund numbers the shop's books hold for a trade, whatever their state here: each is recorded
 * before it is sent (domain/payments/refunds.ts), so together they are every refund WeChat Pay may
 * have made on the trade.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onlineRefunds } from '../../db/schema';
import type { WechatPaySettings } from '../../runtime/paymentSettings';
import type { PaymentProvider } from '../payment';
import { wechatPayProvider } from './index';

export function refundNumbersOf(db: Db): (tradeNo: string) => Promise<readonly string[]> {
  return async (tradeNo) => (await db.select({ refundNo: onlineRefunds.refundNo }).from(onlineRefunds).where(eq(onlineRefunds.tradeNo, tradeNo))).map((row) => row.refundNo);
}

/** The provider as the shop runs it: the refunds it asks after include those in the shop's books. */
export function wechatPayForShop(settings: WechatPaySettings, db: Db): PaymentProvider {
  return wechatPayProvider(settings, { refundNumbersOf: refundNumbersOf(db) });
}
