/** Bodies read with a bound (../bodies.ts), and small answers. */
import type { ServerResponse } from 'node:http';

export { BODY_LIMIT, BodyTooLarge as TooLarge, readAnswer, readBody } from '../bodies';

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
