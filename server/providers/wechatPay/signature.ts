/**
 * The API v3 signatures (签名认证): the merchant signs each request in its Authorization header,
 * and WeChat Pay signs each answer and notification in the Wechatpay-* headers, both RSA-SHA256
 * (SHA256withRSA, base64) over newline-terminated lines. The helpers are wechatpay-axios-plugin's.
 */
import type { KeyObject } from 'node:crypto';
import { Formatter, Rsa } from 'wechatpay-axios-plugin';
import type { PlatformKey } from './platformKey';

/** WeChat Pay refuses a request, and we refuse an answer or notification, more than 5 minutes off. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

export type Merchant = { mchId: string; serialNo: string; privateKey: KeyObject };

/** `WECHATPAY2-SHA256-RSA2048 mchid=…` over `METHOD\nURL\ntimestamp\nnonce\nbody\n` (URL: path and query). */
export function authorization(merchant: Merchant, method: string, url: string, body: string, nowMs: number): string {
  const timestamp = Math.floor(nowMs / 1000);
  const nonce = Formatter.nonce();
  const signature = Rsa.sign(Formatter.request(method, url, timestamp, nonce, body), merchant.privateKey);
  return Formatter.authorization(merchant.mchId, nonce, signature, timestamp, merchant.serialNo);
}

/**
 * Whether WeChat Pay signed `body` as the headers say: all four headers present, the serial naming
 * our platform key, the timestamp within 5 minutes of `nowMs`, and the signature over
 * `timestamp\nnonce\nbody\n` valid under that key. Answers false, never throws, for anything else.
 */
export function signedByWechatPay(platform: PlatformKey, headers: Headers, body: string, nowMs: number): boolean {
  const timestamp = headers.get('wechatpay-timestamp');
  const nonce = headers.get('wechatpay-nonce');
  const serial = headers.get('wechatpay-serial');
  const signature = headers.get('wechatpay-signature');
  if (!timestamp || !nonce || !serial || !signature) return false;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
  if (!platform.names(serial)) return false;
  try {
    return Rsa.verify(Formatter.response(timestamp, nonce, body), signature, platform.key);
  } catch {
    return false;
  }
}
