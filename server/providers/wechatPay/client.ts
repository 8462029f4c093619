/**
 * Calls to the WeChat Pay API v3: each request signed with the merchant's key, each answer
 * (success or error alike) believed only once its Wechatpay-Signature verifies under the platform
 * key. An answer that does not verify, or is not JSON where JSON is due, throws: nothing the shop
 * does rests on an unverified answer (a forged "no such order" would otherwise close a trade here).
 */
import { readTextWithin } from '@/contract/boundedBody';
import { PaymentProviderError } from '../payment';
import type { PlatformKey } from './platformKey';
import { authorization, signedByWechatPay, type Merchant } from './signature';

/** Answers are a few hundred bytes; anything past this is not WeChat Pay's. */
const MAX_ANSWER_BYTES = 64 * 1024;
const TIMEOUT_MS = 10_000;

export type WechatAnswer = { status: number; body: Record<string, unknown> | null };

export type WechatPayClient = {
  call(method: 'GET' | 'POST', path: string, body?: object): Promise<WechatAnswer>;
};

async function readBounded(response: Response): Promise<string> {
  const text = await readTextWithin(response.body, MAX_ANSWER_BYTES);
  if (text === null) throw new PaymentProviderError(`wechat pay answered more than ${MAX_ANSWER_BYTES} bytes`);
  return text;
}

export function wechatPayClient(options: { baseUrl: string; merchant: Merchant; platform: PlatformKey; nowMs: () => number }): WechatPayClient {
  const { baseUrl, merchant, platform, nowMs } = options;
  return {
    async call(method, path, body) {
      const text = body === undefined ? '' : JSON.stringify(body);
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: authorization(merchant, method, path, text, nowMs()),
        'user-agent': 'zulin-shop wechatpay-v3',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : text, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
      } catch (error) {
        throw new PaymentProviderError(`wechat pay ${method} ${path.split('?')[0]} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = await readBounded(response);
      if (!signedByWechatPay(platform, response.headers, answer, nowMs())) {
        throw new PaymentProviderError(`wechat pay's answer (${response.status}) to ${method} ${path.split('?')[0]} failed its signature check`);
      }
      if (answer === '') return { status: response.status, body: null };
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer);
      } catch {
        throw new PaymentProviderError(`wechat pay answered ${method} ${path.split('?')[0]} with a body that is not JSON`);
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new PaymentProviderError(`wechat pay answered ${method} ${path.split('?')[0]} with no object`);
      return { status: response.status, body: parsed as Record<string, unknown> };
    },
  };
}

/** A refusal's `code: message` from a v3 error body (`{"code":"PARAM_ERROR","message":"…"}`). */
export function refusalOf(answer: WechatAnswer): string {
  const code = typeof answer.body?.code === 'string' ? answer.body.code : 'UNKNOWN';
  const message = typeof answer.body?.message === 'string' ? answer.body.message : '';
  return `${answer.status} ${code}${message ? ` ${message}` : ''}`;
}
