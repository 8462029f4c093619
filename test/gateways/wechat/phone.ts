/**
 * The payer's side: what WeChat shows after scanning a Native code (`GET /scan?code_url=…`) and
 * the H5 page a phone's browser opens (h5_url, `GET /h5pay?prepay_id=…&redirect_url=…`). Each shows
 * the order's description and amount with 付款 and 取消; 付款 pays the order (a closed or paid one
 * is refused, visibly) and notifies the shop; on H5 the payer then goes to redirect_url.
 */
import type { ServerResponse } from 'node:http';
import { answerHtml } from './http';
import type { Ledger, Order } from './ledger';
import type { Notifier } from './notifier';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

function page(title: string, content: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main>${content}</main></body></html>`;
}

function orderPage(order: Order, action: string, hidden: Record<string, string>): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
  return page(
    '微信支付',
    `<h1>微信支付</h1><p data-testid="description">${escape(order.description)}</p><p data-testid="amount">${yuan(order.total)}</p>` +
      `<form method="post" action="${action}">${fields}<button type="submit" name="action" value="pay">付款</button><button type="submit" name="action" value="cancel">取消</button></form>`,
  );
}

export type PhoneContext = { ledger: Ledger; notifier: Notifier };

/** Opening the page: the order to pay, or a message why there is none. */
export function showScan(response: ServerResponse, context: PhoneContext, search: URLSearchParams): void {
  const codeUrl = search.get('code_url') ?? '';
  const order = context.ledger.orderByPayUrl(codeUrl);
  if (!order || order.tradeType !== 'NATIVE') return answerHtml(response, 404, page('微信支付', '<p role="alert">二维码已失效</p>'));
  answerHtml(response, 200, orderPage(order, '/scan', { code_url: codeUrl }));
}

export function showH5(response: ServerResponse, context: PhoneContext, search: URLSearchParams): void {
  const order = context.ledger.orderByPrepayId(search.get('prepay_id') ?? '');
  const redirectUrl = search.get('redirect_url') ?? '';
  if (!order || order.tradeType !== 'MWEB') return answerHtml(response, 404, page('微信支付', '<p role="alert">支付链接已失效</p>'));
  answerHtml(response, 200, orderPage(order, '/h5pay', { prepay_id: order.prepayId, redirect_url: redirectUrl }));
}

/** Pays `order` as the payer's 付款 does: false (and nothing happens) when it can no longer be paid. */
export function payOrder(context: PhoneContext, order: Order): boolean {
  if (!context.ledger.pay(order)) return false;
  context.notifier.transactionSucceeded(order);
  return true;
}

function refusal(order: Order): string {
  if (order.state === 'CLOSED') return '订单已关闭，无法支付';
  return '订单已支付，请勿重复支付';
}

/** The 付款/取消 form posted (`application/x-www-form-urlencoded`). */
export function submitPayment(response: ServerResponse, context: PhoneContext, form: URLSearchParams, channel: 'scan' | 'h5'): void {
  const order = channel === 'scan' ? context.ledger.orderByPayUrl(form.get('code_url') ?? '') : context.ledger.orderByPrepayId(form.get('prepay_id') ?? '');
  if (!order) return answerHtml(response, 404, page('微信支付', '<p role="alert">订单不存在</p>'));
  if (form.get('action') !== 'pay') return answerHtml(response, 200, page('微信支付', '<p role="status">已取消支付</p>'));
  if (!payOrder(context, order)) return answerHtml(response, 409, page('微信支付', `<p role="alert">${refusal(order)}</p>`));
  const redirectUrl = form.get('redirect_url');
  if (channel === 'h5' && redirectUrl) {
    let target: URL | null = null;
    try {
      target = new URL(redirectUrl);
    } catch {
      target = null;
    }
    if (target && (target.protocol === 'https:' || target.protocol === 'http:')) {
      response.writeHead(302, { Location: target.href }).end();
      return;
    }
  }
  answerHtml(response, 200, page('微信支付', `<p role="status">支付成功</p><p>${yuan(order.total)}</p>`));
}
