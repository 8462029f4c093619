/**
 * The merchant's request signature as WeChat Pay checks it (签名认证): the Authorization header
 * `WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`
 * (any order), the merchant id ours, the serial naming the merchant certificate we hold, the
 * timestamp within 5 minutes, and the signature over `METHOD\nURL\ntimestamp\nnonce\nbody\n`
 * (URL: the path and query as sent) valid under that certificate's key.
 */
import { createVerify, type KeyObject } from 'node:crypto';

const SCHEME = 'WECHATPAY2-SHA256-RSA2048 ';
const FIELDS = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'] as const;
const MAX_SKEW_SECONDS = 300;

export type MerchantCertificate = { mchId: string; serialNo: string; publicKey: KeyObject };

/** Why the request is refused, or null when it is signed by the merchant. */
export function authorizationProblem(merchant: MerchantCertificate, header: string | undefined, method: string, url: string, body: string, nowMs: number): string | null {
  if (!header?.startsWith(SCHEME)) return 'Authorization 不是 WECHATPAY2-SHA256-RSA2048';
  const fields = new Map<string, string>();
  for (const part of header.slice(SCHEME.length).split(',')) {
    const match = /^\s*([a-z_]+)="([^"]*)"\s*$/.exec(part);
    if (!match) return 'Authorization 格式错误';
    fields.set(match[1]!, match[2]!);
  }
  for (const field of FIELDS) if (!fields.get(field)) return `Authorization 缺少 ${field}`;
  if (fields.get('mchid') !== merchant.mchId) return '商户号与签名不一致';
  if (fields.get('serial_no')?.toUpperCase() !== merchant.serialNo) return '商户证书序列号有误';
  const timestamp = fields.get('timestamp')!;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return '请求时间戳已过期';
  const signed = `${method}\n${url}\n${timestamp}\n${fields.get('nonce_str')}\n${body}\n`;
  const valid = createVerify('RSA-SHA256').update(signed).verify(merchant.publicKey, fields.get('signature')!, 'base64');
  return valid ? null : '签名验证失败';
}
