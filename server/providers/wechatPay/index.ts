/**
 * WeChat Pay (API v3, 直连商户) behind PaymentProvider: Native pay on a computer (the shop's own
 * /payWechat page shows the code_url as a QR code), H5 pay on a phone (WeChat Pay's h5_url, back
 * to /payResult after). Our trade number is out_trade_no, our refund number out_refund_no, amounts
 * fen on both sides. docs/payments-wechat.md tells the calls, the status mapping and going live.
 */
import { doorUrl } from '@/contract/endpoint';
import { PAYMENT_NOTIFY_API } from '@/contract/endpoints/paymentNotify';
import { createPrivateKey } from 'node:crypto';
import type { WechatPaySettings } from '../../runtime/paymentSettings';
import { PaymentProviderError, payResultUrl, type PaymentProvider, type ProviderTrade, type TradeRequest, type TradeStatus } from '../payment';
import { sentRefunds } from '../sentRefunds';
import { refundCounts, refundOf, tradeOf } from './answers';
import { refusalOf, wechatPayClient } from './client';
import { wechatPayNotifications } from './notifications';
import { platformKey } from './platformKey';
import { tradeStatusOf } from './tradeStatus';

export const WECHAT_CASHIER_PATH = '/payWechat';
/** Where WeChat Pay calls back: the notification path through the storefront's door, under PAYMENT_NOTIFY_BASE. */
export const WECHAT_NOTIFY_PATH = doorUrl(PAYMENT_NOTIFY_API.wechat);

export type WechatPayOptions = {
  /** The process clock in ms (signature timestamps; WeChat Pay and we refuse more than 5 minutes off). Injectable for tests. */
  nowMs?: () => number;
  /**
   * The refund numbers the shop's books hold for a trade (online_refunds): with the ones sent by
   * this process, they are the refunds asked after to learn what a trade gave back, since WeChat
   * Pay's order query tells only that a refund happened (trade_state REFUND), not how much.
   */
  refundNumbersOf?: (tradeNo: string) => Promise<readonly string[]>;
};

const path = encodeURIComponent;

