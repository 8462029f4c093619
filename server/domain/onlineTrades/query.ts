/**
 * One of the customer's online trades, whatever it pays, as the provider sees it
 * (`POST /api/wUser/tradeQuery`): what the cashier page waits on after a bill, buyout or top-up
 * payment. A trade the provider says is paid whose notification has not been handled yet is
 * handled now (an active query, as real integrations do when a callback is late or lost).
 * Another customer's trade is not found, like an unknown one.
 */
import { and, eq } from 'drizzle-orm';
import type { TradeView } from '@/contract/money';
import type { TradeQueryResult } from '@/contract/orders';
import type { Db } from '../../db/client';
import { onlineTrades, rentalOrders } from '../../db/schema';
import type { Logger } from '../../runtime/log';
import type { PaymentProvider } from '../../providers/payment';
import { customerOrderStatus, latestOrderTrade } from '../orders/payOnline';
import { notFound } from '../shared/refusal';
import { BOOKED_TRADE_STATUS } from '../payments/tradeOutcome';
import { handleTradeNotification } from './notification';

async function customerTrade(db: Db, customerId: number, tradeNo: string) {
  const [row] = await db
    .select({ trade: onlineTrades, orderNo: rentalOrders.orderNo })
    .from(onlineTrades)
    .leftJoin(rentalOrders, eq(rentalOrders.id, onlineTrades.orderId))
    .where(and(eq(onlineTrades.tradeNo, tradeNo), eq(onlineTrades.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

/** Without a provider (online payment off): the trade as our books have it. */
export async function bookedTrade(db: Db, customerId: number, tradeNo: string): Promise<TradeView> {
  const { trade, orderNo } = await customerTrade(db, customerId, tradeNo);
  return { tradeNo, purpose: trade.purpose, amount: trade.amount, orderNo, status: BOOKED_TRADE_STATUS[trade.status] };
}

export async function queryTrade(db: Db, provider: PaymentProvider, customerId: number, tradeNo: string, now: Date, log: Logger): Promise<TradeView> {
  const { trade, orderNo } = await customerTrade(db, customerId, tradeNo);
  const view = { tradeNo, purpose: trade.purpose, amount: trade.amount, orderNo };
  const remote = await provider.queryTrade(tradeNo);
  const status = remote?.status ?? 'pending';
  if (status !== 'paid') return { ...view, status };
  // Paid at the provider: recorded now if its notification is late; refunded if nothing needed it.
  const outcome = await handleTradeNotification(db, provider, tradeNo, now, log);
  if (outcome === 'refunded') return { ...view, status: 'refunded' };
  const [after] = await db.select({ status: onlineTrades.status }).from(onlineTrades).where(eq(onlineTrades.tradeNo, tradeNo));
  return { ...view, status: after?.status === 'refunded' ? 'refunded' : 'paid' };
}

/**
 * `POST /api/wOrder/tradeQuery`: the order's latest trade as the provider sees it. A trade the
 * provider says is paid but whose notification has not arrived yet is recorded now.
 */
export async function queryOrderTrade(db: Db, provider: PaymentProvider, customerId: number, orderNo: string, now: Date, log: Logger): Promise<TradeQueryResult> {
  const order = await customerOrderStatus(db, customerId, orderNo);
  const trade = await latestOrderTrade(db, order.id);
  if (!trade) return { orderNo, tradeNo: null, status: 'none', orderStatus: order.status };
  const remote = await provider.queryTrade(trade.tradeNo);
  const status = remote?.status ?? 'pending';
  if (status !== 'paid') return { orderNo, tradeNo: trade.tradeNo, status, orderStatus: order.status };
  // A paid trade the order did not need is on its way back: say so, not "paid".
  const outcome = await handleTradeNotification(db, provider, trade.tradeNo, now, log);
  return { orderNo, tradeNo: trade.tradeNo, status: outcome === 'refunded' ? 'refunded' : status, orderStatus: (await customerOrderStatus(db, customerId, orderNo)).status };
}
