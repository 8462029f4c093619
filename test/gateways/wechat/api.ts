/**
 * The API v3 calls the shop makes, as WeChat Pay answers them (直连商户): Native and H5 orders,
 * the order query by out_trade_no, closing, refunds and the refund query. Each request's signature
 * is checked before anything else (401 SIGN_ERROR); answers are signed by the caller (server.ts).
 */
import type { IncomingMessage } from 'node:http';
import { randomDelay, type Ledger, type TradeType } from './ledger';
import type { SimulatorKeys } from './keys';
import type { Notifier } from './notifier';
import { refundView, transactionView } from './views';
import { currency, DESCRIPTION, IP, notifyUrl, object, OUT_REFUND_NO, OUT_TRADE_NO, ParamError, positiveFen, required, text, type Json } from './validation';

export type ApiAnswer = { status: number; body?: unknown };

const error = (status: number, code: string, message: string): ApiAnswer => ({ status, body: { code, message } });

export type ApiContext = { keys: SimulatorKeys; ledger: Ledger; notifier: Notifier; baseUrl: () => string; refundSettleMs: number };

function parseBody(raw: string): Json {
  try {
    return object(JSON.parse(raw), 'body');
  } catch (cause) {
    if (cause instanceof ParamError) throw cause;
    throw new ParamError('请求体不是合法的 JSON');
  }
}

function openOrder(context: ApiContext, tradeType: TradeType, body: Json): ApiAnswer {
  const { keys, ledger } = context;
  const appid = required(body, 'appid', /^\w{1,32}$/);
  const mchid = required(body, 'mchid', /^\d{1,32}$/);
  if (mchid !== keys.mchId) return error(400, 'PARAM_ERROR', 'mchid 与请求的商户号不一致');
  if (appid !== keys.appId) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
  const description = required(body, 'description', DESCRIPTION);
  const outTradeNo = required(body, 'out_trade_no', OUT_TRADE_NO);
  text(body, 'time_expire', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/, true);
  const notify = notifyUrl(body.notify_url);
  const amount = object(body.amount, 'amount');
  const total = positiveFen(amount, 'total');
  currency(amount);
  let payerClientIp: string | null = null;
  if (tradeType === 'MWEB') {
    const scene = object(body.scene_info, 'scene_info');
    payerClientIp = required(scene, 'payer_client_ip', IP);
    required(object(scene.h5_info, 'scene_info.h5_info'), 'type', /^(Wap|iOS|Android)$/);
  }
  const fingerprint = JSON.stringify([tradeType, appid, description, notify, total]);
  const existing = ledger.orders.get(outTradeNo);
  if (existing) {
    if (existing.state === 'SUCCESS' || existing.state === 'REFUND') return error(400, 'ORDERPAID', '该订单已支付');
    if (existing.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '该订单已关闭');
    if (existing.fingerprint !== fingerprint) return error(400, 'INVALID_REQUEST', '201 商户订单号重复');
    return { status: 200, body: tradeType === 'NATIVE' ? { code_url: existing.payUrl } : { h5_url: existing.payUrl } };
  }
  const order = ledger.open({ appid, mchid, description, outTradeNo, notifyUrl: notify, total, tradeType, payerClientIp, fingerprint }, context.baseUrl());
  return { status: 200, body: tradeType === 'NATIVE' ? { code_url: order.payUrl } : { h5_url: order.payUrl } };
}

function queryOrder(context: ApiContext, outTradeNo: string, search: URLSearchParams): ApiAnswer {
  if (search.get('mchid') !== context.keys.mchId) return error(400, 'PARAM_ERROR', 'mchid 参数错误');
  const order = context.ledger.orders.get(outTradeNo);
  return order ? { status: 200, body: transactionView(order) } : error(404, 'ORDER_NOT_EXIST', '订单不存在');
}

function closeOrder(context: ApiContext, outTradeNo: string, body: Json): ApiAnswer {
  if (required(body, 'mchid', /^\d{1,32}$/) !== context.keys.mchId) return error(400, 'PARAM_ERROR', 'mchid 与请求的商户号不一致');
  const order = context.ledger.orders.get(outTradeNo);
  if (!order) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
  if (order.state === 'SUCCESS' || order.state === 'REFUND') return error(400, 'ORDERPAID', '该订单已支付');
  order.state = 'CLOSED';
  return { status: 204 };
}

function refundOrder(context: ApiContext, body: Json): ApiAnswer {
  const { ledger, notifier } = context;
  const outTradeNo = required(body, 'out_trade_no', OUT_TRADE_NO);
  const outRefundNo = required(body, 'out_refund_no', OUT_REFUND_NO);
  const notify = body.notify_url === undefined ? null : notifyUrl(body.notify_url);
  const amount = object(body.amount, 'amount');
  const refund = positiveFen(amount, 'refund');
  const total = positiveFen(amount, 'total');
  currency(amount);
  const previous = ledger.refunds.get(outRefundNo);
  if (previous) {
    // 同一退款单号多次请求只退一笔: the refund first made, whatever this request says.
    previous.requests += 1;
    return { status: 200, body: refundView(previous) };
  }
  const order = ledger.orders.get(outTradeNo);
  if (!order) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
  if (order.state !== 'SUCCESS' && order.state !== 'REFUND') return error(403, 'TRADE_ERROR', '订单未支付，不能退款');
  if (total !== order.total) return error(400, 'PARAM_ERROR', '订单金额与原订单不一致');
  if (ledger.refundedOf(outTradeNo) + refund > order.total) return error(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
  const made = ledger.applyRefund(order, outRefundNo, refund, notify);
  setTimeout(() => {
    ledger.finishRefund(made);
    const to = made.notifyUrl ?? order.notifyUrl;
    notifier.refundSucceeded(made, to);
  }, randomDelay(context.refundSettleMs));
  return { status: 200, body: refundView(made) };
}

function queryRefund(context: ApiContext, outRefundNo: string): ApiAnswer {
  const refund = context.ledger.refunds.get(outRefundNo);
  return refund ? { status: 200, body: refundView(refund) } : error(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
}

/** The answer to a signed API request, or null when no API call has this method and path. */
export function apiAnswer(context: ApiContext, request: IncomingMessage, url: URL, raw: string): ApiAnswer | null {
  const method = request.method ?? 'GET';
  const path = url.pathname;
  try {
    if (method === 'POST' && path === '/v3/pay/transactions/native') return openOrder(context, 'NATIVE', parseBody(raw));
    if (method === 'POST' && path === '/v3/pay/transactions/h5') return openOrder(context, 'MWEB', parseBody(raw));
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') return refundOrder(context, parseBody(raw));
    let match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) return queryOrder(context, decodeURIComponent(match[1]!), url.searchParams);
    match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
    if (method === 'POST' && match) return closeOrder(context, decodeURIComponent(match[1]!), parseBody(raw));
    match = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) return queryRefund(context, decodeURIComponent(match[1]!));
  } catch (cause) {
    if (cause instanceof ParamError) return error(400, 'PARAM_ERROR', cause.message);
    throw cause;
  }
  return null;
}
