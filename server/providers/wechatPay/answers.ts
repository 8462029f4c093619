/**
 * The parts of WeChat Pay's verified answers the shop reads, checked for shape: a field missing or
 * of another type is WeChat Pay changing under us (or not WeChat Pay), and throws rather than guess.
 */
import { PaymentProviderError } from '../payment';

type Json = Record<string, unknown>;

function text(body: Json, field: string, what: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw new PaymentProviderError(`wechat pay's ${what} has no ${field}`);
  return value;
}

function fen(body: Json, field: string, what: string): number {
  const amount = body.amount;
  const value = typeof amount === 'object' && amount !== null ? (amount as Json)[field] : undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new PaymentProviderError(`wechat pay's ${what} has no amount.${field}`);
  return value;
}

/** trade_state as the v3 order query documents it. */
export const TRADE_STATES = ['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR'] as const;
export type TradeState = (typeof TRADE_STATES)[number];

export type WechatTrade = { mchid: string; outTradeNo: string; tradeState: TradeState; total: number };

/** An order query's answer (GET /v3/pay/transactions/out-trade-no/{no}), or a TRANSACTION notification's resource. */
export function tradeOf(body: Json): WechatTrade {
  const state = text(body, 'trade_state', 'order');
  const tradeState = TRADE_STATES.find((known) => known === state);
  if (!tradeState) throw new PaymentProviderError(`wechat pay's order is in an unknown trade_state ${state}`);
  return { mchid: text(body, 'mchid', 'order'), outTradeNo: text(body, 'out_trade_no', 'order'), tradeState, total: fen(body, 'total', 'order') };
}

/** A refund's status as the v3 refund API documents it. */
export const REFUND_STATES = ['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export type WechatRefund = { outRefundNo: string; outTradeNo: string; status: RefundState; refund: number; total: number };

/** A refund's answer (POST /v3/refund/domestic/refunds, GET …/refunds/{out_refund_no}). */
export function refundOf(body: Json): WechatRefund {
  const state = text(body, 'status', 'refund');
  const status = REFUND_STATES.find((known) => known === state);
  if (!status) throw new PaymentProviderError(`wechat pay's refund is in an unknown status ${state}`);
  return {
    outRefundNo: text(body, 'out_refund_no', 'refund'),
    outTradeNo: text(body, 'out_trade_no', 'refund'),
    status,
    refund: fen(body, 'refund', 'refund'),
    total: fen(body, 'total', 'refund'),
  };
}

/** Money a refund has given back or is giving back: a closed or abnormal refund returned nothing (it may be sent again under its number). */
export function refundCounts(refund: WechatRefund): boolean {
  return refund.status === 'SUCCESS' || refund.status === 'PROCESSING';
}
