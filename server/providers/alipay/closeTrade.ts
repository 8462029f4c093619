/**
 * Closing an unpaid trade (alipay.trade.close), then answering its status as Alipay has it: closed,
 * or paid when the customer paid first (Alipay refuses to close it: ACQ.TRADE_STATUS_ERROR).
 *
 * A trade the customer never opened does not exist at Alipay, which answers ACQ.TRADE_NOT_EXIST.
 * For a trade we opened we answer `closed` and remember it: the provider no longer hands out its
 * pay URL's trade as payable, and its time_expire bounds how long Alipay itself would take it. If
 * Alipay still took a payment on it, the trade answers `paid` from then on and the shop gives it back
 * as for any trade paid after it was closed (docs/payments-alipay.md#closing-an-unopened-trade).
 */
import type { Clock } from '../../domain/shared/clock';
import type { TradeStatus } from '../payment';
import { AlipayRefusal, type AlipayGateway } from './gateway';
import type { TradeBook } from './tradeBook';
import { queryAlipayTrade, TRADE_NOT_EXIST } from './tradeQuery';

export async function closeAlipayTrade(gateway: AlipayGateway, book: TradeBook, clock: Clock, tradeNo: string): Promise<TradeStatus | null> {
  try {
    await gateway.call('alipay.trade.close', { out_trade_no: tradeNo });
  } catch (error) {
    if (!(error instanceof AlipayRefusal)) throw error;
    if (error.subCode === TRADE_NOT_EXIST) {
      if (!(await book.find(tradeNo))) return null;
      book.closedBeforeOpening(tradeNo);
    }
    // Anything else (already closed, paid, finished): the trade's status says what it is now.
  }
  return (await queryAlipayTrade(gateway, book, clock, tradeNo))?.status ?? null;
}