export function wechatPayProvider(settings: WechatPaySettings, options: WechatPayOptions = {}): PaymentProvider {
  const nowMs = options.nowMs ?? Date.now;
  const platform = platformKey(settings.platformCert);
  const merchant = { mchId: settings.mchId, serialNo: settings.serialNo, privateKey: createPrivateKey(settings.privateKey) };
  const client = wechatPayClient({ baseUrl: settings.baseUrl, merchant, platform, nowMs });
  const notifyUrl = `${settings.notifyBase}${WECHAT_NOTIFY_PATH}`;
  const refunds = sentRefunds(options.refundNumbersOf);

  async function refundedAmount(tradeNo: string): Promise<number> {
    let refunded = 0;
    for (const refundNo of await refunds.numbers(tradeNo)) {
      const answer = await client.call('GET', `/v3/refund/domestic/refunds/${path(refundNo)}`);
      if (answer.status === 404) continue; // never reached WeChat Pay (refused, or not sent yet)
      if (answer.status !== 200 || !answer.body) throw new PaymentProviderError(`wechat pay refund query ${refundNo}: ${refusalOf(answer)}`);
      const refund = refundOf(answer.body);
      if (refund.outTradeNo !== tradeNo) throw new PaymentProviderError(`wechat pay's refund ${refundNo} belongs to another trade`);
      if (refundCounts(refund)) refunded += refund.refund;
    }
    return refunded;
  }

  async function queryTrade(tradeNo: string): Promise<ProviderTrade | null> {
    const answer = await client.call('GET', `/v3/pay/transactions/out-trade-no/${path(tradeNo)}?mchid=${path(settings.mchId)}`);
    if (answer.status === 404 && answer.body?.code === 'ORDER_NOT_EXIST') return null;
    if (answer.status !== 200 || !answer.body) throw new PaymentProviderError(`wechat pay order query ${tradeNo}: ${refusalOf(answer)}`);
    const trade = tradeOf(answer.body);
    if (trade.outTradeNo !== tradeNo || trade.mchid !== settings.mchId) throw new PaymentProviderError(`wechat pay answered another order for ${tradeNo}`);
    const paid = trade.tradeState === 'SUCCESS' || trade.tradeState === 'REFUND';
    const refunded = paid ? await refundedAmount(tradeNo) : 0;
    // WeChat Pay's query carries no description: the subject is the shop's own (online_trades).
    return { tradeNo, amount: trade.total, subject: '', status: tradeStatusOf(trade.tradeState, trade.total, refunded), refundedAmount: refunded };
  }

  async function createTrade({ tradeNo, amount, subject, payer }: TradeRequest): Promise<{ payUrl: string }> {
    const mobile = payer.channel === 'mobile';
    const order = {
      appid: settings.appId,
      mchid: settings.mchId,
      // description is string(127): the shop's subjects are short, but never let one be refused for length.
      description: Array.from(subject).slice(0, 127).join(''),
      out_trade_no: tradeNo,
      notify_url: notifyUrl,
      amount: { total: amount, currency: 'CNY' },
      ...(mobile ? { scene_info: { payer_client_ip: payer.clientAddress, h5_info: { type: 'Wap' } } } : {}),
    };
    const answer = await client.call('POST', mobile ? '/v3/pay/transactions/h5' : '/v3/pay/transactions/native', order);
    if (answer.status !== 200 || !answer.body) throw new PaymentProviderError(`wechat pay refused order ${tradeNo}: ${refusalOf(answer)}`);
    if (mobile) {
      const h5Url = answer.body.h5_url;
      if (typeof h5Url !== 'string' || !h5Url.startsWith('http')) throw new PaymentProviderError(`wechat pay's H5 order ${tradeNo} has no h5_url`);
      const back = payResultUrl(settings.notifyBase, tradeNo);
      return { payUrl: `${h5Url}&redirect_url=${encodeURIComponent(back)}` };
    }
    const codeUrl = answer.body.code_url;
    if (typeof codeUrl !== 'string' || !codeUrl.startsWith('weixin://')) throw new PaymentProviderError(`wechat pay's Native order ${tradeNo} has no code_url`);
    return { payUrl: `${WECHAT_CASHIER_PATH}?tradeNo=${tradeNo}&code=${encodeURIComponent(codeUrl)}` };
  }

  async function closeTrade(tradeNo: string): Promise<TradeStatus | null> {
    const answer = await client.call('POST', `/v3/pay/transactions/out-trade-no/${path(tradeNo)}/close`, { mchid: settings.mchId });
    // A paid, closed or unknown order is refused with its reason, which the query then states as a status;
    // only a refused signature, a rate limit or WeChat Pay's own failure leaves the close undone.
    if (answer.status === 401 || answer.status === 429 || answer.status >= 500) throw new PaymentProviderError(`wechat pay could not close ${tradeNo}: ${refusalOf(answer)}`);
    return (await queryTrade(tradeNo))?.status ?? null;
  }

  async function refund(input: { tradeNo: string; refundNo: string; amount: number }): Promise<{ refundNo: string; refundedAmount: number }> {
    const { tradeNo, refundNo, amount } = input;
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a refund must be a positive integer of fen, got ${amount}`);
    // The refund needs the order's total; an order that is not paid refunds nothing (WeChat Pay would refuse it too).
    const answer = await client.call('GET', `/v3/pay/transactions/out-trade-no/${path(tradeNo)}?mchid=${path(settings.mchId)}`);
    if (answer.status !== 200 || !answer.body) throw new PaymentProviderError(`wechat pay refused refund ${refundNo}: order ${tradeNo} ${refusalOf(answer)}`);
    const trade = tradeOf(answer.body);
    if (trade.outTradeNo !== tradeNo) throw new PaymentProviderError(`wechat pay answered another order for ${tradeNo}`);
    if (trade.tradeState !== 'SUCCESS' && trade.tradeState !== 'REFUND')
      throw new PaymentProviderError(`wechat pay refused refund ${refundNo}: order ${tradeNo} is ${trade.tradeState}`);
    refunds.sent(tradeNo, refundNo);
    const applied = await client.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: tradeNo,
      out_refund_no: refundNo,
      notify_url: notifyUrl,
      amount: { refund: amount, total: trade.total, currency: 'CNY' },
    });
    if (applied.status !== 200 || !applied.body) throw new PaymentProviderError(`wechat pay refused refund ${refundNo} of ${tradeNo}: ${refusalOf(applied)}`);
    const answered = refundOf(applied.body);
    // The same refund number answers the refund it first made: another trade or amount under it is a misuse, not this refund.
    if (answered.outRefundNo !== refundNo || answered.outTradeNo !== tradeNo || answered.refund !== amount) {
      throw new PaymentProviderError(`wechat pay refused refund ${refundNo}: it was used for another refund`);
    }
    if (!refundCounts(answered)) throw new PaymentProviderError(`wechat pay's refund ${refundNo} of ${tradeNo} is ${answered.status}`);
    return { refundNo, refundedAmount: await refundedAmount(tradeNo) };
  }

  return {
    name: 'wechat',
    createTrade,
    queryTrade,
    closeTrade,
    refund,
    notifications: wechatPayNotifications({ mchId: settings.mchId, appId: settings.appId, apiV3Key: settings.apiV3Key, platform, nowMs }),
  };
}
