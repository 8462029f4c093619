/**
 * Starting an online payment of any purpose: the purpose opens its trade in its own transaction
 * (orders/payOnline.ts, bills/payOnline.ts, buyouts/payOnline.ts, account/topUp.ts), and after the
 * commit the trade and the trades it superseded go to the provider here.
 */
import { eq } from 'drizzle-orm';
import type { OnlineTradeAnswer } from '@/contract/money';
import type { OnlineTrade } from '@/contract/orders';
import type { Db } from '../../db/client';
import { onlineTrades } from '../../db/schema';
import type { Payer, PaymentProvider } from '../../providers/payment';
import type { Logger } from '../../runtime/log';
import { openTopUpTrade } from '../account/topUp';
import { openBillsTrade } from '../bills/payOnline';
import type { BillsPaymentInput } from '../bills/pay';
import { openBuyoutTrade } from '../buyouts/payOnline';
import { openOrderTrade } from '../orders/payOnline';
import { openUpgradeTrade } from '../upgrades/payOnline';
import type { TradeRow } from '../payments/tradeOutcome';
import { closeTradesAtProvider, type OpenedTrade } from '../payments/trades';
import { handleTradeNotification } from './notification';

/**
 * After the commit that opened `trade` (and closed `superseded`): the provider is outside the
 * database. Superseded trades are closed there (one it says was paid meanwhile is refunded by its
 * notification); then the new trade is created there (idempotent by trade number, so a retry with
 * the same key opens the same trade again); a racing request may have closed this trade after our
 * commit but before the provider knew it, so its close found nothing there: it is closed now that
 * it exists. What the provider does not confirm now, the scheduler retries.
 */
export async function announceTrade(db: Db, provider: PaymentProvider, { trade, superseded }: OpenedTrade, payer: Payer, now: Date, log: Logger): Promise<{ payUrl: string }> {
  await closeAtProvider(db, provider, superseded, now, log);
  const { payUrl } = await provider.createTrade({ tradeNo: trade.tradeNo, amount: trade.amount, subject: trade.subject, payer });
  const [current] = await db.select({ status: onlineTrades.status }).from(onlineTrades).where(eq(onlineTrades.tradeNo, trade.tradeNo));
  if (current?.status === 'closed') await closeAtProvider(db, provider, [trade.tradeNo], now, log);
  return { payUrl };
}

/** Trades closed here (superseded by a newer one), closed at the provider; one it says was paid meanwhile is refunded by its notification. */
export async function closeAtProvider(db: Db, provider: PaymentProvider, tradeNos: readonly string[], now: Date, log: Logger): Promise<void> {
  const { paid } = await closeTradesAtProvider(db, provider, tradeNos, now, log);
  for (const tradeNo of paid) await handleTradeNotification(db, provider, tradeNo, now, log);
}

/** The customer who pays, and from where (http/payer.ts). */
export type PayingCustomer = { customerId: number; payer: Payer };

type Start<Input> = (db: Db, provider: PaymentProvider, who: PayingCustomer, input: Input, now: Date, log: Logger) => Promise<OnlineTradeAnswer>;

function starting<Input>(open: (db: Db, customerId: number, input: Input, now: Date) => Promise<OpenedTrade>): Start<Input> {
  return async (db, provider, { customerId, payer }, input, now, log) => {
    const opened = await open(db, customerId, input, now);
    const { payUrl } = await announceTrade(db, provider, opened, payer, now, log);
    return answer(opened.trade, payUrl);
  };
}

const answer = (trade: TradeRow, payUrl: string): OnlineTradeAnswer => ({ tradeNo: trade.tradeNo, payUrl, amount: trade.amount });

/** `POST /api/wBill/liJiZhiFu`. */
export const startBillsOnlinePayment: Start<BillsPaymentInput> = starting(openBillsTrade);
/** `POST /api/wOrder/buyout/liJiZhiFu`. */
export const startBuyoutOnlinePayment: Start<{ quoteNo: string; idempotencyKey: string }> = starting(openBuyoutTrade);
/** `POST /api/wOrder/upgrade/liJiZhiFu`. */
export const startUpgradeOnlinePayment: Start<{ orderNo: string; idempotencyKey: string }> = starting(openUpgradeTrade);
/** `POST /api/wUser/recharge`: a top-up of the balance. */
export const startTopUp: Start<{ amount: number; idempotencyKey: string }> = starting(openTopUpTrade);

const startOrderPayment: Start<{ orderNo: string; idempotencyKey: string }> = starting(openOrderTrade);

/** `POST /api/wOrder/liJiZhiFu`: the order's answer has no amount. */
export async function startOnlinePayment(
  db: Db,
  provider: PaymentProvider,
  who: PayingCustomer,
  input: { orderNo: string; idempotencyKey: string },
  now: Date,
  log: Logger,
): Promise<OnlineTrade> {
  const { tradeNo, payUrl } = await startOrderPayment(db, provider, who, input, now, log);
  return { tradeNo, payUrl };
}
