/**
 * A trade as Alipay has it (alipay.trade.query), in the shop's terms. WAIT_BUYER_PAY is pending;
 * TRADE_SUCCESS and TRADE_FINISHED are paid; TRADE_CLOSED is closed, or refunded when it was paid
 * and then given back whole (Alipay closes a trade once all of it is refunded). What was refunded is
 * not in the query's answer: it is the sum of the trade's successful refunds, each asked by its
 * out_request_no (alipay.trade.fastpay.refund.query).
 *
 * A trade we opened that Alipay does not have yet (the customer never opened the cashier) is
 * pending while its pay URL can still be paid, closed once it cannot (past time_expire, or closed
 * by us before anyone opened it).
 */
import type { Clock } from '../../domain/shared/clock';
import type { ProviderTrade } from '../payment';
import { AlipayRefusal, type AlipayGateway, type GatewayAnswer } from './gateway';
import { yuanToFen } from './money';
import type { TradeBook } from './tradeBook';

export const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

function text(answer: GatewayAnswer, field: string): string {
  const value = answer[field];
  if (typeof value !== 'string') throw new AlipayRefusal('alipay.trade.query', answer.code, `answer without ${field}`);
  return value;
}

/** What of the trade Alipay has refunded, in fen: its successful refunds among the numbers we sent. */
export async function refundedAtAlipay(gateway: AlipayGateway, book: TradeBook, tradeNo: string): Promise<number> {
  let refunded = 0;
  for (const refundNo of await book.refunds.numbers(tradeNo)) {
    let answer: GatewayAnswer;
    try {
      answer = await gateway.call('alipay.trade.fastpay.refund.query', { out_trade_no: tradeNo, out_request_no: refundNo });
    } catch (error) {
      // A refund number Alipay never took (refused, or the request was lost) refunded nothing.
      if (error instanceof AlipayRefusal && error.subCode === TRADE_NOT_EXIST) continue;
      throw error;
    }
    // As Alipay documents it: a refund came back (refund_amount) with refund_status empty or REFUND_SUCCESS is done;
    // code 10000 with no refund in it means no refund under that number.
    const done = answer.refund_status === undefined || answer.refund_status === '' || answer.refund_status === 'REFUND_SUCCESS';
    if (done && typeof answer.refund_amount === 'string') refunded += yuanToFen(answer.refund_amount);
  }
  return refunded;
}

export async function queryAlipayTrade(gateway: AlipayGateway, book: TradeBook, clock: Clock, tradeNo: string): Promise<ProviderTrade | null> {
  let answer: GatewayAnswer;
  try {
    answer = await gateway.call('alipay.trade.query', { out_trade_no: tradeNo });
  } catch (error) {
    if (!(error instanceof AlipayRefusal) || error.subCode !== TRADE_NOT_EXIST) throw error;
    const opened = await book.find(tradeNo);
    if (!opened) return null;
    const payable = !book.wasClosedBeforeOpening(tradeNo) && clock.now() < opened.expiresAt;
    return { tradeNo, amount: opened.amount, subject: opened.subject, status: payable ? 'pending' : 'closed', refundedAmount: 0 };
  }
  const amount = yuanToFen(text(answer, 'total_amount'));
  const subject = typeof answer.subject === 'string' ? answer.subject : ((await book.find(tradeNo))?.subject ?? '');
  const base = { tradeNo, amount, subject };
  switch (text(answer, 'trade_status')) {
    case 'WAIT_BUYER_PAY':
      return { ...base, status: 'pending', refundedAmount: 0 };
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      return { ...base, status: 'paid', refundedAmount: await refundedAtAlipay(gateway, book, tradeNo) };
    case 'TRADE_CLOSED':
      // Alipay closes a paid trade only once all of it is refunded: paid before (send_pay_date), or refunds we sent that add up to it.
      if (typeof answer.send_pay_date === 'string' || (await refundedAtAlipay(gateway, book, tradeNo)) === amount) return { ...base, status: 'refunded', refundedAmount: amount };
      return { ...base, status: 'closed', refundedAmount: 0 };
    default:
      throw new AlipayRefusal('alipay.trade.query', answer.code, `unknown trade_status ${String(answer.trade_status)}`);
  }
}
