/**
 * Alipay's openapi gateway, simulated for tests (docs/payments-alipay.md#the-simulator): one
 * node:http server with the gateway (`/gateway.do`: the page products' cashier on GET, the openapi
 * calls on POST), the cashier's buttons (`/cashier/submit`) and a control API for tests
 * (`/__control/…`). Its keys are made fresh at start; the shop gets the app's private key and
 * Alipay's public key, exactly as from the open platform.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openCashier, submitCashier, type Page } from './cashier';
import { controlRoutes } from './control';
import { readBody, send, singleParams, TooLarge } from './http';
import { simulatorKeys, type SimulatorKeys } from './keys';
import { Notifier } from './notifier';
import { openapiAnswer } from './openapi';
import { TradeStore } from './trades';

export type AlipaySimulatorOptions = {
  port?: number;
  appId?: string;
  /** The gateway's clock for time_expire (the shop under test may keep a clock of its own). */
  now?: () => Date;
  notifyTries?: number;
  notifyBackoffMs?: number;
};

export type AlipaySimulator = Awaited<ReturnType<typeof startAlipaySimulator>>;

function answerPage(response: http.ServerResponse, result: Page): void {
  if ('location' in result) send(response, 302, 'text/plain; charset=utf-8', '', { location: result.location });
  else send(response, result.status, 'text/html; charset=utf-8', result.html);
}

export async function startAlipaySimulator(options: AlipaySimulatorOptions = {}) {
  const keys: SimulatorKeys = simulatorKeys();
  const appId = options.appId ?? '2021000000000001';
  const trades = new TradeStore(options.now ?? (() => new Date()));
  const notifier = new Notifier({
    appId,
    alipayPrivateKey: keys.alipay.privateKey,
    strangerPrivateKey: keys.stranger.privateKey,
    tries: options.notifyTries,
    backoffMs: options.notifyBackoffMs,
  });
  const context = {
    appId,
    appPublicKey: keys.app.publicKey,
    alipayPrivateKey: keys.alipay.privateKey,
    trades,
    paid: (trade: Parameters<Notifier['paid']>[0]) => void notifier.paid(trade),
  };
  const control = controlRoutes({ trades, notifier, paid: context.paid });

  async function route(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const body = request.method === 'POST' ? await readBody(request) : '';
    if (url.pathname === '/gateway.do') {
      if (request.method === 'GET') {
        const params = singleParams(url.searchParams);
        return answerPage(response, params ? openCashier(params, context) : { status: 200, html: '<p>参数重复</p>' });
      }
      if (request.method === 'POST') {
        // OpenAPI 2.0: the public parameters in the query, biz_content in the form body; all of them signed.
        const params = singleParams(new URLSearchParams([...url.searchParams, ...new URLSearchParams(body)]));
        if (!params)
          return send(
            response,
            200,
            'application/json; charset=utf-8',
            '{"error_response":{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.duplicate-parameter","sub_msg":"参数重复"}}',
          );
        return send(response, 200, 'application/json; charset=utf-8', openapiAnswer(params, context));
      }
    }
    if (url.pathname === '/cashier/submit' && request.method === 'POST') return answerPage(response, submitCashier(new URLSearchParams(body), context));
    if (url.pathname.startsWith('/__control/')) return control(request.method ?? 'GET', url, response);
    send(response, 404, 'text/plain; charset=utf-8', 'not found');
  }

  const server = http.createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof TooLarge) return send(response, 413, 'text/plain; charset=utf-8', 'request body too large');
      send(response, 500, 'text/plain; charset=utf-8', error instanceof Error ? error.message : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    gateway: `${origin}/gateway.do`,
    appId,
    /** What the shop puts in its settings: the app's private key, Alipay's public key. */
    shopKeys: { appPrivateKey: keys.app.privateKey, alipayPublicKey: keys.alipay.publicKey },
    trades,
    notifier,
    /** Every alipay.trade.refund that reached the gateway, repeats included. */
    refundCalls: () => trades.refundCalls,
    async close(): Promise<void> {
      await notifier.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
