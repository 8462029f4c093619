/** Bodies read with a bound (64 KiB, far beyond anything Alipay sends or takes), and small answers. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const BODY_LIMIT = 64 * 1024;

export class TooLarge extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > BODY_LIMIT) throw new TooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A fetch answer's text, at most BODY_LIMIT bytes of it. */
export async function readAnswer(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > BODY_LIMIT) {
      await reader.cancel();
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, BODY_LIMIT);
}

export function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

export const sendJson = (response: ServerResponse, status: number, value: unknown) => send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));

/** One parameter per name; a name given twice makes the request unreadable (which value was signed?). */
export function singleParams(search: URLSearchParams): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [name, value] of search) {
    if (name in params) return null;
    params[name] = value;
  }
  return params;
}
