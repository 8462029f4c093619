/**
 * The public parameters every gateway request carries, checked as Alipay's gateway checks them
 * before it looks at the business content: app_id, method, charset, sign_type, timestamp, version,
 * and the RSA2 signature with the app's public key over everything but `sign`.
 */
import { REQUEST_UNSIGNED, rsa2Verify, signingString } from './signing';

export type GatewayError = { code: string; msg: string; sub_code: string; sub_msg: string };

const invalid = (sub_code: string, sub_msg: string): GatewayError => ({ code: '40002', msg: 'Invalid Arguments', sub_code, sub_msg });
const missing = (sub_code: string, sub_msg: string): GatewayError => ({ code: '40001', msg: 'Missing Required Arguments', sub_code, sub_msg });

export const OPENAPI_METHODS = ['alipay.trade.query', 'alipay.trade.close', 'alipay.trade.refund', 'alipay.trade.fastpay.refund.query'] as const;
export const PAGE_METHODS = ['alipay.trade.page.pay', 'alipay.trade.wap.pay'] as const;

export function checkRequest(params: Readonly<Record<string, string>>, expect: { appId: string; appPublicKey: string; methods: readonly string[] }): GatewayError | null {
  if (!params.method) return missing('isv.missing-method', '缺少方法名参数');
  if (!expect.methods.includes(params.method)) return invalid('isv.invalid-method', '不存在的方法名');
  if (!params.app_id) return missing('isv.missing-app-id', '缺少AppID参数');
  if (params.app_id !== expect.appId) return invalid('isv.invalid-app-id', '无效的AppID参数');
  if (!params.charset) return missing('isv.missing-charset', '缺少字符集参数');
  if (params.charset.toLowerCase() !== 'utf-8') return invalid('isv.invalid-charset', '字符集错误');
  if (!params.sign_type) return missing('isv.missing-signature-type', '缺少签名类型参数');
  if (params.sign_type !== 'RSA2') return invalid('isv.invalid-signature-type', '无效签名类型');
  if (!params.timestamp) return missing('isv.missing-timestamp', '缺少时间戳参数');
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp)) return invalid('isv.invalid-timestamp', '非法的时间戳参数');
  if (!params.version) return missing('isv.missing-version', '缺少版本参数');
  if (params.version !== '1.0') return invalid('isv.invalid-version', '非法的版本参数');
  if (!params.sign) return missing('isv.missing-signature', '缺少签名参数');
  const content = signingString(params, REQUEST_UNSIGNED);
  if (!rsa2Verify(content, params.sign, expect.appPublicKey))
    return invalid('isv.invalid-signature', `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`);
  return null;
}

/** biz_content as a flat object of strings, or null when it is not one. */
export function bizContent(params: Readonly<Record<string, string>>): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(params.biz_content ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string') fields[name] = value;
      else if (typeof value === 'number') fields[name] = String(value);
    }
    return fields;
  } catch {
    return null;
  }
}
