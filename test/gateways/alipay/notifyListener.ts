/**
 * A stand-in for the shop's public address (PAYMENT_NOTIFY_BASE) in tests: it takes the
 * notifications the simulator POSTs to `${base}/prod-api/api/pay/notify/alipay` and hands each to
 * `handle`, answering what it answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, send, TooLarge } from './http';

export type NotifyHandler = (request: { headers: Headers; body: string }) => Promise<{ status: number; body: string; contentType: string }>;

export async function startNotifyListener(handle: NotifyHandler) {
  const server = http.createServer((request, response) => {
    const answer = async () => {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      const reply = await handle({ headers, body });
      send(response, reply.status, reply.contentType, reply.body);
    };
    answer().catch((error: unknown) => send(response, error instanceof TooLarge ? 413 : 500, 'text/plain', 'error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
