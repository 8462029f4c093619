/**
 * Alipay's RSA2 (SHA256withRSA, base64) as its documentation spells it, written here from the
 * documentation rather than taken from the SDK, so the SDK is checked against it:
 * - a request is signed over every parameter but `sign` (sign_type included) with a non-empty
 *   value, sorted by name, as `k=v&k=v` with the values not URL-encoded;
 * - a notification or a return is signed the same way without `sign` and `sign_type`;
 * - an answer is `{"<method with _>_response":{…},"sign":"…"}`, signed over the exact JSON text of
 *   the response object.
 */
import { createSign, createVerify } from 'node:crypto';

export function signingString(params: Readonly<Record<string, string>>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((name) => !exclude.includes(name) && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export const REQUEST_UNSIGNED = ['sign'] as const;
export const NOTIFY_UNSIGNED = ['sign', 'sign_type'] as const;

/** A notification's or a return's parameters with their sign_type and sign, as Alipay sends them. */
export function signedParams(params: Readonly<Record<string, string>>, privateKey: string): Record<string, string> {
  return { ...params, sign_type: 'RSA2', sign: rsa2Sign(signingString(params, NOTIFY_UNSIGNED), privateKey) };
}

/** An openapi answer's text: the response object's JSON, and Alipay's signature over exactly that text. */
export function signedAnswer(responseKey: string, response: Readonly<Record<string, unknown>>, privateKey: string): string {
  const json = JSON.stringify(response);
  return `{"${responseKey}":${json},"sign":"${rsa2Sign(json, privateKey)}"}`;
}
