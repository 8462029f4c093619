/**
 * Giving back part or all of a paid trade (alipay.trade.refund), out_request_no being our refund
 * number: Alipay refunds each number once, and the same number again answers the earlier refund
 * (fund_change N) without paying anything more. Its refund_fee is the trade's whole refunded amount
 * so far. A refusal (an unpaid or closed trade, more than is left, ACQ.*) and an unreachable gateway
 * both throw; the shop sends the same number again later.
 */
import { PaymentProviderError } from '../payment';
import { type AlipayGateway } from './gateway';
import { fenToYuan, yuanToFen } from './money';
import type { TradeBook } from './tradeBook';

export async function refundAlipayTrade(
  gateway: AlipayGateway,
  book: TradeBook,
  { tradeNo, refundNo, amount }: { tradeNo: string; refundNo: string; amount: number },
): Promise<{ refundNo: string; refundedAmount: number }> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a refund must be a positive integer of fen, got ${amount}`);
  // Remembered before asking: if the answer is lost, the trade's query still asks Alipay about this number.
  book.refunds.sent(tradeNo, refundNo);
  const answer = await gateway.call('alipay.trade.refund', { out_trade_no: tradeNo, out_request_no: refundNo, refund_amount: fenToYuan(amount) });
  if (typeof answer.refund_fee !== 'string') throw new PaymentProviderError(`alipay refund ${refundNo} of ${tradeNo}: the answer has no refund_fee`);
  return { refundNo, refundedAmount: yuanToFen(answer.refund_fee) };
}
