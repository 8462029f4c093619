/**
 * The test's handle on the simulator over HTTP (`/__control/…`), for tests in another process
 * (the browser journeys); tests in this process may call the same things on the simulator object.
 *
 *   GET  /__control/notifications                  every notification sent, with the shop's replies
 *   POST /__control/notifications/hold {on}        hold new notifications (or stop holding)
 *   POST /__control/notifications/release {newestFirst}   send the held ones now (late, or out of order)
 *   POST /__control/notifications/:id/replay {exact}      send one again (exact: its original headers)
 *   POST /__control/forge {kind, outTradeNo}       a forged notification for an order (notifier.ts FORGERIES)
 *   GET  /__control/refunds                        refunds received, with how many requests named each
 *   GET  /__control/orders/:outTradeNo             an order as the simulator holds it
 *   POST /__control/pay {codeUrl | outTradeNo}     pay an order without the phone page
 */
import type { ServerResponse } from 'node:http';
import { answerJson } from './http';
import type { Ledger, Order } from './ledger';
import { FORGERIES, type Notifier } from './notifier';
import { payOrder } from './phone';

export type ControlContext = { ledger: Ledger; notifier: Notifier };

function bodyOf(raw: string): Record<string, unknown> {
  try {
    const value: unknown = raw === '' ? {} : JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function orderNamed(ledger: Ledger, body: Record<string, unknown>): Order | undefined {
  if (typeof body.codeUrl === 'string') return ledger.orderByPayUrl(body.codeUrl);
  if (typeof body.outTradeNo === 'string') return ledger.orders.get(body.outTradeNo);
  return undefined;
}

/** Answers a control request; false when the path is not one. */
export async function control(response: ServerResponse, context: ControlContext, method: string, path: string, raw: string): Promise<boolean> {
  const { ledger, notifier } = context;
  const body = bodyOf(raw);
  if (method === 'GET' && path === '/__control/notifications') {
    answerJson(response, 200, notifier.deliveries);
    return true;
  }
  if (method === 'POST' && path === '/__control/notifications/hold') {
    notifier.holding = body.on !== false;
    answerJson(response, 200, { holding: notifier.holding });
    return true;
  }
  if (method === 'POST' && path === '/__control/notifications/release') {
    await notifier.release({ newestFirst: body.newestFirst === true });
    answerJson(response, 200, { released: true });
    return true;
  }
  const replay = /^\/__control\/notifications\/([^/]+)\/replay$/.exec(path);
  if (method === 'POST' && replay) {
    const id = decodeURIComponent(replay[1]!);
    if (!notifier.deliveries.some((delivery) => delivery.id === id)) answerJson(response, 404, { message: `no notification ${id}` });
    else answerJson(response, 200, await notifier.replay(id, { exact: body.exact === true }));
    return true;
  }
  if (method === 'POST' && path === '/__control/forge') {
    const kind = FORGERIES.find((known) => known === body.kind);
    const order = orderNamed(ledger, body);
    if (!kind || !order) answerJson(response, 400, { message: `kind must be one of ${FORGERIES.join(', ')} and the order known` });
    else answerJson(response, 200, await notifier.forge(kind, order));
    return true;
  }
  if (method === 'GET' && path === '/__control/refunds') {
    answerJson(response, 200, [...ledger.refunds.values()]);
    return true;
  }
  const order = /^\/__control\/orders\/([^/]+)$/.exec(path);
  if (method === 'GET' && order) {
    const found = ledger.orders.get(decodeURIComponent(order[1]!));
    answerJson(response, found ? 200 : 404, found ?? { message: 'no such order' });
    return true;
  }
  if (method === 'POST' && path === '/__control/pay') {
    const found = orderNamed(ledger, body);
    if (!found) answerJson(response, 404, { message: 'no such order' });
    else answerJson(response, 200, { paid: payOrder(context, found), state: found.state });
    return true;
  }
  return false;
}
