/**
 * The simulator's control API for tests and browser runs (JSON):
 *   GET  /__control/notifications            every notification sent, with the shop's answers
 *   GET  /__control/refunds                  every alipay.trade.refund received (repeats included)
 *   GET  /__control/trades/<out_trade_no>    a trade as the gateway has it
 *   POST /__control/pay/<out_trade_no>       pays an opened trade without a browser
 *   POST /__control/hold                     holds notifications from now on
 *   POST /__control/release?order=reverse    sends the held ones (in order, or latest first)
 *   POST /__control/replay/<id>              sends notification <id> again
 *   POST /__control/forge/<out_trade_no>?variant=…  sends a forged notification (notifier.ts FORGERIES)
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from './http';
import { FORGERIES, type Forgery, type Notifier } from './notifier';
import { Refused, type SimTrade, type TradeStore } from './trades';

const tradeView = (trade: SimTrade) => ({
  outTradeNo: trade.outTradeNo,
  tradeNo: trade.tradeNo,
  status: trade.status,
  amount: trade.amount,
  refunded: trade.refunded,
  refunds: [...trade.refunds.values()],
});

export function controlRoutes({ trades, notifier, paid }: { trades: TradeStore; notifier: Notifier; paid: (trade: SimTrade) => void }) {
  return async (method: string, url: URL, response: ServerResponse): Promise<void> => {
    const [, , action = '', subject = ''] = url.pathname.split('/').map(decodeURIComponent);
    try {
      if (method === 'GET' && action === 'notifications') return sendJson(response, 200, notifier.deliveries);
      if (method === 'GET' && action === 'refunds') return sendJson(response, 200, trades.refundCalls);
      if (method === 'GET' && action === 'trades') return sendJson(response, 200, tradeView(trades.get(subject)));
      if (method === 'POST' && action === 'pay') {
        const trade = trades.pay(subject);
        paid(trade);
        return sendJson(response, 200, tradeView(trade));
      }
      if (method === 'POST' && action === 'hold') {
        notifier.hold();
        return sendJson(response, 200, { holding: true });
      }
      if (method === 'POST' && action === 'release') return sendJson(response, 200, await notifier.release(url.searchParams.get('order') === 'reverse' ? 'reverse' : 'in-order'));
      if (method === 'POST' && action === 'replay') return sendJson(response, 200, await notifier.replay(Number(subject)));
      if (method === 'POST' && action === 'forge') {
        const variant = url.searchParams.get('variant') as Forgery;
        if (!FORGERIES.includes(variant)) return sendJson(response, 400, { error: `variant must be one of ${FORGERIES.join(', ')}` });
        return sendJson(response, 200, await notifier.forge(trades.get(subject), variant));
      }
    } catch (error) {
      if (error instanceof Refused) return sendJson(response, 409, { error: error.subCode, message: error.subMsg });
      throw error;
    }
    sendJson(response, 404, { error: 'no such control' });
  };
}
