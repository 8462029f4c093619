/**
 * A WeChat Pay API v3 gateway for tests (plain node:http): the calls the shop's provider makes,
 * with WeChat Pay's signatures both ways, the payer's pages, the notifications, and a control API.
 * docs/payments-wechat.md lists what it checks and what it does not. Start it in a test with
 * `startWechatPaySimulator()`, or as its own process with main.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPaySettings } from '../../../server/runtime/paymentSettings';
import { apiAnswer, type ApiContext } from './api';
import { authorizationProblem } from './authorization';
import { control } from './control';
import { answerError, answerJson, answerSigned, BodyTooLarge, readBody, type Signer } from './http';
import { simulatorKeys, type PlatformKind, type SimulatorKeys } from './keys';
import { Ledger, randomDelay } from './ledger';
import { Notifier } from './notifier';
import { showH5, showScan, submitPayment } from './phone';

export type WechatPaySimulatorOptions = {
  /** How the platform key is published: a 平台证书 (default) or a 微信支付公钥 `PUB_KEY_ID_…`. */
  platform?: PlatformKind;
  /** A notification goes out up to this long after the payment or refund (random, default 100 ms). */
  notifyDelayMs?: number;
  /** Waits between a refused notification's tries (default 100, 300, 1000 ms: four tries in all). */
  retryDelaysMs?: readonly number[];
  /** A refund turns SUCCESS up to this long after it is applied for (default 50 ms). */
  refundSettleMs?: number;
  port?: number;
};

export type WechatPaySimulator = {
  baseUrl: string;
  keys: SimulatorKeys;
  ledger: Ledger;
  notifier: Notifier;
  /** The provider's settings against this simulator, notifications going to `${notifyBase}/prod-api/api/pay/notify/wechat`. */
  settings(notifyBase: string): WechatPaySettings;
  /** Every API request that reached the simulator (method, path), signed or not. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
};

export async function startWechatPaySimulator(options: WechatPaySimulatorOptions = {}): Promise<WechatPaySimulator> {
  const keys = simulatorKeys(options.platform);
  const ledger = new Ledger();
  const notifier = new Notifier(keys, { retryDelaysMs: options.retryDelaysMs ?? [100, 300, 1000], delayMs: () => randomDelay(options.notifyDelayMs ?? 100) });
  const signer: Signer = { serial: keys.platform.serial, privateKey: keys.platform.privateKey };
  const merchant = { mchId: keys.mchId, serialNo: keys.merchant.serialNo, publicKey: keys.merchant.publicKey };
  const requests: WechatPaySimulator['requests'] = [];
  let baseUrl = '';
  const api: ApiContext = { keys, ledger, notifier, baseUrl: () => baseUrl, refundSettleMs: options.refundSettleMs ?? 50 };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const method = request.method ?? 'GET';
    let raw: string;
    try {
      raw = await readBody(request);
    } catch (error) {
      if (error instanceof BodyTooLarge) return answerJson(response, 413, { code: 'PARAM_ERROR', message: '请求体过大' });
      throw error;
    }
    if (url.pathname.startsWith('/v3/')) {
      // The URL signed is the path and query exactly as sent.
      const problem = authorizationProblem(merchant, request.headers.authorization, method, request.url ?? '/', raw, Date.now());
      const answer = problem
        ? { status: 401, body: { code: 'SIGN_ERROR', message: `签名错误：${problem}` } }
        : (apiAnswer(api, request, url, raw) ?? { status: 404, body: { code: 'NOT_FOUND', message: '接口不存在' } });
      requests.push({ method, path: url.pathname, status: answer.status });
      return answerSigned(response, signer, answer.status, answer.body);
    }
    if (method === 'GET' && url.pathname === '/scan') return showScan(response, api, url.searchParams);
    if (method === 'GET' && url.pathname === '/h5pay') return showH5(response, api, url.searchParams);
    if (method === 'POST' && (url.pathname === '/scan' || url.pathname === '/h5pay'))
      return submitPayment(response, api, new URLSearchParams(raw), url.pathname === '/scan' ? 'scan' : 'h5');
    if (url.pathname.startsWith('/__control/') && (await control(response, api, method, url.pathname, raw))) return;
    answerJson(response, 404, { code: 'NOT_FOUND', message: '页面不存在' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) answerError(response, signer, 500, 'SYSTEM_ERROR', error instanceof Error ? error.message : '系统错误');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    keys,
    ledger,
    notifier,
    requests,
    settings: (notifyBase) => ({
      name: 'wechat',
      notifyBase,
      mchId: keys.mchId,
      appId: keys.appId,
      serialNo: keys.merchant.serialNo,
      privateKey: keys.merchant.privateKeyPem,
      platformCert: keys.platform.pem,
      apiV3Key: keys.apiV3Key,
      baseUrl,
    }),
    async close() {
      notifier.holding = false;
      await notifier.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
