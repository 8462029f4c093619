/**
 * The gateway's trades, in memory, by out_trade_no: created when the customer opens the cashier
 * (as at Alipay), paid there, closed by alipay.trade.close or past time_expire, refunded by
 * out_request_no. Amounts are kept in fen; what comes and goes is yuan.
 */
import { randomInt } from 'node:crypto';
import { cstTime } from './yuan';

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';

export type SimRefund = { outRequestNo: string; amount: number; at: Date };

export type SimTrade = {
  outTradeNo: string;
  tradeNo: string;
  amount: number;
  subject: string;
  product: 'FAST_INSTANT_TRADE_PAY' | 'QUICK_WAP_WAY';
  status: TradeStatus;
  notifyUrl: string | null;
  returnUrl: string | null;
  quitUrl: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  paidAt: Date | null;
  refunds: Map<string, SimRefund>;
  refunded: number;
};

/** A business refusal as Alipay words it (code 40004). */
export class Refused extends Error {
  constructor(
    readonly subCode: string,
    readonly subMsg: string,
  ) {
    super(`${subCode} ${subMsg}`);
  }
}

let serial = 0;
/** Alipay's own trade number: the date and a serial, 28 digits. */
function alipayTradeNo(at: Date): string {
  serial += 1;
  return `${cstTime(at).slice(0, 10).replaceAll('-', '')}22001${String(randomInt(1_000_000)).padStart(6, '0')}${String(serial).padStart(9, '0')}`;
}

export type OpenRequest = Omit<SimTrade, 'tradeNo' | 'status' | 'createdAt' | 'paidAt' | 'refunds' | 'refunded'>;

export class TradeStore {
  readonly trades = new Map<string, SimTrade>();
  /** Every alipay.trade.refund received, in order, repeats included. */
  readonly refundCalls: { outTradeNo: string; outRequestNo: string; amount: string; at: Date }[] = [];
  /** Trades closed by alipay.trade.close before anyone opened their cashier (the simulator's assumption, docs/payments-alipay.md). */
  readonly closedUnopened = new Set<string>();

  constructor(private readonly now: () => Date) {}

  /** The cashier opened: the trade as it now is at the gateway. The same trade again must say the same. */
  open(request: OpenRequest): SimTrade {
    const existing = this.trades.get(request.outTradeNo);
    if (existing) {
      if (existing.amount !== request.amount || existing.subject !== request.subject) throw new Refused('ACQ.TRADE_HAS_CHANGED', '交易信息被篡改');
      return this.expire(existing);
    }
    const now = this.now();
    const trade: SimTrade = {
      ...request,
      tradeNo: alipayTradeNo(now),
      status: this.closedUnopened.has(request.outTradeNo) ? 'TRADE_CLOSED' : 'WAIT_BUYER_PAY',
      createdAt: now,
      paidAt: null,
      refunds: new Map(),
      refunded: 0,
    };
    this.trades.set(trade.outTradeNo, trade);
    return this.expire(trade);
  }

  /** A trade past its time_expire closes, as Alipay closes it. */
  private expire(trade: SimTrade): SimTrade {
    if (trade.status === 'WAIT_BUYER_PAY' && trade.expiresAt && this.now() >= trade.expiresAt) trade.status = 'TRADE_CLOSED';
    return trade;
  }

  find(outTradeNo: string): SimTrade | null {
    const trade = this.trades.get(outTradeNo);
    return trade ? this.expire(trade) : null;
  }

  get(outTradeNo: string): SimTrade {
    const trade = this.find(outTradeNo);
    if (!trade) throw new Refused('ACQ.TRADE_NOT_EXIST', '交易不存在');
    return trade;
  }

  pay(outTradeNo: string): SimTrade {
    const trade = this.get(outTradeNo);
    if (trade.status === 'TRADE_CLOSED') throw new Refused('ACQ.TRADE_HAS_CLOSE', '交易已关闭');
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Refused('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = this.now();
    return trade;
  }

  close(outTradeNo: string): SimTrade {
    const trade = this.find(outTradeNo);
    if (!trade) {
      this.closedUnopened.add(outTradeNo);
      throw new Refused('ACQ.TRADE_NOT_EXIST', '交易不存在');
    }
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Refused('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    trade.status = 'TRADE_CLOSED';
    return trade;
  }

  /** One refund: once per out_request_no, never beyond the trade; a repeat answers the first and pays nothing. */
  refund(outTradeNo: string, outRequestNo: string, amount: number): { trade: SimTrade; fundChange: boolean } {
    const trade = this.get(outTradeNo);
    const earlier = trade.refunds.get(outRequestNo);
    if (earlier) {
      if (earlier.amount !== amount) throw new Refused('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原请求不一致');
      return { trade, fundChange: false };
    }
    if (trade.status === 'WAIT_BUYER_PAY') throw new Refused('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (trade.status === 'TRADE_CLOSED') throw new Refused('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
    if (trade.refunded + amount > trade.amount) throw new Refused('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    trade.refunds.set(outRequestNo, { outRequestNo, amount, at: this.now() });
    trade.refunded += amount;
    // Refunded whole, the trade closes.
    if (trade.refunded === trade.amount) trade.status = 'TRADE_CLOSED';
    return { trade, fundChange: true };
  }
}
