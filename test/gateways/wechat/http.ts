/**
 * The simulator's HTTP plumbing: request bodies read to at most 64 KiB, and answers signed as
 * WeChat Pay signs them (Wechatpay-Timestamp, -Nonce, -Serial and -Signature over
 * `timestamp\nnonce\nbody\n`, with the platform key).
 */
import { createSign, randomUUID, type KeyObject } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { randomText } from './keys';

export { BODY_LIMIT as MAX_BODY_BYTES, BodyTooLarge, readAnswer, readBody } from '../bodies';

export type Signer = { serial: string; privateKey: KeyObject };

/** The Wechatpay-* headers for `body`, signed at `timestampSeconds` (a forged answer may choose another key or time). */
export function wechatpayHeaders(signer: Signer, body: string, timestampSeconds = Math.floor(Date.now() / 1000)): Record<string, string> {
  const nonce = randomText(32);
  const signature = createSign('RSA-SHA256').update(`${timestampSeconds}\n${nonce}\n${body}\n`).sign(signer.privateKey, 'base64');
  return {
    'Wechatpay-Timestamp': String(timestampSeconds),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': signer.serial,
    'Wechatpay-Signature': signature,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/** A JSON (or empty, for 204) API answer, signed. */
export function answerSigned(response: ServerResponse, signer: Signer, status: number, value?: unknown): void {
  const body = value === undefined ? '' : JSON.stringify(value);
  const headers: Record<string, string> = { ...wechatpayHeaders(signer, body), 'Request-ID': randomUUID() };
  if (body !== '') headers['Content-Type'] = 'application/json; charset=utf-8';
  response.writeHead(status, headers).end(body);
}

/** The v3 error body, `{"code":"PARAM_ERROR","message":"…"}`. */
export function answerError(response: ServerResponse, signer: Signer, status: number, code: string, message: string): void {
  answerSigned(response, signer, status, { code, message });
}

export function answerHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
}

export function answerJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
}
