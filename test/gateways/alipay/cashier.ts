/**
 * The cashier a customer sees (GET /gateway.do?method=alipay.trade.page.pay|wap.pay&…): the signed
 * request checked as the gateway checks it, the trade created (or found), and a page with the
 * subject, the amount and the buttons 付款 and 取消. 付款 pays and sends the browser to return_url
 * with Alipay's signed return parameters; the notification follows asynchronously.
 */
import type { GatewayError } from './requests';
import { bizContent, checkRequest, PAGE_METHODS } from './requests';
import { signedParams } from './signing';
import { Refused, type SimTrade, type TradeStore } from './trades';
import { cstTime, formatYuan, parseCstTime, parseYuan } from './yuan';

export type Page = { status: number; html: string } | { status: 302; location: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head><body><main>${body}</main></body></html>`;
}

export function errorPage(message: string, code: string): Page {
  return { status: 200, html: page('支付宝 - 错误', `<h1>抱歉，出错了</h1><p role="alert">${escape(message)}</p><p>错误代码：${escape(code)}</p>`) };
}

function gatewayErrorPage(error: GatewayError): Page {
  return errorPage(error.sub_msg, error.sub_code.replace(/^isv\./, ''));
}

function cashierPage(trade: SimTrade): Page {
  const amount = `¥${formatYuan(trade.amount)}`;
  return {
    status: 200,
    html: page(
      '支付宝 - 收银台',
      `<h1>支付宝收银台（模拟）</h1><p>商品：<span data-field="subject">${escape(trade.subject)}</span></p><p>应付金额：<strong data-field="amount">${amount}</strong></p>` +
        `<form method="post" action="/cashier/submit"><input type="hidden" name="out_trade_no" value="${escape(trade.outTradeNo)}">` +
        `<button type="submit" name="action" value="pay">付款</button> <button type="submit" name="action" value="cancel">取消</button></form>`,
    ),
  };
}

const STATUS_MESSAGES: Record<string, string> = { TRADE_CLOSED: '交易已关闭，无法付款', TRADE_SUCCESS: '该笔订单已付款，请勿重复付款' };

/** GET on the gateway with a page product's method. */
export function openCashier(params: Record<string, string>, context: { appId: string; appPublicKey: string; trades: TradeStore }): Page {
  const problem = checkRequest(params, { appId: context.appId, appPublicKey: context.appPublicKey, methods: PAGE_METHODS });
  if (problem) return gatewayErrorPage(problem);
  const biz = bizContent(params);
  const amount = parseYuan(biz?.total_amount ?? '');
  const wap = params.method === 'alipay.trade.wap.pay';
  const product = wap ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY';
  if (!biz || !biz.out_trade_no || !biz.subject || amount === null) return errorPage('参数无效', 'INVALID_PARAMETER');
  if (biz.product_code !== product) return errorPage('产品码错误', 'PRODUCT_CODE_ERROR');
  const expiresAt = biz.time_expire ? parseCstTime(biz.time_expire) : null;
  if (biz.time_expire && !expiresAt) return errorPage('time_expire 格式错误', 'INVALID_PARAMETER');
  let trade: SimTrade;
  try {
    trade = context.trades.open({
      outTradeNo: biz.out_trade_no,
      amount,
      subject: biz.subject,
      product,
      notifyUrl: params.notify_url || null,
      returnUrl: params.return_url || null,
      quitUrl: biz.quit_url || null,
      expiresAt,
    });
  } catch (error) {
    if (error instanceof Refused) return errorPage(error.subMsg, error.subCode);
    throw error;
  }
  const refusal = STATUS_MESSAGES[trade.status];
  if (refusal) return errorPage(refusal, trade.status);
  return cashierPage(trade);
}

/** 付款 or 取消 on the cashier page. */
export function submitCashier(form: URLSearchParams, context: { appId: string; alipayPrivateKey: string; trades: TradeStore; paid: (trade: SimTrade) => void }): Page {
  const outTradeNo = form.get('out_trade_no') ?? '';
  const trade = context.trades.find(outTradeNo);
  if (!trade) return errorPage('交易不存在', 'ACQ.TRADE_NOT_EXIST');
  if (form.get('action') === 'cancel') {
    const back = trade.quitUrl ?? trade.returnUrl;
    return back ? { status: 302, location: back } : { status: 200, html: page('支付宝 - 已取消', '<p>您已取消付款</p>') };
  }
  try {
    context.trades.pay(outTradeNo);
  } catch (error) {
    if (error instanceof Refused) return errorPage(STATUS_MESSAGES[trade.status] ?? error.subMsg, error.subCode);
    throw error;
  }
  context.paid(trade);
  if (!trade.returnUrl) return { status: 200, html: page('支付宝 - 付款成功', `<p>付款成功 ¥${formatYuan(trade.amount)}</p>`) };
  const returned = signedParams(
    {
      charset: 'utf-8',
      out_trade_no: trade.outTradeNo,
      method: `${trade.product === 'QUICK_WAP_WAY' ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay'}.return`,
      total_amount: formatYuan(trade.amount),
      trade_no: trade.tradeNo,
      auth_app_id: context.appId,
      version: '1.0',
      app_id: context.appId,
      seller_id: '2088000000000001',
      timestamp: cstTime(new Date()),
    },
    context.alipayPrivateKey,
  );
  const target = new URL(trade.returnUrl);
  for (const [name, value] of Object.entries(returned)) target.searchParams.set(name, value);
  return { status: 302, location: target.toString() };
}
