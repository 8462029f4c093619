/** The v3 request bodies' checks, as WeChat Pay answers them: 400 PARAM_ERROR with the field at fault. */

export type Json = Record<string, unknown>;

export class ParamError extends Error {}

export function object(value: unknown, field: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ParamError(`${field} 必须是对象`);
  return value as Json;
}

export function text(body: Json, field: string, shape: RegExp, optional = false): string | undefined {
  const value = body[field];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || !shape.test(value)) throw new ParamError(`输入源"/body/${field}"映射到字段"${field}"格式不正确`);
  return value;
}

export function required(body: Json, field: string, shape: RegExp): string {
  return text(body, field, shape) as string;
}

export function positiveFen(body: Json, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw new ParamError(`${field} 必须是正整数（单位：分）`);
  return value;
}

export function currency(body: Json): void {
  if (body.currency !== undefined && body.currency !== 'CNY') throw new ParamError('currency 仅支持 CNY');
}

/** notify_url: https (plain http only to this machine, for tests), no query, at most 256 characters. */
export function notifyUrl(value: unknown, field = 'notify_url'): string {
  if (typeof value !== 'string' || value.length > 256) throw new ParamError(`${field} 格式不正确`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ParamError(`${field} 格式不正确`);
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) throw new ParamError(`${field} 必须是 https 地址`);
  if (url.search !== '') throw new ParamError(`${field} 不能携带参数`);
  return value;
}

export const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
export const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;
export const DESCRIPTION = /^.{1,127}$/su;
export const IP = /^[0-9A-Fa-f:.]{2,45}$/;
