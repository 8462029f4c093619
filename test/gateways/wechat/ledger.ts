/**
 * The simulator's books, in memory: orders by out_trade_no and refunds by out_refund_no, with the
 * state changes WeChat Pay allows (NOTPAY → SUCCESS or CLOSED; SUCCESS → REFUND once a refund is
 * applied for; a refund PROCESSING → SUCCESS).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { randomText } from './keys';

export type TradeState = 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED';
export type TradeType = 'NATIVE' | 'MWEB';

export type Order = {
  appid: string;
  mchid: string;
  description: string;
  outTradeNo: string;
  notifyUrl: string;
  total: number;
  tradeType: TradeType;
  state: TradeState;
  prepayId: string;
  /** Native's `weixin://wxpay/bizpayurl?pr=…`, H5's page on the simulator. */
  payUrl: string;
  payerClientIp: string | null;
  transactionId: string | null;
  successTime: string | null;
  /** What a repeated order must say the same to get the same answer. */
  fingerprint: string;
};

export type RefundStatus = 'PROCESSING' | 'SUCCESS';

export type Refund = {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  transactionId: string;
  refund: number;
  total: number;
  status: RefundStatus;
  createTime: string;
  successTime: string | null;
  notifyUrl: string | null;
  /** How many refund requests named this out_refund_no (a retry reaches the simulator again, but pays nothing more). */
  requests: number;
};

/** RFC 3339 in China's time, as WeChat Pay writes times (`2026-03-02T10:00:00+08:00`). */
export function rfc3339(time = new Date()): string {
  return `${new Date(time.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

const digits = (size: number) => randomText(size, '0123456789');

export class Ledger {
  readonly orders = new Map<string, Order>();
  readonly refunds = new Map<string, Refund>();

  orderByPayUrl(payUrl: string): Order | undefined {
    for (const order of this.orders.values()) if (order.payUrl === payUrl) return order;
    return undefined;
  }

  orderByPrepayId(prepayId: string): Order | undefined {
    for (const order of this.orders.values()) if (order.prepayId === prepayId) return order;
    return undefined;
  }

  open(fields: Omit<Order, 'state' | 'prepayId' | 'payUrl' | 'transactionId' | 'successTime'>, baseUrl: string): Order {
    const prepayId = `wx${digits(14)}${randomBytes(8).toString('hex')}`;
    const payUrl = fields.tradeType === 'NATIVE' ? `weixin://wxpay/bizpayurl?pr=${randomText(7)}` : `${baseUrl}/h5pay?prepay_id=${prepayId}&package=${digits(10)}`;
    const order: Order = { ...fields, state: 'NOTPAY', prepayId, payUrl, transactionId: null, successTime: null };
    this.orders.set(order.outTradeNo, order);
    return order;
  }

  /** Pays a NOTPAY order; false when it cannot be paid (closed, already paid). */
  pay(order: Order): boolean {
    if (order.state !== 'NOTPAY') return false;
    order.state = 'SUCCESS';
    order.transactionId = `42000${digits(23)}`;
    order.successTime = rfc3339();
    return true;
  }

  refundedOf(outTradeNo: string): number {
    let sum = 0;
    for (const refund of this.refunds.values()) if (refund.outTradeNo === outTradeNo) sum += refund.refund;
    return sum;
  }

  applyRefund(order: Order, outRefundNo: string, amount: number, notifyUrl: string | null): Refund {
    const refund: Refund = {
      refundId: `50${digits(27)}`,
      outRefundNo,
      outTradeNo: order.outTradeNo,
      transactionId: order.transactionId ?? '',
      refund: amount,
      total: order.total,
      status: 'PROCESSING',
      createTime: rfc3339(),
      successTime: null,
      notifyUrl,
      requests: 1,
    };
    this.refunds.set(outRefundNo, refund);
    order.state = 'REFUND';
    return refund;
  }

  /** A refund reaches the payer a moment after it is applied for. */
  finishRefund(refund: Refund): void {
    refund.status = 'SUCCESS';
    refund.successTime = rfc3339();
  }
}

export function randomDelay(maxMs: number): number {
  return maxMs <= 0 ? 0 : randomInt(maxMs + 1);
}
